"""The cross-engine tier's browsers (`build.py test --engines`, tests/engines/): WebKitGTK's
WebDriver with its MiniBrowser, an X server for it, Firefox ESR, and the CJK font (Korean and
Traditional Chinese), which the default run's browser tests need too. All are Debian packages,
installed here when missing (as root on Debian, as tools/testenv.py installs Chromium); the
tier needs no Python package beyond requirements/test.txt (its WebDriver and WebDriver BiDi
clients are the standard library's HTTP and a small WebSocket of its own).
Standard library only, like build.py.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from .common import BuildError

#: Debian's font of Korean and Traditional Chinese (Noto Sans CJK KR and TC, one file), which
#: tests/e2e/test_readable.py finds the page's zh-Hant drawn in; and what shows it is there.
CJK_FONT = {"fonts-noto-cjk": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"}
#: Debian's packages the tier runs, and what shows each is there.
PACKAGES = {
    "webkit2gtk-driver": "WebKitWebDriver",
    "xvfb": "xvfb-run",
    "firefox-esr": "firefox-esr",
    **CJK_FONT,
}

HELP = ("The engines tier needs Debian's " + ", ".join(PACKAGES) + " (`apt-get install " + " ".join(PACKAGES)
        + "`); elsewhere, a WebKitGTK WebDriver and MiniBrowser, xvfb-run and a Firefox on the PATH "
        "as `firefox-esr`.")


def missing(packages: dict[str, str] | None = None) -> list[str]:
    """The packages (the tier's: :data:`PACKAGES`) whose program or font is not on this machine."""
    return [package for package, mark in (PACKAGES if packages is None else packages).items()
            if not (Path(mark).exists() if mark.startswith("/") else shutil.which(mark))]


def ensure_engines() -> None:
    """Install what the tier lacks (as root on Debian), else say what to install."""
    _ensure(None, "the engines tier", HELP)


def ensure_cjk_font() -> None:
    """Install Debian's CJK font for the default run's browser tests (as root on Debian), else
    say how to."""
    _ensure(CJK_FONT, "the browser tests", "The browser tests draw Korean and Traditional Chinese in Debian's "
            "Noto Sans CJK (`apt-get install fonts-noto-cjk`).")


def _ensure(packages: dict[str, str] | None, what: str, help_text: str) -> None:
    wanted = missing(packages)
    if not wanted:
        return
    is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    if not (is_root and Path("/etc/debian_version").exists() and shutil.which("apt-get")):
        raise BuildError(f"missing: {', '.join(wanted)}. {help_text}")
    print(f"installing Debian's {' '.join(wanted)} for {what} ...", flush=True)
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for command in (["apt-get", "-q", "update"], ["apt-get", "-q", "install", "-y", *wanted]):
        done = subprocess.run(command, env=env, stdin=subprocess.DEVNULL)
        if done.returncode != 0:
            raise BuildError(f"`{' '.join(command)}` failed (exit {done.returncode}). {help_text}")
    still = missing(packages)
    if still:
        raise BuildError(f"still missing after apt-get: {', '.join(still)}. {help_text}")

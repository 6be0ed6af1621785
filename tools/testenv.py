"""What the tests and the benchmarks run in: .venv-test/ (requirements/test.txt, hash-pinned),
a Chromium, axe-core and a fresh site; and pytest's workers. Standard library only, like
build.py.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from . import axe
from .assemble import SITE_DIR, assemble_site
from .common import ROOT, BuildError, pip_install, sha256_bytes
from .engines import ensure_cjk_font, ensure_engines

VENV_DIR = ROOT / ".venv-test"
TEST_REQUIREMENTS = ROOT / "requirements" / "test.txt"


def venv_python(venv: Path = VENV_DIR) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_test_env(venv: Path = VENV_DIR, requirements: Path = TEST_REQUIREMENTS) -> Path:
    """.venv-test/ with requirements/test.txt installed (--require-hashes); a stamp file holding
    the requirements' hash skips the install when nothing changed. Filled in place, not with
    tools/stamped.py's scratch folder and rename: a venv's scripts hold its absolute path, so
    it cannot be moved once made."""
    python = venv_python(venv)
    if not python.exists():
        print(f"creating {venv} ...", flush=True)
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=True)
    stamp = venv / ".requirements.sha256"
    wanted = sha256_bytes(requirements.read_bytes())
    if not stamp.exists() or stamp.read_text().strip() != wanted:
        print(f"installing {requirements.relative_to(ROOT)} into {venv.name} ...", flush=True)
        pip_install(python, requirements, f"the test tools into {venv}")
        stamp.write_text(wanted + "\n")
    return python


CHROMIUM_HELP = ("No Chromium found. Either set CHROMIUM=/path/to/chromium (or "
                 "PLAYWRIGHT_CHROMIUM_EXECUTABLE), install your system's chromium package (Debian: "
                 "`apt-get install chromium`), or run `.venv-test/bin/python -m playwright install chromium`.")


SYSTEM_CHROMIUM = Path("/usr/bin/chromium")  # Debian's chromium package


def find_chromium() -> str | None:
    """The Chromium to use: $CHROMIUM, $PLAYWRIGHT_CHROMIUM_EXECUTABLE, /usr/bin/chromium, or
    `chromium` on the PATH; None: none of them (Playwright's own browser, if installed). The one
    finder: the tests and the benchmarks launch what it names (tests/browser_support.py)."""
    for variable in ("CHROMIUM", "PLAYWRIGHT_CHROMIUM_EXECUTABLE"):
        value = os.environ.get(variable)
        if value:
            if not Path(value).exists():
                raise BuildError(f"${variable} is {value}, which does not exist.")
            return value
    if SYSTEM_CHROMIUM.exists():
        return str(SYSTEM_CHROMIUM)
    return shutil.which("chromium")


def _playwright_chromium(python: Path) -> str | None:
    """The browser `playwright install chromium` put in place, if any."""
    probe = ("from playwright.sync_api import sync_playwright\n"
             "with sync_playwright() as p: print(p.chromium.executable_path)\n")
    done = subprocess.run([str(python), "-c", probe], capture_output=True, text=True, stdin=subprocess.DEVNULL)
    path = done.stdout.strip()
    return path if done.returncode == 0 and path and Path(path).exists() else None


def ensure_chromium(python: Path) -> str | None:
    """Path of a Chromium (None: Playwright's own download). On Debian as root, installs one."""
    found = find_chromium()
    if found:
        return found
    if _playwright_chromium(python):
        return None
    is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    if is_root and Path("/etc/debian_version").exists() and shutil.which("apt-get"):
        print("no Chromium found: installing Debian's chromium package ...", flush=True)
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        for command in (["apt-get", "-q", "update"], ["apt-get", "-q", "install", "-y", "chromium"]):
            done = subprocess.run(command, env=env, stdin=subprocess.DEVNULL)
            if done.returncode != 0:
                raise BuildError(f"`{' '.join(command)}` failed (exit {done.returncode}). {CHROMIUM_HELP}")
        found = find_chromium()
        if found:
            return found
    raise BuildError(CHROMIUM_HELP)


def prepare() -> tuple[Path, dict[str, str]]:
    """Test venv, Chromium, the CJK font and a fresh site/: the python to run and the
    environment to run it in ($NWT_SITE tells the browser tests where the site is)."""
    python = ensure_test_env()
    chromium = ensure_chromium(python)
    ensure_cjk_font()
    assemble_site(SITE_DIR)
    env = {**os.environ, "NEWWORLD_REQUIRE_E2E": "1"}  # in this run a missing browser is a failure
    env["NWT_SITE"] = str(SITE_DIR)
    env["NWT_AXE"] = str(axe.ensure_axe())  # the accessibility checker the browser tests inject
    if chromium:
        env["CHROMIUM"] = chromium
    return python, env


#: pytest-xdist workers for `test` and `fuzz`: each takes the browser tests a file at a time
#: (tests/conftest.py groups them) until all are taken, then the rest; more would only share
#: the same two cores between more browsers.
WORKERS = 2


def worker_options(args: list[str], cpus: int | None = None) -> list[str]:
    """pytest-xdist's options for a run, unless its arguments choose their own (`-n 0` runs
    everything in one process, as `--pdb` needs) or the machine has one core."""
    own = any(a in ("-n", "--numprocesses") or a.startswith(("--numprocesses=", "-n")) or a in ("--pdb", "--trace")
              for a in args)
    workers = min(WORKERS, cpus if cpus is not None else (os.cpu_count() or 1))
    return [] if own or workers < 2 else ["-n", str(workers), "--dist", "loadgroup"]


def run_pytest(args: list[str]) -> int:
    """pytest with ``args`` in .venv-test/, on a fresh site and with a Chromium; with
    ``--fast`` among them (tests/conftest.py: the fast tier), neither is needed; with
    ``--engines`` (the cross-engine tier, tests/engines/) WebKit and Firefox too
    (tools/engines.py), in one process: its two browsers one after the other."""
    engines = "--engines" in args
    if engines:
        ensure_engines()
    if "--fast" in args:
        python, env = ensure_test_env(), dict(os.environ)
    else:
        python, env = prepare()
    command = [str(python), "-m", "pytest", *([] if engines else worker_options(args)), *args]
    print("running", " ".join(command[2:]), flush=True)
    return subprocess.run(command, cwd=ROOT, env=env, stdin=subprocess.DEVNULL).returncode

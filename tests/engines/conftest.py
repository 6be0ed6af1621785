"""The cross-engine tier: the page in WebKit (Safari's engine) and in Firefox, each driven by
tests/engines/drivers.py's Tab. Run by `python3 build.py test --engines` (pytest's
``--engines``, tests/conftest.py), never in the default run; `.ci/run` runs both.

Fixtures
--------
engine (session, one per engine)  the WebKit or Firefox tier (tests/engines/webkit.py,
                                   firefox.py): every test runs in each
size                               "phone" (360x780) or "desktop" (1366x768), for the tests
                                   that take it
tab                                a page in a fresh profile, of that size, at nothing yet;
                                   at its end the console must hold no error
open_tab                           more fresh profiles (a link opened elsewhere), closed and
                                   checked the same way
shot                               ``shot(tab, name)``: a screenshot kept in SHOTS/<engine>/
site_url, table_url, rng           as in tests/e2e: the site on a loopback port, the run's
                                   seed (tests/conftest.SEED) in the address

The screenshots are kept (SHOTS, under the gitignored .cache/) for a person to look at;
the run prints where.
"""

from __future__ import annotations

import os
import random
import re
import shutil
from pathlib import Path

import pytest

from tests.conftest import REPLAY, SEED
from tests.engines.drivers import Engine, Tab

ROOT = Path(__file__).resolve().parents[2]
SITE_DIR = Path(os.environ.get("NWT_SITE") or ROOT / "site")
SHOTS = ROOT / ".cache" / "engines-shots"
ENGINES = ("webkit", "firefox")
SIZES = {"phone": (360, 780), "desktop": (1366, 768)}
PAINTED = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"


def start(name: str) -> Engine:
    if name == "webkit":
        from tests.engines.webkit import WebKitEngine

        return WebKitEngine()
    from tests.engines.firefox import FirefoxEngine

    return FirefoxEngine()


@pytest.fixture(scope="session")
def site_url():
    if not (SITE_DIR / "index.html").is_file():
        pytest.fail(f"{SITE_DIR} is not built: run `python3 build.py test --engines`", pytrace=False)
    import build

    with build.serving(SITE_DIR) as url:
        yield url


@pytest.fixture(scope="session")
def table_url(site_url):
    return f"{site_url}?seed={SEED}&check-redraw"


@pytest.fixture(scope="session", params=ENGINES)
def engine(request):
    try:
        started = start(request.param)
    except (FileNotFoundError, OSError, RuntimeError) as error:
        pytest.fail(f"cannot start {request.param} ({error}); `python3 build.py test --engines` installs "
                    "Debian's webkit2gtk-driver, xvfb and firefox-esr", pytrace=False)
    yield started
    started.close()


@pytest.fixture(params=tuple(SIZES))
def size(request) -> tuple[int, int]:
    return SIZES[request.param]


@pytest.fixture
def rng(request) -> random.Random:
    return random.Random(f"{SEED}:{request.node.nodeid}")


@pytest.fixture(scope="session")
def shots_dir():
    if SHOTS.exists():
        shutil.rmtree(SHOTS)
    SHOTS.mkdir(parents=True)
    return SHOTS


@pytest.fixture
def shot(request, shots_dir):
    """``shot(tab, name)``: a screenshot of ``tab`` as SHOTS/<engine>/<test>-<name>.png."""
    test = re.sub(r"[^\w.-]+", "-", request.node.name).strip("-")

    def take(tab: Tab, name: str) -> Path:
        folder = shots_dir / tab.engine
        folder.mkdir(exist_ok=True)
        path = folder / f"{test}-{name}.png"
        tab.wait_for(PAINTED, what="two frames painted")  # a state just set may not be painted yet
        tab.screenshot(path)
        return path

    return take


def checked_close(tab: Tab) -> list[str]:
    """Close ``tab``; what it should fail for: errors in its console, or a page error."""
    try:
        errors = tab.errors()
    finally:
        tab.close()
    return [f"{tab.engine} console: {error}" for error in errors]


@pytest.fixture
def open_tab(engine):
    """``open_tab(width, height)``: a Tab in a fresh profile, closed at the test's end and
    failing it for any console error."""
    opened: list[Tab] = []

    def make(width: int, height: int) -> Tab:
        tab = engine.open(width, height)
        opened.append(tab)
        return tab

    yield make
    problems = []
    for tab in opened:
        problems += checked_close(tab)
    if problems:
        pytest.fail(f"the page misbehaved ({REPLAY}):\n  " + "\n  ".join(problems), pytrace=False)


@pytest.fixture
def tab(open_tab, size) -> Tab:
    return open_tab(*size)


def pytest_terminal_summary(terminalreporter, config):
    if SHOTS.exists() and any(SHOTS.iterdir()):
        terminalreporter.write_line(f"the engines' screenshots: {SHOTS}")

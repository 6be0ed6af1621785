"""End-to-end fixtures: the built site/ on a loopback port, driven by a real Chromium.

Everything here is marked `e2e` by tests/conftest.py, which also keeps these tests on one
pytest-xdist worker and chooses their seed. `python build.py test` builds site/ first and
passes the browser in $CHROMIUM; run directly, `pytest tests/e2e` needs `python build.py serve
--no-serve` beforehand, else these tests are skipped with the reason.
With NEWWORLD_REQUIRE_E2E=1 (set by build.py) a missing site/ or browser is an error instead.

The seed
--------
Every new match in these tests gets its seed from the address (`?seed=N`, read by
web/app.seeds_from_query: the page's first new match gets N, the next N+1 ...), and the
scripted players' choices come from `rng`, seeded from N and the test's name. N is chosen at
random for each run, printed at the end of the run and under every failed test; to replay a
run exactly, set it: `NWT_E2E_SEED=N python3 build.py test tests/e2e`.

Fixtures
--------
e2e_seed (session)
    N: $NWT_E2E_SEED, or a random number chosen once for the run.
site_url (session)
    Base URL ("http://127.0.0.1:PORT/") of a ThreadingHTTPServer thread serving site/
    (build.make_server: .mjs/.wasm/.whl/.json get their proper MIME types).
table_url (session)
    site_url + "?seed=N&check-redraw": the address to open the table at (append "#record" or
    "&..."). With check-redraw the page compares itself with its markup drawn anew after every
    redraw and raises (a Python error: the test fails) where replacing a changed part went
    wrong (web/patch.py).
rng (function)
    random.Random seeded from N and the test's id: the scripted player's choices.
browser (session)
    One headless Chromium (tests/browser_support.launch_chromium: the project's flags, the
    browser from $CHROMIUM / $PLAYWRIGHT_CHROMIUM_EXECUTABLE / /usr/bin/chromium). Its new
    contexts block service workers unless given `service_workers="allow"` (test_offline.py).
    After a test in which a page's renderer crashed (the test fails: page_watch.problems), the
    next test's context comes from a new Chromium (Browser.renew): a Chromium that had one
    crash went on crashing every page it opened.
context (function)
    A FRESH BrowserContext (empty cache, empty localStorage) per test. Everything its pages
    do is recorded in `page_watch`.
page_watch (function)
    tests/browser_support.PageWatch of the context: .requests (every URL), .failed (HTTP >= 400
    and failed requests), .console [(type, text)], .page_errors; .problems() lists what fails
    a test. A test may assert on it midway, e.g. `assert not page_watch.problems()`.
page (function)
    A new page in that context. AFTER the test, the test is failed (as an error in teardown)
    if any request left the origin, any response failed (404 etc., favicon.ico excepted),
    or the console/page errors show a Python traceback or error. A test that provokes errors
    on purpose can clear them: `page_watch.console.clear()`.
open_home (function)
    open_home(page, fragment="") -> page: goes to table_url (+ "#" + fragment if given) and waits
    up to READY_TIMEOUT_MS (60 s) for browser_support.READY_SELECTOR, the interactive home screen:
    `#app[data-ready="home"]` (set by web/ when the home screen is drawn). If Python raises
    first (PyScript's `.py-error` appears) it fails at once with Python's message.
    browser_support.wait_until_ready(page, selector) does the same for any other screen.
home (function)
    `page` already at the interactive home screen.

A reload keeps the context (localStorage survives): `page.reload(); page.wait_for_selector(...)`.
For a second fresh visitor, use `browser.new_context()` yourself and close it.
"""

from __future__ import annotations

import os
import random

import pytest

from tests import browser_support
from tests.conftest import REPLAY, SEED

REQUIRE = os.environ.get("NEWWORLD_REQUIRE_E2E") == "1"


def _unavailable(reason: str):
    if REQUIRE:
        pytest.fail(reason, pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def e2e_seed() -> int:
    return SEED


@pytest.fixture
def rng(request, e2e_seed) -> random.Random:
    return random.Random(f"{e2e_seed}:{request.node.nodeid}")


@pytest.fixture(scope="session")
def site_url():
    if not browser_support.site_is_built():
        _unavailable("site/ is not built: run `python build.py serve --no-serve` first "
                     "(or run the suite with `python build.py test`)")
    import build

    with build.serving(browser_support.SITE_DIR) as url:
        yield url


@pytest.fixture(scope="session")
def table_url(site_url, e2e_seed):
    return f"{site_url}?seed={e2e_seed}&check-redraw"


@pytest.fixture(scope="session")
def browser():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("playwright is not installed: run the suite with `python build.py test`")
    with sync_playwright() as playwright:
        try:
            launched = browser_support.launch_chromium(playwright)
        except Exception as error:
            _unavailable(f"cannot start Chromium ({error}); set CHROMIUM=/path/to/chromium "
                         "or run `python build.py test`, which installs one on Debian")
        yield launched
        launched.close()


@pytest.fixture
def context(browser, site_url):
    if browser.crashed:
        browser.renew()
    context = browser.new_context()
    context.set_default_timeout(browser_support.READY_TIMEOUT_MS)
    yield context
    context.close()


@pytest.fixture
def page_watch(context, site_url):
    return browser_support.watch(context, site_url)


@pytest.fixture
def page(browser, context, page_watch):
    page = context.new_page()
    yield page
    if page_watch.crashed:
        browser.crashed = True
    problems = page_watch.problems()
    if problems:
        pytest.fail(f"the page misbehaved ({REPLAY}):\n  " + "\n  ".join(problems), pytrace=False)


@pytest.fixture
def open_home(table_url):
    def open_home(page, fragment: str = ""):
        page.goto(table_url + (f"#{fragment}" if fragment else ""))
        browser_support.wait_until_ready(page)
        return page

    return open_home


@pytest.fixture
def home(page, open_home):
    return open_home(page)

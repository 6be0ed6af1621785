"""End-to-end fixtures: the built site/ on a loopback port, driven by a real Chromium.

Everything here is marked `e2e` by tests/conftest.py, which also keeps the tests of one file
on one pytest-xdist worker (the files are shared out between the two workers, see "Time"
below) and chooses their seed. `python build.py test` builds site/ first and
passes the browser in $CHROMIUM; run directly, `pytest tests/e2e` needs `python build.py serve
--no-serve` beforehand, else these tests are skipped with the reason.
With NEWWORLD_REQUIRE_E2E=1 (set by build.py) a missing site/ or browser is an error instead.

The seed
--------
Every new match in these tests gets its seed from the address (`?seed=N`, read by
web/address.seeds_from_query: the page's first new match gets N, the next N+1 ...), and the
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
    When a renderer dies (see "A renderer crash" below) it marks itself `browser.crashed`.
visit (function)
    tests/browser_support.Visit: the test's fresh context, its watch and a page in it, which
    `context`, `page_watch` and `page` hand over. If the test asks for `home`, loaded to the
    home screen here, by open_home, so that a load again is the one every fixture hands over.
context (function)
    A FRESH BrowserContext (empty cache, empty localStorage) per test. Everything its pages
    do is recorded in `page_watch`.
page_watch (function)
    tests/browser_support.PageWatch of the context: .requests (every URL), .failed (HTTP >= 400
    and failed requests), .console [(type, text)], .page_errors, .crashed; .problems() lists
    what fails a test. A test may assert on it midway, e.g. `assert not page_watch.problems()`.
page (function)
    A new page in that context. AFTER the test, the test is failed (as an error in teardown)
    if any request left the origin, any response failed (404 etc., favicon.ico excepted),
    the console/page errors show a Python traceback or error, or the page's renderer died.
    A test that provokes errors on purpose can clear them: `page_watch.console.clear()`.
home (function)
    `page` already at the interactive home screen (loaded by `visit`).
while_home_loads (function)
    None. The tests of the load again parametrize it, indirectly, with a factory of a hook
    that crashes the renderer (open_home's `while_loading`); each run of the test gets a new
    hook.

open_home(browser, url, while_loading=None, **context_options) -> Visit (a function, not a
fixture; screens.open_page uses it too) makes a fresh Visit, goes to `url` and waits up to
READY_TIMEOUT_MS (60 s) for browser_support.READY_SELECTOR, the interactive home screen:
`#app[data-ready="home"]` (set by web/ when the home screen is drawn). If Python raises first
(PyScript's `.py-error` appears) it fails at once with Python's message.
browser_support.wait_until_ready(page, selector) does the same for any other screen.

A renderer crash
----------------
Now and then (about one run of the browser tests in four) Debian's Chromium loses a page's
renderer at random ("Target crashed"), seen while the home screen first loaded, before the
test had done anything; a test failing by chance makes every run worthless. So:
- While the home screen first loads (open_home: the `home` fixture, screens.open_page), a
  crash closes that context and loads the page once more in a new context of a new Chromium
  (browser_support.load_home). It is not hidden: open_home notes it in RELOADS, the test's
  report carries it (user property tests.conftest.RELOADED) and the end of the run lists it
  ("renderer crashed while loading the home screen in <test>; loaded again in a new
  Chromium"). A second crash fails the test (RendererCrashed), and is listed too.
- A crash after that, once the test has acted (Playwright's "Target crashed", `page`'s
  check, in any context, a second visitor's too), runs the whole test once more in a new
  Chromium (pytest_runtest_protocol below: only for a failure whose report says a renderer
  died, browser_support.CRASH_IN_REPORT). The first run's reports are dropped, the end of
  the run lists it ("renderer crashed in <test> (<where>); the test ran again in a new
  Chromium"), and a failure of the second run stands: a crash that comes of our code comes
  again with the same seed.
- Either way the next `visit` or open_home comes from a new Chromium (`browser.crashed`, set
  for a page of any context: Browser.new_context): a Chromium that had one crash went on
  crashing every page it opened.
- Playwright says only "Target crashed". Each Chromium writes its own log
  (tests/chromium_log.py); once a Chromium that had a crash has closed, how its renderers
  died (the exit code: SIGTRAP for a renderer out of memory or a failed check, SIGSEGV,
  killed from outside) is listed at the end of the run ("renderer crashes: how Chromium
  says they died"), and its log is kept.

Time
----
A test's fresh context starts Pyodide anew (a setup with `home` took 1.85 s, median, on a quiet
machine, 2026-12-07; 10-12 s only where the two cores were busy with other runs, waiting for a
processor). A warm profile per context was measured and left out: a Chromium started for each
context on a copy of a warm HTTP cache and code cache saved about 0.2 s of a start at a load
average of 3-7 and cost 1.7-2 s to every test that needs no started page.

Each file of these tests is one pytest-xdist group (tests/conftest.browser_group): the
scheduler (`--dist loadgroup`) hands out the groups with the most tests first, so both
workers run browser files until they are all taken, and the rest of the suite, one test a
unit, fills in after them. With one group for all of them,
one worker ran every browser test while the other finished the rest and then sat idle.

A reload keeps the context (localStorage survives): `page.reload(); page.wait_for_selector(...)`.
A test that needs its own context at the home screen (a phone's, say) opens it with
screens.open_page or open_home, which load again after a crash; for a second fresh visitor,
later in a test, use `browser.new_context()` yourself and close it.
"""

from __future__ import annotations

import os
import random

import pytest
from _pytest.runner import runtestprotocol

from tests import browser_support
from tests.conftest import RELOADED, REPLAY, RUN_AGAIN, SEED, is_browser_test

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
        CHROMIUM.append(launched)
        yield launched
        CHROMIUM.remove(launched)
        launched.close()


#: This worker's Chromium (the `browser` fixture's), while it is open.
CHROMIUM: list[browser_support.Browser] = []


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    """A browser test that failed because a renderer died (its report says so:
    browser_support.CRASH_IN_REPORT) runs once more, in a new Chromium; the end of the run
    lists it (user property tests.conftest.RUN_AGAIN), and a second failure stands. Other
    tests, and other failures, run and report as pytest's own protocol does."""
    if not is_browser_test(item.nodeid):
        return None
    item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
    reports = runtestprotocol(item, nextitem=nextitem, log=False)
    crash = died(reports)
    if crash is not None:
        for chromium in CHROMIUM:
            chromium.crashed = True
        reports = runtestprotocol(item, nextitem=nextitem, log=False)
        reports[-1].user_properties.append((RUN_AGAIN, crash))
    for report in reports:
        item.ihook.pytest_runtest_logreport(report=report)
    item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    return True


def died(reports) -> str | None:
    """Where a renderer died (the phase, the line of the error that says so), if a failed
    report says it. Only the error's own message is read, not the test's source around it."""
    for report in reports:
        if report.failed:
            crash = getattr(report.longrepr, "reprcrash", None)
            text = crash.message if crash is not None else report.longreprtext
            found = browser_support.CRASH_IN_REPORT.search(text)
            if found:
                start, end = text.rfind("\n", 0, found.start()) + 1, text.find("\n", found.end())
                return f"{report.when}: {text[start:end if end >= 0 else None].strip()[:200]}"
    return None


#: This test's loads again after a renderer crash, for its report (pytest_runtest_makereport
#: moves them there at its end; tests/conftest.py lists them at the end of the run). A test
#: that crashes a load on purpose clears it.
RELOADS: list[str] = []


def open_home(browser, url: str, while_loading=None, **context_options) -> browser_support.Visit:
    """A fresh Visit at the home screen of ``url`` (browser_support.load_home: loaded once
    more in a new Chromium if the renderer dies on the way), the load again noted in RELOADS."""
    try:
        visit = browser_support.load_home(browser, url, while_loading=while_loading, **context_options)
    except browser_support.RendererCrashed:
        RELOADS.append("crashed again in a new Chromium: the test failed")
        raise
    if visit.reloaded_after:
        RELOADS.append(f"loaded again in a new Chromium (the first load: {visit.reloaded_after})")
    return visit


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    # Into the teardown report, which every test has, and which pytest-xdist hands to the main
    # process with its user_properties.
    if call.when == "teardown":
        item.user_properties.extend((RELOADED, note) for note in RELOADS)
        RELOADS.clear()
    yield


@pytest.fixture
def while_home_loads(request):
    """Nothing; or, for the tests of the load again, the hook their parameter makes
    (``indirect=True``: a factory), made anew for every run of the test, so that a run again
    after a real crash starts from a fresh one."""
    make = getattr(request, "param", None)
    return make() if make is not None else None


@pytest.fixture
def visit(request, browser, site_url, table_url, while_home_loads):
    # A test that asks for `home` gets it loaded here, where its context is made, so that
    # after a load again `context`, `page_watch` and `page` all hand over the new one,
    # whatever the order the test names them in.
    if "home" in request.fixturenames:
        made = open_home(browser, table_url, while_loading=while_home_loads)
    else:
        made = browser_support.new_visit(browser, site_url)
    yield made
    made.close()


@pytest.fixture
def context(visit):
    return visit.context


@pytest.fixture
def page_watch(visit):
    return visit.watch


@pytest.fixture
def page(visit):
    yield visit.page
    problems = visit.watch.problems()
    if problems:
        pytest.fail(f"the page misbehaved ({REPLAY}):\n  " + "\n  ".join(problems), pytrace=False)


@pytest.fixture
def home(page):
    return page  # already at the home screen: `visit` loaded it

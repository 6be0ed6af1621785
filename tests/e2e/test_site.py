"""The built site in a real browser: it boots to the home screen, offline-clean; and what the
harness does when Chromium's renderer dies (chrome://crash kills it on purpose).

One page load checks all three (each Pyodide boot costs seconds); the `page` fixture also
fails any e2e test whose page sent a request off the origin, got a 404, or showed a Python
error.
"""

import functools
import re
from pathlib import Path

import pytest

from tests import browser_support
from tests.e2e.conftest import RELOADS
from tests.e2e.screens import PHONE, open_page
from web.first_paint import BUTTON, DISABLED


def test_home_screen_loads_from_the_site_alone_without_errors(home, page_watch, site_url):
    # the home screen: drawn by Python, loading state gone, something to press
    assert home.title()
    assert home.locator(browser_support.READY_SELECTOR).count() == 1
    assert home.locator("#app .loading").count() == 0
    assert home.locator("#app button").count() >= 1

    # no request leaves the origin, and the runtime really came from the site itself
    home.wait_for_load_state("networkidle")
    assert page_watch.requests, "no request was recorded"
    assert page_watch.offsite_requests() == []
    paths = [url[len(site_url) - 1:] for url in page_watch.requests]
    for pattern in (r"/runtime/pyscript\.\w+/core\.js", r"/runtime/pyodide\.\w+/pyodide\.mjs",
                    r"/runtime/pyodide\.\w+/pyodide\.asm\.wasm", r"/app/table\.\w+\.zip"):
        assert any(re.fullmatch(pattern, path) for path in paths), pattern
    # Each file is sent once: counted at the server, where a second fetch would cost bytes
    # (tests/e2e/test_shipping.py). The browser's own requests cannot show it: Python in a worker
    # asks again for what the page preloaded, and gets it from the HTTP cache.

    # no Python traceback, in the console or in the page
    assert page_watch.python_errors() == []
    assert page_watch.page_errors == []
    assert home.locator(browser_support.PY_ERROR_SELECTOR).count() == 0


def test_the_first_paint_is_the_home_screen_python_then_draws_in_its_place(home):
    """The build drew the home screen into index.html (its buttons but the form's disabled until
    Python is ready); Python's own drawing of a first visit's home screen is the same markup, the
    buttons enabled, so nothing jumps."""
    index = (browser_support.SITE_DIR / "index.html").read_text(encoding="utf-8")
    drawn_at_build = index.split("-->", 1)[1].split("<!--/first-paint-->", 1)[0]
    assert 'data-action="start"' in drawn_at_build and DISABLED in drawn_at_build
    drawn_at_build = drawn_at_build.replace(DISABLED, BUTTON)
    same = home.evaluate("html => { const t = document.createElement('template'); t.innerHTML = html;"
                         " return t.innerHTML === document.getElementById('app').innerHTML; }", drawn_at_build)
    assert same


def crash(page) -> None:
    """Kill the page's renderer (chrome://crash) and wait until Playwright has seen it die."""
    with page.expect_event("crash"):
        try:
            page.goto("chrome://crash")
        except Exception:  # the navigation fails with the renderer: the crash event is what counts
            pass


def crash_causes(browser, *crashed) -> list[str]:
    """How Chromium said the renderers of the ``crashed`` pages (crashed on purpose, their
    Chromiums closed) died, taken from the end of the run's list; their kept logs are removed.
    Any other crash, a real one, stays in the list for the end of the run."""
    logs = {str(browser.log_of(page.context.browser)) for page in crashed}
    ours, kept = [], []
    for line in browser_support.CRASH_CAUSES:
        cause, log = line.removesuffix(")").split(" (Chromium's log: ")
        if log in logs:
            ours.append(cause)
            Path(log).unlink()
        else:
            kept.append(line)
    browser_support.CRASH_CAUSES[:] = kept
    return ours


class CrashLoads:
    """A ``while_loading`` hook (browser_support.load_home) that kills the renderer in the
    first ``times`` loads, after the navigation, while Python boots (as Debian's Chromium now
    and then does by itself); ``pages``: the page of every load."""

    def __init__(self, times: int):
        self.times = times
        self.pages: list = []

    def __call__(self, page) -> None:
        self.pages.append(page)
        if len(self.pages) <= self.times:
            crash(page)


def test_a_crashed_renderer_is_seen_and_a_new_chromium_opens_the_site(browser, site_url, table_url):
    """A renderer killed on purpose (chrome://crash) is recorded as a crash, which fails the
    test it happens in, and marks the Chromium crashed whatever made the context; Browser.renew
    then gives the next test a Chromium that loads the site to its home screen (a Chromium that
    had one crash went on crashing every page)."""
    visit = browser_support.new_visit(browser, site_url)  # in a new Chromium if one crashed before
    page = visit.page
    assert not browser.crashed
    crash(page)
    assert visit.watch.crashed and any("died" in problem for problem in visit.watch.problems())
    assert browser.crashed
    visit.close()
    browser.renew()
    assert crash_causes(browser, page) == ["1 renderer(s) crashed with exit code 11 (SIGSEGV: a bad memory access)"]
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(table_url)
        browser_support.wait_until_ready(page)
        assert page.locator("#app button").count() >= 1
    finally:
        context.close()


@pytest.mark.parametrize("while_home_loads", [functools.partial(CrashLoads, times=1)], indirect=True,
                         ids=["first-load-crashes"])
def test_a_renderer_crash_while_home_first_loads_is_loaded_again_in_a_new_chromium(
        context, page_watch, page, home, browser, while_home_loads):
    """The fixtures hand over the load again's context, page and watch, whatever the order
    the test names them in, and the load again is noted for the end of the run."""
    crashed, again = while_home_loads.pages
    assert crashed.is_closed() and crashed.context.browser is not again.context.browser
    assert home is page is again and page.context is context and context.browser is browser._browser
    assert home.locator(browser_support.READY_SELECTOR).count() == 1
    assert page_watch.crashed == [] and any("/app/table." in url for url in page_watch.requests)
    assert len(RELOADS) == 1 and RELOADS[0].startswith("loaded again in a new Chromium (the first load: ")
    RELOADS.clear()  # crashed on purpose: not one for the end of the run
    assert crash_causes(browser, crashed) == ["1 renderer(s) crashed with exit code 11 (SIGSEGV: a bad memory access)"]


def test_open_page_loads_again_in_a_new_chromium_once_and_fails_on_a_second_crash(browser, table_url):
    crash_once = CrashLoads(times=1)
    context, page = open_page(browser, table_url, PHONE, "ko", while_loading=crash_once)
    try:
        crashed, again = crash_once.pages
        assert crashed.is_closed() and crashed.context.browser is not again.context.browser
        assert page is again and context.browser is browser._browser
        assert page.locator(browser_support.READY_SELECTOR).count() == 1
        assert page.locator("html").get_attribute("lang") == "ko"  # the language chosen after the load again
    finally:
        context.close()
    assert len(RELOADS) == 1 and RELOADS[0].startswith("loaded again in a new Chromium")

    crash_twice = CrashLoads(times=2)
    with pytest.raises(browser_support.RendererCrashed, match="and again in a new Chromium"):
        open_page(browser, table_url, PHONE, while_loading=crash_twice)
    first, second = crash_twice.pages
    assert first.is_closed() and second.is_closed() and first.context.browser is not second.context.browser
    assert browser.crashed  # the next test's page comes from a new Chromium
    assert len(RELOADS) == 2 and RELOADS[1] == "crashed again in a new Chromium: the test failed"
    RELOADS.clear()  # crashed on purpose: not for the end of the run
    browser.renew()
    assert crash_causes(browser, crashed, first, second) == \
        ["1 renderer(s) crashed with exit code 11 (SIGSEGV: a bad memory access)"] * 3

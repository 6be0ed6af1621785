"""The built site in a real browser: it boots to the home screen, offline-clean.

One page load checks all three (each Pyodide boot costs seconds); the `page` fixture also
fails any e2e test whose page sent a request off the origin, got a 404, or showed a Python
error.
"""

from tests import browser_support


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
    for path in ("/runtime/pyscript/core.js", "/runtime/pyodide/pyodide.mjs",
                 "/runtime/pyodide/pyodide.asm.wasm", "/pyscript.json", "/main.py"):
        assert path in paths
    assert any(path.startswith("/dist/") and path.endswith(".whl") for path in paths)
    # each file once: what index.html preloads (tools.assemble.preload_links) is what PyScript and
    # Pyodide then use, not fetched a second time
    assert sorted({path for path in paths if paths.count(path) > 1}) == []

    # no Python traceback, in the console or in the page
    assert page_watch.python_errors() == []
    assert page_watch.page_errors == []
    assert home.locator(browser_support.PY_ERROR_SELECTOR).count() == 0


def test_the_first_paint_is_the_home_screen_python_then_draws_in_its_place(home):
    """The build drew the home screen into index.html (greyed until Python is ready); Python's own
    drawing of a first visit's home screen is the same markup, so nothing jumps."""
    index = (browser_support.SITE_DIR / "index.html").read_text(encoding="utf-8")
    drawn_at_build = index.split("-->", 1)[1].split("<!--/first-paint-->", 1)[0]
    assert 'data-action="start"' in drawn_at_build
    same = home.evaluate("html => { const t = document.createElement('template'); t.innerHTML = html;"
                         " return t.innerHTML === document.getElementById('app').innerHTML; }", drawn_at_build)
    assert same


def test_a_crashed_renderer_is_seen_and_a_new_chromium_opens_the_site(browser, site_url, table_url):
    """A renderer killed on purpose (chrome://crash) is recorded as a crash, which fails the
    test it happens in, and marks the Chromium crashed whatever made the context; Browser.renew
    then gives the next test a Chromium that loads the site to its home screen (a Chromium that
    had one crash went on crashing every page)."""
    context = browser.new_context()
    seen = browser_support.watch(context, site_url)
    page = context.new_page()
    with page.expect_event("crash"):
        try:
            page.goto("chrome://crash")
        except Exception:  # the navigation fails with the renderer: the crash event is what counts
            pass
    assert seen.crashed and any("died" in problem for problem in seen.problems())
    assert browser.crashed
    context.close()
    browser.renew()
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(table_url)
        browser_support.wait_until_ready(page)
        assert page.locator("#app button").count() >= 1
    finally:
        context.close()

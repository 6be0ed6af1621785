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

    # no Python traceback, in the console or in the page
    assert page_watch.python_errors() == []
    assert page_watch.page_errors == []
    assert home.locator(browser_support.PY_ERROR_SELECTOR).count() == 0

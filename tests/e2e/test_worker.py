"""Python in a worker (the `worker` loader, issue 58): the page's main side loses no decision the
worker reported, and a decision the worker never saw is not half made.

These open the `worker` loader's site (tests/browser_support.WORKER_SITE_DIR, which `build.py
test` builds beside the default one), whichever site the rest of the suite opens.
"""

from __future__ import annotations

import pytest

from tests import browser_support
from tests.e2e.conftest import _unavailable
from tests.e2e.helpers import MATCH_READY, act, choices, decide, record, start_match
from tests.e2e.test_hostile import keeps_nothing

#: Stops the page's worker in the task that clicks: the click's message never reaches it.
CLICK_AND_STOP = """(action) => {
  document.querySelector(`#app [data-action="${CSS.escape(action)}"]`).click();
  document.querySelector('script[type="py"][worker]').xworker.terminate();
}"""


@pytest.fixture(scope="module")
def worker_url(e2e_seed):
    if not browser_support.site_is_built(browser_support.WORKER_SITE_DIR):
        _unavailable(f"{browser_support.WORKER_SITE_DIR} is not built: run the suite with `python build.py test`")
    import build

    with build.serving(browser_support.WORKER_SITE_DIR) as url:
        yield f"{url}?seed={e2e_seed}&check-redraw"


def _saved_record(page) -> str:
    """The record of the one match in the browser's storage."""
    return page.evaluate("""() => {
      const keys = Object.keys(localStorage).filter(k => k.startsWith('nwt:save:'));
      return keys.length === 1 ? JSON.parse(localStorage.getItem(keys[0])).record : `${keys.length} saves`;
    }""")


def test_a_worker_stopped_between_a_click_and_its_frame_loses_no_decision_it_reported(browser, worker_url, rng):
    visit = browser_support.new_visit(browser, worker_url.split("?")[0])
    page = visit.page
    try:
        page.goto(worker_url)
        browser_support.wait_until_ready(page)
        start_match(page, players=3, game="puerto-rico")
        for _ in range(3):
            decide(page, rng)
        shown, saved = record(page), _saved_record(page)
        assert page.evaluate("() => location.hash") == shown
        page.evaluate(CLICK_AND_STOP, rng.choice(choices(page)))
        page.reload()
        page.wait_for_selector(MATCH_READY, state="attached", timeout=browser_support.READY_TIMEOUT_MS)
        assert record(page) == shown  # at the last decision the worker reported, nothing half made
        assert _saved_record(page) == saved
        assert not visit.watch.problems()
        decide(page, rng)  # and it plays on
        assert record(page) != shown
    finally:
        visit.close()


def test_a_browser_that_keeps_nothing_is_said_and_the_visit_s_matches_are_kept_in_memory(browser, worker_url, rng):
    """The main side reads ``localStorage`` inside a promise (main_side.dom.reach): a
    SecurityError there would end it, as MicroPython cannot catch a JavaScript exception."""
    visit = browser_support.new_visit(browser, worker_url.split("?")[0])
    try:
        keeps_nothing(visit.page, worker_url, rng)
        assert not visit.watch.problems()
    finally:
        visit.close()


def test_a_match_made_in_another_tab_is_listed_here_and_its_deletion_heard(browser, worker_url, rng):
    """The worker's copy of the storage hears the other tabs (main_side.page.on_storage): a home
    screen shows a match started in another tab, and drops it when that tab deletes it."""
    visit = browser_support.new_visit(browser, worker_url.split("?")[0])
    try:
        here, there = visit.page, visit.context.new_page()
        for page in (here, there):
            page.goto(worker_url)
            browser_support.wait_until_ready(page)
        start_match(there, players=3)
        decide(there, rng)
        card = here.locator("#saves .save-card")
        card.wait_for()
        key = card.get_attribute("data-save")
        act(there, "home")
        act(there, f"delete:{key}")
        act(there, f"delete-yes:{key}")
        card.wait_for(state="detached")
        assert not visit.watch.problems()
    finally:
        visit.close()

"""Python in a worker (issue 58): the page's main side loses no decision the worker reported,
and a decision the worker never saw is not half made."""

from __future__ import annotations

import json

import pytest

from engine import Match
from tests import browser_support, golden
from tests.e2e.conftest import _unavailable
from tests.e2e.helpers import MATCH_READY, act, choices, decide, record, start_match
from tests.e2e.screens import axe_script, axe_violations
from tests.e2e.test_hostile import keeps_nothing

#: Stops the page's worker in the task that clicks: the click's message never reaches it.
CLICK_AND_STOP = """(action) => {
  document.querySelector(`#app [data-action="${CSS.escape(action)}"]`).click();
  document.querySelector('script[type="py"][worker]').xworker.terminate();
}"""


@pytest.fixture(scope="module")
def worker_url(e2e_seed):
    if not browser_support.site_is_built(browser_support.SITE_DIR):
        _unavailable(f"{browser_support.SITE_DIR} is not built: run the suite with `python build.py test`")
    import build

    with build.serving(browser_support.SITE_DIR) as url:
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


#: The worker's interpreter: while its request is held, the worker cannot be up.
INTERPRETER = "**/pyodide.asm.wasm"


def _hold_the_worker(visit) -> list:
    """Hold back the worker's interpreter: what the page answers meanwhile is the main side's.
    The requests held, for :func:`_let_the_worker_up`."""
    held: list = []
    visit.context.route(INTERPRETER, lambda route: held.append(route))
    return held


def _let_the_worker_up(visit, held: list) -> None:
    """The worker's interpreter let through; once the worker is up, the match it opens is drawn."""
    assert visit.page.get_attribute("#app", "data-ready") is None  # the worker is not up: its interpreter is held
    for route in held:
        route.continue_()
    visit.context.unroute(INTERPRETER)
    visit.page.wait_for_selector(MATCH_READY, state="attached", timeout=browser_support.READY_TIMEOUT_MS)


def test_the_home_screen_answers_before_the_worker_is_up_and_start_opens_the_match_chosen(browser, worker_url):
    """The main side draws the home screen itself while the worker starts (main_side/home.py):
    the language, the game, the players, the seat, a person at the device and the names are
    chosen at once, and Start is taken at once with a line that says the table is on its way.
    The worker's interpreter is held back until then, so none of it can be the worker's."""
    visit = browser_support.new_visit(browser, worker_url.split("?")[0])
    held = _hold_the_worker(visit)  # answered only once the choices are made
    page = visit.page
    try:
        page.goto(worker_url)
        page.wait_for_selector('#app[data-early="home"]')
        for action in ("lang:ko", "pick-game:puerto-rico", "pick-players:3", "pick-seat:1", "pick-person:2"):
            page.click(f'#app [data-action="{action}"]')
        page.fill("#name", "Ana")
        page.fill("#name-2", "Bo")
        assert page.evaluate("() => document.documentElement.lang") == "ko"
        assert page.inner_text("#app .home-bar .prompt").startswith("푸에르토리코, 3명")
        assert axe_violations(page, axe_script()) == []
        page.click('#app .home-bar [data-action="start"]')
        page.wait_for_selector("#app .home-bar .waiting[role=status]")
        assert page.is_disabled('#app .home-bar [data-action="start"]')
        _let_the_worker_up(visit, held)
        assert page.evaluate("() => location.hash").startswith("#puerto-rico.3.")
        # The form as it was at Start, kept by the worker when it started the match.
        kept = json.loads(page.evaluate("() => localStorage.getItem('nwt:setup')"))
        assert {k: kept[k] for k in ("game", "players", "seat", "people", "name", "names")} == {
            "game": "puerto-rico", "players": 3, "seat": 1, "people": [2], "name": "Ana", "names": {"2": "Bo"}}
        assert page.evaluate("() => document.documentElement.lang") == "ko"
        assert page.evaluate("() => localStorage.getItem('nwt:lang')") == "ko"
        assert not visit.watch.problems()
    finally:
        visit.close()


def _kept_before() -> dict[str, str]:
    """A storage from earlier visits: three matches in progress, two finished, the record of one."""
    kept = {}
    for n, gid in enumerate(("puerto-rico", "endeavor", "mundus-novus")):
        match = Match.new(gid, players=3, seed=n, table={"names": ["Ana", "", ""], "human": 0,
                                                         "levels": ["", "strong", "strong"]})
        kept[f"nwt:save:going-{n}"] = json.dumps({"v": 1, "record": match.full_record(), "round": 2 + n,
                                                  "saved": f"2026-11-2{n} 10:00", "over": False})
    for n, entry in enumerate(golden.load("mundus-novus")[:2]):
        kept[f"nwt:save:done-{n}"] = json.dumps({"v": 1, "record": entry["save"], "round": 9,
                                                 "saved": f"2026-11-1{n} 09:00", "over": True})
    kept["nwt:tally"] = json.dumps({"v": 1, "ignored": [], "matches": {"done-0": {
        "game": "mundus-novus", "level": "strong", "won": True, "score": 31, "at": "2026-11-10 09:00", "players": 4}}})
    return kept


def test_the_saves_and_the_record_answer_before_the_worker_is_up_and_continue_opens_the_save(browser, worker_url):
    """The main side reads the saves and the record from the storage and draws them itself while
    the worker starts (main_side/saves.py): the finished matches' fold stays open as a save in it
    is deleted (asked first), and Continue is taken at once; the worker, up, makes the deletion
    and opens the save continued. The worker's interpreter is held back until then."""
    visit = browser_support.new_visit(browser, worker_url.split("?")[0])
    held = _hold_the_worker(visit)
    page = visit.page
    try:
        page.goto(worker_url)
        page.wait_for_selector('#app[data-early="home"]')
        page.evaluate("kept => { for (const [k, v] of Object.entries(kept)) localStorage.setItem(k, v); }",
                      _kept_before())
        page.reload()
        page.wait_for_selector('#app[data-early="home"] #saves')
        assert page.locator("#saves .save-card").count() == 3
        assert page.inner_text("#saves .save-card >> nth=0").startswith("Mundus Novus")  # the most recent first
        assert page.locator("#tally .tally-game").count() == 1
        page.click("#finished summary")
        page.click('#finished [data-action="delete:done-1"]')
        page.wait_for_selector('#finished [data-action="delete-yes:done-1"]')
        assert page.evaluate("() => document.getElementById('finished').open")  # not folded by the redraw
        assert axe_violations(page, axe_script()) == []
        page.click('#finished [data-action="delete-yes:done-1"]')
        page.wait_for_function("() => document.querySelectorAll('#finished .save-card').length === 1")
        assert page.evaluate("() => document.getElementById('finished').open")
        page.click('#saves [data-action="resume:going-1"]')
        page.wait_for_selector("#app .home-bar .waiting[role=status]")
        _let_the_worker_up(visit, held)
        assert page.evaluate("() => location.hash").startswith("#endeavor.")
        page.wait_for_function("() => localStorage.getItem('nwt:save:done-1') === null")
        assert page.evaluate("() => localStorage.getItem('nwt:save:done-0') !== null")
        assert not visit.watch.problems()
    finally:
        visit.close()


def test_a_link_shows_its_game_and_players_before_the_worker_is_up_and_opens_when_it_is(browser, worker_url):
    """A shared link, opened while the worker's interpreter is held back: the main side shows
    the match's game, players and settings at once (and answers the language), then the worker
    opens the match itself at the link's position."""
    match = Match.new("puerto-rico", players=4, seed=21, table={"names": ["Ana", "Bo", "", ""], "human": 1,
                                                                "levels": ["", "", "strong", "strong"]})
    for _ in range(6):
        seat = match.to_act[0]
        match.play(seat, match.legal(seat)[0])
    visit = browser_support.new_visit(browser, worker_url.split("?")[0])
    held = _hold_the_worker(visit)
    page = visit.page
    try:
        page.goto(f"{worker_url}#{match.record()}")
        page.wait_for_selector('#app[data-early="link"] #opening .save-card')
        assert page.inner_text("#opening h3").startswith("Puerto Rico")
        assert page.inner_text("#opening .who") == "Ana, Bo, Computer 3, Computer 4"
        page.click('#app [data-action="lang:ko"]')
        page.wait_for_function("() => document.documentElement.lang === 'ko'")
        assert page.inner_text("#opening h3").startswith("푸에르토리코")
        assert axe_violations(page, axe_script()) == []
        _let_the_worker_up(visit, held)
        assert page.evaluate("() => location.hash") == f"#{match.record()}"
        assert page.evaluate("() => document.documentElement.lang") == "ko"
        assert page.locator("#app[data-early]").count() == 0
        assert not visit.watch.problems()
    finally:
        visit.close()

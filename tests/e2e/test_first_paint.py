"""The home form before any script runs (issue 75): its choices are the browser's own controls,
so a tap changes them at first paint; what was chosen there is kept when the page's Python
runs, and Start tapped there is carried out then (main_side/home.py ``early_form``,
``sent_form``).

Both interpreters are held back (the main side's MicroPython and the worker's Pyodide), so that
nothing here can be a script's answer: the page is the HTML and CSS the build wrote.
"""

from __future__ import annotations

import json
from urllib.parse import parse_qs, urlsplit

from tests import browser_support
from tests.e2e.helpers import MATCH_READY
from tests.e2e.screens import axe_script, axe_violations
from tests.e2e.test_worker import INTERPRETER, _hold_the_worker, worker_url  # noqa: F401 (a fixture)

#: The main side's interpreter: while its request is held, no script of the page runs.
MAIN_SIDE = "**/micropython.wasm"
FIRST_PAINT = '#app[aria-busy="true"] #new-form'


def _hold_the_main_side(visit) -> list:
    held: list = []
    visit.context.route(MAIN_SIDE, lambda route: held.append(route))
    return held


def _let_through(visit, held: list, pattern: str) -> None:
    """The requests held let through, and those to come."""
    for route in held:
        try:
            route.continue_()
        except Exception:  # a request of the page before Start sent the form: that page is gone
            pass
    visit.context.unroute(pattern)


def _first_paint(browser, url: str) -> tuple[browser_support.Visit, list, list]:
    """A fresh visit at the home screen the build drew, both interpreters held back: the visit,
    and the main side's and the worker's requests held."""
    visit = browser_support.new_visit(browser, url.split("?")[0])
    main_side, worker = _hold_the_main_side(visit), _hold_the_worker(visit)
    visit.page.goto(url)
    visit.page.wait_for_selector(FIRST_PAINT)
    return visit, main_side, worker


def _checked(page, action: str) -> bool:
    return page.is_checked(f'#app [data-action="{action}"]')


def test_a_choice_made_before_any_script_shows_at_once_and_is_kept_when_python_runs(browser, worker_url):  # noqa: F811
    """The game, the players and the level chosen on the home screen the build drew, no script
    running: each shows as chosen at once; when the main side runs, its home screen is the one
    chosen, and so is the worker's."""
    visit, main_side, worker = _first_paint(browser, worker_url)
    page = visit.page
    try:
        for action in ("pick-players:3", "pick-level:strong", "pick-game:puerto-rico"):
            page.click(f'#app [data-action="{action}"]')
            assert _checked(page, action), f"{action} is not shown chosen before any script"
        assert not _checked(page, "pick-players:4")
        # What depends on the game waits for Python to draw the game chosen.
        assert page.is_hidden('#app [data-action="pick-players:3"]') and page.is_hidden("#app .home-bar .prompt")
        page.fill("#name", "Ana 😀")
        assert page.get_attribute("#app", "aria-busy") == "true"  # no script ran
        assert axe_violations(page, axe_script()) == []
        _let_through(visit, main_side, MAIN_SIDE)
        page.wait_for_selector('#app[data-early="home"]')
        assert page.inner_text("#app .home-bar .prompt").startswith("Puerto Rico, 3 players")
        for action in ("pick-game:puerto-rico", "pick-players:3", "pick-level:strong"):
            assert _checked(page, action)
        assert page.input_value("#name") == "Ana 😀"
        _let_through(visit, worker, INTERPRETER)
        browser_support.wait_until_ready(page, '#app[data-ready="home"]')
        for action in ("pick-game:puerto-rico", "pick-players:3", "pick-level:strong"):
            assert _checked(page, action)
        assert page.input_value("#name") == "Ana 😀"
        assert not visit.watch.problems()
    finally:
        visit.close()


def test_start_tapped_before_any_script_starts_the_match_chosen_when_python_runs(browser, worker_url):  # noqa: F811
    """Start tapped on the home screen the build drew, no script running: the browser sends the
    form itself (the page again, the choices in its address); when the main side runs it takes
    them, says the table is on its way and takes them off the address, and the worker opens
    the match chosen."""
    visit, main_side, worker = _first_paint(browser, worker_url)
    page = visit.page
    try:
        for action in ("pick-players:3", "pick-seat:1", "pick-person:2", "pick-game:puerto-rico"):
            page.click(f'#app [data-action="{action}"]')
        page.fill("#name", "Ana 😀")
        page.click('#app .home-bar [data-action="start"]')
        page.wait_for_url("**start=1**")
        sent = parse_qs(urlsplit(page.url).query)
        assert sent["pick-game"] == ["puerto-rico"] and sent["pick-players"] == ["3"] and sent["name"] == ["Ana 😀"]
        page.wait_for_selector(FIRST_PAINT)
        _let_through(visit, main_side, MAIN_SIDE)
        page.wait_for_selector("#app .home-bar .waiting[role=status]")
        assert "start=1" not in page.evaluate("() => location.search")
        _let_through(visit, worker, INTERPRETER)
        browser_support.wait_until_ready(page, MATCH_READY)
        assert page.evaluate("() => location.hash").startswith("#puerto-rico.3.")
        kept = json.loads(page.evaluate("() => localStorage.getItem('nwt:setup')"))
        assert {k: kept[k] for k in ("game", "players", "seat", "people", "name")} == {
            "game": "puerto-rico", "players": 3, "seat": 1, "people": [2], "name": "Ana 😀"}
        assert not visit.watch.problems()
    finally:
        visit.close()

"""Playing the table through a Tab, as a person does: tapping what the page marks choosable.
The same states as tests/e2e/helpers.py waits on (``#app``'s data-ready, data-ai, data-draws;
main_side/page.py), written for the driver-neutral Tab.
"""

from __future__ import annotations

import random

from engine import Match
from tests.engines.drivers import Tab

HOME_READY = '#app[data-ready="home"]'
MATCH_READY = '#app[data-ready="match"]'
#: Buttons a scripted player avoids so that its taps always move the match on.
GOING_BACK = (":cancel", ":clear", ":join", ":split")
#: The pieces on the table a person can tap, and the bar's choices that have no piece.
PIECES = "#app .game-table [data-choice]:not([disabled])"
BAR = "#action-bar button.act:not([disabled])"
CHOSEN = "#app [data-choice][aria-pressed='true']"
#: Taps that only pick before one of them is a decision (a card for a Mundus Novus offer).
MAX_TAPS_TO_DECIDE = 12

SETTLED = ("n => { const app = document.getElementById('app');"
           " return Number(app.dataset.clicks || 0) > n && app.dataset.ai === 'idle'; }")
IDLE = "() => document.getElementById('app').dataset.ai === 'idle'"


def clicks(tab: Tab) -> int:
    """The clicks the page's worker has answered (``data-clicks``): a redraw alone may be
    another tab's save, heard."""
    return int(tab.attribute("#app", "data-clicks") or 0)


def act(tab: Tab, action: str, where: str = "#app") -> None:
    """Tap the first ``data-action=action`` inside ``where``; wait until the page has answered
    the tap and no computer has a move left to make."""
    before = clicks(tab)
    tab.click(f'{where} [data-action="{action}"]')
    tab.wait_for(SETTLED, before, what=f"the page to answer {action}")


def open_home(tab: Tab, url: str) -> None:
    tab.goto(url)
    tab.wait_selector(HOME_READY)


def start_match(tab: Tab, game: str, players: int, options: dict[str, str] | None = None) -> None:
    """From the home screen: the computers play at once, this game, count and options; a
    name typed; Start; until the table is drawn."""
    act(tab, "speed:instant")
    act(tab, f"pick-game:{game}")
    act(tab, f"pick-players:{players}")
    for option, value in (options or {}).items():
        act(tab, f"option:{option}={value}")
    tab.fill("#name", "Ana")
    act(tab, "start")
    tab.wait_selector(MATCH_READY)


def link(tab: Tab) -> str:
    tab.wait_for(IDLE, what="no computer to have a move left")
    return tab.value("input.link")


def record(tab: Tab) -> str:
    return link(tab).split("#", 1)[1]


def decisions(tab: Tab) -> int:
    """How many decisions the match on the table holds (its record, read in CPython)."""
    return len(Match.from_record(record(tab)).decisions)


def over(tab: Tab) -> bool:
    tab.wait_for(IDLE, what="no computer to have a move left")
    return tab.count("#app #end") > 0


def tap_something(tab: Tab, rng: random.Random) -> str:
    """Tap one of the person's choices: a piece on the table when the page marks any (never
    one that only goes back or drops a piece picked already), else one in the bar."""
    tab.wait_for(IDLE, what="no computer to have a move left")
    chosen = set(tab.evaluate(f"() => [...document.querySelectorAll(\"{CHOSEN}\")].map(e => e.dataset.action)"))
    for where in (PIECES, BAR):
        found = tab.evaluate(f"() => [...document.querySelectorAll(\"{where}\")].map(e => e.dataset.action)")
        forward = [a for a in dict.fromkeys(found) if a and not a.endswith(GOING_BACK) and a not in chosen]
        if forward:
            action = rng.choice(forward)
            act(tab, action, where="#app .game-table" if where == PIECES else "#action-bar")
            return action
    raise AssertionError("the match is not over and no computer has a move, yet nothing can be tapped")


def decide(tab: Tab, rng: random.Random) -> list[str]:
    """Tap until one tap is a decision of the match (its record grows); the taps made."""
    before = record(tab)
    taps = []
    for _ in range(MAX_TAPS_TO_DECIDE):
        taps.append(tap_something(tab, rng))
        if over(tab) or record(tab) != before:
            return taps
    raise AssertionError(f"{MAX_TAPS_TO_DECIDE} taps and no decision: {taps}")

"""Driving the table in the browser the way a person does: by clicking buttons."""

from __future__ import annotations

import random

from tests import browser_support

MATCH_READY = '#app[data-ready="match"]'
#: Buttons a scripted player avoids so that its clicks always move the match on.
GOING_BACK = (":cancel", ":clear", ":join", ":split")


def start_match(page, players: int, name: str = "Ana", seat: int = 0, instant: bool = True) -> None:
    """From the home screen: choose Mundus Novus, the players, the seat and a name; start."""
    if instant:
        page.click('[data-action="speed:instant"]')
    page.click('[data-action="pick-game:mundus-novus"]')
    page.click(f'[data-action="pick-players:{players}"]')
    page.click(f'[data-action="pick-seat:{seat}"]')
    page.fill("#name", name)
    page.click('[data-action="start"]')
    page.wait_for_selector(MATCH_READY)


def wait_for_turn(page, timeout_ms: int = browser_support.READY_TIMEOUT_MS) -> None:
    """Until the human has a choice to make or the match is over."""
    page.wait_for_function(
        "() => document.querySelector('#app .end') || document.querySelectorAll('#app button.act').length",
        timeout=timeout_ms,
    )


def wait_idle(page) -> None:
    """Until no computer player has a move to make (the human decides, or the match is over)."""
    page.wait_for_selector('#app[data-ai="idle"]', timeout=browser_support.READY_TIMEOUT_MS)


def record(page) -> str:
    return page.input_value("input.link")


def choices(page) -> list[str]:
    return page.eval_on_selector_all("#app button.act:not([disabled])", "els => els.map(e => e.dataset.action)")


def click_some_choice(page, rng: random.Random) -> str | None:
    """Click one of the human's choices (never one that only goes back); None at the end."""
    wait_for_turn(page)
    if page.locator("#app .end").count():
        return None
    options = choices(page)
    forward = [a for a in options if not a.endswith(GOING_BACK)] or options
    action = rng.choice(forward)
    page.click(f'#app button[data-action="{action}"]')
    return action


def assert_no_secrets_shown(page) -> None:
    """No other seat's hand, and no offer before the reveal, is on the page."""
    # Other seats are shown with counts only: no resource card is drawn inside a seat.
    assert page.locator("#app .seat .rc").count() == 0
    # Offers show as cards only once revealed (then each has its total).
    trade = page.locator("#app .mn-trade")
    if trade.count() and page.locator("#app .mn-trade .total").count() == 0:
        assert page.locator("#app .mn-trade .rc").count() == 0
    assert page.locator("#app .mn-hand").count() <= 1

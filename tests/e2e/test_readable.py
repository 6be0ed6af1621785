"""No text under 12 px on a 360x780 phone (issue 30): every text drawn on the page, cards,
tiles, map labels and the other seats' boards included, at every decision of a match of each
game, at its end and with its log open; the home screen and the new-match form too. SVG text
counts at the size it is drawn (its font size scaled by the SVG's viewBox).

The default run's short match of each game is walked by tests/e2e/test_phone.py, which checks
this at every screen of it (the home screen, the new-match form, every decision, the end, the
log); the long tests here play whole matches with the most seats, in both languages."""

from __future__ import annotations

import pytest

from tests.e2e.helpers import act
from tests.e2e.screens import GAMES, PHONE, long_match, open_page, small_text

MIN_PX = 12


def check(page, where: str) -> None:
    small = small_text(page, MIN_PX)
    assert not small, f"text under {MIN_PX} px {where}: {small[:12]}"


def _walk(page, screens, game: str) -> int:
    decisions = 0
    for screen in screens:
        if screen == "end":
            check(page, f"at the end of {game}")
            act(page, "log:open")
            check(page, f"in the log of {game}")
        else:
            decisions += 1
            check(page, f"at decision {decisions} of {game}")
    return decisions


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("game", GAMES)
def test_no_text_under_12px_on_a_phone_in_a_whole_match(browser, table_url, rng, game, lang):
    context, page = open_page(browser, table_url, PHONE, lang)
    try:
        assert _walk(page, long_match(page, rng, game), game) >= 5
    finally:
        context.close()

"""A guided first round in the browser (issue 77, web/guide.py): from the home screen, in both
languages; at each decision of the first round the bar has the rules' part for the phase, the
computer's choice named (and outlined on the table), the way to the whole part and the way out; at the
round's end the guide says so and the home screen marks the round played. One game a run by
the seed (the others in the long run)."""

from __future__ import annotations

import pytest

from tests.by_seed import english_and_one, one_by_seed
from tests.e2e.helpers import HOME_READY, MATCH_READY, act, choices, wait_idle
from tests.e2e.screens import GAMES, axe_script, axe_violations
from web import guide, i18n

assert guide.TEXTS  # imported for its texts, which web.guide adds to web.i18n

#: Taps at most before the first round must be over (Mundus Novus's took 11 decisions).
MOST_TAPS = 120


@pytest.mark.parametrize("lang", english_and_one(1))
@pytest.mark.parametrize("game", one_by_seed(GAMES, 1))
def test_a_guided_first_round_says_the_rules_at_each_decision_and_is_marked_played(home, page_watch, rng, game, lang):
    act(home, "speed:instant")
    if lang != "en":
        act(home, f"lang:{lang}")
    act(home, f"pick-game:{game}")
    act(home, f"guide:{game}")
    home.wait_for_selector(MATCH_READY, state="attached")
    wait_idle(home)
    line = home.locator("#action-bar .guide-line")
    assert line.count() == 1 and home.locator("#app .hinted").count() >= 1
    assert i18n.tr(lang, "guide.step", n=1) in line.inner_text()
    assert axe_violations(home, axe_script()) == []
    # Read the rules' part, and back to the same decision.
    opens = home.get_attribute("#action-bar .guide-line [data-action^='rules:']", "data-action")
    act(home, opens, where="#action-bar")
    assert home.get_attribute("#app [data-rules]", "data-rules") == opens.partition("=")[2]
    act(home, "rules-close")
    home.wait_for_selector(MATCH_READY, state="attached")
    assert home.locator("#action-bar .guide-line").count() == 1
    taps = 0
    while home.locator("#action-bar .guide-line").count():
        # The computer's choice named in the bar (outlined on the table where it is a piece there,
        # and while the person has not begun another choice of several taps).
        assert home.locator("#action-bar .hint-line").count() == 1, f"tap {taps}: the computer's choice not said"
        options = [a for a in choices(home) if not a.endswith((":cancel", ":clear", ":back"))]
        act(home, rng.choice(options))
        wait_idle(home)
        taps += 1
        assert taps < MOST_TAPS, "the guided round did not end"
    done = i18n.tr(lang, "guide.done", game=i18n.tr(lang, f"game.{game}"))
    assert done in home.inner_text("#app")
    act(home, "home")
    home.wait_for_selector(HOME_READY, state="attached")
    assert home.inner_text(f'#app [data-action="guide:{game}"]') == i18n.tr(lang, "guide.open_done")
    assert not page_watch.problems()


def test_the_guide_is_left_at_a_tap_and_the_match_plays_on(home):
    act(home, "pick-game:puerto-rico")
    act(home, "guide:puerto-rico")
    home.wait_for_selector(MATCH_READY, state="attached")
    wait_idle(home)
    act(home, "guide-leave")
    assert home.locator("#action-bar .guide-line").count() == 0
    assert home.locator("#app .hinted").count() == 0
    act(home, choices(home)[0])  # the match plays on, unguided
    assert home.locator("#action-bar .guide-line").count() == 0

"""The hint in the browser (issue 36 item 3): turned on in the settings, asked at every decision
of a whole match, and counted on the end screen (the default run: its first decisions)."""

from __future__ import annotations

import pytest

from tests.e2e.helpers import act, choices, start_match, wait_idle

GAME = "puerto-rico"
MAX_DECISIONS = 400


#: Decisions of the default run's part of the match; the long run plays it whole.
SHORT_DECISIONS = 12


@pytest.mark.parametrize("whole", [False, pytest.param(True, marks=pytest.mark.slow)], ids=["start", "whole"])
def test_a_hint_at_every_decision_of_a_whole_match_is_counted_at_the_end(home, rng, whole):
    act(home, "hints:on")
    start_match(home, players=2, game=GAME)
    asked = 0
    for _ in range(MAX_DECISIONS):
        wait_idle(home)
        if home.locator("#app #end").count() or (not whole and asked == SHORT_DECISIONS):
            break
        act(home, "hint", where="#action-bar")
        asked += 1
        line = home.locator("#action-bar .hint-line")
        assert "The computer would choose:" in line.inner_text()
        assert home.locator('#action-bar [data-action="hint"]').count() == 0
        options = [a for a in choices(home) if not a.endswith((":cancel", ":clear", ":back"))]
        act(home, rng.choice(options))
    assert asked > 10
    if whole:
        assert home.locator("#app #end").count() == 1
        assert f"Hints used: {asked}" in home.inner_text("#app #end")

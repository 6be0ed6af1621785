"""Pass-and-play in the browser (issue 36 item 2): two people and two computers at one device
play a whole match (the default run: its first hand-overs); at every change of person the table
is hidden behind the privacy screen until the next person says they are ready, and then shows
that person's own view."""

from __future__ import annotations

import itertools
import random

import pytest

from tests.e2e.helpers import MATCH_READY, act, choices, wait_idle

GAME = "gilded-compass"  # the shortest whole match of the four at 4 players
MAX_STEPS = 600
#: Hand-overs in the default run's part of the match: each person has the device twice.
SHORT_HANDOVERS = 4


@pytest.mark.parametrize("whole", [False, pytest.param(True, marks=pytest.mark.slow)], ids=["start", "whole"])
def test_two_people_and_two_computers_play_a_whole_match_passing_the_device(home, rng, whole):
    act(home, "speed:instant")
    act(home, f"pick-game:{GAME}")
    act(home, "pick-players:4")
    act(home, "pick-seat:0")
    act(home, "pick-person:2")
    home.fill("#name", "Ana")
    home.fill("#name-2", "Mina")
    act(home, "start")
    home.wait_for_selector(MATCH_READY, state="attached")
    at_device, handovers = None, []
    for _ in range(MAX_STEPS):
        wait_idle(home)
        if home.locator("#app #end").count():
            break
        screen = home.locator("#app .pass-screen")
        if screen.count():
            # The table is hidden: no board, no choices, no log of anyone's cards.
            assert home.locator("#app .game-table, #app #action-bar").count() == 0
            ready = home.locator('#app .pass-screen [data-action^="ready:"]')
            seat = int(ready.get_attribute("data-action").split(":")[1])
            name = "Ana" if seat == 0 else "Mina"
            assert f"Pass the device to {name}" in screen.inner_text()
            assert seat != at_device
            act(home, f"ready:{seat}")
            at_device = seat
            handovers.append(seat)
            assert home.locator("#app .game-table").count() == 1
            if not whole and len(handovers) == SHORT_HANDOVERS:
                assert home.locator("#app #action-bar [data-action]").count()  # the person at the device decides
                return
            continue
        options = [a for a in choices(home) if not a.endswith((":cancel", ":clear", ":back"))]
        assert options, "nobody is asked, the table is not hidden, yet the match is not over"
        act(home, random.Random(rng.random()).choice(options))
    assert home.locator("#app #end").count() == 1
    assert handovers.count(0) >= 3 and handovers.count(2) >= 3
    assert all(a != b for a, b in itertools.pairwise(handovers))  # each hand-over changes the person
    text = home.inner_text("#app #end")
    assert "Ana" in text and "Mina" in text and "(you)" not in text  # the end is every person's
    act(home, "home")
    home.click("#finished summary")
    assert "Ana, Computer 2, Mina, Computer 4" in home.inner_text("#finished")

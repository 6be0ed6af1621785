"""Greedy and mixed greedy/random Mundus Novus matches: every one ends, and its record
replays to the identical match (``pytest -m slow``).

``MN_AI_FUZZ`` sets how many matches a player count plays (default 1000, so 5000 in all).
"""

from __future__ import annotations

import os

import pytest

import ai
from engine import Match, derive
from engine.simulate import play_match, random_choice

GAME = "mundus-novus"
MATCHES = int(os.environ.get("MN_AI_FUZZ", "1000"))


def choosers(players: int, number: int) -> list:
    """Even matches all greedy; odd ones greedy and random seats alternating, rotated."""
    if number % 2 == 0:
        return [ai.choose] * players
    return [ai.choose if (seat + number // 2) % 2 == 0 else random_choice for seat in range(players)]


def check_match(players: int, number: int) -> None:
    seed = derive(0xF022, players, number) & 0xFFFFFFFF
    match = play_match(GAME, players, seed, choosers(players, number))  # raises if it never ends
    assert match.over and match.to_act == ()
    result = match.result
    assert result.reason in ("perfect", "doubloons", "queue") and result.winners
    again = Match.from_record(match.record())
    assert again.decisions == match.decisions, f"seed {seed}"
    assert again.result == result, f"seed {seed}"
    for seat in (None, *range(players)):
        assert again.view(seat) == match.view(seat), f"seed {seed}, seat {seat}"


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_greedy_matches_end_and_replay_identically(players):
    for number in range(MATCHES):
        check_match(players, number)


def test_greedy_matches_end_and_replay_identically_sample():
    for players in (2, 3, 4, 5, 6):
        check_match(players, 1)
        check_match(players, 2)

"""Greedy and mixed greedy/random Puerto Rico matches with every invariant checked after
every action, and replays (``pytest -m slow``); figures of strength over 400 matches.

``PR_AI_FUZZ`` sets how many matches a player count plays (default 1000, so 4000 in all).
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

import ai
from engine import derive
from engine.simulate import random_choice, run

from .test_fuzz import check_replay, play_checked

MATCHES = int(os.environ.get("PR_AI_FUZZ", "1000"))


def choosers(players: int, number: int) -> list:
    """Even matches all greedy; odd ones greedy and random seats alternating, rotated."""
    if number % 2 == 0:
        return [ai.choose] * players
    return [ai.choose if (seat + number // 2) % 2 == 0 else random_choice for seat in range(players)]


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_greedy_and_mixed_matches_keep_every_invariant(players):
    reasons: Counter = Counter()
    for number in range(MATCHES):
        match = play_checked(players, derive(0x9E0, players, number) & 0xFFFFFFFF, choosers(players, number))
        if number % 10 == 0:
            check_replay(match)
        reasons[match.result.reason] += 1
    assert sum(reasons.values()) == MATCHES


class _Sink:
    def write(self, _text):
        pass


@pytest.mark.slow
def test_one_greedy_beats_three_random_in_at_least_ninety_percent_of_400_matches():
    summary = run("puerto-rico", 4, 400, 11, ["greedy", "random", "random", "random"],
                  {"greedy": ai.choose, "random": random_choice}, as_json=True, out=_Sink())
    print("greedy vs 3 random, 400 matches: greedy wins", summary["win_rate_by_kind"]["greedy"],
          "rounds", summary["rounds"], "reasons", summary["reasons"])
    assert summary["win_rate_by_kind"]["greedy"] >= 0.9


@pytest.mark.slow
def test_all_greedy_matches_end_after_12_to_20_rounds_in_at_least_ninety_percent():
    summary = run("puerto-rico", 4, 400, 12, ["greedy"] * 4, {"greedy": ai.choose}, as_json=True, out=_Sink())
    in_range = sum(n for r, n in summary["rounds"].items() if 12 <= int(r) <= 20)
    print("all greedy, 400 matches: wins by seat", summary["wins_by_seat"], "rounds", summary["rounds"],
          f"({in_range} in 12-20)", "median", summary["rounds_median"], "reasons", summary["reasons"])
    assert in_range >= 0.9 * 400

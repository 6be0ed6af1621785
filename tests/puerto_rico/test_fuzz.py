"""Random matches with every invariant checked after every action, and replays.

The default run plays a fast sample; ``-m slow`` plays 10,000 matches across 2-5 players.
"""

from __future__ import annotations

import pytest

from engine import Match, Rng, derive
from engine.simulate import random_choice

from .helpers import check_invariants

MAX_DECISIONS = 20_000


def play_checked(players: int, seed: int, choosers: list | None = None) -> Match:
    """A match (random seats unless ``choosers`` says otherwise); invariants after every
    action; a legal action until the end."""
    choosers = choosers or [random_choice] * players
    match = Match.new("puerto-rico", players=players, seed=seed)
    rngs = [Rng(derive(seed, 7919, s)) for s in range(players)]
    check_invariants(match.state)
    while not match.over:
        seats = match.to_act
        assert len(seats) == 1
        seat = seats[0]
        legal = match.legal(seat)
        assert len(legal) >= 2, "a seat is only asked when it has a real choice"
        assert len(set(legal)) == len(legal)
        match.play(seat, choosers[seat]("puerto-rico", match.view(seat), legal, rngs[seat]))
        check_invariants(match.state)
        assert len(match.decisions) < MAX_DECISIONS, "the match does not end"
    assert match.to_act == ()
    result = match.result
    assert result.reason in ("colonists", "city", "vp")
    assert len(result.scores) == players and result.winners
    return match


def check_replay(match: Match) -> None:
    """The record replays to the same decisions and the same view for every seat and None."""
    again = Match.from_record(match.record())
    assert again.decisions == match.decisions
    for seat in [None, *range(match.players)]:
        assert again.view(seat) == match.view(seat)
    assert again.result == match.result


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_matches_keep_every_invariant(players):
    for number in range(13 if players < 5 else 11):
        match = play_checked(players, derive(players, number) & 0xFFFFFFFF)
        check_replay(match)


def test_replay_matches_midway_too():
    """Records cut mid-match replay to the same position (undo is such a replay)."""
    match = play_checked(4, 99)
    for cut in (0, 1, 37, len(match.decisions) // 2):
        part = match.replayed(cut)
        again = Match.from_record(part.record())
        for seat in [None, 0, 1, 2, 3]:
            assert again.view(seat) == part.view(seat)


@pytest.mark.slow
def test_ten_thousand_random_matches():
    ends = {"colonists": 0, "city": 0, "vp": 0}
    for number in range(10_000):
        players = 2 + number % 4
        match = play_checked(players, derive(12345, number) & 0xFFFFFFFF)
        check_replay(match)
        ends[match.result.reason] += 1
    assert sum(ends.values()) == 10_000
    print("end triggers:", ends)

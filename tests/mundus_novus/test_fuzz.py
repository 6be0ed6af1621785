"""Random matches with the invariants checked after every decision.

The default run plays a fast sample; ``-m slow`` plays 10,000 matches (2-6 players).
"""

from __future__ import annotations

import json
import sys

import pytest

from engine import Match
from engine.rng import Rng, derive
from engine.simulate import random_choice

from .helpers import check_accounting

MAX_DECISIONS = 20_000


def play_checked(players: int, seed: int, views_every: int = 0) -> Match:
    """One random match; invariants after every decision; views every ``views_every``."""
    match = Match.new("mundus-novus", players=players, seed=seed)
    s = match.state
    rngs = [Rng(derive(seed, 7919, seat)) for seat in range(players)]
    check_accounting(s)
    phase = s.phase
    while not match.over:
        to_act = match.to_act
        assert to_act, f"seed {seed}: nobody acts but the match is not over"
        for seat in to_act:
            assert match.legal(seat), f"seed {seed}: seat {seat} must act but has no legal action"
        seat = to_act[0]
        legal = match.legal(seat)
        match.play(seat, random_choice("mundus-novus", None, legal, rngs[seat]))
        check_accounting(s)
        if phase == "trade" and s.phase != "trade":
            assert [sum(h) for h in s.hands] == s.hand_before_trade, f"seed {seed}: hand sizes changed by trade"
        phase = s.phase
        if views_every and len(match.decisions) % views_every == 0:
            for v in (None, *range(players)):
                json.dumps(match.view(v))
        assert len(match.decisions) < MAX_DECISIONS, f"seed {seed}: no end"
    result = match.result
    assert result.reason in ("perfect", "doubloons", "queue")
    assert result.winners and list(result.scores) == s.doubloons
    return match


def check_replay(match: Match) -> None:
    again = Match.from_record(match.record())
    assert again.decisions == match.decisions
    for seat in (None, *range(match.players)):
        assert again.view(seat) == match.view(seat)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_fuzz_sample(players):
    for n in range(12):
        match = play_checked(players, derive(players, n) & 0xFFFFFFFF, views_every=293)
        check_replay(match)


@pytest.mark.slow
def test_fuzz_ten_thousand():
    reasons: dict = {}
    for n in range(10_000):
        players = 2 + n % 5
        match = play_checked(players, derive(99, n) & 0xFFFFFFFF)
        check_replay(match)
        reasons[match.result.reason] = reasons.get(match.result.reason, 0) + 1
        if (n + 1) % 250 == 0:
            print(f"{n + 1} matches, end reasons {reasons}", file=sys.stderr, flush=True)
    print("reasons", reasons)

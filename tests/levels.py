"""What the computer-level tests of every game share: the players by level, the seats of a
mixed match, and win rates measured the way ``python -m ai simulate`` measures them."""

from __future__ import annotations

import io
import json

import ai
from engine import Match, Rng, derive
from engine.simulate import random_choice, run

easy = ai.chooser("easy")
greedy = ai.chooser("greedy")
CHOOSERS = {"easy": easy, "greedy": greedy, "random": random_choice}


def canonical(view: dict) -> str:
    return json.dumps(view, sort_keys=True)


def seats_for(players: int, number: int) -> list:
    """All easy every third match, else easy and greedy seats alternating, rotated."""
    if number % 3 == 0:
        return [easy] * players
    return [easy if (seat + number) % 2 == 0 else greedy for seat in range(players)]


def share(game: str, kinds: list[str], games: int, seed: int) -> dict[str, float]:
    """``python -m ai simulate`` in-process, seats rotated: each kind's wins per seat of it."""
    summary = run(game, len(kinds), games, seed, kinds, CHOOSERS, True, io.StringIO())
    rates: dict[str, float] = summary["win_rate_by_kind"]
    return rates


def check_easy_is_repeatable_and_pure(game: str) -> None:
    """A whole 4-player match of easy seats: the same generator gives the same choice, the
    view is left untouched, and the generator matters (the easy level settles now and then
    for a good-enough choice)."""
    match = Match.new(game, 4, 5)
    rngs = [Rng(derive(5, 7919, p)) for p in range(4)]
    differs = 0
    while not match.over:
        seat = match.to_act[0]
        legal, view = match.legal(seat), match.view(seat)
        before = canonical(view)
        a = ai.choose(game, view, legal, Rng(99), level="easy")
        assert a in legal
        assert ai.choose(game, view, legal, Rng(99), level="easy") == a
        assert canonical(view) == before
        differs += any(ai.choose(game, view, legal, Rng(k), level="easy") != a for k in range(6))
        match.play(seat, ai.choose(game, view, legal, rngs[seat], level="easy"))
    assert differs > 10

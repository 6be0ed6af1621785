"""Random matches with every invariant checked after every action, and replays.

The default run plays two matches of every setting (every player count, both sides at 4,
the Silent Fleet on both sides with every combination of its three optional rules);
``-m slow`` plays 10,080 (each of the 21 settings 480 times)."""

from __future__ import annotations

import itertools

import pytest

from engine import Match, Rng, derive
from engine.endeavor.game import RULE_OPTIONS
from engine.simulate import random_choice

from .helpers import GID, check_invariants, ensure_registered

MAX_DECISIONS = 5_000


def settings() -> list[tuple[int, dict[str, str]]]:
    out: list[tuple[int, dict[str, str]]] = [(2, {"two_player": "standard"})]
    for side in "ab":
        for rules in itertools.product(("off", "on"), repeat=len(RULE_OPTIONS)):
            out.append((2, {"two_player": f"silent_fleet_{side}", **dict(zip(RULE_OPTIONS.values(), rules))}))
    out += [(3, {}), (4, {"side": "a"}), (4, {"side": "b"}), (5, {})]
    return out


SETTINGS = settings()


def label(setting) -> str:
    players, options = setting
    words = [name if value == "on" else value for name, value in options.items() if value != "off"]
    return f"{players}p" + "".join(f"-{w}" for w in words)


def play_checked(players: int, seed: int, options: dict[str, str]) -> Match:
    """A random match; invariants after every action; a seat to act always has two legal
    actions or more until the end; the record replays to the identical match."""
    ensure_registered()
    match = Match.new(GID, players, seed, **options)
    rng = Rng(derive(seed, 7919))
    check_invariants(match.state)
    while not match.over:
        seats = match.to_act
        assert len(seats) == 1
        legal = match.legal(seats[0])
        assert len(legal) >= 2 and len(set(legal)) == len(legal)
        match.play(seats[0], random_choice(GID, match.view(seats[0]), legal, rng))
        check_invariants(match.state)
        assert len(match.decisions) < MAX_DECISIONS, "the match does not end"
    assert match.result is not None and match.result.reason == "rounds" and match.state.round == 7
    again = Match.from_record(match.record(), GID)
    assert again.state.to_json() == match.state.to_json() and again.state.log == match.state.log
    return match


@pytest.mark.parametrize("setting", SETTINGS, ids=[label(s) for s in SETTINGS])
def test_random_matches_keep_every_invariant_and_replay(setting):
    players, options = setting
    for n in range(2):
        play_checked(players, derive(players, n, 31) % 10**6, options)


@pytest.mark.slow
@pytest.mark.parametrize("setting", SETTINGS, ids=[label(s) for s in SETTINGS])
def test_ten_thousand_random_matches_keep_every_invariant_and_replay(setting):
    players, options = setting
    for n in range(480):
        play_checked(players, derive(players, n, 1000) % 10**9, options)

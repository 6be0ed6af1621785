"""Random matches with every invariant checked after every action, and replays.

The default run plays a fast sample that still covers every player count, both B
buildings, every C building and both small-game variants; ``-m slow`` plays 10,080
matches over every setting (each of the 48 settings 210 times), and 480 matches of
greedy, easy and random seats mixed."""

from __future__ import annotations

import itertools

import pytest

import ai
from engine import Match, Rng, derive
from engine.simulate import random_choice

from .helpers import GID, check_invariants, check_knowledge, ensure_registered

MAX_DECISIONS = 20_000


def settings() -> list[tuple[int, dict[str, str]]]:
    """Every player count with every B and C building, and both variants with 2-3 players."""
    out = []
    for players in (2, 3, 4, 5):
        variants = ["no_c_building", "neutral_player"] if players <= 3 else [None]
        cs = ("hidden_temple", "illuminati", "sunken_galleon", "treasure_tower")
        for b, c, variant in itertools.product(("guild", "auction_house"), cs, variants):
            options = {"b_building": b, "c_building": c}
            if variant:
                options["variant"] = variant
            out.append((players, options))
    return out


SETTINGS = settings()


def play_checked(players: int, seed: int, options: dict[str, str], choosers: list | None = None) -> Match:
    """A match (random seats unless ``choosers`` says otherwise); invariants after every
    action; a seat to act always has two legal actions or more, until the end."""
    ensure_registered()
    choosers = choosers or [random_choice] * players
    match = Match.new(GID, players, seed, **options)
    rngs = [Rng(derive(seed, 7919, s)) for s in range(players)]
    check_invariants(match.state)
    while not match.over:
        seats = match.to_act
        assert len(seats) == 1
        seat = seats[0]
        legal = match.legal(seat)
        assert len(legal) >= 2 and len(set(legal)) == len(legal)
        view = match.view(seat)
        match.play(seat, choosers[seat](GID, view, legal, rngs[seat] if choosers[seat] is random_choice
                                        else match.ai_rng(seat)))
        check_invariants(match.state)
        assert len(match.decisions) < MAX_DECISIONS, "the match does not end"
    check_knowledge(match.state)  # once: it reads the whole log
    assert match.to_act == () and match.result.reason == "rounds"
    assert match.result.rounds == match.state.rounds and len(match.result.scores) == players
    return match


def check_replay(match: Match) -> None:
    """The record replays to the same decisions, views and result."""
    again = Match.from_record(match.record())
    assert again.decisions == match.decisions
    for seat in [None, *range(match.players)]:
        assert again.view(seat) == match.view(seat)
    assert again.result == match.result


def test_a_random_match_of_every_kind_keeps_every_invariant():
    for number, (players, options) in enumerate(SETTINGS[::4]):
        check_replay(play_checked(players, derive(31, number) & 0xFFFFFFFF, options))


def test_greedy_and_easy_matches_keep_every_invariant():
    seats = [ai.choose, ai.chooser("easy"), random_choice, ai.choose, ai.chooser("easy")]
    for number, (players, options) in enumerate(SETTINGS[1::12]):
        check_replay(play_checked(players, derive(37, number) & 0xFFFFFFFF, options, seats[:players]))


def test_replay_matches_midway_too():
    """Records cut mid-match replay to the same position (undo is such a replay)."""
    match = play_checked(3, 99, {"b_building": "guild", "c_building": "illuminati", "variant": "neutral_player"})
    for cut in (0, 1, 37, len(match.decisions) // 2):
        part = match.replayed(cut)
        again = Match.from_record(part.record())
        for seat in [None, 0, 1, 2]:
            assert again.view(seat) == part.view(seat)


@pytest.mark.slow
def test_ten_thousand_random_matches_over_every_setting():
    played = 0
    for number in range(210):
        for index, (players, options) in enumerate(SETTINGS):
            match = play_checked(players, derive(12345, number, index) & 0xFFFFFFFF, options)
            if number % 10 == 0:
                check_replay(match)
            played += 1
    assert played == 210 * len(SETTINGS) >= 10_000


@pytest.mark.slow
def test_computer_matches_over_every_setting_keep_every_invariant():
    """Greedy, easy and random seats mixed, every setting ten times (480 matches)."""
    kinds = [ai.choose, ai.chooser("easy"), random_choice]
    played = 0
    for number in range(10):
        for index, (players, options) in enumerate(SETTINGS):
            seats = [kinds[(seat + number + index) % 3] for seat in range(players)]
            match = play_checked(players, derive(4242, number, index) & 0xFFFFFFFF, options, seats)
            if number % 5 == 0:
                check_replay(match)
            played += 1
    assert played == 10 * len(SETTINGS)

"""The contract every registered game meets, checked without a line of game-specific code.

In the spirit of OpenSpiel's random simulation test: for every game, every player count
and every combination of options, whole matches with uniform-random and greedy seats. A
new game gets all of this by registering.
"""

from __future__ import annotations

import itertools
import json

import pytest

import ai
from ai.search import run
from engine import GAMES, BadRecord, IllegalAction, Match, Result, Rng, derive
from engine.match import ENVELOPE
from engine.simulate import random_choice
from tests.conftest import SEED

from ..core.toy import TOY

#: Check views, sampling and undo every this many decisions (every decision is slow).
EVERY = 61
#: The same in the fast tier (``--fast``), which checks a position in 151: a Mundus Novus match
#: of random play at 5 seats (4657 decisions) took 17 s with every 61st checked (2026-11-28),
#: mostly replaying it to each undo point.
FAST_EVERY = 151
#: The strong level's search budget here (its own is for the bench: too slow for the suite).
SMALL = ai.Budget(candidates=3, rollouts=2, depth=4)


def settings():
    """(game id, players, options) for every registered game, the toy included."""
    games = dict(GAMES)
    games.setdefault(TOY.id, TOY)
    out = []
    for gid, game in sorted(games.items()):
        for players in range(game.min_players, game.max_players + 1):
            declared = [o for o in game.options if o.applies(players)]
            for values in itertools.product(*[o.choices for o in declared]):
                out.append((gid, players, {o.name: v for o, v in zip(declared, values)}))
    return out


SETTINGS = settings()


def label(setting):
    gid, players, options = setting
    return f"{gid}-{players}p" + "".join(f"-{k}={v}" for k, v in sorted(options.items()))


def by_player_count(settings: list[tuple]) -> list:
    """Every setting with each chooser (random, greedy) as pytest parameters; of each game's
    player count, the fast tier keeps one combination of its options and one chooser, a
    different one each run by the run's seed (the others are ``thorough``: the default run has
    them all)."""
    cases = [(s, greedy) for s in settings for greedy in (False, True)]
    counts = [(s[0], s[1]) for s, _ in cases]
    kept = {}
    for key in dict.fromkeys(counts):
        group = [i for i, c in enumerate(counts) if c == key]
        kept[key] = group[SEED % len(group)]
    return [pytest.param(s, greedy, id=label(s) + ("-greedy" if greedy else "-random"),
                         marks=() if kept[counts[i]] == i else pytest.mark.thorough)
            for i, (s, greedy) in enumerate(cases)]


def chooser_for(gid: str, greedy: bool):
    return ai.choose if greedy and ai.has_player(gid) else random_choice


def play_checked(gid: str, players: int, options: dict, seed: int, greedy: bool, every: int = EVERY) -> Match:
    """Play a whole match, checking the contract along the way."""
    match = Match.new(gid, players, seed, **options)
    choose = chooser_for(gid, greedy)
    while not match.over:
        seats = match.to_act
        assert seats, "nobody is to act but the match is not over"
        for seat in seats:
            assert len(match.legal(seat)) >= 2, "a seat is asked with a single choice"
        for seat in range(players):
            if seat not in seats:
                assert match.legal(seat) == []
        seat = seats[0]
        legal = match.legal(seat)
        if len(match.decisions) % every == 0:
            check_position(match, seat, legal)
        match.play(seat, choose(gid, match.view(seat), legal, match.ai_rng(seat)))
        assert len(match.decisions) < 50_000, "no end"
    return match


def check_position(match: Match, seat: int, legal) -> None:
    views = {s: match.view(s) for s in (None, *range(match.players))}
    for s, v in views.items():
        assert tuple(v) == ENVELOPE and v["seat"] == s and v["players"] == match.players
        assert json.loads(json.dumps(v)) == v, "a view is not plain JSON"
        # Every game reads a view back as its own state, at the view's round and phase.
        shown = match.game.from_view(v)
        assert type(shown) is type(match.state) and shown.players == match.players
        assert match.game.progress(shown) == (v["round"], v["phase"])
    # Out of turn and illegal actions are refused, and nothing changes.
    before = len(match.decisions)
    idle = [s for s in range(match.players) if s not in match.to_act]
    if idle:
        with pytest.raises(IllegalAction):
            match.play(idle[0], legal[0])
    with pytest.raises(IllegalAction):
        match.play(seat, "no-such-action:99")
    assert len(match.decisions) == before
    # Sampling: the seat's view unchanged; the sample depends only on what the seat sees
    # (a sample of a sample, with the same generator, is the same position); the AI
    # decides the same in it, the strong level (which looks ahead in samples) too.
    for viewer in sorted({seat, (seat + 1) % match.players}):
        k = derive(len(match.decisions), viewer)
        sampled = match.sample(viewer, Rng(k))
        assert sampled.view(viewer) == views[viewer]
        again = sampled.sample(viewer, Rng(k))
        assert again.state == match.sample(viewer, Rng(k)).state, "the sample depends on what the seat cannot see"
    if ai.has_player(match.game.id):
        rng_state = match.ai_rng(seat).getstate()
        mine = ai.choose(match.game.id, views[seat], legal, Rng(rng_state))
        twin = match.sample(seat, Rng(7))
        assert ai.choose(match.game.id, twin.view(seat), twin.legal(seat), Rng(rng_state)) == mine
        if "strong" in ai.levels(match.game.id):  # its search, with a small budget for speed
            strong = run(ai.search(match.game.id, views[seat], legal, Rng(rng_state), match.sampler(seat), SMALL))
            again = run(ai.search(match.game.id, twin.view(seat), twin.legal(seat), Rng(rng_state),
                                  twin.sampler(seat), SMALL))
            assert strong == again and strong in legal
    # Undo never crosses a reveal.
    point = match.undo_point(seat)
    if point is not None:
        assert match.replayed(point).state.reveals == match.state.reveals


def check_end(match: Match) -> None:
    result = match.result
    assert isinstance(result, Result)
    assert len(result.scores) == match.players and result.winners
    assert set(result.winners) <= set(range(match.players)) and result.rounds >= 1
    assert match.to_act == () and all(match.legal(s) == [] for s in range(match.players))
    assert match.view(None)["result"] == result.to_json()
    record = match.record()
    again = Match.from_record(record, match.game.id)
    assert again.decisions == match.decisions
    for s in (None, *range(match.players)):
        assert again.view(s) == match.view(s)
    saved = Match.from_record(match.full_record(), match.game.id)  # a save, by action code
    assert saved.decisions == match.decisions and saved.codes == match.codes and saved.result == result
    for bad in (record[:-3], record[: len(record) // 2], record.replace(".", ",", 1),
                record[:20] + ("A" if record[20] != "A" else "B") + record[21:]):
        with pytest.raises(BadRecord):
            Match.from_record(bad)


@pytest.mark.parametrize(("setting", "greedy"), by_player_count(SETTINGS))
def test_random_and_greedy_matches_keep_the_contract(setting, greedy, request):
    gid, players, options = setting
    seed = derive(players, 2 if greedy else 1) % 10**6
    every = FAST_EVERY if request.config.getoption("fast") else EVERY
    check_end(play_checked(gid, players, options, seed, greedy, every))


@pytest.mark.slow
@pytest.mark.parametrize("setting", SETTINGS, ids=[label(s) for s in SETTINGS])
def test_many_matches_keep_the_contract(setting):
    gid, players, options = setting
    for n in range(40):
        check_end(play_checked(gid, players, options, derive(players, 100 + n) % 10**6, n % 2 == 1))

"""The computer levels, for every game with a computer player, without game-specific code:
each level it offers plays whole matches legally, decides the same when everything its
seat cannot see is dealt again (``Match.sample``), and the default is today's greedy player.
The strong level (a search, slow at its full budget) is checked with a small budget: the
same choice from a sampled copy of the position, and the same match again from its seed."""

from __future__ import annotations

import pytest

import ai
from ai.search import run
from engine import ENTRIES, Match, Rng, derive
from engine.simulate import LooksAhead, decide

PLAYERS = [gid for gid in ENTRIES if ai.has_player(gid)]
#: Check the choice against a sample every this many decisions.
EVERY = 7
#: The strong level's search, small enough for the default test run (the real budgets are
#: each game's ``STRONG.budget``; ``build.py bench <game>-strength`` measures them).
SMALL = ai.Budget(candidates=3, rollouts=2, depth=4)
#: The levels played whole here (the strong level at its full budget is the bench's).
QUICK = [level for level in ai.LEVELS if level not in ai.LOOKS_AHEAD]


def test_the_levels_are_named_easiest_first_and_greedy_is_the_default():
    assert ai.DEFAULT_LEVEL == "greedy" and ai.LEVELS == ("easy", "greedy", "strong")
    assert ai.LOOKS_AHEAD == {"strong"}
    with pytest.raises(ValueError):
        ai.chooser("no-such-level")


def small_strong(gid: str, view, legal, rng: Rng, sample):
    return run(ai.search(gid, view, legal, rng, sample, SMALL))


def test_the_strong_level_needs_the_seats_sampler_and_never_the_match():
    match = Match.new("puerto-rico", 3, 5)
    seat = match.to_act[0]
    with pytest.raises(ValueError, match="sample"):
        ai.choose("puerto-rico", match.view(seat), match.legal(seat), match.ai_rng(seat), level="strong")
    assert isinstance(ai.chooser("strong"), LooksAhead)


@pytest.mark.parametrize("gid", PLAYERS)
def test_every_game_offers_an_easier_level_and_the_greedy_one(gid):
    offered = ai.levels(gid)
    assert offered == tuple(level for level in ai.LEVELS if level in offered)
    assert "greedy" in offered and len(offered) >= 2


@pytest.mark.parametrize("gid", PLAYERS)
def test_the_catalogue_names_exactly_the_levels_the_player_module_offers(gid):
    # The home screen reads the catalogue's levels so as not to import the player at start-up.
    assert ai.levels(gid) == ai.offered_by_module(gid) == ENTRIES[gid].levels


@pytest.mark.parametrize("gid", PLAYERS)
def test_every_level_plays_legally_from_its_view_alone(gid):
    entry = ENTRIES[gid]
    for number, level in enumerate(lv for lv in ai.levels(gid) if lv in QUICK):
        for players in (entry.min_players, entry.max_players):
            seed = derive(players, number, 0x1E7E1) % 10**6
            match = Match.new(gid, players, seed)
            while not match.over:
                seat = match.to_act[0]
                legal, view = match.legal(seat), match.view(seat)
                rng_state = match.ai_rng(seat).getstate()
                action = ai.choose(gid, view, legal, Rng(rng_state), level=level)
                assert action in legal
                if len(match.decisions) % EVERY == 0:
                    twin = match.sample(seat, Rng(derive(seed, len(match.decisions))))
                    assert ai.choose(gid, twin.view(seat), twin.legal(seat), Rng(rng_state), level=level) == action
                match.play(seat, action)
                assert len(match.decisions) < 50_000, "no end"
            assert match.result is not None and match.result.winners


@pytest.mark.parametrize("gid", PLAYERS)
def test_the_strong_level_decides_the_same_when_what_its_seat_cannot_see_changes(gid):
    """Along a match of greedy seats, every few decisions: the strong seat's choice from the
    match and from a sampled copy of it (everything the seat cannot see dealt again), with the
    same generator, is the same, and it is legal."""
    assert "strong" in ai.levels(gid)
    entry = ENTRIES[gid]
    checked = 0
    for players in (entry.min_players, entry.max_players):
        seed = derive(players, 0x57, 0x1E7E1) % 10**6
        match = Match.new(gid, players, seed)
        while not match.over:
            seat = match.to_act[0]
            legal = match.legal(seat)
            if len(match.decisions) % (EVERY * 3) == 0:
                rng_state = match.ai_rng(seat).getstate()
                mine = small_strong(gid, match.view(seat), legal, Rng(rng_state), match.sampler(seat))
                assert mine in legal
                twin = match.sample(seat, Rng(derive(seed, len(match.decisions))))
                theirs = small_strong(gid, twin.view(seat), twin.legal(seat), Rng(rng_state), twin.sampler(seat))
                assert theirs == mine
                checked += 1
            match.play(seat, ai.choose(gid, match.view(seat), legal, match.ai_rng(seat)))
    assert checked >= 4


@pytest.mark.parametrize("gid", PLAYERS)
def test_a_match_with_strong_seats_replays_exactly_from_its_record(gid):
    """Strong seats (small budget) against greedy ones: played twice from the same seed, the
    same decisions; the record replays to the same position."""
    strong = LooksAhead(small_strong, "small_strong")
    players = ENTRIES[gid].min_players + 1
    seats = [strong if seat % 2 == 0 else ai.choose for seat in range(players)]

    def opening(decisions: int) -> Match:
        match = Match.new(gid, players, 4242)
        while not match.over and len(match.decisions) < decisions:
            seat = match.to_act[0]
            match.play(seat, decide(seats[seat], match, seat))
        return match

    first, second = opening(40), opening(40)
    assert first.decisions == second.decisions and len(first.decisions) == 40
    again = Match.from_record(first.record(), gid)
    assert all(again.view(s) == first.view(s) for s in (None, *range(players)))


@pytest.mark.slow
@pytest.mark.parametrize("gid", PLAYERS)
def test_whole_matches_with_a_strong_seat_at_its_full_budget_end(gid):
    """A strong seat at its real budget against greedy ones, at the fewest and at 4 players
    (or the most): the match ends, in not many more decisions than the greedy players alone
    take from the same seed. A search may like a move that changes nothing, since it leaves
    every rollout one decision shorter: an Endeavor Bank activated again and again once kept
    a match from ever ending (``ai.endeavor.strong.idle``)."""
    strong = ai.chooser("strong")
    low = ENTRIES[gid].min_players
    for players in sorted({low, min(4, ENTRIES[gid].max_players)}):
        seed = derive(35, players, 7) & 0xFFFFFFFF
        alone = Match.new(gid, players, seed)
        while not alone.over:
            seat = alone.to_act[0]
            alone.play(seat, ai.choose(gid, alone.view(seat), alone.legal(seat), alone.ai_rng(seat)))
        bound = 3 * len(alone.decisions) + 200
        match = Match.new(gid, players, seed)
        while not match.over:
            seat = match.to_act[0]
            match.play(seat, decide(strong if seat == 0 else ai.choose, match, seat))
            assert len(match.decisions) <= bound, f"{gid} at {players} players: no end after {bound} decisions"

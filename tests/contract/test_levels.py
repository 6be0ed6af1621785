"""The computer levels, for every game with a computer player, without game-specific code:
each level it offers plays whole matches legally, decides the same when everything its
seat cannot see is dealt again (``Match.sample``), and the default is today's greedy player."""

from __future__ import annotations

import pytest

import ai
from engine import ENTRIES, Match, Rng, derive

PLAYERS = [gid for gid in ENTRIES if ai.has_player(gid)]
#: Check the choice against a sample every this many decisions.
EVERY = 7


def test_the_levels_are_named_easiest_first_and_greedy_is_the_default():
    assert ai.DEFAULT_LEVEL == "greedy" and ai.LEVELS[-1] == "greedy"
    assert len(set(ai.LEVELS)) == len(ai.LEVELS) >= 2
    with pytest.raises(ValueError):
        ai.chooser("no-such-level")


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
    for number, level in enumerate(ai.levels(gid)):
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

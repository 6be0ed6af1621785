"""The computer player protocol (ai.protocol) on the toy game: what a player module provides
at each level is found once, when it is loaded, and a module that breaks the protocol is
refused then, saying how; ``ai`` loads a game's module once, and again only when another
module stands in its place."""

from __future__ import annotations

import sys
from importlib.machinery import ModuleSpec
from types import ModuleType

import pytest

import ai
from ai.protocol import ComputerPlayer, PlayerModule, load
from ai.search import Budget, Player, Search, run
from engine import ENTRIES, Match, Rng

from .test_search import PLAYER, every, first, opening, points


def last(view, legal, rng):
    return legal[-1]


def module(name: str = "ai.toy", **parts) -> ModuleType:
    made = ModuleType(name)
    made.__spec__ = ModuleSpec(name, None)  # as an imported module has (``ai.has_player`` finds it)
    made.__dict__.update(parts)
    return made


def test_a_module_with_choose_alone_offers_the_greedy_level_and_no_figures():
    player = load(module(choose=first))
    assert isinstance(player, ComputerPlayer) and player.levels == ("greedy",)
    assert player.scores is None and not player.searches
    _match, view, legal = opening()
    assert player.choose("greedy", view, legal, Rng(1)) == legal[0]


def test_every_level_is_found_easiest_first_and_the_strong_one_is_its_search_run_whole():
    def scores(view, legal):
        return [float(a.args[0]) for a in legal]

    player = load(module(choose=first, choose_easy=last, STRONG=PLAYER, scores=scores))
    assert player.levels == ai.LEVELS == ("easy", "greedy", "strong")
    match, view, legal = opening()
    assert player.choose("easy", view, legal, Rng(1)) == legal[-1]
    assert player.scores is scores and player.searches["strong"] is PLAYER
    searched = player.choose("strong", view, legal, Rng(1), match.sampler(0))
    assert searched == run(Search(PLAYER, view, legal, Rng(1), match.sampler(0))) and searched.args == (3,)
    with pytest.raises(ValueError, match="sample"):
        player.choose("strong", view, legal, Rng(1))


@pytest.mark.parametrize(("parts", "says"), [
    ({"choose_easy": last}, "lacks choose"),
    ({"choose": first, "STRONG": first}, "STRONG is not an ai.search.Player"),
    ({"choose": first, "STRONG": PLAYER, "choose_strong": last}, "defines choose_strong"),
])
def test_a_module_that_breaks_the_protocol_is_refused_when_loaded(parts, says):
    with pytest.raises(TypeError, match=says):
        load(module(**parts))


def test_every_games_player_module_is_a_player_module():
    for gid in ENTRIES:
        if ai.has_player(gid):
            assert isinstance(ai.computer(gid).module, PlayerModule)


@pytest.fixture
def toy_entry(monkeypatch, toy_game):
    monkeypatch.setitem(ENTRIES, toy_game.id, toy_game.entry)
    return toy_game.entry


def test_ai_loads_a_games_module_once_and_again_when_another_stands_in_its_place(monkeypatch, toy_entry):
    first_module = module(choose=first, STRONG=Player(first, every, points, Budget(candidates=2, rollouts=1, depth=1)))
    monkeypatch.setitem(sys.modules, toy_entry.player, first_module)
    loaded = ai.computer("toy")
    assert ai.computer("toy") is loaded and loaded.module is first_module
    match = Match.new("toy", 2, 7)
    assert ai.choose("toy", match.view(0), match.legal(0), Rng(1)) == match.legal(0)[0]
    assert ai.strong_player("toy") is first_module.STRONG
    monkeypatch.setitem(sys.modules, toy_entry.player, module(choose=last))
    assert ai.computer("toy") is not loaded
    assert ai.choose("toy", match.view(0), match.legal(0), Rng(1)) == match.legal(0)[-1]
    with pytest.raises(KeyError, match="no strong level"):
        ai.strong_player("toy")

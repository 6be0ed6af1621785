"""End of round (shipyards, warehouses, Fire, discards), game end and tie-breaks, secrecy."""

from __future__ import annotations

import copy
import json

from engine import Match
from engine.mundus_novus import cards as C
from engine.mundus_novus import endgame
from engine.mundus_novus.rounds import FLOW

from .helpers import (
    GAME,
    act,
    at_turn,
    caravel,
    character,
    check_accounting,
    events,
    find,
    fresh,
    give_dev,
    set_hand,
)


def ending(players=3, event=C.NO_EVENT):
    s = fresh(players)
    s.event = event
    return s


def test_shipyards_pay_one_per_player_with_more_caravels():
    s = ending(4)
    give_dev(s, 0, find(C.SHIPYARD, players=2), find(C.SHIPYARD, players=3), caravel(1))
    give_dev(s, 1, caravel(2), caravel(3))
    give_dev(s, 2, caravel(4), caravel(5))
    endgame.shipyards(s)
    assert s.doubloons == [4, 0, 0, 0]


def test_warehouses_keep_cards_and_the_rest_is_discarded():
    s = ending(2)
    give_dev(s, 0, find(C.WAREHOUSE, capacity=2, players=2))
    set_hand(s, 0, [9, 8, 1])
    set_hand(s, 1, [5, 5])
    FLOW.start(s, "storage")
    assert GAME.to_act(s) == (0,)
    act(s, 0, "store:9")
    assert GAME.view(s, 1)["seats"][0]["stored"] == 0 and GAME.view(s, 0)["storing"][8] == 1
    act(s, 0, "store:8")
    assert events(s, "store") == [{"type": "store", "seat": 0, "count": 2}]
    assert events(s, "discard") == [{"type": "discard", "seat": 0, "count": 1},
                                    {"type": "discard", "seat": 1, "count": 2}]
    # The next round began: the stored cards came back at its Supply.
    assert s.round == 2 and events(s, "unstore") == [{"type": "unstore", "seat": 0, "count": 2}]
    assert s.hands[0][9] >= 1 and s.hands[0][8] >= 1
    check_accounting(s)


def test_fire_empties_warehouses_but_not_de_la_cosas():
    s = ending(2, event="fire")
    give_dev(s, 0, find(C.WAREHOUSE, capacity=2, players=2))
    give_dev(s, 1, find(C.WAREHOUSE, capacity=1, players=2), character(C.COSA))
    set_hand(s, 0, [9, 8])
    set_hand(s, 1, [7, 7])
    FLOW.start(s, "storage")
    assert GAME.to_act(s) == (1,)
    act(s, 1, "store:7")
    assert events(s, "store") == [{"type": "store", "seat": 1, "count": 1}]


def test_warehouse_income_is_still_paid_under_fire():
    s = fresh(2)
    give_dev(s, 0, find(C.WAREHOUSE, capacity=1, players=2))
    at_turn(s, 0, "fire")
    act(s, 0, "pass")
    assert s.doubloons[0] == 1


def test_game_ends_at_75_doubloons_richest_wins():
    s = ending(3)
    s.doubloons = [80, 76, 10]
    FLOW.start(s, "storage")
    assert s.result["reason"] == "doubloons" and s.result["winners"] == [0] and s.phase == "over"


def test_tie_on_doubloons_goes_to_most_different_values_then_shared():
    s = ending(3)
    s.doubloons = [80, 80, 10]
    s.different_size = [5, 7, 0]
    FLOW.start(s, "storage")
    assert s.result["winners"] == [1]
    s = ending(3)
    s.doubloons = [80, 80, 10]
    s.different_size = [6, 6, 9]
    FLOW.start(s, "storage")
    assert s.result["winners"] == [0, 1]


def test_perfect_combination_beats_75_doubloons():
    s = ending(3)
    s.doubloons = [90, 20, 10]
    s.perfect = [2]
    FLOW.start(s, "storage")
    assert s.result["reason"] == "perfect" and s.result["winners"] == [2]


def test_several_perfect_combinations_the_richest_wins():
    s = ending(3)
    s.doubloons = [10, 20, 15]
    s.perfect = [0, 2]
    FLOW.start(s, "storage")
    assert s.result["winners"] == [2]


def test_queue_that_cannot_be_refilled_ends_the_game_after_the_round():
    s = fresh(2)
    s.dev_deck = []  # accounting is not checked here: the deck is simply gone
    set_hand(s, 0, [9, 9, 9])
    at_turn(s, 0)
    act(s, 0, "same:9", "add:9", "add:9", "add:9", "queue:1")
    assert s.queue_short and len(s.queue) == 4 and s.result is None
    act(s, 0, "pass")
    act(s, 1, "pass")
    assert s.result["reason"] == "queue"


def test_no_end_without_a_condition():
    s = ending(3)
    s.doubloons = [74, 0, 0]
    FLOW.start(s, "storage")
    assert s.result is None and s.round == 2


def test_views_never_show_other_seats_secrets():
    for seed in range(6):
        m = Match.new("mundus-novus", players=4, seed=seed)
        from engine.rng import Rng
        rng = Rng(seed)
        for _ in range(400):
            if m.over:
                break
            seat = m.to_act[0]
            legal_now = m.legal(seat)
            m.play(seat, legal_now[rng.below(len(legal_now))])
            if rng.below(7):
                continue
            s = m.state
            for viewer in (None, 0, 1, 2, 3):
                other = copy.deepcopy(s)
                _perturb_hidden(other, viewer)
                assert GAME.view(other, viewer) == GAME.view(s, viewer)
                v = m.view(viewer)
                json.dumps(v)
                assert all("to" not in e or (viewer is not None and viewer in e["to"]) for e in v["log"])


def _perturb_hidden(s, viewer):
    """Change what ``viewer`` may not see: other hands, unrevealed offers, deck orders."""
    s.rng.shuffle(s.deck)
    s.rng.shuffle(s.dev_deck)
    for seat in range(s.players):
        if seat == viewer:
            continue
        piles = [s.hands[seat], s.stored[seat], s.storing[seat]]
        if not s.revealed or s.phase != "trade":
            piles.append(s.offers[seat])
        for pile in piles:
            for t in C.TYPES:
                if pile[t] and s.deck:
                    swap = next((d for d in s.deck if d != t), None)
                    if swap is not None:
                        s.deck.remove(swap)
                        s.deck.append(t)
                        pile[t] -= 1
                        pile[swap] += 1
                        break

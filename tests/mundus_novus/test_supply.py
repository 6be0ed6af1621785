"""Setup, Event and Supply (with Pirates), rule by rule."""

from __future__ import annotations

from engine import Match, Rng
from engine.mundus_novus import cards as C
from engine.mundus_novus.rounds import FLOW
from engine.mundus_novus.state import setup

from .helpers import (
    GAME,
    act,
    caravel,
    character,
    check_accounting,
    events,
    find,
    fresh,
    give_dev,
    hand,
    legal,
    set_queue,
    stack_deck,
)


def test_setup_lays_market_queue_and_removes_cards_by_player_count():
    for players, size in ((2, 28), (3, 32), (4, 36), (5, 40), (6, 44)):
        s = setup(players, Rng(5))
        assert len(s.market) == 3 and len(s.queue) == 5
        assert len(s.deck) == 117
        assert len(s.dev_deck) + len(s.queue) == size
        assert all(C.DEV_CARDS[i].players > players for i in s.removed)
        assert 0 <= s.trade_master < players
        check_accounting(s)


def test_first_trade_master_comes_from_the_seed():
    masters = {setup(4, Rng(seed)).trade_master for seed in range(40)}
    assert masters == {0, 1, 2, 3}
    assert setup(4, Rng(7)).trade_master == setup(4, Rng(7)).trade_master


def test_round_one_has_no_event_whatever_card_one_shows():
    for seed in range(20):
        m = Match.new("mundus-novus", players=3, seed=seed)
        assert m.state.round == 1 and m.state.event == C.NO_EVENT


def test_event_comes_from_the_first_queue_card():
    s = fresh(3)
    s.round = 1
    storm = find(C.CARAVEL, value=4)
    set_queue(s, [storm, *s.dev_deck[:4]])
    FLOW.start(s, "event")
    assert s.round == 2 and s.event == "storm"
    assert events(s, "event")[-1]["event"] == "storm"


def test_coronado_pays_two_to_choose_the_event():
    s = fresh(3)
    give_dev(s, 1, character(C.CORONADO))
    s.doubloons[1] = 5
    set_queue(s, [caravel(1), caravel(3), caravel(5), caravel(7), caravel(10)])
    FLOW.start(s, "event")
    assert GAME.to_act(s) == (1,) and s.step == "coronado"
    assert "event:pirates" in legal(s, 1) and "pass" in legal(s, 1)
    act(s, 1, "event:natives")
    assert s.event == "natives" and s.doubloons[1] == 3


def test_coronado_cannot_act_when_card_one_shows_an_event_or_he_is_poor():
    s = fresh(3)
    give_dev(s, 1, character(C.CORONADO))
    s.doubloons[1] = 1
    set_queue(s, [caravel(1), caravel(3), caravel(5), caravel(7), caravel(10)])
    FLOW.start(s, "event")
    assert s.step != "coronado"
    s2 = fresh(3)
    give_dev(s2, 1, character(C.CORONADO))
    s2.doubloons[1] = 9
    set_queue(s2, [caravel(2), caravel(3), caravel(5), caravel(7), caravel(10)])
    FLOW.start(s2, "event")
    assert s2.event == "pirates" and s2.step != "coronado"


def test_supply_draws_five_each_and_one_face_up_per_caravel():
    s = fresh(3)
    give_dev(s, 0, caravel(1), caravel(3))
    s.trade_master = 2
    FLOW.start(s, "supply")
    assert [sum(h) for h in s.hands] in ([7, 5, 5],)  # the one fleet takes both face-up cards
    assert not s.supply_cards
    assert [e["count"] for e in events(s, "draw")] == [5, 5, 5]
    assert all(e["to"] == [e["seat"]] for e in events(s, "drew"))


def test_supply_example_c_with_the_lower_caravel_picks_first():
    # Rulebook: six caravels; A and C tie on fleet value, C holds the lower caravel, picks
    # first (3 cards), then A (1), then B (2).
    A, B, Cc = 0, 1, 2
    s = fresh(3)
    give_dev(s, A, caravel(9))
    give_dev(s, B, caravel(6), caravel(7))
    give_dev(s, Cc, caravel(2), caravel(3), caravel(4))
    stack_deck(s, [1] * 15 + [2, 5, 7, 8, 9, 10])
    FLOW.start(s, "supply")
    assert [(f["seat"], f["value"], len(f["caravels"])) for f in s.fleets] == [(Cc, 9, 3), (A, 9, 1), (B, 13, 2)]
    assert GAME.to_act(s) == (Cc,)
    assert sorted(s.supply_cards) == [2, 5, 7, 8, 9, 10]
    act(s, Cc, "pick:10", "pick:9", "pick:8")
    assert GAME.to_act(s) == (A,)
    act(s, A, "pick:7")
    # B must take the last two: done for him.
    assert hand(s, B)[2] == 1 and hand(s, B)[5] == 1
    assert s.phase == "trade"
    check_accounting(s)


def test_pizarro_counts_his_highest_caravel_as_zero():
    s = fresh(2)
    give_dev(s, 0, caravel(1), caravel(2))
    give_dev(s, 1, caravel(3), caravel(12), character(C.PIZARRO))
    FLOW.start(s, "supply")
    assert [(f["seat"], f["value"]) for f in s.fleets] == [(1, 3), (0, 3)]


def test_ponce_de_leon_splits_his_caravels_into_two_fleets():
    s = fresh(3)
    give_dev(s, 0, caravel(1), caravel(8), caravel(9), character(C.PONCE))
    give_dev(s, 1, caravel(5))
    FLOW.start(s, "supply")
    assert s.step == "split" and GAME.to_act(s) == (0,)
    act(s, 0, "split:8", "split:9")
    assert "split:1" not in legal(s, 0)  # the first fleet keeps a caravel
    act(s, 0, "join:9", "split:9", "sail")
    assert [(f["seat"], f["value"]) for f in s.fleets][:1] == [(0, 1)]
    assert sorted((f["seat"], f["value"]) for f in events(s, "fleets")[-1]["order"]) == [(0, 1), (0, 17), (1, 5)]


def test_pirates_each_fleet_of_two_or_more_loses_one_card_at_random():
    s = fresh(3)
    give_dev(s, 0, caravel(1), caravel(2))
    give_dev(s, 1, caravel(3))
    s.event = "pirates"
    FLOW.start(s, "supply")
    while s.step == "pick":
        seat = GAME.to_act(s)[0]
        act(s, seat, legal(s, seat)[0])
    assert [sum(h) for h in s.hands] == [6, 6, 5]
    lost = events(s, "pirates_lost")
    assert len(lost) == 1 and lost[0]["to"] == [0] and "card" not in events(s, "pirates")[0]
    check_accounting(s)


def test_pirates_hit_each_of_ponce_de_leons_fleets():
    s = fresh(2)
    give_dev(s, 0, caravel(1), caravel(2), caravel(3), caravel(4), character(C.PONCE))
    s.event = "pirates"
    FLOW.start(s, "supply")
    act(s, 0, "split:3", "split:4", "sail")
    while s.step == "pick":
        act(s, 0, legal(s, 0)[0])
    assert len(events(s, "pirates")) == 2 and sum(s.hands[0]) == 5 + 4 - 2


def test_juan_de_la_cosa_is_immune_to_pirates():
    s = fresh(2)
    give_dev(s, 0, caravel(1), caravel(2), character(C.COSA))
    s.event = "pirates"
    FLOW.start(s, "supply")
    while s.step == "pick":
        act(s, 0, legal(s, 0)[0])
    assert not events(s, "pirates") and sum(s.hands[0]) == 7


def test_warehouse_cards_return_to_hand_at_supply():
    s = fresh(2)
    s.stored[1][7] = 1
    s.deck.remove(7)
    FLOW.start(s, "supply")
    assert s.hands[1][7] >= 1 and sum(s.hands[1]) == 6 and sum(s.stored[1]) == 0
    check_accounting(s)


def test_reshuffle_when_the_resource_deck_runs_out():
    s = fresh(2)
    s.discard, s.deck = s.deck[3:], s.deck[:3]
    FLOW.start(s, "supply")
    assert events(s, "reshuffle") and sum(s.hands[0]) == 5 and sum(s.hands[1]) == 5
    check_accounting(s)

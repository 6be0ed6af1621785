"""Progression, rule by rule: sets, events that touch them, characters, merchants, income."""

from __future__ import annotations

import pytest

from engine.mundus_novus import cards as C
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
    hand,
    legal,
    set_hand,
    set_queue,
)


def table(players=3, seat=0, cards=(), event=C.NO_EVENT, devs=()):
    s = fresh(players)
    set_queue(s, [caravel(1), caravel(2), caravel(3), caravel(4), caravel(5)])
    set_hand(s, seat, list(cards))
    give_dev(s, seat, *devs)
    at_turn(s, seat, event)
    return s


def test_trade_master_chooses_who_starts_then_clockwise():
    s = fresh(3)
    s.trade_master = 1
    FLOW.start(s, "progression")
    assert GAME.to_act(s) == (1,) and legal(s, 1) == ["first:0", "first:1", "first:2"]
    act(s, 1, "first:2")
    assert GAME.to_act(s) == (2,)
    act(s, 2, "pass")
    assert GAME.to_act(s) == (0,)
    act(s, 0, "pass")
    assert GAME.to_act(s) == (1,)


@pytest.mark.parametrize("value,size,positions", [
    (2, 3, [1]), (5, 3, [1, 2, 3]), (8, 3, [1, 2, 3, 4, 5]),
    (2, 4, [1, 2, 3]), (5, 4, [1, 2, 3, 4, 5]), (8, 4, [1, 2, 3, 4, 5]),
    (2, 5, [1, 2, 3, 4, 5]),
])
def test_identical_set_queue_access_table(value, size, positions):
    s = table(cards=[value] * size)
    act(s, 0, f"same:{value}", *[f"add:{value}"] * size)
    assert [a for a in legal(s, 0) if a.startswith("queue:")] == [f"queue:{p}" for p in positions]
    assert GAME.view(s, 0)["progression"]["building"]["positions"] == positions


def test_identical_set_takes_the_card_and_the_queue_closes_up_and_refills():
    s = table(cards=[8, 8, 8])
    third = s.queue[2]
    act(s, 0, "same:8", "add:8", "add:8", "add:8", "queue:3")
    assert third in s.tableau[0] and len(s.queue) == 5 and third not in s.queue
    assert events(s, "develop")[-1]["position"] == 3 and sum(s.hands[0]) == 0
    check_accounting(s)


def test_relics_are_wild_and_relics_alone_count_as_any_value():
    s = table(cards=[4, 10, 10])
    act(s, 0, "same:4", "add:4", "add:10", "add:10")
    assert "queue:3" in legal(s, 0) and "queue:4" not in legal(s, 0)
    s = table(cards=[10, 10, 10])
    assert "same:9" in legal(s, 0)
    act(s, 0, "same:9", "add:10", "add:10", "add:10")
    assert "queue:5" in legal(s, 0)


def test_one_identical_set_a_turn_without_kings_help():
    s = table(cards=[8, 8, 8, 2, 2, 2])
    act(s, 0, "same:8", "add:8", "add:8", "add:8", "queue:1")
    assert not [a for a in legal(s, 0) if a.startswith("same:")]


def test_kings_help_allows_several_identical_sets():
    s = table(cards=[8, 8, 8, 2, 2, 2], event="kings_help")
    act(s, 0, "same:8", "add:8", "add:8", "add:8", "queue:1")
    act(s, 0, "same:2", "add:2", "add:2", "add:2", "queue:1")
    assert len(s.tableau[0]) == 2


def test_juan_de_la_cosa_ignores_kings_help_too():
    s = table(cards=[8, 8, 8, 2, 2, 2], event="kings_help", devs=[character(C.COSA)])
    act(s, 0, "same:8", "add:8", "add:8", "add:8", "queue:1")
    assert not [a for a in legal(s, 0) if a.startswith("same:")]


def test_storm_allows_card_one_only():
    s = table(cards=[9] * 5, event="storm")
    act(s, 0, "same:9", *["add:9"] * 5)
    assert [a for a in legal(s, 0) if a.startswith("queue:")] == ["queue:1"]
    s = table(cards=[9] * 3, event="storm", devs=[character(C.COSA)])
    act(s, 0, "same:9", *["add:9"] * 3)
    assert "queue:5" in legal(s, 0)


def test_almagro_may_take_the_top_of_the_development_deck():
    s = table(cards=[1, 1, 1], devs=[character(C.ALMAGRO)])
    top = s.dev_deck[-1]
    act(s, 0, "same:1", "add:1", "add:1", "add:1")
    assert "deck" in legal(s, 0)
    act(s, 0, "deck")
    assert top in s.tableau[0] and events(s, "develop")[-1]["position"] == 0
    check_accounting(s)


def test_ruling_almagro_may_take_the_deck_top_under_storm_instead_of_card_one():
    # Storm limits which queue card a set may take; Almagro's owner takes the deck's top
    # "자원 카드 세트로 가져갈 수 있는 카드를 가져가는 대신", so Storm leaves that choice alone.
    s = table(cards=[1, 1, 1], event="storm", devs=[character(C.ALMAGRO)])
    top = s.dev_deck[-1]
    act(s, 0, "same:1", "add:1", "add:1", "add:1")
    assert [a for a in legal(s, 0) if a.startswith("queue:") or a == "deck"] == ["queue:1", "deck"]
    act(s, 0, "deck")
    assert top in s.tableau[0]


def test_merchant_turns_5_5_1_into_three_5s_for_cards_1_to_3():
    # Rulebook example: a 4-6 merchant paying 1 a round.
    merchant = find(C.MERCHANT, low=4, high=6, income=1)
    s = table(cards=[5, 5, 1], devs=[merchant])
    assert "same:5" in legal(s, 0)
    act(s, 0, "same:5", "add:5", "add:5", "merchant:5", "add:1")
    assert [a for a in legal(s, 0) if a.startswith("queue:")] == ["queue:1", "queue:2", "queue:3"]
    act(s, 0, "queue:2", "pass")
    assert s.doubloons[0] == 1 + C.DEV_CARDS[s.tableau[0][-1]].income
    check_accounting(s)


def test_merchant_works_once_a_round():
    merchant = find(C.MERCHANT, low=4, high=6, income=1)
    s = table(cards=[5, 5, 1, 2, 3, 4, 6], devs=[merchant])
    act(s, 0, "same:5", "add:5", "add:5", "merchant:5", "add:1", "queue:1")
    act(s, 0, "different")
    assert not [a for a in legal(s, 0) if a.startswith("merchant:")]
    act(s, 0, "cancel")
    assert merchant in s.merchants_used


def test_cancel_gives_cards_and_merchant_back():
    merchant = find(C.MERCHANT, low=7, high=9, income=1)
    s = table(cards=[9, 9, 1], devs=[merchant])
    act(s, 0, "same:9", "add:9", "merchant:9", "add:1", "cancel")
    assert hand(s, 0) == {9: 2, 1: 1} and s.merchants_used == []


def test_different_set_pays_by_size():
    for size, pay in C.DIFFERENT_PAY.items():
        s = table(cards=list(range(1, size + 1)))
        act(s, 0, "different", *[f"add:{v}" for v in range(1, size + 1)])
        assert GAME.view(s, 0)["progression"]["building"]["doubloons"] == pay
        act(s, 0, "confirm")
        assert s.doubloons[0] == pay and s.different_size[0] == size


def test_different_set_takes_no_relics_and_one_a_turn():
    s = table(cards=[1, 2, 3, 4, 10, 5, 6, 7, 8])
    act(s, 0, "different")
    assert "add:10" not in legal(s, 0)
    act(s, 0, "add:1", "add:2", "add:3", "add:4", "confirm")
    assert "different" not in legal(s, 0)


def test_natives_pay_one_doubloon_a_card():
    s = table(cards=[1, 2, 3, 4, 5, 6], event="natives")
    act(s, 0, "different", *[f"add:{v}" for v in range(1, 7)], "confirm")
    assert s.doubloons[0] == 6
    s = table(cards=[1, 2, 3, 4, 5, 6], event="natives", devs=[character(C.COSA)])
    act(s, 0, "different", *[f"add:{v}" for v in range(1, 7)], "confirm")
    assert s.doubloons[0] == 10


def test_ruling_natives_still_need_four_different_resources():
    # Natives change what a different set pays ("카드 1장 당 1 더블룬"), not what makes one:
    # three cards are no set of different resources and pay nothing.
    s = table(cards=[1, 2, 3], event="natives")
    assert "different" not in legal(s, 0)
    s = table(cards=[1, 2, 3, 4], event="natives")
    act(s, 0, "different", "add:1", "add:2", "add:3")
    assert "confirm" not in legal(s, 0)
    act(s, 0, "add:4", "confirm")
    assert s.doubloons[0] == 4


def test_ruling_the_perfect_combination_does_not_use_up_the_turns_different_set():
    # The perfect combination is its own set (game end, not "다른 종류의 자원 카드 세트를 1세트만"):
    # presenting it leaves the turn's one different set to be made.
    s = table(cards=[*range(1, 10), 10, 2, 3, 4, 5])
    act(s, 0, "perfect", *[f"add:{v}" for v in range(1, 10)], "add:10", "confirm")
    assert "different" in legal(s, 0)
    act(s, 0, "different", "add:2", "add:3", "add:4", "add:5", "confirm")
    assert s.perfect == [0] and s.doubloons[0] == C.DIFFERENT_PAY[4]


def test_merchant_fills_a_gap_in_a_different_set():
    merchant = find(C.MERCHANT, low=7, high=9, income=0)
    s = table(cards=[1, 2, 3, 3], devs=[merchant])
    act(s, 0, "different", "add:1", "add:2", "add:3", "merchant:8", "add:3", "confirm")
    assert s.doubloons[0] == 5 and events(s, "different_set")[-1]["values"] == [1, 2, 3, 8]


def test_no_inca_relic_in_a_set_of_different_resources():
    # "다른 종류의 자원 세트에 잉카의 유물 카드를 넣을 수는 없다." The example: hand 1, 2, 3
    # and a relic, a merchant for 7-9: the set 1-2-3-8 cannot be made with the relic.
    merchant = find(C.MERCHANT, low=7, high=9, income=0)
    s = table(cards=[1, 2, 3, 10], devs=[merchant])
    assert "different" not in legal(s, 0)
    # Started with a spare good, the merchant turns that good and never the relic.
    s = table(cards=[1, 2, 3, 3, 10], devs=[merchant])
    act(s, 0, "different", "add:1", "add:2", "add:3", "merchant:8")
    assert "add:10" not in legal(s, 0) and "add:3" in legal(s, 0)
    act(s, 0, "add:3", "confirm")
    assert events(s, "different_set")[-1]["cards"] == [1, 2, 3, 3] and hand(s, 0) == {10: 1}
    # With nothing but relics left, the merchant cannot even be called on.
    s = table(cards=[1, 2, 3, 4, 10], devs=[merchant])
    act(s, 0, "different", "add:1", "add:2", "add:3", "add:4")
    assert not [a for a in legal(s, 0) if a.startswith("merchant:")]


def test_the_perfect_combinations_nine_different_resources_hold_no_relic_either():
    # The perfect combination is "다른 종류의 자원 카드 9장+잉카의 유물 1장": its nine are a set of
    # different resources, so a merchant turns a spare good for them, never a second relic.
    merchant = find(C.MERCHANT, low=7, high=9, income=0)
    s = table(cards=[1, 2, 3, 4, 5, 6, 7, 8, 10, 10], devs=[merchant])
    assert "perfect" not in legal(s, 0)
    s = table(cards=[1, 2, 3, 4, 5, 6, 7, 8, 8, 10, 10], devs=[merchant])
    act(s, 0, "perfect", *[f"add:{v}" for v in range(1, 9)], "add:10", "merchant:9")
    assert "add:10" not in legal(s, 0)
    act(s, 0, "add:8", "confirm")
    assert s.perfect == [0] and hand(s, 0) == {10: 1}


@pytest.mark.parametrize("k,pay", sorted(C.RELIC_PAY.items()))
def test_relic_set_pays(k, pay):
    s = table(cards=[10] * 5)
    act(s, 0, f"relic:{k}")
    assert s.doubloons[0] == pay and s.hands[0][C.RELIC] == 5 - k
    assert not [a for a in legal(s, 0) if a.startswith("relic:")]


def test_income_is_paid_at_the_end_of_the_owners_turn_including_a_new_card():
    s = table(cards=[9, 9, 9], devs=[character(C.CORTES)])
    cosa = character(C.COSA)
    set_queue(s, [cosa, caravel(1), caravel(2), caravel(3), caravel(4)])
    act(s, 0, "same:9", "add:9", "add:9", "add:9", "queue:1")
    assert s.doubloons[0] == 0
    act(s, 0, "pass")
    assert s.doubloons[0] == 3 + 1


def test_perfect_combination_is_presented_with_merchants():
    merchant = find(C.MERCHANT, low=7, high=9, income=0)
    s = table(cards=[1, 2, 3, 4, 5, 6, 7, 8, 1, 10], devs=[merchant])
    act(s, 0, "perfect", *[f"add:{v}" for v in range(1, 9)], "merchant:9", "add:1", "add:10")
    assert GAME.view(s, 0)["progression"]["building"]["complete"]
    act(s, 0, "confirm")
    assert s.perfect == [0] and s.different_size[0] == 10


def test_perfect_combination_needs_a_relic():
    s = table(cards=list(range(1, 10)))
    assert "perfect" not in legal(s, 0)

"""Trade, rule by rule: announcement, secret offers, Trade Master, the chain of takes."""

from __future__ import annotations

from engine.mundus_novus import cards as C
from engine.mundus_novus.rounds import FLOW

from .helpers import (
    GAME,
    act,
    character,
    check_accounting,
    events,
    fresh,
    give_dev,
    hand,
    legal,
    set_hand,
    set_market,
)


def trading(players: int, hands: list[list[int]], master: int = 0):
    s = fresh(players)
    for seat, h in enumerate(hands):
        set_hand(s, seat, h)
    s.trade_master = master
    FLOW.start(s, "trade")
    return s


def test_announce_two_to_four_then_secret_simultaneous_offers():
    s = trading(3, [[1, 2, 3, 4, 5]] * 3)
    assert legal(s, 0) == ["announce:2", "announce:3", "announce:4"]
    act(s, 0, "announce:2")
    assert GAME.to_act(s) == (0, 1, 2)
    act(s, 1, "offer:5")
    other = GAME.view(s, 0)["seats"][1]
    assert other["offer"] is None and other["offer_size"] is None
    assert GAME.view(s, 1)["seats"][1]["offer"][4] == 1
    act(s, 1, "clear")
    assert hand(s, 1)[5] == 1
    act(s, 1, "offer:5", "offer:4")
    assert GAME.to_act(s) == (0, 2) and s.committed[1]
    assert GAME.view(s, 0)["seats"][1]["offer"] is None


def test_cards_picked_for_a_secret_offer_stay_in_the_hand_others_see():
    s = trading(3, [[1, 2, 3, 4, 5]] * 3)
    s.tableau[1].append(character("las_casas"))
    act(s, 0, "announce:4")
    act(s, 1, "offer:5")
    assert GAME.view(s, 0)["seats"][1]["hand_size"] == 5  # how many Las Casas picks stays secret
    assert GAME.view(s, 1)["seats"][1]["hand_size"] == 4
    act(s, 1, "done")
    assert GAME.view(s, 0)["seats"][1]["hand_size"] == 4 and GAME.view(s, 0)["seats"][1]["offer_size"] == 1


def test_trade_master_by_highest_total_with_relic_ten():
    s = trading(3, [[9, 9, 1], [10, 1, 1], [8, 8, 8]])
    act(s, 0, "announce:2", "offer:9", "offer:9")
    act(s, 1, "offer:10", "offer:1")
    act(s, 2, "offer:8", "offer:8")
    assert s.offer_totals == [18, 11, 16]
    assert s.revealed and s.trade_master == 0
    s = trading(3, [[9, 1], [10, 10], [8, 8]])
    act(s, 0, "announce:2", "offer:9", "offer:1")
    act(s, 1, "offer:10", "offer:10")
    act(s, 2, "offer:8", "offer:8")
    assert s.trade_master == 1 and events(s, "trade_master")[-1]["previous"] == 0


def test_valdivia_adds_three_to_his_total():
    s = trading(2, [[9, 9], [8, 8]], master=0)
    give_dev(s, 1, character(C.VALDIVIA))
    act(s, 0, "announce:2", "offer:9", "offer:9")
    act(s, 1, "offer:8", "offer:8")
    assert s.offer_totals == [18, 19] and s.trade_master == 1


def test_trade_master_tie_current_stays():
    s = trading(3, [[9, 1], [5, 5], [2, 3]], master=0)
    act(s, 0, "announce:2", "offer:9", "offer:1")
    act(s, 1, "offer:5", "offer:5")
    act(s, 2, "offer:2", "offer:3")
    assert s.trade_master == 0 and s.step == "take"


def test_trade_master_tie_without_him_he_chooses():
    s = trading(3, [[1, 1], [5, 5], [7, 3]], master=0)
    act(s, 0, "announce:2", "offer:1", "offer:1")
    act(s, 1, "offer:5", "offer:5")
    act(s, 2, "offer:7", "offer:3")
    assert s.step == "master" and legal(s, 0) == ["master:1", "master:2"]
    act(s, 0, "master:2")
    assert s.trade_master == 2 and GAME.to_act(s) == (2,)


def test_take_keep_or_swap_with_a_market_card_then_the_giver_takes():
    s = trading(3, [[9, 9], [5, 4], [2, 3]], master=0)
    set_market(s, [6, 6, 7])
    act(s, 0, "announce:2", "offer:9", "offer:9")
    act(s, 1, "offer:5", "offer:4")
    act(s, 2, "offer:2", "offer:3")
    assert legal(s, 0) == ["take:1.4", "take:1.5", "take:2.2", "take:2.3"]
    act(s, 0, "take:1.5")
    assert legal(s, 0) == ["keep", "swap:6", "swap:7"]
    act(s, 0, "swap:7")
    assert sorted(s.market) == [5, 6, 6] and hand(s, 0)[7] == 1
    assert GAME.to_act(s) == (1,)
    act(s, 1, "take:0.9", "keep")
    assert hand(s, 1)[9] == 1 and s.taker == 0
    check_accounting(s)


def test_pair_rule_forbids_a_third_take_between_the_same_two():
    s = trading(3, [[9, 9], [5, 4], [2, 3]], master=0)
    act(s, 0, "announce:2", "offer:9", "offer:9")
    act(s, 1, "offer:5", "offer:4")
    act(s, 2, "offer:2", "offer:3")
    act(s, 0, "take:1.5", "keep")
    act(s, 1, "take:0.9", "keep")
    assert legal(s, 0) == ["take:2.2", "take:2.3"]


def test_pair_rule_yields_when_no_one_else_has_cards():
    s = trading(3, [[9, 9], [5, 4], [2]], master=0)
    act(s, 0, "announce:2", "offer:9", "offer:9")
    act(s, 1, "offer:5", "offer:4")
    act(s, 2, "offer:2")
    act(s, 0, "take:2.2", "keep")
    assert s.taker == 2
    act(s, 2, "take:0.9", "keep")
    act(s, 0, "take:1.5", "keep")
    act(s, 1, "take:0.9", "keep")
    assert legal(s, 0) == ["take:1.4"]  # seat 2 has no cards left: the pair may go on


def test_pair_rule_is_ignored_with_two_players():
    s = trading(2, [[9, 9, 9], [5, 4, 3]], master=0)
    act(s, 0, "announce:3", "offer:9", "offer:9", "offer:9")
    act(s, 1, "offer:5", "offer:4", "offer:3")
    act(s, 0, "take:1.5", "keep")
    act(s, 1, "take:0.9", "keep")
    act(s, 0, "take:1.4", "keep")
    act(s, 1, "take:0.9", "keep")
    act(s, 0, "take:1.3", "keep")
    act(s, 1, "take:0.9", "keep")
    assert s.phase == "progression" and hand(s, 0) == {5: 1, 4: 1, 3: 1} and hand(s, 1)[9] == 3


def test_one_player_left_takes_his_cards_back_and_is_given_one():
    s = trading(3, [[1, 1, 1], [10], [2]], master=1)
    act(s, 1, "announce:3", "offer:10")
    act(s, 0, "offer:1", "offer:1", "offer:1")
    act(s, 2, "offer:2")
    assert s.trade_master == 1
    act(s, 1, "take:0.1", "keep")
    act(s, 0, "take:1.10", "keep")
    assert legal(s, 1) == ["take:2.2"]  # the pair rule: not seat 0 a third time
    act(s, 1, "take:2.2", "keep")
    act(s, 2, "take:0.1", "keep")
    # Only seat 0's cards are left and seat 0 takes next: he takes them back, one short.
    assert events(s, "take_back")[-1] == {"type": "take_back", "seat": 0, "cards": [1]}
    assert s.step == "give" and s.give_to == 0
    act(s, 1, "give:2")
    assert [sum(h) for h in s.hands] == s.hand_before_trade == [3, 1, 1]


def test_one_player_left_who_is_trade_master_takes_back_evenly():
    s = trading(3, [[9, 9, 9], [5], [2]], master=0)
    act(s, 0, "announce:3", "offer:9", "offer:9", "offer:9")
    act(s, 1, "offer:5")
    act(s, 2, "offer:2")
    act(s, 0, "take:1.5", "keep")
    act(s, 1, "take:0.9", "keep")
    act(s, 0, "take:2.2", "keep")
    act(s, 2, "take:0.9", "keep")
    assert events(s, "take_back")[-1]["seat"] == 0 and s.phase == "progression"
    assert [sum(h) for h in s.hands] == s.hand_before_trade


def final_give_table():
    """A 3-player trade up to the final give: seat 0, Trade Master, takes a 5, a 2 and a 3;
    seat 2's last card is taken and it ends one card short."""
    s = trading(3, [[9, 9, 1], [5, 4], [2, 3]], master=0)
    act(s, 0, "announce:2", "offer:9", "offer:9")
    act(s, 1, "offer:5", "offer:4")
    act(s, 2, "offer:2", "offer:3")
    act(s, 0, "take:1.5", "keep")
    act(s, 1, "take:0.9", "keep")
    act(s, 0, "take:2.2", "keep")
    act(s, 2, "take:1.4", "keep")
    act(s, 1, "take:0.9", "keep")
    act(s, 0, "take:2.3", "keep")
    return s


def test_final_give_to_the_player_one_short_is_secret():
    s = final_give_table()
    # Seat 2's last card was taken and no one else has cards: seat 2 is one short.
    assert s.step == "give" and GAME.to_act(s) == (0,) and s.give_to == 2
    act(s, 0, "give:1")
    gave = events(s, "gave")[-1]
    assert gave["to"] == [0, 2] and gave["card"] == 1
    assert "card" not in events(s, "give")[-1]
    assert [sum(h) for h in s.hands] == s.hand_before_trade == [3, 2, 2]


def test_las_casas_may_offer_fewer_cards_even_as_trade_master():
    s = trading(2, [[9, 9, 9], [5, 4, 3]], master=0)
    give_dev(s, 0, character(C.LAS_CASAS))
    act(s, 0, "announce:3")
    assert "done" in legal(s, 0) and "done" not in legal(s, 1)
    act(s, 0, "offer:9", "done")
    act(s, 1, "offer:5", "offer:4", "offer:3")
    assert s.offer_totals == [9, 12] and s.trade_master == 1
    act(s, 1, "take:0.9", "keep")
    # Seat 0 takes one card back... and then only seat 1 has cards: seat 0 is the taker.
    act(s, 0, "take:1.5", "keep")
    assert s.phase == "progression" and [sum(h) for h in s.hands] == [3, 3]


def test_a_short_hand_offers_all_it_has():
    s = trading(2, [[9], [5, 4, 3]], master=1)
    act(s, 1, "announce:3")
    act(s, 0, "offer:9")
    assert s.committed[0] and sum(s.offers[0]) == 1


def test_orellana_gains_two_for_three_of_a_kind_or_a_run_in_the_market():
    s = trading(2, [[9, 9], [6, 6]], master=0)
    give_dev(s, 0, character(C.ORELLANA))
    set_market(s, [6, 2, 3])
    act(s, 0, "announce:2", "offer:9", "offer:9")
    act(s, 1, "offer:6", "offer:6")
    act(s, 0, "take:1.6", "swap:6")  # same type swapped: the market shows 6, 2, 3 again
    assert s.doubloons[0] == 0
    s = trading(2, [[9, 9], [4, 4]], master=0)
    give_dev(s, 0, character(C.ORELLANA))
    set_market(s, [2, 3, 7])
    act(s, 0, "announce:2", "offer:9", "offer:9")
    act(s, 1, "offer:4", "offer:4")
    act(s, 0, "take:1.4", "swap:7")  # market 2, 3, 4: a run
    assert s.doubloons[0] == 2
    act(s, 1, "take:0.9", "keep")
    act(s, 0, "take:1.4", "swap:2")  # market 3, 4, 4: nothing
    assert s.doubloons[0] == 2


def test_orellana_three_of_a_kind():
    s = trading(2, [[9, 9], [5, 5]], master=0)
    give_dev(s, 0, character(C.ORELLANA))
    set_market(s, [5, 5, 1])
    act(s, 0, "announce:2", "offer:9", "offer:9")
    act(s, 1, "offer:5", "offer:5")
    act(s, 0, "take:1.5", "swap:1")
    assert s.doubloons[0] == 2 and sorted(s.market) == [5, 5, 5]

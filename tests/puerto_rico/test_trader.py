"""The trader phase."""

from __future__ import annotations

from .helpers import act, board, check_invariants, choose, codes, give_building, give_goods, new_state


def test_trader_privilege_and_markets():
    st = new_state(4)
    give_goods(st, 0, coffee=1)
    give_goods(st, 1, tobacco=1)
    give_building(st, 1, "small_market", 1)
    give_building(st, 1, "large_market", 1)
    choose(st, 0, "trader")
    act(st, "sell:coffee")
    assert board(st, 0).doubloons == 3 + 4 + 1
    act(st, "sell:tobacco")
    assert board(st, 1).doubloons == 3 + 3 + 1 + 2
    check_invariants(st)


def test_trader_privilege_only_on_a_sale():
    st = new_state(4)
    give_goods(st, 1, sugar=1)
    choose(st, 0, "trader")  # seat 0 has nothing to sell
    assert board(st, 0).doubloons == 3
    assert st.queue[0] == 1


def test_corn_sells_for_nothing():
    st = new_state(4)
    give_goods(st, 1, corn=1, indigo=1)
    choose(st, 0, "trader")
    act(st, "sell:corn")
    assert board(st, 1).doubloons == 3 and st.trading_house == ["corn"]


def test_trading_house_buys_different_kinds_only():
    st = new_state(4)
    give_goods(st, 0, indigo=1)
    give_goods(st, 1, indigo=1, sugar=1)
    choose(st, 0, "trader")
    act(st, "sell:indigo")
    assert codes(st) == ["sell:sugar", "pass"]


def test_office_sells_a_kind_already_in_the_house():
    """Rulebook: tobacco in the house; Bob and then Chris, each with an office, sell tobacco."""
    st = new_state(4)
    st.trading_house = ["tobacco"]
    st.goods["tobacco"] -= 1
    for seat in (1, 2):
        give_goods(st, seat, tobacco=1)
        give_building(st, seat, "office", 1)
    choose(st, 1, "trader")
    act(st, "sell:tobacco")
    act(st, "sell:tobacco")
    assert st.trading_house == ["tobacco"] * 3
    check_invariants(st)


def test_full_trading_house_ends_the_phase_and_is_emptied():
    st = new_state(4)
    st.trading_house = ["corn", "indigo"]
    st.goods["corn"] -= 1
    st.goods["indigo"] -= 1
    give_goods(st, 0, sugar=1)
    give_goods(st, 1, tobacco=1)
    give_goods(st, 2, coffee=1)
    choose(st, 0, "trader")
    act(st, "sell:sugar")
    act(st, "sell:tobacco")  # the house is full: seat 2 cannot sell
    assert st.phase == "role" and st.trading_house == []
    assert board(st, 2).goods["coffee"] == 1
    check_invariants(st)


def test_trading_house_with_fewer_than_four_stays():
    st = new_state(4)
    give_goods(st, 0, sugar=1)
    choose(st, 0, "trader")
    act(st, "sell:sugar")
    assert st.phase == "role" and st.trading_house == ["sugar"]

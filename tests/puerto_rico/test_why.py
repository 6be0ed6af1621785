"""Why not, in Puerto Rico (engine/puerto_rico/why.py): each rule that keeps a tapped piece
from being chosen, set up as the rulebook states it, and asked as the table asks it, from the
seat's view (engine/why.py)."""

from __future__ import annotations

from engine.core import Action, Refusal
from engine.puerto_rico.why import refusal
from engine.why import NOT_YOUR_TURN, OVER, why_not

from .helpers import (
    GAME,
    act,
    choose,
    codes,
    give_building,
    give_goods,
    give_tile,
    load_ship,
    new_match,
    new_state,
    set_doubloons,
)


def _why(st, seat: int, code: str) -> Refusal | None:
    assert code not in codes(st)
    return refusal(st, seat, Action.parse(code))


def test_a_city_holds_one_of_each_building():
    """"같은 건물을 두 개 지을 수 없다": the Small Market is already in the city."""
    st = new_state(4)
    give_building(st, 1, "small_market")
    choose(st, 0, "builder")
    act(st, "pass")
    assert _why(st, 1, "build:small_market") == Refusal("pr.build_owned", {"building": "small_market"})


def test_a_building_none_of_which_is_left_cannot_be_built():
    st = new_state(4)
    st.buildings["small_market"] = 0
    choose(st, 0, "builder")
    assert _why(st, 0, "build:small_market") == Refusal("pr.build_none_left", {"building": "small_market"})


def test_a_large_building_takes_two_city_spaces():
    st = new_state(4)
    set_doubloons(st, 0, 20)
    for name in ("small_market", "hacienda", "construction_hut", "small_warehouse", "hospice", "office",
                 "large_market", "large_warehouse", "factory", "university", "harbor"):
        give_building(st, 0, name)
    choose(st, 0, "builder")
    assert _why(st, 0, "build:guild_hall") == Refusal("pr.build_no_room_large", {"building": "guild_hall", "free": 1})


def test_a_building_costs_its_price_less_the_occupied_quarries_and_the_builder_s_doubloon():
    """The rulebook's example: three occupied quarries take 3 off the office (column 2: 2 off
    at most) ... the builder one more. With too few doubloons the price is said."""
    st = new_state(4)
    for _ in range(3):
        give_tile(st, 1, "quarry", 1)
    set_doubloons(st, 1, 2)
    choose(st, 0, "builder")
    act(st, "pass")
    assert _why(st, 1, "build:office") == Refusal("pr.build_too_dear", {"building": "office", "price": 3,
                                                                          "doubloons": 2})


def test_a_building_is_built_in_the_builder_phase_only():
    st = new_state(4)
    choose(st, 0, "trader")
    assert refusal(st, 0, Action.parse("build:small_market")) == Refusal("pr.build_not_now",
                                                                          {"building": "small_market"})


def test_a_role_taken_this_round_is_not_on_the_table():
    st = new_state(4)
    choose(st, 0, "trader")
    while st.phase != "role":
        act(st, codes(st)[-1])
    seat = st.chooser
    assert _why(st, seat, "role:trader") == Refusal("pr.role_taken", {"role": "trader"})


def _phase(st, phase: str, seat: int = 0):
    """``seat`` to act in ``phase`` (the refusals read the board and the phase, not the queue)."""
    st.phase, st.chooser = phase, seat
    return st


def test_the_trading_house_takes_one_barrel_of_a_kind_unless_the_seller_has_an_office():
    st = _phase(new_state(4), "trader")
    give_goods(st, 0, indigo=2)
    st.trading_house = ["indigo"]
    assert refusal(st, 0, Action.parse("sell:indigo")) == Refusal("pr.house_has_kind", {"good": "indigo"})
    give_building(st, 0, "office", 1)
    assert refusal(st, 0, Action.parse("sell:indigo")) is None


def test_the_trading_house_holds_four_barrels():
    st = _phase(new_state(4), "trader")
    give_goods(st, 0, coffee=1)
    st.trading_house = ["corn", "indigo", "sugar", "tobacco"]
    assert refusal(st, 0, Action.parse("sell:coffee")) == Refusal("pr.house_full")


def test_a_good_is_sold_only_by_a_seat_that_holds_a_barrel_of_it():
    st = new_state(4)
    give_goods(st, 0, corn=1)
    choose(st, 0, "trader")
    assert _why(st, 0, "sell:sugar") == Refusal("pr.no_barrel", {"good": "sugar"})


def test_a_ship_carries_one_kind_is_not_loaded_when_full_and_a_kind_on_board_goes_to_its_ship():
    st = _phase(new_state(4), "captain")  # ships of 5, 6 and 7 with four players
    give_goods(st, 0, corn=2, sugar=1)
    load_ship(st, 0, "indigo", 2)
    load_ship(st, 1, "sugar", 6)
    assert refusal(st, 0, Action.parse("load:corn.0")) == Refusal("pr.ship_other_kind",
                                                                   {"good": "corn", "carried": "indigo"})
    assert refusal(st, 0, Action.parse("load:sugar.1")) == Refusal("pr.ship_full", {"good": "sugar"})
    assert refusal(st, 0, Action.parse("load:corn.2")) is None


def test_a_kind_already_on_a_ship_goes_on_no_other_and_the_empty_ship_taking_most_is_chosen():
    st = _phase(new_state(4), "captain")
    give_goods(st, 0, corn=3, coffee=3)
    load_ship(st, 2, "corn", 1)
    assert refusal(st, 0, Action.parse("load:corn.0")) == Refusal("pr.kind_on_other_ship", {"good": "corn"})
    assert refusal(st, 0, Action.parse("load:coffee.0")) is None  # both empty ships take all three
    st.ships[1]["capacity"] = 2
    assert refusal(st, 0, Action.parse("load:coffee.1")) == Refusal("pr.ship_not_largest", {"good": "coffee"})


def test_a_quarry_is_the_settler_s_privilege_or_the_construction_hut_s():
    st = new_state(4)
    choose(st, 0, "settler")
    act(st, codes(st)[0])
    assert _why(st, 1, "quarry") == Refusal("pr.quarry_privilege")


def test_asked_from_a_view_another_seat_s_turn_and_the_end_are_said_so():
    m = new_match(3, seed=4)
    seat = m.to_act[0]
    other = (seat + 1) % 3
    assert why_not(GAME, m.view(other), m.legal(other), "role:builder") == Refusal(NOT_YOUR_TURN)
    assert why_not(GAME, m.view(seat), m.legal(seat), "role:builder") is None  # legal: no refusal
    refused = why_not(GAME, m.view(seat), m.legal(seat), "build:small_market")
    assert refused == Refusal("pr.build_not_now", {"building": "small_market"})
    view = m.view(seat)
    assert why_not(GAME, {**view, "result": {"scores": []}}, [], "role:builder") == Refusal(OVER)

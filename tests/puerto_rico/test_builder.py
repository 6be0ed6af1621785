"""The builder phase."""

from __future__ import annotations

from engine.puerto_rico.builder import building_cost

from .helpers import (
    act,
    board,
    check_invariants,
    choose,
    codes,
    finish_phase,
    give_building,
    give_tile,
    new_state,
    set_doubloons,
)


def test_quarry_discount_rulebook_example():
    """Three occupied quarries: construction hut 1, office 3, harbor 5, city hall 7."""
    st = new_state(4)
    for _ in range(3):
        give_tile(st, 1, "quarry", 1)
    st.chooser = 0  # seat 1 is not the builder
    assert [building_cost(st, 1, b) for b in ("construction_hut", "office", "harbor", "city_hall")] == [1, 3, 5, 7]


def test_unoccupied_quarries_give_no_discount():
    st = new_state(4)
    give_tile(st, 1, "quarry", 0)
    st.chooser = 0
    assert building_cost(st, 1, "small_market") == 1


def test_builder_privilege_one_doubloon_off_never_below_zero():
    st = new_state(4)
    give_tile(st, 0, "quarry", 1)
    st.chooser = 0
    assert building_cost(st, 0, "small_market") == 0  # 1 - 1 quarry - 1 privilege, not -1
    assert building_cost(st, 0, "coffee_roaster") == 4
    set_doubloons(st, 0, 0)
    choose(st, 0, "builder")
    assert "build:small_market" in codes(st)
    act(st, "build:small_market")
    assert board(st, 0).doubloons == 0 and board(st, 0).has("small_market")


def test_builder_phase_clockwise_one_building_each():
    st = new_state(4)
    choose(st, 2, "builder")
    assert st.queue == [2, 3, 0, 1]
    act(st, "build:hacienda")  # 2 - 1 for the builder
    assert board(st, 2).doubloons == 2
    act(st, "build:hacienda")
    act(st, "build:small_warehouse")
    act(st, "build:construction_hut")
    assert st.phase == "role"
    assert board(st, 3).doubloons == 1 and board(st, 0).doubloons == 0 and board(st, 1).doubloons == 1
    assert st.buildings["hacienda"] == 0
    check_invariants(st)


def test_one_of_each_building_in_a_city():
    st = new_state(4)
    give_building(st, 0, "small_market")
    choose(st, 0, "builder")
    assert "build:small_market" not in codes(st)


def test_no_building_without_enough_doubloons():
    st = new_state(4)
    choose(st, 1, "builder")
    assert "build:sugar_mill" in codes(st)  # 4 - 1 = 3 doubloons
    assert "build:tobacco_storage" not in codes(st)


def test_large_building_needs_two_free_city_spaces():
    st = new_state(4)
    set_doubloons(st, 0, 30)
    for name in ("small_indigo_plant", "small_sugar_mill", "indigo_plant", "sugar_mill", "tobacco_storage",
                 "coffee_roaster", "small_market", "hacienda", "construction_hut", "small_warehouse"):
        give_building(st, 0, name)
    choose(st, 0, "builder")
    assert "build:residence" in codes(st)
    give_building(st, 0, "hospice")
    assert "build:residence" not in codes(st) and "build:office" in codes(st)


def test_twelfth_city_space_ends_the_game_after_the_round():
    st = new_state(4)
    set_doubloons(st, 0, 30)
    for name in ("small_indigo_plant", "small_sugar_mill", "indigo_plant", "sugar_mill", "tobacco_storage",
                 "coffee_roaster", "small_market", "hacienda", "construction_hut", "small_warehouse"):
        give_building(st, 0, name)
    choose(st, 0, "builder")
    act(st, "build:city_hall")
    assert st.end_triggers == ["city"] and board(st, 0).city_free() == 0
    finish_phase(st)
    for role in ("prospector", "trader", "craftsman"):
        assert st.phase == "role"
        act(st, f"role:{role}")
        finish_phase(st)
    assert st.phase == "over"
    check_invariants(st)


def test_university_puts_a_colonist_on_the_new_building():
    st = new_state(4)
    give_building(st, 1, "university", 1)
    set_doubloons(st, 1, 10)
    choose(st, 1, "builder")
    supply = st.colonist_supply
    act(st, "build:coffee_roaster")
    assert codes(st) == ["university", "decline"] and board(st, 1).city[-1] == ["coffee_roaster", 0]
    act(st, "university")
    assert board(st, 1).city[-1] == ["coffee_roaster", 1]  # one colonist even with 2 circles
    assert st.colonist_supply == supply - 1
    check_invariants(st)


def test_university_takes_from_the_ship_when_the_supply_is_empty():
    st = new_state(4)
    give_building(st, 1, "university", 1)
    st.colonist_ship += st.colonist_supply
    st.colonist_supply = 0
    choose(st, 1, "builder")
    ship = st.colonist_ship
    act(st, "build:hacienda")
    act(st, "university")
    assert board(st, 1).city[-1] == ["hacienda", 1] and st.colonist_ship == ship - 1
    check_invariants(st)


def test_university_colonist_may_be_declined():
    """"원하지 않는다면, 가동 중인 보라색 건물의 특수 기능을 사용하지 않아도 된다": the university
    "놓을 수 있다" (may); its colonist would leave the supply, whose running short ends the game."""
    st = new_state(4)
    give_building(st, 1, "university", 1)
    set_doubloons(st, 1, 10)
    supply = st.colonist_supply
    choose(st, 1, "builder")
    act(st, "build:large_market")
    assert codes(st) == ["university", "decline"]
    act(st, "decline")
    assert board(st, 1).city[-1] == ["large_market", 0] and st.colonist_supply == supply
    assert board(st, 1).doubloons == 10 - (5 - 1) and st.queue[0] == 2  # the turn is over
    assert {"type": "build", "seat": 1, "building": "large_market", "cost": 4, "university": False} in st.log
    assert {"type": "decline", "seat": 1, "building": "university"} in st.log
    check_invariants(st)


def test_a_university_just_built_does_not_serve_itself():
    st = new_state(4)
    set_doubloons(st, 1, 10)
    choose(st, 1, "builder")
    act(st, "build:university")
    assert board(st, 1).city[-1] == ["university", 0] and st.queue[0] == 2  # not asked
    check_invariants(st)

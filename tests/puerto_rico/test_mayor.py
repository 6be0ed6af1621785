"""The mayor phase: colonists arrive, are placed, and the ship is refilled."""

from __future__ import annotations

from .helpers import (
    act,
    board,
    check_invariants,
    choose,
    codes,
    finish_phase,
    give_building,
    give_colonists,
    give_tile,
    new_state,
)


def test_mayor_privilege_and_ship_colonists_one_at_a_time_from_the_mayor():
    st = new_state(4)
    st.colonist_ship = 6
    st.colonist_supply -= 2
    choose(st, 2, "mayor")
    assert codes(st) == ["privilege", "decline"] and st.colonist_ship == 6  # the mayor first ("먼저")
    act(st, "privilege")
    # every starting plantation takes one colonist, the rest wait in San Juan
    assert [s.colonists() for s in st.seats] == [1, 1, 3, 2]  # seat 2: 1 privilege + 2 from the ship
    assert st.seats[2].san_juan == 2 and st.seats[2].island == [["corn", 1]]
    check_invariants(st)


def test_mandatory_filling_of_empty_circles():
    st = new_state(4)
    give_building(st, 0, "indigo_plant")  # 3 circles
    give_colonists(st, 0, 5)  # in San Juan
    choose(st, 1, "mayor")
    act(st, "privilege")
    b = board(st, 0)
    # 5 + 1 from the ship = 6 colonists for 4 circles: all filled, 2 stay in San Juan
    assert b.island == [["indigo", 1]] and b.city == [["indigo_plant", 3]] and b.san_juan == 2
    check_invariants(st)


def test_colonists_placed_step_by_step_on_distinct_spots():
    st = new_state(4)
    give_tile(st, 0, "corn")
    give_tile(st, 0, "corn")
    give_tile(st, 0, "quarry")
    give_building(st, 0, "small_market")
    give_building(st, 0, "sugar_mill")
    choose(st, 0, "mayor")
    act(st, "privilege")  # 1 privilege + 1 from the ship, 8 empty circles
    assert codes(st) == ["place:corn", "place:indigo", "place:quarry", "place:small_market", "place:sugar_mill"]
    act(st, "place:quarry")
    act(st, "place:sugar_mill")
    b = board(st, 0)
    assert b.san_juan == 0 and st.phase == "role"  # the other seats had no choice
    assert ["quarry", 1] in b.island and b.city[1] == ["sugar_mill", 1]
    check_invariants(st)


def test_keep_or_rearrange_colonists_already_placed():
    st = new_state(4)
    b = board(st, 0)
    give_colonists(st, 0, 1, b.island[0])  # on the indigo plantation
    give_tile(st, 0, "corn")
    give_building(st, 0, "small_market")
    give_building(st, 0, "hacienda")
    st.colonist_ship = 4
    choose(st, 1, "mayor")
    act(st, "privilege")  # seat 0 gets 1 new colonist; 3 empty circles
    assert st.queue[0] == 0
    assert codes(st) == ["keep", "rearrange"]
    act(st, "rearrange")
    assert b.san_juan == 2 and b.island[0] == ["indigo", 0]
    act(st, "place:small_market")
    act(st, "place:hacienda")
    assert [c for _, c in b.island] == [0, 0] and [c for _, c in b.city] == [1, 1]
    check_invariants(st)


def test_keep_places_only_the_new_colonists():
    st = new_state(4)
    b = board(st, 0)
    give_colonists(st, 0, 1, b.island[0])
    give_tile(st, 0, "corn")
    give_building(st, 0, "small_market")
    choose(st, 1, "mayor")
    act(st, "privilege")
    act(st, "keep")
    assert codes(st) == ["place:corn", "place:small_market"]
    act(st, "place:corn")
    assert b.island == [["indigo", 1], ["corn", 1]] and b.city == [["small_market", 0]]


def test_san_juan_holds_only_what_cannot_be_placed():
    st = new_state(4)
    choose(st, 0, "mayor")
    act(st, "privilege")
    b = board(st, 0)
    assert b.island == [["indigo", 1]] and b.san_juan == 1  # privilege + ship: 2 colonists, 1 circle


def test_ship_refill_by_empty_building_circles():
    st = new_state(4)
    give_building(st, 0, "coffee_roaster")  # 2 circles
    give_building(st, 1, "tobacco_storage")  # 3 circles
    give_building(st, 2, "indigo_plant")  # 3 circles
    give_tile(st, 3, "sugar")  # plantations do not count
    choose(st, 3, "mayor")
    act(st, "privilege")
    finish_phase(st)
    # the 5 colonists (1 privilege + 4 ship) went to the islands and buildings first
    empty = sum(s.empty_building_circles() for s in st.seats)
    assert st.colonist_ship == max(4, empty) == empty
    check_invariants(st)


def test_ship_refill_at_least_the_number_of_players():
    st = new_state(4)
    choose(st, 0, "mayor")
    act(st, "privilege")
    assert st.colonist_ship == 4
    assert st.end_triggers == []


def test_supply_emptied_exactly_is_no_game_end():
    st = new_state(4)
    st.colonist_supply = 5  # 1 for the privilege, 4 for the ship
    st.totals["colonists"] = 5 + 4
    choose(st, 0, "mayor")
    act(st, "privilege")
    assert st.colonist_supply == 0 and st.colonist_ship == 4
    assert st.end_triggers == []


def test_ship_not_refilled_in_full_ends_the_game_after_the_round():
    st = new_state(4)
    st.colonist_supply = 4  # 1 privilege, 3 left for a ship needing 4
    st.totals["colonists"] = 4 + 4
    choose(st, 0, "mayor")
    act(st, "privilege")
    assert st.colonist_ship == 3 and st.end_triggers == ["colonists"]
    assert st.phase == "role" and st.chooser == 1  # the round goes on
    for role in ("prospector", "builder", "trader"):
        act(st, f"role:{role}")
        finish_phase(st)
    assert st.phase == "over" and st.round == 1
    check_invariants(st)


def test_mayor_may_decline_his_privilege_colonist():
    """"자신이 고른 카드의 특권이나 액션은 사용하지 않아도 된다": the privilege colonist comes
    out of the supply, and a supply too short to refill the ship ends the game; declining it
    here keeps the game going."""
    st = new_state(4)
    st.totals["colonists"] -= st.colonist_supply - 4
    st.colonist_supply = 4  # exactly the next ship (4 players, no empty building circle)
    choose(st, 0, "mayor")
    assert codes(st) == ["privilege", "decline"] and st.colonist_ship == 4  # asked before the ship
    act(st, "decline")
    assert [s.colonists() for s in st.seats] == [1, 1, 1, 1]  # the ship's colonists only
    assert st.colonist_supply == 0 and st.colonist_ship == 4 and st.end_triggers == []
    assert {"type": "decline", "seat": 0, "role": "mayor"} in st.log
    assert not any(e["type"] == "privilege" for e in st.log)
    check_invariants(st)


def test_no_privilege_colonist_question_with_the_supply_empty():
    """"이주민 여벌 중에서(이민선에서 가져오는 것이 아님!)": nothing to take, nothing to ask."""
    st = new_state(4)
    st.totals["colonists"] -= st.colonist_supply
    st.colonist_supply = 0
    choose(st, 0, "mayor")
    assert not any(e["type"] in ("privilege", "decline") for e in st.log)
    assert [s.colonists() for s in st.seats] == [1, 1, 1, 1] and st.end_triggers == ["colonists"]
    check_invariants(st)

"""The captain phase: shipping, the harbor and the wharf, storage, emptying ships."""

from __future__ import annotations

from .helpers import (
    act,
    board,
    check_invariants,
    choose,
    codes,
    finish_phase,
    give_building,
    give_goods,
    give_vp,
    load_ship,
    new_state,
)


def vp_of(st, seat):
    return board(st, seat).vp


def test_loading_is_compulsory_one_kind_per_turn_as_many_as_fit():
    st = new_state(4)  # ships 5, 6, 7
    give_goods(st, 1, corn=3, sugar=2)
    choose(st, 1, "captain")
    assert "pass" not in codes(st)
    act(st, "load:sugar.0")  # 2 sugar fit on every empty ship: any may take them
    assert codes(st) == ["privilege", "decline"]
    act(st, "privilege")
    assert board(st, 1).goods["sugar"] == 0 and board(st, 1).goods["corn"] == 3
    assert st.ships[0] == {"capacity": 5, "good": "sugar", "load": 2}
    assert vp_of(st, 1) == 2 + 1  # the captain's privilege
    check_invariants(st)


def test_a_kind_already_on_a_ship_goes_only_to_that_ship():
    st = new_state(4)
    load_ship(st, 1, "corn", 2)
    give_goods(st, 0, corn=3)
    give_goods(st, 2, corn=1)
    choose(st, 0, "captain")  # every load had a single choice: the engine made them
    act(st, "privilege")
    assert board(st, 0).goods["corn"] == 0 and board(st, 2).goods["corn"] == 0
    assert (vp_of(st, 0), vp_of(st, 2)) == (3 + 1, 1)
    loads = [e for e in st.log if e["type"] == "load"]
    assert [(e["seat"], e["count"], e["ship"]) for e in loads] == [(0, 3, 1), (2, 1, 1)]
    assert st.ships[1]["load"] == 0  # full at the end of the phase: emptied


def test_no_loading_onto_a_full_ship_or_with_the_kind_on_a_full_ship():
    st = new_state(4)
    load_ship(st, 0, "corn", 5)
    give_goods(st, 0, corn=2)
    choose(st, 0, "captain")
    assert board(st, 0).goods["corn"] == 1 and vp_of(st, 0) == 0  # nothing shipped, one barrel kept
    check_invariants(st)


def test_the_empty_ship_that_takes_the_most():
    st = new_state(4)
    give_goods(st, 0, indigo=6, sugar=1)
    give_goods(st, 1, corn=1)
    choose(st, 0, "captain")
    assert codes(st) == ["load:indigo.1", "load:indigo.2", "load:sugar.0", "load:sugar.1", "load:sugar.2"]


def test_the_empty_ship_that_takes_the_most_when_all_are_smaller():
    st = new_state(4)
    give_goods(st, 0, indigo=9, sugar=1)
    choose(st, 0, "captain")
    assert [c for c in codes(st) if "indigo" in c] == ["load:indigo.2"]


def test_captain_privilege_once():
    st = new_state(4)
    give_goods(st, 0, corn=1, sugar=1)
    choose(st, 0, "captain")
    act(st, "load:corn.0")
    act(st, "privilege")
    assert vp_of(st, 0) == 2 and st.queue[0] == 0  # the others have nothing: his turn again
    act(st, "load:sugar.1")  # not asked again: the privilege went with his first load
    loads = [e for e in st.log if e["type"] == "load"]
    assert [e["good"] for e in loads] == ["corn", "sugar"]
    assert vp_of(st, 0) == 1 + 1 + 1  # the privilege only once


def test_phase_loops_until_nobody_can_load():
    st = new_state(4)
    give_goods(st, 1, corn=1, indigo=1, sugar=1)
    give_goods(st, 3, coffee=1)
    choose(st, 0, "captain")
    loads = []
    while st.phase == "captain":
        seat = st.queue[0]
        act(st, codes(st)[0])
        loads.append(seat)
    assert st.ships[0]["good"] and st.ships[1]["good"] and st.ships[2]["good"]
    assert sum(s.goods[g] for s in st.seats for g in s.goods) == 1  # one of four kinds found no ship
    check_invariants(st)


def test_harbor_and_wharf_rulebook_example():
    """Harbor and wharf: 3 of 5 tobacco onto the tobacco ship (3+1), 2 sugar onto the sugar
    ship (2+1), the last 2 tobacco by the wharf (2+1): 10 VP, 3 of them from the harbor."""
    st = new_state(4)
    load_ship(st, 0, "tobacco", 2)  # room for 3
    load_ship(st, 1, "sugar", 1)
    give_building(st, 2, "harbor", 1)
    give_building(st, 2, "wharf", 1)
    give_goods(st, 2, tobacco=5, sugar=2)
    choose(st, 0, "captain")
    act(st, "load:tobacco.0")
    assert codes(st) == ["harbor", "decline"]
    act(st, "harbor")
    assert vp_of(st, 2) == 3 + 1
    act(st, "load:sugar.1")
    act(st, "harbor")
    assert vp_of(st, 2) == 3 + 1 + 2 + 1
    assert codes(st) == ["wharf:tobacco", "pass"]  # only the wharf: it need not be used
    act(st, "wharf:tobacco")
    act(st, "harbor")
    assert vp_of(st, 2) == 10 and board(st, 2).goods["tobacco"] == 0
    check_invariants(st)


def test_wharf_once_per_phase_capacity_eleven():
    st = new_state(4)
    give_building(st, 1, "wharf", 1)
    st.goods["corn"] += 3
    st.totals["goods"]["corn"] += 3
    give_goods(st, 1, corn=13, indigo=1)
    choose(st, 0, "captain")
    assert "wharf:corn" in codes(st) and "wharf:indigo" in codes(st)
    act(st, "wharf:corn")
    assert board(st, 1).goods["corn"] == 2 and vp_of(st, 1) == 11
    act(st, "load:indigo.0")
    assert not any(c.startswith("wharf") for c in codes(st))
    check_invariants(st)


def test_storage_one_barrel_on_the_windrose():
    st = new_state(4)
    give_goods(st, 0, corn=1)
    load_ship(st, 0, "indigo", 1)
    load_ship(st, 1, "sugar", 1)
    load_ship(st, 2, "tobacco", 1)
    give_goods(st, 1, coffee=3, corn=2)  # nothing can be shipped
    choose(st, 0, "captain")
    act(st, "keep:coffee")
    assert board(st, 1).goods == {"corn": 0, "indigo": 0, "sugar": 0, "tobacco": 0, "coffee": 1}
    assert board(st, 0).goods["corn"] == 1
    check_invariants(st)


def test_small_and_large_warehouse():
    st = new_state(4)
    for ship, good in enumerate(("indigo", "sugar", "tobacco")):
        load_ship(st, ship, good, 1)
    give_building(st, 1, "small_warehouse", 1)
    give_building(st, 2, "small_warehouse", 1)
    give_building(st, 2, "large_warehouse", 1)
    give_goods(st, 1, coffee=3, corn=2)
    give_goods(st, 2, coffee=3, corn=2)
    choose(st, 0, "captain")
    assert st.queue[0] == 1 and codes(st) == ["store:corn", "store:coffee", "decline"]
    act(st, "store:coffee")  # 2 corn left, no warehouse kind: one corn on the windrose, forced
    assert board(st, 1).goods["coffee"] == 3 and board(st, 1).goods["corn"] == 1
    # seat 2: 3 kinds fit, and still a choice (purple buildings need not be used)
    assert st.queue[0] == 2 and codes(st) == ["store:corn", "store:coffee", "decline"]
    act(st, "store:coffee")
    assert codes(st) == ["store:corn", "decline"]
    act(st, "store:corn")
    assert board(st, 2).goods["coffee"] == 3 and board(st, 2).goods["corn"] == 2
    assert st.phase == "role"
    check_invariants(st)


def test_unoccupied_warehouse_keeps_nothing():
    st = new_state(4)
    for ship, good in enumerate(("indigo", "sugar", "tobacco")):
        load_ship(st, ship, good, 1)
    give_building(st, 1, "small_warehouse", 0)
    give_goods(st, 1, coffee=3)
    choose(st, 0, "captain")
    assert board(st, 1).goods["coffee"] == 1


def test_only_full_ships_are_emptied():
    st = new_state(4)
    give_goods(st, 0, corn=5, indigo=2)
    choose(st, 0, "captain")
    act(st, "load:corn.0")
    finish_phase(st)
    assert st.ships[0] == {"capacity": 5, "good": None, "load": 0}
    assert [sh["load"] for sh in st.ships[1:]] in ([2, 0], [0, 2])
    check_invariants(st)


def test_vp_chips_running_out_ends_the_game_and_vp_still_count():
    st = new_state(4)
    give_vp(st, 3, st.vp_supply - 2)
    give_goods(st, 0, corn=7)
    choose(st, 0, "captain")
    assert st.vp_supply == 2 - 8 and st.seats[0].vp == 8
    assert st.end_triggers == ["vp"] and st.phase == "role"
    check_invariants(st)


def test_captain_phase_example():
    """A whole captain phase by the rules' captain section: the captain loads first, the
    loading goes round until nobody can load, full ships are emptied, each player keeps
    one barrel, a small warehouse a whole kind."""
    st = new_state(4)  # ships 5, 6, 7
    load_ship(st, 1, "corn", 4)  # 2 places left for corn
    give_goods(st, 1, corn=3, coffee=2)  # the captain
    give_goods(st, 2, indigo=4, sugar=2)
    give_goods(st, 3, indigo=2, tobacco=3)
    give_building(st, 3, "small_warehouse", 1)
    give_goods(st, 0, sugar=3)
    choose(st, 1, "captain")
    # captain: corn only onto the corn ship; coffee onto an empty ship (both empty ones take 2)
    assert codes(st) == ["load:corn.1", "load:coffee.0", "load:coffee.2"]
    act(st, "load:corn.1")  # 2 of 3 corn: 2 + 1 VP
    act(st, "privilege")
    assert vp_of(st, 1) == 3 and st.ships[1]["load"] == 6
    # seat 2: indigo 4 goes onto the biggest empty ship that takes all: 5 or 7
    assert codes(st) == ["load:indigo.0", "load:indigo.2", "load:sugar.0", "load:sugar.2"]
    act(st, "load:indigo.0")
    # seat 3: indigo onto the indigo ship (1 place left), tobacco onto the last empty ship
    assert codes(st) == ["load:indigo.0", "load:tobacco.2"]
    act(st, "load:tobacco.2")
    # seat 0: sugar has no ship left; nothing to load. Seat 1: coffee neither.
    # seat 2: sugar neither, nothing; seat 3: indigo (1 fits) is forced
    assert st.phase == "storage"
    assert st.ships[0] == {"capacity": 5, "good": "indigo", "load": 5}
    assert board(st, 3).goods == {"corn": 0, "indigo": 1, "sugar": 0, "tobacco": 0, "coffee": 0}
    assert [vp_of(st, s) for s in range(4)] == [0, 3, 4, 4]
    # storage from the captain: seat 1 keeps 1 corn or 1 coffee
    assert st.queue[0] == 1 and codes(st) == ["keep:corn", "keep:coffee"]
    act(st, "keep:coffee")
    # seat 2 has only sugar left: 1 kept without asking; seat 3's warehouse keeps its indigo
    assert st.phase == "role"
    assert board(st, 1).goods["coffee"] == 1 and board(st, 1).goods["corn"] == 0
    assert board(st, 2).goods["sugar"] == 1 and board(st, 3).goods["indigo"] == 1
    assert board(st, 0).goods["sugar"] == 1
    # full ships (corn 6/6, indigo 5/5) are emptied; the tobacco ship stays
    assert st.ships == [{"capacity": 5, "good": None, "load": 0}, {"capacity": 6, "good": None, "load": 0},
                        {"capacity": 7, "good": "tobacco", "load": 3}]
    check_invariants(st)


def test_captain_may_decline_his_privilege_vp_while_a_chip_could_change_the_end():
    """"자신이 고른 카드의 특권이나 액션은 사용하지 않아도 된다": loading is compulsory ("예외:
    선장"), the privilege is not. While chips are left and nothing has ended the game, his chip
    brings the last chip nearer, so he is asked; declined at his first load, it is gone."""
    st = new_state(4)
    give_goods(st, 0, corn=3, sugar=2)
    supply = st.vp_supply
    choose(st, 0, "captain")
    act(st, "load:corn.0")
    assert codes(st) == ["privilege", "decline"]
    act(st, "decline")
    assert vp_of(st, 0) == 3 and st.vp_supply == supply - 3
    assert st.queue[0] == 0 and codes(st) == ["load:sugar.1", "load:sugar.2"]  # his turn again
    act(st, "load:sugar.1")  # the privilege belonged to the first load: no question now
    assert vp_of(st, 0) == 3 + 2 and st.vp_supply == supply - 5
    assert {"type": "decline", "seat": 0, "role": "captain"} in st.log
    assert not any(e["type"] == "privilege" for e in st.log)
    check_invariants(st)


def test_harbor_vp_may_be_declined():
    """"원하지 않는다면, 가동 중인 보라색 건물의 특수 기능을 사용하지 않아도 된다": the harbor
    too, on every load (the wharf's included)."""
    st = new_state(4)
    give_building(st, 1, "harbor", 1)
    give_building(st, 1, "wharf", 1)
    give_goods(st, 1, corn=2, indigo=1)
    choose(st, 0, "captain")  # seat 0 has nothing to load
    assert st.queue[0] == 1
    act(st, "load:corn.0")
    assert codes(st) == ["harbor", "decline"]
    act(st, "decline")
    assert vp_of(st, 1) == 2
    act(st, "wharf:indigo")
    act(st, "harbor")
    assert vp_of(st, 1) == 2 + 1 + 1
    assert {"type": "decline", "seat": 1, "building": "harbor"} in st.log
    assert [e for e in st.log if e["type"] == "harbor"] == [{"type": "harbor", "seat": 1, "vp": 1}]
    check_invariants(st)


def test_captain_privilege_and_harbor_are_given_once_the_end_is_settled():
    """Once a game-end condition has fired this round, or the load takes the last chips ("선장
    페이즈의 끝에 마지막 승리 포인트 칩이 사용되었다"), one more chip cannot change when the game
    ends: the privilege ("선장은 특권으로 추가 승리 포인트 1점을 얻는다") and the harbor are
    then only points, given without asking."""
    st = new_state(4)
    st.end_triggers = ["city"]  # fired earlier this round
    give_building(st, 0, "harbor", 1)
    give_goods(st, 0, corn=2)
    supply = st.vp_supply
    choose(st, 0, "captain")
    act(st, "load:corn.0")
    assert st.phase == "role" and vp_of(st, 0) == 2 + 1 + 1 and st.vp_supply == supply - 4
    assert {"type": "privilege", "seat": 0, "role": "captain", "vp": 1} in st.log
    assert {"type": "harbor", "seat": 0, "vp": 1} in st.log
    check_invariants(st)

    st = new_state(4)
    give_vp(st, 3, st.vp_supply - 2)
    give_building(st, 0, "harbor", 1)
    give_goods(st, 0, corn=3)
    choose(st, 0, "captain")
    act(st, "load:corn.0")  # 3 barrels for the last 2 chips: the chips are gone
    assert st.phase == "role" and vp_of(st, 0) == 3 + 1 + 1 and st.vp_supply == 2 - 5
    assert st.end_triggers == ["vp"]
    assert not any(e["type"] == "decline" for e in st.log)
    check_invariants(st)


def test_warehouses_may_go_unused():
    """"원하지 않는다면, 가동 중인 보라색 건물의 특수 기능을 사용하지 않아도 된다": a barrel kept
    must be loaded next time, so a seat may let its warehouses stand idle; the windrose still
    keeps one barrel ("남은 상품을 각자의 풍향계 위에 보관해야 한다")."""
    st = new_state(4)
    for ship, good in enumerate(("indigo", "sugar", "tobacco")):
        load_ship(st, ship, good, 1)
    give_building(st, 1, "small_warehouse", 1)
    give_building(st, 1, "large_warehouse", 1)
    give_goods(st, 1, coffee=3, corn=2)
    give_building(st, 2, "small_warehouse", 1)
    give_goods(st, 2, coffee=1)  # one barrel: the windrose keeps it, nothing to ask
    supply = dict(st.goods)
    choose(st, 0, "captain")
    assert st.queue[0] == 1 and codes(st) == ["store:corn", "store:coffee", "decline"]
    act(st, "decline")
    assert codes(st) == ["keep:corn", "keep:coffee"]  # straight to the windrose
    act(st, "keep:coffee")
    assert board(st, 1).goods == {"corn": 0, "indigo": 0, "sugar": 0, "tobacco": 0, "coffee": 1}
    assert st.goods["coffee"] == supply["coffee"] + 2 and st.goods["corn"] == supply["corn"] + 2
    assert board(st, 2).goods["coffee"] == 1 and st.phase == "role"
    assert {"type": "decline", "seat": 1, "building": "warehouse"} in st.log
    stored = {"type": "store", "seat": 1, "warehouse": [], "windrose": "coffee", "lost": {"corn": 2, "coffee": 2}}
    assert stored in st.log
    check_invariants(st)


def test_warehouses_may_stop_after_one_kind():
    st = new_state(4)
    for ship, good in enumerate(("indigo", "sugar", "tobacco")):
        load_ship(st, ship, good, 1)
    give_building(st, 1, "large_warehouse", 1)
    give_goods(st, 1, coffee=3, corn=2)
    choose(st, 0, "captain")
    act(st, "store:coffee")
    assert codes(st) == ["store:corn", "decline"]
    act(st, "decline")  # only corn is loose: one corn on the windrose, forced
    assert board(st, 1).goods["coffee"] == 3 and board(st, 1).goods["corn"] == 1
    assert {"type": "store", "seat": 1, "warehouse": ["coffee"], "windrose": "corn", "lost": {"corn": 1}} in st.log
    check_invariants(st)

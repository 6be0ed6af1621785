"""The craftsman phase."""

from __future__ import annotations

from engine.puerto_rico.craftsman import production

from .helpers import act, board, check_invariants, choose, clear_island, codes, give_building, give_tile, new_state


def indigo_and_corn(st, seat):
    """``seat`` makes one corn and one indigo."""
    clear_island(st, seat)
    give_tile(st, seat, "corn", 1)
    give_tile(st, seat, "indigo", 1)
    give_building(st, seat, "small_indigo_plant", 1)


def test_production_needs_occupied_plantations_and_building_circles():
    st = new_state(4)
    b = board(st, 0)
    clear_island(st, 0)
    give_tile(st, 0, "tobacco", 1)
    give_tile(st, 0, "tobacco", 1)
    give_tile(st, 0, "sugar", 1)
    give_tile(st, 0, "indigo", 0)
    give_building(st, 0, "tobacco_storage", 1)
    give_building(st, 0, "sugar_mill", 3)
    give_building(st, 0, "small_indigo_plant", 1)
    assert production(b) == {"corn": 0, "indigo": 0, "sugar": 1, "tobacco": 1, "coffee": 0}


def test_corn_needs_no_production_building():
    st = new_state(4)
    clear_island(st, 2)
    give_tile(st, 2, "corn", 1)
    give_tile(st, 2, "corn", 1)
    give_tile(st, 2, "corn", 0)
    assert production(board(st, 2))["corn"] == 2


def one_corn_left_for_seats_2_and_3():
    """Seats 2 and 3 each work a corn field, one corn is left, seat 3 is the craftsman."""
    st = new_state(4)
    for seat in (2, 3):
        st.seats[seat].island[0][1] = 1
        st.colonist_supply -= 1
    st.goods["corn"] = 1
    st.totals["goods"]["corn"] = 1
    choose(st, 3, "craftsman")
    return st


def test_supply_runs_out_in_seat_order_from_the_craftsman():
    st = one_corn_left_for_seats_2_and_3()
    assert st.queue[0] == 3 and codes(st) == ["produce", "pass"]
    act(st, "produce")
    # seat 2 would take nothing now: it is not asked; seat 3 has no extra corn left either
    assert st.phase == "role"
    assert board(st, 3).goods["corn"] == 1 and board(st, 2).goods["corn"] == 0
    check_invariants(st)


def test_role_actions_are_optional_so_a_seat_may_pass_its_production():
    """"역할 카드의 액션은 선택적(예외: 선장)이다": a seat may leave its goods in the supply,
    and the next seat clockwise takes what is there."""
    st = one_corn_left_for_seats_2_and_3()
    act(st, "pass")
    assert st.queue[0] == 2 and codes(st) == ["produce", "pass"]  # seats 0 and 1 make nothing
    act(st, "produce")
    assert board(st, 2).goods["corn"] == 1 and board(st, 3).goods["corn"] == 0
    assert {"type": "pass", "seat": 3, "phase": "craftsman"} in st.log
    # the craftsman produced nothing: no privilege ("장인이 상품을 생산하지 않았다면, 추가 상품(특권)
    # 하나도 얻을 수 없다")
    assert st.phase == "role"
    check_invariants(st)


def test_production_is_one_action_taken_whole_or_not_at_all():
    st = new_state(4)
    indigo_and_corn(st, 1)
    choose(st, 0, "craftsman")
    assert st.queue[0] == 1 and codes(st) == ["produce", "pass"]
    act(st, "produce")
    assert board(st, 1).goods == {"corn": 1, "indigo": 1, "sugar": 0, "tobacco": 0, "coffee": 0}


def test_factory_rulebook_example():
    """3 corn, 3 sugar, 1 tobacco ready; no corn and 2 sugar left: 2 sugar + 1 tobacco, 1 doubloon."""
    st = new_state(4)
    clear_island(st, 1)
    for kind in ["corn"] * 3 + ["sugar"] * 3 + ["tobacco"]:
        give_tile(st, 1, kind, 1)
    give_building(st, 1, "sugar_mill", 3)
    give_building(st, 1, "tobacco_storage", 1)
    give_building(st, 1, "factory", 1)
    st.totals["goods"]["corn"] -= st.goods["corn"]
    st.totals["goods"]["sugar"] -= st.goods["sugar"] - 2
    st.goods["corn"], st.goods["sugar"] = 0, 2
    before = board(st, 1).doubloons
    choose(st, 0, "craftsman")
    act(st, "produce")
    assert board(st, 1).goods == {"corn": 0, "indigo": 0, "sugar": 2, "tobacco": 1, "coffee": 0}
    assert board(st, 1).doubloons == before + 1
    check_invariants(st)


def test_factory_five_kinds_pay_five():
    st = new_state(4)
    clear_island(st, 1)
    for kind in ("corn", "indigo", "sugar", "tobacco", "coffee"):
        give_tile(st, 1, kind, 1)
    for name in ("small_indigo_plant", "small_sugar_mill", "tobacco_storage", "coffee_roaster", "factory"):
        give_building(st, 1, name, 1)
    choose(st, 0, "craftsman")
    act(st, "produce")
    assert board(st, 1).doubloons == 3 + 5


def test_factory_pays_nothing_for_a_production_passed():
    st = new_state(4)
    clear_island(st, 1)
    for kind in ("corn", "indigo"):
        give_tile(st, 1, kind, 1)
    for name in ("small_indigo_plant", "factory"):
        give_building(st, 1, name, 1)
    choose(st, 0, "craftsman")
    act(st, "pass")
    assert board(st, 1).doubloons == 3 and sum(board(st, 1).goods.values()) == 0


def test_craftsman_privilege_one_extra_good_of_a_kind_produced():
    st = new_state(4)
    indigo_and_corn(st, 0)
    st.totals["goods"]["indigo"] -= st.goods["indigo"] - 1
    st.goods["indigo"] = 1  # the craftsman takes the last indigo: no extra indigo
    choose(st, 0, "craftsman")
    act(st, "produce")
    assert codes(st) == ["extra:corn", "decline"]
    act(st, "extra:corn")
    assert st.phase == "role"
    assert board(st, 0).goods["corn"] == 2 and board(st, 0).goods["indigo"] == 1
    check_invariants(st)


def test_craftsman_privilege_is_a_choice_between_kinds():
    st = new_state(4)
    indigo_and_corn(st, 0)
    choose(st, 0, "craftsman")
    act(st, "produce")
    assert codes(st) == ["extra:corn", "extra:indigo", "decline"]
    act(st, "extra:indigo")
    assert board(st, 0).goods["indigo"] == 2


def test_chooser_need_not_use_his_privilege_the_craftsman_may_decline_the_extra_good():
    """"자신이 고른 카드의 특권이나 액션은 사용하지 않아도 된다": an extra barrel can hurt its
    owner (it must be loaded; shipping it brings the end nearer), so he may leave it."""
    st = new_state(4)
    indigo_and_corn(st, 0)
    supply = dict(st.goods)
    choose(st, 0, "craftsman")
    act(st, "produce")
    act(st, "decline")
    assert st.phase == "role"
    assert board(st, 0).goods == {"corn": 1, "indigo": 1, "sugar": 0, "tobacco": 0, "coffee": 0}
    assert st.goods["corn"] == supply["corn"] - 1 and st.goods["indigo"] == supply["indigo"] - 1
    assert {"type": "decline", "seat": 0, "role": "craftsman"} in st.log
    assert not any(e["type"] == "privilege" for e in st.log)
    check_invariants(st)


def test_no_privilege_without_production():
    st = new_state(4)
    choose(st, 0, "craftsman")  # nobody has an occupied plantation
    assert sum(sum(s.goods.values()) for s in st.seats) == 0
    assert st.phase == "role"

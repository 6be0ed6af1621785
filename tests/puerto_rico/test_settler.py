"""The settler phase."""

from __future__ import annotations

from .helpers import act, board, check_invariants, choose, codes, give_building, give_tile, new_state, set_face_up


def settler_state(*face_up: str):
    st = new_state(4)
    set_face_up(st, *face_up)
    return st


def test_settler_takes_face_up_plantation_then_the_others_clockwise():
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    choose(st, 1, "settler")
    assert codes(st) == ["quarry", "settle:corn", "settle:sugar", "settle:tobacco", "settle:coffee", "pass"]
    act(st, "settle:coffee")
    assert board(st, 1).island[-1] == ["coffee", 0]
    for seat, kind in ((2, "sugar"), (3, "sugar"), (0, "corn")):
        assert st.queue[0] == seat
        assert "quarry" not in codes(st)  # quarries are the settler's privilege
        act(st, f"settle:{kind}")
    assert st.phase == "role" and st.chooser == 2
    check_invariants(st)


def test_quarry_privilege():
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    choose(st, 0, "settler")
    act(st, "quarry")
    assert board(st, 0).island[-1] == ["quarry", 0] and st.quarries == 7


def test_no_quarry_when_none_left():
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    st.quarries = 0
    st.totals["quarries"] = 0
    choose(st, 0, "settler")
    assert "quarry" not in codes(st)


def test_construction_hut():
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    give_building(st, 1, "construction_hut", 1)
    give_building(st, 2, "construction_hut", 0)  # unoccupied: no function
    choose(st, 0, "settler")
    act(st, "settle:corn")
    assert "quarry" in codes(st)
    act(st, "quarry")
    assert board(st, 1).island[-1] == ["quarry", 0]
    assert "quarry" not in codes(st)


def test_hacienda():
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    give_building(st, 0, "hacienda", 1)
    give_building(st, 0, "hospice", 1)
    top = st.stack[-1]
    choose(st, 0, "settler")
    assert codes(st)[0] == "hacienda"
    act(st, "hacienda")
    assert board(st, 0).island[-1] == [top, 0]  # no hospice colonist on the hacienda tile
    assert "hacienda" not in codes(st) and "quarry" in codes(st)  # once, then the face-up tile
    act(st, "quarry")  # a settler with a hacienda still takes only one quarry
    assert codes(st) == ["hospice", "decline"]
    act(st, "hospice")
    assert board(st, 0).island[-1] == ["quarry", 1]
    assert len(board(st, 0).island) == 3
    check_invariants(st)


def test_hospice():
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    give_building(st, 1, "hospice", 1)
    supply = st.colonist_supply
    choose(st, 1, "settler")
    act(st, "settle:sugar")
    assert codes(st) == ["hospice", "decline"] and board(st, 1).island[-1] == ["sugar", 0]
    act(st, "hospice")
    assert board(st, 1).island[-1] == ["sugar", 1] and st.colonist_supply == supply - 1
    assert {"type": "settle", "seat": 1, "tile": "sugar", "source": "face_up", "hospice": True} in st.log
    check_invariants(st)


def test_hospice_takes_from_the_ship_when_the_supply_is_empty():
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    give_building(st, 1, "hospice", 1)
    st.colonist_ship += st.colonist_supply
    st.colonist_supply = 0
    ship = st.colonist_ship
    choose(st, 1, "settler")
    act(st, "settle:sugar")
    act(st, "hospice")
    assert board(st, 1).island[-1] == ["sugar", 1] and st.colonist_ship == ship - 1
    st.colonist_supply = st.colonist_ship = 0
    st.totals["colonists"] = sum(s.colonists() for s in st.seats)
    act(st, "settle:sugar")  # seat 2 has no hospice
    act(st, "settle:corn")
    check_invariants(st)


def test_hospice_without_any_colonist_left():
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    give_building(st, 1, "hospice", 1)
    st.totals["colonists"] -= st.colonist_supply + st.colonist_ship
    st.colonist_supply = st.colonist_ship = 0
    choose(st, 1, "settler")
    act(st, "settle:sugar")  # nothing to decide: not asked
    assert board(st, 1).island[-1] == ["sugar", 0] and st.queue[0] == 2
    check_invariants(st)


def test_twelve_space_island():
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    for kind in ["indigo"] * 6 + ["tobacco"] * 5:
        give_tile(st, 2, kind)
    choose(st, 0, "settler")
    act(st, "pass")
    act(st, "pass")  # seat 1
    assert st.queue[0] == 3  # seat 2's island is full: it is not even asked
    assert len(board(st, 2).island) == 12


def test_face_up_row_discard_and_refill():
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    choose(st, 0, "settler")
    for code in ("settle:corn", "settle:sugar", "pass", "pass"):
        act(st, code)
    assert sorted(st.discard) == ["coffee", "sugar", "tobacco"]
    assert len(st.face_up) == 5


def test_reshuffle_when_the_stack_runs_out():
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    # move all but 2 face-down tiles into the discards
    st.discard, st.stack = st.stack[:-2], st.stack[-2:]
    reveals = st.reveals
    choose(st, 0, "settler")
    for _ in range(4):
        act(st, "pass")
    assert len(st.face_up) == 5
    assert st.discard == []
    assert any(e["type"] == "reshuffle" for e in st.log) and st.reveals > reveals
    check_invariants(st)


def test_row_stays_short_when_no_plantation_is_left():
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    st.totals["plantations"] -= len(st.stack) - 1
    st.stack = st.stack[:1]
    choose(st, 0, "settler")
    for code in ("settle:corn", "settle:sugar", "settle:sugar", "settle:coffee"):
        act(st, code)
    assert st.face_up == sorted([*st.face_up])
    assert len(st.face_up) == 2  # tobacco discarded, then 1 + 1 reshuffled: only 2 tiles left
    check_invariants(st)


def test_hospice_colonist_may_be_declined():
    """"원하지 않는다면, 가동 중인 보라색 건물의 특수 기능을 사용하지 않아도 된다": the hospice
    "놓을 수 있다" (may); its colonist would leave the supply, whose running short ends the game."""
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    give_building(st, 1, "hospice", 1)
    supply, ship = st.colonist_supply, st.colonist_ship
    choose(st, 1, "settler")
    act(st, "quarry")
    assert codes(st) == ["hospice", "decline"]
    act(st, "decline")
    assert board(st, 1).island[-1] == ["quarry", 0]
    assert (st.colonist_supply, st.colonist_ship) == (supply, ship)
    assert st.queue[0] == 2  # the turn is over
    assert {"type": "settle", "seat": 1, "tile": "quarry", "source": "quarry", "hospice": False} in st.log
    assert {"type": "decline", "seat": 1, "building": "hospice"} in st.log
    check_invariants(st)


def test_unoccupied_hospice_asks_nothing():
    st = settler_state("corn", "sugar", "sugar", "coffee", "tobacco")
    give_building(st, 1, "hospice", 0)
    choose(st, 1, "settler")
    act(st, "settle:coffee")
    assert board(st, 1).island[-1] == ["coffee", 0] and st.queue[0] == 2
    check_invariants(st)

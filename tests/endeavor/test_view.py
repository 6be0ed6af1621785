"""The view: everything is public except the order of the face-down level-5 tiles (which
types they are follows from the face-up three); sampling re-deals only that; the view
reads back as the engine's state."""

from __future__ import annotations

from engine import Rng
from engine.endeavor import GAME
from engine.endeavor.buildings import LEVEL_5
from engine.endeavor.data import ATTRIBUTES
from engine.endeavor.game import FLOW
from engine.endeavor.state import EndeavorState

from .helpers import new_match


def test_face_down_level_5_tiles_are_the_only_secret():
    match = new_match(4, 3)
    st = match.state
    view = match.view(0)["board"]
    assert "hidden" not in view and view["face_down"] == 4
    assert sorted(view["face_up"]) == sorted(st.face_up)
    st.hidden.reverse()
    assert GAME.view(st, 0) == view and GAME.view(st, None) == view


def test_every_seat_sees_the_same_board():
    match = new_match(5, 2)
    boards = [match.view(s)["board"] for s in (None, 0, 1, 2, 3, 4)]
    assert all(b == boards[0] for b in boards)


def test_sample_keeps_the_view_and_deals_the_face_down_tiles_again():
    match = new_match(3, 9)
    orders = {tuple(match.sample(0, Rng(k)).state.hidden) for k in range(12)}
    assert len(orders) > 1
    assert all(sorted(o) == sorted(b for b in LEVEL_5 if b not in match.state.face_up) for o in orders)
    assert match.sample(0, Rng(1)).view(0) == match.view(0)


def test_the_view_reads_back_as_the_state():
    match = new_match(4, 4)
    st = GAME.from_view(match.view(1))
    assert st.to_json() | {"hidden": None} == match.state.to_json() | {"hidden": None}


def test_clone_is_independent_and_equal():
    match = new_match(4, 4)
    st = match.state
    twin = st.clone()
    assert twin.to_json() == st.to_json()
    twin.seats[0].tokens["industry"] += 1
    twin.tracks["africa"].append(0)
    twin.decks["europe"].pop()
    assert twin.to_json() != st.to_json() and st.tracks["africa"] == [] and len(st.decks["europe"]) == 6


def test_clone_of_a_turn_under_way_is_independent():
    """The computer player clones mid-turn: the turn's lists and each mat's are copies."""
    match = new_match(4, 6)
    while not (match.state.phase == "actions" and match.state.turn and match.state.turn["mode"] == "and"):
        seat = match.to_act[0]
        legal = match.legal(seat)
        match.play(seat, next((a for a in legal if a.kind == "activate"), legal[-1]))
    st = match.state
    before = st.to_json()
    twin = st.clone()
    assert twin.to_json() == before
    seat = st.turn["seat"]
    FLOW.apply(twin, seat, FLOW.legal(twin, seat)[0])
    twin.seats[seat].shore.append("market")
    twin.seats[seat].action_tokens.append("ship")
    assert st.to_json() == before and twin.to_json() != before


def test_all_four_track_values_at_once_are_each_track_value():
    match = new_match(3, 8)
    while not match.over:
        for p in match.state.seats:
            assert p.attributes() == tuple(p.attribute(a) for a in ATTRIBUTES)
        seat = match.to_act[0]
        legal = match.legal(seat)
        match.play(seat, legal[len(match.decisions) * 7 % len(legal)])


def test_the_json_form_holds_every_field_of_the_position():
    from dataclasses import fields

    from engine.endeavor.state import Player

    st = new_match(2, 1, two_player="silent_fleet_b").state
    board = st.to_json()
    assert set(board) == {f.name for f in fields(st)} - {"rng", "log", "reveals", "players"}
    assert all(set(p) == {f.name for f in fields(Player)} for p in board["seats"])
    assert EndeavorState.from_board(board, 2).to_json() == board

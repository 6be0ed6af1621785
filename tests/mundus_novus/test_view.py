"""What each seat sees of the table: sets laid face up, its own warehouse, secret storing."""

from __future__ import annotations

from engine.mundus_novus import cards as C
from engine.mundus_novus.rounds import FLOW

from .helpers import (
    GAME,
    act,
    at_turn,
    caravel,
    character,
    find,
    fresh,
    give_dev,
    set_hand,
    set_queue,
)

SEATS = (None, 0, 1, 2)


def building(s, viewer):
    return GAME.view(s, viewer)["progression"]["building"]


def test_a_set_is_laid_face_up_every_seat_sees_its_cards_as_they_are_laid():
    # At the table a set is built face up in front of its maker: the others see each card
    # as it is laid, a merchant's turned card too, and see them go back on a cancel.
    merchant = find(C.MERCHANT, low=7, high=9, income=0)
    s = fresh(3)
    set_queue(s, [caravel(1), caravel(2), caravel(3), caravel(4), caravel(5)])
    set_hand(s, 0, [1, 2, 3, 3, 6])
    give_dev(s, 0, merchant)
    at_turn(s, 0)
    act(s, 0, "different", "add:1", "add:2")
    for viewer in SEATS:
        b = building(s, viewer)
        assert b["kind"] == "different" and b["cards"] == [[1, 1], [2, 2]] and b["size"] == 2
    act(s, 0, "add:3", "merchant:8")
    assert all(building(s, viewer)["merchant_pending"] == 8 for viewer in SEATS)
    act(s, 0, "add:3")
    laid = [[1, 1], [2, 2], [3, 3], [3, 8]]
    for viewer in SEATS:
        b = building(s, viewer)
        assert b["cards"] == laid and b["merchants"] == [merchant] and b["doubloons"] == 5
        assert GAME.view(s, viewer)["seats"][0]["hand_size"] == 1
    act(s, 0, "cancel")
    for viewer in SEATS:
        assert building(s, viewer) is None and GAME.view(s, viewer)["seats"][0]["hand_size"] == 5


def test_an_identical_set_shows_its_cards_and_what_it_may_take_to_everyone():
    s = fresh(3)
    set_queue(s, [caravel(1), caravel(2), caravel(3), caravel(4), caravel(5)])
    set_hand(s, 1, [5, 5, 10])
    at_turn(s, 1)
    act(s, 1, "same:5", "add:5", "add:10", "add:5")
    for viewer in SEATS:
        b = building(s, viewer)
        assert b["cards"] == [[5, 5], [10, 5], [5, 5]] and b["positions"] == [1, 2, 3]


def test_the_warehouse_owner_sees_his_stored_cards_the_others_only_their_number():
    # He put them there himself; the others saw only how many went in. Between the end of
    # a round and the next Supply (Coronado's choice falls there) the difference matters.
    s = fresh(3)
    set_queue(s, [caravel(1), caravel(3), caravel(5), caravel(7), caravel(10)])
    give_dev(s, 0, find(C.WAREHOUSE, capacity=2, players=2), character(C.CORONADO))
    s.doubloons[0] = 5
    set_hand(s, 0, [9, 10, 2])
    set_hand(s, 1, [4])
    FLOW.start(s, "storage")
    act(s, 0, "store:9", "store:10")
    assert s.step == "coronado" and GAME.to_act(s) == (0,)
    mine = GAME.view(s, 0)
    assert mine["warehouse"] == [0] * 8 + [1, 1] and mine["seats"][0]["stored"] == 2
    for viewer in (None, 1, 2):
        v = GAME.view(s, viewer)
        assert v["seats"][0]["stored"] == 2
        assert v["warehouse"] == (None if viewer is None else [0] * 10)


def test_storing_is_secret_the_others_see_no_hand_size_drop_until_everyone_has_chosen():
    # Storing is chosen by everyone at once and in secret: the picks stay in the hand
    # others see, as the cards picked for an offer do, until the last seat has chosen.
    s = fresh(3)
    give_dev(s, 0, find(C.WAREHOUSE, capacity=2, players=2))
    give_dev(s, 1, find(C.WAREHOUSE, capacity=1, players=2))
    set_hand(s, 0, [9, 8, 1])
    set_hand(s, 1, [7, 2])
    set_hand(s, 2, [3])
    FLOW.start(s, "storage")
    assert GAME.to_act(s) == (0, 1)
    act(s, 0, "store:9")
    assert GAME.view(s, 0)["seats"][0]["hand_size"] == 2 and GAME.view(s, 0)["storing"][8] == 1
    for viewer in (None, 1, 2):
        v = GAME.view(s, viewer)
        assert v["seats"][0]["hand_size"] == 3 and v["seats"][0]["stored"] == 0
    act(s, 0, "store:8")  # the warehouse is full: seat 0 has chosen, and it stays secret
    assert GAME.to_act(s) == (1,)
    assert [GAME.view(s, viewer)["seats"][0]["hand_size"] for viewer in (None, 1, 2)] == [3, 3, 3]
    act(s, 1, "store:7")
    # Everyone has chosen: how many each stored is told to all.
    stores = [e for e in s.log if e["type"] == "store"]
    assert stores == [{"type": "store", "seat": 0, "count": 2}, {"type": "store", "seat": 1, "count": 1}]
    assert all("to" not in e for e in stores)


def test_the_board_leaves_round_phase_and_the_player_count_to_the_envelope():
    from engine import Match, Rng
    from engine.simulate import random_choice

    m = Match.new("mundus-novus", players=4, seed=9)
    rng = Rng(9)
    while not m.over:
        seat = m.to_act[0]
        v = m.view(seat)
        board = v["board"]
        assert "round" not in board and "phase" not in board and "players" not in board
        assert (v["round"], v["phase"]) == (m.state.round, m.state.phase)
        assert [p["seat"] for p in board["seats"]] == list(range(v["players"]))
        m.play(seat, random_choice("mundus-novus", v, m.legal(seat), rng))
    assert m.view(None)["phase"] == "over"


def test_a_progression_turn_read_back_from_the_view_has_the_turns_legal_actions():
    # The table plays a set's steps on the state the view shows (``from_view``): at every step
    # of a Progression turn, sets half laid and merchants used included, that state allows
    # what the match allows. Only Almagro's ``deck`` may differ: the view gives the
    # development deck's size, not its cards, and ``from_view`` leaves the deck empty.
    from engine import Match, Rng
    from engine.simulate import random_choice

    checked = building = 0
    for seed in (3, 9):
        m = Match.new("mundus-novus", players=4, seed=seed)
        rng = Rng(seed)
        while not m.over:
            seat = m.to_act[0]
            v = m.view(seat)
            if v["board"]["step"] == "turn":
                shown = GAME.from_view(v)
                assert ([a.code for a in GAME.legal(shown, seat) if a.kind != "deck"]
                        == [a.code for a in m.legal(seat) if a.kind != "deck"])
                assert shown.turns_done == m.state.turns_done and shown.made == m.state.made
                assert sorted(shown.merchants_used) == sorted(m.state.merchants_used)
                checked += 1
                building += shown.building is not None
            m.play(seat, random_choice("mundus-novus", v, m.legal(seat), rng))
    assert checked > 50 and building > 10

"""A turn ("턴은 모든 주사위를 굴린 다음 그 중 하나 이상을 한 건물에 배치"), knowledge tokens,
the Library as the fallback, and the end of the round."""

from __future__ import annotations

from .helpers import act, check_invariants, codes, finish_resolution, new_state, set_dice, turn_seat


def test_a_turn_rolls_every_unplaced_die_then_places_on_one_building():
    st = new_state(4)
    seat = turn_seat(st)
    set_dice(st, seat, 2, 2, 2, 3, 4, 5, 6, 6)
    act(st, "place:archives.2.3.0")
    assert st.archives == [[seat, 2, 3]] and len(st.seats[seat].dice) == 5
    assert turn_seat(st) == (seat + 1) % 4, "one building a turn: the turn passes"
    for _ in range(3):
        act(st, f"place:library.{st.seats[turn_seat(st)].dice[0]}")
    assert turn_seat(st) == seat
    rolls = [e for e in st.log if e["type"] == "roll" and e["seat"] == seat]
    assert len(rolls) == 2 and len(rolls[-1]["dice"]) == 5 and all(1 <= v <= 6 for v in rolls[-1]["dice"])
    check_invariants(st)


def test_a_knowledge_token_rerolls_any_unplaced_dice_and_goes_back_to_the_supply():
    st = new_state(4)
    seat = turn_seat(st)
    set_dice(st, seat, 1, 1, 2, 3, 4, 5, 6, 6)
    assert "reroll:11.0" in codes(st) and "reroll:1.0" in codes(st) and "reroll:11234566.0" in codes(st)
    act(st, "reroll:11.0")
    s = st.seats[seat]
    assert s.knowledge == 0
    assert sorted(s.dice)[0:0] == [] and s.dice.count(6) >= 2 and len(s.dice) == 8
    assert not any(c.startswith("reroll") for c in codes(st)), "no token left"
    check_invariants(st)


def test_rerolls_as_often_as_tokens_allow_and_only_before_placing():
    st = new_state(2, c="illuminati", variant="neutral_player")
    seat = turn_seat(st)
    st.seats[seat].knowledge = 3
    for _ in range(3):
        assert any(c.startswith("reroll:") for c in codes(st))
        act(st, "reroll:0." + "".join(map(str, st.seats[seat].neutral)))
    assert not any(c.startswith("reroll") for c in codes(st))
    st.seats[seat].knowledge = 1
    act(st, f"place:library.{st.seats[seat].dice[0]}")
    assert turn_seat(st) == seat and "end" in codes(st), "the neutral dice may still be placed"
    assert not any(c.startswith("reroll") for c in codes(st)), "no re-roll once dice are placed"
    check_invariants(st)


def test_the_library_takes_one_die_a_turn_voluntarily():
    st = new_state(4)
    seat = turn_seat(st)
    set_dice(st, seat, 1, 1, 2, 3, 4, 5, 6, 6)
    library = [c for c in codes(st) if c.startswith("place:library")]
    assert library == [f"place:library.{v}" for v in range(1, 7)]
    act(st, "place:library.6")
    assert st.library == [[seat, 6]] and len(st.seats[seat].dice) == 7


def test_when_no_building_takes_a_die_it_must_go_to_the_library():
    st = new_state(2, b="auction_house", c=None)
    seat = turn_seat(st)
    other = 1 - seat
    s = st.seats[seat]
    s.dice, s.knowledge = [6], 0
    st.seats[other].dice = st.seats[other].dice[:-7]
    st.university = [[other, v] for v in (1, 2, 3, 4)]  # full: a 6 would fall off at once
    st.archives = [[other, 6, 1]]
    st.runs = [[other, 6, 6]]
    st.library = [[other, 1]] * 2
    assert codes(st) == ["place:library.6"]


def test_the_round_ends_with_the_lap_in_which_a_player_placed_all_dice():
    st = new_state(4)
    first = turn_seat(st)
    set_dice(st, first, *[5] * 8)
    act(st, "place:archives.5.8.0")
    assert st.ending and st.phase == "turn"
    for seat in (1, 2, 3):
        assert turn_seat(st) == seat
        set_dice(st, seat, *[seat] * 8)
        act(st, f"place:university.{seat}")
    # The lap is complete (the start player's right has played): the rest go to the Library.
    assert st.phase == "resolve"
    finish_resolution(st)
    unplaced = [e for e in st.log if e["type"] == "unplaced"]
    assert [(e["seat"], len(e["dice"])) for e in unplaced] == [(1, 7), (2, 7), (3, 7)]
    knowledge = {e["seat"]: e["tokens"] for e in st.log if e["type"] == "knowledge"}
    # A token for every die: 21 tokens, though only 20 of the box's 24 were left.
    assert knowledge == {1: 7, 2: 7, 3: 7}
    check_invariants(st)


def test_the_next_lap_begins_with_the_start_player_while_nobody_is_done():
    st = new_state(3, c="treasure_tower", variant="neutral_player")
    for _ in range(3):
        seat = turn_seat(st)
        act(st, f"place:library.{st.seats[seat].dice[0]}")
        if st.turn["seat"] == seat:
            act(st, "end")
    assert turn_seat(st) == st.start == 0 and st.lap == [0, 1, 2] and not st.ending


def test_the_buildings_resolve_left_to_right_top_to_bottom_the_library_last():
    """"좌에서 우로, 상단에서 하단으로" and "도서관은 항상 마지막으로": B, Archives, C,
    University, Library, in every round (dice on every building or not)."""
    from engine.simulate import random_choice

    from .helpers import new_match

    for options in ({"b_building": "guild", "c_building": "sunken_galleon"},
                    {"b_building": "auction_house", "c_building": "hidden_temple", "variant": "neutral_player"},
                    {"b_building": "guild", "variant": "no_c_building"}):
        match = new_match(3 if "variant" in options else 4, 7, **options)
        while not match.over:
            seat = match.to_act[0]
            match.play(seat, random_choice("", {}, match.legal(seat), match.ai_rng(seat)))
        order = list(match.state.order)
        resolved = [e["building"] for e in match.log if e["type"] == "resolve"]
        assert resolved == order * match.state.rounds and order[-1] == "library"
        assert order.index("archives") == 1 and order[0] in ("guild", "auction_house")

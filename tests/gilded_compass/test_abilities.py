"""The four special abilities (Illuminati) and their timing: Timely Gift, Will to Win,
A Little Help, Mighty Power."""

from __future__ import annotations

from engine.gilded_compass import GAME

from .helpers import act, check_invariants, codes, give_ability, new_state, set_dice, turn_seat


def test_timely_gift_an_extra_turn_after_the_round_end_offered_clockwise_from_the_start_player():
    st = new_state(4, c="illuminati")
    give_ability(st, 2, "timely_gift")
    give_ability(st, 1, "timely_gift")
    set_dice(st, 0, *[5] * 8)
    act(st, "place:archives.5.8.0")
    for seat in (1, 2, 3):
        set_dice(st, seat, *[seat] * 8)
        act(st, f"place:university.{seat}")
    assert st.turn == {"seat": 1, "stage": "gift", "gift": True} and codes(st) == ["gift", "decline"]
    act(st, "gift")
    assert st.turn["seat"] == 1 and st.turn["gift"] and len(st.seats[1].dice) == 7
    act(st, f"place:archives.{st.seats[1].dice[0]}.{st.seats[1].dice.count(st.seats[1].dice[0])}.0")
    assert st.turn["seat"] == 2 and st.turn["stage"] == "gift"
    act(st, "decline")
    assert st.phase == "resolve" and st.seats[2].ability("timely_gift") and not st.seats[1].abilities
    check_invariants(st)


def test_will_to_win_ties_an_opponents_group_whose_dice_go_to_the_library():
    st = new_state(4, c="illuminati")
    seat = turn_seat(st)
    other = (seat + 1) % 4
    give_ability(st, seat, "will_to_win")
    st.archives = [[other, 4, 2]]
    st.seats[other].dice = st.seats[other].dice[2:]
    set_dice(st, seat, 4, 4, 4, 1, 1, 1, 1, 1)
    assert [c for c in codes(st) if c.startswith("will:")] == ["will:archives.4.2.0"]
    act(st, "will:archives.4.2.0")
    assert st.archives == [[seat, 4, 2]] and st.library == [[other, 4], [other, 4]]
    assert not st.seats[seat].abilities and "will_to_win" in st.ability_discard
    check_invariants(st)


def test_will_to_win_ties_a_run_and_the_illuminati_leader():
    st = new_state(4, b="guild", c="illuminati")
    seat = turn_seat(st)
    other = (seat + 1) % 4
    give_ability(st, seat, "will_to_win")
    st.runs = [[other, 2, 4]]
    st.illuminati = [[other, [3, 6]]]
    st.seats[other].dice = st.seats[other].dice[5:]
    set_dice(st, seat, 2, 3, 4, 6, 1, 1, 1, 1)
    assert [c for c in codes(st) if c.startswith("will:")] == ["will:guild.2.4", "will:illuminati.0"]
    act(st, "will:illuminati.0")
    assert st.illuminati == [[seat, [3, 6]]] and st.library == [[other, 3], [other, 6]]
    check_invariants(st)


def test_will_to_win_is_not_for_a_set_of_ones_own_nor_where_sets_never_tie():
    st = new_state(4, c="treasure_tower")
    seat = turn_seat(st)
    st.seats[seat].abilities = [["will_to_win", 0]]
    st.archives = [[seat, 4, 2]]
    st.seats[seat].dice = st.seats[seat].dice[2:]
    set_dice(st, seat, 4, 4, 1, 1, 2, 6)
    assert not [c for c in codes(st) if c.startswith("will:")]


def test_a_little_help_two_more_dice_at_the_start_of_a_turn_one_player_a_round():
    st = new_state(4, c="illuminati")
    give_ability(st, 1, "a_little_help")
    give_ability(st, 2, "a_little_help")
    act(st, f"place:library.{st.seats[0].dice[0]}")
    assert st.turn["stage"] == "help" and codes(st) == ["help", "roll"]
    act(st, "help")
    assert len(st.seats[1].dice) == 10 and st.seats[1].extra == 2 and all(v > 0 for v in st.seats[1].dice)
    act(st, f"place:library.{st.seats[1].dice[0]}")
    assert st.turn["seat"] == 2 and st.turn["stage"] == "place", "only one player a round"
    check_invariants(st)


def test_mighty_power_sets_two_dice_right_after_rolling():
    st = new_state(4, c="illuminati")
    seat = turn_seat(st)
    give_ability(st, seat, "mighty_power")
    set_dice(st, seat, 1, 1, 2, 2, 3, 3, 4, 4)
    assert "power" in codes(st)
    act(st, "power")
    assert all(c.startswith("set:") for c in codes(st)) and len(codes(st)) == 4 * 6
    act(st, "set:1.6")
    act(st, "set:2.6")
    assert st.seats[seat].dice == [1, 2, 3, 3, 4, 4, 6, 6] and st.turn["stage"] == "place"
    assert "power" not in codes(st) and "place:archives.6.2.0" in codes(st)
    check_invariants(st)


def test_mighty_power_cannot_set_the_same_die_twice():
    st = new_state(4, c="illuminati")
    seat = turn_seat(st)
    give_ability(st, seat, "mighty_power")
    set_dice(st, seat, 1, 1, 1, 1, 1, 1, 1, 2)
    act(st, "power")
    act(st, "set:2.6")
    assert {c.split(":")[1].split(".")[0] for c in codes(st)} == {"1"}


def test_abilities_are_shown_with_the_round_gained():
    st = new_state(4, c="illuminati")
    give_ability(st, 3, "mighty_power", 0)
    assert GAME.view(st, 0)["seats"][3]["abilities"] == [["mighty_power", 0]]


def test_an_ability_is_used_in_a_later_round_than_it_was_gained():
    """"향후 라운드에서 사용": gained at the Illuminati when the round resolves, after every
    moment of that round it could serve, first offered at the next round's turn."""
    from .helpers import finish_resolution, resolve_now

    st = new_state(4, c="illuminati")
    st.ability_stack += st.abilities_shown
    st.abilities_shown = []
    for name in ("a_little_help", "mighty_power", "timely_gift"):
        st.ability_stack.remove(name)
        st.abilities_shown.append(name)
    st.illuminati = [[1, [3]]]
    st.seats[1].dice = st.seats[1].dice[1:]
    resolve_now(st, "illuminati", "library")
    act(st, "ability:a_little_help")
    assert st.seats[1].abilities == [["a_little_help", 1]]
    finish_resolution(st)
    assert st.round == 2 and st.start == 1 and st.turn["seat"] == 1
    assert st.turn["stage"] == "help" and codes(st) == ["help", "roll"]

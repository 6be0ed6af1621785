"""The "A" buildings: the Archives, the University and the Library, rule by rule, with the
rules text's examples (the Archives' ties, the University's pushes)."""

from __future__ import annotations

from engine.gilded_compass.data import MAPS, SPECIALISTS

from .helpers import act, check_invariants, codes, new_state, resolve_now, set_dice, turn_seat


def placements(st, building):
    return [c.split(":", 1)[1].split(".", 1)[1] for c in codes(st) if c.startswith(f"place:{building}.")]


# --- Archives ------------------------------------------------------------------------------


def test_archives_take_dice_of_one_value_at_a_time_any_number():
    st = new_state(4)
    set_dice(st, turn_seat(st), 2, 2, 3, 5, 5, 5, 6, 6)
    assert placements(st, "archives") == ["2.1.0", "2.2.0", "3.1.0", "5.1.0", "5.2.0", "5.3.0", "6.1.0", "6.2.0"]


def test_archives_never_hold_two_groups_of_the_same_count_and_value():
    st = new_state(4)
    seat = turn_seat(st)
    st.archives = [[(seat + 1) % 4, 4, 2]]
    set_dice(st, seat, 4, 4, 4, 1, 1, 1, 1, 1)
    assert [p for p in placements(st, "archives") if p.startswith("4.")] == ["4.1.0", "4.3.0"]


def test_a_player_adds_to_his_own_group_later_or_starts_another():
    st = new_state(4)
    seat = turn_seat(st)
    st.archives = [[seat, 4, 1]]
    st.seats[seat].dice = st.seats[seat].dice[:7]
    set_dice(st, seat, 4, 4, 1, 1, 1, 1, 1)
    # 4.1.0 would be a second (4, one die) group; 4.1.1 makes his group two dice.
    assert [p for p in placements(st, "archives") if p.startswith("4.")] == ["4.1.1", "4.2.0", "4.2.1"]
    act(st, "place:archives.4.2.1")
    assert st.archives == [[seat, 4, 3]]
    check_invariants(st)


def test_archives_largest_group_picks_first_and_a_tie_goes_to_the_higher_value():
    st = new_state(4)
    st.archives = [[0, 3, 2], [1, 5, 2], [2, 2, 3]]
    resolve_now(st, "archives")
    order = [t["seat"] for t in st.tasks if t["do"] == "pick"]
    assert order == [2, 1, 0]


def test_archives_one_player_may_pick_twice_in_a_row():
    st = new_state(4)
    st.archives = [[0, 6, 3], [1, 1, 1], [0, 5, 2]]
    resolve_now(st, "archives")
    assert [t["seat"] for t in st.tasks if t["do"] == "pick"] == [0, 0, 1]


def test_archives_groups_without_a_map_go_to_the_library_and_maps_left_leave_the_game():
    st = new_state(4)
    st.archives = [[0, 6, 1], [1, 5, 1], [2, 4, 1], [3, 3, 1], [0, 2, 1]]
    shown = list(st.maps_shown)
    resolve_now(st, "archives")
    assert st.library == [[0, 2]]
    while st.phase == "resolve" and st.tasks and st.tasks[0]["do"] == "pick":
        act(st, codes(st)[0])
    assert sum(len(s.maps) for s in st.seats) == 4 and sorted(m for s in st.seats for m in s.maps) == sorted(shown)

    st = new_state(4)
    st.archives = [[0, 6, 1]]
    shown = list(st.maps_shown)
    resolve_now(st, "archives")
    act(st, "map:0")
    assert st.seats[0].maps == [shown[0]] and sorted(st.maps_removed) == sorted(shown[1:])


def test_a_picked_map_is_the_one_chosen():
    st = new_state(4)
    st.archives = [[1, 6, 2]]
    shown = list(st.maps_shown)
    resolve_now(st, "archives")
    choice = max(range(4), key=lambda i: MAPS[shown[i]].large)
    if MAPS[shown[choice]] in [MAPS[m] for m in shown[:choice]]:
        choice = [MAPS[m] for m in shown].index(MAPS[shown[choice]])
    act(st, f"map:{choice}")
    assert st.seats[1].maps == [shown[choice]]


# --- University ----------------------------------------------------------------------------


def test_university_takes_one_die_or_two_summing_to_five():
    st = new_state(4)
    set_dice(st, turn_seat(st), 1, 2, 3, 4, 6, 6, 6, 6)
    assert placements(st, "university") == ["1", "2", "3", "4", "6", "1.4", "2.3"]


def test_university_dice_sit_in_ascending_order_and_push_equal_dice_right():
    st = new_state(4)
    seat = turn_seat(st)
    other = (seat + 1) % 4
    st.university = [[other, 2], [other, 4], [other, 5]]
    set_dice(st, seat, 4, 1, 1, 1, 1, 1, 1, 1)
    act(st, "place:university.4")
    assert st.university == [[other, 2], [seat, 4], [other, 4], [other, 5]]


def test_university_a_die_pushed_off_the_right_goes_to_the_library():
    st = new_state(4)  # 6 entrances
    seat = turn_seat(st)
    other = (seat + 1) % 4
    st.university = [[other, v] for v in (1, 2, 3, 4, 5, 6)]
    st.seats[other].dice = st.seats[other].dice[:2]
    set_dice(st, seat, 3, 1, 1, 1, 1, 1, 1, 1)
    act(st, "place:university.3")
    assert [v for _, v in st.university] == [1, 2, 3, 3, 4, 5] and st.university[2] == [seat, 3]
    assert st.library == [[other, 6]]
    check_invariants(st)


def test_university_a_pair_takes_two_entrances_and_may_push_two_dice_off():
    st = new_state(2)  # 4 entrances
    seat = turn_seat(st)
    other = 1 - seat
    st.university = [[other, v] for v in (1, 5, 6, 6)]
    st.seats[other].dice = st.seats[other].dice[:4]
    set_dice(st, seat, 2, 3, 1, 1, 1, 1, 1, 1)
    act(st, "place:university.2.3")
    assert st.university == [[other, 1], [seat, 2], [seat, 3], [other, 5]]
    assert st.library == [[other, 6], [other, 6]]
    check_invariants(st)


def test_university_a_die_that_would_fall_off_at_once_cannot_be_placed_there():
    st = new_state(2)
    seat = turn_seat(st)
    other = 1 - seat
    st.university = [[other, v] for v in (1, 1, 3, 3)]
    st.seats[other].dice = st.seats[other].dice[:4]
    set_dice(st, seat, 3, 5, 6, 2, 2, 2, 2, 2)
    assert placements(st, "university") == ["2", "3", "2.3"]


def test_university_a_pair_whose_second_die_has_no_room_sends_that_die_to_the_library():
    """"가장 오른쪽에 주사위를 수용할 공간이 없을 때, 해당 주사위는 도서관으로 이동됩니다": in a
    pair 1 & 4 the 1 takes an entrance and the 4, with no room on the right, goes to the
    Library; a pair neither of whose dice has room is no University placement."""
    st = new_state(4)  # 6 entrances
    seat = turn_seat(st)
    other = (seat + 1) % 4
    st.university = [[other, v] for v in (1, 2, 2, 3, 3, 3)]
    st.seats[other].dice = st.seats[other].dice[:2]
    set_dice(st, seat, 1, 4, 4, 5, 5, 6, 6, 6)
    assert placements(st, "university") == ["1", "1.4"]
    act(st, "place:university.1.4")
    assert st.university == [[seat, 1], [other, 1], [other, 2], [other, 2], [other, 3], [other, 3]]
    assert sorted(st.library) == sorted([[other, 3], [seat, 4]]), "the 4 and the 3 it pushed: to the Library"
    assert st.seats[seat].dice == [4, 5, 5, 6, 6, 6]
    check_invariants(st)
    full = new_state(4)
    first = turn_seat(full)
    full.university = [[(first + 1) % 4, 1] for _ in range(6)]
    full.seats[(first + 1) % 4].dice = full.seats[(first + 1) % 4].dice[:2]
    set_dice(full, first, 2, 3, 5, 5, 5, 5, 5, 5)
    assert placements(full, "university") == [], "the 2 and the 3 would both fall off"


def test_university_specialists_are_claimed_from_the_leftmost_die_and_the_rest_leave():
    st = new_state(4)
    st.university = [[2, 1], [0, 2], [2, 2], [1, 6]]
    shown = list(st.specialists_shown)
    resolve_now(st, "university")
    assert [t["seat"] for t in st.tasks if t["do"] == "pick"] == [2, 0, 2, 1]
    for _ in range(4):
        act(st, codes(st)[0])
    got = st.seats[2].specialists + st.seats[0].specialists + st.seats[1].specialists
    assert sorted(got) == sorted(shown[:4]) and sorted(st.specialists_removed) == sorted(shown[4:])
    assert all(SPECIALISTS[s].gold in (1, 2, 3) for s in got)


# --- Library -------------------------------------------------------------------------------


def test_library_gives_a_knowledge_token_a_die_and_resolves_last():
    st = new_state(4)
    assert st.order[-1] == "library"
    st.library = [[1, 3], [1, 4], [3, 6]]
    st.seats[1].dice, st.seats[3].dice = st.seats[1].dice[2:], st.seats[3].dice[1:]
    before = [s.knowledge for s in st.seats]
    resolve_now(st, "library")
    assert [s.knowledge - b for s, b in zip(st.seats, before)] == [0, 2, 0, 1]
    check_invariants(st)


def test_library_a_knowledge_token_for_every_die_removed_even_beyond_the_boxs_24():
    """"각 플레이어는 도서관에서 자신의 모든 주사위를 제거하고 제거한 주사위마다 지식 토큰을
    획득합니다": every die pays, whoever is the start player and however many tokens are out
    already (the 24 in the box are no limit)."""
    st = new_state(4, start=2)
    for seat in st.seats:
        seat.knowledge = 6  # 24 tokens held: the box is empty
    st.library = [[p, v] for p in range(4) for v in (1, 2, 3)] + [[0, 6]]
    for p in range(4):
        st.seats[p].dice = st.seats[p].dice[3 + (p == 0):]
    resolve_now(st, "library")
    assert [s.knowledge for s in st.seats] == [10, 9, 9, 9]
    assert sum(s.knowledge for s in st.seats) == 37

"""The "C" buildings: the Hidden Temple, the Illuminati, the Sunken Galleon and the
Treasure Tower (with the rules text's example of the tower's floors)."""

from __future__ import annotations

from engine.gilded_compass import GAME, awards, places
from engine.gilded_compass.data import ITEMS

from .helpers import act, check_invariants, codes, finish_resolution, new_state, resolve_now, set_dice, turn_seat


def options(st, building):
    return [c.split(".", 1)[1] for c in codes(st) if c.startswith(f"place:{building}.")]


def item_needing(st, pair):
    return next(i for i in st.item_stack if ITEMS[i].dice == pair)


def show_items(st, *pairs):
    st.item_stack += st.items_shown
    st.items_shown = [item_needing(st, p) for p in pairs]
    for i in st.items_shown:
        st.item_stack.remove(i)


# --- Hidden Temple ---------------------------------------------------------------------------


def test_temple_takes_the_two_dice_an_item_shows_on_a_free_tile_and_never_bumps_them():
    st = new_state(4, c="hidden_temple")
    show_items(st, (1, 2), (3, 3), (5, 6), (2, 5))
    seat = turn_seat(st)
    set_dice(st, seat, 1, 2, 3, 5, 5, 6, 4, 4)
    assert options(st, "hidden_temple") == ["0", "2", "3"]
    act(st, "place:hidden_temple.2")
    assert st.temple == [[2, seat, 5, 6]] and st.seats[seat].dice == [1, 2, 3, 4, 4, 5]
    nxt = turn_seat(st)
    set_dice(st, nxt, 5, 6, 1, 2, 1, 1, 1, 1)
    assert options(st, "hidden_temple") == ["0", "3"], "a taken tile is never taken again"
    check_invariants(st)


def test_temple_items_go_to_their_owners_secretly_and_the_others_are_discarded():
    st = new_state(4, c="hidden_temple")
    show_items(st, (1, 2), (3, 3), (5, 6), (2, 5))
    shown = list(st.items_shown)
    st.temple = [[0, 1, 1, 2], [3, 2, 2, 5]]
    st.seats[1].dice, st.seats[2].dice = st.seats[1].dice[2:], st.seats[2].dice[2:]
    resolve_now(st, "hidden_temple")
    assert st.seats[1].items == [shown[0]] and st.seats[2].items == [shown[3]]
    assert sorted(st.item_discard) == sorted([shown[1], shown[2]])
    view = GAME.view(st, 0)["seats"]
    assert view[1]["items"] is None and view[1]["items_count"] == 1
    assert GAME.view(st, 1)["seats"][1]["items"] == [shown[0]]
    check_invariants(st)


# --- Illuminati ------------------------------------------------------------------------------


def test_illuminati_first_placement_is_a_single_die_of_any_value():
    st = new_state(4, c="illuminati")
    set_dice(st, turn_seat(st), 1, 1, 3, 3, 4, 6, 6, 6)
    assert options(st, "illuminati") == ["1", "3", "4", "6"]


def test_illuminati_each_placement_is_the_previous_combination_plus_one_die():
    st = new_state(4, c="illuminati")
    seat = turn_seat(st)
    st.illuminati = [[(seat + 1) % 4, [4]]]
    set_dice(st, seat, 4, 2, 5, 1, 1, 1, 1, 1)
    assert options(st, "illuminati") == ["1", "2", "5"]
    act(st, "place:illuminati.5")
    assert [seat, [4, 5]] in st.illuminati and sorted(st.seats[seat].dice) == [1, 1, 1, 1, 1, 2]


def test_illuminati_a_player_adds_only_what_beating_the_leader_needs():
    st = new_state(4, c="illuminati")
    seat = turn_seat(st)
    other = (seat + 1) % 4
    st.illuminati = [[seat, [3]], [other, [3, 5]]]
    st.seats[seat].dice = st.seats[seat].dice[1:]
    set_dice(st, seat, 5, 6, 2, 2, 2, 2, 2)
    # His set [3] becomes [3, 5, x]: he places the 5 and x, two dice, no more.
    assert options(st, "illuminati") == ["2", "6"]
    act(st, "place:illuminati.6")
    assert [seat, [3, 5, 6]] in st.illuminati and len(st.seats[seat].dice) == 5


def test_illuminati_the_leader_adds_a_single_die():
    st = new_state(4, c="illuminati")
    seat = turn_seat(st)
    st.illuminati = [[seat, [2, 2]]]
    st.seats[seat].dice = st.seats[seat].dice[2:]
    set_dice(st, seat, 2, 3, 4, 4, 4, 4)
    assert options(st, "illuminati") == ["2", "3", "4"]
    act(st, "place:illuminati.4")
    assert st.illuminati == [[seat, [2, 2, 4]]] and len(st.seats[seat].dice) == 5


def test_illuminati_most_dice_chooses_then_the_second_then_the_third_takes_the_last():
    st = new_state(4, c="illuminati")
    st.illuminati = [[0, [1]], [1, [1, 2]], [2, [1, 2, 3]], [3, [1, 2, 3, 4]]]
    for seat in range(4):
        st.seats[seat].dice = st.seats[seat].dice[seat + 1:]
    shown = list(st.abilities_shown)
    resolve_now(st, "illuminati")
    assert st.library == [[0, 1]], "no tile: to the Library"
    assert [t["seat"] for t in st.tasks if t["do"] == "pick"] == [3, 2, 1]
    finish_resolution(st)
    got = [a for p in (3, 2, 1) for a, _ in st.seats[p].abilities]
    assert sorted(got) == sorted(shown) and all(st.seats[p].abilities[0][1] == 1 for p in (1, 2, 3))


# --- Sunken Galleon --------------------------------------------------------------------------


def test_galleon_the_nth_placement_is_n_dice_with_a_higher_sum_and_draws_n_tiles():
    st = new_state(4, c="sunken_galleon")
    seat = turn_seat(st)
    st.galleon = [[(seat + 1) % 4, [5]]]
    st.seats[(seat + 1) % 4].dice.pop()
    set_dice(st, seat, 1, 2, 3, 4, 4, 6, 1, 1)
    assert sorted(options(st, "sunken_galleon")) == ["16", "24", "26", "34", "36", "44", "46"]
    top = sorted(st.sunken_stack[-2:])
    act(st, "place:sunken_galleon.26")
    assert st.galleon[-1] == [seat, [2, 6]] and sorted(st.seats[seat].galleon_drawn) == top
    assert GAME.view(st, (seat + 2) % 4)["seats"][seat]["galleon_drawn"] is None
    check_invariants(st)


def test_galleon_most_dice_keeps_two_face_up_every_other_keeps_one_face_down():
    st = new_state(4, c="sunken_galleon")
    # Seat 0 placed a 3, seat 1 then 2+4, seat 0 added 2+4 (three dice there, sum 9 beats 6).
    st.galleon = [[1, [2, 4]], [0, [2, 3, 4]]]
    st.seats[0].dice, st.seats[1].dice = st.seats[0].dice[3:], st.seats[1].dice[2:]
    st.seats[0].galleon_drawn = [st.sunken_stack.pop() for _ in range(3)]
    st.seats[1].galleon_drawn = [st.sunken_stack.pop() for _ in range(2)]
    best0, best1 = sorted(st.seats[0].galleon_drawn)[-2:], max(st.seats[1].galleon_drawn)
    resolve_now(st, "sunken_galleon")
    assert sorted(st.seats[0].sunken_open) == best0 and st.seats[1].sunken_hidden == [best1]
    assert len(st.sunken_discard) == 2 and not st.seats[0].galleon_drawn
    check_invariants(st)


def test_galleon_a_lone_die_keeps_its_tile_face_up_and_takes_a_face_up_one():
    st = new_state(4, c="sunken_galleon")
    st.sunken_discard = [st.sunken_stack.pop() for _ in range(5)]
    best = max(st.sunken_discard)
    st.galleon = [[2, [6]]]
    st.seats[2].dice = st.seats[2].dice[1:]
    st.seats[2].galleon_drawn = [st.sunken_stack.pop()]
    drawn = st.seats[2].galleon_drawn[0]
    resolve_now(st, "sunken_galleon")
    assert sorted(st.seats[2].sunken_open) == sorted([drawn, best]) and len(st.sunken_discard) == 4
    check_invariants(st)


def test_galleon_face_up_tiles_are_shuffled_into_a_new_stack_when_it_runs_out():
    st = new_state(4, c="sunken_galleon")
    seat = turn_seat(st)
    st.sunken_discard, st.sunken_stack = st.sunken_stack[1:], st.sunken_stack[:1]
    set_dice(st, seat, 6, 1, 1, 1, 1, 1, 1, 1)
    st.galleon = [[(seat + 1) % 4, [1]]]
    set_dice(st, seat, 6, 5, 1, 1, 1, 1, 1, 1)
    act(st, "place:sunken_galleon.56")
    assert len(st.seats[seat].galleon_drawn) == 2 and len(st.sunken_stack) == 28 and not st.sunken_discard


# --- Treasure Tower --------------------------------------------------------------------------


def test_tower_takes_one_die_or_two_summing_to_seven():
    st = new_state(4, c="treasure_tower")
    set_dice(st, turn_seat(st), 1, 2, 5, 6, 6, 6, 6, 6)
    assert options(st, "treasure_tower") == ["1", "2", "5", "6", "1.6", "2.5"]


def test_tower_low_dice_enter_the_left_tower_high_the_right_and_push_up_a_floor():
    st = new_state(4, c="treasure_tower")
    seat = turn_seat(st)
    st.tower = [[[1, 2], [2, 1], [3, 3]], [[1, 5]]]
    for p in (1, 2, 3):
        st.seats[p].dice = st.seats[p].dice[1 + (p == 1):]
    set_dice(st, seat, 3, 4, 1, 1, 1, 1, 1, 1)
    act(st, "place:treasure_tower.3.4")
    assert st.tower == [[[seat, 3], [1, 2], [2, 1]], [[seat, 4], [1, 5]]]
    assert st.library == [[3, 3]], "pushed off the third floor: to the Library"
    check_invariants(st)


def test_tower_floors_give_bronze_silver_gold_as_in_the_rules_example():
    """"첫 번째 층에 2개의 주사위를, 세 번째 층에 1개의 주사위를 놓았다면 ... 브론즈 토큰 2개와
    골드 토큰 1개"."""
    st = new_state(4, c="treasure_tower")
    st.tower = [[[0, 2], [1, 1], [0, 3]], [[0, 6]]]
    st.seats[0].dice, st.seats[1].dice = st.seats[0].dice[3:], st.seats[1].dice[1:]
    resolve_now(st, "treasure_tower")
    counts = {m: len(v) for m, v in st.seats[0].tower.items()}
    assert counts == {"bronze": 2, "silver": 0, "gold": 1}
    assert {m: len(v) for m, v in st.seats[1].tower.items()} == {"bronze": 0, "silver": 1, "gold": 0}
    assert GAME.view(st, 1)["seats"][0]["tower"] is None
    assert GAME.view(st, 1)["seats"][0]["tower_count"] == counts
    check_invariants(st)


def test_galleon_a_player_with_dice_there_adds_dice_so_that_they_number_what_the_placement_needs():
    """"이미 주사위를 할당한 플레이어는 나중에 더 많은 주사위를 배치할 수 있습니다. 플레이어는
    주사위의 합을 정확한 필요한 수로 가져와야 하며, 모든 주사위의 합은 이전 총계보다 커야 합니다.
    그런 다음 해당 플레이어는 방금 플레이한 주사위의 수와 같은 타일을 가져옵니다." The issue's
    match: seat 0 places one 6, seat 1 places 6+6, seats 2 and 3 go to the Library; seat 0,
    holding 3 3 3 4 5 6 6, adds two dice (three there in all, beating 12) and draws two tiles."""
    st = new_state(4, seed=0, b="guild", c="sunken_galleon")
    set_dice(st, 0, 3, 3, 3, 4, 5, 6, 6, 6)
    act(st, "place:sunken_galleon.6")
    set_dice(st, 1, 1, 2, 3, 4, 5, 6, 6, 6)
    act(st, "place:sunken_galleon.66")
    for seat in (2, 3):
        act(st, f"place:library.{st.seats[seat].dice[0]}")
    set_dice(st, 0, 3, 3, 3, 4, 5, 6, 6)
    assert places.galleon_target(st) == (3, 12)
    # Two dice whose sum with the 6 already there beats 12; never three new dice.
    assert sorted(options(st, "sunken_galleon")) == ["34", "35", "36", "45", "46", "56", "66"]
    drawn = len(st.seats[0].galleon_drawn)
    act(st, "place:sunken_galleon.36")
    assert st.galleon == [[1, [6, 6]], [0, [3, 6, 6]]], "one group a player, now the last placement"
    assert len(st.seats[0].galleon_drawn) == drawn + 2, "one tile for each die just placed"
    assert places.galleon_target(st) == (4, 15)
    check_invariants(st)


def test_galleon_no_two_players_hold_the_same_number_of_dice_there():
    """Ruling on the tie for most dice: each player's dice there are one group and every
    placement leaves its placer one die more than the last placement ("세 번째 플레이어는 두
    개의 주사위보다 높은 총계로 3개의 주사위를 배치"), so the counts never tie and the most
    dice are always the last placement's."""
    st = new_state(4, c="sunken_galleon")
    first = turn_seat(st)
    set_dice(st, first, 1, 1, 1, 1, 1, 1, 1, 6)
    act(st, "place:sunken_galleon.1")
    second = turn_seat(st)
    set_dice(st, second, 1, 1, 1, 1, 1, 1, 1, 2)
    act(st, "place:sunken_galleon.11")
    for seat in (2, 3):
        act(st, f"place:library.{st.seats[seat].dice[0]}")
    set_dice(st, first, 1, 1, 1, 1, 1, 1, 6)
    act(st, "place:sunken_galleon.16")  # 1 + 1 + 6 = 8 beats 2: three dice
    set_dice(st, second, 1, 1, 1, 1, 6, 6)
    act(st, "place:sunken_galleon.66")  # 1 + 1 + 6 + 6 = 14 beats 8: four dice
    assert [len(v) for _, v in st.galleon] == [3, 4]
    assert awards.galleon_ranking(st) == [second, first]
    check_invariants(st)

"""The neutral player (2-3 players, variant 2): two neutral dice a player, placed like a
player's on one building a turn, and what a neutral winner or runner-up does at each
building ("중립 승자", "중립 준우승자")."""

from __future__ import annotations

from engine.gilded_compass.data import MAPS, SPECIALISTS
from engine.gilded_compass.state import NEUTRAL

from .helpers import act, check_invariants, codes, finish_resolution, new_state, resolve_now, turn_seat


def neutral_state(players=3, b="auction_house", c="treasure_tower", seed=1):
    return new_state(players, seed=seed, b=b, c=c, variant="neutral_player")


def test_each_player_rolls_two_neutral_dice_with_his_own():
    st = neutral_state()
    assert all(len(s.neutral) == 2 for s in st.seats)
    roll = next(e for e in st.log if e["type"] == "roll")
    assert len(roll["dice"]) == 8 and len(roll["neutral"]) == 2


def test_neutral_dice_go_before_or_after_ones_own_on_one_building_never_the_library():
    st = neutral_state()
    seat = turn_seat(st)
    s = st.seats[seat]
    s.neutral = [3, 5]
    neutral = [c for c in codes(st) if c.startswith("neutral:")]
    assert neutral and not any(c.startswith("neutral:library") for c in neutral)
    act(st, "neutral:treasure_tower.3")
    assert st.tower[0] == [[NEUTRAL, 3]] and s.neutral == [5] and turn_seat(st) == seat
    assert not any(c.startswith(("neutral:", "reroll")) for c in codes(st)), "one neutral building a turn"
    act(st, f"place:library.{s.dice[0]}")
    assert turn_seat(st) != seat
    check_invariants(st)


def test_after_placing_his_own_dice_a_player_may_place_neutral_ones_or_end():
    st = neutral_state()
    seat = turn_seat(st)
    act(st, f"place:library.{st.seats[seat].dice[0]}")
    assert "end" in codes(st) and any(c.startswith("neutral:") for c in codes(st))
    act(st, "end")
    assert turn_seat(st) != seat and len(st.seats[seat].neutral) == 2


def test_the_neutral_player_is_one_more_player_its_sets_grow_and_block_identical_ones():
    st = neutral_state()
    seat = turn_seat(st)
    st.seats[seat].neutral = [4, 4]
    st.seats[seat].dice[:3] = [4, 4, 4]
    st.seats[seat].dice.sort()
    act(st, "neutral:archives.4.2.0")
    assert st.archives == [[NEUTRAL, 4, 2]]
    assert "place:archives.4.2.0" not in codes(st) and "place:archives.4.3.0" in codes(st)


def test_a_player_is_done_when_his_own_dice_are_placed_and_unplaced_neutral_dice_go_back():
    st = neutral_state(2)
    seat = turn_seat(st)
    st.seats[seat].dice = [6] * 8
    act(st, "place:archives.6.8.0")
    assert "end" in codes(st)
    act(st, "end")
    assert st.ending
    other = turn_seat(st)
    act(st, f"place:library.{st.seats[other].dice[0]}")
    if st.phase == "turn":
        act(st, "end")
    assert st.phase == "resolve" and st.neutral_back == 4
    check_invariants(st)


def test_archives_a_neutral_winner_discards_the_most_valuable_map():
    st = neutral_state()
    st.archives = [[NEUTRAL, 6, 2], [0, 1, 1]]
    st.seats[0].neutral, st.seats[1].neutral = [], []
    st.seats[0].dice.pop()
    shown = list(st.maps_shown)
    best = max(range(4), key=lambda i: (MAPS[shown[i]].large, -i))
    resolve_now(st, "archives")
    assert st.maps_removed == [shown[best]] and len(st.maps_shown) == 3


def test_university_a_neutral_die_discards_the_most_valuable_specialist_ties_to_the_left():
    st = neutral_state()
    st.university = [[NEUTRAL, 1], [2, 3]]
    st.seats[0].neutral.pop()
    st.seats[2].dice.pop()
    shown = list(st.specialists_shown)
    best = max(range(len(shown)), key=lambda i: (SPECIALISTS[shown[i]].gold, -i))
    resolve_now(st, "university")
    assert st.specialists_removed[:1] == [shown[best]]


def test_auction_house_neutral_winner_discards_four_runner_up_neutral_discards_two():
    st = neutral_state()
    st.runs = [[NEUTRAL, 1, 4], [1, 5, 6]]
    resolve_now(st, "auction_house")
    finish_resolution(st)
    assert len(st.artifact_discard) == 4 + 1 and len(st.seats[1].artifacts) == 1
    st = neutral_state()
    st.runs = [[2, 1, 4], [NEUTRAL, 5, 6]]
    resolve_now(st, "auction_house")
    while st.phase == "resolve":
        act(st, codes(st)[0])
    assert len(st.seats[2].artifacts) == 2 and len(st.artifact_discard) == 1 + 2


def test_guild_neutral_winner_the_runner_up_draws_two_neutral_runner_up_only_the_winner():
    st = neutral_state(b="guild")
    st.runs = [[NEUTRAL, 1, 4], [1, 5, 6]]
    size = len(st.mission_stack)
    resolve_now(st, "guild")
    assert st.hand_seat == 1 and len(st.hand) in (1, 2)
    finish_resolution(st)
    assert len(st.seats[1].missions) == 1 and len(st.mission_stack) == size - 1
    st = neutral_state(b="guild")
    st.runs = [[0, 1, 4], [NEUTRAL, 5, 6], [2, 3, 3]]
    resolve_now(st, "guild")
    finish_resolution(st)
    assert len(st.seats[0].missions) == 1 and not st.seats[2].missions and len(st.mission_stack) == size - 1


def test_temple_a_neutral_item_goes_back_face_down_under_the_stack():
    st = neutral_state(c="hidden_temple")
    from engine.gilded_compass.data import ITEMS
    item = st.items_shown[0]
    a, b = ITEMS[item].dice
    st.temple = [[0, NEUTRAL, a, b]]
    resolve_now(st, "hidden_temple")
    assert st.item_stack[0] == item and all(item not in s.items for s in st.seats)


def test_illuminati_neutral_winner_top_tile_discarded_runner_up_chooses_the_rest_discarded():
    st = neutral_state(c="illuminati")
    shown = list(st.abilities_shown)
    st.illuminati = [[NEUTRAL, [2, 3]], [1, [2]]]
    resolve_now(st, "illuminati")
    finish_resolution(st)
    assert len(st.seats[1].abilities) == 1 and st.seats[1].abilities[0][0] in shown[1:]
    assert shown[0] in st.ability_discard


def test_illuminati_neutral_runner_up_the_top_tile_left_is_discarded_before_the_third_takes_the_last():
    st = neutral_state(c="illuminati")
    st.illuminati = [[0, [1, 2, 3]], [NEUTRAL, [1, 2]], [2, [1]]]
    resolve_now(st, "illuminati")
    act(st, codes(st)[-1])
    if st.phase == "resolve":
        finish_resolution(st)
    assert len(st.seats[0].abilities) == 1 and len(st.seats[2].abilities) == 1


def test_galleon_neutral_placements_draw_nothing_a_neutral_winner_leaves_each_human_one():
    st = neutral_state(c="sunken_galleon")
    seat = turn_seat(st)
    st.seats[seat].neutral = [6, 1]
    stack = len(st.sunken_stack)
    act(st, "neutral:sunken_galleon.6")
    assert len(st.sunken_stack) == stack and st.galleon == [[NEUTRAL, [6]]]
    st = neutral_state(c="sunken_galleon")
    # The neutral dice: 1+3, then 2+2 added to them (one group, four dice).
    st.galleon = [[1, [2]], [2, [1, 1, 3]], [NEUTRAL, [1, 2, 2, 3]]]
    st.seats[1].galleon_drawn = [st.sunken_stack.pop()]
    st.seats[2].galleon_drawn = [st.sunken_stack.pop() for _ in range(3)]
    resolve_now(st, "sunken_galleon")
    assert len(st.seats[1].sunken_hidden) == 1 and len(st.seats[2].sunken_hidden) == 1
    assert not st.seats[1].sunken_open and not st.seats[2].sunken_open


def test_galleon_neutral_runner_up_only_the_winner_keeps():
    st = neutral_state(c="sunken_galleon")
    st.galleon = [[1, [2]], [NEUTRAL, [1, 3]], [2, [1, 1, 3]]]
    st.seats[1].galleon_drawn = [st.sunken_stack.pop()]
    st.seats[2].galleon_drawn = [st.sunken_stack.pop() for _ in range(3)]
    resolve_now(st, "sunken_galleon")
    assert len(st.seats[2].sunken_open) == 2 and not st.seats[1].sunken_hidden and not st.seats[1].sunken_open


def test_tower_no_token_is_drawn_for_the_neutral_player():
    st = neutral_state(c="treasure_tower")
    st.tower = [[[NEUTRAL, 1], [0, 2]], [[NEUTRAL, 6]]]
    resolve_now(st, "treasure_tower")
    assert len(st.tower_stacks["bronze"]) == 12 and len(st.seats[0].tower["silver"]) == 1

"""Why not, in the Gilded Compass (engine/gilded_compass/why.py): each rule that keeps the
seat's dice from a tapped building, set up as the rules text states it, and asked as the
table asks it (``place:<building>``), from the seat's view (engine/why.py)."""

from __future__ import annotations

from engine import Rng
from engine.core import Action, Refusal
from engine.gilded_compass import GAME
from engine.gilded_compass.data import ITEMS
from engine.gilded_compass.why import refusal
from engine.why import NOT_YOUR_TURN, why_not

from .helpers import act, codes, new_match, new_state, set_dice, turn_seat

PLACE = Action.parse


def _why(st, building: str) -> Refusal | None:
    assert not any(c.startswith(f"place:{building}.") for c in codes(st))
    return refusal(st, turn_seat(st), PLACE(f"place:{building}"))


def test_a_die_that_would_fall_off_the_university_at_once_cannot_be_placed_there():
    """The row of four holds 1, 1, 3, 3: a 5 or a 6 (no pair summing to 5) would fall off."""
    st = new_state(2)
    seat = turn_seat(st)
    other = 1 - seat
    st.university = [[other, v] for v in (1, 1, 3, 3)]
    st.seats[other].dice = st.seats[other].dice[:4]
    set_dice(st, seat, 5, 5, 6, 6, 6, 6, 6, 6)
    assert _why(st, "university") == Refusal("gc.university_full", {"pair": 5})


def test_the_archives_never_hold_two_groups_of_the_same_count_and_value():
    st = new_state(4)
    seat = turn_seat(st)
    st.archives = [[(seat + 1) % 4, 4, 1], [(seat + 1) % 4, 4, 2]]
    st.seats[seat].dice = st.seats[seat].dice[:2]
    set_dice(st, seat, 4, 4)
    assert _why(st, "archives") == Refusal("gc.archives_taken")


def test_no_run_identical_to_another_player_s():
    st = new_state(4, b="guild")
    seat = turn_seat(st)
    st.runs = [[(seat + 1) % 4, 2, 2]]
    st.seats[seat].dice = st.seats[seat].dice[:2]
    set_dice(st, seat, 2, 2)
    assert _why(st, "guild") == Refusal("gc.no_run", {"building": "guild"})


def test_the_temple_takes_the_two_dice_an_item_shows():
    st = new_state(4, c="hidden_temple")
    seat = turn_seat(st)
    set_dice(st, seat, 1, 1, 1, 1, 1, 1, 1, 1)
    st.items_shown = [i for i in st.items_shown if 1 not in ITEMS[i].dice]
    assert _why(st, "hidden_temple") == Refusal("gc.temple_no_item")


def test_the_galleon_s_nth_placement_is_n_dice_with_a_higher_sum():
    st = new_state(4, c="sunken_galleon")
    seat = turn_seat(st)
    st.galleon = [[(seat + 1) % 4, [6]]]
    set_dice(st, seat, 1, 1, 1, 1, 1, 1, 1, 1)
    assert _why(st, "sunken_galleon") == Refusal("gc.galleon_short", {"dice": 2, "beat": 6})


def test_a_turn_places_the_own_dice_on_one_building():
    """With the neutral player (variant 2), the seat may still place neutral dice after its own."""
    st = new_state(3)
    seat = turn_seat(st)
    set_dice(st, seat, *([1, 2, 3, 4, 5, 6, 6, 6] + [6] * 8)[:len(st.seats[seat].dice)])
    act(st, "place:library.6")
    assert turn_seat(st) == seat and "end" in codes(st)
    assert refusal(st, seat, PLACE("place:archives")) == Refusal("gc.placed_this_turn")


def test_the_illuminati_take_the_combination_plus_one_die():
    st = new_state(4, c="illuminati")
    seat = turn_seat(st)
    st.illuminati = [[(seat + 1) % 4, [6, 6, 6]]]
    st.seats[seat].dice = st.seats[seat].dice[:3]
    set_dice(st, seat, 1, 2, 3)
    assert _why(st, "illuminati") == Refusal("gc.illuminati_no_set")


def test_asked_from_a_view_the_refusal_reads_nothing_hidden():
    """The stacks and the other seats' secret tiles are hidden: a sample re-deals them, and
    the answers stay the same; another seat's turn is said so."""
    m = new_match(4, seed=3)
    seat = m.to_act[0]
    twin = GAME.sample(m.state, seat, Rng(11))
    assert twin.map_stack != m.state.map_stack or not twin.map_stack
    for name in m.state.order:
        code = f"place:{name}"
        assert refusal(twin, seat, PLACE(code)) == refusal(m.state, seat, PLACE(code))
    other = (seat + 1) % 4
    assert why_not(GAME, m.view(other), m.legal(other), "place:library") == Refusal(NOT_YOUR_TURN)

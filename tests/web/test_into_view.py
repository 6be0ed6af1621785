"""What a decision brings into the table's window (main_side/dom.py's ``aim``, ``scroll_to`` and
``more``): pure functions of boxes, in the window's coordinates (the window from 100 to 600)."""

from __future__ import annotations

from main_side.dom import MARGIN, aim, more, scroll_to

TOP, BOTTOM = 100.0, 600.0
ROOM = BOTTOM - TOP - 2 * MARGIN


def test_the_subject_and_every_piece_come_together_where_they_fit():
    assert aim((700, 800), [(750, 790, True), (900, 940, False)], TOP, BOTTOM) == (700, 940)


def test_every_piece_without_the_subject_where_the_two_do_not_fit():
    assert aim((0, 2000), [(750, 790, True), (900, 940, True)], TOP, BOTTOM) == (750, 940)


def test_the_pieces_within_the_subject_where_all_of_them_do_not_fit():
    pieces = [(150, 190, False), (1500, 1540, True), (1700, 1740, True), (3000, 3040, False)]
    assert aim((1400, 1800), pieces, TOP, BOTTOM) == (1500, 1740)


def test_the_subject_s_pieces_from_the_first_on_where_they_do_not_fit():
    pieces = [(150, 190, False), (1500, 1540, True), (2700, 2740, True)]
    assert aim((1400, 2800), pieces, TOP, BOTTOM) == (1500, 1500 + ROOM)


def test_else_the_nearest_pieces_first_and_the_rest_after_them():
    below = [(700, 740, False), (1300, 1340, False), (2000, 2040, False)]
    assert aim(None, below, TOP, BOTTOM) == (700, 700 + ROOM)
    above = [(-2000, -1960, False), (-400, -360, False)]
    assert aim(None, above, TOP, BOTTOM) == (-360 - ROOM, -360)


def test_where_some_pieces_are_in_view_and_not_all_fit_the_person_s_place_is_kept():
    assert aim(None, [(200, 240, False), (1300, 1340, False)], TOP, BOTTOM) is None


def test_without_pieces_the_subject():
    assert aim((700, 760), [], TOP, BOTTOM) == (700, 760)
    assert aim(None, [], TOP, BOTTOM) is None


def test_the_scroll_is_as_little_as_will_do():
    assert scroll_to(200, 300, TOP, BOTTOM) == 0
    assert scroll_to(650, 700, TOP, BOTTOM) == 100
    assert scroll_to(50, 80, TOP, BOTTOM) == -50
    assert scroll_to(650, 2000, TOP, BOTTOM) == 550  # taller than the window: its top at the top


def test_where_more_choices_lie_is_said():
    assert more([(200, 240, False)], TOP, BOTTOM) == ""
    assert more([(200, 240, False), (700, 740, False)], TOP, BOTTOM) == "below"
    assert more([(20, 60, False)], TOP, BOTTOM) == "above"
    assert more([(20, 60, False), (700, 740, False)], TOP, BOTTOM) == "both"

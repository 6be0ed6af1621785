"""The "B" buildings: runs at the Auction House and the Treasure Hunters' Guild, the
artifacts and the missions they give (the rules text's examples of which run wins)."""

from __future__ import annotations

import pytest

from engine.gilded_compass import GAME
from engine.gilded_compass.awards import ranked_runs

from .helpers import act, check_invariants, codes, new_state, resolve_now, set_dice, turn_seat


def run_codes(st, b):
    return [c.split(".", 1)[1] for c in codes(st) if c.startswith(f"place:{b}.")]


@pytest.mark.parametrize("b", ["auction_house", "guild"])
def test_runs_of_consecutive_dice_a_single_die_included(b):
    st = new_state(4, b=b)
    set_dice(st, turn_seat(st), 1, 1, 1, 2, 3, 4, 6, 6)
    assert run_codes(st, b) == ["1.1", "1.2", "1.3", "1.4", "2.2", "2.3", "2.4", "3.3", "3.4", "4.4", "6.6"]


@pytest.mark.parametrize("b", ["auction_house", "guild"])
def test_no_run_identical_to_another_players_but_runs_may_overlap(b):
    st = new_state(4, b=b)
    seat = turn_seat(st)
    st.runs = [[(seat + 1) % 4, 2, 3]]
    set_dice(st, seat, 1, 1, 1, 2, 3, 4, 6, 6)
    options = run_codes(st, b)
    assert "2.3" not in options and "1.3" in options and "3.4" in options


@pytest.mark.parametrize("b", ["auction_house", "guild"])
def test_one_run_a_player_extended_later_at_one_end_or_both(b):
    st = new_state(4, b=b)
    seat = turn_seat(st)
    st.runs = [[seat, 3, 4]]
    st.seats[seat].dice = st.seats[seat].dice[:6]
    set_dice(st, seat, 1, 2, 2, 5, 6, 6)
    assert run_codes(st, b) == ["1.4", "1.5", "1.6", "2.4", "2.5", "2.6", "3.5", "3.6"]
    act(st, f"place:{b}.2.5")
    assert st.runs == [[seat, 2, 5]] and sorted(st.seats[seat].dice) == [1, 2, 6, 6]
    check_invariants(st)


def test_the_longest_run_wins_then_the_higher_one():
    """"1-2-3-4가 4-5-6을 이기고, 4-5-6이 5-6을 이깁니다"; equal length: the higher run."""
    st = new_state(4)
    st.runs = [[0, 5, 6], [1, 4, 6], [2, 1, 4], [3, 2, 4]]
    assert [r[0] for r in ranked_runs(st)] == [2, 1, 3, 0]


def test_auction_house_winner_draws_three_keeps_two_runner_up_draws_two_keeps_one():
    st = new_state(4, b="auction_house")
    st.runs = [[0, 1, 3], [1, 4, 6], [2, 5, 6], [3, 6, 6]]
    for seat in range(4):
        st.seats[seat].dice = st.seats[seat].dice[: 8 - (st.runs[seat][2] - st.runs[seat][1] + 1)]
    top = list(st.artifact_stack[-5:])
    resolve_now(st, "auction_house")
    assert st.library == [[2, 5], [2, 6], [3, 6]], "runs not rewarded go to the Library"
    while st.phase == "resolve" and st.tasks:
        act(st, codes(st)[0])
    assert len(st.seats[1].artifacts) == 2 and len(st.seats[0].artifacts) == 1
    assert sorted(st.seats[1].artifacts + st.seats[0].artifacts + st.artifact_discard) == sorted(top)
    assert len(st.artifact_discard) == 2
    check_invariants(st)


def test_auction_house_the_third_run_draws_one_with_five_players():
    st = new_state(5, b="auction_house")
    st.runs = [[0, 1, 3], [1, 4, 6], [2, 5, 6], [3, 6, 6]]
    resolve_now(st, "auction_house")
    while st.phase == "resolve" and st.tasks:
        act(st, codes(st)[0])
    assert [len(st.seats[p].artifacts) for p in range(4)] == [1, 2, 1, 0]


def test_guild_winner_keeps_one_of_three_and_passes_two_the_other_goes_under_the_stack():
    st = new_state(4, b="guild")
    st.runs = [[2, 1, 3], [3, 2, 3]]
    st.seats[2].dice, st.seats[3].dice = st.seats[2].dice[3:], st.seats[3].dice[2:]
    top3 = st.mission_stack[-3:]
    resolve_now(st, "guild")
    assert GAME.to_act(st) == (2,)
    hand = GAME.view(st, 2)["hand"]
    assert sorted(hand["tiles"]) == sorted(top3) and GAME.view(st, 0)["hand"]["tiles"] is None
    kept = int(codes(st)[0].split(":")[1])
    act(st, f"mission:{kept}")
    assert st.seats[2].missions == [kept]
    assert GAME.to_act(st) == (3,) and GAME.view(st, 3)["hand"]["count"] == 2
    second = int(codes(st)[1].split(":")[1])
    act(st, f"mission:{second}")
    assert st.seats[3].missions == [second]
    last = (set(top3) - {kept, second}).pop()
    assert st.mission_stack[0] == last, "the last goes to the bottom of the stack"
    check_invariants(st)


def test_guild_the_third_run_receives_the_third_mission_with_five_players():
    st = new_state(5, b="guild")
    st.runs = [[4, 1, 3], [0, 2, 3], [1, 6, 6], [2, 5, 5]]
    for seat, n in ((4, 3), (0, 2), (1, 1), (2, 1)):
        st.seats[seat].dice = st.seats[seat].dice[n:]
    top3 = st.mission_stack[-3:]
    resolve_now(st, "guild")
    assert st.library == [[2, 5]]
    while st.phase == "resolve" and st.tasks:
        act(st, codes(st)[0])
    assert sorted(st.seats[4].missions + st.seats[0].missions + st.seats[1].missions) == sorted(top3)


def test_guild_alone_the_winner_keeps_one_and_two_go_under_the_stack():
    st = new_state(4, b="guild")
    st.runs = [[1, 4, 4]]
    resolve_now(st, "guild")
    act(st, codes(st)[0])
    assert len(st.seats[1].missions) == 1 and len(st.mission_stack) == len(new_state(4, b="guild").mission_stack) - 1

"""The computer levels of Puerto Rico: the easy player is legal, deterministic, reads its
seat's view only, plays sensibly and loses clearly more often than the greedy one.

The default run plays a short sample; ``pytest -m slow`` plays many matches at every
player count (every invariant checked after every action) and measures 200 four-player
matches each way (the figures of ``docs/architecture.md``, "Computer levels").
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pytest

import ai
from ai.puerto_rico import EASY, WEIGHED, Context, evaluate
from ai.puerto_rico.strong import BUDGET, STRONG, TWO_PLAYERS
from ai.search import Search, run
from engine import Action, Match, Rng, derive
from engine.simulate import play_match

from .. import levels
from ..levels import canonical, easy, greedy, seats_for
from .test_ai import hidden_reshuffled
from .test_fuzz import check_replay, play_checked

GAME = "puerto-rico"
share = partial(levels.share, GAME)


# --- the API ----------------------------------------------------------------------------------
def test_the_levels_are_offered_and_greedy_is_the_default():
    assert ai.levels(GAME) == ("easy", "greedy", "strong")
    match = Match.new(GAME, 4, 8)
    seat = match.to_act[0]
    view, legal = match.view(seat), match.legal(seat)
    assert ai.choose(GAME, view, legal, Rng(4)) == ai.choose(GAME, view, legal, Rng(4), level="greedy")
    with pytest.raises(ValueError, match="no computer level"):
        ai.choose(GAME, view, legal, Rng(4), level="hard")


def test_easy_values_a_role_without_looking_at_the_others():
    """A role the next seats gain from as much as the chooser is worth less to the greedy
    player than to the easy one, which looks at its own board only."""
    match = Match.new(GAME, 4, 31)
    while match.view(match.to_act[0])["phase"] != "role" or match.view(0)["round"] < 3:
        seat = match.to_act[0]
        match.play(seat, greedy(GAME, match.view(seat), match.legal(seat), match.ai_rng(seat)))
    seat = match.to_act[0]
    view = match.view(seat)
    roles = [a for a in match.legal(seat) if a.kind == "role"]
    full, own = Context(view), Context(view, EASY)
    assert all(evaluate(own, a) >= evaluate(full, a) for a in roles)
    assert any(evaluate(own, a) > evaluate(full, a) for a in roles)


def test_easy_never_slips_out_of_production_or_a_privilege():
    assert not {"produce", "decline", "privilege", "extra", "rearrange", "hospice", "university",
                "harbor"} & WEIGHED
    match = Match.new(GAME, 3, 12)
    for _ in range(2000):
        if match.over:
            break
        seat = match.to_act[0]
        legal, view = match.legal(seat), match.view(seat)
        kinds = {a.kind for a in legal}
        if "produce" in kinds:
            assert all(ai.choose(GAME, view, legal, Rng(k), level="easy") == Action("produce") for k in range(20))
        match.play(seat, easy(GAME, view, legal, match.ai_rng(seat)))


# --- legal, deterministic, only the view -------------------------------------------------------
def check_match(players: int, number: int) -> Match:
    seed = derive(players, number, 0xEA5) & 0xFFFFFFFF
    match = play_match(GAME, players, seed, seats_for(players, number))  # plays only legal actions
    assert match.over and match.result.reason in ("colonists", "city", "vp")
    again = Match.from_record(match.record())
    assert again.decisions == match.decisions and again.result == match.result
    return match


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_easy_matches_are_legal_end_and_replay(players):
    for number in range(6):
        check_match(players, number)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_many_easy_matches_keep_every_invariant(players):
    for number in range(300):
        match = play_checked(players, derive(0xEA5, players, number) & 0xFFFFFFFF, seats_for(players, number))
        if number % 10 == 0:
            check_replay(match)


def test_the_same_rng_gives_the_same_choice_and_the_view_is_left_untouched():
    levels.check_easy_is_repeatable_and_pure(GAME)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_easy_choice_does_not_depend_on_what_the_seat_cannot_see(players):
    match = Match.new(GAME, players, 23 + players)
    checked = 0
    while not match.over:
        seat = match.to_act[0]
        legal, view = match.legal(seat), match.view(seat)
        if len(match.decisions) % 5 == 0:
            salt = derive(players, len(match.decisions))
            mine = ai.choose(GAME, view, legal, Rng(salt), level="easy")
            for k in range(2):
                other = hidden_reshuffled(match, seat, k)
                assert canonical(other.view(seat)) == canonical(view)
                assert ai.choose(GAME, other.view(seat), other.legal(seat), Rng(salt), level="easy") == mine
            checked += 1
        match.play(seat, easy(GAME, view, legal, match.ai_rng(seat)))
    assert checked > 15


# --- sensible, and weaker -----------------------------------------------------------------------
def test_easy_beats_random_seats():
    rates = share(["easy", "random", "random", "random"], 12, seed=21)
    assert rates["easy"] >= 0.75


def test_greedy_wins_clearly_more_than_easy():
    """Two easy and two greedy seats, rotated: greedy seats win far more (over these 40
    matches, 0.44 a greedy seat against 0.06 an easy one)."""
    rates = share(["easy", "greedy", "easy", "greedy"], 40, seed=5)
    assert rates["greedy"] >= 2 * rates["easy"] + 0.1


@pytest.mark.slow
def test_easy_against_three_greedy_and_greedy_against_three_easy():
    alone = share(["easy", "greedy", "greedy", "greedy"], 200, seed=1)["easy"]
    strong = share(["greedy", "easy", "easy", "easy"], 200, seed=1)["greedy"]
    print(f"\nPuerto Rico, 200 matches each: easy vs 3 greedy wins {alone:.3f}; greedy vs 3 easy wins {strong:.3f}")
    assert alone <= 0.15 and strong >= 0.45


def test_the_strong_player_judges_every_candidate_at_the_end_of_the_next_round():
    """Its rollouts end with the next round, however many decisions the candidate led to (a
    mayor's colonists or a captain's loads are many small ones), so that the margins
    compare positions at the same point of the game."""
    match = Match.new(GAME, 4, 12)
    while match.view(0)["round"] < 3 or match.to_act[0] != 0 or len(match.legal(0)) < 3:
        seat = match.to_act[0]
        match.play(seat, greedy(GAME, match.view(seat), match.legal(seat), match.ai_rng(seat)))
    start = match.view(0)["round"]
    judged: list[tuple[int, bool]] = []

    def margin(twin, seat):
        judged.append((twin.view(seat)["round"], twin.over))
        return STRONG.margin(twin, seat)

    search = Search(replace(STRONG, margin=margin), match.view(0), match.legal(0), Rng(3), match.sampler(0),
                    replace(BUDGET, rollouts=3))
    run(search)
    assert BUDGET.round_end == 2 and len(judged) == search.rollouts > 0
    assert all(over or r == start + 2 for r, over in judged)


def test_at_two_players_the_strong_player_judges_at_the_end_of_this_round():
    """The next round's end is for 3 players and more; at 2 players the budget that met its
    figure stays."""
    for players, budget in ((2, TWO_PLAYERS), (3, BUDGET), (4, BUDGET), (5, BUDGET)):
        match = Match.new(GAME, players, 5)
        assert STRONG.budget_for(match.view(match.to_act[0])) is budget
    assert TWO_PLAYERS.round_end == 1 and BUDGET.round_end == 2

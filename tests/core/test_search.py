"""The strong level's search (ai.search) on the toy game: its choice, its slices, a budget
per number of players, rollouts to the end of the round or the next, the seat's own
judgement in its rollouts."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ai.search import Budget, Player, Search, run, score_margin
from engine import Match, Rng, seat_of


def first(view, legal, rng):
    return legal[0]


def every(view, legal, rng, k):
    return legal[:k]


def points(match, seat):
    return score_margin([float(p) for p in match.state.points], seat)


#: Two-player toy: the other seat (greedy: the first legal action) bids 1, so after the bids
#: a bid of 3 scores 3, a bid of 2 scores 2 and a bid of 1 ties and scores nothing.
PLAYER = Player(first, every, points, Budget(candidates=3, rollouts=2, depth=1))


def opening():
    match = Match.new("toy", 2, 7)
    return match, match.view(0), match.legal(0)


def test_every_candidate_has_every_rollout_and_the_best_mean_margin_is_played():
    match, view, legal = opening()
    search = Search(PLAYER, view, legal, Rng(1), match.sampler(0))
    assert run(search).args == (3,)
    assert search.rollouts == 3 * 2 and [t / 2 for t in search.totals] == [0.0, 2.0, 3.0]


def test_the_greedy_choice_stays_unless_another_beats_it_by_the_budgets_keep():
    match, view, legal = opening()
    assert run(Search(PLAYER, view, legal, Rng(1), match.sampler(0), replace(PLAYER.budget, keep=3.0))).args == (1,)


def test_a_search_chooses_the_same_however_many_steps_at_a_time_it_is_taken():
    match, view, legal = opening()
    budget = Budget(candidates=3, rollouts=3, depth=6)
    whole = run(Search(PLAYER, view, legal, Rng(5), match.sampler(0), budget))
    sliced = Search(PLAYER, view, legal, Rng(5), match.sampler(0), budget)
    steps = 0
    while not sliced.step():
        steps += 1
    assert steps > sliced.rollouts and sliced.action() == whole


def test_a_player_may_have_a_budget_of_its_own_for_a_number_of_players():
    cheap, rich = Budget(candidates=3, rollouts=1, depth=1), Budget(candidates=3, rollouts=5, depth=1)
    player = replace(PLAYER, budget=cheap, budget_at=lambda view: rich if view["players"] == 2 else cheap)
    match, view, legal = opening()
    match3 = Match.new("toy", 3, 7)
    assert player.budget_for(view) is rich and player.budget_for(match3.view(0)) is cheap
    assert PLAYER.budget_for(view) is PLAYER.budget  # no budget_at: the one budget
    assert Search(player, view, legal, Rng(1), match.sampler(0)).rollouts == 3 * 5
    assert Search(player, match3.view(0), match3.legal(0), Rng(1), match3.sampler(0)).rollouts == 3 * 1


@pytest.mark.parametrize("rounds", [1, 2])
def test_a_rollout_may_end_with_the_round_or_the_next(rounds):
    seen: list[tuple[int, bool]] = []

    def where(match, seat):
        seen.append((match.state.round, match.over))
        return 0.0

    match, view, legal = opening()
    budget = Budget(candidates=2, rollouts=2, depth=1000, round_end=rounds)
    run(Search(replace(PLAYER, margin=where), view, legal, Rng(3), match.sampler(0), budget))
    assert len(seen) == 4 and all(r == 1 + rounds or over for r, over in seen)


def test_the_seat_plays_its_own_judgement_in_its_rollouts_and_the_others_the_greedy_players():
    asked: dict[str, list[int]] = {"own": [], "greedy": []}

    def greedy(view, legal, rng):
        asked["greedy"].append(seat_of(view))
        return legal[0]

    def own(view, legal, rng):
        asked["own"].append(seat_of(view))
        return legal[-1]

    match, view, legal = opening()
    budget = Budget(candidates=2, rollouts=2, depth=1000)
    run(Search(replace(PLAYER, greedy=greedy, own=own), view, legal, Rng(3), match.sampler(0), budget))
    assert set(asked["own"]) == {0} and set(asked["greedy"]) == {1}

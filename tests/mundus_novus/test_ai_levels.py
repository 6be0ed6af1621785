"""The computer levels of Mundus Novus: the easy player is legal, deterministic, reads its
seat's view only, plays sensibly and loses clearly more often than the greedy one.

The default run plays a short sample; ``pytest -m slow`` plays many matches at every
player count and measures 200 four-player matches each way (the figures of
``docs/architecture.md``, "Computer levels").
"""

from __future__ import annotations

from functools import partial

import pytest

import ai
from ai.mundus_novus import EASY
from ai.mundus_novus import value as V
from engine import Match, Rng, derive
from engine.simulate import play_match

from .. import levels
from ..levels import canonical, seats_for
from .helpers import hidden_reshuffled

GAME = "mundus-novus"
share = partial(levels.share, GAME)


# --- the API ----------------------------------------------------------------------------------
def test_the_levels_are_offered_and_greedy_is_the_default():
    assert ai.LEVELS == ("easy", "greedy", "strong") and ai.DEFAULT_LEVEL == "greedy"
    assert ai.levels(GAME) == ("easy", "greedy", "strong")
    match = Match.new(GAME, 3, 8)
    seat = match.to_act[0]
    view, legal = match.view(seat), match.legal(seat)
    assert ai.choose(GAME, view, legal, Rng(4)) == ai.choose(GAME, view, legal, Rng(4), level="greedy")
    with pytest.raises(ValueError, match="no computer level"):
        ai.choose(GAME, view, legal, Rng(4), level="hard")


def test_the_easy_horizon_values_cards_for_fewer_rounds():
    match = Match.new(GAME, 4, 3)
    view = {**match.view(0)["board"], "seat": 0, "round": 1, "phase": "supply", "log": []}
    assert V.rounds_left(view) > EASY.horizon
    assert V.rounds_left({**view, "style": EASY}) == EASY.horizon


# --- legal, deterministic, only the view -------------------------------------------------------
def check_match(players: int, number: int) -> Match:
    seed = derive(players, number, 0xEA5) & 0xFFFFFFFF
    match = play_match(GAME, players, seed, seats_for(players, number))  # plays only legal actions
    assert match.over and match.result.reason in ("perfect", "doubloons", "queue") and match.result.winners
    again = Match.from_record(match.record())
    assert again.decisions == match.decisions and again.result == match.result
    return match


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_easy_matches_are_legal_end_and_replay(players):
    for number in range(3):
        check_match(players, number)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_many_easy_matches_are_legal_end_and_replay(players):
    for number in range(3, 150):
        check_match(players, number)


def test_the_same_rng_gives_the_same_choice_and_the_view_is_left_untouched():
    levels.check_easy_is_repeatable_and_pure(GAME)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_easy_choice_does_not_depend_on_what_the_seat_cannot_see(players):
    checked = changed = 0
    for number in range(3):
        seed = derive(players, number, 0x5EE) & 0xFFFFFFFF
        match = Match.new(GAME, players, seed)
        while not match.over:
            seat = match.to_act[0]
            legal, view = match.legal(seat), match.view(seat)
            if len(match.decisions) % 4 == 0:
                other = hidden_reshuffled(match, seat, len(match.decisions))
                assert canonical(other.view(seat)) == canonical(view) and other.legal(seat) == legal
                changed += other.state.hands != match.state.hands or other.state.deck != match.state.deck
                salt = derive(seed, len(match.decisions))
                mine = ai.choose(GAME, view, legal, Rng(salt), level="easy")
                assert ai.choose(GAME, other.view(seat), legal, Rng(salt), level="easy") == mine
                checked += 1
            match.play(seat, ai.choose(GAME, view, legal, match.ai_rng(seat), level="easy"))
    assert checked > 60 and changed > checked * 0.9


# --- sensible, and weaker -----------------------------------------------------------------------
def test_easy_beats_random_seats():
    rates = share(["easy", "random", "random", "random"], 12, seed=21)
    assert rates["easy"] >= 0.75


def test_greedy_wins_clearly_more_than_easy():
    """Two easy and two greedy seats, rotated: greedy seats win far more (over these 24
    matches, 0.5 a greedy seat and none an easy one)."""
    rates = share(["easy", "greedy", "easy", "greedy"], 24, seed=5)
    assert rates["greedy"] >= 2 * rates["easy"] + 0.1


@pytest.mark.slow
def test_easy_against_three_greedy_and_greedy_against_three_easy():
    alone = share(["easy", "greedy", "greedy", "greedy"], 200, seed=1)["easy"]
    strong = share(["greedy", "easy", "easy", "easy"], 200, seed=1)["greedy"]
    print(f"\nMundus Novus, 200 matches each: easy vs 3 greedy wins {alone:.3f}; greedy vs 3 easy wins {strong:.3f}")
    assert alone <= 0.15 and strong >= 0.5


def test_the_strong_level_plays_a_plan_as_the_greedy_player_does():
    """A step of a plan (a set laid down, an offer, fleets, the warehouses) may be taken back
    (cancel, clear, join): the strong level tries no other candidate there, or a search that
    strayed from the plan and back would go round for ever (it did, in round 1). An offer is
    the exception: its candidates are cards to offer (each standing for the whole offer the
    greedy player completes from it), never ``clear``."""
    from ai.mundus_novus.strong import STEADY, candidates

    match = Match.new(GAME, 4, 35)
    seen, offers = set(), 0
    while not match.over and len(match.decisions) < 400:
        seat = match.to_act[0]
        view, legal = match.view(seat), match.legal(seat)
        step = view["board"]["step"]
        greedy = ai.choose(GAME, view, legal, Rng(3))
        if step == "offer":
            tried = candidates(view, legal, Rng(3), 4)
            assert tried[0] == greedy and len(set(tried)) == len(tried)
            assert all(a.kind in ("offer", "done") and a in legal for a in tried)
            offers += 1
        elif step in STEADY:
            assert candidates(view, legal, Rng(3), 4) == [greedy]
            seen.add(step)
        match.play(seat, ai.choose(GAME, view, legal, match.ai_rng(seat)))
    assert "turn" in seen and offers


def test_the_strong_level_searches_wider_with_three_seats_or_more():
    """Two seats keep the smaller budget (the larger one won no more head to head); with
    more seats every searched decision tries 6 candidates in 16 sampled futures (a take or a
    keep at 3 and 4 players every legal choice: below), and the trade's run to the trade's
    end."""
    from ai.mundus_novus.strong import BUDGET, STRONG, TRADE, TWO_PLAYERS, TWO_PLAYERS_TRADE
    from ai.search import Search

    for players, elsewhere, trade in ((2, TWO_PLAYERS, TWO_PLAYERS_TRADE), (4, BUDGET, TRADE)):
        match = Match.new(GAME, players, 35)
        seen = {}
        while len(seen) < 2:
            seat = match.to_act[0]
            view, legal = match.view(seat), match.legal(seat)
            search = Search(STRONG, view, legal, Rng(5), match.sampler(seat))
            if search.rollouts:
                seen[view["phase"] == "trade"] = search
            match.play(seat, ai.choose(GAME, view, legal, match.ai_rng(seat)))
        for in_trade, budget in ((False, elsewhere), (True, trade)):
            search = seen[in_trade]
            assert search.budget == budget and search.rollouts == len(search.candidates) * budget.rollouts
        assert trade.phase_end and not elsewhere.phase_end
    assert (BUDGET.candidates, BUDGET.rollouts) == (6, 16) and (TWO_PLAYERS.candidates, TWO_PLAYERS.rollouts) == (4, 6)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_strong_level_tries_every_take_and_keep_at_three_and_four_players(players):
    """The chain of takes is where the search gains most (what is taken, and from whom: who
    takes next): at 3 and 4 players a take or a keep tries every legal choice, to the end of
    the trade. At 5 and more a take has up to 20 choices: the trade's budget."""
    from ai.mundus_novus.strong import CHAIN, CHAIN_STEPS, STRONG, TRADE
    from ai.search import Search

    wide = players <= 4
    steps, many = set(), 0
    match = Match.new(GAME, players, 35)
    while many < 3:
        if match.over:  # at 3 players a take seldom has more than 6 choices
            assert match.seed < 35 + 20, "no take with more than 6 choices in 20 matches"
            match = Match.new(GAME, players, match.seed + 1)
        seat = match.to_act[0]
        view, legal = match.view(seat), match.legal(seat)
        step = view["board"]["step"]
        if step in CHAIN_STEPS and len(legal) > 1:
            search = Search(STRONG, view, legal, Rng(5), match.sampler(seat))
            assert search.budget == (CHAIN if wide else TRADE)
            tried = search.candidates
            assert len(set(tried)) == len(tried) and set(tried) <= set(legal)
            assert len(tried) == (len(legal) if wide else min(len(legal), TRADE.candidates))
            steps.add(step)
            many += len(legal) > TRADE.candidates
        match.play(seat, ai.choose(GAME, view, legal, match.ai_rng(seat)))
    assert steps == set(CHAIN_STEPS) and many == 3  # takes with more choices than the trade's budget tries
    assert CHAIN.phase_end and CHAIN.candidates == 12 and CHAIN.rollouts == TRADE.rollouts


def test_the_strong_level_judges_a_trade_decision_at_the_end_of_the_trade():
    """An offer, a take or a keep is settled only once the trade is over (who is Trade Master,
    what each offer brought back): its rollouts run to the trade's end, not a fixed depth
    (at 4 players a rollout of 10 decisions ended among the offers)."""
    from ai.mundus_novus.strong import STRONG
    from ai.search import Player, Search, run

    ends: list[tuple[int, str]] = []

    def margin(twin: Match, seat: int) -> float:
        ends.append(twin.game.progress(twin.state))
        return STRONG.margin(twin, seat)

    player = Player(STRONG.greedy, STRONG.candidates, margin, STRONG.budget, budget_at=STRONG.budget_at)
    match = Match.new(GAME, 4, 35)
    while match.view(match.to_act[0])["board"]["step"] != "offer":
        seat = match.to_act[0]
        match.play(seat, ai.choose(GAME, match.view(seat), match.legal(seat), match.ai_rng(seat)))
    seat = match.to_act[0]
    view = match.view(seat)
    search = Search(player, view, match.legal(seat), Rng(5), match.sampler(seat))
    run(search)
    assert search.rollouts and len(ends) == search.rollouts
    assert all(end == (view["round"], "progression") for end in ends)

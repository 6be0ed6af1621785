"""The strong Mundus Novus player's part of the search (:mod:`ai.search`).

Candidates: the greedy choice, then the greedy player's next best actions; at a step of a
plan (a set laid down, fleets, the warehouses) the greedy choice alone. An offer's next
card is searched: each candidate is a card to add, standing for the best whole offer with
it (the greedy player completes an offer the best way from the cards already in it, in the
rollouts as at the table), and never ``clear``.

The trade's decisions (the announce, an offer's cards, the takes, keeps, swaps and gives:
:data:`TRADE`) roll out to the end of the trade (``Budget.phase_end``), where what an offer
brings back and who is Trade Master are settled; a rollout of 10 decisions at 4 players
ended among the offers and judged every offer alike. At 3 and 4 players a take and the
keep after it try every legal choice (:data:`CHAIN`). The rest keeps :data:`BUDGET`.
Measured on the tuning deals (seed 77, 40 four-player and 60 two-player matches, paired,
the same deals for every variant; wins of the strong seat): before this session's change
17 and 38; the offer's first card searched to the end of the trade 19 and 45; every trade
decision to its end 20 and 45.5; every card of an offer 23 and 49.5 (seed 78, 40 four-player
matches: 11 with the first card only, 18 with every card). Tried and not kept, each within
the noise of these samples or worse: against 20 and 45.5 (every trade decision to its end),
6 candidates (21 and 45), rollouts to the round's end (17 and 40), searching who starts the
Progression (17 and 43.5) or which development card a set takes (16 and 45), the Supply's
picks to the end of the Supply (19 and 47), a Trade Master's worth in the margin (18 and
46), a candidate kept only when it beats the greedy choice by half a doubloon (20 at 4
players); 12 rollouts for the offer's first card (18.5 and 41, against 19 and 45); 10
rollouts with every card of an offer searched (15 at 4 players, against 23). Tried in the
seventh session on other tuning deals (seed 99, the same 40 four-player matches; as it is:
19 wins, mean margin -0.5 doubloons) and not kept: its own judgement tuned in one-ply
matches (a caravel's card 2.2, the powers 0.4 times, as ``Player.own`` and for its
candidates; 28.4% of the wins alone against greedy seats) 16.5; 6 candidates of 16
rollouts, four times the budget, 22 (at 2 players 34 of 40, against 35.5); the margin
against the mean of the other seats rather than the best, 16; at a Progression turn's
start, the identical sets of other values as candidates (the greedy player carrying on a
set under way by the best plan that starts with it), 19. In the eighth session the
engine's samples began keeping the cards the seat saw go into another hand
(``engine/mundus_novus/known.py``: a sampler dealing the true hands, an experiment that
cheats, had won 27.5 of those 40): seed 35, 104 of 200 four-player matches against 95 and
153 of 200 two-player matches against 145. With it, 10 rollouts or 6 candidates for the
trade, and the development card searched to the end of the match, were no better. In the
ninth session, with those samples, a larger budget at 3 players and more was better: 6
candidates of 16 rollouts (:data:`BUDGET`) won 125 of the same 200 four-player matches
against 104, at three times the processor time. Tried in the tenth session and not kept:
reading the revealed offers (from the reveal to the round's end, each rollout kept the
first of up to 20 deals in which every other seat would have offered, as the greedy player,
what it did: the true hands agree for 94% of the seats, plain deals for 37%, the kept ones
for 76%) won 28 of the same first 59 four-player matches against 36, and 74.5 of the first
100 two-player ones against 76, at about 1.6 times the time; a win's bonus of 40 rather
than 10 changed no result (matches 201-300: the same margins). Tried in the eleventh session
and not kept: in a round likely the last, rollouts to its end, so to the match's (2
players, matches 201-400: 160.5 against 162.5); :func:`worth` with the rounds left scaled
to the rounds greedy matches in fact had left (0.6: 29 of 71 four-player matches of
201-300 against 38.5; 1.4: 39 of 80 against 44.5; at 2 players 456.5 of 600 against
448.5) or the hand's plan at 0.6 (35 of 74 against 39.5). Measured in the twelfth
session (2 players, matches 1-200 against 153): samples that cheat, dealing the other
seat's true hand, 171 (before the reveal only 164, from it on 163.5); a revealed offer
filters the samples to 41% of the rest of the hand dealt right against 33%, too little to
tell. Tried then and not kept: the margin as a chance of winning (77 of 104 against 78), the
larger budget at 2 players (21 of 32 against 23). Tried in the thirteenth session and not
kept: the rounds left scaled by 0.6 at 2 players on new deals (matches 601-1030: 353.5
against 352); at 4 players 6 candidates of 32 rollouts (11 of 21 against 11), 8 of 16
(94.5 of 149 against 93.5), 5 decisions a seat (96 of 149 against 93.5); weighting the
samples by the other seat's Supply picks told almost nothing (offline: 48.2% of its hand
dealt right against 47.8%). In the fourteenth session, at 4 players (seed 35): with the
greedy choice alone at every take the strong seat won 27 of matches 1-69 against 40 (23
won only with the search there, 10 only without), so the takes are where the search gains
most; every legal take and keep tried (:data:`CHAIN`) won 365 of matches 1-600 against
357.5, a mean margin 1.0 doubloons better (+3.2 against +2.2; paired, t = 2.3), at the same
processor time. Tried then and not kept, against it: every offer card tried too (57 of 93
against 56; an offer seldom has more than 6 choices), 32 rollouts for the takes and keeps
(75 of 128 against 74). In the fifteenth session, at 4 players, not kept: the same rollouts
spent by sequential halving (100.5 of 165 against 101.5), the trade rolled out to the end of
the round (47.5 of 87 against 47); samples that cheat (the true hands) won 80 of 100 against
62, and 75 with the true hands only from the reveal on. In the sixteenth, at 4 players, not
kept: from the reveal on, each other seat's unseen cards dealt again (up to 12 times) until
the greedy player would have offered from them what it offered, 64 of matches 1-100 against
62 (mean margin +1.8 against +3.0), and until it would also have taken and kept what it did,
128 of matches 1-200 against 124.5 (38 won only with it, 35 only without; the same margin),
at about twice the processor time (p95 650-705 ms); the margin against half the best other
seat's worth and half the others' mean, 121 of matches 1-200 against 124.5 (mean margin +2.7
against +3.5). In the seventeenth, at 4 players, not kept: a rollout's end judged by the
seat's chance of winning, a conditional logit over the seats (the worth's three parts and
five counts, each also over the rounds left) fitted on 4000 greedy matches, 368.5 of
matches 1-600 against 365 (103 won only with it, 99 only without; a mean margin of 3.75
doubloons against 3.20). In the eighteenth, judged again with the true hands, the search
took 60% of what the takes are worth and 22% of what the offers are worth; not kept, at 4
players: the trade's decisions other than the takes and keeps (the offers, the announce,
the give) keeping the greedy choice unless another beats it by half a doubloon (with the
count below), 132.5 of matches 1-206 against 125.5 (a mean margin of 2.9 doubloons against
3.3); a hand that may present the perfect combination counted 40 doubloons in
:func:`worth` rather than the greedy plan's 500, 2 of matches 1-208 changed (one lost to
another seat's perfect combination). The final figures, seed 35: docs/figures.md ("The strong level").

A position is judged by what each seat is worth in doubloons, by the greedy player's own
measures (:func:`worth`): its doubloons, its development cards' worth for the rounds left
(:func:`value.card_value`: income and power, so a caravel or a merchant counts for the
rounds it will still work) and, while its Progression turn is still to come this round,
what its hand will make (:func:`plan.plan_value`: the best sets, the warehouses' room);
the margin is the seat's worth less the best other seat's. Judging the hand matters: a
rollout of a few decisions seldom reaches the Progression, and a race of doubloons and
income alone saw nothing of a take, a keep or a pick (measured: 19.5 of 40 two-player
matches against greedy with that race, 25 of 40 with this worth). In a sampled copy the
other seats' hands are a deal of what the seat cannot see, as everywhere in the search.
"""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from engine import Action, Match, Rng, View
from engine.mundus_novus.state import MNState

from ..search import Budget, Player, ranked, score_margin
from . import value as V
from .greedy import _STEADY as STEADY
from .greedy import _best_offer, _board, _offer_score, _offering, choose, scores
from .plan import plan_value

#: Measured in ``build.py bench mundus-novus-strength`` (docs/figures.md, "The strong level").
#: At 3 players and more (the ninth session's gain: above); 32 rollouts won no more than
#: 16 (57 against 58 of seed 35's first 88 four-player matches).
BUDGET = Budget(candidates=6, rollouts=16, depth=10)
#: At 2 players the smaller budget: the larger one won no more against one greedy seat
#: (73 of the first 100 matches, seed 35, against 76), and 4 candidates of 6 rollouts win
#: 946.5 of 1200 (thirteenth session).
TWO_PLAYERS = Budget(candidates=4, rollouts=6, depth=10)


def to_trade_end(budget: Budget) -> Budget:
    """``budget`` for the trade (the announce, an offer's cards, the takes, keeps and swaps):
    rollouts to the end of the trade, where what an offer brings back (the takes, the Trade
    Master) is settled; a rollout of 10 decisions at 4 players ended among the offers
    (``depth`` only bounds the worst case)."""
    return replace(budget, depth=80, phase_end=True)


TRADE = to_trade_end(BUDGET)
TWO_PLAYERS_TRADE = to_trade_end(TWO_PLAYERS)
#: A take from the revealed offers, and the keep or swap after it, at 3 and 4 players: every
#: legal choice (at most 12: each kind of card in each other offer), since what is taken and
#: from whom (who takes next) is where the search gains most (measured: the module's
#: docstring, fourteenth session).
CHAIN = replace(TRADE, candidates=12)
#: The steps of the chain of takes.
CHAIN_STEPS = frozenset({"take", "keep"})
#: At 5 and 6 players a take has up to 20 choices and every rollout's chain is longer
#: (every take and keep: p95 862 ms of processor time against 426): the trade's budget.
CHAIN_MOST_PLAYERS = 4


def budget_at(view: View) -> Budget:
    """The trade's decisions' budget (:data:`TRADE`: the announce, an offer's cards, the
    Trade Master's give; at 3 and 4 players a take or a keep :data:`CHAIN`), else
    :data:`BUDGET`; with two seats, :data:`TWO_PLAYERS_TRADE` and :data:`TWO_PLAYERS`."""
    trade = view["phase"] == "trade"
    if view["players"] == 2:
        return TWO_PLAYERS_TRADE if trade else TWO_PLAYERS
    if trade and view["board"]["step"] in CHAIN_STEPS and view["players"] <= CHAIN_MOST_PLAYERS:
        return CHAIN
    return TRADE if trade else BUDGET


def candidates(view: View, legal: list[Action], rng: Rng, k: int) -> list[Action]:
    """An offer's next card: whole offers (:func:`_offer_candidates`). Else the greedy
    choice alone at a step of a plan (a set laid down, fleets, the warehouses:
    :data:`STEADY`): such a step may be taken back (``cancel``, ``join``), and a search that
    strayed from the plan on one step and back on the next would go round for ever. Else
    the greedy choice and its next best."""
    first = choose(view, legal, rng)
    step = view["board"]["step"]
    if step == "offer":
        return _offer_candidates(view, legal, first, k)
    if step in STEADY:
        return [first]
    return ranked(legal, scores(view, legal), first, k)


def _offer_candidates(view: View, legal: list[Action], first: Action, k: int) -> list[Action]:
    """Each card the offer may take next, judged by the best offer it leads to (the greedy
    player's own measure): the rollouts go on with the greedy player, who completes an
    offer the best way from the cards already in it, so a candidate stands for a whole
    offer. Never ``clear``: a search that took a card back would go round for ever."""
    board = _board(view, V.GREEDY)
    ev, h, given, size, need, las_casas = _offering(board, legal)
    options, worths = [], []
    for a in legal:
        if a.kind == "offer":
            t = a.number()
            h[t] -= 1
            given[t] += 1
            worths.append(_best_offer(board, ev, h, need - 1, given, size, las_casas)[0] + V.RETURN)
            h[t] += 1
            given[t] -= 1
        elif a.kind == "done":
            worths.append(_offer_score(board, ev, h, (), given, size))
        else:
            continue
        options.append(a)
    return ranked(options, worths, first, k)


def margin(match: Match, seat: int) -> float:
    """The seat's worth less the best other seat's; at the end, the score margin and a
    bonus for a win."""
    state = cast(MNState, match.state)
    result = state.result
    if result is not None:
        return score_margin(result["scores"], seat) + (10.0 if seat in result["winners"] else 0.0)
    return score_margin([worth(match, state, s) for s in range(state.players)], seat)


def turn_to_come(state: MNState, seat: int) -> bool:
    """Whether ``seat``'s Progression turn this round is still to come or under way (its
    hand is still to be played)."""
    if state.phase in ("event", "supply", "trade"):
        return True
    if state.phase != "progression":
        return False
    return state.first_player < 0 or (seat - state.first_player) % state.players >= state.turns_done


def worth(match: Match, state: MNState, seat: int) -> float:
    """``seat``'s doubloons, its development cards' worth for the rounds left and, before
    its Progression turn, its hand's (cards in its offer or in a set being laid counted
    in the hand: an offer comes back as as many cards taken)."""
    board = _board(match.view(seat), V.GREEDY)
    rounds = V.rounds_left(board)
    total = state.doubloons[seat] + sum(V.card_value(c, board, rounds) for c in board["seats"][seat]["cards"])
    if turn_to_come(state, seat):
        hand = [h + o for h, o in zip(state.hands[seat], state.offers[seat])]
        if state.building is not None and state.turn == seat:
            for kind, _counts_as in state.building["cards"]:
                hand[kind] += 1
        total += plan_value(tuple(hand), V.merchants(board), V.context(board))
    return total


STRONG = Player(choose, candidates, margin, BUDGET, budget_at=budget_at)

"""The strong Mundus Novus player's part of the search (:mod:`ai.search`).

Candidates: the greedy choice, then the greedy player's next best actions; at a step of a
plan (a set laid down, fleets, the warehouses) the greedy choice alone, since the greedy
player plans the turn again from the hand at every step and would not carry on another
plan. An offer's next card is searched: each candidate is a card to add, standing for the
best whole offer with it (the greedy player completes an offer the best way from the cards
already in it, in the rollouts as at the table), and never ``clear``.

The trade's decisions (the announce, an offer's cards, the takes, keeps, swaps and gives:
:data:`TRADE`) roll out to the end of the trade (``Budget.phase_end``), where what an offer
brings back and who is Trade Master are settled: a rollout of 10 decisions at 4 players
ended among the offers and judged every offer alike. At 3 and 4 players a take and the keep
after it try every legal choice (:data:`CHAIN`): the take, played face up, decides who
takes next, and it is where the search gains most. The rest keeps :data:`BUDGET` (at 3
players and more) or :data:`TWO_PLAYERS`.

A position is judged by what each seat is worth in doubloons, by the greedy player's own
measures (:func:`worth`): its doubloons, its development cards' worth for the rounds left
(:func:`value.card_value`: income and power, so a caravel or a merchant counts for the
rounds it will still work) and, while its Progression turn is still to come this round,
what its hand will make (:func:`plan.plan_value`: the best sets, the warehouses' room);
the margin is the seat's worth less the best other seat's. Judging the hand matters: a
rollout of a few decisions seldom reaches the Progression, and a race of doubloons and
income alone saw nothing of a take, a keep or a pick. In a sampled copy the other seats'
hands are a deal of what the seat cannot see (less the cards it saw go into them or onto
the discard pile: ``engine/mundus_novus/known.py``), as everywhere in the search.

The measurements behind each of these choices, with their dates and commits, and what was
tried and not kept: docs/figures.md ("The strong level").
"""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from engine import Action, Match, Rng, View
from engine.mundus_novus.state import MNState

from ..marks import Marks
from ..search import Budget, Player, ranked, score_margin
from . import value as V
from .greedy import _STEADY as STEADY
from .greedy import _best_offer, _board, _offer_score, _offering, choose, scores
from .plan import plan_value

#: At 3 players and more (measured in ``build.py bench mundus-novus-strength``: docs/figures.md,
#: "The strong level", which also has the larger and smaller budgets tried).
BUDGET = Budget(candidates=6, rollouts=16, depth=10)
#: At 2 players the smaller budget: the larger one won no more against one greedy seat
#: (docs/figures.md, "The strong level").
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
#: from whom (who takes next) is where the search gains most (docs/figures.md, "The strong
#: level").
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

#: The review's thresholds (ai.review; docs/figures.md, "The review").
MARKS = Marks(2.0, 4.0, 8.0, "doubloons")

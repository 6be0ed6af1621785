"""The strong Endeavor player's part of the search (:mod:`ai.search`).

Candidates: the greedy choice, then the greedy player's next best actions, never an idle
activation (:func:`idle`). A position is judged by the glory the seat's score sheet would
show if the match ended now (the engine's own ``sheet_total``) less the best other seat's.
"""

from __future__ import annotations

from typing import cast

from engine import Action, Match, Rng, View
from engine.endeavor.buildings import ALL_BUILDINGS
from engine.endeavor.data import PAY
from engine.endeavor.scoring import sheet_total
from engine.endeavor.state import EndeavorState

from ..marks import Marks
from ..search import Budget, Player, ranked, score_margin
from .greedy import _choice, choose, scores

#: Measured in ``build.py bench endeavor-strength`` (docs/architecture.md, "Computer levels").
BUDGET = Budget(candidates=4, rollouts=8, depth=12)


def candidates(view: View, legal: list[Action], rng: Rng, k: int) -> list[Action]:
    """The greedy choice and the next best, leaving out idle activations (unless nothing else
    is legal)."""
    worth = scores(view, legal)  # once: the greedy choice is made from the same worths
    first = _choice(legal, worth, rng)
    kept = [i for i, a in enumerate(legal) if not idle(view, a)] or list(range(len(legal)))
    if idle(view, first):
        first = legal[max(kept, key=lambda i: worth[i])]
    return ranked([legal[i] for i in kept], [worth[i] for i in kept], first, k)


def idle(view: View, action: Action) -> bool:
    """An activation that changes nothing: a building whose one action is a payment, where
    every worker it could pay sits on another building of the same name (two Banks: the
    worker only moves from one to the other). Such a move uses up a decision of every
    rollout, so the search saw the best move after it as better by pushing the others'
    replies past the rollout's end, and chose it again and again (a match at seed 35
    never ended)."""
    if action.kind != "activate" or ALL_BUILDINGS[action.word()].actions != (PAY,):
        return False
    name = action.word()
    mine = view["board"]["seats"][view["seat"]]
    busy = list(zip(mine["shore"], mine["workers"]))
    slot = next(i for i, (b, worker) in enumerate(busy) if b == name and not worker)
    payable = {b for i, (b, worker) in enumerate(busy) if worker and i != slot and not ALL_BUILDINGS[b].salary_only}
    return payable == {name}


def margin(match: Match, seat: int) -> float:
    state = cast(EndeavorState, match.state)
    return score_margin([float(sheet_total(state, s)) for s in range(match.players)], seat)


STRONG = Player(choose, candidates, margin, BUDGET)

#: The review's thresholds (ai.review; docs/figures.md, "The review").
MARKS = Marks(2.0, 4.0, 8.0, "glory")

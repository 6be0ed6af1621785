"""The strong Endeavor player's part of the search (:mod:`ai.search`).

Candidates: the greedy choice, then the greedy player's next best actions. A position is
judged by the glory the seat's score sheet would show if the match ended now (the engine's
own ``sheet``) less the best other seat's.
"""

from __future__ import annotations

from typing import cast

from engine import Action, Match, Rng, View
from engine.endeavor.scoring import sheet
from engine.endeavor.state import EndeavorState

from ..search import Budget, Player, Sampler, Search, ranked, run, score_margin
from . import choose, scores

#: Measured in ``build.py bench endeavor-strength`` (docs/architecture.md, "Computer levels").
BUDGET = Budget(candidates=4, rollouts=8, depth=12)


def candidates(view: View, legal: list[Action], rng: Rng, k: int) -> list[Action]:
    return ranked(legal, scores(view, legal), choose(view, legal, rng), k)


def margin(match: Match, seat: int) -> float:
    state = cast(EndeavorState, match.state)
    return score_margin([float(sum(sheet(state, s).values())) for s in range(match.players)], seat)


STRONG = Player(choose, candidates, margin, BUDGET)


def choose_strong(view: View, legal: list[Action], rng: Rng, sample: Sampler) -> Action:
    return run(Search(STRONG, view, legal, rng, sample))

"""The strong Puerto Rico player's part of the search (:mod:`ai.search`).

Candidates: the greedy choice, then the greedy player's next best actions. A position is
judged by the VP the seat would score if the match ended now (chips, buildings, large
buildings' bonuses: the engine's own ``score``) less the best other seat's, with the
tie-break's doubloons and barrels counted a little (:data:`MONEY`): they are what the next
building is bought with.
"""

from __future__ import annotations

from typing import cast

from engine import Action, Match, Rng, View
from engine.puerto_rico.scoring import score, tie_break
from engine.puerto_rico.state import PuertoRicoState

from ..search import Budget, Player, Sampler, Search, ranked, run, score_margin
from . import choose, scores

#: What a doubloon or a barrel is worth, in VP, in a position's evaluation.
MONEY = 0.3
#: Measured in ``build.py bench puerto-rico-strength`` (docs/architecture.md, "Computer levels").
BUDGET = Budget(candidates=4, rollouts=8, depth=12, per_seat=6)


def candidates(view: View, legal: list[Action], rng: Rng, k: int) -> list[Action]:
    return ranked(legal, scores(view, legal), choose(view, legal, rng), k)


def margin(match: Match, seat: int) -> float:
    seats = cast(PuertoRicoState, match.state).seats
    return score_margin([score(s) + MONEY * tie_break(s) for s in seats], seat)


STRONG = Player(choose, candidates, margin, BUDGET)


def choose_strong(view: View, legal: list[Action], rng: Rng, sample: Sampler) -> Action:
    return run(Search(STRONG, view, legal, rng, sample))

"""The strong Gilded Compass player's part of the search (:mod:`ai.search`).

Candidates: the greedy choice (its re-rolls and abilities included), then the placements,
neutral dice and picks the greedy player values most. A position is judged by the gold the
engine's scoring would give each seat if the match ended now (``gold_by_source``: maps and
specialists assigned at best, knowledge, artifacts, missions, the Tower), less the best
other seat's. A rollout goes on to the end of the round (:data:`BUDGET`: ``round_end``, at
most 40 decisions), past the resolution, so what a building pays is counted as it is paid:
stopped sooner, a knowledge token spent on a re-roll shows only as gold lost.
"""

from __future__ import annotations

from typing import cast

from engine import Action, Match, Rng, View
from engine.gilded_compass.scoring import gold_by_source
from engine.gilded_compass.state import GCState

from ..search import Budget, Player, Sampler, Search, ranked, run, score_margin
from . import choose, scores

#: Measured in ``build.py bench gilded-compass-strength`` (docs/architecture.md, "Computer levels").
BUDGET = Budget(candidates=4, rollouts=4, depth=40, round_end=True)


def candidates(view: View, legal: list[Action], rng: Rng, k: int) -> list[Action]:
    return ranked(legal, scores(view, legal), choose(view, legal, rng), k)


def margin(match: Match, seat: int) -> float:
    state = cast(GCState, match.state)
    if state.over:
        return score_margin(state.final["scores"], seat)
    return score_margin([sum(gold_by_source(s)[0].values()) for s in state.seats], seat)


STRONG = Player(choose, candidates, margin, BUDGET)


def choose_strong(view: View, legal: list[Action], rng: Rng, sample: Sampler) -> Action:
    return run(Search(STRONG, view, legal, rng, sample))

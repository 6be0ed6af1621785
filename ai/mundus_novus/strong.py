"""The strong Mundus Novus player's part of the search (:mod:`ai.search`).

Candidates: the greedy choice, then the greedy player's next best actions. A position is
judged by a doubloon race estimate: each seat's doubloons plus what its development cards'
income will pay in the rounds left (the leader's pace to the winning doubloons), less the
best other seat's. Rollouts are short (:data:`BUDGET`): a round of trading is many
decisions, and the income line carries what a longer one would show.
"""

from __future__ import annotations

from typing import cast

from engine import Action, Match, Rng, View
from engine.mundus_novus import cards as C
from engine.mundus_novus.state import MNState

from ..search import Budget, Player, Sampler, Search, ranked, run, score_margin
from . import _STEADY as STEADY
from . import choose, scores

#: Measured in ``build.py bench mundus-novus-strength`` (docs/architecture.md, "Computer levels").
BUDGET = Budget(candidates=4, rollouts=6, depth=10)


def candidates(view: View, legal: list[Action], rng: Rng, k: int) -> list[Action]:
    """The greedy choice alone at a step of a plan (a set laid down, an offer, fleets, the
    warehouses: :data:`STEADY`): such a step may be taken back (``cancel``, ``clear``,
    ``join``), and a search that strayed from the plan on one step and back on the next
    would go round for ever."""
    first = choose(view, legal, rng)
    if view["board"]["step"] in STEADY:
        return [first]
    return ranked(legal, scores(view, legal), first, k)


def rounds_left(doubloons: list[int], round_: int) -> float:
    """Rounds until the leader reaches the winning doubloons at his pace so far."""
    lead = max(doubloons)
    pace = (lead + 12.0) / (max(0, round_ - 1) + 2)
    return max(0.0, C.WIN_DOUBLOONS - lead) / max(pace, 1.0)


def margin(match: Match, seat: int) -> float:
    state = cast(MNState, match.state)
    result = state.result
    if result is not None:
        return score_margin(result["scores"], seat) + (10.0 if seat in result["winners"] else 0.0)
    left = rounds_left(state.doubloons, state.round)
    race = [d + left * sum(C.DEV_CARDS[i].income for i in state.tableau[s]) for s, d in enumerate(state.doubloons)]
    return score_margin(race, seat)


STRONG = Player(choose, candidates, margin, BUDGET)


def choose_strong(view: View, legal: list[Action], rng: Rng, sample: Sampler) -> Action:
    return run(Search(STRONG, view, legal, rng, sample))

"""The strong Puerto Rico player's part of the search (:mod:`ai.search`).

Candidates: the greedy choice, then the greedy player's next best actions. A position is
judged by the VP the seat would score if the match ended now (chips, buildings, large
buildings' bonuses: the engine's own ``score``) less the best other seat's, with the
tie-break's doubloons and barrels counted a little (:data:`MONEY`): they are what the next
building is bought with; and what its manned plantations and production buildings make at
each craftsman (the engine's ``production``), worth :data:`PRODUCTION` a barrel while all
the VP chips are left and nothing once they are gone: a rollout ends before most of that is
shipped, and without it a colonist placed, a plantation or a production building showed as
nothing.

A rollout ends with a round, not after a count of decisions, so every candidate is judged
at the same point of the game: counted in decisions, a role that asks many small ones (the
mayor's colonists, the captain's loads) ended its rollouts earlier in the round than one
that asks few, before the craftsman or the captain that would have paid for the other. From
3 players on it ends with the next round: a role chosen late in a round pays, or is answered
by the others, in the next one (a guess at why it wins more), and the margin's guesses (what
production and money are worth) weigh less against what was in fact shipped and built.

The measurements behind each of these choices, with their dates and commits, and what was
tried and not kept: docs/figures.md ("The strong level").
"""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from engine import Action, Match, Rng, View
from engine.puerto_rico.craftsman import production
from engine.puerto_rico.data import SETUP
from engine.puerto_rico.scoring import score, tie_break
from engine.puerto_rico.state import PuertoRicoState

from ..marks import Marks
from ..search import Budget, Player, ranked, score_margin
from .greedy import choose, scores

#: What a doubloon or a barrel is worth, in VP, in a position's evaluation.
MONEY = 0.3
#: What a barrel of production is worth, in VP, while every VP chip is left (less as they go).
PRODUCTION = 1.0
#: Measured in ``build.py bench puerto-rico-strength`` (docs/figures.md, "The strong level").
#: A rollout runs to the end of the next round (a round is at most 46 decisions in 160
#: greedy matches at 2-5 players; ``depth`` only bounds the worst case).
BUDGET = Budget(candidates=4, rollouts=8, depth=120, round_end=2)
#: At 2 players, to the end of this round: its figure meets the goal with it, and the next
#: round's end has not been measured there (docs/figures.md, "The strong level").
TWO_PLAYERS = replace(BUDGET, depth=60, round_end=1)


def budget_at(view: View) -> Budget:
    """:data:`TWO_PLAYERS` with two seats, else :data:`BUDGET`."""
    return TWO_PLAYERS if view["players"] == 2 else BUDGET


def candidates(view: View, legal: list[Action], rng: Rng, k: int) -> list[Action]:
    return ranked(legal, scores(view, legal), choose(view, legal, rng), k)


def margin(match: Match, seat: int) -> float:
    state = cast(PuertoRicoState, match.state)
    left = min(1.0, max(0.0, state.vp_supply / SETUP[len(state.seats)].vp_chips))
    return score_margin([score(s) + MONEY * tie_break(s) + PRODUCTION * left * sum(production(s).values())
                         for s in state.seats], seat)


STRONG = Player(choose, candidates, margin, BUDGET, budget_at=budget_at)

#: The review's thresholds (ai.review; docs/figures.md, "The review").
MARKS = Marks(1.0, 2.0, 4.0, "VP")

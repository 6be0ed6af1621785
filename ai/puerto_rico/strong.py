"""The strong Puerto Rico player's part of the search (:mod:`ai.search`).

Candidates: the greedy choice, then the greedy player's next best actions. A position is
judged by the VP the seat would score if the match ended now (chips, buildings, large
buildings' bonuses: the engine's own ``score``) less the best other seat's, with the
tie-break's doubloons and barrels counted a little (:data:`MONEY`): they are what the next
building is bought with; and what its manned plantations and production buildings make at
each craftsman (the engine's ``production``), worth :data:`PRODUCTION` a barrel while all
the VP chips are left and nothing once they are gone: a rollout of a few decisions ends
before most of that is shipped, and without it a colonist placed, a plantation or a
production building showed as nothing (on the same deals with it and without: better at 4
players, level at 2, within what the matches can tell: docs/figures.md, "The strong level").
Tried again in the tenth session on seed 35's first 100 four-player matches (as it is: 64
wins), and not kept: a barrel of production worth 0.5 VP (40.5 of the first 72, against
48), 1.5 VP (58), and another candidate kept only when it beats the greedy choice by half
a VP (60.5).

A rollout ends with a round, not after a count of decisions, so every candidate is
judged at the same point of the game. Counted in decisions, a role that asks many small
ones (the mayor's colonists, the captain's loads) ended its rollouts earlier in the round
than one that asks few, before the craftsman or the captain that would have paid for the
other, and the margins compared positions that were not alike (seed 99, 30 four-player
matches: 17 wins with 24 decisions, 21 to the round's end, at less processor time). From 3
players on it ends with the next round, not this one (eleventh session: seed 35, 416.5 of
the first 600 four-player matches against 387.5, at 2.7 times the processor time); a guess
at why is that a role chosen late in a round pays, or is answered by the others, in the
next one, and that the margin's guesses (what production and money are worth) weigh less
against what was in fact shipped and built. Tried in the fifth session on other deals
(seed 99, 21 matches: 14 wins), it had looked no better.
"""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from engine import Action, Match, Rng, View
from engine.puerto_rico.craftsman import production
from engine.puerto_rico.data import SETUP
from engine.puerto_rico.scoring import score, tie_break
from engine.puerto_rico.state import PuertoRicoState

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
#: At 2 players, to the end of this round, as before the eleventh session: that figure was
#: met (182 of 200) and has not been measured with the next round's.
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

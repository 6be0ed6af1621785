"""The review's re-check of a choice: the choice made and the best one the search found,
played to the end of the match on more deals until what the choice cost is known to within one
band.

A re-check plays the two choices in batches of :data:`BATCH` sampled deals, the same deals and
the same generators for both (common random numbers: a batch is a :class:`ai.search.Search` of
the two alone), each deal to the end of the match, every seat greedy, where the position is
worth the seat's final score less the best other seat's: what decides the match, and what the
reference measures (``build.py bench review-calibration``). A horizon of a round to three with
the games' own guesses at the final margin was tried and missed the end (docs/figures.md, "The
review"). After each batch the cost (the mean paired difference) and its 95% interval (Student's
t on the paired differences) are read. The re-check ends once the interval lies within one band
(:meth:`ai.marks.Marks.mark`), or, as unclear, once :data:`MOST` deals are played. Ending sooner
where more deals could not settle it (from the first batch, or from the third) saved 57% or 29%
of the calibration's time and left its costs within the reference's at 61% or 71% of the
positions, against 81% (docs/figures.md, "The review", 2026-12-07): not kept.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

from engine import Action, Match, Rng, View

from .marks import UNCLEAR, Marks
from .search import Budget, Player, Sampler, Search, added, score_margin

#: Deals a batch of the re-check plays (each both choices).
BATCH = 8
#: The most deals a decision's re-check plays before its mark is left unclear.
MOST = 48
#: A rollout's most decisions (every seat's): the rounds end it first (``depth`` only bounds the worst case).
DEPTH = 2000
#: The two-sided 95% normal quantile.
Z95 = 1.959964


#: Student's t 97.5% quantiles at 1 to 15 degrees of freedom (the tables'); past them the expansion
#: in :func:`t95` is within 0.1%.
T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131)


def t95(df: int) -> float:
    """Student's t 97.5% quantile at ``df`` degrees of freedom (a 95% interval's half-width in standard errors)."""
    if df <= len(T95):
        return T95[df - 1]
    z = Z95
    return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)


def mean_and_error(values: Sequence[float]) -> tuple[float, float]:
    """The mean of ``values`` and its standard error (infinite with fewer than two)."""
    n = len(values)
    mean = added(values) / n
    if n < 2:
        return mean, math.inf
    return mean, math.sqrt(added((v - mean) ** 2 for v in values) / (n - 1) / n)


def interval(differences: Sequence[float]) -> tuple[float, float]:
    """The mean of ``differences`` and its 95% interval's half-width (infinite with fewer than two)."""
    mean, error = mean_and_error(differences)
    return mean, (t95(len(differences) - 1) * error if len(differences) > 1 else math.inf)


def final_or_guess(player: Player) -> Player:
    """``player`` whose position's worth is the final score margin once the match is over
    (the margin that decides it, without a game's bonus for the win), else its own guess."""
    guess = player.margin

    def margin(match: Match, seat: int) -> float:
        result = match.result
        if result is None:
            return guess(match, seat)
        return score_margin([float(s) for s in result.scores], seat)

    return replace(player, margin=margin)


def measuring(player: Player) -> tuple[Player, Budget]:
    """The player and budget a re-check's batch runs: two candidates, to the end of the match."""
    return final_or_guess(player), Budget(candidates=2, rollouts=BATCH, depth=DEPTH)


class Recheck:
    """``chosen`` against ``best`` at a decision, from the seat's view, the legal actions, the
    decision's generator and the seat's sampler (what the search reads), a step at a time, with
    ``most`` deals at most (fewer: the tests that check the table, not the judge)."""

    def __init__(self, player: Player, view: View, legal: list[Action], best: Action, chosen: Action, rng: Rng,
                 sample: Sampler, marks: Marks, most: int = MOST) -> None:
        self.view, self.legal, self.best, self.chosen, self.rng, self.sample = view, legal, best, chosen, rng, sample
        self.marks, self.most = marks, most
        self.player, budget = measuring(replace(player, candidates=lambda *_: [best]))
        self.budget = replace(budget, rollouts=min(budget.rollouts, most))
        #: Each deal's margin of ``best`` less that of ``chosen``, the batches so far.
        self.differences: list[float] = []
        self.search = self._batch()
        self.mark = ""

    def _batch(self) -> Search:
        return Search(self.player, self.view, self.legal, Rng(self.rng.next64()), self.sample, self.budget,
                      also=self.chosen)

    @property
    def finished(self) -> bool:
        return bool(self.mark)

    @property
    def share(self) -> float:
        """How far it is, from 0 to 1 (of :data:`MOST` deals)."""
        return min(1.0, (len(self.differences) + self.search.done / 2) / self.most)

    def step(self) -> bool:
        """Take the next step; whether the re-check is finished."""
        if self.finished:
            return True
        if not self.search.step():
            return False
        best, mine = self.search.margins
        self.differences += [b - c for b, c in zip(best, mine)]
        cost, half = self.figures()
        mark = self.marks.mark(cost - half, cost + half)
        if mark != UNCLEAR or len(self.differences) >= self.most:
            self.mark = mark
        else:
            self.search = self._batch()
        return self.finished

    def figures(self) -> tuple[float, float]:
        """The cost and its 95% interval's half-width."""
        return interval(self.differences)

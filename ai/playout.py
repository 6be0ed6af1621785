"""Play-outs to the end of a match, and what a choice cost measured there (the review's
reference: ``build.py bench review-calibration``).

A play-out deals again everything the seat cannot see (the seat's ``sample``), plays a choice
in that copy and lets the greedy player decide for every seat to the end of the match; its
worth is the seat's final score less the best other seat's (the margin that decides the
match). Two choices are compared on the same deals, with the same generators for every later
decision (common random numbers): deal ``k`` of a stream is the same for both.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine import Action, Match, Rng, derive

from .search import Greedy, Sampler, added, score_margin


def end_margin(twin: Match, seat: int, greedy: Greedy, seed: int) -> float:
    """``twin`` (a sampled copy) played to its end by ``greedy`` at every seat: ``seat``'s final margin."""
    played = 0
    while not twin.over:
        at = twin.to_act[0]
        twin.apply_sampled(at, greedy(twin.view(at), twin.legal(at), Rng(derive(seed, played, at))))
        played += 1
    result = twin.result
    assert result is not None
    return score_margin([float(s) for s in result.scores], seat)


def difference(sample: Sampler, seat: int, greedy: Greedy, better: Action, worse: Action, seed: int) -> float:
    """How much more ``better`` ends with than ``worse`` on the deal of ``seed`` (both played on it)."""
    margins = []
    for action in (better, worse):
        twin = sample(Rng(seed))
        twin.apply_sampled(seat, action)
        margins.append(end_margin(twin, seat, greedy, derive(seed, 1)))
    return margins[0] - margins[1]


def mean_and_error(values: Sequence[float]) -> tuple[float, float]:
    """The mean and its standard error (0 with fewer than two values)."""
    n = len(values)
    mean = added(values) / n
    if n < 2:
        return mean, 0.0
    return mean, math.sqrt(added((v - mean) ** 2 for v in values) / (n - 1) / n)

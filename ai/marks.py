"""How a reviewed decision is marked (:mod:`ai.review`): by what it cost against the best
choice the strong level's search found, in the game's own unit, at each game's thresholds.

A game's player module gives its thresholds as ``MARKS`` (:class:`Marks`); docs/contract.md
lists each game's, and docs/figures.md ("The review") what they were chosen from.
"""

from __future__ import annotations

from typing import NamedTuple

#: The marks, the best first: what a choice cost, at most ``inaccuracy``, then from each threshold on.
GOOD, INACCURACY, MISTAKE, BLUNDER = "good", "inaccuracy", "mistake", "blunder"
MARKS = (GOOD, INACCURACY, MISTAKE, BLUNDER)


class Marks(NamedTuple):
    """A game's thresholds, in its own ``unit`` (VP, doubloons, gold, glory: the English word,
    as the page's hint says it, web/games/names.py): a choice that cost ``inaccuracy`` or more
    against the best one is an inaccuracy, and so on."""

    inaccuracy: float
    mistake: float
    blunder: float
    unit: str = "points"

    def mark(self, cost: float, noise: float) -> str:
        """The mark of a choice that cost ``cost`` against the best, where the play-outs cannot
        tell apart two choices closer than ``noise``: such a choice is not marked (good)."""
        if cost <= noise or cost < self.inaccuracy:
            return GOOD
        if cost < self.mistake:
            return INACCURACY
        return MISTAKE if cost < self.blunder else BLUNDER


#: A game that gives no thresholds of its own (a test's toy game): a point, three, six.
DEFAULT = Marks(1.0, 3.0, 6.0)

"""How a reviewed decision is marked (:mod:`ai.review`): by what it cost against the best
choice the review found, in the game's own unit, at each game's thresholds, once the cost's
95% interval lies within one band (:meth:`Marks.mark`); a cost whose interval still straddles
a threshold when the review's budget ends is "unclear".

A game's player module gives its thresholds as ``MARKS`` (:class:`Marks`); docs/contract.md
lists each game's, and docs/figures.md ("The review") what they were chosen from.
"""

from __future__ import annotations

from typing import NamedTuple

#: The bands, the best first: what a choice cost, under ``inaccuracy``, then from each threshold on.
GOOD, INACCURACY, MISTAKE, BLUNDER = "good", "inaccuracy", "mistake", "blunder"
MARKS = (GOOD, INACCURACY, MISTAKE, BLUNDER)
#: The mark of a cost whose interval straddles a threshold: the review could not tell its band.
UNCLEAR = "unclear"
#: Every mark a judgement may have.
ALL = (*MARKS, UNCLEAR)


class Marks(NamedTuple):
    """A game's thresholds, in its own ``unit`` (VP, doubloons, gold, glory: the English word,
    as the page's hint says it, web/games/names.py): a choice that cost ``inaccuracy`` or more
    against the best one is an inaccuracy, and so on."""

    inaccuracy: float
    mistake: float
    blunder: float
    unit: str = "points"

    def band(self, cost: float) -> str:
        """The band a cost falls in."""
        if cost < self.inaccuracy:
            return GOOD
        if cost < self.mistake:
            return INACCURACY
        return MISTAKE if cost < self.blunder else BLUNDER

    def mark(self, low: float, high: float) -> str:
        """The mark of a cost known to lie between ``low`` and ``high`` (its 95% interval):
        the band both lie in, else :data:`UNCLEAR`."""
        band = self.band(low)
        return band if band == self.band(high) else UNCLEAR


#: A game that gives no thresholds of its own (a test's toy game): a point, three, six.
DEFAULT = Marks(1.0, 3.0, 6.0)

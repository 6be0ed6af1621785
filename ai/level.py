"""The computer levels, and the one way every easier level chooses among scored actions.

A level is a name in :data:`LEVELS`, easiest first. ``greedy`` is today's player (each
game's ``choose``); ``strong`` searches ahead from it (each game's ``choose_strong``, built
on :mod:`ai.search`); an easier level is the same player with a weaker human's habits, in
each game's ``choose_<level>`` (``choose_easy``). It reads what the greedy player reads
(its seat's view and the legal actions) and draws from the decision's ``rng`` only, so a
match between computer seats replays exactly from its seed, at any level.

What the games' easy players share (each game adds its own habits, see its module's
docstring):

* **Good enough** (:class:`Slip`): at a decision that weighs options against each other
  (which card to pick, which role to take, which building to buy), the easy player
  sometimes (``percent`` in a hundred) settles for any option within ``slack`` of the best
  one, as a person does who sees the good moves but not always the best one. It never
  takes an option worse than that, so it does not throw a match away.
* Steps that carry out a plan (the next card of a set being laid down, the next card of a
  trade offer), and choices that would give up production or a privilege, are never
  slipped: a person finishes what he started and does not forget to take what is his.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from engine import Rng

#: The levels, easiest first. Today's player is ``greedy``, the default; ``strong`` looks
#: ahead in sampled copies of the match (:mod:`ai.search`).
LEVELS = ("easy", "greedy", "strong")
DEFAULT_LEVEL = "greedy"
#: The levels that need the seat's sampler (``ai.choose(..., sample=...)``).
LOOKS_AHEAD = frozenset({"strong"})


class Slip(NamedTuple):
    """How often (``percent`` in a hundred decisions) a player settles for an option
    within ``slack`` (the evaluation's units) of the best one."""

    percent: int
    slack: float


#: The greedy player: never settles.
NEVER = Slip(0, 0.0)


def pick(scores: Sequence[float], margin: float, rng: Rng, slip: Slip = NEVER) -> int:
    """The index chosen among ``scores``: one of those within ``margin`` of the best (the
    greedy player's ties), or on a slip one of those within ``slip.slack``; uniformly by
    ``rng``. Without slips (``NEVER``) it draws exactly what the greedy player draws."""
    best = max(scores)
    if slip.percent and rng.below(100) < slip.percent:
        margin = max(margin, slip.slack)
    top = [i for i, s in enumerate(scores) if s >= best - margin]
    return top[0] if len(top) == 1 else top[rng.below(len(top))]

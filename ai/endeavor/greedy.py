"""The greedy Endeavor player: every legal action tried on its own view with the engine's
own rules, one action ahead, and the best taken.

It reads only its seat's view (the face-down level-5 tiles, the only secret, play no part).
The view is read back as the engine's state (``Game.from_view``); each legal action
is applied to a copy with the engine's own phases (``engine.endeavor.game.FLOW``) and the
position after it is valued by :mod:`.worth` (the score sheet now, what the tracks' levels,
the buildings' actions, the harbour, the tokens and the governor races promise for the
rounds to come, less cards over the limit, slavery's risk and a share of the others'
scores). An action that opens a turn (a building activated, a token spent) is valued by its
best follow-up, so a turn is judged whole: this is how it ships toward regions it can
open, occupies toward connections, attacks when the glory is worth the casualty, draws the
best card it may and builds toward its track levels. It passes when no action adds worth.
A building's actions are worth less for each building of the same kind it has already
(:data:`~.worth.SAME_KIND`), and buildings within :data:`BUILD_MARGIN` of the best are
taken as equal, so computer seats open in different ways. To stay quick, the look-ahead
(:mod:`.lookahead`) values each position once a decision and, when a turn is weighed
before it begins or a "+" building's two actions are paired, tries only the most promising
targets; the target itself is chosen among all of them.

Ties are broken with ``rng.below``, so matches between computer seats replay exactly yet
vary. Measured (seat-rotated 4-player matches on side A as it holds all 95 tokens, the
seeds of the slow tests): against three uniform-random seats it won 97.6% of 400 (median
lead 25 glory); with four greedy seats the wins by seat were 106.5, 101, 101.5, 91
(max/min 1.17) and the winning scores min 39, p10 52, median 67, p90 82, max 115 (on the
earlier, smaller side A: 94.5%, 1.29, median 59; before the look-ahead's cuts there: 94.6%,
1.27, median 60; two seats with the cuts against two without won 98 of 200 matches). ``build.py bench
endeavor-balance`` has the openings, the actions and the buildings in the winners'
harbours. ``build.py bench endeavor``: a decision takes 0.9 ms of processor time at the
median, 3.0 ms at p95 (the goal is 5 ms), at most about 14 ms (a "+" turn's first action,
ships and occupations paired); before the cuts 1.4, 8.8 and 79 ms. The wall clock reads
more on a busy machine (6.5 ms at p95 with two cores shared by a browser test loop).

The easy level (``choose_easy``, see :mod:`ai.level`)
------------------------------------------------------
The same player with a newer player's habits: it values what the tracks and buildings
promise at half (:data:`EASY`), ignores the others' scores, and one weighed decision in two
settles for any option within 1.5 glory of the best (:data:`EASY_SLIP`).
"""

from __future__ import annotations

from engine import Action, Rng, View, seat_of
from engine.endeavor import GAME

from ..level import NEVER, Slip, pick
from .lookahead import Lookahead
from .worth import GREEDY, Habits

__all__ = ["EASY", "EASY_SLIP", "choose", "choose_easy", "scores"]

EASY = Habits(future=0.5, rivalry=0.0)
EASY_SLIP = Slip(percent=50, slack=1.5)
#: Buildings whose estimates are this close are taken as equal (the estimate of what a
#: building promises over the rounds to come is rough), so openings vary.
BUILD_MARGIN = 1.0
#: Worth needed over passing before an action is taken (a disc is not spent for nothing).
MARGIN = 0.05


def choose(view: View, legal: list[Action], rng: Rng) -> Action:
    return _decide(view, legal, rng, GREEDY, NEVER)


def choose_easy(view: View, legal: list[Action], rng: Rng) -> Action:
    return _decide(view, legal, rng, EASY, EASY_SLIP)


def scores(view: View, legal: list[Action], habits: Habits = GREEDY) -> list[float]:
    """Every legal action's worth to the greedy player (passing with its :data:`MARGIN`)."""
    out = Lookahead(GAME.from_view(view), seat_of(view), habits).scores(legal)
    if Action("pass") in legal:
        out[legal.index(Action("pass"))] += MARGIN
    return out


def _decide(view: View, legal: list[Action], rng: Rng, habits: Habits, slip: Slip) -> Action:
    return _choice(legal, scores(view, legal, habits), rng, slip)


def _choice(legal: list[Action], worth: list[float], rng: Rng, slip: Slip = NEVER) -> Action:
    """The choice from every legal action's worth (the strong player's candidates have them)."""
    margin = BUILD_MARGIN if legal[0].kind == "build" else 1e-9
    return legal[pick(worth, margin, rng, slip)]

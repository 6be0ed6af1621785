"""The Gilded Compass computer player, as :mod:`ai.protocol` declares it: the greedy level
(``choose``), the easy one (``choose_easy``) and every action's worth to the greedy player
(``scores``) in :mod:`.greedy`; the strong level's part of the search (``STRONG``) in
:mod:`.strong`: the greedy player with its guesses tuned (:func:`.judgement.tuned`), its
choice and the best placement on each other building (and its re-roll) each tried in
sampled futures in which it plays its own seat, judged by the gold margin the engine's
scoring gives, with knowledge tokens, unstaffed maps and spare specialists counted as it
hopes.
"""

from __future__ import annotations

from .greedy import EASY, EASY_SLIP, choose, choose_easy, scores
from .strong import MARKS, STRONG

__all__ = ["EASY", "EASY_SLIP", "MARKS", "STRONG", "choose", "choose_easy", "scores"]

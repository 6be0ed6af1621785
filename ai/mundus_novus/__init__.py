"""The Mundus Novus computer player, as :mod:`ai.protocol` declares it: the greedy level
(``choose``), the easy one (``choose_easy``) and every action's worth to the greedy player
(``scores``) in :mod:`.greedy`; the strong level's part of the search (``STRONG``) in
:mod:`.strong`: the greedy player's best candidates, each tried in sampled futures, judged
by each seat's worth in doubloons by the greedy player's own measures (doubloons,
development cards for the rounds left, the hand's best plan).
"""

from __future__ import annotations

from .greedy import EASY, EASY_SLIP, choose, choose_easy, scores
from .strong import MARKS, STRONG

__all__ = ["EASY", "EASY_SLIP", "MARKS", "STRONG", "choose", "choose_easy", "scores"]

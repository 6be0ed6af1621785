"""The Endeavor computer player, as :mod:`ai.protocol` declares it: the greedy level
(``choose``), the easy one (``choose_easy``) and every action's worth to the greedy player
(``scores``) in :mod:`.greedy`; the strong level's part of the search (``STRONG``) in
:mod:`.strong`: the greedy player's best candidates (never an idle activation), each tried
in sampled futures, judged by the glory margin of the score sheet.
"""

from __future__ import annotations

from .greedy import EASY, EASY_SLIP, choose, choose_easy, scores
from .strong import MARKS, STRONG

__all__ = ["EASY", "EASY_SLIP", "MARKS", "STRONG", "choose", "choose_easy", "scores"]

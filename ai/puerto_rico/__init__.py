"""The Puerto Rico computer player, as :mod:`ai.protocol` declares it: the greedy level
(``choose``), the easy one (``choose_easy``) and every action's worth to the greedy player
(``scores``) in :mod:`.greedy`; the strong level's part of the search (``STRONG``) in
:mod:`.strong`: the greedy player's best candidates, each tried in sampled futures to the
end of the round (the next round from 3 players on), judged by the VP margin.
"""

from __future__ import annotations

from .greedy import EASY, EASY_SLIP, WEIGHED, Context, choose, choose_easy, evaluate, scores
from .strong import MARKS, STRONG

__all__ = ["EASY", "EASY_SLIP", "MARKS", "STRONG", "WEIGHED", "Context", "choose", "choose_easy", "evaluate", "scores"]

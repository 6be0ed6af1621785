"""``python -m ai simulate --game ID --players N --games K --seed S [--seats easy,greedy,random,...] [--json]``.

A seat kind is a computer level (:data:`ai.LEVELS`: ``easy``, ``greedy``, ``strong``) or ``random``
(any legal action); seats are rotated every match.
"""

import sys

from engine import Chooser
from engine.simulate import main, random_choice

from . import LEVELS, choose, chooser

CHOOSERS: dict[str, Chooser] = {"greedy": choose, **{level: chooser(level) for level in LEVELS if level != "greedy"},
                                "random": random_choice}

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], CHOOSERS, "python -m ai"))

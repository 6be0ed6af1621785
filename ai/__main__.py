"""``python -m ai simulate --game ID --players N --games K --seed S [--seats greedy,random,...] [--json]``."""

import sys

from engine.simulate import main, random_choice

from . import choose

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], {"greedy": choose, "random": random_choice}, "python -m ai"))

"""``python -m engine simulate``: matches between uniform-random seats.

Greedy seats need the AI, which ``engine`` may not import: ``python -m ai simulate``
takes the same arguments and adds them.
"""

import sys

from .simulate import main, random_choice

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], {"random": random_choice}, "python -m engine"))

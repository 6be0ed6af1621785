"""``python -m tests.golden <game-id> ...``: rewrite those games' golden records under today's rules."""

import sys

from . import write

if not sys.argv[1:]:
    sys.exit("usage: python -m tests.golden <game-id> [<game-id> ...]")
for game_id in sys.argv[1:]:
    print("wrote", write(game_id))

"""``python -m tests.golden.bad_moves <game-id> ...``: build those games' records with a known bad move again."""

import sys

from . import build

if not sys.argv[1:]:
    sys.exit("usage: python -m tests.golden.bad_moves <game-id> [<game-id> ...]")
for game_id in sys.argv[1:]:
    print("wrote", build(game_id))

"""Rules engines of the New World table: the shared contract and one subpackage a game.

``GAMES`` maps game ids to games; ``Match`` plays one of them. See ``DESIGN.md``.
"""

from .core import GAMES, Action, BadRecord, Game, IllegalAction, Match, State, get_game, register
from .rng import Rng, derive

__all__ = [
    "CATALOGUE", "GAMES", "Action", "BadRecord", "Game", "IllegalAction", "Match", "Rng", "State",
    "derive", "get_game", "register",
]

# Each game registers itself on import. Games are imported here so that GAMES is complete.
from ._games import CATALOGUE  # noqa: E402

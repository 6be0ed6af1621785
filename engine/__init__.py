"""Rules engines of the New World table: the shared core and one subpackage a game.

``Match.new(game_id, players, seed)`` starts a match of a game in ``GAMES``; the catalogue
(``ENTRIES``) is the one list of the games. See ``docs/architecture.md``.
"""

from .catalogue import CATALOGUE, ENTRIES, Entry
from .core import (
                   GAMES,
                   Action,
                   BadRecord,
                   Chooser,
                   Game,
                   IllegalAction,
                   RulesChange,
                   State,
                   View,
                   get_game,
                   register,
                   seat_of,
)
from .match import Match
from .options import RANDOM, Option
from .result import Result
from .rng import Rng, derive

__all__ = [
    "CATALOGUE",
    "ENTRIES",
    "GAMES",
    "RANDOM",
    "Action",
    "BadRecord",
    "Chooser",
    "Entry",
    "Game",
    "IllegalAction",
    "Match",
    "Option",
    "Result",
    "Rng",
    "RulesChange",
    "State",
    "View",
    "derive",
    "get_game",
    "register",
    "seat_of",
]

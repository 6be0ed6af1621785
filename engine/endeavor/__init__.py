"""Endeavor: Age of Sail for 2-5 players behind the shared contract (game id ``endeavor``).

See ``README.md`` in this folder for the actions, the view, the log events and the rulings.
"""

from ..core import register
from .game import Endeavor

GAME = register(Endeavor())

__all__ = ["GAME", "Endeavor"]

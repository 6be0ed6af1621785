"""The Order of the Gilded Compass for 2-5 players behind the shared contract (game id
``gilded-compass``).

See ``README.md`` in this folder for the actions, the view, the log events and the rulings.
"""

from ..core import register
from .game import GildedCompass

GAME = register(GildedCompass())

__all__ = ["GAME", "GildedCompass"]

"""Puerto Rico for 2-5 players behind the shared contract (game id ``puerto-rico``).

See ``README.md`` in this folder for the actions, the view and the log events.
"""

from ..core import register
from .game import PuertoRico

GAME = register(PuertoRico())

__all__ = ["GAME", "PuertoRico"]

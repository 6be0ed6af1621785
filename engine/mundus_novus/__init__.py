"""Mundus Novus (Serge Laget and Bruno Cathala, Asmodee 2011) for 2 to 6 players.

Rules: ``rules/000_*.txt`` (Korean) and ``001_*.txt`` (Chinese) with the rulings of
``data/mundus_novus.md``. The actions, the view and the log are described in README.md
beside this file; the development card list in :mod:`.cards` is a reconstruction.
"""

from ..core import register
from .game import MundusNovus

GAME = register(MundusNovus())

__all__ = ["GAME", "MundusNovus"]

"""The home screen as the build draws it into index.html (build.py, in CPython), so that the first
paint is the real home screen, greyed until Python is ready. When Python starts, it draws the
same markup in its place, with the player's saves and language."""

from __future__ import annotations

from . import screens
from .present import frame
from .saves import MemoryStorage
from .update import start


def home_markup() -> str:
    """The home screen of a first visit, in English: no saves, the default new match."""
    state, world = start(MemoryStorage(), language="en")
    return str(screens.render(frame(state, world)))

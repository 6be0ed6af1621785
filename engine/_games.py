"""Imports every built game so that each registers itself in ``GAMES``."""

import importlib

from .catalogue import ENTRIES_IN_ORDER

for _entry in ENTRIES_IN_ORDER:
    try:
        importlib.import_module(_entry.rules)
    except ModuleNotFoundError as exc:  # a game not built yet
        if exc.name != _entry.rules:
            raise

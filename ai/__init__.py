"""Computer players. Each sees what a person in its seat would see, nothing more.

``choose(game_id, view, legal, rng)`` returns one of ``legal``; it is given the view of
its own seat (``match.view(seat)``), never the match. The match plays forced steps
itself, so ``legal`` always holds two choices or more.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from engine import ENTRIES, Action, Rng


def has_player(game_id: str) -> bool:
    if game_id not in ENTRIES:
        return False
    try:
        _module(game_id)
    except ModuleNotFoundError:
        return False
    return True


def _module(game_id: str) -> ModuleType:
    return importlib.import_module(ENTRIES[game_id].player)


def choose(game_id: str, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
    """The greedy player's decision for the seat whose ``view`` this is."""
    action: Action = _module(game_id).choose(view, legal, rng)
    return action

"""Computer players. Each sees what a person in its seat would see, nothing more.

``choose(game_id, view, legal, rng)`` returns one of ``legal``; it is given the view of
its own seat (``match.view(seat)``), never the match.
"""

from __future__ import annotations

import importlib

from engine import CATALOGUE, Action, Rng

#: game id -> module of ``ai`` holding ``choose(view, legal, rng)``.
_PLAYERS = {gid: f"ai.{name}" for gid, name in CATALOGUE}


def has_player(game_id: str) -> bool:
    try:
        _module(game_id)
    except ModuleNotFoundError:
        return False
    return True


def _module(game_id: str):
    return importlib.import_module(_PLAYERS[game_id])


def choose(game_id: str, view: dict, legal: list[Action], rng: Rng) -> Action:
    """The greedy player's decision for the seat whose ``view`` this is."""
    if len(legal) == 1:
        return legal[0]
    return _module(game_id).choose(view, legal, rng)

"""Computer players. Each sees what a person in its seat would see, nothing more.

``choose(game_id, view, legal, rng, level="greedy")`` returns one of ``legal``; it is
given the view of its own seat (``match.view(seat)``), never the match. The match plays
forced steps itself, so ``legal`` always holds two choices or more.

Levels (:data:`LEVELS`, easiest first; see :mod:`ai.level`): ``greedy`` is the full
player, the default; ``easy`` is the same player with a weaker person's habits. A game's
player module offers ``choose`` (greedy) and ``choose_<level>`` for each easier level it
has; :func:`levels` says which a game offers. Every level decides from the view, the
legal actions and ``rng`` alone, so a match replays exactly from its seed and decisions.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from engine import ENTRIES, Action, Chooser, Rng, catalogue

from .level import DEFAULT_LEVEL, LEVELS

__all__ = ["DEFAULT_LEVEL", "LEVELS", "choose", "chooser", "has_player", "levels"]


def has_player(game_id: str) -> bool:
    """Whether ``game_id`` has a computer player (found without importing it)."""
    return catalogue.built(game_id, "player")


def _module(game_id: str) -> ModuleType:
    module = catalogue.load(game_id, "player")
    if module is None:
        raise KeyError(f"{game_id!r} has no computer player")
    return module


def _function(module: ModuleType, level: str) -> Any:
    return module.choose if level == "greedy" else getattr(module, f"choose_{level}", None)


def levels(game_id: str) -> tuple[str, ...]:
    """The levels ``game_id``'s computer player offers, easiest first (``()`` without one):
    its catalogue entry's, read without importing the player."""
    return ENTRIES[game_id].levels if has_player(game_id) else ()


def offered_by_module(game_id: str) -> tuple[str, ...]:
    """The levels the player module has a function for (``choose``, ``choose_<level>``), easiest
    first: what the catalogue's ``levels`` must say."""
    module = _module(game_id)
    return tuple(level for level in LEVELS if _function(module, level) is not None)


def choose(game_id: str, view: dict[str, Any], legal: list[Action], rng: Rng,
           level: str = DEFAULT_LEVEL) -> Action:
    """The decision of the computer player of ``level`` for the seat whose ``view`` this is.

    Raises ``ValueError`` for a level the game's player does not offer (see :func:`levels`)."""
    function = _function(_module(game_id), level) if level in levels(game_id) else None
    if function is None:
        raise ValueError(f"{game_id} has no computer level {level!r}; it has {', '.join(levels(game_id))}")
    action: Action = function(view, legal, rng)
    return action


def chooser(level: str) -> Chooser:
    """``choose`` at ``level``, with the signature ``engine.simulate`` and ``play_match`` take."""
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r}; known: {', '.join(LEVELS)}")

    def at_level(game_id: str, view: dict[str, Any], legal: list[Action], rng: Rng) -> Action:
        return choose(game_id, view, legal, rng, level)

    at_level.__name__ = f"choose_{level}"
    return at_level

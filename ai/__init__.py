"""Computer players. Each sees what a person in its seat would see, nothing more.

``choose(game_id, view, legal, rng, level="greedy", sample=None)`` returns one of
``legal``; it is given the view of its own seat (``match.view(seat)``), never the match.
The match plays forced steps itself, so ``legal`` always holds two choices or more.

Levels (:data:`LEVELS`, easiest first; see :mod:`ai.level`): ``greedy`` is the one-ply
player, the default; ``easy`` is the same player with a weaker person's habits; ``strong``
looks ahead (:mod:`ai.search`). What a game's player module provides at each level is
declared in :mod:`ai.protocol` (``choose``, ``choose_<level>``, ``STRONG``, ``scores``);
:func:`computer` is the module loaded once as a :class:`~ai.protocol.ComputerPlayer`, and
:func:`levels` says which levels a game offers.

The strong level also needs ``sample``: ``sample(rng) -> Match``, a closure the caller
makes with ``match.sampler(seat)`` (``Match.sample``: a detached copy in which the seat's
view is unchanged and everything the seat cannot see is dealt again, from what it cannot
see, as a function of its view and ``rng`` alone). Every level decides from the view, the
legal actions, ``rng`` and (strong) such samples alone, so a match replays exactly from its
seed and decisions, and its choice does not change when what the seat cannot see changes.
The page runs the strong level's search in slices (:func:`search`, a step at a time).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import ENTRIES, Action, Chooser, Rng, View, catalogue
from engine.match import LooksAhead

from . import protocol
from .level import DEFAULT_LEVEL, LEVELS, LOOKS_AHEAD
from .protocol import ComputerPlayer
from .search import Budget, Player, Sampler, Search

__all__ = ["DEFAULT_LEVEL", "LEVELS", "LOOKS_AHEAD", "Budget", "ComputerPlayer", "Hint", "Sampler", "Search", "choose",
           "chooser", "computer", "has_player", "hint", "levels", "search", "strong_player"]

#: The loaded players by game id, each with the module it was loaded from.
_LOADED: dict[str, ComputerPlayer] = {}


def has_player(game_id: str) -> bool:
    """Whether ``game_id`` has a computer player (found without importing it)."""
    return catalogue.built(game_id, "player")


def computer(game_id: str) -> ComputerPlayer:
    """``game_id``'s computer player module (imported the first time it is asked for), loaded
    once as a :class:`~ai.protocol.ComputerPlayer` (again only if another module now stands
    in its place, as a test's stand-in does)."""
    module = catalogue.load(game_id, "player")
    if module is None:
        raise KeyError(f"{game_id!r} has no computer player")
    loaded = _LOADED.get(game_id)
    if loaded is None or loaded.module is not module:
        loaded = _LOADED[game_id] = protocol.load(module)
    return loaded


def levels(game_id: str) -> tuple[str, ...]:
    """The levels ``game_id``'s computer player offers, easiest first (``()`` without one):
    its catalogue entry's, read without importing the player."""
    return ENTRIES[game_id].levels if has_player(game_id) else ()


def offered_by_module(game_id: str) -> tuple[str, ...]:
    """The levels the player module provides (:mod:`ai.protocol`), easiest first: what the
    catalogue's ``levels`` must say."""
    return computer(game_id).levels


def choose(game_id: str, view: View, legal: list[Action], rng: Rng,
           level: str = DEFAULT_LEVEL, sample: Sampler | None = None) -> Action:
    """The decision of the computer player of ``level`` for the seat whose ``view`` this is.

    Raises ``ValueError`` for a level the game's player does not offer (see :func:`levels`),
    or for a level that looks ahead (:data:`LOOKS_AHEAD`) without ``sample``."""
    player = computer(game_id)
    if level not in levels(game_id) or level not in player.levels:
        raise ValueError(f"{game_id} has no computer level {level!r}; it has {', '.join(levels(game_id))}")
    return player.choose(level, view, legal, rng, sample)


def strong_player(game_id: str) -> Player:
    """``game_id``'s part of the strong level's search (its ``STRONG``)."""
    player = computer(game_id).searches.get("strong")
    if player is None:
        raise KeyError(f"{game_id!r} has no strong level")
    return player


def search(game_id: str, view: View, legal: list[Action], rng: Rng, sample: Sampler,
           budget: Budget | None = None) -> Search:
    """The strong level's decision as a :class:`Search` to advance a step at a time (the
    page gives the browser its thread back between slices); ``search.action()`` once it is
    finished is what ``choose(..., level="strong")`` returns. ``budget``: the game's own
    unless given (tests use a small one)."""
    return Search(strong_player(game_id), view, legal, rng, sample, budget)


def chooser(level: str) -> Chooser:
    """``choose`` at ``level``, with the signature ``engine.simulate`` and ``play_match`` take
    (a :class:`~engine.match.LooksAhead` for a level that needs the seat's sampler)."""
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r}; known: {', '.join(LEVELS)}")
    if level in LOOKS_AHEAD:
        def looking(game_id: str, view: View, legal: list[Action], rng: Rng, sample: Sampler) -> Action:
            return choose(game_id, view, legal, rng, level, sample)

        return LooksAhead(looking, f"choose_{level}")

    def at_level(game_id: str, view: View, legal: list[Action], rng: Rng) -> Action:
        return choose(game_id, view, legal, rng, level)

    at_level.__name__ = f"choose_{level}"
    return at_level


@dataclass(frozen=True)
class Hint:
    """What the greedy player would do in the seat whose view it is given: its ``action``, the
    worth it weighed that action at (``worth``, in the game's own unit: VP, doubloons, gold,
    glory) and the best worth of any other choice (``next_worth``). The worths are ``None``
    where the player decides by rule rather than by worth (every choice weighed the same)."""

    action: Action
    worth: float | None
    next_worth: float | None


def hint(game_id: str, view: View, legal: list[Action], rng: Rng) -> Hint:
    """The greedy player's choice for the seat of ``view`` and the figures it weighed, from
    that view, the legal actions and ``rng`` alone (a person's hint sees what they see)."""
    action = choose(game_id, view, legal, rng, "greedy")
    weigh = computer(game_id).scores
    worths = [float(w) for w in weigh(view, legal)] if weigh is not None else []
    if len(worths) != len(legal) or len(set(worths)) < 2:
        return Hint(action, None, None)
    index = legal.index(action)
    others = [w for i, w in enumerate(worths) if i != index]
    return Hint(action, worths[index], max(others) if others else None)

"""What a game's computer player module provides, declared once.

A player module (``ai.<name>``, the catalogue's ``Entry.player``) is a plain module;
:class:`PlayerModule` says what it must define and :class:`ComputerPlayer` is the module as
:mod:`ai` sees it, every level it offers found and every optional part filled in by its
default once, when the module is loaded (:func:`load`). :mod:`ai` then asks the
:class:`ComputerPlayer`, never the module, whether a level or a part is there.

Required:

- ``choose(view, legal, rng) -> Action``: the greedy level (:data:`ai.level.DEFAULT_LEVEL`),
  from the seat's view, the legal actions (two or more) and the decision's generator alone.

Optional (the default in brackets):

- ``choose_<level>(view, legal, rng) -> Action`` for each level of :data:`ai.level.LEVELS`
  that decides from the view alone and is not the greedy one (``choose_easy``): that level
  (not offered);
- ``<LEVEL>``, an :class:`ai.search.Player`, for each level that looks ahead
  (:data:`ai.level.LOOKS_AHEAD`: ``STRONG``): the game's part of that level's search (the
  greedy player, the candidates worth trying, a position's ``margin`` for a seat, the
  budget, the seat's own judgement); the level's choice is that search run whole, and the
  page runs the same search a slice at a time (not offered). A module does not define
  ``choose_strong``: it would be a second way to the same choice;
- ``scores(view, legal) -> Sequence[float]``: every legal action's worth to the greedy
  player, in the game's own unit, for the hint's figures (``None``: the hint names the
  choice without figures);
- ``MARKS``, an :class:`ai.marks.Marks`: what a reviewed choice must cost, in the game's
  unit, to be marked an inaccuracy, a mistake or a blunder (:mod:`ai.review`;
  :data:`ai.marks.DEFAULT`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Protocol, runtime_checkable

from engine import Action, Rng, View

from .level import DEFAULT_LEVEL, LEVELS, LOOKS_AHEAD
from .marks import DEFAULT, Marks
from .search import Player, Sampler, Search, run

#: ``choose(view, legal, rng) -> action``: a level that decides from the view alone.
Decide = Callable[[View, list[Action], Rng], Action]
#: ``scores(view, legal) -> worths``: every legal action's worth to the greedy player.
Scores = Callable[[View, list[Action]], Sequence[float]]


@runtime_checkable
class PlayerModule(Protocol):
    """What every game's computer player module defines (the optional parts: see the module's
    docstring and :class:`ComputerPlayer`)."""

    def choose(self, view: View, legal: list[Action], rng: Rng) -> Action: ...


@dataclass(frozen=True, eq=False)
class ComputerPlayer:
    """A game's player module with its levels found and its optional parts filled in (:func:`load`)."""

    module: Any
    #: The levels that decide from the view alone, by level: ``greedy`` (``choose``) and each
    #: ``choose_<level>``.
    deciders: Mapping[str, Decide]
    #: The levels that look ahead, by level: the game's part of the search (``STRONG``).
    searches: Mapping[str, Player]
    scores: Scores | None = None
    #: The review's thresholds (:mod:`ai.review`).
    marks: Marks = DEFAULT

    @property
    def levels(self) -> tuple[str, ...]:
        """The levels offered, easiest first."""
        return tuple(level for level in LEVELS if level in self.deciders or level in self.searches)

    def choose(self, level: str, view: View, legal: list[Action], rng: Rng, sample: Sampler | None = None) -> Action:
        """The decision at ``level`` (one of :attr:`levels`); a level that looks ahead needs
        ``sample``, the seat's ``Match.sampler`` (``ValueError`` without it)."""
        if level in self.searches:
            if sample is None:
                raise ValueError(f"the {level} level looks ahead: it needs sample (the seat's match.sampler)")
            return run(Search(self.searches[level], view, legal, rng, sample))
        return self.deciders[level](view, legal, rng)


def load(module: Any) -> ComputerPlayer:
    """``module`` as a :class:`ComputerPlayer`; a module without ``choose``, with a level's
    part of the wrong kind, or with a ``choose_<level>`` for a level that looks ahead is
    refused here, once, saying what is wrong."""
    name = getattr(module, "__name__", repr(module))
    if not isinstance(module, PlayerModule):
        raise TypeError(f"computer player module {name!r} lacks choose")
    deciders: dict[str, Decide] = {}
    searches: dict[str, Player] = {}
    for level in LEVELS:
        if level in LOOKS_AHEAD:
            if hasattr(module, f"choose_{level}"):
                raise TypeError(f"{name} defines choose_{level}: the {level} level is its {level.upper()}'s search")
            part = getattr(module, level.upper(), None)
            if part is not None and not isinstance(part, Player):
                raise TypeError(f"{name}.{level.upper()} is not an ai.search.Player")
            if part is not None:
                searches[level] = part
        else:
            decide = module.choose if level == DEFAULT_LEVEL else getattr(module, f"choose_{level}", None)
            if decide is not None:
                deciders[level] = decide
    marks = getattr(module, "MARKS", DEFAULT)
    if not isinstance(marks, Marks) or not 0 < marks.inaccuracy <= marks.mistake <= marks.blunder:
        raise TypeError(f"{name}.MARKS is not an ai.marks.Marks of rising thresholds")
    return ComputerPlayer(module=module, deciders=MappingProxyType(deciders), searches=MappingProxyType(searches),
                          scores=getattr(module, "scores", None), marks=marks)

"""The contract every game meets: actions, errors, the state and the game interface.

A game is an object with the methods of :class:`Game`; it keeps its whole position in a
state object derived from :class:`State` and never touches anything else.
:class:`engine.match.Match` wraps one game and one state, plays forced steps, checks every
decision against the legal list, remembers the decisions so the match can be written as a
record, and filters what each seat may see.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterable, Iterator, MutableMapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypedDict, TypeVar

from . import catalogue
from .catalogue import ENTRIES_IN_ORDER, Entry
from .options import Option, normalise
from .result import Result
from .rng import Rng


class IllegalAction(ValueError):
    """A decision that the rules do not allow now; the message says why."""


class BadRecord(ValueError):
    """A record (a save or a link) that cannot be loaded; the message is for a person.

    ``code`` names the problem and ``fields`` its particulars (a game's id, a decision's
    number), so that a table can say it in its reader's language.
    """

    def __init__(self, message: str, code: str = "damaged", **fields: Any):
        super().__init__(message)
        self.code = code
        self.fields = fields


Arg = int | str
#: An argument of an action code that is a number (``-2``, ``14``); any other is a word.
_WHOLE = re.compile(r"-?[0-9]+")


@dataclass(frozen=True, slots=True)
class Action:
    """One decision: what kind of decision, and which things it names.

    ``kind`` is a short lower-case word (``announce``, ``offer``, ``take``); ``args`` are
    small integers or short words whose meaning each game documents per kind. Actions are
    values: two equal actions are the same decision.
    """

    kind: str
    args: tuple[Arg, ...] = ()

    @property
    def code(self) -> str:
        """A stable text for the action, e.g. ``announce:3`` or ``take:2.14``."""
        if not self.args:
            return self.kind
        return self.kind + ":" + ".".join(str(a) for a in self.args)

    @classmethod
    def parse(cls, code: str) -> Action:
        """The action whose :attr:`code` is ``code`` (any text reads as some action)."""
        kind, _, rest = code.partition(":")
        args = tuple(int(a) if _WHOLE.fullmatch(a) else a for a in rest.split(".")) if rest else ()
        return cls(kind, args)

    def word(self, i: int = 0) -> str:
        """``args[i]``, which this kind of action makes a word (a name, a kind)."""
        arg = self.args[i]
        if not isinstance(arg, str):
            raise TypeError(f"{self.code}: argument {i} is not a word")
        return arg

    def number(self, i: int = 0) -> int:
        """``args[i]``, which this kind of action makes a number (a seat, an index)."""
        arg = self.args[i]
        if not isinstance(arg, int):
            raise TypeError(f"{self.code}: argument {i} is not a number")
        return arg

    def __str__(self) -> str:
        return self.code


@dataclass
class State:
    """What every game's state carries besides its own position.

    ``rng`` is the only source of chance. ``log`` holds structured events; an event with
    a ``to`` list is private to those seats. ``reveals`` counts the moments hidden
    information became known (a draw, a reveal of secret choices, a shuffle): undo never
    crosses one.
    """

    rng: Rng
    players: int
    log: list[dict[str, Any]] = field(default_factory=list)
    reveals: int = 0

    def emit(self, type: str, to: Iterable[int] | None = None, **fields: Any) -> None:
        event = {"type": type, **fields}
        if to is not None:
            event["to"] = sorted(set(to))
        self.log.append(event)

    def reveal(self) -> None:
        self.reveals += 1

    def copy(self) -> State:
        """A deep copy of the position (the generator included) with an empty log: for
        looking ahead, where the past does not matter."""
        log, self.log = self.log, []
        try:
            twin = copy.deepcopy(self)
        finally:
            self.log = log
        return twin


S = TypeVar("S", bound=State)


@dataclass(frozen=True)
class RulesChange:
    """What one ``rules_version`` of a game changed, as far as replaying needs to know.

    ``version`` is the version it brought; ``renamed`` maps an action kind of the version
    before to its name from this one on (``{"pass": "stop"}``), so that a save written
    before it replays by the new name. What changed in words is the table's
    (``web/games/changes.py``, ``rules.<game>.<version>``, in every language).
    """

    version: int
    renamed: dict[str, str] = field(default_factory=dict)


class View(TypedDict):
    """What one seat may see (``Match.view(seat)``): the core's envelope, the game's own part
    under ``board`` (JSON data; each game's README lists its keys). ``seat`` is ``None`` for
    a spectator; ``result`` is ``Result.to_json()`` once the match is over."""

    game: str
    players: int
    seat: int | None
    table: dict[str, Any]
    to_act: list[int]
    round: int
    phase: str
    result: dict[str, Any] | None
    log: list[dict[str, Any]]
    board: dict[str, Any]


def seat_of(view: View) -> int:
    """The seat whose view this is: a player's, not a spectator's (the computer players
    decide only for a seat)."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a spectator's view has no seat to decide for")
    return seat


@dataclass(frozen=True)
class Refusal:
    """Why an action cannot be chosen now: ``rule`` (a key, the same in every language) and
    the figures its sentence names (``fields``: names as the rules name them, numbers)."""

    rule: str
    fields: dict[str, Any] = field(default_factory=dict)


class Game(Generic[S]):
    """The interface of one game's rules. Subclasses override every method but
    :meth:`check_options`.

    ``entry`` is the game's line in :mod:`engine.catalogue` (its id, title and player
    counts are read from there: each fact once).
    """

    entry: Entry
    #: Bumped whenever a change would make old records replay differently.
    rules_version: int = 1
    #: What each version after the first changed: one :class:`RulesChange` for each of
    #: 2 .. ``rules_version``, in order (the contract suite checks it).
    rules_changes: tuple[RulesChange, ...] = ()
    #: The settings a match may have (see :mod:`engine.options`).
    options: tuple[Option, ...] = ()

    @property
    def id(self) -> str:
        return self.entry.id

    @property
    def title(self) -> str:
        return self.entry.title

    @property
    def min_players(self) -> int:
        return self.entry.min_players

    @property
    def max_players(self) -> int:
        return self.entry.max_players

    def check_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """The options, normalised; ``ValueError`` with a reason if they are not allowed."""
        try:
            return normalise(self.options, players, options)
        except ValueError as exc:
            raise ValueError(f"{self.title}: {exc}") from None

    def setup(self, players: int, rng: Rng, options: dict[str, Any]) -> S:
        """The starting position; ``rng`` (from the seed) is the match's only chance and
        belongs to the state from now on."""
        raise NotImplementedError

    def to_act(self, state: S) -> tuple[int, ...]:
        """The seats that must decide now; several when choices are secret and simultaneous."""
        raise NotImplementedError

    def legal(self, state: S, seat: int) -> list[Action]:
        """``seat``'s legal actions now, in a stable order. The match asks only for a seat
        in :meth:`to_act`; for any other seat the answer is not defined."""
        raise NotImplementedError

    def apply(self, state: S, seat: int, action: Action) -> None:
        """Play a legal action (the match has checked it)."""
        raise NotImplementedError

    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """The game's part of what ``seat`` may see (``None``: a spectator), JSON data."""
        raise NotImplementedError

    def progress(self, state: S) -> tuple[int, str]:
        """The round number (from 1) and the phase's name, for the view's envelope."""
        raise NotImplementedError

    def result(self, state: S) -> Result | None:
        """``None`` while playing, then the match's :class:`Result`."""
        raise NotImplementedError

    def from_view(self, view: View) -> S:
        """The position ``view`` shows, as a state, so that the rules' own functions can be
        asked about it (the computer players and the tables do). What the view does not show
        is left empty or filled as the game's README says; its ``rng`` is ``Rng(0)``."""
        raise NotImplementedError

    def refusal(self, state: S, seat: int, action: Action) -> Refusal | None:
        """Why ``seat`` may not take ``action`` in ``state`` (read from its view: engine/why.py);
        None: no reason this game names (the table says it is not a choice now)."""
        return None

    def sample(self, state: S, seat: int, rng: Rng) -> S:
        """A copy of ``state`` in which everything ``seat`` sees is unchanged and everything
        it cannot see (others' hands, face-down stacks, unrevealed choices) is dealt again
        from what is unseen, with ``rng``. It must depend only on what the seat sees."""
        raise NotImplementedError


class Registry(MutableMapping[str, "Game[Any]"]):
    """The games by id. A game of the catalogue (``engine.ENTRIES``) is imported the first
    time it is asked for, not before: the page that opens on one game's table should not
    compile the rules of all four first. Iterating imports every game that is built."""

    def __init__(self) -> None:
        self._games: dict[str, Game[Any]] = {}

    def add(self, game: Game[Any]) -> None:
        self._games[game.id] = game

    def _load(self, game_id: object) -> bool:
        if game_id not in self._games:
            catalogue.load(game_id, "rules")  # the game registers itself
        return game_id in self._games

    def built(self, game_id: str) -> bool:
        """Whether ``game_id``'s rules exist, without importing them."""
        return game_id in self._games or catalogue.built(game_id, "rules")

    def __getitem__(self, game_id: str) -> Game[Any]:
        if not self._load(game_id):
            raise KeyError(game_id)
        return self._games[game_id]

    def __contains__(self, game_id: object) -> bool:
        return self._load(game_id)

    def __iter__(self) -> Iterator[str]:
        for entry in ENTRIES_IN_ORDER:
            self._load(entry.id)
        return iter(list(self._games))

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __setitem__(self, game_id: str, game: Game[Any]) -> None:
        """A game outside the catalogue under its id (the tests' toy game)."""
        self._games[game_id] = game

    def __delitem__(self, game_id: str) -> None:
        del self._games[game_id]


GAMES = Registry()

G = TypeVar("G", bound=Game[Any])


def register(game: G) -> G:
    GAMES.add(game)
    return game


def get_game(game_id: str) -> Game[Any]:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"no game with id {game_id!r}; known: {', '.join(sorted(GAMES))}") from None


#: A seat's decider: ``chooser(game_id, view, legal, rng) -> action``, given the view of its
#: own seat only (``ai.choose``'s signature; ``engine.simulate`` plays matches with them).
Chooser = Callable[[str, View, list[Action], Rng], Action]

"""The contract every game meets: actions, errors, the game interface and ``Match``.

A game is an object with the methods of :class:`Game`; it keeps its whole position in a
state object derived from :class:`State` and never touches anything else. ``Match`` wraps
one game and one state, checks every decision against the legal list, remembers the
decisions so the match can be written as a record, and filters what each seat may see.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from .rng import Rng


class IllegalAction(ValueError):
    """A decision that the rules do not allow now; the message says why."""


class BadRecord(ValueError):
    """A record (a save or a link) that cannot be loaded; the message is for a person."""


Arg = int | str


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
    def parse(cls, code: str) -> "Action":
        kind, _, rest = code.partition(":")
        args = tuple(int(a) if a.lstrip("-").isdigit() else a for a in rest.split(".")) if rest else ()
        return cls(kind, args)

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
    log: list[dict] = field(default_factory=list)
    reveals: int = 0

    def emit(self, type: str, to: Iterable[int] | None = None, **fields: Any) -> None:
        event = {"type": type, **fields}
        if to is not None:
            event["to"] = sorted(set(to))
        self.log.append(event)

    def reveal(self) -> None:
        self.reveals += 1


class Game:
    """The interface of one game's rules. Subclasses override every method."""

    id: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 2
    #: Bumped whenever a change would make old records replay differently.
    rules_version: int = 1

    def check_options(self, players: int, options: dict) -> dict:
        """The options, normalised; ``ValueError`` with a reason if they are not allowed."""
        if options:
            raise ValueError(f"{self.title} has no options (got {', '.join(sorted(options))})")
        return {}

    def setup(self, players: int, seed: int, options: dict) -> State:
        raise NotImplementedError

    def to_act(self, state: State) -> tuple[int, ...]:
        raise NotImplementedError

    def legal(self, state: State, seat: int) -> list[Action]:
        raise NotImplementedError

    def apply(self, state: State, seat: int, action: Action) -> None:
        raise NotImplementedError

    def view(self, state: State, seat: int | None) -> dict:
        raise NotImplementedError

    def result(self, state: State) -> dict | None:
        """``None`` while playing; at the end a dict with at least ``scores`` (one number a
        seat), ``winners`` (seats), ``reason`` (a code) and ``rounds``."""
        raise NotImplementedError


GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    GAMES[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"no game with id {game_id!r}; known: {', '.join(sorted(GAMES))}") from None


class Match:
    """One match of one game: its setup, its position and every decision so far."""

    def __init__(self, game: Game, players: int, seed: int, options: dict, table: dict | None = None):
        self.game = game
        self.players = players
        self.seed = seed
        self.options = options
        #: The table's own notes (player names, which seats are people). Rules never read
        #: them; they travel with the record so a link restores the same table.
        self.table = dict(table or {})
        self.state = game.setup(players, seed, options)
        #: (seat, index in that seat's legal list) for every decision, in order.
        self.decisions: list[tuple[int, int]] = []
        # Per decision: how many choices there were, and state.reveals just before it.
        self._choices: list[int] = []
        self._reveals_before: list[int] = []
        self._legal_cache: dict[int, list[Action]] = {}
        self._log_views: dict[int | None, tuple[int, list[dict]]] = {}

    # --- making -------------------------------------------------------------------
    @classmethod
    def new(cls, game_id: str, players: int, seed: int, table: dict | None = None, **options: Any) -> "Match":
        game = get_game(game_id)
        if not isinstance(players, int) or not game.min_players <= players <= game.max_players:
            raise ValueError(f"{game.title} is for {game.min_players} to {game.max_players} players, not {players}")
        if not isinstance(seed, int) or seed < 0:
            raise ValueError("the seed is a non-negative whole number")
        return cls(game, players, seed, game.check_options(players, dict(options)), table)

    # --- playing ------------------------------------------------------------------
    @property
    def to_act(self) -> tuple[int, ...]:
        """The seats that must decide now; several when choices are secret and simultaneous."""
        return self.game.to_act(self.state)

    def legal(self, seat: int) -> list[Action]:
        """The legal actions of ``seat`` now, in a stable order (empty if it need not act)."""
        cached = self._legal_cache.get(seat)
        if cached is None:
            cached = self.game.legal(self.state, seat) if seat in self.to_act else []
            self._legal_cache[seat] = cached
        return list(cached)

    def play(self, seat: int, action: Action | str) -> None:
        """Apply ``action`` for ``seat``, or raise :class:`IllegalAction` saying why."""
        if isinstance(action, str):
            action = Action.parse(action)
        if self.over:
            raise IllegalAction("the match is over")
        if seat not in self.to_act:
            raise IllegalAction(f"seat {seat + 1} has nothing to decide now" if isinstance(seat, int) else "no such seat")
        options = self.legal(seat)
        try:
            index = options.index(action)
        except ValueError:
            raise IllegalAction(f"{action.code!r} is not a legal action for seat {seat + 1} now") from None
        self._apply(seat, index, options)

    def _apply(self, seat: int, index: int, options: list[Action]) -> None:
        self._reveals_before.append(self.state.reveals)
        self._choices.append(len(options))
        self.decisions.append((seat, index))
        self._legal_cache.clear()
        self.game.apply(self.state, seat, options[index])

    # --- reading ------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.game.result(self.state) is not None

    @property
    def result(self) -> dict | None:
        return self.game.result(self.state)

    @property
    def log(self) -> list[dict]:
        """Every event, private ones included (see :meth:`view` for one seat's share)."""
        return self.state.log

    def view(self, seat: int | None) -> dict:
        """Exactly what ``seat`` may see (``None``: a spectator), as plain JSON data."""
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < self.players):
            raise ValueError(f"no seat {seat!r} in a {self.players}-player match")
        v = {
            "game": self.game.id,
            "players": self.players,
            "seat": seat,
            "table": self.table,
            "to_act": list(self.to_act),
            "result": self.result,
            "log": self._log_for(seat),
        }
        v.update(self.game.view(self.state, seat))
        return v

    def _log_for(self, seat: int | None) -> list[dict]:
        """The events ``seat`` may know, filtered once each (the log only ever grows)."""
        checked, events = self._log_views.get(seat, (0, []))
        log = self.state.log
        for e in log[checked:]:
            if "to" not in e or (seat is not None and seat in e["to"]):
                events.append(e)
        self._log_views[seat] = (len(log), events)
        return list(events)

    # --- records and undo ---------------------------------------------------------
    def record(self) -> str:
        """The whole match as a short URL-safe text; see :mod:`engine.record`."""
        from .record import encode

        return encode(self)

    @classmethod
    def from_record(cls, text: str, game_id: str | None = None) -> "Match":
        """Replay a record, re-checking every decision; :class:`BadRecord` if it cannot be."""
        from .record import decode

        return decode(text, game_id)

    def replayed(self, decisions: int) -> "Match":
        """A new match holding only the first ``decisions`` decisions of this one."""
        m = Match(self.game, self.players, self.seed, self.options, self.table)
        for seat, index in self.decisions[:decisions]:
            m._apply(seat, index, m.legal(seat))
        return m

    def undo_point(self, seat: int) -> int | None:
        """How many decisions to keep to take back ``seat``'s last real decision.

        A real decision had more than one choice. ``None`` when there is none to take
        back, or when hidden information was revealed since (undo must not let a player
        peek and choose again).
        """
        now = self.state.reveals
        for i in range(len(self.decisions) - 1, -1, -1):
            if self._reveals_before[i] != now:
                return None
            if self.decisions[i][0] == seat and self._choices[i] > 1:
                return i
        return None

    def __repr__(self) -> str:
        return f"<Match {self.game.id} players={self.players} seed={self.seed} decisions={len(self.decisions)}>"

"""Turn flow: phases, stages inside a phase, turns in seat order, "until everyone has
passed", secret choices, and :class:`FlowGame`, the contract's turn methods handed to a flow.

A helper the games call, not a framework: a game lists its phases, each a handful of plain
functions over its state, and :class:`Flow` runs them. A phase says who acts, what is
legal and what a decision does; when nobody is left to act, its ``end`` says which phase
comes next (or :data:`OVER`). A phase may be made of *stages* (:meth:`Phase.staged`, as
boardgame.io's ``TurnConfig.stages``): the state names the stage under way and the phase's
functions are that stage's. The state only needs a ``phase`` attribute holding the current
phase's name (and a ``round``), so a saved position is still plain data.

The pieces for turns are as small: :func:`clockwise` (seat order from a start player),
:class:`Turns` (a queue of seats, once round or "until everyone has passed") and
:class:`Secret` (simultaneous choices, revealed together).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from .core import Action, Game, State
from .rng import Rng

#: The phase name after the last one.
OVER = "over"


class HasPhase(Protocol):
    phase: str
    round: int


S = TypeVar("S", bound=HasPhase)


def _nothing(state: Any) -> None:
    return None


@dataclass(frozen=True)
class Stage(Generic[S]):
    """One step inside a phase: who decides in it, what is legal, what a decision does."""

    name: str
    to_act: Callable[[S], tuple[int, ...]]
    legal: Callable[[S, int], list[Action]]
    apply: Callable[[S, int, Action], None]


@dataclass(frozen=True)
class Phase(Generic[S]):
    """One phase of a round. ``to_act`` returns the seats deciding now (empty: the phase is
    over); ``end`` tidies up and names the phase that follows. ``stages``: the phase's
    stages, when it is made of them (:meth:`staged`)."""

    name: str
    to_act: Callable[[S], tuple[int, ...]]
    legal: Callable[[S, int], list[Action]]
    apply: Callable[[S, int, Action], None]
    end: Callable[[S], str]
    begin: Callable[[S], None] = _nothing
    stages: tuple[Stage[S], ...] = ()

    @classmethod
    def staged(cls, name: str, stage: Callable[[S], str], stages: Sequence[Stage[S]], end: Callable[[S], str],
               begin: Callable[[S], None] = _nothing) -> Phase[S]:
        """A phase made of ``stages``: ``stage(state)`` names the one under way, whose
        functions are the phase's; a name that is no stage (``""``, a step nobody decides
        in) means nobody acts, and the phase ends. The phase's own code moves the state from
        stage to stage."""
        by_name = {st.name: st for st in stages}
        if len(by_name) != len(stages):
            raise ValueError(f"{name}: stage names must be distinct")

        def to_act(state: S) -> tuple[int, ...]:
            current = by_name.get(stage(state))
            return current.to_act(state) if current is not None else ()

        def legal(state: S, seat: int) -> list[Action]:
            return by_name[stage(state)].legal(state, seat)

        def apply(state: S, seat: int, action: Action) -> None:
            by_name[stage(state)].apply(state, seat, action)

        return cls(name, to_act, legal, apply, end, begin, tuple(stages))


class Flow(Generic[S]):
    """A game's phases by name; runs begin/end hand-overs until someone must decide."""

    def __init__(self, *phases: Phase[S]) -> None:
        self.phases = {p.name: p for p in phases}
        if len(self.phases) != len(phases) or OVER in self.phases:
            raise ValueError("phase names must be distinct and not 'over'")
        #: A match starts with the phase listed first.
        self.first = phases[0].name

    def start(self, state: S, name: str) -> None:
        """Enter phase ``name`` (its ``begin``), then hand on while nobody is to act."""
        while True:
            state.phase = name
            if name == OVER:
                return
            phase = self.phases[name]
            phase.begin(state)
            if phase.to_act(state):
                return
            name = phase.end(state)

    def to_act(self, state: S) -> tuple[int, ...]:
        if state.phase == OVER:
            return ()
        return self.phases[state.phase].to_act(state)

    def legal(self, state: S, seat: int) -> list[Action]:
        """``seat``'s legal actions; asked only for a seat in :meth:`to_act` (the match
        makes sure of it, so the phase need not check again)."""
        return self.phases[state.phase].legal(state, seat)

    def apply(self, state: S, seat: int, action: Action) -> None:
        """Play one decision, then hand on to the next phase(s) if this one is over."""
        phase = self.phases[state.phase]
        phase.apply(state, seat, action)
        if state.phase == phase.name and not phase.to_act(state):
            self.start(state, phase.end(state))

    def progress(self, state: S) -> tuple[int, str]:
        """The round and the phase's name (``Game.progress``)."""
        return state.round, state.phase


G = TypeVar("G", bound=State)


class FlowGame(Game[G]):
    """A game whose turns are a :class:`Flow` (its ``flow``): who acts, what is legal, a
    decision and the progress are the flow's, and :meth:`setup` enters the flow's first
    phase once :meth:`deal` has laid out the table. A subclass writes :meth:`deal`, the
    view, the result, sampling and ``from_view``."""

    flow: Flow[Any]

    def deal(self, players: int, rng: Rng, options: dict[str, Any]) -> G:
        """The starting position, before the first phase begins (``setup``'s arguments)."""
        raise NotImplementedError

    def setup(self, players: int, rng: Rng, options: dict[str, Any]) -> G:
        state = self.deal(players, rng, options)
        self.flow.start(state, self.flow.first)
        return state

    def to_act(self, state: G) -> tuple[int, ...]:
        return self.flow.to_act(state)

    def legal(self, state: G, seat: int) -> list[Action]:
        return self.flow.legal(state, seat)

    def apply(self, state: G, seat: int, action: Action) -> None:
        self.flow.apply(state, seat, action)

    def progress(self, state: G) -> tuple[int, str]:
        return self.flow.progress(state)


def clockwise(start: int, players: int) -> list[int]:
    """Every seat once, from ``start`` on in seat order."""
    return [(start + i) % players for i in range(players)]


@dataclass
class Turns:
    """Seats taking turns in order: once round (:meth:`done_turn`), or round and round
    until every seat has passed in a row (:meth:`pass_turn` / :meth:`acted`).

    ``queue`` holds the seats still to act, the current one first; ``idle`` counts the
    turns in a row without an action (for "until everyone has passed")."""

    queue: list[int] = field(default_factory=list)
    idle: int = 0

    @classmethod
    def from_seat(cls, start: int, players: int) -> Turns:
        return cls(clockwise(start, players))

    @property
    def current(self) -> int | None:
        return self.queue[0] if self.queue else None

    def done_turn(self) -> None:
        """The current seat has had its one turn."""
        self.queue.pop(0)

    def acted(self) -> None:
        """The current seat did something: it goes to the back, and the round goes on."""
        self.idle = 0
        self.queue.append(self.queue.pop(0))

    def pass_turn(self, players: int, leaves: bool = False) -> None:
        """The current seat passed: ``leaves`` drops it for good (a pass that ends its
        part), otherwise it goes to the back. Over once ``players`` turns in a row pass."""
        seat = self.queue.pop(0)
        if leaves:
            return
        self.idle += 1
        if self.idle >= players:
            self.queue = []
        else:
            self.queue.append(seat)


@dataclass
class Secret:
    """Simultaneous secret choices: every seat in ``waiting`` chooses, nobody sees the
    others' choices until all have chosen; then :meth:`reveal` hands them over together."""

    waiting: list[int] = field(default_factory=list)
    chosen: dict[int, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, seats: list[int]) -> Secret:
        return cls(waiting=sorted(seats))

    def choose(self, seat: int, choice: Any) -> None:
        self.waiting.remove(seat)
        self.chosen[seat] = choice

    @property
    def complete(self) -> bool:
        return not self.waiting

    def reveal(self) -> dict[int, Any]:
        """Every choice, by seat (call when :attr:`complete`; the caller marks the reveal)."""
        out, self.chosen = dict(sorted(self.chosen.items())), {}
        return out

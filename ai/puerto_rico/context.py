"""The facts about the visible position that the evaluations share, and the weights."""

from __future__ import annotations

from typing import Any, NamedTuple

from engine import View, seat_of
from engine.puerto_rico import GAME
from engine.puerto_rico.data import BUILDING, CITY_SPACES, SETUP
from engine.puerto_rico.state import Seat

DOUBLOON = 0.6
OTHERS_WEIGHT = 0.6
#: Roles within this many VP of the best are near-equal: one of them is taken at random, so
#: that all-greedy matches do not replay one scripted opening that favours a fixed seat.
NEAR_TIE = 0.8
#: A production building's circle with no plantation yet to feed it, against one that has.
SPECULATIVE = 0.6
#: The mayor's worth to a seat, per VP its new colonists would switch on.
MAYOR_WEIGHT = 0.8
#: A new plantation and a new production circle of the same good, worked together: barrels.
PAIR = 1.2
#: A colonist on one half of such a pair alone: nothing yet, the other half comes later.
LONE = 1.3
#: Shipping VP now, against building up: early, a VP shipped is worth less than an engine.
SHIP_EARLY, SHIP_LATE = 0.5, 1.2
#: What an occupied violet building does for its owner, early in the game (VP units).
FUNCTION = {
    "small_market": 2.0, "hacienda": 1.2, "construction_hut": 1.2, "small_warehouse": 1.5, "hospice": 1.8,
    "office": 2.2, "large_market": 3.0, "large_warehouse": 2.2, "factory": 3.5, "university": 1.8,
    "harbor": 4.5, "wharf": 4.5,
}


class Style(NamedTuple):
    """The judgement a level plays with (the computer levels: :mod:`ai.level`)."""

    #: How much what a role would give the others counts against taking it.
    others_weight: float


#: Today's player: what a role gives the others counts :data:`OTHERS_WEIGHT` against it.
GREEDY = Style(OTHERS_WEIGHT)


class Context:
    """The visible position: ``view`` (the game's board with the envelope's seat, players,
    round, phase and log), every seat's board as the engine's :class:`Seat` (``Game.from_view``:
    so that the rules' functions can be asked about it), and how far the game has gone."""

    def __init__(self, view: View, style: Style = GREEDY):
        self.view: dict[str, Any] = {**view["board"], "seat": view["seat"], "players": view["players"],
                                     "round": view["round"], "phase": view["phase"], "log": view["log"]}
        self.style = style
        self.me = seat_of(view)
        self.n: int = view["players"]
        self.seats: list[dict[str, Any]] = self.view["seats"]
        self.boards: list[Seat] = GAME.from_view(view).seats
        self.mine = self.boards[self.me]
        setup = SETUP[self.n]
        sup = self.view["supply"]
        clocks = [
            1 - sup["vp_chips"] / setup.vp_chips,
            1 - sup["colonists"] / setup.colonists,
            max(CITY_SPACES - board.city_free() for board in self.boards) / CITY_SPACES,
        ]
        #: 0 at the start, 1 near the end: the furthest of the three clocks.
        self.progress: float = min(1.0, max(clocks) * 1.15)
        self.doubloon: float = DOUBLOON * (1 - 0.6 * self.progress)


def plantations(board: Seat, good: str, only_occupied: bool = False) -> int:
    return sum(1 for k, c in board.island if k == good and (c > 0 or not only_occupied))


def capacity(board: Seat, good: str, only_occupied: bool = False) -> int:
    """Production-building circles for ``good`` (occupied ones only, if asked)."""
    return sum(c if only_occupied else BUILDING[b].circles for b, c in board.city if BUILDING[b].good == good)

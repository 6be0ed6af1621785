"""What each secret mission scores at the end (the rule named by ``Mission.rule`` in
:data:`.data.MISSIONS`, with its ``threshold`` and ``gold``).

A secret or double map mission (rule ``map``) scores nothing here: it is a map, scored
with the specialists assigned to it (:mod:`.assign`).
"""

from __future__ import annotations

from collections.abc import Callable

from .data import CARTOGRAPHER, COLOURS, EXCAVATOR, MAPS, MISSIONS, SPECIALISTS
from .state import Seat


def _specialists(seat: Seat, kind: str | None = None) -> list[int]:
    return [s for s in seat.specialists if kind is None or SPECIALISTS[s].kind == kind]


def _teams(seat: Seat) -> int:
    have = {(SPECIALISTS[s].colour, SPECIALISTS[s].kind) for s in seat.specialists}
    return sum(1 for c in COLOURS if (c, CARTOGRAPHER) in have and (c, EXCAVATOR) in have)


def _sites(seat: Seat) -> int:
    return len({MAPS[m].colours[0] for m in seat.maps if len(MAPS[m].colours) == 1})


#: Per rule: the figure the mission's threshold is compared with.
MEASURES: dict[str, Callable[[Seat], int]] = {
    "map": lambda seat: 0,
    "cartographers": lambda seat: len(_specialists(seat, CARTOGRAPHER)),
    "excavators": lambda seat: len(_specialists(seat, EXCAVATOR)),
    "sites": _sites,
    "maps": lambda seat: len(seat.maps),
    "teams": _teams,
    "knowledge": lambda seat: seat.knowledge,
    "specialist_gold": lambda seat: sum(SPECIALISTS[s].gold for s in seat.specialists),
    "missions": lambda seat: len(seat.missions),
    "great_maps": lambda seat: sum(1 for m in seat.maps if MAPS[m].large >= 4),
    "masters": lambda seat: sum(1 for s in seat.specialists if SPECIALISTS[s].gold == 3),
    "items": lambda seat: len(seat.items),
    "abilities": lambda seat: seat.abilities_gained,
    "sunken": lambda seat: sum(seat.sunken_open) + sum(seat.sunken_hidden),
    "gold_tokens": lambda seat: len(seat.tower["gold"]),
}


def measure(mission: int, seat: Seat) -> int:
    """The seat's figure for a mission's condition (e.g. its number of cartographers)."""
    return MEASURES[MISSIONS[mission].rule](seat)


def mission_gold(mission: int, seat: Seat) -> int:
    """The gold a mission gives ``seat`` at the end: its gold if the condition is met."""
    m = MISSIONS[mission]
    if m.rule == "map":
        return 0
    return m.gold if measure(mission, seat) >= m.threshold else 0

"""The position of a Puerto Rico match, its setup, and questions about a player's board.

Everything is plain lists, dicts and ints so that tests can build any position by hand
(see ``tests/puerto_rico/helpers.py``) and the view can copy it out as JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core import Action, State
from ..flow import clockwise
from ..rng import Rng
from .data import (
    BUILDING,
    BUILDINGS,
    CITY_SPACES,
    DOUBLOONS_IN_BOX,
    GOODS,
    GOODS_IN_BOX,
    ISLAND_SPACES,
    PLANTATIONS_IN_BOX,
    QUARRY,
    ROLES,
    SETUP,
    Setup,
    face_up_count,
)

#: Leaving a privilege or a building's function unused. The rulebook: "자신이 고른 카드의
#: 특권이나 액션은 사용하지 않아도 된다" and, for violet buildings, "원하지 않는다면, 가동
#: 중인 보라색 건물의 특수 기능을 사용하지 않아도 된다". (``pass`` is for a role's action.)
DECLINE = Action("decline")

#: Each building's city spaces and VP, read for every seat of every view a look-ahead builds.
_SPACES = {name: b.spaces for name, b in BUILDING.items()}
_VP = {name: b.vp for name, b in BUILDING.items()}


@dataclass
class Seat:
    """One player's board.

    ``island`` holds ``[kind, colonists]`` per tile (a plantation kind or ``quarry``; one
    circle each), ``city`` holds ``[building name, colonists]`` in the order built.
    ``vp`` is the VP chips the player holds, secret from the others until the end.
    """

    doubloons: int = 0
    island: list[list[Any]] = field(default_factory=list)
    city: list[list[Any]] = field(default_factory=list)
    san_juan: int = 0
    goods: dict[str, int] = field(default_factory=lambda: dict.fromkeys(GOODS, 0))
    vp: int = 0

    def has(self, name: str) -> bool:
        return any(b == name for b, _ in self.city)

    def occupied(self, name: str) -> bool:
        """True if the player owns building ``name`` with at least one colonist on it."""
        return any(b == name and c > 0 for b, c in self.city)

    def island_free(self) -> int:
        return ISLAND_SPACES - len(self.island)

    def city_used(self) -> int:
        return sum(_SPACES[b] for b, _ in self.city)

    def city_free(self) -> int:
        return CITY_SPACES - self.city_used()

    def colonists(self) -> int:
        """Every colonist on the board: island, city and San Juan."""
        return int(self.san_juan + sum(c for _, c in self.island) + sum(c for _, c in self.city))

    def empty_building_circles(self) -> int:
        return sum(BUILDING[b].circles - c for b, c in self.city)

    def empty_circles(self) -> int:
        return sum(1 for _, c in self.island if c == 0) + self.empty_building_circles()

    def occupied_quarries(self) -> int:
        return sum(1 for k, c in self.island if k == QUARRY and c > 0)

    def building_vp(self) -> int:
        return sum(_VP[b] for b, _ in self.city)


@dataclass
class PuertoRicoState(State):
    """The whole position. Field by field, see ``README.md`` ("view keys") for meaning.

    ``phase`` is ``role`` (a role is to be chosen), a role's phase (``settler``,
    ``mayor``, ``builder``, ``craftsman``, ``trader``, ``captain``), ``storage`` (the end
    of a captain phase) or ``over``. ``queue`` holds the seats still to act in the phase,
    the one acting first. ``step`` holds the bits of the current turn or phase that the
    rules remember (hacienda used, captain's bonus given, ...).
    """

    seats: list[Seat] = field(default_factory=list)
    governor: int = 0
    round: int = 1
    phase: str = "role"
    chooser: int = 0
    picks: int = 0
    roles: list[dict[str, Any]] = field(default_factory=list)
    role: str | None = None
    queue: list[int] = field(default_factory=list)
    step: dict[str, Any] = field(default_factory=dict)
    colonist_supply: int = 0
    colonist_ship: int = 0
    vp_supply: int = 0
    bank: int = 0
    quarries: int = 0
    stack: list[str] = field(default_factory=list)
    face_up: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    goods: dict[str, int] = field(default_factory=dict)
    buildings: dict[str, int] = field(default_factory=dict)
    ships: list[dict[str, Any]] = field(default_factory=list)
    trading_house: list[str] = field(default_factory=list)
    end_triggers: list[str] = field(default_factory=list)
    #: What was put into play at setup, for the conservation checks of the tests.
    totals: dict[str, Any] = field(default_factory=dict)

    @property
    def over(self) -> bool:
        return self.phase == "over"

    @property
    def setup_table(self) -> Setup:
        return SETUP[self.players]

    def order_from(self, seat: int) -> list[int]:
        """All seats clockwise, starting with ``seat``."""
        return clockwise(seat, self.players)

    def role_slot(self, role_id: str) -> dict[str, Any]:
        for slot in self.roles:
            if slot["id"] == role_id:
                return slot
        raise KeyError(role_id)


def setup(players: int, rng: Rng, governor: int | None = None) -> PuertoRicoState:
    """A new match: components by player count, the plantation row dealt, the governor
    drawn (unless given) and the starting plantations dealt from him clockwise."""
    table = SETUP[players]
    st = PuertoRicoState(rng=rng, players=players)
    st.seats = [Seat(doubloons=table.doubloons) for _ in range(players)]
    st.bank = DOUBLOONS_IN_BOX - table.doubloons * players
    st.colonist_supply = table.colonists
    st.colonist_ship = table.ship_colonists
    st.vp_supply = table.vp_chips
    st.quarries = table.quarries
    st.goods = {g: GOODS_IN_BOX[g] - table.goods_removed_each for g in GOODS}
    st.buildings = {b.name: (b.copies_2p if table.two_player_buildings else b.copies) for b in BUILDINGS}
    st.ships = [{"capacity": c, "good": None, "load": 0} for c in table.ships]
    plantations = {k: n - table.plantations_removed_each for k, n in PLANTATIONS_IN_BOX.items()}
    for kind in table.plantations:
        plantations[kind] -= 1
    st.stack = [k for k in GOODS for _ in range(plantations[k])]
    rng.shuffle(st.stack)
    ids = list(ROLES[:-1])
    ids += ["prospector" if i == 0 else f"prospector{i + 1}" for i in range(table.prospectors)]
    st.roles = [{"id": r, "role": r.rstrip("0123456789"), "doubloons": 0, "taken_by": None} for r in ids]
    st.totals = {
        "colonists": table.colonists + table.ship_colonists,
        "vp": table.vp_chips,
        "doubloons": DOUBLOONS_IN_BOX,
        "goods": dict(st.goods),
        "plantations": len(st.stack) + len(table.plantations),
        "quarries": table.quarries,
    }
    draw_face_up(st, face_up_count(players))
    # "먼저 자신들이 선택한 방법으로 시작할 플레이어를 고른다": the method is a draw. It comes
    # after the shuffles, so that a governor given (by a test) leaves the stack as drawn.
    st.governor = st.chooser = rng.below(players) if governor is None else governor
    for i, kind in enumerate(table.plantations):
        st.seats[(st.governor + i) % players].island.append([kind, 0])
    st.emit("round", round=1, governor=st.governor)
    return st


def draw_plantation(st: PuertoRicoState) -> str | None:
    """The top face-down plantation; the discards are reshuffled when the stack is empty."""
    if not st.stack and st.discard:
        st.stack = st.discard
        st.discard = []
        st.rng.shuffle(st.stack)
        st.emit("reshuffle", tiles=len(st.stack))
        st.reveal()
    return st.stack.pop() if st.stack else None


def draw_face_up(st: PuertoRicoState, count: int) -> None:
    """Turn ``count`` plantations face up (fewer if the stack and the discards run out)."""
    for _ in range(count):
        tile = draw_plantation(st)
        if tile is None:
            break
        st.face_up.append(tile)
    st.face_up.sort(key=GOODS.index)
    st.emit("plantations", face_up=list(st.face_up))
    st.reveal()


def queue_head(st: PuertoRicoState) -> tuple[int, ...]:
    """Who acts in a role's phase: the seat first in the queue (none: the phase is over)."""
    return (st.queue[0],) if st.queue else ()


def colonist_available(st: PuertoRicoState) -> bool:
    """A colonist for a hospice or university: in the supply, else on the ship."""
    return st.colonist_supply > 0 or st.colonist_ship > 0


def colonist_for_building(st: PuertoRicoState) -> None:
    """Take one colonist for a hospice or university: from the supply, else from the ship
    (the caller has checked :func:`colonist_available`; with both empty there is none)."""
    if st.colonist_supply > 0:
        st.colonist_supply -= 1
    else:
        st.colonist_ship -= 1


def declined(st: PuertoRicoState, seat: int, **what: Any) -> None:
    """Log a privilege (``role=...``) or a building's function (``building=...``) left unused."""
    st.emit("decline", seat=seat, **what)


def trigger_end(st: PuertoRicoState, reason: str) -> None:
    """One of the three game-end conditions: the game ends when this round ends."""
    if reason not in st.end_triggers:
        st.end_triggers.append(reason)
        st.emit("end_trigger", reason=reason, round=st.round)

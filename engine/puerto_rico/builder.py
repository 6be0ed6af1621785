"""The builder phase: each seat, from the builder clockwise, may build one building."""

from __future__ import annotations

from ..core import Action
from .data import BUILDING, BUILDINGS
from .state import PuertoRicoState, colonist_for_building, trigger_end

PASS = Action("pass")


def begin(st: PuertoRicoState) -> None:
    st.queue = st.order_from(st.chooser)
    st.step = {}


def building_cost(st: PuertoRicoState, seat: int, name: str) -> int:
    """The price for ``seat``: one doubloon off per occupied quarry, at most the building's
    column, one more off for the builder (privilege), never below zero."""
    b = BUILDING[name]
    discount = min(st.seats[seat].occupied_quarries(), b.column)
    if seat == st.chooser:
        discount += 1
    return max(0, b.cost - discount)


def may_build(st: PuertoRicoState, seat: int, name: str) -> bool:
    """One of each building a city; one left in the supply; room (two spaces for a large
    one; buildings may be moved to make them adjacent); enough doubloons."""
    board = st.seats[seat]
    return (st.buildings[name] > 0 and not board.has(name) and board.city_free() >= BUILDING[name].spaces
            and board.doubloons >= building_cost(st, seat, name))


def legal(st: PuertoRicoState, seat: int) -> list[Action]:
    return [Action("build", (b.name,)) for b in BUILDINGS if may_build(st, seat, b.name)] + [PASS]


def apply(st: PuertoRicoState, seat: int, action: Action) -> None:
    st.queue.pop(0)
    if action.kind != "build":
        st.emit("pass", seat=seat, phase="builder")
        return
    name = action.args[0]
    board = st.seats[seat]
    cost = building_cost(st, seat, name)
    board.doubloons -= cost
    st.bank += cost
    st.buildings[name] -= 1
    university = board.occupied("university") and colonist_for_building(st)
    board.city.append([name, 1 if university else 0])
    st.emit("build", seat=seat, building=name, cost=cost, university=university)
    if board.city_free() == 0:
        trigger_end(st, "city")


def end(st: PuertoRicoState) -> None:
    pass

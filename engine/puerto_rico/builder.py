"""The builder phase: each seat, from the builder clockwise, may build one building.

An occupied university may put a colonist on the building just built; the seat is asked,
since that colonist leaves the supply (or the ship), whose running short ends the game.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..core import Action
from ..flow import Stage
from .data import BUILDING, BUILDINGS, Building
from .state import (
    DECLINE,
    PuertoRicoState,
    Seat,
    colonist_available,
    colonist_for_building,
    declined,
    queue_head,
    trigger_end,
)

PASS = Action("pass")
#: The seat takes the university's colonist onto the building it has just built.
UNIVERSITY = Action("university")


def begin(st: PuertoRicoState) -> None:
    st.queue = st.order_from(st.chooser)
    st.step = {"university": None}


def price(board: Seat, name: str, builder: bool) -> int:
    """What ``board`` pays for ``name``: one doubloon off per occupied quarry, at most the
    building's column, one more off for the builder (privilege), never below zero."""
    return _price(BUILDING[name], board.occupied_quarries(), builder)


def _price(b: Building, quarries: int, builder: bool) -> int:
    discount = min(quarries, b.column) + (1 if builder else 0)
    return max(0, b.cost - discount)


def building_cost(st: PuertoRicoState, seat: int, name: str) -> int:
    return price(st.seats[seat], name, seat == st.chooser)


def buildable(board: Seat, supply: Mapping[str, int], builder: bool) -> list[str]:
    """Every building ``board`` may build now, in :data:`BUILDINGS` order: one of each building
    a city; one left in the ``supply``; room (two spaces for a large one; buildings may be
    moved to make them adjacent); enough doubloons (:func:`price`). The board is read once:
    the computer players ask it of every seat at every choice they weigh."""
    owned = {name for name, _ in board.city}
    free, quarries, money = board.city_free(), board.occupied_quarries(), board.doubloons
    return [b.name for b in BUILDINGS if supply[b.name] > 0 and b.name not in owned and free >= b.spaces
            and money >= _price(b, quarries, builder)]


def stage(st: PuertoRicoState) -> str:
    """The phase's stage: ``build`` (a seat's turn), ``university`` (its new building's
    colonist, asked of a university's owner)."""
    return "university" if st.step["university"] else "build"


def _build_legal(st: PuertoRicoState, seat: int) -> list[Action]:
    return [Action("build", (name,)) for name in buildable(st.seats[seat], st.buildings, seat == st.chooser)] + [PASS]


def _university_legal(st: PuertoRicoState, seat: int) -> list[Action]:
    return [UNIVERSITY, DECLINE]


def _university(st: PuertoRicoState, seat: int, action: Action) -> None:
    take = action == UNIVERSITY
    if take:
        colonist_for_building(st)
        st.seats[seat].city[-1][1] = 1
    built(st, seat, take, asked=True)


def _build(st: PuertoRicoState, seat: int, action: Action) -> None:
    if action.kind != "build":
        st.queue.pop(0)
        st.emit("pass", seat=seat, phase="builder")
        return
    name = action.word()
    board = st.seats[seat]
    cost = building_cost(st, seat, name)
    board.doubloons -= cost
    st.bank += cost
    st.buildings[name] -= 1
    # checked before the new building joins the city: a university does not serve itself
    asked = board.occupied("university") and colonist_available(st)
    board.city.append([name, 0])
    st.step["university"] = {"building": name, "cost": cost}
    if not asked:
        built(st, seat, False, asked=False)


def built(st: PuertoRicoState, seat: int, university: bool, asked: bool) -> None:
    """The turn's building is in place, with the university's colonist or without it.

    The university puts one colonist on the new building, however many circles it has,
    and "놓을 수 있다" (may). Ruling: from the supply, else from the ship ("이민선에서 하나
    가져올 수 있다"), else none (then the seat is not asked).
    """
    name, cost = st.step["university"]["building"], st.step["university"]["cost"]
    st.step["university"] = None
    st.queue.pop(0)
    st.emit("build", seat=seat, building=name, cost=cost, university=university)
    if asked and not university:
        declined(st, seat, building="university")
    if st.seats[seat].city_free() == 0:
        trigger_end(st, "city")


def end(st: PuertoRicoState) -> None:
    pass


STAGES: tuple[Stage[PuertoRicoState], ...] = (Stage("build", queue_head, _build_legal, _build),
                                              Stage("university", queue_head, _university_legal, _university))

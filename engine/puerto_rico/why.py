"""Why not, in Puerto Rico: the rule that keeps a tapped role, building, plantation, barrel or
ship from being chosen now (engine/why.py asks it, from the seat's view)."""

from __future__ import annotations

from ..core import Action, Refusal
from .builder import price
from .captain import ships_taking
from .data import BUILDING, GOODS, TRADING_HOUSE_SPACES
from .state import PuertoRicoState


def refusal(st: PuertoRicoState, seat: int, action: Action) -> Refusal | None:
    """Why ``seat``, to act now, may not take ``action``; None where no rule here names it."""
    answer = _ASKED.get(action.kind)
    return answer(st, seat, action) if answer is not None else None


def _role(st: PuertoRicoState, seat: int, action: Action) -> Refusal | None:
    role = action.word()
    if not any(slot["id"] == role for slot in st.roles):
        return None
    if st.phase != "role":
        return Refusal("pr.role_not_now")
    if st.role_slot(role)["taken_by"] is not None:
        return Refusal("pr.role_taken", {"role": st.role_slot(role)["role"]})
    return None


def _build(st: PuertoRicoState, seat: int, action: Action) -> Refusal | None:
    name = action.word()
    if name not in BUILDING:
        return None
    if st.phase != "builder":
        return Refusal("pr.build_not_now", {"building": name})
    board, building = st.seats[seat], BUILDING[name]
    if board.has(name):
        return Refusal("pr.build_owned", {"building": name})
    if st.buildings.get(name, 0) <= 0:
        return Refusal("pr.build_none_left", {"building": name})
    if board.city_free() < building.spaces:
        return Refusal("pr.build_no_room" if building.spaces == 1 else "pr.build_no_room_large",
                       {"building": name, "free": board.city_free()})
    cost = price(board, name, seat == st.chooser)
    if board.doubloons < cost:
        return Refusal("pr.build_too_dear", {"building": name, "price": cost, "doubloons": board.doubloons})
    return None


def _settle(st: PuertoRicoState, seat: int, action: Action) -> Refusal | None:
    if st.phase != "settler":
        return Refusal("pr.settle_not_now")
    board = st.seats[seat]
    if board.island_free() <= 0:
        return Refusal("pr.island_full")
    if action.kind == "quarry":
        if st.quarries <= 0:
            return Refusal("pr.quarry_none_left")
        if seat != st.chooser and not board.occupied("construction_hut"):
            return Refusal("pr.quarry_privilege")
    return None


def _sell(st: PuertoRicoState, seat: int, action: Action) -> Refusal | None:
    good = action.word()
    if good not in GOODS:
        return None
    if st.phase != "trader":
        return Refusal("pr.sell_not_now", {"good": good})
    board = st.seats[seat]
    if board.goods[good] <= 0:
        return Refusal("pr.no_barrel", {"good": good})
    if len(st.trading_house) >= TRADING_HOUSE_SPACES:
        return Refusal("pr.house_full")
    if good in st.trading_house and not board.occupied("office"):
        return Refusal("pr.house_has_kind", {"good": good})
    return None


def _load(st: PuertoRicoState, seat: int, action: Action) -> Refusal | None:
    good = action.word()
    if good not in GOODS or len(action.args) < 2 or not 0 <= action.number(1) < len(st.ships):
        return None
    if st.phase != "captain":
        return Refusal("pr.load_not_now", {"good": good})
    board, at, ship = st.seats[seat], action.number(1), st.ships[action.number(1)]
    if board.goods[good] <= 0:
        return Refusal("pr.no_barrel", {"good": good})
    if ship["good"] not in (None, good):
        return Refusal("pr.ship_other_kind", {"good": good, "carried": ship["good"]})
    if ship["good"] == good and ship["load"] >= ship["capacity"]:
        return Refusal("pr.ship_full", {"good": good})
    elsewhere = [s for s in st.ships if s["good"] == good]
    if ship["good"] is None and elsewhere:
        return Refusal("pr.kind_on_other_ship", {"good": good})
    if at not in ships_taking(st.ships, good, board.goods[good]):
        return Refusal("pr.ship_not_largest", {"good": good})
    return None


_ASKED = {"role": _role, "build": _build, "settle": _settle, "quarry": _settle, "sell": _sell, "load": _load}


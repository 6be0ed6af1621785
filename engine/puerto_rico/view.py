"""What a seat may see: everything on the table except other seats' VP chips (until the
end) and the order of the face-down plantations (only their number)."""

from __future__ import annotations

from typing import Any

from .builder import building_cost
from .data import BUILDING, GOODS
from .state import PuertoRicoState


def view(st: PuertoRicoState, seat: int | None) -> dict[str, Any]:
    """The JSON view of ``seat`` (``None``: a spectator). Keys are listed in README.md; the
    round and the phase are the envelope's (``Game.progress``)."""
    over = st.over
    return {
        "governor": st.governor,
        "chooser": st.chooser,
        "role": st.role,
        "picks": st.picks,
        "roles": [dict(slot) for slot in st.roles],
        "ships": [dict(ship) for ship in st.ships],
        "trading_house": list(st.trading_house),
        "supply": {
            "colonists": st.colonist_supply,
            "colonist_ship": st.colonist_ship,
            "vp_chips": max(0, st.vp_supply),
            "quarries": st.quarries,
            "face_up": list(st.face_up),
            "plantation_stack": len(st.stack),
            "discard": {k: st.discard.count(k) for k in GOODS if k in st.discard},
            "goods": dict(st.goods),
            "buildings": dict(st.buildings),
        },
        "seats": [seat_view(st, s, over or s == seat) for s in range(st.players)],
        "step": step_view(st),
        "end_triggers": list(st.end_triggers),
    }


def seat_view(st: PuertoRicoState, s: int, show_chips: bool) -> dict[str, Any]:
    board = st.seats[s]
    return {
        "seat": s,
        "doubloons": board.doubloons,
        "vp_chips": board.vp if show_chips else None,
        "building_vp": board.building_vp(),
        "island": [{"tile": k, "colonists": c} for k, c in board.island],
        "city": [{"building": b, "colonists": c, "circles": BUILDING[b].circles} for b, c in board.city],
        "san_juan": board.san_juan,
        "colonists": board.colonists(),
        "goods": dict(board.goods),
        "island_free": board.island_free(),
        "city_free": board.city_free(),
    }


def step_view(st: PuertoRicoState) -> dict[str, Any]:
    """The remembered bits of the current turn, plus build prices in the builder phase."""
    step = {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
            for k, v in st.step.items()}
    if st.phase == "builder" and st.queue:
        step["costs"] = {name: building_cost(st, st.queue[0], name) for name in BUILDING}
    if st.phase not in ("role", "over"):
        step["queue"] = list(st.queue)
    return step

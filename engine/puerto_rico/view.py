"""What a seat may see: everything on the table except other seats' VP chips (until the
end) and the order of the face-down plantations (only their number)."""

from __future__ import annotations

from typing import Any

from ..core import View
from ..rng import Rng
from .builder import building_cost
from .data import BUILDING, GOODS
from .state import PuertoRicoState, Seat


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


def from_view(view: View) -> PuertoRicoState:
    """The table ``view`` shows as a state (``Game.from_view``), so that the rules' own
    functions can be asked about it: VP chips the view hides count 0; the face-down
    plantations, unseen, are as many tiles of the first kind; the ``step`` is the view's."""
    board, supply = view["board"], view["board"]["supply"]
    st = PuertoRicoState(rng=Rng(0), players=view["players"], round=view["round"], phase=view["phase"],
                         governor=board["governor"], chooser=board["chooser"], role=board["role"],
                         picks=board["picks"])
    st.seats = [_seat(s) for s in board["seats"]]
    st.roles = [dict(slot) for slot in board["roles"]]
    st.ships = [dict(ship) for ship in board["ships"]]
    st.trading_house = list(board["trading_house"])
    st.end_triggers = list(board["end_triggers"])
    step = dict(board["step"])
    st.queue = list(step.pop("queue", []))
    step.pop("costs", None)
    st.step = step
    st.colonist_supply, st.colonist_ship = supply["colonists"], supply["colonist_ship"]
    st.vp_supply, st.quarries = supply["vp_chips"], supply["quarries"]
    st.face_up = list(supply["face_up"])
    st.stack = [GOODS[0]] * supply["plantation_stack"]
    st.discard = [k for k, n in supply["discard"].items() for _ in range(n)]
    st.goods, st.buildings = dict(supply["goods"]), dict(supply["buildings"])
    return st


def _seat(seat: dict[str, Any]) -> Seat:
    """A seat's board as the view shows it (``view["board"]["seats"][n]``)."""
    return Seat(
        doubloons=seat["doubloons"],
        island=[[t["tile"], t["colonists"]] for t in seat["island"]],
        city=[[b["building"], b["colonists"]] for b in seat["city"]],
        san_juan=seat["san_juan"],
        goods=dict(seat["goods"]),
        vp=seat["vp_chips"] or 0,
    )

"""What a seat may see: the whole table except the face-down stacks (their size only) and
the other seats' secrets (their number only): private collections, missions, magic items,
face-down sunken treasures (kept, or drawn this round) and tower tokens. Once the match is
over every secret is shown. Tiles are indexes into :mod:`.data` (``MAPS[m]`` ...)."""

from __future__ import annotations

from typing import Any

from ..core import View
from ..rng import Rng
from .data import METALS, university_spaces
from .state import GCState, Seat


def view(st: GCState, seat: int | None) -> dict[str, Any]:
    """The JSON view of ``seat`` (``None``: a spectator); the keys are listed in README.md."""
    task = st.tasks[0] if st.tasks and st.phase == "resolve" else None
    return {
        "buildings": list(st.order),
        "variant": st.variant,
        "rounds": st.rounds,
        "start": st.start,
        "turn": _copy(st.turn) if st.turn and st.phase == "turn" else None,
        "lap": list(st.lap),
        "ending": st.ending,
        "help_used": st.help_used,
        "gifts": list(st.gifts),
        "university": _copy(st.university),
        "university_spaces": university_spaces(st.players),
        "archives": _copy(st.archives),
        "library": _copy(st.library),
        "runs": _copy(st.runs),
        "temple": _copy(st.temple),
        "illuminati": _copy(st.illuminati),
        "galleon": _copy(st.galleon),
        "tower": _copy(st.tower),
        "maps_shown": list(st.maps_shown),
        "specialists_shown": list(st.specialists_shown),
        "items_shown": list(st.items_shown),
        "abilities_shown": list(st.abilities_shown),
        "stacks": {
            "maps": len(st.map_stack), "specialists": len(st.specialist_stack), "missions": len(st.mission_stack),
            "artifacts": len(st.artifact_stack), "items": len(st.item_stack), "abilities": len(st.ability_stack),
            "sunken": len(st.sunken_stack), **{m: len(st.tower_stacks.get(m, [])) for m in METALS},
        },
        "removed": {"maps": list(st.maps_removed), "specialists": list(st.specialists_removed)},
        "discards": {"artifacts": list(st.artifact_discard), "items": list(st.item_discard),
                     "abilities": list(st.ability_discard), "sunken": list(st.sunken_discard)},
        "resolving": st.resolving,
        "task": _copy(task) if task is not None else None,
        "hand": _hand(st, seat),
        "seats": [seat_view(st.seats[p], p, st.over or p == seat) for p in range(st.players)],
    }


def _copy(value: Any) -> Any:
    """A deep copy of plain lists and dicts (the view must not share the state's lists)."""
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value


def _hand(st: GCState, seat: int | None) -> dict[str, Any] | None:
    """Tiles drawn for a choice: artifacts are public, missions only for who has seen them."""
    if st.hand_kind is None:
        return None
    shown = st.hand_kind == "artifacts" or seat in st.hand_seen
    return {"seat": st.hand_seat, "kind": st.hand_kind, "count": len(st.hand),
            "tiles": list(st.hand) if shown else None}


def seat_view(s: Seat, p: int, mine: bool) -> dict[str, Any]:
    return {
        "seat": p,
        "dice": list(s.dice),
        "neutral": list(s.neutral),
        "extra": s.extra,
        "knowledge": s.knowledge,
        "maps": list(s.maps),
        "specialists": list(s.specialists),
        "artifacts": list(s.artifacts),
        "abilities": _copy(s.abilities),
        "abilities_gained": s.abilities_gained,
        "sunken_open": list(s.sunken_open),
        "collection": s.collection if mine else None,
        "missions": list(s.missions) if mine else None,
        "missions_count": len(s.missions),
        "items": list(s.items) if mine else None,
        "items_count": len(s.items),
        "sunken_hidden": list(s.sunken_hidden) if mine else None,
        "sunken_hidden_count": len(s.sunken_hidden),
        "galleon_drawn": list(s.galleon_drawn) if mine else None,
        "galleon_drawn_count": len(s.galleon_drawn),
        "tower": {m: list(s.tower[m]) for m in METALS} if mine else None,
        "tower_count": {m: len(s.tower[m]) for m in METALS},
    }


def from_view(view: View) -> GCState:
    """The public table of ``view`` as a state (``Game.from_view``), so that the rules' own
    functions (:mod:`.places`, :mod:`.awards`, :mod:`.why`) can be asked about it: the
    buildings' dice, the displays, the turn under way and each seat's dice, knowledge tokens
    and abilities (all open on the table). The stacks and the secrets are left empty."""
    board = view["board"]
    order = board["buildings"]
    st = GCState(rng=Rng(0), players=view["players"], b=order[0], c=order[2] if len(order) == 5 else None,
                 variant=board["variant"], rounds=board["rounds"], round=view["round"], phase=view["phase"],
                 start=board["start"])
    for name in ("university", "archives", "library", "runs", "temple", "maps_shown", "specialists_shown",
                 "items_shown", "abilities_shown"):
        setattr(st, name, [list(x) if isinstance(x, list) else x for x in board[name]])
    st.illuminati = [[o, list(v)] for o, v in board["illuminati"]]
    st.galleon = [[o, list(v)] for o, v in board["galleon"]]
    st.tower = [[list(d) for d in side] for side in board["tower"]]
    st.seats = [Seat(dice=list(p["dice"]), neutral=list(p["neutral"]), extra=p["extra"], knowledge=p["knowledge"],
                     abilities=_copy(p["abilities"])) for p in board["seats"]]
    st.turn = _copy(board["turn"]) or {}
    return st

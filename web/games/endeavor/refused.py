"""The map's spaces that say why they cannot be chosen (web/why.py): while the person's turn
may still occupy, a city that is not a choice; while it may still draw, a deck that is not one
(engine/endeavor/why.py names the rule: no presence, a closed region, a taken city, a draw
value beyond the discs in the area)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.endeavor.maps import CITY, SIDES

if TYPE_CHECKING:
    from engine import Action

    from ...context import TableContext

#: The actions of a turn whose spaces on the map say why not.
ASKED = ("occupy", "draw")


def why_kinds(ctx: TableContext) -> tuple[str, ...]:
    """The actions the person's turn under way may still do, of :data:`ASKED` (none at any
    other moment, nor while a decision comes first: a Monument's casualty, the Silent Fleet)."""
    v, turn = ctx.board, ctx.board.get("turn")
    if not ctx.legal or ctx.view["phase"] != "actions" or not turn or turn["seat"] != ctx.human or v["pending"]:
        return ()
    return tuple(k for k in ASKED if k in turn["remaining"])


def node_why(v: dict[str, Any], node: int, kinds: tuple[str, ...], action: Action | None) -> str | None:
    """The code a city asks about when tapped (None: it is a choice, or not asked about)."""
    if action is not None or "occupy" not in kinds or SIDES[v["side"]].nodes[node].kind != CITY:
        return None
    return f"occupy:{node}"


def deck_why(name: str, kinds: tuple[str, ...], action: Action | None) -> str | None:
    """The code a deck asks about when tapped (None: it is a choice, or not asked about)."""
    return f"draw:{name}" if action is None and "draw" in kinds else None

"""The human's holdings as the engine's scoring reads them: a seat of the view as the
engine's ``Seat``, and what it would score if the match ended now, by source."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.gilded_compass.assign import Assignment
from engine.gilded_compass.data import METALS
from engine.gilded_compass.scoring import gold_by_source
from engine.gilded_compass.state import Seat

if TYPE_CHECKING:
    from ...context import TableContext


def seat_of(p: dict[str, Any]) -> Seat:
    """A seat of the view as the engine's ``Seat`` (secrets the view hides stay empty), so
    that the engine's scoring can be asked about it."""
    return Seat(dice=list(p["dice"]), neutral=list(p["neutral"]), extra=p["extra"], knowledge=p["knowledge"],
                maps=list(p["maps"]), specialists=list(p["specialists"]), items=list(p["items"] or []),
                missions=list(p["missions"] or []), collection=p["collection"], artifacts=list(p["artifacts"]),
                abilities=[list(a) for a in p["abilities"]], abilities_gained=p["abilities_gained"],
                sunken_open=list(p["sunken_open"]), sunken_hidden=list(p["sunken_hidden"] or []),
                galleon_drawn=list(p["galleon_drawn"] or []),
                tower={m: list((p["tower"] or {}).get(m, [])) for m in METALS})


#: Estimates by what they read (the assignment is an exhaustive search: asked once a position).
_GOLD: dict[str, tuple[dict[str, int], Assignment]] = {}


def gold_now(p: dict[str, Any]) -> tuple[dict[str, int], Assignment]:
    """What the seat ``p`` would score if the match ended now, by source (the engine's
    ``scoring.gold_by_source``), with the best assignment of its specialists and items."""
    key = repr([p[k] for k in ("knowledge", "maps", "specialists", "items", "missions", "collection", "artifacts",
                                "abilities", "abilities_gained", "sunken_open", "sunken_hidden", "tower")])
    if key not in _GOLD:
        if len(_GOLD) > 256:
            _GOLD.clear()
        _GOLD[key] = gold_by_source(seat_of(p))
    return _GOLD[key]


def me(ctx: TableContext) -> dict[str, Any]:
    seat: dict[str, Any] = ctx.board["seats"][ctx.human]
    return seat

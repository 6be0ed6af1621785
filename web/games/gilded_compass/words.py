"""Words for the Gilded Compass's actions and end reasons, and the human's holdings as the
engine's scoring reads them (a running estimate of the gold, by source).

Every figure a sentence names comes from the view, the engine's data or the engine's rule
functions (``engine/gilded_compass/README.md``, "Rules as functions").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action
from engine.gilded_compass.assign import Assignment
from engine.gilded_compass.data import METALS
from engine.gilded_compass.dice import decode
from engine.gilded_compass.scoring import SOURCES, gold_by_source
from engine.gilded_compass.state import Seat

from .names import (
    ability,
    artifact,
    artifact_gold,
    building,
    map_name,
    mission_name,
    rt,
    specialist_name,
    values,
)
from .preview import landing, where

if TYPE_CHECKING:
    from ...context import TableContext

# --- the human's holdings ---------------------------------------------------------------------


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


# --- buttons --------------------------------------------------------------------------------------


def label(action: Action, ctx: TableContext) -> str:
    """The words on the button of one legal action (its accessible name)."""
    k = action.kind
    if k in ("place", "will", "neutral"):
        land = landing(ctx, action)
        return ctx.t(f"gc.act.{k}", dice=values(land.used), building=building(ctx, land.building),
                     where=where(ctx, land))
    if k == "reroll":
        own, neutral = decode(action.number(0)), decode(action.number(1))
        if neutral:
            return ctx.t("gc.act.reroll_neutral", dice=values(own), neutral=values(neutral), n=len(own) + len(neutral))
        return ctx.t("gc.act.reroll", dice=values(own), n=len(own))
    if k == "set":
        return ctx.t("gc.act.set", old=action.number(0), new=action.number(1))
    if k == "map":
        return ctx.t("gc.act.map", tile=map_name(ctx, ctx.board["maps_shown"][action.number()]))
    if k == "specialist":
        return ctx.t("gc.act.specialist", tile=specialist_name(ctx, ctx.board["specialists_shown"][action.number()]))
    if k == "ability":
        return ctx.t("gc.act.ability", tile=ability(ctx, action.word()))
    if k == "artifact":
        return ctx.t("gc.act.artifact", tile=artifact(ctx, action.word()),
                     n=artifact_gold(me(ctx)["collection"], action.word()))
    if k == "mission":
        return ctx.t("gc.act.mission", tile=mission_name(ctx, action.number()))
    if k in ("help", "roll", "power", "end", "gift", "decline"):
        return rt(ctx, f"gc.act.{k}")
    return action.code


def reason(code: str, ctx: TableContext) -> str:
    """Why the match ends, in words."""
    try:
        return ctx.t(f"gc.reason.{code}", n=ctx.board["rounds"])
    except KeyError:
        return code


__all__ = ["SOURCES", "gold_now", "label", "me", "reason", "seat_of"]

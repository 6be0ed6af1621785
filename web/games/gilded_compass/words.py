"""Words for the Gilded Compass's actions and end reasons (the human's holdings as the engine's
scoring reads them are in :mod:`.holdings`).

Every figure a sentence names comes from the view, the engine's data or the engine's rule
functions (``engine/gilded_compass/README.md``, "Rules as functions").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action
from engine.gilded_compass.dice import decode
from engine.gilded_compass.scoring import SOURCES

from .holdings import gold_now, me, seat_of
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


def brief(action: Action, ctx: TableContext) -> str:
    """A placement without where its dice land and whom they push (the review's line: the table
    beside it shows the buildings); every other action as its label."""
    if action.kind in ("place", "will", "neutral"):
        land = landing(ctx, action)
        return ctx.t(f"gc.brief.{action.kind}", dice=values(land.used), building=building(ctx, land.building))
    return label(action, ctx)


def reason(code: str, ctx: TableContext) -> str:
    """Why the match ends, in words."""
    try:
        return ctx.t(f"gc.reason.{code}", n=ctx.board["rounds"])
    except KeyError:
        return code


__all__ = ["SOURCES", "brief", "gold_now", "label", "me", "reason", "seat_of"]


def why_fields(fields: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The figures a refusal names (engine/gilded_compass/why.py) in the table's words."""
    return {k: building(ctx, v) if k == "building" else v for k, v in fields.items()}

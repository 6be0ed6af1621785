"""The Gilded Compass's log in words: one sentence an event.

An event's words depend only on the event, the language, the seats' names and the human's
seat (the shell keeps them from one drawing to the next): private events (``to`` one seat)
reach only that seat's log, so they may name what it alone saw.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.gilded_compass.state import NEUTRAL

from .names import (
    ability,
    artifact,
    building,
    item_name,
    map_name,
    metal,
    mission_name,
    specialist_name,
    then,
    values,
)
from .pieces import owner_name
from .words import reason

if TYPE_CHECKING:
    from ...context import TableContext


def _dice_by_owner(ctx: TableContext, dice: list[list[int]]) -> str:
    by: dict[int, list[int]] = {}
    for owner, value in dice:
        by.setdefault(owner, []).append(value)
    return ctx.listed(ctx.t("gc.dice_of", name=owner_name(ctx, o), dice=values(sorted(v)))
                                  for o, v in by.items())


def _tiles(ctx: TableContext, source: str, tiles: list[Any]) -> str:
    name = {"maps": map_name, "specialists": specialist_name, "abilities": ability, "artifacts": artifact,
            "items": item_name}[source]
    # The namers take an index or a word: mypy joins them to a bare function, hence the ignore.
    return ctx.listed(name(ctx, t) for t in tiles) or ctx.t("gc.nothing")  # type: ignore[operator]


def _roll(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    key = "gc.log.roll_neutral" if e["neutral"] else "gc.log.roll"
    text = ctx.t(key, name=name, dice=values(e["dice"]), neutral=values(e["neutral"]))
    return then(ctx, text, ctx.t("gc.log.extra_turn")) if e.get("gift") else text


def _reroll(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    n = len(e["rerolled"]) + len(e["rerolled_neutral"])
    key = "gc.log.reroll_neutral" if e["neutral"] else "gc.log.reroll"
    return ctx.t(key, name=name, n=n, dice=values(e["dice"]), neutral=values(e["neutral"]))


def _place(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    key = "gc.log.place_neutral" if e["owner"] == NEUTRAL else "gc.log.place_will" if e["will"] else "gc.log.place"
    text = ctx.t(key, name=name, dice=values(e["dice"]), building=building(ctx, e["building"]))
    if e["off"]:
        text = then(ctx, text, ctx.t("gc.log.off", dice=_dice_by_owner(ctx, e["off"])))
    return text


def _take(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    if "artifact" in e:
        return ctx.t("gc.log.take_artifact", name=name, tile=artifact(ctx, e["artifact"]))
    for field, say in (("map", map_name), ("specialist", specialist_name), ("ability", ability)):
        if field in e:
            return ctx.t("gc.log.take", name=name, tile=say(ctx, e[field]))
    if "slot" in e:
        return ctx.t("gc.log.take_item", name=name, n=e["slot"] + 1)
    return ctx.t("gc.log.take_mission", name=name)


def _draw(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    if e["kind"] == "artifacts":
        return ctx.t("gc.log.draw_artifacts", name=name, tiles=_tiles(ctx, "artifacts", e["tiles"]))
    return ctx.t("gc.log.draw_missions", name=name, n=e["count"])


def _discard(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    return ctx.t(f"gc.log.discard.{e['kind']}", tiles=_tiles(ctx, e["kind"], e["tiles"]))


def _sunken(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    parts = []
    if e["open"]:
        parts.append(ctx.t("gc.log.sunken_open", gold=values(e["open"])))
    if e["hidden"]:
        parts.append(ctx.t("gc.log.sunken_hidden", n=e["hidden"]))
    kept = ctx.listed(parts) or ctx.t("gc.nothing")
    text = ctx.t("gc.log.sunken", name=name, kept=kept)
    if e["discarded"]:
        text = then(ctx, text, ctx.t("gc.log.sunken_discarded", gold=values(e["discarded"])))
    return text


def _game_end(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    scores = ctx.listed(ctx.t("gc.log.score", name=ctx.name(s), n=n) for s, n in enumerate(e["scores"]))
    return ctx.t("gc.log.game_end", scores=scores)


def _shown(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    parts = [ctx.t("gc.log.shown_maps", tiles=_tiles(ctx, "maps", e["maps"]))]
    parts.append(ctx.t("gc.log.shown_specialists", tiles=_tiles(ctx, "specialists", e["specialists"])))
    if e["items"]:
        parts.append(ctx.t("gc.log.shown_items", tiles=_tiles(ctx, "items", e["items"])))
    if e["abilities"]:
        parts.append(ctx.t("gc.log.shown_abilities", tiles=_tiles(ctx, "abilities", e["abilities"])))
    return then(ctx, *parts)


#: Each event type's sentence: ``(ctx, event, the name of its seat)``.
SAY: dict[str, Callable[[TableContext, dict[str, Any], str], str]] = {
    "round": lambda ctx, e, name: ctx.t("gc.log.round", n=e["round"], name=ctx.name(e["start"])),
    "shown": _shown,
    "roll": _roll,
    "reroll": _reroll,
    "ability": lambda ctx, e, name: ctx.t("gc.log.ability", name=name, ability=ability(ctx, e["ability"])),
    "set": lambda ctx, e, name: ctx.t("gc.log.set", name=name, old=e["old"], new=e["new"]),
    "place": _place,
    "dive": lambda ctx, e, name: ctx.t("gc.log.dive", name=name, n=e["tiles"]),
    "dive_tiles": lambda ctx, e, name: ctx.t("gc.log.dive_tiles", gold=values(e["tiles"])),
    "reshuffle": lambda ctx, e, name: ctx.t("gc.log.reshuffle", n=e["tiles"]),
    "decline": lambda ctx, e, name: ctx.t("gc.log.decline", name=name, ability=ability(ctx, e["ability"])),
    "unplaced": lambda ctx, e, name: ctx.t("gc.log.unplaced", name=name, dice=values(e["dice"])),
    "placing_over": lambda ctx, e, name: ctx.t("gc.log.placing_over", n=e["round"]),
    "resolve": lambda ctx, e, name: ctx.t("gc.log.resolve", building=building(ctx, e["building"])),
    "to_library": lambda ctx, e, name: ctx.t("gc.log.to_library", building=building(ctx, e["building"]),
                                             dice=_dice_by_owner(ctx, e["dice"])),
    "take": _take,
    "mission": lambda ctx, e, name: ctx.t("gc.log.mission", tile=mission_name(ctx, e["mission"])),
    "neutral_discard": lambda ctx, e, name: ctx.t("gc.log.neutral_discard",
                                                  tile=_tiles(ctx, e["source"], [e["tile"]])),
    "draw": _draw,
    "draw_missions": lambda ctx, e, name: ctx.t("gc.log.draw_missions_you", tiles=ctx.listed(
        mission_name(ctx, m) for m in e["tiles"])),
    "passed_missions": lambda ctx, e, name: ctx.t("gc.log.passed_missions_you", tiles=ctx.listed(
        mission_name(ctx, m) for m in e["tiles"])),
    "pass": lambda ctx, e, name: ctx.t("gc.log.pass", name=name, n=e["count"]),
    "discard": _discard,
    "under_stack": lambda ctx, e, name: ctx.t(f"gc.log.under_stack.{e['kind']}", n=e["count"]),
    "removed": lambda ctx, e, name: ctx.t(f"gc.log.removed.{e['source']}", tiles=_tiles(ctx, e["source"], e["tiles"])),
    "knowledge": lambda ctx, e, name: ctx.t("gc.log.knowledge", name=name, n=e["tokens"]),
    "sunken": _sunken,
    "treasure": lambda ctx, e, name: ctx.t("gc.log.treasure", name=name, metal=metal(ctx, e["metal"])),
    "treasure_value": lambda ctx, e, name: ctx.t("gc.log.treasure_value", metal=metal(ctx, e["metal"]),
                                                 n=e["gold"]),
    "round_end": lambda ctx, e, name: ctx.t("gc.log.round_end", n=e["round"]),
    "game_end": _game_end,
}


def describe(event: dict[str, Any], ctx: TableContext) -> str | None:
    """One log event as a sentence."""
    say = SAY.get(event["type"])
    if say is None:
        return None
    name = ctx.name(event["seat"]) if isinstance(event.get("seat"), int) else ""
    return say(ctx, event, name)


__all__ = ["describe", "reason"]

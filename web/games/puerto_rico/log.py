"""Puerto Rico's log in words: a sentence for each event, by its type (:data:`SAY`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .words import bld, good, goods_list, plant, reason, role, ship_name, tile

if TYPE_CHECKING:
    from ...context import TableContext

#: A sentence from the context, the event and the name of its seat ("" where it has none);
#: None leaves the event out of the log.
Say = Callable[["TableContext", dict[str, Any], str], "str | None"]
#: Events that add nothing a line elsewhere does not say (the next phase's own lines follow).
QUIET = ("phase_end",)


def _role(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    key = "pr.log.role_money" if e["doubloons"] else "pr.log.role"
    return ctx.t(key, name=name, role=role(ctx, e["role"]), n=e["doubloons"])


def _privilege(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    r = e["role"]
    if r == "mayor":
        return ctx.t("pr.log.privilege.mayor", name=name, n=e["colonists"])
    if r == "craftsman":
        return ctx.t("pr.log.privilege.craftsman", name=name, good=good(ctx, e["good"]))
    if r == "prospector":
        return ctx.t("pr.log.privilege.prospector", name=name, n=e["doubloons"])
    return ctx.t("pr.log.privilege.captain", name=name, n=e["vp"])


def _settle(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    if e["source"] == "hacienda":
        return ctx.t("pr.log.settle_hacienda", name=name, tile=tile(ctx, e["tile"]))
    key = "pr.log.settle_hospice" if e.get("hospice") else "pr.log.settle"
    return ctx.t(key, name=name, tile=tile(ctx, e["tile"]))


def _colonists(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    got = [ctx.t("pr.log.share", name=ctx.name(s), n=n) for s, n in enumerate(e["received"]) if n]
    return ctx.t("pr.log.colonists", shares=ctx.listed(got) or ctx.t("pr.nothing"))


def _ship_refill(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    key = "pr.log.ship_refill_short" if e["colonists"] < e["needed"] else "pr.log.ship_refill"
    return ctx.t(key, n=e["colonists"], needed=e["needed"])


def _build(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    key = "pr.log.build_university" if e.get("university") else "pr.log.build"
    return ctx.t(key, name=name, building=bld(ctx, e["building"]), n=e["cost"])


def _produce(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    if not e["goods"]:
        return ctx.t("pr.log.produce_none", name=name)
    return ctx.t("pr.log.produce", name=name, goods=goods_list(ctx, e["goods"]))


def _store(ctx: TableContext, e: dict[str, Any], name: str) -> str | None:
    parts = []
    if e["warehouse"]:
        parts.append(ctx.t("pr.log.store_warehouse", goods=ctx.listed(good(ctx, g) for g in e["warehouse"])))
    if e["windrose"]:
        parts.append(ctx.t("pr.log.store_windrose", good=good(ctx, e["windrose"])))
    if e["lost"]:
        parts.append(ctx.t("pr.log.store_lost", goods=goods_list(ctx, e["lost"])))
    if not parts:
        return None  # nothing loose to keep: nothing happened
    return ctx.t("pr.log.store", name=name, what=ctx.listed(parts, "word.group"))


def _round_end(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    roles = ctx.listed(role(ctx, r) for r in e["doubloons_on"])
    return ctx.t("pr.log.round_end", n=e["round"], roles=roles or ctx.t("pr.nothing"))


SAY: dict[str, Say] = {
    **{quiet: lambda ctx, e, name: None for quiet in QUIET},
    "round": lambda ctx, e, name: ctx.t("pr.log.round", n=e["round"], name=ctx.name(e["governor"])),
    "plantations": lambda ctx, e, name: ctx.t("pr.log.plantations", tiles=ctx.listed(
        plant(ctx, k) for k in e["face_up"]) or ctx.t("pr.nothing")),
    "reshuffle": lambda ctx, e, name: ctx.t("pr.log.reshuffle", n=e["tiles"]),
    "role": _role,
    "privilege": _privilege,
    "harbor": lambda ctx, e, name: ctx.t("pr.log.harbor", name=name, n=e["vp"]),
    "decline": lambda ctx, e, name: ctx.t(f"pr.log.decline.{e.get('role') or e.get('building')}", name=name),
    "settle": _settle,
    "discard": lambda ctx, e, name: ctx.t("pr.log.discard", tiles=ctx.listed(plant(ctx, k) for k in e["tiles"])),
    "colonists": _colonists,
    "arrange": lambda ctx, e, name: ctx.t("pr.log.arrange", name=name, island=sum(e["island"].values()),
                                          city=sum(e["city"].values()), san_juan=e["san_juan"]),
    "ship_refill": _ship_refill,
    "build": _build,
    "produce": _produce,
    "factory": lambda ctx, e, name: ctx.t("pr.log.factory", name=name, n=e["doubloons"], kinds=e["kinds"]),
    "sell": lambda ctx, e, name: ctx.t("pr.log.sell", name=name, good=good(ctx, e["good"]), n=e["doubloons"]),
    "house_emptied": lambda ctx, e, name: ctx.t("pr.log.house_emptied",
                                                goods=ctx.listed(good(ctx, g) for g in e["goods"])),
    "load": lambda ctx, e, name: ctx.t("pr.log.load", name=name, n=e["count"], good=good(ctx, e["good"]),
                                       ship=ship_name(ctx, e["ship"])),
    "vp": lambda ctx, e, name: ctx.t("pr.log.vp", n=e["vp"], total=e["chips"]),
    "store": _store,
    "ships_emptied": lambda ctx, e, name: ctx.t("pr.log.ships_emptied",
                                                ships=ctx.listed(ship_name(ctx, i) for i in e["ships"])),
    "pass": lambda ctx, e, name: ctx.t(f"pr.log.pass.{e['phase']}", name=name),
    "end_trigger": lambda ctx, e, name: ctx.t("pr.log.end_trigger", why=reason(e["reason"], ctx)),
    "round_end": _round_end,
    "game_end": lambda ctx, e, name: ctx.t("pr.log.game_end", why=" ".join(reason(r, ctx) for r in e["reasons"])),
}


def describe(event: dict[str, Any], ctx: TableContext) -> str | None:
    """One log event as a sentence; ``None`` for the few that say nothing new (:data:`QUIET`,
    a storage with nothing to store)."""
    say = SAY.get(event["type"])
    if say is None:
        return None
    return say(ctx, event, ctx.name(event["seat"]) if isinstance(event.get("seat"), int) else "")

"""Endeavor's log in words: one sentence an event (the Silent Fleet's moves too, as it makes
them). An event's words depend only on the event, the language and the seats' names."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.endeavor.cards import CARDS
from engine.endeavor.state import SILENT

from .names import area_title, attr, building, card_name, node_name, owner, token
from .words import sentence

if TYPE_CHECKING:
    from ...context import TableContext


def _side(ctx: TableContext) -> str:
    side: str = ctx.board["side"]
    return side


def _ship(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    where, spot = e["where"], e["spot"]
    if where == "track":
        return ctx.t("ev.log.ship_track", name=name, area=area_title(ctx, spot))
    if where == "fleet":
        return ctx.t("ev.log.ship_fleet", name=name, node=node_name(ctx, _side(ctx), int(spot)))
    return ctx.t("ev.log.ship_sea", name=name, area=area_title(ctx, spot))


def _token(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    kind, _, where = e["source"].partition(":")
    what = token(ctx, e["token"])
    if kind == "track":
        return ctx.t("ev.log.token_track", name=name, token=what, area=area_title(ctx, where))
    if kind == "node":
        return ctx.t("ev.log.token_node", name=name, token=what, node=node_name(ctx, _side(ctx), int(where)))
    return ctx.t("ev.log.token_link", name=name, token=what)


def _open(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    region = area_title(ctx, e["region"])
    if e["card"] is None:
        return ctx.t("ev.log.open_none", area=region)
    if e["governor"] == SILENT:
        return ctx.t("ev.log.open_silent", area=region)
    return ctx.t("ev.log.open", area=region, name=owner(ctx, e["governor"]))


def _abolition(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    held = [ctx.t("ev.log.set_aside", name=ctx.name(s), n=len(cards)) for s, cards in enumerate(e["set_aside"])
            if cards]
    return ctx.t("ev.log.abolition_seats", list=ctx.listed(held)) if held else ctx.t("ev.log.abolition")


def _discard(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    key = "ev.log.discard_slavery" if CARDS[e["card"]].slavery else "ev.log.discard"
    return ctx.t(key, name=name, card=card_name(ctx, e["card"]))


def _game_end(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    scores = ctx.listed(ctx.t("ev.log.score", name=ctx.name(s), n=n) for s, n in enumerate(e["scores"]))
    return ctx.t("ev.log.game_end", scores=scores)


SAY: dict[str, Callable[[TableContext, dict[str, Any], str], str]] = {
    "round": lambda ctx, e, name: ctx.t("ev.log.round", n=e["round"], name=ctx.name(e["start"])),
    "start": lambda ctx, e, name: ctx.t("ev.log.start", name=name, building=building(ctx, e["building"])),
    "remove": lambda ctx, e, name: ctx.t("ev.log.remove", name=name, building=building(ctx, e["building"])),
    "build": lambda ctx, e, name: ctx.t("ev.log.build", name=name, building=building(ctx, e["building"])),
    "no_build": lambda ctx, e, name: ctx.t("ev.log.no_build", name=name),
    "growth": lambda ctx, e, name: ctx.t("ev.log.growth", name=name, n=e["discs"]),
    "salary": lambda ctx, e, name: ctx.t("ev.log.salary", name=name, building=building(ctx, e["building"])),
    "pay": lambda ctx, e, name: ctx.t("ev.log.pay", name=name, building=building(ctx, e["building"])),
    "activate": lambda ctx, e, name: ctx.t("ev.log.activate", name=name, building=building(ctx, e["building"])),
    "use_token": lambda ctx, e, name: ctx.t("ev.log.use_token", name=name, token=token(ctx, e["token"])),
    "ship": _ship,
    "occupy": lambda ctx, e, name: ctx.t("ev.log.occupy", name=name, node=node_name(ctx, _side(ctx), e["node"])),
    "attack": lambda ctx, e, name: ctx.t("ev.log.attack", name=name, node=node_name(ctx, _side(ctx), e["node"]),
                                         defender=owner(ctx, e["defender"])),
    "monument": lambda ctx, e, name: ctx.t("ev.log.monument", name=name, attr=attr(ctx, e["attribute"])),
    "token": _token,
    "token_removed": lambda ctx, e, name: ctx.t("ev.log.token_removed", token=token(ctx, e["token"])),
    "draw": lambda ctx, e, name: ctx.t("ev.log.draw_pile" if e["source"] == "pile" else "ev.log.draw", name=name,
                                       card=card_name(ctx, e["card"])),
    "disc": lambda ctx, e, name: ctx.t("ev.log.disc", name=name),
    "open": _open,
    "abolition": _abolition,
    "fleet_occupy": lambda ctx, e, name: ctx.t("ev.log.fleet_occupy", node=node_name(ctx, _side(ctx), e["node"])),
    "fleet_draw": lambda ctx, e, name: ctx.t("ev.log.fleet_draw", card=card_name(ctx, e["card"])),
    "fleet_none": lambda ctx, e, name: ctx.t("ev.log.fleet_none"),
    "pass": lambda ctx, e, name: ctx.t("ev.log.pass", name=name),
    "slot": lambda ctx, e, name: (ctx.t("ev.log.slot_none", name=name) if e["card"] is None
                                  else ctx.t("ev.log.slot", name=name, card=card_name(ctx, e["card"]))),
    "discard": _discard,
    "round_end": lambda ctx, e, name: ctx.t("ev.log.round_end", n=e["round"]),
    "game_end": _game_end,
}


def describe(event: dict[str, Any], ctx: TableContext) -> str | None:
    """One log event as a sentence (the Silent Fleet's, seat -2, named as such)."""
    say = SAY.get(event["type"])
    if say is None:
        return None
    seat = event.get("seat")
    name = owner(ctx, seat) if isinstance(seat, int) else ""
    return sentence(say(ctx, event, name))

"""Mundus Novus's log in words: a sentence for each event, by its type (:data:`SAY`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.mundus_novus import cards as C

from .words import card_name, colon, dev_card, reason, res, res_list, rt

if TYPE_CHECKING:
    from ...context import TableContext

#: A sentence from the context, the event and the name of its seat ("" where it has none);
#: None leaves the event out of the log.
Say = Callable[["TableContext", dict[str, Any], str], "str | None"]


def _coronado(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    if e["event"] == C.NO_EVENT:
        return ctx.t("mn.log.coronado_none", name=name)
    return rt(ctx, "mn.log.coronado", name=name, event=ctx.t(f"mn.event.{e['event']}"))


def _fleets(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    order = (ctx.t("word.aside", text=ctx.name(f["seat"]), aside=f["value"]) for f in e["order"])
    return ctx.t("mn.log.fleets", order=ctx.listed(order, "word.group"))


def _reveal(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    parts = [f"{ctx.name(p)}{colon(ctx)}{res_list(ctx, cards)}" for p, cards in enumerate(e["offers"])]
    return ctx.t("mn.log.reveal", offers=ctx.listed(parts, "word.group"))


def _give(ctx: TableContext, e: dict[str, Any], name: str) -> str | None:
    if ctx.human in (e["seat"], e["receiver"]):
        return None  # the private "gave" event tells these two which card
    return ctx.t("mn.log.give", name=name, receiver=ctx.name(e["receiver"]))


def _develop(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    key = "mn.log.develop" if e.get("position") else "mn.log.develop_deck"
    return ctx.t(key, name=name, value=e["value"], card=card_name(ctx, dev_card(e["card"])))


def _doubloons(ctx: TableContext, e: dict[str, Any], name: str) -> str:
    amount = e["amount"]
    try:
        why = ctx.t(f"mn.why.{e['why']}")
    except KeyError:  # a reason this table has no words for yet: show its code
        why = e["why"]
    return ctx.t("mn.log.doubloons", name=name, sign="+" if amount > 0 else "−", amount=abs(amount), why=why,
                 total=e["total"])


SAY: dict[str, Say] = {
    "setup": lambda ctx, e, name: ctx.t("mn.log.setup", name=ctx.name(e["trade_master"])),
    "round": lambda ctx, e, name: ctx.t("mn.log.round", n=e["round"]),
    "event": lambda ctx, e, name: ctx.t("mn.log.event", n=e["round"], event=ctx.t(f"mn.event.{e['event']}")),
    "coronado": _coronado,
    "draw": lambda ctx, e, name: ctx.t("mn.log.draw", name=name, n=e["count"]),
    "drew": lambda ctx, e, name: ctx.t("mn.log.drew", cards=res_list(ctx, e["cards"])),
    "supply_cards": lambda ctx, e, name: ctx.t("mn.log.supply_cards", cards=res_list(ctx, e["cards"])),
    "fleets": _fleets,
    "pick": lambda ctx, e, name: ctx.t("mn.log.pick", name=name, cards=res_list(ctx, e["cards"])),
    "pirates": lambda ctx, e, name: ctx.t("mn.log.pirates", name=name, n=len(e["caravels"])),
    "pirates_lost": lambda ctx, e, name: ctx.t("mn.log.pirates_lost", card=res(ctx, e["card"])),
    "reshuffle": lambda ctx, e, name: ctx.t("mn.log.reshuffle"),
    "unstore": lambda ctx, e, name: ctx.t("mn.log.unstore", name=name, n=e["count"]),
    "announce": lambda ctx, e, name: ctx.t("mn.log.announce", name=name, n=e["number"]),
    "offered": lambda ctx, e, name: ctx.t("mn.log.offered", name=name),
    "reveal": _reveal,
    "trade_master": lambda ctx, e, name: ctx.t("mn.log.trade_master", name=name),
    "take": lambda ctx, e, name: ctx.t("mn.log.take", name=name, card=res(ctx, e["card"]), giver=ctx.name(e["giver"])),
    "keep": lambda ctx, e, name: ctx.t("mn.log.keep", name=name),
    "swap": lambda ctx, e, name: ctx.t("mn.log.swap", name=name, card=res(ctx, e["card"]),
                                       market_card=res(ctx, e["market_card"])),
    "take_back": lambda ctx, e, name: ctx.t("mn.log.take_back", name=name, cards=res_list(ctx, e["cards"])),
    "give": _give,
    "gave": lambda ctx, e, name: ctx.t("mn.log.gave", name=name, receiver=ctx.name(e["receiver"]),
                                       card=res(ctx, e["card"])),
    "trade_end": lambda ctx, e, name: ctx.t("mn.log.trade_end"),
    "first": lambda ctx, e, name: ctx.t("mn.log.first", name=name, first=ctx.name(e["first"])),
    "turn": lambda ctx, e, name: ctx.t("mn.log.turn", name=name),
    "develop": _develop,
    "different_set": lambda ctx, e, name: ctx.t("mn.log.different_set", name=name, n=len(e["values"])),
    "relic_set": lambda ctx, e, name: ctx.t("mn.log.relic_set", name=name, n=e["count"], d=e["doubloons"]),
    "perfect": lambda ctx, e, name: ctx.t("mn.log.perfect", name=name),
    "doubloons": _doubloons,
    "end_turn": lambda ctx, e, name: None,  # the next "turn" or phase says as much
    "queue_refill": lambda ctx, e, name: ctx.t("mn.log.queue_refill", card=card_name(ctx, dev_card(e["card"]))),
    "queue_short": lambda ctx, e, name: ctx.t("mn.log.queue_short", n=e["size"]),
    "discard": lambda ctx, e, name: ctx.t("mn.log.discard", name=name, n=e["count"]),
    "store": lambda ctx, e, name: ctx.t("mn.log.store", name=name, n=e["count"]),
    "game_end": lambda ctx, e, name: ctx.t("mn.log.game_end") + " " + reason(e["reason"], ctx),
}


def describe(event: dict[str, Any], ctx: TableContext) -> str | None:
    """One log event as a sentence; ``None`` for events the log leaves out."""
    say = SAY.get(event["type"])
    if say is None:
        return None
    return say(ctx, event, ctx.name(event["seat"]) if isinstance(event.get("seat"), int) else "")

"""Mundus Novus in words: action labels, card names and end reasons (plain text; the log's
sentences: log.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.mundus_novus import cards as C

if TYPE_CHECKING:
    from collections.abc import Iterable

    from engine import Action

    from ...context import TableContext

#: The rule numbers the texts name, as the engine's data has them (each fact once): a text
#: naming one is read through :func:`rt`, which fills them in.
NUMBERS = {
    "win": C.WIN_DOUBLOONS, "coronado_cost": C.CORONADO_COST, "valdivia_bonus": C.VALDIVIA_BONUS,
    "orellana_bonus": C.ORELLANA_BONUS, "pizarro_value": C.PIZARRO_VALUE, "shipyard_pay": C.SHIPYARD_PAY,
    "natives_pay": C.NATIVES_PAY, "storm_reach": C.STORM_REACH, "pirates_fleet": C.PIRATES_FLEET,
    "same_min": C.SAME_MIN, "same_max": C.SAME_MAX, "different_min": C.DIFFERENT_MIN, "perfect_size": C.PERFECT_SIZE, "goods": len(C.GOODS),
    "dev_count": C.DEV_COUNT, "relic_worth": C.TRADE_MASTER_RELIC,
}


def rt(ctx: TableContext, key: str, **fields: object) -> str:
    """The text ``key`` with ``fields`` and the rule numbers (:data:`NUMBERS`) filled in."""
    return ctx.t(key, **{**NUMBERS, **fields})


def res(ctx: TableContext, t: int) -> str:
    """A resource card in words: "cotton (5)" or "Inca relic"."""
    name = ctx.t(f"mn.res.{t}")
    return name if t == C.RELIC else ctx.t("word.aside", text=name, aside=t)


def res_list(ctx: TableContext, cards: Iterable[int]) -> str:
    return ctx.listed(res(ctx, t) for t in sorted(cards)) or "—"


def colon(ctx: TableContext) -> str:
    """Between a label and what it labels, in the language's punctuation (": ", "：")."""
    return ctx.t("word.colon")


def card_name(ctx: TableContext, card: dict[str, Any]) -> str:
    """A development card in words: "Merchant 4–6", "Diego de Almagro"."""
    kind = card["kind"]
    if kind == C.CHARACTER:
        return ctx.t(f"mn.char.{card['character']}")
    if kind == C.CARAVEL:
        return ctx.t("mn.card.caravel", value=card["value"])
    if kind == C.MERCHANT:
        return ctx.t("mn.card.merchant", low=card["low"], high=card["high"])
    if kind == C.WAREHOUSE:
        return ctx.t("mn.card.warehouse", capacity=card["capacity"])
    return ctx.t("mn.card.shipyard")


def _does(ctx: TableContext, card: dict[str, Any], kinds: str, characters: str) -> str:
    """A development card's own words from the catalogue ``kinds`` (by kind, filled with the
    card's figures) or, for a character, ``characters``."""
    if card["kind"] == C.CHARACTER:
        return rt(ctx, f"{characters}.{card['character']}")
    figures = {k: card[k] for k in ("value", "low", "high", "capacity") if k in card}
    return rt(ctx, f"{kinds}.{card['kind']}", **figures)


def card_help(ctx: TableContext, card: dict[str, Any]) -> str:
    """What a development card does, as the rules say it."""
    text = _does(ctx, card, "mn.help", "mn.charhelp")
    if card.get("income"):
        text += " " + ctx.t("mn.help.income", income=card["income"])
    return text + " " + ctx.t("mn.help.players", players=card["players"])


def card_effect(ctx: TableContext, card: dict[str, Any]) -> str:
    """What a development card does and pays, short enough for a line under its name."""
    text = _does(ctx, card, "mn.effect", "mn.effect")
    if card.get("income"):
        text += " · " + ctx.t("mn.effect.income", income=card["income"])
    return text


def dev_card(card_id: int) -> dict[str, Any]:
    """A development card's public data by id (cards in log events are ids)."""
    return C.DEV_CARDS[card_id].as_dict()


def queue_card(ctx: TableContext, position: int) -> str:
    for c in ctx.board["queue"]:
        if c["position"] == position:
            return card_name(ctx, c)
    return "?"


def label(action: Action, ctx: TableContext) -> str:
    """The words on the button of one legal action."""
    a: Any  # a tuple of words or numbers, as each kind of action says
    k, a, step = action.kind, action.args, ctx.board.get("step")
    if k == "event":
        return rt(ctx, "mn.act.event", event=ctx.t(f"mn.event.{a[0]}"))
    if k == "pass":
        return ctx.t("mn.act.no_event") if step == "coronado" else ctx.t("mn.act.pass")
    if k in ("split", "join"):
        return ctx.t(f"mn.act.{k}", value=a[0])
    if k == "sail":
        return ctx.t("mn.act.sail")
    if k == "pick":
        return ctx.t("mn.act.pick", card=res(ctx, a[0]))
    if k == "announce":
        return ctx.t("mn.act.announce", n=a[0])
    if k == "offer":
        return ctx.t("mn.act.offer", card=res(ctx, a[0]))
    if k == "clear":
        return ctx.t("mn.act.store_clear" if step == "store" else "mn.act.offer_clear")
    if k == "done":
        return ctx.t("mn.act.store_done" if step == "store" else "mn.act.offer_done")
    if k == "master":
        return ctx.t("mn.act.master", name=ctx.name(a[0]))
    if k == "take":
        return ctx.t("mn.act.take", card=res(ctx, a[1]), name=ctx.name(a[0]))
    if k == "keep":
        return ctx.t("mn.act.keep")
    if k == "swap":
        return ctx.t("mn.act.swap", card=res(ctx, a[0]))
    if k == "give":
        trade = ctx.board.get("trade") or {}
        receiver = trade.get("give_to")
        return ctx.t("mn.act.give", card=res(ctx, a[0]), name=ctx.name(receiver) if receiver is not None else "?")
    if k == "first":
        return ctx.t("mn.act.first", name=ctx.name(a[0]))
    if k == "same":
        return ctx.t("mn.act.same", value=a[0])
    if k == "relic":
        return ctx.t("mn.act.relic", n=a[0], d=C.RELIC_PAY[a[0]])
    if k in ("different", "perfect", "deck", "cancel"):
        return ctx.t(f"mn.act.{k}")
    if k == "add":
        return ctx.t("mn.act.add", card=res(ctx, a[0]))
    if k == "merchant":
        return ctx.t("mn.act.merchant", value=a[0])
    if k == "queue":
        return ctx.t("mn.act.queue", n=a[0], card=queue_card(ctx, a[0]))
    if k == "confirm":
        building = (ctx.board.get("progression") or {}).get("building") or {}
        if building.get("doubloons") is not None:
            return ctx.t("mn.act.confirm_doubloons", n=building["doubloons"])
        return ctx.t("mn.act.confirm")
    if k == "store":
        return ctx.t("mn.act.store", card=res(ctx, a[0]))
    return action.code


def reason(code: str, ctx: TableContext) -> str:
    """Why the match ended, in words."""
    try:
        return rt(ctx, f"mn.reason.{code}")
    except KeyError:
        return code


def why_fields(fields: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The figures a refusal names (engine/mundus_novus/why.py) in the table's words: a card's
    value as its resource, a seat by its name."""
    named = {"value": lambda v: res(ctx, v), "card": lambda v: res(ctx, v), "player": ctx.name}
    return {k: named[k](v) if k in named else v for k, v in fields.items()}

"""What the player is asked now: one sentence of what to do, and the choices as buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from engine.mundus_novus.cards import RELIC_PAY
from engine.mundus_novus.trade import offer_size

from ...markup import Markup, h
from ...widgets import button, choice_group
from .words import label, queue_card, res, rt

if TYPE_CHECKING:
    from ...context import TableContext

#: Actions that name a resource type, drawn as cards; the argument holding the type.
CARD_ACTIONS = {"offer": 0, "pick": 0, "swap": 0, "give": 0, "add": 0, "store": 0, "take": 1}
#: Actions that move the decision on (drawn as the main button).
PRIMARY = ("done", "confirm", "queue", "sail", "announce", "first", "master", "keep")


def choices(ctx: TableContext) -> list[Markup]:
    """The human's legal actions: card choices drawn as cards (grouped by whose cards), the rest as buttons."""
    from . import rcard

    groups: dict[str, list[Markup]] = {}
    queue: list[Markup] = []
    # Up to nine identical sets and three relic trades: short buttons in rows under one heading
    # each keep them, and End my turn, on a phone's first screen.
    sets: list[Markup] = []
    relics: list[Markup] = []
    others = []
    for action in ctx.legal:
        words = label(action, ctx)
        if action.kind in CARD_ACTIONS:
            t: Any = action.args[CARD_ACTIONS[action.kind]]
            key = ctx.t("mn.take_from", name=ctx.name(cast(int, action.args[0]))) if action.kind == "take" else ""
            groups.setdefault(key, []).append(
                button(words, f"play:{action.code}", cls="act card-act",
                       content=[rcard(ctx, t), h.span(ctx.t(f"mn.verb.{action.kind}"), class_="act-word")]))
        elif action.kind == "queue":
            # Up to five long card names: a group of short buttons keeps every choice on a phone's first screen.
            n: Any = action.args[0]
            queue.append(button(words, f"play:{action.code}", cls="act primary queue-act",
                                content=[h.b(n), " ", queue_card(ctx, n)]))
        elif action.kind == "same":
            sets.append(button(words, f"play:{action.code}", cls="act mn-short", content=h.b(action.args[0])))
        elif action.kind == "relic":
            n = action.args[0]
            relics.append(button(words, f"play:{action.code}", cls="act mn-short",
                                 content=ctx.t("mn.relic_short", n=n, d=RELIC_PAY[n])))
        else:
            others.append(button(words, f"play:{action.code}", cls=["act", action.kind in PRIMARY and "primary"]))
    out = [choice_group(key or None, buttons, cards=True) for key, buttons in groups.items()]
    if queue:
        out.append(choice_group(ctx.t("mn.take_queue"), queue))
    if sets:
        out.append(choice_group(ctx.t("mn.group.same"), sets, cls="mn-sets"))
    if relics:
        out.append(choice_group(ctx.t("mn.group.relic"), relics, cls="mn-relics"))
    if others:
        out.append(choice_group(None, others))
    return out


def prompt(ctx: TableContext) -> str:
    """One sentence of what to do now, in the words of the rules."""
    v = ctx.board
    step = v.get("step") or ""
    me = v["seats"][ctx.human]
    if step == "offer":
        chosen = me.get("offer_size") or 0
        required = offer_size(v.get("announced") or 0, sum(v["hand"] or []) + chosen)
        return ctx.t("mn.prompt.offer", n=required, k=chosen)
    if step == "take":
        taken = _taken_from_me(ctx)
        if taken:
            return ctx.t("mn.prompt.take_from_you", name=ctx.name(taken["seat"]), card=res(ctx, taken["card"]))
        return ctx.t("mn.prompt.take")
    if step == "keep":
        trade = v.get("trade") or {}
        card_type = trade["taken"][1] if trade.get("taken") else None
        return ctx.t("mn.prompt.keep", card=res(ctx, card_type) if card_type else "?")
    if step == "give":
        receiver = (v.get("trade") or {}).get("give_to")
        return ctx.t("mn.prompt.give", name=ctx.name(receiver) if receiver is not None else "?")
    if step == "turn":
        building = (v.get("progression") or {}).get("building")
        return ctx.t("mn.prompt.building" if building else "mn.prompt.turn")
    try:
        return rt(ctx, f"mn.prompt.{step}")
    except KeyError:
        return ctx.t("match.your_turn")


def _taken_from_me(ctx: TableContext) -> dict[str, Any] | None:
    """The take that made the player the taker: the last take in this trade, if it was from them."""
    for event in reversed(ctx.view["log"]):
        if event["type"] == "take":
            return event if event.get("giver") == ctx.human else None
        if event["type"] in ("reveal", "trade_end"):
            return None
    return None


__all__ = ["CARD_ACTIONS", "choices", "prompt"]

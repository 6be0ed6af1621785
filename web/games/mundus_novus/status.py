"""Mundus Novus's status: the round's strip (the phase, the Trade Master, this round's event, the
decks) and Coronado's event tokens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.mundus_novus import cards as C

from ...markup import Markup, h
from .. import kit
from .aid import EVENT_SYMBOL
from .board import seen_discarded
from .taps import legal_action
from .words import colon, label, rt

if TYPE_CHECKING:
    from ...context import TableContext


def round_bar(ctx: TableContext) -> Markup:
    v = ctx.board
    ev = v["event"]
    phase = ctx.t(f"mn.phase.{ctx.view['phase']}")
    names = ctx.listed(ctx.name(s) for s in v["perfect"])
    return h.section(
        h.p(h.span(phase, class_="phase"), " · ",
            h.span("⚑ ", ctx.t("mn.trade_master"), colon(ctx), h.b(ctx.name(v["trade_master"])), class_="tm")),
        h.p(h.span(EVENT_SYMBOL.get(ev, "?"), class_="ev-sym", aria_hidden="true"), " ", ctx.t("mn.event_now"),
            colon(ctx),
            h.b(ctx.t(f"mn.event.{ev}")), " — ", rt(ctx, f"mn.event_help.{ev}"), class_="event"),
        event_tokens(ctx),
        h.p(ctx.t("mn.decks", **v["decks"]), class_="decks"),
        seen_discarded(ctx, v.get("discarded")),
        bool(v.get("queue_short")) and h.p("⚠ ", ctx.t("mn.queue_short"), class_="warn", role="note"),
        v.get("perfect") and h.p("★ ", ctx.t("mn.perfect_presented", names=names), class_="warn"),
        class_="mn-round", aria_label=phase)


def event_tokens(ctx: TableContext) -> Markup | None:
    """Coronado's choice: the event tokens, each the piece that pays for it to be this round's
    event (its symbol, its name and what it does); none when Coronado has no choice to make."""
    tokens = []
    for ev in (C.KINGS_HELP, C.NATIVES, C.STORM, C.FIRE, C.PIRATES):
        action = legal_action(ctx, f"event:{ev}")
        if action is not None:
            face = [h.span(EVENT_SYMBOL[ev], " ", h.b(ctx.t(f"mn.event.{ev}")), class_="mn-event-name"),
                    h.span(rt(ctx, f"mn.event_help.{ev}"), class_="mn-event-help")]
            tokens.append(kit.piece(ctx, kit.play(action.code), face, label(action, ctx), cls="mn-event"))
    return h.div(tokens, class_="mn-events") if tokens else None

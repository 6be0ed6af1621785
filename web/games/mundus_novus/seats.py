"""Mundus Novus's other seats: each player's hand size, cards laid and doubloons, with the cards
seen go by (the same pieces as the person's own, smaller)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...markup import Markup, h
from ...widgets import seat as seat_widget
from ...widgets import stat
from .board import dcard, earlier, mn_panel, seat_piece, seen_in_hand
from .words import colon

if TYPE_CHECKING:
    from ...context import TableContext


def seats(ctx: TableContext) -> Markup:
    v = ctx.board
    turn = (v.get("progression") or {}).get("turn")
    to_act = ctx.view["to_act"]
    before = {p["seat"]: p for p in earlier(ctx).get("seats", [])}
    items = []
    for p in v["seats"]:
        seat = p["seat"]
        was = before.get(seat)
        old_cards = {c["id"] for c in was["cards"]} if was else None
        dev = ([h.li(dcard(ctx, c, where=f"seat{seat}", new=old_cards is not None and c["id"] not in old_cards))
                for c in p["cards"]] or [h.li(ctx.t("mn.no_dev"), class_="empty")])
        # Another seat's cards are folded (its figures say how many): the page stays short on a phone.
        devs = h.ul(dev, class_="dev")
        if seat != ctx.human and p["cards"]:
            devs = h.details(h.summary(ctx.t("mn.aid.cards"), colon(ctx), len(p["cards"])), devs, class_="mn-dev-fold",
                             id=f"dev-fold-{seat}")
        badges = [seat == v["trade_master"] and f"⚑ {ctx.t('mn.trade_master')}", seat in to_act and "▶"]
        stats = h.p(stat(ctx.t("mn.doubloons_short"), p["doubloons"],
                         change=p["doubloons"] - was["doubloons"] if was else None),
                    stat(ctx.t("mn.hand_size"), p["hand_size"]), stat(ctx.t("mn.caravels"), p["caravels"]),
                    stat(ctx.t("mn.stored"), p["stored"]) if p["stored"] else None, class_="stats")
        name = seat_piece(ctx, seat, "first")
        items.append(seat_widget(name, stats, seen_in_hand(ctx, p.get("known")), devs,
                                 me=seat == ctx.human,
                                 acting=seat in to_act or seat == turn, badges=[b for b in badges if b]))
    return mn_panel("mn-seats", ctx.t("mn.seats"), h.ul(items, class_="seat-list"))

"""The player aid: the rule tables of Mundus Novus, filled from the engine's data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.mundus_novus import cards as C
from engine.mundus_novus.progression import different_set_pay, queue_reach

from ...markup import Markup, h
from .words import colon, rt

if TYPE_CHECKING:
    from ...context import TableContext

EVENT_SYMBOL = {C.NO_EVENT: "○", C.KINGS_HELP: "♔", C.NATIVES: "➹", C.STORM: "☈", C.FIRE: "♨", C.PIRATES: "☠"}
KIND_SYMBOL = {C.CARAVEL: "⚓", C.MERCHANT: "⚖", C.WAREHOUSE: "▦", C.SHIPYARD: "⚒", C.CHARACTER: "♛"}


def _reach(ctx: TableContext, n: int) -> str:
    """Which queue cards a set reaching ``n`` positions may take, in words."""
    if n == 1:
        return ctx.t("mn.aid.first")
    return ctx.t("mn.aid.any") if n >= C.QUEUE_SIZE else ctx.t("mn.aid.first_n", n=n)


def player_aid(ctx: TableContext) -> Markup:
    t = ctx.t
    # The values of each rank (common, rare, very rare), as the engine ranks them.
    ranks: dict[int, list[int]] = {}
    for v in C.GOODS:
        ranks.setdefault(C.rank(v), []).append(v)
    names = ("common", "rare", "very_rare")
    head = [h.th(t(f"mn.aid.{names[r]}", low=vs[0], high=vs[-1]), scope="col") for r, vs in ranks.items()]
    rows = [h.tr(h.th(t("mn.aid.size", n=n), scope="row"),
                 [h.td(_reach(ctx, queue_reach(n, vs[0], C.NO_EVENT))) for vs in ranks.values()])
            for n in range(C.SAME_MIN, C.SAME_MAX + 1)]
    same = h.table(h.caption(rt(ctx, "mn.aid.same")), h.thead(h.tr(h.th(t("mn.aid.rank"), scope="col"), head)),
                   h.tbody(rows))
    diff = [h.tr(h.th(t("mn.aid.cards_n", n=n), scope="row"),
                 h.td(t("mn.aid.pays", n=different_set_pay(n, C.NO_EVENT))))
            for n in C.DIFFERENT_PAY]
    relic = [h.tr(h.th(t("mn.aid.relics_n", n=n), scope="row"), h.td(t("mn.aid.pays", n=d)))
             for n, d in C.RELIC_PAY.items()]
    events = [h.li(h.b(EVENT_SYMBOL[e], " ", t(f"mn.event.{e}")), colon(ctx), rt(ctx, f"mn.event_help.{e}"))
              for e in EVENT_SYMBOL]
    kinds = [h.li(h.b(KIND_SYMBOL[k], " ", t(f"mn.kind.{k}"))) for k in KIND_SYMBOL]
    chars = [h.li(h.b(t(f"mn.char.{c}")), colon(ctx), rt(ctx, f"mn.charhelp.{c}")) for c in C.CHARACTER_NAMES]
    body = h.div(h.p(rt(ctx, "mn.aid.win")), same,
                 h.table(h.caption(t("mn.aid.different")), h.tbody(diff)),
                 h.table(h.caption(t("mn.aid.relics")), h.tbody(relic)),
                 h.h3(t("mn.aid.events")), h.ul(events), h.h3(t("mn.aid.cards")), h.ul(kinds, class_="kinds"),
                 h.ul(chars), h.p(rt(ctx, "mn.aid.reconstructed"), class_="note"), class_="aid-body")
    return h.details(h.summary(t("mn.aid")), body, class_="mn-aid", id="mn-aid")

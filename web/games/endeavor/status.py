"""Where the round stands: the round and the phase, the crown, whose turn it is and what
they are using, who has passed in the Actions phase, the Silent Fleet's optional rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.endeavor.data import ROUNDS

from ...markup import Markup, h
from .pieces import named, seat_mark
from .words import source_name

if TYPE_CHECKING:
    from ...context import TableContext


def status(ctx: TableContext) -> Markup:
    v, view = ctx.board, ctx.view
    phase = view["phase"]
    head = h.p(h.b(ctx.t("ev.status.round", n=view["round"], of=ROUNDS)), " · ", h.b(ctx.t(f"ev.phase.{phase}")),
               " · ", ctx.t("ev.crown"), " ", seat_mark(ctx, v["start"]), " ", ctx.name(v["start"]))
    lines: list[Any] = [head]
    acting = list(view["to_act"])
    if acting and phase != "over":
        seat = acting[0]
        who = ctx.t("ev.status.turn_you") if seat == ctx.human else ctx.t("ev.status.turn", name=ctx.name(seat))
        turn = v.get("turn") or {}
        using = (turn.get("source") and ctx.t("ev.status.using", name=ctx.name(turn["seat"]),
                                              source=source_name(ctx, turn["source"])))
        lines.append(h.p(h.b(seat_mark(ctx, seat), " ", who), using and [" · ", using], class_="ev-who"))
    if phase == "actions":
        passed = [s for s in range(view["players"]) if s not in v["queue"]]
        if passed:
            lines.append(h.p(ctx.t("ev.status.passed", names=""), [h.span(named(ctx, s), class_="ev-lap")
                                                                   for s in passed], class_="ev-note"))
    if v["silent_fleet"]:
        rules = ctx.listed(ctx.t(f"ev.sf_rule.{r}") for r in v["sf_rules"]) or ctx.t("ev.status.no_rules")
        lines.append(h.p(h.span("✚", class_="ev-mark ev-osf", aria_hidden="true"), " ",
                         ctx.t("ev.status.fleet_sf", rules=rules), class_="ev-note"))
    return h.section(lines, class_="ev-status")

"""The end of the match in figures: every player's glory by the score sheet's lines (A the
tracks, B cities and connections, C buildings, cards and the governor slot, D the harbour,
E slavery cards set aside), read from the result. Drawn by the shell in its end panel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.endeavor.scoring import LINES

from ...markup import Markup, h
from .pieces import seat_mark

if TYPE_CHECKING:
    from ...context import TableContext


def end_details(ctx: TableContext) -> Markup | None:
    result = ctx.view["result"]
    if not result:
        return None
    sheets = (result.get("details") or {}).get("sheets") or []
    scores = result["scores"]
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    head = h.tr(h.td(), [h.th(seat_mark(ctx, s), " ", ctx.name(s), " ★" if s in result["winners"] else None,
                                 scope="col") for s in order])
    rows = [h.tr(h.th(ctx.t(f"ev.line.{line}"), scope="row"),
                 [h.td(sheets[s][line] if s < len(sheets) else "") for s in order]) for line in LINES]
    total = h.tr(h.th(ctx.t("ev.end.total"), scope="row"), [h.td(h.b(scores[s])) for s in order], class_="ev-total")
    tied = scores.count(max(scores)) > 1
    return h.div(h.h3(ctx.t("ev.end.caption")),
                 h.div(h.table(h.thead(head), h.tbody(rows, total), class_="ev-sheet"), class_="ev-sheet-wrap"),
                 tied and h.p(ctx.t("ev.end.tie"), class_="ev-note"), class_="ev-end")

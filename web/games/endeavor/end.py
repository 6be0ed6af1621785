"""The end of the match in figures: every player's glory by the score sheet's lines (A the
tracks, B cities and connections, C buildings, cards and the governor slot, D the harbour,
E slavery cards set aside), read from the result. Drawn by the shell in its end panel.

A row per seat and a column per line, headed by the line's letter (its words in a key under
the table and in the letter's tooltip), so that five seats fit a 360 px phone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.endeavor.scoring import LINES

from ...markup import Markup, h
from .pieces import seat_mark

if TYPE_CHECKING:
    from ...context import TableContext


def _letter(ctx: TableContext, line: str) -> str:
    """The line's letter, as the score sheet and the words begin ("A Attribute tracks")."""
    return ctx.t(f"ev.line.{line}").split(" ", 1)[0]


def end_details(ctx: TableContext) -> Markup | None:
    result = ctx.view["result"]
    if not result:
        return None
    sheets = (result.get("details") or {}).get("sheets") or []
    scores = result["scores"]
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    head = h.tr(h.td(), [h.th(h.abbr(_letter(ctx, line), title=ctx.t(f"ev.line.{line}")), scope="col")
                         for line in LINES], h.th(ctx.t("ev.end.total"), scope="col", class_="ev-total"))
    rows = [h.tr(h.th(seat_mark(ctx, s), " ", ctx.name(s), " ★" if s in result["winners"] else None, scope="row"),
                 [h.td(sheets[s][line] if s < len(sheets) else "") for line in LINES],
                 h.td(h.b(scores[s]), class_="ev-total")) for s in order]
    tied = scores.count(max(scores)) > 1
    key = h.ul([h.li(ctx.t(f"ev.line.{line}")) for line in LINES], class_="ev-key")
    return h.div(h.h3(ctx.t("ev.end.caption")),
                 h.table(h.thead(head), h.tbody(rows), class_="ev-sheet"), key,
                 tied and h.p(ctx.t("ev.end.tie"), class_="ev-note"), class_="ev-end")

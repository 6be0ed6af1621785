"""The end of the match in figures: each player's VP chips, building VP, large-building
bonuses and total, every trigger that fired and, apart and only when the most VP are
shared, the tie-break (doubloons plus goods) of the players it decides between.
Drawn by the shell inside its end panel (``end_details``, see docs/adding-a-game.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...markup import Markup, h
from ...widgets import stat, tie_break
from .pieces import seat_mark
from .words import bld, reason

if TYPE_CHECKING:
    from ...context import TableContext


def end_details(ctx: TableContext) -> Markup | None:
    result = ctx.view["result"]
    if not result:
        return None
    d = result.get("details") or {}
    scores, tiebreak = result["scores"], result.get("tiebreak") or [None] * len(result["scores"])
    chips, building, bonus = d.get("vp_chips", []), d.get("building_vp", []), d.get("bonus_vp", [])
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], -(tiebreak[s] or 0)))
    t = ctx.t
    rows = []
    for s in order:
        extra = bonus[s] if s < len(bonus) else {}
        parts = ctx.listed(f"{bld(ctx, name)} +{n}" for name, n in extra.items())
        rows.append(h.li(
            h.h3(seat_mark(s), " ", ctx.name(s), " ★" if s in result["winners"] else None, " · ", t("pr.end.total"),
                 " ", h.b(scores[s])),
            h.p(stat(t("pr.end.chips"), chips[s] if s < len(chips) else "?"),
                stat(t("pr.end.buildings"), building[s] if s < len(building) else "?"),
                stat(t("pr.end.bonus"), sum(extra.values())), class_="stats"),
            h.p(parts, class_="pr-bonus") if parts else None,
            class_=["pr-end-row", s in result["winners"] and "winner"], data_seat=s))
    triggers = d.get("triggers") or [result["reason"]]
    return h.div(
        h.h3(t("pr.end.caption")), h.ol(rows, class_="pr-end-list"), tied_on_vp(ctx, scores, tiebreak),
        h.p(t("pr.end.triggers"), " ", " ".join(reason(r, ctx) for r in triggers), class_="pr-triggers"),
        class_="pr-end")


def tied_on_vp(ctx: TableContext, scores: list[int], tiebreak: list[int | None]) -> Markup | None:
    """Only when the most VP are shared: the tie-break of the seats sharing them (the rule:
    "두 명 이상일 경우, 가장 많은 더블룬과 상품(상품 1 = 1 더블룬)을 가진 플레이어가
    승리한다"). Nothing when VP alone decide."""
    top = max(scores)
    tied = [s for s in range(len(scores)) if scores[s] == top]
    if len(tied) < 2:
        return None
    t = ctx.t
    return tie_break(t("pr.end.tie_used", n=top), t("pr.end.tiebreak"),
                     [(ctx.name(s), tiebreak[s] if tiebreak[s] is not None else "—") for s in tied])

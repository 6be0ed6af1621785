"""The end of the match in figures: each player's VP chips, building VP, large-building
bonuses, total and tie-break (doubloons plus goods), and every trigger that fired.
Drawn by the shell inside its end panel (``end_details``, see docs/adding-a-game.md)."""

from __future__ import annotations

from ...markup import Markup, h
from ...widgets import stat
from .words import bld, reason


def end_details(ctx) -> Markup | None:
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
        parts = ", ".join(f"{bld(ctx, name)} +{n}" for name, n in extra.items())
        rows.append(h.li(
            h.h3(ctx.name(s), " ★" if s in result["winners"] else None, " · ", t("pr.end.total"), " ", h.b(scores[s])),
            h.p(stat(t("pr.end.chips"), chips[s] if s < len(chips) else "?"),
                stat(t("pr.end.buildings"), building[s] if s < len(building) else "?"),
                stat(t("pr.end.bonus"), sum(extra.values())),
                stat(t("pr.end.tiebreak"), tiebreak[s] if tiebreak[s] is not None else "—"), class_="stats"),
            h.p(parts, class_="pr-bonus") if parts else None,
            class_=["pr-end-row", s in result["winners"] and "winner"], data_seat=s))
    triggers = d.get("triggers") or [result["reason"]]
    tied = scores.count(max(scores)) > 1  # the tie-break decided (or the victory is shared)
    return h.div(
        h.h3(t("pr.end.caption")), h.ol(rows, class_="pr-end-list"),
        tied and h.p(t("pr.end.tie_used"), class_="note"),
        h.p(t("pr.end.triggers"), " ", " ".join(reason(r, ctx) for r in triggers), class_="pr-triggers"),
        h.p(t("pr.end.tiebreak_rule"), class_="note"), class_="pr-end")

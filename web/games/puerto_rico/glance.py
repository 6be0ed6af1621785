"""What the shell keeps in view for Puerto Rico: each seat's public figures for the
scoreboard strip (other seats' VP chips are secret until the end: their building VP is the
nearest public figure), and the part of the table the human's decision is about."""

from __future__ import annotations

from ...context import TableContext
from ..protocol import Figure, Mark, ScoreEntry
from .pieces import seat_mark

#: The part a decision is about, by the phase (the role being carried out).
BY_PHASE = {"role": ".pr-roles", "settler": ".pr-plantations", "builder": "#pr-supply", "trader": ".pr-ships",
            "captain": ".pr-ships", "mayor": "#pr-me", "craftsman": "#pr-me", "storage": "#pr-me"}
#: Where a kind of action is made, where it is not the phase's part.
BY_KIND = {"role": ".pr-roles", "extra": ".pr-supplies"}


def scoreboard(ctx: TableContext) -> list[ScoreEntry]:
    v = ctx.board
    out = []
    for p in v["seats"]:
        figures = [Figure(ctx.t("pr.building_vp"), p["building_vp"], "▥"),
                   Figure(ctx.t("pr.doubloons"), p["doubloons"], "⛀")]
        if p["vp_chips"] is not None:
            figures.insert(0, Figure(ctx.t("pr.vp_chips"), p["vp_chips"], "★"))
        marks = (Mark(ctx.t("pr.governor"), "♛"),) if p["seat"] == v["governor"] else ()
        out.append(ScoreEntry(p["seat"], tuple(figures), marks, seat_mark(p["seat"])))
    return out


def subject(ctx: TableContext) -> str | None:
    if not ctx.legal:
        return None
    kinds = {a.kind for a in ctx.legal}
    found = next((where for kind, where in BY_KIND.items() if kind in kinds), None)
    return found or BY_PHASE.get(ctx.view["phase"], "#pr-me")

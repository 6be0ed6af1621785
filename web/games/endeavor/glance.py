"""What the shell keeps in view for Endeavor: each seat's public figures for the scoreboard
strip (its glory if the game ended now, the discs in its harbour) and the part of the
table the human's decision is about: the map area of its targets (the discard pile's cards
under the map), the building supply or its own mat."""

from __future__ import annotations

from engine.endeavor.data import AREAS

from ...context import TableContext
from ..protocol import Figure, Mark, ScoreEntry
from .choices import where
from .pieces import seat_mark
from .seats import sheets

SUPPLY = {"build", "start", "remove"}


def scoreboard(ctx: TableContext) -> list[ScoreEntry]:
    v = ctx.board
    glory = sheets(ctx)
    crown = Mark(ctx.t("ev.crown"), "♛")
    return [ScoreEntry(seat, (Figure(ctx.t("ev.glory_now"), sum(glory[seat].values()), "★"),
                              Figure(ctx.t("ev.harbour"), p["harbour"], "⌂")),
                       (crown,) if seat == v["start"] else (), seat_mark(ctx, seat))
            for seat, p in enumerate(v["seats"])]


def subject(ctx: TableContext) -> str | None:
    if not ctx.legal:
        return None
    kinds = {a.kind for a in ctx.legal}
    places = {where(ctx, a) for a in ctx.legal}
    areas = places & set(AREAS)
    if len(areas) == 1:
        return f"#ev-svg-{areas.pop()}"
    if areas:
        return "#ev-map"
    if "pile" in places:
        return "#ev-pile"
    if kinds & SUPPLY:
        return "#ev-supply"
    return "#ev-me"

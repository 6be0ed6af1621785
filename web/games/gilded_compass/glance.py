"""What the shell keeps in view for the Gilded Compass: each seat's public figures for the
scoreboard strip (the gold a seat would score is secret but for the seat itself: others show
their knowledge tokens, public tiles and dice left), and the part of the table the human's
decision is about: the building being placed at or resolved, or the seat's own dice."""

from __future__ import annotations

from ...context import TableContext
from ..protocol import Figure, Mark, ScoreEntry
from .words import gold_now

#: Decisions about the seat's own dice (re-rolls, Mighty Power, A Little Help, Timely Gift).
OWN_DICE = {"help", "roll", "reroll", "power", "set", "end", "gift", "decline"}
PLACING = {"place", "will", "neutral"}


def scoreboard(ctx: TableContext) -> list[ScoreEntry]:
    v = ctx.board
    out = []
    for p in v["seats"]:
        figures = [Figure(ctx.t("gc.knowledge"), p["knowledge"], "✎"),
                   Figure(ctx.t("gc.maps"), len(p["maps"]), "▦"),
                   Figure(ctx.t("gc.specialists"), len(p["specialists"]), "☺")]
        if p["collection"] is not None:  # the seat's own (or everyone's at the end): its gold now
            figures.insert(0, Figure(ctx.t("gc.estimate"), sum(gold_now(p)[0].values()), "◎"))
        marks = (Mark(ctx.t("gc.start_player"), "⚐"),) if p["seat"] == v["start"] else ()
        out.append(ScoreEntry(p["seat"], tuple(figures), marks))
    return out


def subject(ctx: TableContext) -> str | None:
    if not ctx.legal:
        return None
    v = ctx.board
    kinds = {a.kind for a in ctx.legal}
    chosen = ctx.ui.get("b")
    if kinds & PLACING:
        places = {a.args[0] for a in ctx.legal if a.kind in PLACING}
        return f"#gc-b-{chosen}" if chosen in places else ".gc-buildings"
    if kinds & OWN_DICE:
        return "#gc-me"
    return f"#gc-b-{v['resolving']}" if v.get("resolving") else ".gc-buildings"

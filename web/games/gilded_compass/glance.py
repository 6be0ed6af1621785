"""What the shell keeps in view for the Gilded Compass: each seat's public figures for the
scoreboard strip (the gold a seat would score is secret but for the seat itself: others show
their knowledge tokens, public tiles and dice left), and the part of the table the human's
decision is about: the building being placed at or resolved, or the seat's own dice."""

from __future__ import annotations

from ...context import TableContext
from ..protocol import Figure, Mark, ScoreEntry
from .placing import TURN
from .taps import chosen_building, reroll_selection
from .words import gold_now

#: Decisions made on the dice tray (:mod:`.placing`): placing, re-rolling, Mighty Power.
TRAY = {*TURN, "set"}
#: Decisions about the seat's own dice that have no piece (A Little Help, Timely Gift).
OWN_DICE = {"help", "roll", "gift", "decline"}


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
    """The part with the decision's pieces: the building picked (its groups of dice), the
    buildings with the dice tray above them (the dice to place and where), the tray alone (the
    dice to roll again or to set), the building resolving (its tiles to take), or the seat's
    own table."""
    if not ctx.legal:
        return None
    kinds = {a.kind for a in ctx.legal}
    chosen = chosen_building(ctx)
    if chosen:
        return f"#gc-b-{chosen}"
    if kinds & TURN and reroll_selection(ctx) is None:
        return ".gc-buildings"
    if kinds & TRAY:
        return "#gc-tray"
    if kinds & OWN_DICE:
        return "#gc-me"
    resolving = ctx.board.get("resolving")
    return f"#gc-b-{resolving}" if resolving else ".gc-buildings"

"""What the shell keeps in view for Mundus Novus: each seat's public figures for the
scoreboard strip, and the part of the table the human's decision is about."""

from __future__ import annotations

from ...context import TableContext
from ..protocol import Figure, Mark, ScoreEntry
from .ready import offers_ready

#: The part a decision is about, by the kind of its legal actions (the first kind found here).
SUBJECT = {
    "queue": ".mn-queue", "deck": ".mn-queue",
    # The cards added to a set are tapped in the hand; the set being laid is drawn under it.
    "add": ".mn-hand", "merchant": ".mn-set", "confirm": ".mn-set", "cancel": ".mn-set",
    "keep": ".mn-market", "swap": ".mn-market",
    # A take's choices are the revealed offers' cards, tapped where they lie.
    "take": ".mn-trade", "master": ".mn-trade", "first": ".mn-seats",
    "split": ".mn-supply", "join": ".mn-supply", "sail": ".mn-supply", "pick": ".mn-supply",
    "event": ".mn-round",
}


def scoreboard(ctx: TableContext) -> list[ScoreEntry]:
    v = ctx.board
    master = Mark(ctx.t("mn.trade_master"), "⚑")
    return [ScoreEntry(p["seat"], (Figure(ctx.t("mn.doubloons_short"), p["doubloons"], "⛀"),
                                   Figure(ctx.t("mn.hand_size"), p["hand_size"], "▯"),
                                   Figure(ctx.t("mn.aid.cards"), len(p["cards"]), "▤"),
                                   Figure(ctx.t("mn.caravels"), p["caravels"], "⚓")),
                       (master,) if p["seat"] == v["trade_master"] else ())
            for p in v["seats"]]


def subject(ctx: TableContext) -> str | None:
    """The part holding the decision's pieces: the queue when a set takes a card from it, the
    hand while a set is laid, the set being laid (its merchant or confirm), the market (a keep
    or swap), the offers (a take, choosing a Trade Master), the supply; the hand for every
    other decision (announcing, offering, storing, a set to start); the sets laid in one tap
    when the turn offers some."""
    if not ctx.legal:
        return None
    kinds = {a.kind for a in ctx.legal}
    if offers_ready(ctx):
        return ".mn-ready-panel"  # the sets laid in one tap, at the start of a set
    return next((where for kind, where in SUBJECT.items() if kind in kinds), ".mn-hand")

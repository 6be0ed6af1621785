"""The sets of a Progression turn laid in one tap, on the table: the ready-made sets and the
relic sets, each a piece (its cards small, what it brings under them), in a panel right under
the hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.mundus_novus import cards as C
from engine.mundus_novus.cards import RELIC_PAY

from ...markup import Markup, h
from ...widgets import panel
from .. import kit
from .pieces import mini_card
from .sets import ReadySet, ready_sets
from .words import label, rt

if TYPE_CHECKING:
    from engine import Action

    from ...context import TableContext


def set_words(ctx: TableContext, ready: ReadySet) -> str:
    """A ready-made set in words: "Lay down 1-2-3-5 for 5 doubloons"."""
    values = "-".join(str(v) for v in ready.values if v != C.RELIC)
    if ready.kind == "perfect":
        return rt(ctx, "mn.act.ready_perfect", values=values)
    if ready.kind == "different":
        return ctx.t("mn.act.ready_different", values=values, n=ready.doubloons)
    relics = sum(1 for t, _ in ready.cards if t == C.RELIC)
    turned = sum(1 for t, counts in ready.cards if t not in (counts, C.RELIC))
    how = ctx.t("mn.ready_how", relics=relics, merchants=turned) if relics or turned else ""
    key = "mn.act.ready_same_one" if ready.reach <= 1 else "mn.act.ready_same"
    return ctx.t(key, values=values, n=ready.reach, how=how).strip()


def gain(ctx: TableContext, ready: ReadySet) -> str:
    """What the set brings, short: queue cards within reach, doubloons, the perfect combination."""
    if ready.kind == "same":
        return ctx.t("mn.gain_queue_one") if ready.reach <= 1 else ctx.t("mn.gain_queue", n=ready.reach)
    if ready.kind == "perfect":
        return ctx.t("mn.gain_perfect")
    return ctx.t("mn.gain_doubloons", n=ready.doubloons)


def ready_piece(ctx: TableContext, ready: ReadySet) -> Markup:
    """One ready-made set as a piece: its cards small (a turned card shows what it counts as)
    and what it brings; tapped, the engine's steps that lay it, in order."""
    cards = [mini_card(ctx, t, counts) for t, counts in ready.cards]
    content = [h.span(cards, class_="mini-row"), h.span(gain(ctx, ready), class_="gain")]
    return kit.piece(ctx, kit.play(*ready.codes), content, set_words(ctx, ready), cls="mn-ready")


def relic_piece(ctx: TableContext, action: Action) -> Markup:
    """A relic set (``relic:<k>``) as a piece: its k relics small and the doubloons it pays."""
    k = int(action.args[0])
    cards = [mini_card(ctx, C.RELIC, C.RELIC) for _ in range(k)]
    return kit.piece(ctx, kit.play(action.code), [h.span(cards, class_="mini-row"),
                                                  h.span(ctx.t("mn.gain_doubloons", n=RELIC_PAY[k]), class_="gain")],
                     label(action, ctx), cls="mn-ready")


def _ready(ctx: TableContext) -> list[ReadySet]:
    """The ready-made sets shown: at the start of a set in the human's turn (none while one is
    laid, nor while the player chooses the cards themselves)."""
    if ctx.board.get("step") != "turn" or not ctx.legal or ctx.ui.get("mn") == "own":
        return []
    return ready_sets(ctx)


def offers_ready(ctx: TableContext) -> bool:
    """Whether the table shows sets laid in one tap: ready-made sets or relic sets (not while
    the player chooses the cards themselves: relics tapped in the hand make a relic set then)."""
    if ctx.ui.get("mn") == "own":
        return False
    return bool(_ready(ctx)) or any(a.kind == "relic" for a in ctx.legal)


def ready_panel(ctx: TableContext) -> Markup | None:
    """The sets laid in one tap: the ready-made sets, then the relic sets."""
    if not offers_ready(ctx):
        return None
    pieces = [ready_piece(ctx, r) for r in _ready(ctx)]
    pieces += [relic_piece(ctx, a) for a in ctx.legal if a.kind == "relic"]
    return panel(ctx.t("mn.group.ready"), h.div(pieces, class_="mn-ready-sets"), cls=["mn-panel", "mn-ready-panel"])


__all__ = ["gain", "offers_ready", "ready_panel", "ready_piece", "relic_piece", "set_words"]

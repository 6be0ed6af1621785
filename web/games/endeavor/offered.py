"""What a decision on the map offers, as pieces above it on a phone: the spaces it offers where
they lie in more than one area (each named in a few words), and the discard pile's cards."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action
from engine.endeavor.maps import SIDES

from ...markup import Markup, h
from .. import kit
from .names import area_title, card_name, deck, node_name
from .words import label

if TYPE_CHECKING:
    from ...context import TableContext


def pile(ctx: TableContext) -> Markup | None:
    """The discard pile's cards that may be drawn now, each a piece (the map shows the pile as
    one stack)."""
    drawn = [a for a in ctx.legal if a.kind == "draw" and a.args and a.args[0] == "pile"]
    if not drawn:
        return None
    cards = [kit.piece(ctx, kit.play(a.code), card_name(ctx, a.number(1)), label(a, ctx), cls="ev-cardtile ev-mp")
             for a in drawn]
    return h.div(h.h3(ctx.t("ev.short.pile")), h.div(cards, class_="ev-held"), class_="ev-pilepick", id="ev-pile")


def _spot_name(ctx: TableContext, spot: tuple[Any, ...]) -> str:
    """A space of the map in a few words: its region's track, open sea or deck, or its city or fleet."""
    kind, where = spot
    if kind == "node":
        return node_name(ctx, ctx.board["side"], int(where))
    if kind == "deck":
        return deck(ctx, str(where))
    return ctx.t(f"ev.short.{kind}", area=area_title(ctx, str(where)))


def shortcuts(ctx: TableContext, spots: dict[tuple[Any, ...], Action]) -> list[Markup]:
    """The spaces the decision offers, each a piece named in a few words, above the map, where
    they lie in more than one area: on a phone the areas stand one under another, and a ship's
    or an occupation's spaces lay up to two windows below the first (every choice was in view at
    32 of 42 decisions of a 4-player match, 2026-12-07)."""
    board = SIDES[ctx.board["side"]]
    areas = {board.nodes[int(k[1])].area if k[0] == "node" else k[1] for k in spots}
    if len(spots) < 2 or len(areas) < 2:
        return []
    return [kit.piece(ctx, kit.play(a.code), _spot_name(ctx, k), label(a, ctx), cls="ev-jump")
            for k, a in spots.items()]

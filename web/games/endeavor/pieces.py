"""Small pieces of the Endeavor table: a seat's colour and mark, a token, a tile with its
explanation on tap, and the caches that keep a redrawing cheap in the page."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.endeavor.data import ATTRIBUTES
from engine.endeavor.state import SILENT

from ...drawn import Drawn
from ...markup import Markup, h
from ...widgets import SEAT_MARKS
from .names import owner, token, token_help, token_short

if TYPE_CHECKING:
    from ...context import TableContext

#: Each seat's mark beside its colour (never the colour alone); the Silent Fleet's a cross.
SHAPES = SEAT_MARKS
SILENT_SHAPE = "✚"

#: Whole panels as last drawn, by everything they read.
memo = Drawn(256, by_repr=True)
#: Pieces that depend only on their key (a city, a connection, a token), drawn once.
once = Drawn(4000)


def shape(seat: int) -> str:
    return SILENT_SHAPE if seat == SILENT else SHAPES[seat % len(SHAPES)]


def owner_class(seat: int) -> str:
    return "ev-osf" if seat == SILENT else f"ev-o{seat}"


def seat_mark(ctx: TableContext, seat: int) -> Markup:
    """A seat's colour and mark, before its name."""
    return h.span(shape(seat), class_=["ev-mark", owner_class(seat)], aria_hidden="true")


def named(ctx: TableContext, seat: int) -> list[Any]:
    return [seat_mark(ctx, seat), " ", owner(ctx, seat)]


def token_class(kind: str) -> str:
    return "ev-brown" if kind in ATTRIBUTES else "ev-blue"


def token_chip(ctx: TableContext, kind: str, ident: str, count: int | None = None) -> Markup:
    """A trade token (with how many, if more than one), its explanation on tap."""
    face = [h.span(token_short(ctx, kind), class_=["ev-tok", token_class(kind), f"ev-t-{kind}"]),
            count is not None and count > 1 and h.span(f"×{count}", class_="ev-n")]
    return tip(ident, face, f"{token(ctx, kind)}: {token_help(ctx, kind)}", cls="ev-token")


def tip(ident: str, face: Any, text: str, cls: Any = None) -> Markup:
    """A tile: its face, and what it is and gives on tap (a details element) and on hover."""
    return h.details(h.summary(face, title=text), h.p(text, class_="ev-tip"), class_=["ev-tile", cls], id=ident)

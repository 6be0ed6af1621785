"""Small pieces of the Gilded Compass table, shared by the board, the seats and the action
bar: a die in its owner's colour and shape, a tile with its explanation on tap or hover, and
the caches that keep a redrawing cheap in the page (the tiles' marks are in :mod:`.symbols`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from engine.gilded_compass.state import NEUTRAL

from ...drawn import Drawn
from ...markup import Markup, h
from ...widgets import SEAT_MARKS, button
from .. import kit

if TYPE_CHECKING:
    from ...context import TableContext

#: Each seat's mark on its dice, beside its colour (never the colour alone); the neutral
#: player's dice are white with a cross.
SHAPES = SEAT_MARKS
NEUTRAL_SHAPE = "✚"

#: Pieces that depend only on the language and their arguments, drawn once.
once = Drawn(4000)
#: Whole panels as last drawn, by everything they read.
memo = Drawn(256, by_repr=True)


def shape(owner: int) -> str:
    return NEUTRAL_SHAPE if owner == NEUTRAL else SHAPES[owner % len(SHAPES)]


def owner_class(owner: int) -> str:
    return "gc-on" if owner == NEUTRAL else f"gc-o{owner}"


def owner_name(ctx: TableContext, owner: int) -> str:
    return ctx.t("gc.neutral") if owner == NEUTRAL else ctx.name(owner)


def die(ctx: TableContext, owner: int, value: int, cls: Any = None) -> Markup:
    """One die: its face (``?`` before it is rolled) in its owner's colour, with the owner's
    mark; its owner and value in words on hover and for screen readers."""
    def draw() -> Markup:
        face = str(value) if value else "?"
        words = ctx.t("gc.die_of", name=owner_name(ctx, owner), n=face)
        return h.span(h.span(face, class_="gc-pip", aria_hidden="true"),
                      h.span(shape(owner), class_="gc-mark", aria_hidden="true"),
                      h.span(words, class_="sr-only"), class_=["gc-die", owner_class(owner), cls], title=words)
    return once(("die", ctx.lang, tuple(ctx.names), ctx.human, owner, value, cls), draw)


def dice(ctx: TableContext, owner: int, values: Iterable[int], cls: Any = None) -> Markup:
    return h.span([die(ctx, owner, v) for v in values], class_=["gc-dice", cls])


def plain_die(value: int) -> Markup:
    """A die face of no one (what a magic item asks for, a face to set a die to)."""
    return h.span(h.span(value, class_="gc-pip"), class_="gc-die gc-face")


def seat_mark(ctx: TableContext, owner: int) -> Markup:
    """A seat's colour and mark, as on its dice, before its name."""
    return h.span(shape(owner), class_=["gc-seat-mark", owner_class(owner)], aria_hidden="true")


def tip(ident: str, face: Any, text: str, cls: Any = None) -> Markup:
    """A tile: its face, and what it is and gives on tap (a details element) and on hover."""
    return h.details(h.summary(face, title=text), h.p(text, class_="gc-tip"), class_=["gc-tile", cls], id=ident)


def tap(ctx: TableContext, code: str, face: Any, label: Callable[[Any, Any], str], cls: Any = None) -> Markup | None:
    """The same choice as an action-bar button, where it happens on the board: a button
    without the ``act`` class, only while ``code`` is legal (``None`` otherwise)."""
    action = next((a for a in ctx.legal if a.code == code), None)
    if action is None:
        return None
    return button(label(action, ctx), kit.play(code), content=face, cls=["gc-tap", cls])


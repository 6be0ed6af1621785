"""Small pieces of the Puerto Rico table, shared by the board and the action bar: a good's
barrel, a plantation tile, a doubloon count, a colonist and its circles, a seat's colour
(the drawings themselves: web/games/puerto_rico/drawings.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action
from engine.puerto_rico.data import BUILDING

from ...drawn import Drawn
from ...markup import Markup, h
from ...pictures import picture
from ...widgets import SEAT_MARKS
from .. import kit
from .drawings import building_symbol
from .words import label

if TYPE_CHECKING:
    from ...context import TableContext

#: Pieces that depend only on the language and their arguments, drawn once.
once = Drawn(4000)
#: Whole panels as last drawn, by everything they read: a redrawing after a move that did
#: not touch a panel (most computer moves) reuses it.
memo = Drawn(64, by_repr=True)


def piece(ctx: TableContext, kind: str, tile: bool = False, decorative: bool = True) -> Markup:
    """A good's barrel, or (``tile``) a plantation tile or the quarry, in its colour; named in
    words (decorative where the words stand beside it)."""
    return once(("pc", ctx.lang, kind, tile, decorative), lambda: picture(
        f"pr-{'tile' if tile else 'barrel'}-{kind}", ctx.t(f"pr.tile.{kind}" if tile else f"pr.good.{kind}"),
        cls=["pr-piece", "pr-tile-pic" if tile else "pr-barrel"], decorative=decorative))


def named(ctx: TableContext, kind: str, text: str, n: Any = None, tile: bool = False) -> Markup:
    """A good (its barrel) or a plantation (``tile``: its tile): the picture, its name and an
    optional count after it."""
    return h.span(piece(ctx, kind, tile), " ", h.span(text, class_="pr-nm"), n is not None and " ",
                  n is not None and h.b(n), class_="pr-named")


def coins(ctx: TableContext, n: int, cls: str | None = None) -> Markup:
    """A number of doubloons: a coin and the number ("3"), their meaning said by the words
    around them (the coin's name is its tooltip)."""
    return h.span(once(("coin", ctx.lang), lambda: picture("pr-doubloon", ctx.t("pr.doubloons"), cls="pr-coin-pic",
                                                           decorative=True)),
                  h.b(n), class_=["pr-coin", cls])


def circle(ctx: TableContext, filled: bool) -> Markup:
    """One colonist circle: a colonist on it, or empty (decorative: the words around say it)."""
    return once(("circle", filled), lambda: picture("pr-colonist" if filled else "pr-circle", "",
                                                    cls=["pr-dot", "on" if filled else "off"], decorative=True))


def circles(ctx: TableContext, filled: int, total: int) -> Markup:
    """A building's circles, filled by its colonists; how many, in words for a screen reader
    and as the tooltip."""
    words = ctx.t("pr.circles_on", on=filled, n=total)
    return once(("dots", ctx.lang, filled, total), lambda: h.span(
        [circle(ctx, i < filled) for i in range(total)], h.span(words, class_="sr-only"), class_="pr-dots",
        title=words))


def colonist(ctx: TableContext) -> Markup:
    """A colonist, named (for the supply, the ship and San Juan)."""
    return once(("colonist", ctx.lang), lambda: picture("pr-colonist", ctx.t("pr.colonist"), cls="pr-dot on",
                                                        decorative=True))


def building_tile(ctx: TableContext, name: str, decorative: bool = True) -> Markup:
    """A building's tile in its kind's colour (a production building's good, violet, large
    violet), named in words (decorative where its name stands beside it)."""
    return once(("bt", ctx.lang, name, decorative), lambda: picture(
        building_symbol(BUILDING[name]), ctx.t(f"pr.bld.{name}"), cls="pr-bld-pic", decorative=decorative))


def dots(filled: int, total: int) -> str:
    """Colonist circles as text ("●●○"), for the player aid's plain sentences."""
    return "●" * filled + "○" * (total - filled)


def seat_mark(seat: int) -> Markup:
    """A seat's colour with its mark (never the colour alone), beside its name."""
    return h.span(SEAT_MARKS[seat % len(SEAT_MARKS)], class_=["pr-seat-mark", f"pr-s{seat}"], aria_hidden="true")


def changed(now: int, before: int | None) -> int | None:
    """How a figure moved since the player's last decision (None when not known)."""
    return None if before is None else now - before


def tap(ctx: TableContext, code: str, face: Any, cls: str | None = None) -> Markup | None:
    """The choice ``code`` made on its piece, where it happens on the board (a role card, a
    plantation in the row, a building in the supply, a spot, a ship, a barrel): a piece of
    the table kit (web/games/kit.py) while ``code`` is legal; while it is not and the person
    has a decision to make, a piece that says why not when tapped; ``None`` otherwise. It
    shows ``face``; its accessible name goes on with the action's words."""
    action = next((a for a in ctx.legal if a.code == code), None)
    if action is None:  # while the person decides, a tap on it says why not (web/why.py)
        return kit.why_piece(code, face, label(Action.parse(code), ctx), cls=["pr-tap", cls]) if ctx.legal else None
    return kit.piece(ctx, kit.play(code), face, label(action, ctx), cls=["pr-tap", cls])

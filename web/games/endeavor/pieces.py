"""Small pieces of the Endeavor table: a seat's colour and mark, a token, a tile with its
explanation on tap (its icon: :mod:`.icons`), and the caches that keep a redrawing cheap in the page."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.endeavor.buildings import ALL_BUILDINGS
from engine.endeavor.data import AND
from engine.endeavor.state import SILENT

from ...drawn import Drawn
from ...markup import Markup, fragment, h
from ...widgets import SEAT_MARKS
from .icons import icon, token_icon
from .names import about, actions_of, building, gains, owner, token, token_help

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


def token_face(ctx: TableContext, kind: str, count: int | None = None) -> list[Any]:
    """A trade token as it shows: its icon, and how many if more than one."""
    return [token_icon(kind, token(ctx, kind)), count is not None and count > 1 and h.span(f"×{count}", class_="ev-n")]


def token_chip(ctx: TableContext, kind: str, ident: str, count: int | None = None) -> Markup:
    """A trade token (with how many, if more than one), its explanation on tap."""
    return tip(ident, token_face(ctx, kind, count), about(ctx, token(ctx, kind), token_help(ctx, kind)), cls="ev-token")


def tip(ident: str, face: Any, text: str, cls: Any = None) -> Markup:
    """A tile: its face, and what it is and gives on tap (a details element) and on hover. The
    explanation lies over the panel (it pushes nothing aside), so it is a pop (``data-pop``):
    the page closes it at a tap anywhere else or Escape (main_side/dom.close_pops), or it would cover
    the buttons under it."""
    return h.details(h.summary(face, title=text), h.p(text, class_="ev-tip"), class_=["ev-tile", cls], id=ident,
                     data_pop=True)


def building_face(ctx: TableContext, name: str) -> list[Any]:
    """A building as its tile reads: its level, its name, the attributes it adds when built
    and its worker's action, as icons, with the words for a screen reader (drawn once a
    language: the supply shows every building at each redraw)."""
    return [once(("building", ctx.lang, name), lambda: fragment(_building_face(ctx, name)))]


def _building_face(ctx: TableContext, name: str) -> list[Any]:
    b = ALL_BUILDINGS[name]
    # The start buildings (level 0) have no level to show.
    level = b.level > 0 and h.span(h.span(str(b.level), class_="ev-lvl", aria_hidden="true"),
                               h.span(ctx.t("ev.lvl", n=b.level), class_="sr-only"))
    gains_icons = _gains_icons(name)
    adds = gains_icons and h.span(gains_icons, h.span(ctx.t("ev.adds", what=gains(ctx, b.attributes)),
                                                      class_="sr-only"), class_="ev-adds")
    acts = _action_icons(ctx, name)
    does = acts and h.span(acts, h.span(ctx.t("ev.does", actions=actions_of(ctx, b.actions, b.mode)),
                                        class_="sr-only"), class_="ev-does")
    return [level, h.b(building(ctx, name)), adds, does]


def _gains_icons(name: str) -> list[Any]:
    """The icons of the attributes a building adds, one for each (decorative)."""
    return [icon(a, "", decorative=True) for a, n in ALL_BUILDINGS[name].attributes for _ in range(n)]


def _action_icons(ctx: TableContext, name: str) -> list[Any]:
    """The icons of a building's worker's actions, "or" or "and" between two (decorative)."""
    b = ALL_BUILDINGS[name]
    sep = ctx.t("ev.and" if b.mode == AND else "ev.or").strip()
    acts: list[Any] = []
    for k, a in enumerate(b.actions):
        acts += [k > 0 and h.span(sep, class_="ev-sep", aria_hidden="true"), icon(a, "", decorative=True)]
    return acts


def building_marks(ctx: TableContext, name: str) -> Markup:
    """A building by its marks alone, as its tile in the supply shows them without the name: its
    level, the attributes it adds and its worker's actions, for a compact mat (decorative: the
    building's name beside it is read out). By its level and actions alone, the Workshop was a
    bare 1."""
    def draw() -> Markup:
        b = ALL_BUILDINGS[name]
        acts = _action_icons(ctx, name)
        return h.span(b.level > 0 and h.span(str(b.level), class_="ev-lvl"),
                      b.attributes and h.span(_gains_icons(name), class_="ev-adds"),
                      acts and h.span(acts, class_="ev-does"), class_="ev-bmarks", aria_hidden="true")
    return once(("building-marks", ctx.lang, name), draw)

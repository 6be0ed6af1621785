"""The building supply by level: each type with its copies left and what it gives (on tap),
the three face-up level-5 buildings of this match and the face-down ones left out. A
building the player may build (or remove, by the scarce-buildings rule) now is chosen here,
by the piece beside its tile (web/games/kit.py); at the start, the two sides of the start
building stand above the levels, each with its piece."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import Action
from engine.endeavor.buildings import BUILDINGS

from ...markup import Markup, h
from ...widgets import button
from .. import kit
from .names import about, building, building_help
from .pieces import building_face, memo, tip
from .words import label

if TYPE_CHECKING:
    from ...context import TableContext

LEVELS = (1, 2, 3, 4, 5)
#: The choices made in the supply: a building to build or remove, a start building's side.
KINDS = ("build", "remove", "start")


def offered(ctx: TableContext) -> list[Action]:
    return [a for a in ctx.legal if a.kind in KINDS]


#: The table's own state (``ctx.ui``, kept from one decision to the next: ``LASTING_UI``): the
#: supply shown on a phone when no choice is made in it.
SHOW = "ev-supply"


def supply(ctx: TableContext) -> Markup:
    v = ctx.board
    legal = tuple((a.code, kit.hinted(ctx, kit.play(a.code))) for a in offered(ctx))
    inputs = ("ev-supply", ctx.lang, v["supply"], v["face_up"], v["face_down"], v["removed_buildings"], legal,
              bool(ctx.ui.get(SHOW)))
    return memo(inputs, lambda: _draw(ctx))


def _tile(ctx: TableContext, name: str, face: list[object], action: Action | None, gone: bool = False,
          why: bool = False) -> Markup:
    """A building's tile: its explanation on a tap, or, where it is a choice now, the piece
    that chooses it with its explanation on a tap of the "?" beside it; while the player
    builds (``why``), a building they cannot build is a piece that says why, its "?" beside it."""
    about_it = about(ctx, building(ctx, name), building_help(ctx, name))
    if action is None and not why:
        return h.li(tip(f"ev-sup-{name}", face, about_it, cls=["ev-bld", gone and "ev-gone"]), class_="ev-sup")
    ask = [h.span("?", aria_hidden="true"), h.span(ctx.t("ev.about", building=building(ctx, name)), class_="sr-only")]
    if action is None:
        code = f"build:{name}"
        piece = kit.why_piece(code, face, label(Action.parse(code), ctx), cls=["ev-mp", "ev-bld", gone and "ev-gone"])
    else:
        piece = kit.piece(ctx, kit.play(action.code), face, label(action, ctx), cls="ev-mp ev-bld")
    return h.li(piece, tip(f"ev-sup-{name}", ask, about_it, cls="ev-about"), class_=["ev-sup", action and "can"])


def _start(ctx: TableContext, starts: list[Action]) -> Markup:
    tiles = [_tile(ctx, a.word(), building_face(ctx, a.word()), a) for a in starts]
    return h.li(h.h3(ctx.t("ev.start_side")), h.ul(tiles, class_="ev-held"), class_="ev-level")


def _draw(ctx: TableContext) -> Markup:
    v = ctx.board
    chosen = {a.word(): a for a in offered(ctx) if a.kind != "start"}
    starts = [a for a in offered(ctx) if a.kind == "start"]
    rows = [_start(ctx, starts)] if starts else []
    building_now = any(a.kind == "build" for a in offered(ctx))
    for level in LEVELS:
        names = [b.name for b in BUILDINGS.values() if b.level == level and (level < 5 or b.name in v["face_up"])]
        tiles = []
        for name in names:
            left = v["supply"].get(name, 0)
            face = [*building_face(ctx, name), " ", h.span(f"×{left}", class_="ev-n", aria_hidden="true"),
                    h.span(ctx.t("ev.bh.copies", n=left), class_="sr-only")]
            tiles.append(_tile(ctx, name, face, chosen.get(name), gone=not left, why=building_now))
        extra = level == 5 and v["face_down"] > 0 and h.li(h.span(ctx.t("ev.face_down", n=v["face_down"]),
                                                              class_="ev-note"))
        rows.append(h.li(h.h3(ctx.t("ev.supply_level", n=level)), h.ul(tiles, extra, class_="ev-held"),
                         class_="ev-level"))
    removed = v["removed_buildings"]
    # On a phone the levels are folded away unless a choice is made here or the player shows them.
    asked = bool(ctx.ui.get(SHOW))
    toggle = not offered(ctx) and button(ctx.t("ev.supply_show"), kit.pick(SHOW, "" if asked else "1"), pressed=asked,
                                         cls="small ev-whole")
    return h.section(h.div(h.h2(ctx.t("ev.supply")), toggle, class_="ev-head"), h.ul(rows, class_="ev-levels"),
                     removed and h.p(ctx.t("ev.removed_buildings",
                                           list=ctx.listed(building(ctx, b) for b in removed)), class_="ev-note"),
                     class_=["panel", "ev-supply", not offered(ctx) and not asked and "ev-folded"], id="ev-supply")

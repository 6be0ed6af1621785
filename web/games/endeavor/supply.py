"""The building supply by level: each type with its copies left and what it gives (on tap),
the three face-up level-5 buildings of this match and the face-down ones left out; a
building the player may build (or remove, by the scarce-buildings rule) now can be tapped
here as well as in the action bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.endeavor.buildings import BUILDINGS

from ...markup import Markup, h
from ...widgets import button
from .names import building, building_help
from .pieces import building_face, memo, tip
from .words import label

if TYPE_CHECKING:
    from ...context import TableContext

LEVELS = (1, 2, 3, 4, 5)


def supply(ctx: TableContext) -> Markup:
    v = ctx.board
    legal = tuple(a.code for a in ctx.legal if a.kind in ("build", "remove"))
    inputs = ("ev-supply", ctx.lang, v["supply"], v["face_up"], v["face_down"], v["removed_buildings"], legal)
    return memo(inputs, lambda: _draw(ctx))


def _draw(ctx: TableContext) -> Markup:
    v = ctx.board
    offered = {a.word(): a for a in ctx.legal if a.kind in ("build", "remove")}
    rows = []
    for level in LEVELS:
        names = [b.name for b in BUILDINGS.values() if b.level == level and (level < 5 or b.name in v["face_up"])]
        tiles = []
        for name in names:
            left = v["supply"].get(name, 0)
            face = [*building_face(ctx, name), " ", h.span(ctx.t("ev.bh.copies", n=left), class_="ev-n")]
            body = [tip(f"ev-sup-{name}", face, f"{building(ctx, name)}: {building_help(ctx, name)}",
                        cls=["ev-bld", not left and "ev-gone"])]
            action = offered.get(name)
            if action is not None:
                body.append(button(label(action, ctx), f"play:{action.code}", content=ctx.t(f"ev.tap.{action.kind}"),
                                   cls="ev-tapb"))
            tiles.append(h.li(body, class_=["ev-sup", action is not None and "can"]))
        extra = level == 5 and v["face_down"] > 0 and h.li(h.span(ctx.t("ev.face_down", n=v["face_down"]),
                                                              class_="ev-note"))
        rows.append(h.li(h.h3(ctx.t("ev.supply_level", n=level)), h.ul(tiles, extra, class_="ev-held")))
    removed = v["removed_buildings"]
    return h.section(h.h2(ctx.t("ev.supply")), h.ul(rows, class_="ev-levels"),
                     removed and h.p(ctx.t("ev.removed_buildings", list=", ".join(building(ctx, b) for b in removed)),
                                     class_="ev-note"),
                     class_="panel ev-supply", id="ev-supply")

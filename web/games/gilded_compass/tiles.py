"""The Gilded Compass's tiles drawn small: a face (a site's colour with its initial, never the
colour alone, and the tile's figures) and, on tap or hover, what the tile is and gives."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.gilded_compass.data import ITEMS, MAPS, MISSIONS, SPECIALISTS

from ...markup import Markup, h
from .names import (
    ability,
    ability_help,
    artifact,
    artifact_gold,
    collection_help,
    initial,
    item_help,
    item_name,
    map_help,
    map_tile_name,
    mission_help,
    mission_name,
    rt,
    specialist_help,
    specialist_name,
)
from .pieces import once, plain_die, tip

if TYPE_CHECKING:
    from ...context import TableContext


def swatch(ctx: TableContext, colours: tuple[str, ...]) -> Markup:
    """A site's colour with its initial (a map of every site: a mark of its own)."""
    colour = colours[0] if len(colours) == 1 else "all" if len(colours) > 2 else "two"
    text = initial(ctx, colours[0]) if len(colours) == 1 else (
        ctx.t("gc.site_i.all") if len(colours) > 2 else "/".join(initial(ctx, c) for c in colours))
    return h.span(text, class_=["gc-sw", f"gc-c-{colour}"], aria_hidden="true")


def map_face(ctx: TableContext, m: int) -> Markup:
    tile = MAPS[m]
    return once(("map", ctx.lang, m), lambda: h.span(
        swatch(ctx, tile.colours), h.span(f"{tile.small}/{tile.large}", class_="gc-fig"),
        h.span(map_tile_name(ctx, tile), class_="sr-only"), class_="gc-face-map"))


def map_tile(ctx: TableContext, m: int, where: str) -> Markup:
    return once(("map-tile", ctx.lang, m, where),
                lambda: tip(f"gc-{where}-map-{m}", map_face(ctx, m), map_help(ctx, MAPS[m]), "gc-map"))


def specialist_face(ctx: TableContext, s: int) -> Markup:
    sp = SPECIALISTS[s]
    return once(("spec", ctx.lang, s), lambda: h.span(
        swatch(ctx, (sp.colour,)), h.span(ctx.t(f"gc.kind_i.{sp.kind}"), class_="gc-kind", aria_hidden="true"),
        h.span(sp.gold, class_="gc-gold", aria_hidden="true"), h.span(specialist_name(ctx, s), class_="sr-only"),
        class_="gc-face-spec"))


def specialist_tile(ctx: TableContext, s: int, where: str) -> Markup:
    return once(("spec-tile", ctx.lang, s, where),
                lambda: tip(f"gc-{where}-spec-{s}", specialist_face(ctx, s), specialist_help(ctx, s), "gc-spec"))


def item_face(ctx: TableContext, i: int, with_dice: bool = True) -> Markup:
    it = ITEMS[i]
    return once(("item", ctx.lang, i, with_dice), lambda: h.span(
        swatch(ctx, (it.colour,)), h.span(ctx.t(f"gc.item_i.{it.kind}"), class_="gc-kind", aria_hidden="true"),
        with_dice and h.span([plain_die(v) for v in it.dice], class_="gc-needs", aria_hidden="true"),
        h.span(item_name(ctx, i), class_="sr-only"), class_="gc-face-item"))


def item_tile(ctx: TableContext, i: int, where: str, with_dice: bool = True) -> Markup:
    return once(("item-tile", ctx.lang, i, where, with_dice),
                lambda: tip(f"gc-{where}-item-{i}", item_face(ctx, i, with_dice), item_help(ctx, i), "gc-item"))


def ability_tile(ctx: TableContext, name: str, where: str, note: str | None = None) -> Markup:
    return once(("abil-tile", ctx.lang, name, where, note), lambda: _ability_tile(ctx, name, where, note))


def _ability_tile(ctx: TableContext, name: str, where: str, note: str | None) -> Markup:
    face = h.span(ability(ctx, name), note and " ", note and h.small(note), class_="gc-face-abil")
    return tip(f"gc-{where}-abil", face, ability_help(ctx, name), "gc-abil")


def artifact_tile(ctx: TableContext, kind: str, where: str, collection: int | None = None,
                  mine: bool = False) -> Markup:
    return once(("art-tile", ctx.lang, kind, where, collection, mine),
                lambda: _artifact_tile(ctx, kind, where, collection, mine))


def _artifact_tile(ctx: TableContext, kind: str, where: str, collection: int | None, mine: bool) -> Markup:
    gold = artifact_gold(collection, kind)
    face = h.span(artifact(ctx, kind), mine and h.b(f" ×{gold}", class_="gc-gold"), class_=["gc-face-art",
                                                                                              f"gc-a-{kind}"])
    text = ctx.t("gc.artifact_help_mine" if mine else "gc.artifact_help", kind=artifact(ctx, kind), n=gold)
    return tip(f"gc-{where}-art", face, text, "gc-art")


def mission_tile(ctx: TableContext, m: int, where: str) -> Markup:
    return once(("mission-tile", ctx.lang, m, where), lambda: _mission_tile(ctx, m, where))


def _mission_tile(ctx: TableContext, m: int, where: str) -> Markup:
    mission = MISSIONS[m]
    face = h.span(swatch(ctx, mission.map.colours) if mission.map else None,
                  h.span(mission_name(ctx, m), class_="gc-mname"), class_="gc-face-mission")
    return tip(f"gc-{where}-mission-{m}", face, mission_help(ctx, m), "gc-mission")


def collection_tile(ctx: TableContext, c: int, where: str) -> Markup:
    return once(("coll-tile", ctx.lang, c, where), lambda: tip(
        f"gc-{where}-collection", h.span(ctx.t("gc.collection"), class_="gc-face-coll"), collection_help(ctx, c),
        "gc-coll"))


def hidden_tile(ctx: TableContext, what: str, n: int, where: str) -> Markup:
    """A count of face-down tiles (another seat's missions, items ...): what they are, never which."""
    return once(("hidden-tile", ctx.lang, what, n, where), lambda: tip(
        f"gc-{where}-hidden-{what}", h.span(ctx.t(f"gc.hidden.{what}", n=n), class_="gc-face-hidden"),
        rt(ctx, f"gc.hidden_help.{what}"), "gc-hidden"))

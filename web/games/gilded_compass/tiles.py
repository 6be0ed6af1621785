"""The Gilded Compass's tiles drawn small: a face (its site's mark and its kind's mark, SVG
symbols of :mod:`.symbols`, beside its name in words and its figures) and, on tap or hover,
what the tile is and gives. The marks are decorative where the words stand beside them; the
full name is the tile's accessible name, and its explanation the tooltip."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, TypeVar

from engine.gilded_compass.data import ITEMS, MAPS, MISSIONS, SPECIALISTS

from ...markup import Markup, h
from .names import (
    ability,
    ability_help,
    artifact,
    artifact_gold,
    collection_help,
    item_help,
    item_name,
    kind,
    map_help,
    map_tile_name,
    mission_help,
    mission_name,
    rt,
    site,
    sites,
    specialist_help,
    specialist_name,
)
from .pieces import once, plain_die, tip
from .symbols import kind_mark, site_mark

if TYPE_CHECKING:
    from ...context import TableContext


def _words(text: str, cls: str = "gc-tname") -> Markup:
    """The words a face shows (the face's accessible name is its full name, in ``sr-only``)."""
    return h.span(text, class_=cls, aria_hidden="true")


def map_face(ctx: TableContext, m: int) -> Markup:
    tile = MAPS[m]
    return once(("map", ctx.lang, m), lambda: h.span(
        site_mark(tile.colours, ""), kind_mark("map", ""), _words(sites(ctx, tile.colours)),
        _words(f"{tile.small}/{tile.large}", "gc-fig"), h.span(map_tile_name(ctx, tile), class_="sr-only"),
        class_="gc-tface gc-face-map"))


def map_tile(ctx: TableContext, m: int, where: str) -> Markup:
    return once(("map-tile", ctx.lang, m, where),
                lambda: tip(f"gc-{where}-map-{m}", map_face(ctx, m), map_help(ctx, MAPS[m]), "gc-map"))


def specialist_face(ctx: TableContext, s: int) -> Markup:
    sp = SPECIALISTS[s]
    return once(("spec", ctx.lang, s), lambda: h.span(
        site_mark((sp.colour,), ""), kind_mark(sp.kind, ""),
        _words(ctx.t("gc.specialist_short", site=site(ctx, sp.colour), kind=kind(ctx, sp.kind))),
        _words(ctx.t("gc.gold_short", n=sp.gold), "gc-gold"), h.span(specialist_name(ctx, s), class_="sr-only"),
        class_="gc-tface gc-face-spec"))


def specialist_tile(ctx: TableContext, s: int, where: str) -> Markup:
    return once(("spec-tile", ctx.lang, s, where),
                lambda: tip(f"gc-{where}-spec-{s}", specialist_face(ctx, s), specialist_help(ctx, s), "gc-spec"))


def item_face(ctx: TableContext, i: int, with_dice: bool = True) -> Markup:
    it = ITEMS[i]
    mark = "compass" if it.kind == "cartographer" else "tool"
    return once(("item", ctx.lang, i, with_dice), lambda: h.span(
        site_mark((it.colour,), ""), kind_mark(mark, ""), _words(item_name(ctx, i)),
        with_dice and h.span([plain_die(v) for v in it.dice], class_="gc-needs", aria_hidden="true"),
        h.span(item_name(ctx, i), class_="sr-only"), class_="gc-tface gc-face-item"))


def item_tile(ctx: TableContext, i: int, where: str, with_dice: bool = True) -> Markup:
    return once(("item-tile", ctx.lang, i, where, with_dice),
                lambda: tip(f"gc-{where}-item-{i}", item_face(ctx, i, with_dice), item_help(ctx, i), "gc-item"))


def ability_tile(ctx: TableContext, name: str, where: str, note: str | None = None) -> Markup:
    return once(("abil-tile", ctx.lang, name, where, note), lambda: _ability_tile(ctx, name, where, note))


def _ability_tile(ctx: TableContext, name: str, where: str, note: str | None) -> Markup:
    face = h.span(kind_mark("ability", ""), ability(ctx, name), note and " ", note and h.small(note),
                  class_="gc-tface gc-face-abil")
    return tip(f"gc-{where}-abil", face, ability_help(ctx, name), "gc-abil")


def artifact_tile(ctx: TableContext, kind: str, where: str, collection: int | None = None,
                  mine: bool = False) -> Markup:
    return once(("art-tile", ctx.lang, kind, where, collection, mine),
                lambda: _artifact_tile(ctx, kind, where, collection, mine))


def _artifact_tile(ctx: TableContext, kind: str, where: str, collection: int | None, mine: bool) -> Markup:
    gold = artifact_gold(collection, kind)
    face = h.span(kind_mark(kind, ""), artifact(ctx, kind), mine and h.b(f" ×{gold}", class_="gc-gold"),
                  class_=["gc-tface", "gc-face-art", f"gc-a-{kind}"])
    text = ctx.t("gc.artifact_help_mine" if mine else "gc.artifact_help", kind=artifact(ctx, kind), n=gold)
    return tip(f"gc-{where}-art", face, text, "gc-art")


def mission_tile(ctx: TableContext, m: int, where: str) -> Markup:
    return once(("mission-tile", ctx.lang, m, where), lambda: _mission_tile(ctx, m, where))


def _mission_tile(ctx: TableContext, m: int, where: str) -> Markup:
    mission = MISSIONS[m]
    face = h.span(kind_mark("mission", ""), site_mark(mission.map.colours, "") if mission.map else None,
                  h.span(mission_name(ctx, m), class_="gc-mname"), class_="gc-tface gc-face-mission")
    return tip(f"gc-{where}-mission-{m}", face, mission_help(ctx, m), "gc-mission")


def collection_tile(ctx: TableContext, c: int, where: str) -> Markup:
    return once(("coll-tile", ctx.lang, c, where), lambda: tip(
        f"gc-{where}-collection",
        h.span(kind_mark("collection", ""), ctx.t("gc.collection"), class_="gc-tface gc-face-coll"),
        collection_help(ctx, c), "gc-coll"))


#: The mark of each kind of face-down tile.
HIDDEN_MARKS = {"missions": "mission", "items": "compass", "sunken_hidden": "sunken", "galleon_drawn": "sunken",
                "collection": "collection"}


def treasure_tile(ctx: TableContext, gold: int | None, where: str, metal: str | None = None) -> Markup:
    """A sunken treasure (``metal`` None) or a tower token, with its gold when it is known."""
    return once(("treasure", ctx.lang, gold, where, metal), lambda: _treasure_tile(ctx, gold, where, metal))


def _treasure_tile(ctx: TableContext, gold: int | None, where: str, metal: str | None) -> Markup:
    if metal is None:
        name = ctx.t("gc.sunken_tile", n=gold)
        face = h.span(kind_mark("sunken", ""), _words(ctx.t("gc.gold_short", n=gold), "gc-gold"),
                      h.span(name, class_="sr-only"), class_="gc-tface gc-face-treasure")
        return tip(f"gc-{where}-sunken-{gold}", face, name, "gc-treasure")
    name = ctx.t("gc.token_tile" if gold is not None else "gc.token_tile_hidden", metal=ctx.t(f"gc.metal.{metal}"),
                 n=gold)
    face = h.span(kind_mark("token", "", cls=f"gc-m-{metal}"), _words(ctx.t(f"gc.metal.{metal}"), "gc-metal"),
                  gold is not None and _words(ctx.t("gc.gold_short", n=gold), "gc-gold"),
                  h.span(name, class_="sr-only"), class_="gc-tface gc-face-treasure")
    return tip(f"gc-{where}-token-{metal}-{gold}", face, name, "gc-treasure")


def hidden_tile(ctx: TableContext, what: str, n: int, where: str) -> Markup:
    """A count of face-down tiles (another seat's missions, items ...): what they are, never which."""
    return once(("hidden-tile", ctx.lang, what, n, where), lambda: tip(
        f"gc-{where}-hidden-{what}", h.span(
            kind_mark(HIDDEN_MARKS[what], ""), h.span(ctx.t(f"gc.hidden.{what}", n=n), class_="gc-hwords"),
            class_=["gc-tface", "gc-face-hidden", f"gc-h-{what}"]),
        rt(ctx, f"gc.hidden_help.{what}"), "gc-hidden"))


K = TypeVar("K", bound=Hashable)


def by_kind(tiles: Sequence[K], tile: Callable[[K], Markup]) -> list[Markup]:
    """Tiles alike drawn once a kind, in the order first met, each with "×n" when there are n > 1
    (a discard pile, another seat's face-down tower tokens)."""
    return [h.span(tile(kind), n > 1 and h.b(f"×{n}", class_="gc-n"), class_="gc-disc")
            for kind, n in Counter(tiles).items()]

"""The Gilded Compass's things in words: buildings, sites, tiles, abilities, metals.

Facts (a map's values, a specialist's gold, the dice an item asks for, a mission's
threshold) come from the engine's data module; the rules' numbers a text names are filled
in through :func:`rt`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.gilded_compass.data import (
    ABILITIES_SHOWN,
    ARTIFACT_GOLD_MOST,
    ARTIFACT_GOLD_OTHER,
    ARTIFACT_GOLD_PREFERRED,
    AUCTION_DRAWS,
    COLLECTIONS,
    COLOURS,
    GALLEON_KEEP_MOST,
    GALLEON_KEEP_OTHER,
    GUILD_DRAW,
    HELP_DICE,
    ITEMS,
    KNOWLEDGE_PER_GOLD,
    MAPS,
    MAPS_SHOWN,
    MISSIONS,
    POWER_DICE,
    SPECIALISTS,
    TOWER_SUM,
    UNIVERSITY_PAIR_SUM,
    UNUSED_ABILITY_GOLD,
    MapTile,
)

if TYPE_CHECKING:
    from collections.abc import Iterable

    from ...context import TableContext

#: The rules' numbers the texts name, from the engine's data (each fact once).
NUMBERS = {
    "maps_shown": MAPS_SHOWN, "pair5": UNIVERSITY_PAIR_SUM, "sum7": TOWER_SUM, "help_dice": HELP_DICE,
    "power_dice": POWER_DICE, "guild_draw": GUILD_DRAW, "auction_draw": AUCTION_DRAWS[0][0],
    "auction_keep": AUCTION_DRAWS[0][1], "auction_draw2": AUCTION_DRAWS[1][0], "abilities_shown": ABILITIES_SHOWN,
    "keep_most": GALLEON_KEEP_MOST, "keep_other": GALLEON_KEEP_OTHER, "per_gold": KNOWLEDGE_PER_GOLD,
    "most": ARTIFACT_GOLD_MOST, "preferred": ARTIFACT_GOLD_PREFERRED, "other": ARTIFACT_GOLD_OTHER,
    "ability_gold": UNUSED_ABILITY_GOLD,
}


def rt(ctx: TableContext, key: str, **fields: object) -> str:
    """The text ``key`` with ``fields`` and the rules' numbers (:data:`NUMBERS`) filled in."""
    return ctx.t(key, **{**NUMBERS, **fields})


def then(ctx: TableContext, first: str, *more: str) -> str:
    """Sentences, or a phrase and its note, one after another: a space between them in English
    and Korean, none after Chinese full-width punctuation (``word.then``)."""
    for text in more:
        first = ctx.t("word.then", a=first, b=text)
    return first


def building(ctx: TableContext, name: str) -> str:
    return ctx.t(f"gc.b.{name}")


def site(ctx: TableContext, colour: str) -> str:
    return ctx.t(f"gc.site.{colour}")


def sites(ctx: TableContext, colours: tuple[str, ...]) -> str:
    if len(colours) == len(COLOURS):
        return ctx.t("gc.every_site")
    return ctx.t("gc.and", a=site(ctx, colours[0]), b=site(ctx, colours[1])) if len(colours) == 2 else site(
        ctx, colours[0])


def values(vs: Iterable[int] | None) -> str:
    """Dice values as a person writes them: ``1 3 3 6``."""
    return " ".join(str(v) for v in vs) if vs else "–"


def map_tile_name(ctx: TableContext, tile: MapTile) -> str:
    return ctx.t("gc.map", site=sites(ctx, tile.colours), small=tile.small, large=tile.large)


def map_name(ctx: TableContext, m: int) -> str:
    return map_tile_name(ctx, MAPS[m])


def map_help(ctx: TableContext, tile: MapTile) -> str:
    return ctx.t("gc.map_help", site=sites(ctx, tile.colours), small=tile.small, large=tile.large)


def kind(ctx: TableContext, k: str) -> str:
    return ctx.t(f"gc.kind.{k}")


def specialist_name(ctx: TableContext, s: int) -> str:
    sp = SPECIALISTS[s]
    return ctx.t("gc.specialist", site=site(ctx, sp.colour), kind=kind(ctx, sp.kind), n=sp.gold)


def specialist_help(ctx: TableContext, s: int) -> str:
    sp = SPECIALISTS[s]
    return ctx.t("gc.specialist_help", site=site(ctx, sp.colour), kind=kind(ctx, sp.kind), n=sp.gold)


def item_name(ctx: TableContext, i: int) -> str:
    it = ITEMS[i]
    return ctx.t("gc.item", site=site(ctx, it.colour), item=ctx.t(f"gc.item_kind.{it.kind}"))


def item_help(ctx: TableContext, i: int) -> str:
    it = ITEMS[i]
    return ctx.t("gc.item_help", site=site(ctx, it.colour), kind=kind(ctx, it.kind),
                 item=ctx.t(f"gc.item_kind.{it.kind}"), dice=values(it.dice))


def ability(ctx: TableContext, name: str) -> str:
    return ctx.t(f"gc.abil.{name}")


def ability_help(ctx: TableContext, name: str) -> str:
    return rt(ctx, f"gc.abil_help.{name}")


def artifact(ctx: TableContext, kind_: str) -> str:
    return ctx.t(f"gc.art.{kind_}")


def artifact_gold(collection: int | None, kind_: str) -> int:
    """What one artifact of ``kind_`` scores with this private collection (4, 2 or 1)."""
    if collection is None:
        return ARTIFACT_GOLD_OTHER
    c = COLLECTIONS[collection]
    return ARTIFACT_GOLD_MOST if kind_ == c.most else ARTIFACT_GOLD_PREFERRED if kind_ == c.preferred else (
        ARTIFACT_GOLD_OTHER)


def collection_help(ctx: TableContext, c: int) -> str:
    col = COLLECTIONS[c]
    return rt(ctx, "gc.collection_help", a=artifact(ctx, col.most), b=artifact(ctx, col.preferred))


def mission_name(ctx: TableContext, m: int) -> str:
    return ctx.t(f"gc.mission.{m}")


def mission_help(ctx: TableContext, m: int) -> str:
    mission = MISSIONS[m]
    if mission.map is not None:
        return map_help(ctx, mission.map)
    return ctx.t(f"gc.mrule.{mission.rule}", n=mission.threshold, gold=mission.gold)


def metal(ctx: TableContext, m: str) -> str:
    return ctx.t(f"gc.metal.{m}")


#: Ordinals up to this have words of their own (1st, 2nd ...); the seventh entrance is the last.
ORDINALS = 8


def ordinal(ctx: TableContext, n: int) -> str:
    return ctx.t(f"gc.nth.{n}") if 1 <= n <= ORDINALS else ctx.t("gc.nth.n", n=n)

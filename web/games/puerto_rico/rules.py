"""How to play Puerto Rico (web/rules_screen.py): the sections, and the figures drawn with the
table's own tiles, barrels, colonists and doubloons. The words are in :mod:`.rules_texts`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.puerto_rico.data import GOODS

from ...markup import Markup, h
from ...rules_screen import Block, Draw, Figure, Items, Rules, Section
from .pieces import building_tile, circles, coins, colonist, named
from .rules_texts import TEXTS

if TYPE_CHECKING:
    from ...context import TableContext

ROLES = ("settler", "mayor", "builder", "craftsman", "trader", "captain")


def _tiles(ctx: TableContext) -> list[Markup]:
    return [named(ctx, kind, ctx.t(f"pr.tile.{kind}"), tile=True) for kind in (*GOODS, "quarry")]


def _barrels(ctx: TableContext) -> list[Markup]:
    return [named(ctx, good, ctx.t(f"pr.good.{good}")) for good in GOODS]


def _building(name: str, filled: int, total: int) -> Draw:
    def draw(ctx: TableContext) -> Markup:
        return h.span(building_tile(ctx, name), " ", h.span(ctx.t(f"pr.bld.{name}"), class_="pr-nm"), " ",
                      circles(ctx, filled, total), class_="pr-named")
    return draw


def _named_buildings(*names: str) -> Draw:
    def draw(ctx: TableContext) -> list[Markup]:
        return [h.span(building_tile(ctx, n), " ", h.span(ctx.t(f"pr.bld.{n}"), class_="pr-nm"), class_="pr-named")
                for n in names]
    return draw


def _city(ctx: TableContext) -> list[Markup]:
    return [h.span(colonist(ctx), " ", ctx.t("pr.colonist"), class_="pr-named"),
            h.span(coins(ctx, 3), " ", ctx.t("pr.doubloons"), class_="pr-named"),
            _building("small_market", 1, 1)(ctx), _building("indigo_plant", 2, 3)(ctx)]


def _section(anchor: str, *blocks: Block) -> Section:
    return Section(anchor, f"pr.rules.{anchor}", tuple(blocks))


def _items(anchor: str, n: int) -> Items:
    return Items(tuple(f"pr.rules.{anchor}.i{i}" for i in range(1, n + 1)))


SECTIONS = (
    _section("goal", "pr.rules.goal.1", "pr.rules.goal.2"),
    _section("parts", "pr.rules.parts.1", Figure(_tiles, "pr.rules.parts.fig1"), "pr.rules.parts.2",
             Figure(_barrels, "pr.rules.parts.fig2"), "pr.rules.parts.3", Figure(_city, "pr.rules.parts.fig3")),
    _section("round", "pr.rules.round.1", _items("round", 4), "pr.rules.round.2"),
    _section("settler", "pr.rules.settler.1", Figure(_tiles, "pr.rules.settler.fig"), "pr.rules.settler.2"),
    _section("mayor", "pr.rules.mayor.1", Figure(_building("indigo_plant", 2, 3), "pr.rules.mayor.fig"),
             "pr.rules.mayor.2"),
    _section("builder", "pr.rules.builder.1",
             Figure(_named_buildings("small_market", "sugar_mill", "city_hall"), "pr.rules.builder.fig"),
             "pr.rules.builder.2"),
    _section("craftsman", "pr.rules.craftsman.1", "pr.rules.craftsman.2"),
    _section("trader", "pr.rules.trader.1", Figure(_barrels, "pr.rules.trader.fig"), "pr.rules.trader.2"),
    _section("captain", "pr.rules.captain.1", _items("captain", 4), "pr.rules.captain.2"),
    _section("end", "pr.rules.end.1", _items("end", 3), "pr.rules.end.2"),
    _section("table", "pr.rules.table.1", _items("table", 4)),
)

#: The view's phase -> the section that explains it (the storage ends the captain's phase).
PHASES = {"role": "round", **{role: role for role in ROLES}, "storage": "captain", "over": "end"}

RULES = Rules(SECTIONS, TEXTS, lambda phase: PHASES.get(phase, "goal"))

"""How to play the Order of the Gilded Compass (web/rules_screen.py): the sections, the figures
drawn with the table's own dice and marks, and the buildings, abilities and scoring in the words
of the table's player aid (web/games/gilded_compass/aid.py). Our own words: :mod:`.rules_texts`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.gilded_compass.data import A_BUILDINGS, ABILITIES, B_BUILDINGS, C_BUILDINGS, COLOURS

from ...markup import Markup, h
from ...rules_screen import Block, Draw, Drawn, Figure, Items, Rules, Section
from .aid import SCORING
from .names import ability, ability_help, building, kind, rt, site
from .pieces import dice
from .symbols import kind_mark, site_mark

if TYPE_CHECKING:
    from ...context import TableContext

from .rules_texts import TEXTS

THINGS = ("map", "cartographer", "excavator", "compass", "tool", "sunken", "token", "mission", "ability")


def _dice(ctx: TableContext) -> list[Markup]:
    return [dice(ctx, seat, values) for seat, values in ((0, (1, 3, 3, 6)), (1, (2, 2, 5)), (2, (4,)))]


def _sites(ctx: TableContext) -> list[Markup]:
    return [h.span(site_mark((c,), site(ctx, c)), site(ctx, c), class_="rules-named") for c in COLOURS]


def _things(ctx: TableContext) -> list[Markup]:
    words = {"map": "gc.maps", "sunken": "gc.rules.sunken", "token": "gc.tower_tokens", "mission": "gc.missions",
             "ability": "gc.abilities", "compass": "gc.rules.compass", "tool": "gc.rules.tool"}
    named = [(k, ctx.t(words[k]) if k in words else kind(ctx, k)) for k in THINGS]
    return [h.span(kind_mark(k, name), name, class_="rules-named") for k, name in named]


def _buildings(names: tuple[str, ...]) -> Draw:
    def draw(ctx: TableContext) -> Markup:
        return h.ul([h.li(h.b(building(ctx, b)), ": ", rt(ctx, f"gc.rule.{b}"), " ", h.i(ctx.t("gc.aid.resolves")),
                          " ", rt(ctx, f"gc.resolve.{b}")) for b in names], class_="rules-list")
    return draw


def _abilities(ctx: TableContext) -> Markup:
    return h.ul([h.li(h.b(ability(ctx, a)), ": ", ability_help(ctx, a)) for a in ABILITIES], class_="rules-list")


def _scoring(ctx: TableContext) -> Markup:
    return h.ul([h.li(rt(ctx, f"gc.aid.score.{s}")) for s in SCORING], class_="rules-list")


def _section(anchor: str, *blocks: Block) -> Section:
    return Section(anchor, f"gc.rules.{anchor}", tuple(blocks))


def _items(anchor: str, n: int) -> Items:
    return Items(tuple(f"gc.rules.{anchor}.i{i}" for i in range(1, n + 1)))


SECTIONS = (
    _section("goal", "gc.rules.goal.1", "gc.rules.goal.2"),
    _section("parts", "gc.rules.parts.1", Figure(_dice, "gc.rules.parts.fig1"), "gc.rules.parts.2",
             Figure(_sites, "gc.rules.parts.fig2"), Figure(_things, "gc.rules.parts.fig3")),
    _section("round", Drawn(lambda ctx: h.p(rt(ctx, "gc.aid.round", rounds="5–6"))), _items("round", 4)),
    _section("buildings", "gc.rules.buildings.1", Drawn(lambda ctx: h.p(ctx.t("gc.aid.order"))),
             "gc.rules.buildings.a", Drawn(_buildings(A_BUILDINGS)), "gc.rules.buildings.b",
             Drawn(_buildings(B_BUILDINGS)), "gc.rules.buildings.c", Drawn(_buildings(C_BUILDINGS))),
    _section("abilities", "gc.rules.abilities.1", Drawn(_abilities)),
    _section("end", "gc.rules.end.1", Drawn(_scoring), Drawn(lambda ctx: h.p(ctx.t("gc.aid.tiebreak")))),
    _section("table", "gc.rules.table.1", _items("table", 6)),
)

#: The view's phase -> the section that explains it.
PHASES = {"turn": "round", "resolve": "buildings", "over": "end"}

RULES = Rules(SECTIONS, TEXTS, lambda phase: PHASES.get(phase, "goal"))

"""How to play Mundus Novus (web/rules_screen.py): the sections, and the figures drawn with the
table's own cards. The words are in :mod:`.rules_texts`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.mundus_novus import cards as C

from ...markup import Markup, h
from ...pictures import picture
from ...rules_screen import Block, Draw, Figure, Items, Rules, Section
from .pieces import KIND, rcard
from .rules_texts import TEXTS

if TYPE_CHECKING:
    from ...context import TableContext


def _cards(*types: int) -> Draw:
    return lambda ctx: [rcard(ctx, t) for t in types]


def _kinds(ctx: TableContext) -> list[Markup]:
    return [h.span(picture(symbol, ctx.t(f"mn.kind.{kind}"), decorative=True), ctx.t(f"mn.kind.{kind}"),
                   class_="rules-named") for kind, symbol in KIND.items()]


def _section(anchor: str, *blocks: Block) -> Section:
    return Section(anchor, f"mn.rules.{anchor}", tuple(blocks))


def _items(anchor: str, n: int) -> Items:
    return Items(tuple(f"mn.rules.{anchor}.i{i}" for i in range(1, n + 1)))


SECTIONS = (
    _section("goal", "mn.rules.goal.1", "mn.rules.goal.2",
             Figure(_cards(*C.GOODS, C.RELIC), "mn.rules.goal.fig")),
    _section("parts", "mn.rules.parts.1", Figure(_cards(1, 5, 9, C.RELIC), "mn.rules.parts.fig1"),
             "mn.rules.parts.2", Figure(_kinds, "mn.rules.parts.fig2"), _items("parts", 4)),
    _section("event", "mn.rules.event.1", _items("event", 6), "mn.rules.event.2"),
    _section("supply", "mn.rules.supply.1", _items("supply", 4), "mn.rules.supply.2"),
    _section("trade", "mn.rules.trade.1", Figure(_cards(3, 7, C.RELIC), "mn.rules.trade.fig"),
             _items("trade", 5), "mn.rules.trade.2"),
    _section("progression", "mn.rules.progression.1", _items("progression", 3),
             Figure(_cards(5, 5, C.RELIC), "mn.rules.progression.fig1"),
             Figure(_cards(1, 2, 4, 6), "mn.rules.progression.fig2"), "mn.rules.progression.2"),
    _section("storage", _items("storage", 3)),
    _section("end", "mn.rules.end.1", _items("end", 3), "mn.rules.end.2"),
    _section("table", "mn.rules.table.1", _items("table", 5)),
)

#: The view's phase -> the section that explains it.
PHASES = {"event": "event", "supply": "supply", "trade": "trade", "progression": "progression",
          "storage": "storage", "over": "end"}

RULES = Rules(SECTIONS, TEXTS, lambda phase: PHASES.get(phase, "goal"))

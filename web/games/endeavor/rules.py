"""How to play Endeavor: Age of Sail (web/rules_screen.py): the sections, and the figures drawn
with the table's own icons and tokens. The words are in :mod:`.rules_texts`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.endeavor.buildings import BUILDINGS, START_BUILDINGS
from engine.endeavor.data import ACTIONS, ATTRIBUTES, TOKENS

from ...markup import Markup, h
from ...rules_screen import Block, Draw, Figure, Items, Rules, Section
from .icons import icon, token_icon
from .names import about, building, building_help
from .pieces import building_face, tip
from .rules_texts import TEXTS

if TYPE_CHECKING:
    from ...context import TableContext


def _icons(kinds: tuple[str, ...], key: str) -> Draw:
    def draw(ctx: TableContext) -> list[Markup]:
        return [h.span(icon(k, ctx.t(f"{key}.{k}"), decorative=True), ctx.t(f"{key}.{k}"), class_="rules-named")
                for k in kinds]
    return draw


def _tokens(ctx: TableContext) -> list[Markup]:
    return [h.span(token_icon(k, ctx.t(f"ev.token.{k}"), decorative=True), ctx.t(f"ev.token.{k}"),
                   class_="rules-named") for k in TOKENS]


def _buildings(ctx: TableContext) -> list[Markup]:
    """The start tile's two sides and the first level's buildings, each explained on a tap."""
    names = [*START_BUILDINGS, *(b.name for b in BUILDINGS.values() if b.level == 1)]
    return [tip(f"ev-rules-{name}", building_face(ctx, name), about(ctx, building(ctx, name), building_help(ctx, name)),
                cls="ev-bld") for name in names]


def _section(anchor: str, *blocks: Block) -> Section:
    return Section(anchor, f"ev.rules.{anchor}", tuple(blocks))


def _items(anchor: str, n: int) -> Items:
    return Items(tuple(f"ev.rules.{anchor}.i{i}" for i in range(1, n + 1)))


SECTIONS = (
    _section("goal", "ev.rules.goal.1", "ev.rules.goal.2"),
    _section("parts", "ev.rules.parts.1", Figure(_icons(ATTRIBUTES, "ev.attr"), "ev.rules.parts.fig1"),
             _items("parts", 4), "ev.rules.parts.2", Figure(_tokens, "ev.rules.parts.fig2")),
    _section("build", "ev.rules.build.1", Figure(_buildings, "ev.rules.build.fig"), "ev.rules.build.2"),
    _section("growth", _items("growth", 2)),
    _section("actions", "ev.rules.actions.1", Figure(_icons(ACTIONS, "ev.action"), "ev.rules.actions.fig"),
             _items("actions", 5), "ev.rules.actions.2", "ev.rules.actions.3"),
    _section("discard", "ev.rules.discard.1"),
    _section("end", "ev.rules.end.1", _items("end", 6), "ev.rules.end.2"),
    _section("table", "ev.rules.table.1", _items("table", 6)),
)

#: The view's phase -> the section that explains it.
PHASES = {"start": "build", "scarce": "build", "build": "build", "growth": "growth", "salary": "growth",
          "actions": "actions", "discard": "discard", "over": "end"}

RULES = Rules(SECTIONS, TEXTS, lambda phase: PHASES.get(phase, "goal"))

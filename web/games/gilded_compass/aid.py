"""The player aid: a round, every building in play (how dice are placed there and how it
resolves), the special abilities, the 2-3 player variant in use and the final scoring."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.gilded_compass.data import ABILITIES

from ...markup import Markup, h
from .names import ability, ability_help, building, rt

if TYPE_CHECKING:
    from ...context import TableContext

#: The aid depends only on the language and the match's set-up: drawn once for each.
_DRAWN: dict[tuple[Any, ...], Markup] = {}

SCORING = ("maps", "specialists", "knowledge", "artifacts", "missions", "items", "abilities", "sunken", "tower")


def player_aid(ctx: TableContext) -> Markup:
    v = ctx.board
    key = (ctx.lang, tuple(v["buildings"]), v["variant"], v["rounds"], ctx.view["players"])
    if key not in _DRAWN:
        _DRAWN[key] = _draw(ctx)
    return _DRAWN[key]


def _draw(ctx: TableContext) -> Markup:
    v = ctx.board
    t = ctx.t
    order = v["buildings"]
    buildings = [h.li(h.b(building(ctx, name)), h.p(rt(ctx, f"gc.rule.{name}")),
                      h.p(t("gc.aid.resolves"), " ", rt(ctx, f"gc.resolve.{name}"))) for name in order]
    abilities = "illuminati" in order and h.div(
        h.h3(t("gc.abilities")), h.ul([h.li(h.b(ability(ctx, a)), ": ", ability_help(ctx, a)) for a in ABILITIES]))
    scoring = [h.li(rt(ctx, f"gc.aid.score.{s}")) for s in SCORING if _source_in_play(order, s)]
    body = h.div(
        h.p(rt(ctx, "gc.aid.round", rounds=v["rounds"])),
        h.p(t("gc.aid.order")),
        h.h3(t("gc.buildings")), h.ol(buildings, class_="gc-aid-buildings"),
        abilities,
        v["variant"] != "standard" and h.div(h.h3(t(f"gc.aid.variant.{v['variant']}")),
                                             h.p(rt(ctx, f"gc.aid.variant_rule.{v['variant']}"))),
        h.h3(t("gc.aid.scoring")), h.ul(scoring), h.p(t("gc.aid.tiebreak"), class_="note"),
        class_="aid-body")
    return h.details(h.summary(t("gc.aid")), body, class_="gc-aid", id="gc-aid")


def _source_in_play(order: list[str], source: str) -> bool:
    """Whether a source of gold exists with these buildings (missions only with the Guild ...)."""
    need = {"artifacts": "auction_house", "missions": "guild", "items": "hidden_temple", "abilities": "illuminati",
            "sunken": "sunken_galleon", "tower": "treasure_tower"}.get(source)
    return need is None or need in order

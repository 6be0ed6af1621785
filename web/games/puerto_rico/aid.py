"""The player aid: the round, the roles and their privileges, every building's effect, the
end of the game and the scoring, filled from the engine's data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.puerto_rico.data import BUILDINGS, PRICES, ROLES, SETUP

from ...markup import Markup, h
from .pieces import dots, named
from .supply import building_help
from .words import bld, good, role, rt

if TYPE_CHECKING:
    from ...context import TableContext

#: The aid depends only on the language and the player count: drawn once for each.
_DRAWN: dict[tuple[str, int], Markup] = {}


def player_aid(ctx: TableContext) -> Markup:
    key = (ctx.lang, len(ctx.board["seats"]))
    if key not in _DRAWN:
        _DRAWN[key] = _draw(ctx, key[1])
    return _DRAWN[key]


def _draw(ctx: TableContext, players: int) -> Markup:
    t = ctx.t
    setup = SETUP[players]
    in_play = {slot["role"] for slot in ctx.board["roles"]}  # the prospector only with 2, 4 or 5 players
    roles = [h.li(h.b(role(ctx, r)), ": ", rt(ctx, f"pr.role_help.{r}")) for r in ROLES if r in in_play]
    buildings = h.ul([h.li(h.b(bld(ctx, b.name)), f" ({t('pr.cost', n=b.cost)}, {t('pr.vp', n=b.vp)}, "
                           f"{dots(0, b.circles)}): {building_help(ctx, b.name)}") for b in BUILDINGS],
                     class_="pr-aid-buildings")
    prices = [h.li(named(ctx, g, good(ctx, g), p)) for g, p in PRICES.items()]
    body = h.div(
        h.p(rt(ctx, "pr.aid.round")),
        h.h3(t("pr.roles")), h.ul(roles),
        h.h3(t("pr.aid.prices")), h.ul(prices, class_="pr-goods"),
        h.h3(t("pr.aid.shipping")), h.p(rt(ctx, "pr.aid.shipping_rules")),
        h.h3(t("pr.aid.buildings")), buildings, h.p(t("pr.large_note"), class_="note"),
        h.h3(t("pr.aid.end")),
        h.ul(h.li(t("pr.reason.colonists")), h.li(t("pr.reason.city")),
             h.li(t("pr.aid.vp_end", n=setup.vp_chips))),
        h.h3(t("pr.aid.scoring")), h.p(t("pr.aid.scoring_rules")),
        h.p(t("pr.aid.setup", players=players, vp=setup.vp_chips, colonists=setup.colonists,
              ships=ctx.listed(setup.ships)), class_="note"),
        class_="aid-body")
    return h.details(h.summary(t("pr.aid")), body, class_="pr-aid", id="pr-aid")

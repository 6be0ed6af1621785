"""Endeavor's things in words: attributes, actions, areas, decks, tokens, buildings, cards,
cities and fleets, and the explanation of each building, card and token.

Facts (a building's level and icons, a card's value and attributes, a map's cities) come
from the engine's data modules; a city or fleet is named by its area and its number there,
as the board shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.endeavor.buildings import ALL_BUILDINGS, CITY_HALL, MONUMENT
from engine.endeavor.cards import CARDS
from engine.endeavor.data import ACTION_TOKENS, AND, ATTRIBUTES, EUROPE, SLAVERY, deck_area
from engine.endeavor.maps import CITY, SIDES
from engine.endeavor.state import SILENT

if TYPE_CHECKING:
    from collections.abc import Iterable

    from ...context import TableContext


def attr(ctx: TableContext, name: str) -> str:
    return ctx.t(f"ev.attr.{name}")


def area(ctx: TableContext, name: str) -> str:
    return ctx.t(f"ev.area.{name}")


def area_title(ctx: TableContext, name: str) -> str:
    return ctx.t(f"ev.Area.{name}")


def deck(ctx: TableContext, name: str) -> str:
    if name in (EUROPE, SLAVERY):
        return ctx.t(f"ev.deck.{name}")
    return ctx.t("ev.deck.region", area=area_title(ctx, name))


def token(ctx: TableContext, kind: str) -> str:
    return ctx.t(f"ev.token.{kind}")


def building(ctx: TableContext, name: str) -> str:
    return ctx.t(f"ev.b.{name}")


def owner(ctx: TableContext, seat: int) -> str:
    """A seat's name, or the Silent Fleet's."""
    return ctx.t("ev.silent_fleet") if seat == SILENT else ctx.name(seat)


def actions_of(ctx: TableContext, actions: Iterable[str], mode: str) -> str:
    """``ship + occupy`` or ``ship / draw a card``, as the tile's icons read."""
    words = [ctx.t(f"ev.action.{a}") for a in actions]
    return ctx.t("ev.and" if mode == AND else "ev.or").join(words)


def about(ctx: TableContext, piece: str, words: str) -> str:
    """``Bank: Level 2. ...``: a piece's name and what it is, as a tap explains it."""
    return ctx.t("ev.about_piece", piece=piece, words=words)


def gains(ctx: TableContext, attributes: Iterable[tuple[str, int]]) -> str:
    """``+1 industry, +2 wealth`` (what a building or card advances)."""
    return ctx.listed(ctx.t("ev.plus", n=n, attr=attr(ctx, a)) for a, n in attributes)


def node_name(ctx: TableContext, side: str, node: int) -> str:
    """``Europe city 3``, ``India fleet 1``: the node's area and its number there."""
    board = SIDES[side]
    n = board.nodes[node]
    same = [i for i in board.area_nodes(n.area) if board.nodes[i].kind == n.kind]
    key = "ev.city" if n.kind == CITY else "ev.fleet"
    return ctx.t(key, area=area_title(ctx, n.area), n=same.index(node) + 1)


def card_name(ctx: TableContext, card: int) -> str:
    c = CARDS[card]
    if c.governor:
        return ctx.t("ev.card.governor", area=area_title(ctx, c.deck))
    if c.abolition:
        return ctx.t("ev.card.abolition")
    if c.slavery:
        return ctx.t("ev.card.slavery", n=c.value)
    return ctx.t("ev.card", area=area_title(ctx, c.deck), n=c.value)


def card_help(ctx: TableContext, card: int) -> str:
    c = CARDS[card]
    parts = []
    if c.governor:
        parts.append(ctx.t("ev.ch.governor"))
    else:
        parts.append(ctx.t("ev.ch.value", n=c.value, area=area(ctx, deck_area(c.deck))))
    if c.attributes:
        parts.append(ctx.t("ev.ch.gives", what=gains(ctx, c.attributes)))
    if c.glory:
        parts.append(ctx.t("ev.ch.glory", n=c.glory))
    if c.disc:
        parts.append(ctx.t("ev.ch.disc"))
    if c.abolition:
        parts.append(ctx.t("ev.ch.abolition"))
    if c.slavery:
        parts.append(ctx.t("ev.ch.slavery"))
    return " ".join(parts)


def building_help(ctx: TableContext, name: str) -> str:
    b = ALL_BUILDINGS[name]
    parts = [ctx.t("ev.bh.level", n=b.level) if b.level else ctx.t("ev.bh.start")]
    if b.attributes:
        parts.append(ctx.t("ev.bh.gives", what=gains(ctx, b.attributes)))
    if not b.actions:
        parts.append(ctx.t("ev.bh.no_action"))
    elif len(b.actions) == 1:
        parts.append(ctx.t("ev.bh.action_one", actions=actions_of(ctx, b.actions, b.mode)))
    else:
        key = "ev.bh.actions_and" if b.mode == AND else "ev.bh.actions_or"
        parts.append(ctx.t(key, actions=actions_of(ctx, b.actions, b.mode)))
    if b.salary_only:
        parts.append(ctx.t("ev.bh.salary_only"))
    if b.glory:
        parts.append(ctx.t("ev.bh.glory", n=b.glory))
    if name == MONUMENT:
        parts.append(ctx.t("ev.bh.monument"))
    if name == CITY_HALL:
        parts.append(ctx.t("ev.bh.city_hall"))
    return " ".join(parts)


def token_help(ctx: TableContext, kind: str) -> str:
    if kind in ATTRIBUTES:
        return ctx.t("ev.token_help.brown", attr=attr(ctx, kind))
    return ctx.t("ev.token_help.blue", actions=actions_of(ctx, ACTION_TOKENS[kind], "or"))

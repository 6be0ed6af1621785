"""Words for Endeavor's actions and end reasons: one phrase a button, naming what the action
does and the trade token it takes (read from the view: the token on that space)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action
from engine.endeavor.buildings import ALL_BUILDINGS
from engine.endeavor.cards import CARDS
from engine.endeavor.data import ACTION_TOKENS, OR, ROUNDS
from engine.endeavor.state import SILENT

from .names import actions_of, area, area_title, attr, building, card_name, deck, node_name, owner, token

if TYPE_CHECKING:
    from ...context import TableContext


def me(ctx: TableContext) -> dict[str, Any]:
    seat: dict[str, Any] = ctx.board["seats"][ctx.human]
    return seat


def spot_token(ctx: TableContext, where: str, spot: int | str) -> str | None:
    """The trade token a disc shipped or placed there would take (``None``: none there)."""
    v = ctx.board
    if where == "track":
        track = v["tracks"][spot]
        tokens = v["track_tokens"][spot]
        return tokens[len(track)] if len(track) < len(tokens) else None
    if where in ("fleet", "node"):
        token: str | None = v["node_tokens"][int(spot)]
        return token
    return None


def _with(ctx: TableContext, text: str, kind: str | None, key: str = "ev.gain") -> str:
    return f"{text} · {ctx.t(key, token=token(ctx, kind))}" if kind else text


def label(action: Action, ctx: TableContext) -> str:
    """The words on the button of one legal action (its accessible name)."""
    k = action.kind
    side = ctx.board["side"]
    if k in ("start", "remove", "build", "salary", "pay"):
        return ctx.t(f"ev.act.{k}", building=building(ctx, action.word()))
    if k == "pass":
        return ctx.t("ev.act.pass")
    if k == "done":
        return ctx.t("ev.act.done")
    if k == "activate":
        b = ALL_BUILDINGS[action.word()]
        return ctx.t("ev.act.activate", building=building(ctx, b.name), actions=actions_of(ctx, b.actions, b.mode))
    if k == "token":
        return ctx.t("ev.act.token", token=token(ctx, action.word()))
    if k == "ship":
        spot: Any  # a track's area (a word) or a fleet's node (a number)
        where, spot = action.word(0), action.args[1]
        if where == "track":
            return _with(ctx, ctx.t("ev.act.ship_track", area=area_title(ctx, spot)), spot_token(ctx, "track", spot))
        if where == "fleet":
            return _with(ctx, ctx.t("ev.act.ship_fleet", node=node_name(ctx, side, int(spot))),
                         spot_token(ctx, "fleet", spot))
        return ctx.t("ev.act.ship_sea", area=area_title(ctx, spot))
    if k == "occupy":
        node = action.number(0)
        return _with(ctx, ctx.t("ev.act.occupy", node=node_name(ctx, side, node)), spot_token(ctx, "node", node))
    if k == "attack":
        node = action.number(0)
        return ctx.t("ev.act.attack", node=node_name(ctx, side, node), owner=owner(ctx, ctx.board["nodes"][node]))
    if k == "draw":
        if action.word(0) == "pile":
            return ctx.t("ev.act.draw_pile", card=card_name(ctx, action.number(1)))
        name = action.word(0)
        return ctx.t("ev.act.draw", card=card_name(ctx, ctx.board["decks"][name][-1]), deck=deck(ctx, name))
    if k == "monument":
        return ctx.t("ev.act.monument", attr=attr(ctx, action.word()))
    if k == "fleet":
        return _fleet(action, ctx)
    if k == "slot":
        if action.args[0] == "none":
            return ctx.t("ev.act.slot_none")
        return ctx.t("ev.act.slot", card=card_name(ctx, action.number()))
    if k == "discard":
        card = action.number()
        key = "ev.act.discard_slavery" if CARDS[card].slavery else "ev.act.discard"
        return ctx.t(key, card=card_name(ctx, card))
    return action.code


def _fleet(action: Action, ctx: TableContext) -> str:
    what = action.word(0)
    side = ctx.board["side"]
    if what == "ship":
        spot: Any  # a track's area (a word) or a fleet's node (a number)
        where, spot = action.word(1), action.args[2]
        if where == "track":
            text = ctx.t("ev.act.fleet_track", area=area_title(ctx, spot))
            return _with(ctx, text, spot_token(ctx, "track", spot), "ev.token_gone")
        node = int(spot)
        return _with(ctx, ctx.t("ev.act.fleet_fleet", node=node_name(ctx, side, node)),
                     spot_token(ctx, "fleet", node), "ev.token_gone")
    if what == "occupy":
        node = action.number(1)
        return _with(ctx, ctx.t("ev.act.fleet_occupy", node=node_name(ctx, side, node)),
                     spot_token(ctx, "node", node), "ev.token_gone")
    if what == "draw":
        name = action.word(1)
        return ctx.t("ev.act.fleet_draw", card=card_name(ctx, ctx.board["decks"][name][-1]), deck=deck(ctx, name))
    return ctx.t("ev.act.fleet_none")


def sentence(text: str) -> str:
    """``text`` begun as a sentence (a token's name, "occupy-or-draw token", is lower case
    within one; Korean and Chinese have no case)."""
    return text[:1].upper() + text[1:]


def source_name(ctx: TableContext, source: str) -> str:
    """What a turn uses: a building's name or a token's."""
    return building(ctx, source) if source in ALL_BUILDINGS else token(ctx, source)


def source_actions(ctx: TableContext, turn: dict[str, Any]) -> str:
    mode = turn["mode"] if len(turn["remaining"]) > 1 else OR
    names = turn["remaining"] if turn["source"] in ALL_BUILDINGS else list(ACTION_TOKENS[turn["source"]])
    return actions_of(ctx, sorted(set(names), key=names.index), mode)


def reason(code: str, ctx: TableContext) -> str:
    """Why the match ends, in words."""
    try:
        return ctx.t(f"ev.reason.{code}", n=ROUNDS)
    except KeyError:
        return code


__all__ = ["SILENT", "label", "me", "owner", "reason", "source_actions", "source_name", "spot_token"]


def why_fields(fields: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The figures a refusal names (engine/endeavor/why.py) in the table's words."""
    named = {"building": building, "area": area, "deck": deck}
    return {k: named[k](ctx, v) if k in named else v for k, v in fields.items()}

"""What the player is asked now: one sentence, and the choices in the action bar.

Most choices are pieces on the table (web/games/kit.py), drawn with the board before the bar:
a marked space of the map (:mod:`.board`), a building of the supply (:mod:`.supply`), a
building, token, card or track of the player's mat (:mod:`.seats`). The bar holds only the
others: pass, end the turn, the Silent Fleet's "nothing", an empty governor slot. Each is one
button, showing a short face and carrying the whole phrase as its name (any choice left
without a piece would show its place, the token it takes: :func:`face`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action
from engine.endeavor.data import ACTIONS
from engine.endeavor.maps import SIDES
from engine.endeavor.state import SILENT

from ...markup import Markup, h
from ...widgets import button, choice_group
from .. import kit
from .icons import token_icon
from .names import area_title, building, card_name, deck, node_name, token
from .pieces import building_face, seat_mark
from .words import label, me, sentence, source_actions, source_name, spot_token

if TYPE_CHECKING:
    from ...context import TableContext

TARGETS = (*ACTIONS, "done")


def _pill(ctx: TableContext, kind: str | None) -> Markup | None:
    if not kind:
        return None
    return token_icon(kind, token(ctx, kind), decorative=True)


def face(ctx: TableContext, action: Action) -> list[Any] | None:
    """A short face for the button (``None``: the label itself)."""
    k = action.kind
    side = ctx.board["side"]
    args: tuple[Any, ...] = action.args[1:] if k == "fleet" else action.args
    what = action.word(0) if k == "fleet" else k
    mark = seat_mark(ctx, SILENT) if k == "fleet" else None
    if what == "ship":
        where, spot = args[0], args[1]
        if where == "track":
            return [mark, ctx.t("ev.short.track", area=area_title(ctx, spot)), " ", _pill(ctx, spot_token(ctx, "track",
                                                                                                         spot))]
        if where == "fleet":
            return [mark, node_name(ctx, side, int(spot)), " ", _pill(ctx, spot_token(ctx, "fleet", spot))]
        return [ctx.t("ev.short.sea", area=area_title(ctx, spot))]
    if what == "occupy":
        node = int(args[0])
        return [mark, node_name(ctx, side, node), " ", _pill(ctx, spot_token(ctx, "node", node))]
    if what == "attack":
        node = int(args[0])
        return ["⚔ ", node_name(ctx, side, node), " ", seat_mark(ctx, ctx.board["nodes"][node])]
    if what == "draw" and args and args[0] != "pile":
        name = str(args[0])
        return [mark, deck(ctx, name), ctx.t("word.colon"), h.b(card_name(ctx, ctx.board["decks"][name][-1]))]
    if what == "draw":
        return [ctx.t("ev.short.pile"), ctx.t("word.colon"), h.b(card_name(ctx, int(args[1])))]
    if k in ("build", "remove", "start"):
        return building_face(ctx, action.word())
    if k in ("pay", "salary"):
        return [building(ctx, action.word())]
    if k == "activate":
        return None
    if k == "token":
        return [_pill(ctx, action.word()), " ", token(ctx, action.word())]
    return None


def where(ctx: TableContext, action: Action) -> str | None:
    """Where a target lies: the area of a place on the map, or the deck (``slavery``, the
    discard ``pile``) a card is drawn from; ``None`` for what is not a target."""
    k = action.kind
    args: tuple[Any, ...] = action.args[1:] if k == "fleet" else action.args
    what = action.word(0) if k == "fleet" else k
    board = SIDES[ctx.board["side"]]
    if what in ("occupy", "attack"):
        return board.nodes[int(args[0])].area
    if what == "ship":
        place, spot = args[0], args[1]
        return board.nodes[int(spot)].area if place == "fleet" else str(spot)
    if what == "draw" and args:
        return str(args[0])
    return None


def act(ctx: TableContext, action: Action, cls: str | None = None) -> Markup:
    """A choice of the bar (one no piece offers: :func:`web.games.kit.bar_legal`), outlined when
    the hint recommends it."""
    code = kit.play(action.code)
    return button(label(action, ctx), code, content=face(ctx, action),
                  cls=["act", f"ev-act-{action.kind}", cls, kit.hinted(ctx, code) and "hinted"])


def choices(ctx: TableContext) -> list[Markup | list[Markup]]:
    """The bar's choices: those no piece on the table offers."""
    legal = kit.bar_legal(ctx)
    if not legal:
        return []
    kinds = {a.kind for a in legal}
    if kinds & set(TARGETS):
        groups = []
        present = [k for k in ACTIONS if k in kinds]
        for k in present:
            buttons = [act(ctx, a) for a in legal if a.kind == k]
            title = ctx.t(f"ev.action.{k}") if len(present) > 1 else None
            groups.append(choice_group(title, buttons, cls="ev-grid"))
        done = [act(ctx, a, "ev-done") for a in legal if a.kind == "done"]
        return [*groups, done and choice_group(None, done, cls="ev-row")]
    if "pass" in kinds:
        buildings = [act(ctx, a) for a in legal if a.kind == "activate"]
        tokens = [act(ctx, a) for a in legal if a.kind == "token"]
        return [buildings and choice_group(None, buildings, cls="ev-grid"),
                tokens and choice_group(None, tokens, cls="ev-grid"),
                choice_group(None, [act(ctx, a, "ev-pass") for a in legal if a.kind == "pass"], cls="ev-row")]
    return [choice_group(None, [act(ctx, a) for a in legal], cls="ev-grid")]


def prompt(ctx: TableContext) -> str:
    """One sentence of what to do now, in the words of the rules."""
    kinds = {a.kind for a in ctx.legal}
    mine = me(ctx)
    turn = ctx.board.get("turn") or {}
    if "start" in kinds:
        return ctx.t("ev.prompt.start")
    if "remove" in kinds:
        return ctx.t("ev.prompt.scarce", n=mine["levels"]["industry"])
    if "build" in kinds:
        return ctx.t("ev.prompt.build", n=mine["levels"]["industry"])
    if "salary" in kinds:
        return ctx.t("ev.prompt.salary", n=turn.get("left", mine["levels"]["wealth"]))
    if "monument" in kinds:
        return ctx.t("ev.prompt.monument")
    if "fleet" in kinds:
        return ctx.t("ev.prompt.fleet")
    if "slot" in kinds:
        return ctx.t("ev.prompt.slot")
    if "discard" in kinds:
        return ctx.t("ev.prompt.discard", n=mine["levels"]["influence"])
    if "pass" in kinds:
        return ctx.t("ev.prompt.actions")
    if kinds & set(TARGETS) and turn.get("source"):
        key = "ev.prompt.turn_more" if turn.get("done") else "ev.prompt.turn"
        return sentence(ctx.t(key, source=source_name(ctx, turn["source"]), actions=source_actions(ctx, turn)))
    return ctx.t("match.your_turn")

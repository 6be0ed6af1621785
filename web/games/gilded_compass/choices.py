"""What the player is asked now: one sentence, and in the action bar only the choices that
have no piece on the table (:mod:`.placing` and :mod:`.buildings` draw the pieces: the dice,
the buildings, their groups of dice, the tiles to take or keep).

The bar holds: during the turn, the way into a re-roll, Mighty Power and the end of the
turn (and the way back from a building picked); a re-roll's confirmation, with how many dice
are picked; Mighty Power's faces; and the answers that have no piece (A Little Help, Timely
Gift). A reward no piece offers (one a building does not show) is drawn here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action
from engine.gilded_compass.dice import code

from ...markup import Markup, h
from ...widgets import button, choice_group
from .. import kit
from .faces import pick_face
from .names import building
from .pieces import die, plain_die
from .placing import TURN
from .taps import MANY, chosen_building, dice_selection, placements, power_die, reroll_selection
from .words import label, me

if TYPE_CHECKING:
    from ...context import TableContext

PICKS = ("map", "specialist", "ability", "artifact", "mission")


def act(action: Action, ctx: TableContext, content: Any = None, cls: str | None = None) -> Markup | None:
    """An action's button in the bar (None when a piece on the table offers it)."""
    return kit.bar_button(ctx, label(action, ctx), kit.play(action.code), content=content,
                          cls=[f"gc-act-{action.kind}", cls])


def choices(ctx: TableContext) -> list[Markup | None]:
    kinds = {a.kind for a in ctx.legal}
    if "set" in kinds:
        return _power(ctx)
    if kinds & TURN:
        if reroll_selection(ctx) is not None:
            return [_reroll(ctx)]
        if chosen_building(ctx):
            return [_row([button(ctx.t("gc.back"), kit.pick("b", ""), cls="act gc-back")])]
        return [_row(_turn(ctx))]
    buttons = [act(a, ctx, pick_face(ctx, a) if a.kind in PICKS else None,
                   "primary" if a.kind in ("help", "gift") else None) for a in kit.bar_legal(ctx)]
    return [choice_group(None, [b for b in buttons if b is not None],
                         cls=["gc-picks" if kinds & set(PICKS) else "gc-row", "mission" in kinds and "gc-wide"])]


def _row(buttons: list[Markup | None]) -> Markup:
    return choice_group(None, [b for b in buttons if b is not None], cls="gc-row")


def _turn(ctx: TableContext) -> list[Markup | None]:
    """The turn's choices that are no piece: into a re-roll, Mighty Power, the end of the turn."""
    out: list[Markup | None] = []
    if any(a.kind == "reroll" for a in ctx.legal):
        out.append(button(ctx.t("gc.act.reroll_open", n=me(ctx)["knowledge"]), kit.pick("rr", "0.0"),
                          cls="act gc-act-reroll-open"))
    return out + [act(a, ctx) for a in ctx.legal if a.kind in ("power", "end")]


def _reroll(ctx: TableContext) -> Markup:
    """The dice picked in the tray rolled again for a knowledge token, all of them, or back."""
    sel = reroll_selection(ctx) or ([], [])
    mine = me(ctx)
    n = len(sel[0]) + len(sel[1])
    go = next((a for a in ctx.legal if a.kind == "reroll" and a.args == (code(sel[0]), code(sel[1]))), None)
    # Until the dice picked make a re-roll, the confirm stays unpressable (no illegal action drawn).
    go_to = kit.play(go.code) if go else kit.pick("rr", "0.0")
    row: list[Markup | None] = [kit.confirm(ctx, ctx.t("gc.verb.reroll"), go_to, count=n, ready=go is not None)]
    if n < len(mine["dice"]) + len(mine["neutral"]):
        row.append(button(ctx.t("gc.act.reroll_all"), kit.pick("rr", f"{code(mine['dice'])}.{code(mine['neutral'])}"),
                          cls="act gc-all"))
    row.append(button(ctx.t("gc.back"), kit.pick("rr", ""), cls="act gc-back"))
    return _row(row)


def _power(ctx: TableContext) -> list[Markup | None]:
    """Mighty Power: the face the die picked in the tray is set to."""
    frm = power_die(ctx)
    if frm is None:
        return []
    faces = [act(a, ctx, [h.span(ctx.t("gc.verb.set"), class_="gc-verb"), die(ctx, ctx.human, frm), " → ",
                          plain_die(a.number(1))])
             for a in ctx.legal if a.kind == "set" and a.number(0) == frm]
    return [choice_group(None, [f for f in faces if f is not None], cls="gc-grid gc-faces")]


# --- the sentence ---------------------------------------------------------------------------------


def prompt(ctx: TableContext) -> str:
    """One sentence of what to do now, in the words of the rules."""
    kinds = {a.kind for a in ctx.legal}
    turn = ctx.board.get("turn") or {}
    mine = me(ctx)
    if "help" in kinds:
        return ctx.t("gc.prompt.help")
    if "gift" in kinds:
        return ctx.t("gc.prompt.gift", n=len(mine["dice"]))
    if "set" in kinds:
        frm = power_die(ctx)
        return ctx.t("gc.prompt.set_to", v=frm) if frm else ctx.t("gc.prompt.set", n=turn.get("power", 1))
    if kinds & TURN:
        return _turn_prompt(ctx, turn)
    resolving = building(ctx, ctx.board["resolving"]) if ctx.board.get("resolving") else ""
    for k in PICKS:
        if k in kinds:
            return ctx.t(f"gc.prompt.{k}", building=resolving)
    return ctx.t("match.your_turn")


def _turn_prompt(ctx: TableContext, turn: dict[str, Any]) -> str:
    if reroll_selection(ctx) is not None:
        return ctx.t("gc.prompt.reroll", n=me(ctx)["knowledge"])
    name = chosen_building(ctx)
    if name:
        many = len(placements(ctx, name)) > MANY
        return ctx.t("gc.prompt.pick" if many else "gc.prompt.options", building=building(ctx, name))
    if any(dice_selection(ctx)):
        return ctx.t("gc.prompt.dice_then")
    if turn.get("own"):
        return ctx.t("gc.prompt.neutral_after")
    if turn.get("neutral"):
        return ctx.t("gc.prompt.own_after")
    return ctx.t("gc.prompt.place_neutral" if me(ctx)["neutral"] else "gc.prompt.place")


__all__ = ["choices", "prompt"]

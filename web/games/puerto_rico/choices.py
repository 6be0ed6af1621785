"""What the player is asked now: one sentence in the rulebook's words, and the choices that
have no piece on the table (pass, decline, yes or no) as short buttons in the action bar."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.puerto_rico import captain, trader
from engine.puerto_rico.data import GOODS, QUARRY

from ...markup import Markup, h
from ...widgets import button, choice_group
from .. import kit
from .pieces import coins, named
from .words import (
    am_chooser,
    bld,
    declining,
    good,
    goods_list,
    label,
    my_board,
    my_price,
    plant,
    production_now,
    role,
    rt,
    short,
    tile,
)

if TYPE_CHECKING:
    from engine import Action

    from ...context import TableContext

#: Actions that take what is offered (drawn as the main button beside their ``decline``).
PRIMARY = ("produce", "privilege", "hospice", "university", "harbor")


def content(action: Action, ctx: TableContext) -> Any:
    """A button's short face (its full words stay its accessible name)."""
    a: Any  # a tuple of words or numbers, as each kind of action says
    k, a = action.kind, action.args
    if k == "role":
        slot = next((s for s in ctx.board["roles"] if s["id"] == a[0]), {"doubloons": 0})
        money = slot["doubloons"]
        return [h.span(role(ctx, a[0]), class_="pr-rn"), " ", coins(ctx, money)] if money else role(ctx, a[0])
    if k == "settle":
        return named(ctx, a[0], plant(ctx, a[0]), tile=True)
    if k == "quarry":
        return named(ctx, QUARRY, plant(ctx, QUARRY), tile=True)
    if k == "build":
        return [h.span(short(ctx, a[0]), class_="pr-bn"), " ", coins(ctx, my_price(ctx, a[0]))]
    if k == "place":
        name = a[0]
        return named(ctx, name, plant(ctx, name), tile=True) if name in (QUARRY, *GOODS) else short(ctx, name)
    if k == "sell":
        gets = trader.sale_price(my_board(ctx), a[0], am_chooser(ctx))
        return named(ctx, a[0], good(ctx, a[0]), h.span("→ ", coins(ctx, gets)))
    if k == "load":
        ship = ctx.board["ships"][int(a[1])]
        n = captain.load_count(ship, my_board(ctx).goods[a[0]])
        return [named(ctx, a[0], good(ctx, a[0]), n),
                h.span(" → ", ctx.t("pr.ship_short", cap=ship["capacity"]), class_="pr-to")]
    if k == "wharf":
        n = captain.wharf_count(my_board(ctx).goods[a[0]])
        return [named(ctx, a[0], good(ctx, a[0]), n), h.span(" → ", ctx.t("pr.wharf_short"), class_="pr-to")]
    if k in ("store", "extra") or (k == "keep" and a):
        return named(ctx, a[0], good(ctx, a[0]))
    return None


def act_button(action: Action, ctx: TableContext) -> Markup:
    return button(label(action, ctx), kit.play(action.code), content=content(action, ctx),
                  cls=["act", f"pr-act-{action.kind}", action.kind in PRIMARY and "primary",
                       kit.hinted(ctx, kit.play(action.code)) and "hinted"])


def choices(ctx: TableContext) -> list[Markup]:
    """The human's legal actions that have no piece on the table (pass, decline, yes or no,
    done), in a row; the rest are tapped on their pieces (the board is drawn first)."""
    rest = kit.bar_legal(ctx)
    return [choice_group(None, [act_button(a, ctx) for a in rest], cls="pr-row")] if rest else []


# --- the sentence ---------------------------------------------------------------------------

def prompt(ctx: TableContext) -> str:
    """One sentence of what to do now, in the words of the rules."""
    phase = ctx.view["phase"]
    kinds = {a.kind for a in ctx.legal}
    step = ctx.board.get("step") or {}
    me = ctx.board["seats"][ctx.human]
    mine = am_chooser(ctx)
    if phase == "role":
        return ctx.t("pr.prompt.role")
    if phase == "settler":
        if "hospice" in kinds:
            return ctx.t("pr.prompt.hospice", tile=tile(ctx, me["island"][-1]["tile"]))
        if "hacienda" in kinds:
            return ctx.t("pr.prompt.hacienda")
        return ctx.t("pr.prompt.settler_quarry" if "quarry" in kinds else "pr.prompt.settler")
    if phase == "mayor":
        if "privilege" in kinds:
            return rt(ctx, "pr.prompt.mayor_privilege")
        if "rearrange" in kinds:
            return ctx.t("pr.prompt.keep", n=me["san_juan"])
        return ctx.t("pr.prompt.place", n=me["san_juan"])
    if phase == "builder":
        if "university" in kinds:
            built = (step.get("university") or {}).get("building")
            return ctx.t("pr.prompt.university", building=bld(ctx, built) if built else "?")
        return ctx.t("pr.prompt.builder_mine" if mine else "pr.prompt.builder", n=me["doubloons"])
    if phase == "craftsman":
        if "produce" in kinds:
            return ctx.t("pr.prompt.produce", goods=goods_list(ctx, production_now(ctx)))
        return ctx.t("pr.prompt.extra")
    if phase == "trader":
        return ctx.t("pr.prompt.trader_mine" if mine else "pr.prompt.trader")
    if phase == "captain":
        if "decline" in kinds:
            return rt(ctx, f"pr.prompt.offer_{declining(ctx)}")
        if "pass" in kinds:
            return ctx.t("pr.prompt.wharf_only")
        return ctx.t("pr.prompt.captain_wharf" if "wharf" in kinds else "pr.prompt.captain")
    if phase == "storage":
        return rt(ctx, "pr.prompt.store" if "store" in kinds else "pr.prompt.windrose")
    return ctx.t("match.your_turn")


__all__ = ["choices", "content", "prompt"]

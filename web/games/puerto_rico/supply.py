"""The building supply as the printed board lays it out: four columns (the largest quarry
discount a building admits, which is also its VP), each building with the human's price
after quarries, its VP, circles, copies left and what it does (a tap on its "?"); in the
builder phase the ones the human may build are the pieces tapped to build them, the others
say why not (with what they do)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.puerto_rico.data import BUILDING, BUILDINGS

from ...markup import Markup, h
from ...why import refused
from ...widgets import button
from .. import kit
from .pieces import building_tile, circles, coins, memo, once, tap
from .words import am_chooser, bld, good, my_price, rt, short

if TYPE_CHECKING:
    from engine.puerto_rico.data import Building

    from ...context import TableContext

COLUMNS = sorted({b.column for b in BUILDINGS})


#: What each building does, once for each language (the texts do not change while playing).
_HELP: dict[tuple[str, str], str] = {}


def building_help(ctx: TableContext, name: str) -> str:
    """What a building does, as the rules say it."""
    key = (ctx.lang, name)
    if key not in _HELP:
        b = BUILDING[name]
        _HELP[key] = (rt(ctx, "pr.help.production", good=good(ctx, b.good), n=b.circles,
                         tile=ctx.t(f"pr.tile.{b.good}")) if b.good else rt(ctx, f"pr.help.{name}"))
    return _HELP[key]


def _fixed(ctx: TableContext, b: Building) -> tuple[Markup, Markup, Markup]:
    """A building's printed parts, the same all match long: its name, its circles and VP,
    and what it does (drawn once for each language)."""
    # Its full name, or on a phone its short one (the full name still read out).
    head = once(("b-head", ctx.lang, b.name), lambda: h.span(
        building_tile(ctx, b.name), " ", h.span(bld(ctx, b.name), class_="pr-bname"),
        h.span(short(ctx, b.name), class_="pr-bshort"), class_="pr-bhead"))
    facts = once(("b-facts", ctx.lang, b.name), lambda: h.span(
        circles(ctx, 0, b.circles), " ", h.span(ctx.t("pr.vp", n=b.vp), class_="pr-vp"), class_="pr-bfacts"))
    body = once(("b-body", ctx.lang, b.name), lambda: h.p(
        building_help(ctx, b.name), (" ", ctx.t("pr.large_note")) if b.large else None, class_="pr-help"))
    return head, facts, body


#: The table's own state (``ctx.ui``) that shows the supply outside the builder phase: a way of
#: looking at the table, kept from one decision to the next (``LASTING_UI``).
SHOWN = "pr-supply"


def supply_open(ctx: TableContext) -> bool:
    """Whether the supply is drawn whole: always in the builder phase; at other times it is
    folded to its heading (a phone's table stays short) and opened by a tap."""
    return ctx.view["phase"] == "builder" or bool(ctx.ui.get(SHOWN))


def building_supply(ctx: TableContext) -> Markup:
    """The supply (see the module), or outside the builder phase its heading and the button
    that opens it; drawn again only when what it shows has changed."""
    if not supply_open(ctx):
        return h.section(h.h2(ctx.t("pr.buildings")), _toggle(ctx, False), class_="panel pr-panel pr-supply folded",
                         id="pr-supply")
    v, view = ctx.board, ctx.view
    me, left = v["seats"][ctx.human], v["supply"]["buildings"]
    was = ((ctx.before_board or {}).get("supply") or {}).get("buildings") or {}
    builder = view["phase"] == "builder" and (  # prices and choices of the builder phase
        (v.get("step") or {}).get("costs"), view["to_act"] == [ctx.human], am_chooser(ctx),
        [a.code for a in ctx.legal if a.kind == "build"], bool(ctx.legal))
    inputs = ("supply", ctx.lang, left, me["doubloons"], me["island"], me["city"], builder, ctx.hint,
              [name for name, n in left.items() if name in was and was[name] != n])
    return memo(inputs, lambda: _building_supply(ctx))


def _building_supply(ctx: TableContext) -> Markup:
    cols = []
    for col in COLUMNS:
        items = [_building(ctx, b) for b in sorted((x for x in BUILDINGS if x.column == col),
                                                    key=lambda x: (x.cost, x.name))]
        cols.append(h.li(h.h3(ctx.t("pr.column", n=col)), h.ul(items, class_="pr-bld-list"), class_="pr-col"))
    fold = _toggle(ctx, True) if ctx.view["phase"] != "builder" else None
    return h.section(h.h2(ctx.t("pr.buildings")), fold, h.ol(cols, class_="pr-cols"),
                     class_="panel pr-panel pr-supply", id="pr-supply")


def _toggle(ctx: TableContext, shown: bool) -> Markup:
    """The button that opens (or folds) the supply outside the builder phase."""
    return button(ctx.t("pr.supply_open"), kit.pick(SHOWN, "" if shown else 1), pressed=shown, cls="pr-whole")


def _building(ctx: TableContext, b: Building) -> Markup:
    """A building in the supply: its tile, name, price, VP, circles and copies left, the piece
    tapped to build it when the human may; what it does (and why not) on a tap of its "?"."""
    left = ctx.board["supply"]["buildings"]
    was = (ctx.before_board or {}).get("supply", {}).get("buildings") or {}
    n, price = left.get(b.name, 0), my_price(ctx, b.name)
    reason = refused(ctx, f"build:{b.name}") if ctx.view["phase"] == "builder" and ctx.legal else None
    head, facts, body = _fixed(ctx, b)
    cost = h.span(coins(ctx, price), h.span(ctx.t("pr.you_pay", n=price) if price != b.cost
                                            else ctx.t("pr.cost", n=price), class_="sr-only"),
                  class_=["pr-cost", price != b.cost and "pr-price"])
    face = [head, facts, h.span(cost, " ", h.span(ctx.t("pr.left", n=n), class_=["pr-left", n == 0 and "none"]),
                                class_="pr-bfacts")]
    card = tap(ctx, f"build:{b.name}", face, cls="pr-card") or h.div(face, class_="pr-card")
    can = any(a.code == f"build:{b.name}" for a in ctx.legal)
    why = reason and h.p("✗ ", reason, class_="pr-why")
    return h.li(card, kit.tip("?", [why, body], label=ctx.t("pr.bld_what", building=bld(ctx, b.name)),
                              cls="pr-bld-tip"),
                class_=["pr-bld", f"pr-kind-{'prod' if b.good else 'violet'}", b.good and f"pr-k-{b.good}",
                        b.large and "large", n == 0 and "gone", b.name in was and was[b.name] != n and "new",
                        can and "can"],
                id=f"pr-b-{b.name}", title=reason)

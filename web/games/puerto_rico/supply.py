"""The building supply as the printed board lays it out: four columns (the largest quarry
discount a building admits, which is also its VP), each building with its cost, the human's
price after quarries, its VP, circles, copies left and what it does (tap to read); in the
builder phase the ones the human may build are buttons, the others say why not."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.puerto_rico.builder import can_build
from engine.puerto_rico.data import BUILDING, BUILDINGS

from ...markup import Markup, fragment, h
from .pieces import building_tile, circles, coins, memo, once, tap
from .words import am_chooser, bld, good, my_board, my_price, rt

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


def why_not(ctx: TableContext, name: str) -> str | None:
    """Why the human may not build ``name`` now (None if they may): the engine's
    ``can_build`` decides; the parts of its rule name the reason."""
    b = BUILDING[name]
    me = my_board(ctx)
    left = ctx.board["supply"]["buildings"].get(name, 0)
    builder = ctx.view["phase"] == "builder" and am_chooser(ctx)
    if can_build(me, name, left, builder):
        return None
    if me.has(name):
        return ctx.t("pr.why.have")
    if left <= 0:
        return ctx.t("pr.why.none_left")
    if me.city_free() < b.spaces:
        return ctx.t("pr.why.no_room", n=b.spaces)
    return ctx.t("pr.why.money", n=me.doubloons)


def _fixed(ctx: TableContext, b: Building) -> tuple[Markup, Markup, Markup]:
    """A building's printed parts, the same all match long: its name, its cost, VP and
    circles, and what it does (drawn once for each language)."""
    head = once(("b-head", ctx.lang, b.name), lambda: h.span(
        building_tile(ctx, b.name), " ", h.span(bld(ctx, b.name), class_="pr-bname"),
        class_="pr-bhead"))
    facts = once(("b-facts", ctx.lang, b.name), lambda: fragment(
        ctx.t("pr.cost", n=b.cost), " ", h.span(ctx.t("pr.vp", n=b.vp), class_="pr-vp"), " ",
        circles(ctx, 0, b.circles)))
    body = once(("b-body", ctx.lang, b.name), lambda: h.p(
        building_help(ctx, b.name), (" ", ctx.t("pr.large_note")) if b.large else None, class_="pr-help"))
    return head, facts, body


def building_supply(ctx: TableContext) -> Markup:
    """The supply (see the module); drawn again only when what it shows has changed."""
    v, view = ctx.board, ctx.view
    me, left = v["seats"][ctx.human], v["supply"]["buildings"]
    was = ((ctx.before_board or {}).get("supply") or {}).get("buildings") or {}
    builder = view["phase"] == "builder" and (  # prices and choices of the builder phase
        (v.get("step") or {}).get("costs"), view["to_act"] == [ctx.human], am_chooser(ctx),
        [a.code for a in ctx.legal if a.kind == "build"], bool(ctx.legal))
    inputs = ("supply", ctx.lang, left, me["doubloons"], me["island"], me["city"], builder,
              [name for name, n in left.items() if name in was and was[name] != n])
    return memo(inputs, lambda: _building_supply(ctx))


def _building_supply(ctx: TableContext) -> Markup:
    left = ctx.board["supply"]["buildings"]
    was = (ctx.before_board or {}).get("supply", {}).get("buildings") or {}
    deciding = ctx.view["phase"] == "builder" and bool(ctx.legal)
    cols = []
    for col in COLUMNS:
        items = []
        for b in sorted((x for x in BUILDINGS if x.column == col), key=lambda x: (x.cost, x.name)):
            n = left.get(b.name, 0)
            price = my_price(ctx, b.name)
            reason = why_not(ctx, b.name) if deciding else None
            head, facts, body = _fixed(ctx, b)
            summary = h.summary(head, h.span(
                facts, h.span(ctx.t("pr.you_pay", n=price), class_="pr-price") if price != b.cost else None,
                h.span(ctx.t("pr.left", n=n), class_=["pr-left", n == 0 and "none"]), class_="pr-bfacts"))
            build = tap(ctx, f"build:{b.name}",
                        [h.span(ctx.t("pr.build_it"), class_="pr-bn"), " ", coins(ctx, price)])
            items.append(h.li(h.details(summary, body, id=f"pr-b-{b.name}"), build,
                              reason and h.p("✗ ", reason, class_="pr-why"),
                              class_=["pr-bld", f"pr-kind-{'prod' if b.good else 'violet'}",
                                      b.good and f"pr-k-{b.good}", b.large and "large", n == 0 and "gone",
                                      b.name in was and was[b.name] != n and "new",
                                      build is not None and "can"]))
        cols.append(h.li(h.h3(ctx.t("pr.column", n=col)), h.ul(items, class_="pr-bld-list"), class_="pr-col"))
    me = ctx.board["seats"][ctx.human]
    head = h.p(ctx.t("pr.supply_note", n=me["doubloons"]), class_="note")
    return h.section(h.h2(ctx.t("pr.buildings")), head, h.ol(cols, class_="pr-cols"),
                     class_="panel pr-panel pr-supply", id="pr-supply")

"""The shared board: where the round stands, the role cards, the plantations and quarries,
the colonists, the VP chips, the goods, the cargo ships and the trading house.

Everything comes from the human seat's view (``ctx.board``); what moved since the player's
last decision (``ctx.before_board``) is marked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.puerto_rico import captain, trader
from engine.puerto_rico.data import GOODS, QUARRY, TRADING_HOUSE_SPACES

from ...markup import Markup, h
from ...widgets import stat
from .. import kit
from .pieces import changed, coins, colonist, named, piece, seat_mark, tap
from .words import am_chooser, good, my_board, plant, reason, role, rt

if TYPE_CHECKING:
    from ...context import TableContext


def _before(ctx: TableContext) -> dict[str, Any]:
    return ctx.before_board or {}


def _panel(ctx: TableContext, cls: str, title: str, *body: Any, ident: str | None = None) -> Markup:
    return h.section(h.h2(title), *body, class_=["panel", "pr-panel", cls], id=ident)


# --- where the round stands ------------------------------------------------------------------

def status(ctx: TableContext) -> Markup:
    """The phase and whose turn it is, in words; the end when it is coming (the governor is marked
    on the scoreboard and on the seats)."""
    v, view = ctx.board, ctx.view
    phase = view["phase"]
    acting = view["to_act"][0] if view["to_act"] else None
    if phase == "over":
        who = None
    elif acting == ctx.human:
        who = ctx.t("pr.status.you")
    elif acting is not None:
        who = ctx.t("pr.status.deciding", name=ctx.name(acting))
    else:
        who = None
    playing = None
    if v.get("role") and v.get("chooser") is not None:
        playing = ctx.t("pr.status.role_of", name=ctx.name(v["chooser"]), role=role(ctx, v["role"]))
    ending = None
    if v.get("end_triggers") and phase != "over":
        why = " ".join(reason(r, ctx) for r in v["end_triggers"])
        ending = h.p("⚠ ", ctx.t("pr.status.ending", why=why), class_="warn", role="note")
    return h.section(
        h.p(h.span(ctx.t(f"pr.phase.{phase}"), class_="pr-phase"), who and " · ", who and h.b(who)),
        playing and h.p(playing),
        ending, class_="pr-status", aria_label=ctx.t(f"pr.phase.{phase}"))


# --- the role cards ------------------------------------------------------------------------------

def roles(ctx: TableContext) -> Markup:
    """The role cards: a free one is the piece tapped to take it (its doubloons on it), a
    taken one shows its taker; what each does opens on a tap of its "?"."""
    before = {r["id"]: r for r in _before(ctx).get("roles", [])}
    cards = [_role_card(ctx, slot, before.get(slot["id"])) for slot in ctx.board["roles"]]
    picks = h.span(ctx.t("pr.picks", n=ctx.board.get("picks", 0)), class_="note")
    return h.section(h.h2(ctx.t("pr.roles"), " ", picks), h.ul(cards, class_="pr-role-list"),
                     class_="panel pr-panel pr-roles")


def _role_card(ctx: TableContext, slot: dict[str, Any], was: dict[str, Any] | None) -> Markup:
    rid, taker, money = slot["id"], slot["taken_by"], slot["doubloons"]
    name = role(ctx, rid)
    who = (h.span(seat_mark(taker), " ", h.span(ctx.t("pr.taken_by_sr"), class_="sr-only"), " ", ctx.name(taker),
                  class_="pr-taker", title=ctx.t("pr.taken_by", name=ctx.name(taker)))
           if taker is not None else h.span(ctx.t("pr.role_open"), class_="pr-open"))
    face = [h.b(name, class_="pr-rn"), " ", coins(ctx, money, "pr-on-role") if money else None,
            h.span(ctx.t("pr.on_card", n=money), class_="sr-only") if money else None, who]
    helps = rt(ctx, f"pr.role_help.{slot['role']}")
    card = tap(ctx, f"role:{rid}", face, cls="pr-card") or h.div(face, class_="pr-card")
    return h.li(card, kit.tip("?", h.p(helps, class_="pr-help"), label=ctx.t("pr.role_what", role=name),
                              cls="pr-role-tip"),
                class_=["pr-role", taker is not None and f"taken pr-by-s{taker}", taker == ctx.human and "mine",
                        was is not None and was["taken_by"] != taker and taker is not None and "new"],
                id=f"pr-role-{rid}")


# --- plantations, colonists, chips, goods -----------------------------------------------------

def plantations(ctx: TableContext) -> Markup:
    sup, was = ctx.board["supply"], _before(ctx).get("supply") or {}
    old = list(was.get("face_up") or [])
    row = []
    for kind in sup["face_up"]:
        new = bool(was) and kind not in old
        if kind in old:
            old.remove(kind)
        face = named(ctx, kind, plant(ctx, kind), tile=True)
        row.append(h.li(tap(ctx, f"settle:{kind}", face) or h.span(face, class_="pr-tile-in-row"),
                        class_=["pr-row-tile", f"pr-k-{kind}", new and "new"]))
    if not row:
        row.append(h.li(ctx.t("pr.row_empty"), class_="empty"))
    discard = sup.get("discard") or {}
    discards = ctx.listed(f"{plant(ctx, k)} {n}" for k, n in discard.items()) if discard else None
    stack = h.p(stat(ctx.t("pr.stack"), sup["plantation_stack"],
                     change=changed(sup["plantation_stack"], was.get("plantation_stack"))),
                tap(ctx, "hacienda", ctx.t("pr.hacienda_draw")), class_="pr-stack")
    left = stat(ctx.t("pr.quarries"), sup["quarries"], change=changed(sup["quarries"], was.get("quarries")))
    quarries = h.p(h.span(piece(ctx, QUARRY, tile=True), " ", left, class_="pr-fig"),
                   tap(ctx, "quarry", named(ctx, QUARRY, plant(ctx, QUARRY), tile=True)), class_="pr-quarries")
    return _panel(ctx, "pr-plantations", ctx.t("pr.plantations"), h.ul(row, class_="pr-row"), stack, quarries,
                  discards and h.p(ctx.t("pr.discards", tiles=discards), class_="note"))


def supplies(ctx: TableContext) -> Markup:
    """The colonist ship and supply, the VP chips left, the goods left in the supply."""
    sup, was = ctx.board["supply"], _before(ctx).get("supply") or {}
    goods_was = was.get("goods") or {}
    # The colonists on the ship as pieces (a few), the supply's as one piece and its number.
    aboard = h.span([colonist(ctx) for _ in range(sup["colonist_ship"])], class_="pr-aboard")
    figures = h.p(
        h.span(stat(ctx.t("pr.colonist_ship"), sup["colonist_ship"],
                    change=changed(sup["colonist_ship"], was.get("colonist_ship"))), " ", aboard, class_="pr-fig"),
        h.span(colonist(ctx), " ", stat(ctx.t("pr.colonist_supply"), sup["colonists"],
                                        change=changed(sup["colonists"], was.get("colonists"))), class_="pr-fig"),
        stat(ctx.t("pr.vp_left"), sup["vp_chips"], change=changed(sup["vp_chips"], was.get("vp_chips"))),
        class_="stats")
    goods = [h.li(_good_piece(ctx, g, named(ctx, g, good(ctx, g), sup["goods"][g])),
                  _delta(changed(sup["goods"][g], goods_was.get(g)))) for g in GOODS]
    return _panel(ctx, "pr-supplies", ctx.t("pr.supplies"), figures,
                  h.h3(ctx.t("pr.goods_supply")), h.ul(goods, class_="pr-goods"))


def _good_piece(ctx: TableContext, g: str, face: Markup) -> Markup:
    """A good in the supply: the piece tapped to take it by the craftsman's privilege."""
    return tap(ctx, f"extra:{g}", face) or face


def _delta(change: int | None) -> Markup | None:
    if not change:
        return None
    return h.span(f"{'+' if change > 0 else '−'}{abs(change)}", class_=["delta", "up" if change > 0 else "down"])


# --- ships and the trading house -----------------------------------------------------------------

def _ship_loads(ctx: TableContext, index: int) -> list[Markup | None]:
    """The loads that go onto ship ``index``: each a piece, the barrels and how many."""
    ship, me = ctx.board["ships"][index], my_board(ctx)
    loads = [(a.code, str(a.args[0])) for a in ctx.legal if a.kind == "load" and int(a.args[1]) == index]
    return [tap(ctx, code, named(ctx, g, good(ctx, g), captain.load_count(ship, me.goods[g]))) for code, g in loads]


def ships(ctx: TableContext) -> Markup:
    was = _before(ctx).get("ships") or []
    me = my_board(ctx)
    items = []
    for i, ship in enumerate(ctx.board["ships"]):
        kind, load, cap = ship["good"], ship["load"], ship["capacity"]
        moved = i < len(was) and was[i]["load"] != load
        barrels = [h.span(piece(ctx, kind) if n < load and kind else "", class_=["pr-hold", n < load and "full"])
                   for n in range(cap)]
        what = (ctx.t("pr.ship_holds", n=load, cap=cap, good=good(ctx, kind)) if kind
                else ctx.t("pr.ship_empty", cap=cap))
        takes = [g for g in GOODS if me.goods[g] and i in captain.ships_taking(ctx.board["ships"], g, me.goods[g])]
        loads = [x for x in _ship_loads(ctx, i) if x is not None]  # or else, what it would take
        items.append(h.li(h.p(h.b(ctx.t("pr.ship", cap=cap)), " · ", what, class_="pr-ship-what"),
                          h.div(barrels, class_="pr-holds", aria_hidden="true"),
                          takes and not loads and ctx.view["phase"] in ("captain", "storage") and h.p(
                              ctx.t("pr.ship_takes", goods=ctx.listed(good(ctx, g) for g in takes)), class_="note"),
                          loads and h.div(loads, class_="pr-loads"),
                          class_=["pr-ship", load == cap and "full", moved and "new"]))
    return _panel(ctx, "pr-ships", ctx.t("pr.ships"), h.ul(items, class_="pr-ship-list"), trading_house(ctx))


def _sale(ctx: TableContext, g: str) -> Markup:
    """A sale's face: the good and the doubloons it brings."""
    gets = trader.sale_price(my_board(ctx), g, am_chooser(ctx))
    return named(ctx, g, good(ctx, g), h.span("→ ", coins(ctx, gets)))


def trading_house(ctx: TableContext) -> Markup:
    house = ctx.board["trading_house"]
    was = _before(ctx).get("trading_house")
    spaces = []
    for n in range(TRADING_HOUSE_SPACES):
        if n < len(house):
            new = was is not None and n >= len(was)
            spaces.append(h.li(named(ctx, house[n], good(ctx, house[n])), class_=["pr-sold", new and "new"]))
        else:
            spaces.append(h.li(ctx.t("pr.house_free"), class_="pr-sold free"))
    sales = [tap(ctx, a.code, _sale(ctx, str(a.args[0]))) for a in ctx.legal if a.kind == "sell"]
    return h.div(h.h3(ctx.t("pr.trading_house"), " ", h.span(f"({len(house)}/{TRADING_HOUSE_SPACES})", class_="count")),
                 h.ul(spaces, class_="pr-house"), sales and h.div(sales, class_="pr-loads"),
                 # Its rule under it in the trader phase; a phone leaves it out in the others.
                 h.p(ctx.t("pr.house_rule"), class_=["note", ctx.view["phase"] != "trader" and "pr-later"]),
                 class_="pr-trading")

"""Mundus Novus's shared table and the person's own: the hand, the supply, the fleets, the trade,
the set being presented, the market and the development queue, with the cards as drawn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action
from engine.mundus_novus import cards as C
from engine.mundus_novus.trade import total_of

from ...markup import Markup, h
from ...pictures import picture
from ...widgets import panel
from .. import kit
from .aid import EVENT_SYMBOL
from .own import choosing, hand_cards
from .pieces import KIND, mini_card, rcard
from .taps import card_piece, hand_pieces, hand_verb, legal_action
from .words import card_effect, card_help, card_name, colon, label, res, rt

if TYPE_CHECKING:
    from ...context import TableContext


def mn_panel(cls: str, title: str, *body: Any) -> Markup:
    """A panel of this table's (``mn-panel``, and ``cls`` its own)."""
    return panel(title, *body, cls=["mn-panel", cls])


def earlier(ctx: TableContext) -> dict[str, Any]:
    """The board at the person's last decision ({} where not known), to mark what changed."""
    return ctx.before_board or {}


def _added(now: list[int], before: list[int] | None) -> list[bool]:
    """For each card of ``now``, whether it is one more of its type than ``before`` had."""
    if before is None:
        return [False] * len(now)
    left = {t: before.count(t) for t in set(before)}
    out = []
    for t in now:
        out.append(left.get(t, 0) <= 0)
        left[t] = left.get(t, 0) - 1
    return out


def seen_in_hand(ctx: TableContext, counts: list[int] | None) -> Markup | None:
    """The cards we saw go into another seat's hand this round and know are still there (the
    view's ``known``: picked face up, taken in trade, given to us), as a player remembers them;
    the computers remember as much and no more."""
    if not counts or not sum(counts):
        return None
    types = [i + 1 for i, n in enumerate(counts) for _ in range(n)]
    names = ctx.listed(ctx.t(f"mn.res.{t}") for t in types)
    return h.p(h.span(ctx.t("mn.seen_in_hand"), colon(ctx), class_="seen-label"),
               h.span([mini_card(ctx, t, t) for t in types], class_="mini-row", aria_hidden="true"),
               h.span(names, class_="sr-only"), class_="seen-in-hand")


def seen_discarded(ctx: TableContext, counts: list[int] | None) -> Markup | None:
    """The cards we saw go onto the discard pile since it was last shuffled (the view's
    ``discarded``: every set laid face up, our own hand at a round's end, our own card lost
    to Pirates), by type, folded away: a player who counts cards remembers them, and so do
    the computers."""
    if not counts or not sum(counts):
        return None
    kinds = [(i + 1, n) for i, n in enumerate(counts) if n]
    names = ctx.listed(f"{ctx.t(f'mn.res.{t}')} ×{n}" for t, n in kinds)
    return h.details(
        h.summary(ctx.t("mn.seen_discarded", n=sum(counts))),
        h.p(h.span([h.span(mini_card(ctx, t, t), "×", n, class_="seen-count") for t, n in kinds],
                   class_="mini-row", aria_hidden="true"),
            h.span(names, class_="sr-only")),
        class_="seen-discarded")


def rcards(ctx: TableContext, counts: list[int] | None, before: list[int] | None = None) -> list[Markup]:
    """A count list (index i = type i+1) as cards, lowest value first, relics last; with
    ``before`` (the counts at the player's last decision), the cards added since are marked."""
    out = []
    for i, n in enumerate(counts or []):
        was = before[i] if before and i < len(before) else n
        out += [rcard(ctx, i + 1, new=k >= was) for k in range(n)]
    return out


def dcard(ctx: TableContext, card_: dict[str, Any], position: int | None = None, cls: str | None = None,
          open_: bool = False, where: str = "", new: bool = False) -> Markup:
    """A development card as on the table: its kind's picture and name, and under it what it
    does and pays; tapping it (or hovering) tells the rules' full words (``open_``: told at once)."""
    helptext = card_help(ctx, card_)
    summary = h.summary(dcard_face(ctx, card_, position), title=helptext)
    return h.details(summary, h.p(helptext, class_="dc-help"), class_=["dc", f"dc-{card_['kind']}", cls, new and "new"],
                     id=f"{where}-{card_['id']}" if where else None, open=open_)


def dcard_face(ctx: TableContext, card_: dict[str, Any], position: int | None = None) -> list[Markup]:
    """What a development card shows: its place in the queue, its kind's picture and name, its
    event, and under them what it does and pays."""
    kind = card_["kind"]
    ev = card_.get("event", C.NO_EVENT)
    pos = h.span(position, class_="dc-pos", aria_label=ctx.t("mn.queue_pos", n=position)) if position else None
    event = ev != C.NO_EVENT and h.span(EVENT_SYMBOL[ev], h.span(" ", ctx.t(f"mn.event.{ev}"), class_="dc-evn"),
                                        class_="dc-ev", title=ctx.t(f"mn.event.{ev}"))
    return [h.span(pos, picture(KIND[kind], ctx.t(f"mn.kind.{kind}"), cls="dc-pic", decorative=True),
                   h.span(card_name(ctx, card_), class_="dc-name"), event, class_="dc-top"),
            h.span(card_effect(ctx, card_), class_="dc-effect")]


def queue_card(ctx: TableContext, card_: dict[str, Any], reach: bool, new: bool) -> Markup:
    """A queue card: the piece that takes it when the set being laid may, else a card whose
    rules' words open on a tap."""
    code = f"queue:{card_['position']}"
    action = legal_action(ctx, code)
    if action is None and not _laying_identical(ctx):
        return dcard(ctx, card_, card_["position"], "reach" if reach else None, where="queue", new=new)
    face = h.span(dcard_face(ctx, card_, card_["position"]), class_="dc-face")
    if action is None:  # while an identical set is laid, a card beyond its reach says why when tapped
        return kit.why_piece(code, face, label(Action.parse(code), ctx),
                             cls=["dc", f"dc-{card_['kind']}", "mn-piece", new and "new"])
    return kit.piece(ctx, kit.play(action.code), face, label(action, ctx),
                     cls=["dc", f"dc-{card_['kind']}", "reach", "mn-piece", new and "new"])


def _laying_identical(ctx: TableContext) -> bool:
    """Whether the person lays an identical set now (the queue cards are its choices)."""
    building = (ctx.board.get("progression") or {}).get("building")
    return hand_verb(ctx) == "add" and building is not None and building.get("kind") == "same"


def _me(ctx: TableContext) -> dict[str, Any]:
    seat: dict[str, Any] = ctx.board["seats"][ctx.human]
    return seat


def hand(ctx: TableContext) -> Markup:
    v = ctx.board
    me = _me(ctx)
    types = [i + 1 for i, n in enumerate(v["hand"] or []) for _ in range(n)]
    drawn = rcards(ctx, v["hand"], earlier(ctx).get("hand"))
    cards = ((hand_cards(ctx, types, drawn) if choosing(ctx) else hand_pieces(ctx, types, drawn))
             or h.p(ctx.t("mn.hand_empty"), class_="empty"))
    offer = None
    if me.get("offer") and sum(me["offer"]) and not (v.get("trade") or {}).get("revealed"):
        # The total as the engine counts it (the view's count list starts at type 1).
        valdivia = any(c.get("character") == C.VALDIVIA for c in me["cards"])
        shown = total_of([0, *me["offer"]], valdivia)
        bonus = rt(ctx, "mn.valdivia_bonus") if valdivia else ""
        offer = h.div(h.h3(ctx.t("mn.your_offer")), h.div(rcards(ctx, me["offer"]), class_="cards"),
                      h.p(rt(ctx, "mn.your_offer_total", total=shown, valdivia=bonus)), class_="my-offer")
    stored = h.div(  # our own warehouse: we know which cards we put there
        h.h3("▦ ", ctx.t("mn.stored"), colon(ctx), me["stored"]),
        h.div(rcards(ctx, v.get("warehouse")), class_="cards"),
        class_="stored") if me.get("stored") else None
    return h.section(h.h2(ctx.t("mn.your_hand"), " ", h.span(f"({sum(v['hand'] or [])})", class_="count"), " · ",
                          ctx.t("mn.doubloons", n=me["doubloons"]), id="hand-h"),
                     h.div(cards, class_="cards hand"), stored, offer,
                     class_="panel mn-panel mn-hand", aria_labelledby="hand-h")


def supply(ctx: TableContext) -> Markup:
    v = ctx.board
    order = []
    for i, f in enumerate(v["fleets"]):
        values = ctx.listed(C.DEV_CARDS[c].value for c in f["caravels"])
        words = ctx.t("mn.fleet", name=ctx.name(f["seat"]), caravels=values, value=f["value"])
        order.append(h.li(words, " ▶" if v.get("fleet_index") == i else None))
    return mn_panel("mn-supply", ctx.t("mn.supply_cards"),
                  h.div([card_piece(ctx, rcard(ctx, t), (f"pick:{t}",)) for t in v["supply_cards"]], class_="cards"),
                  split_fleets(ctx), h.h3(ctx.t("mn.fleet_order")), h.ol(order))


def split_fleets(ctx: TableContext) -> Markup | None:
    """Ponce de León's split, when it is ours: the two fleets, each caravel the piece that moves it
    to the other fleet (one caravel always stays in the first)."""
    v = ctx.board
    if v.get("step") != "split" or not ctx.legal:
        return None
    second = set(v["second_fleet"])
    ships = sorted((c for c in _me(ctx)["cards"] if c["kind"] == C.CARAVEL), key=lambda c: c["value"])
    rows = []
    for key, moved, verb in (("mn.fleet_first", False, "split"), ("mn.fleet_second", True, "join")):
        pieces = [card_piece(ctx, h.span("⚓ ", ctx.t("mn.card.caravel", value=c["value"]), class_="mn-ship"),
                             (f"{verb}:{c['value']}",)) for c in ships if (c["id"] in second) == moved]
        rows.append(h.li(h.span(ctx.t(key), class_="who"),
                         h.div(pieces or h.span(ctx.t("mn.fleet_empty"), class_="empty"), class_="offer-state")))
    return h.ul(rows, class_="offers mn-fleets")


def trade(ctx: TableContext) -> Markup:
    v, tr = ctx.board, ctx.board["trade"]
    rows = []
    for p in v["seats"]:
        seat = p["seat"]
        total = None
        if tr["revealed"] and p["offer"] is not None:
            types = [i + 1 for i, n in enumerate(p["offer"]) for _ in range(n)]
            taking = any(a.kind == "take" for a in ctx.legal)  # a card of an offer not to take says why
            codes = [f"take:{seat}.{t}" for t in types]
            state = [h.div([card_piece(ctx, rcard(ctx, t), (code,), code if taking else None)
                            for t, code in zip(types, codes)], class_="cards")]
            total = h.span(ctx.t("mn.offer_total", total=p["total"]), class_="total")
        elif p["committed"]:
            state = [h.span("✓ ", ctx.t("mn.offer_committed", n=p["offer_size"]), class_="ok")]
        else:
            state = [h.span("… ", ctx.t("mn.offer_deciding"), class_="wait")]
        if any(c.get("character") == C.VALDIVIA for c in p["cards"]) and not tr["revealed"]:
            state.append(h.span("(", rt(ctx, "mn.valdivia_public"), ")", class_="note"))
        badge = " ⚑" if seat == v["trade_master"] else None
        who = seat_piece(ctx, seat, "master")
        # The name with the offer's total at the end of its line, the cards under them on one line.
        rows.append(h.li(h.span(h.span(who, badge, class_="who-name"), total, class_="who"),
                         h.div(state, class_="offer-state")))
    taken = None
    if tr.get("taken"):
        giver, t = tr["taken"]
        taken = h.p(ctx.t("mn.taken_card", name=ctx.name(giver), card=res(ctx, t)), class_="taken")
    announced = h.p(ctx.t("mn.announced", n=v["announced"])) if v["announced"] else None
    return mn_panel("mn-trade", ctx.t("mn.trade"), announced,
                  h.ul(rows, class_="offers"), taken,
                  not tr["revealed"] and h.p(ctx.t("mn.totals_rule"), class_="rule"))


def set_in_progress(ctx: TableContext, b: dict[str, Any], maker: int) -> Markup:
    """The set being laid, face up: ours, or the one another seat is laying in its turn."""
    mine = maker == ctx.human
    size = b["size"]
    title = {"same": ctx.t("mn.set_same", value=b["value"], size=size),
             "different": ctx.t("mn.set_different", size=size),
             "perfect": rt(ctx, "mn.set_perfect", size=size)}[b["kind"]]
    cards = [[rcard(ctx, t, "turned" if t != counts else None), t != counts and h.span(f"→ {counts}", class_="as")]
             for t, counts in b["cards"]]
    notes = []
    if b.get("merchant_pending"):
        notes.append(ctx.t("mn.merchant_pending", value=b["merchant_pending"]) if mine
                     else ctx.t("mn.their_merchant_pending", name=ctx.name(maker), value=b["merchant_pending"]))
    if b["kind"] == "same":
        notes.append(ctx.t("mn.earns_queue", positions=ctx.listed(b["positions"])) if b["positions"]
                     else ctx.t("mn.earns_none"))
        if b.get("deck"):
            notes.append(ctx.t("mn.earns_deck"))
    elif b["kind"] == "different" and b.get("doubloons"):
        notes.append(ctx.t("mn.earns_doubloons", n=b["doubloons"]))
    head = ctx.t("mn.your_set") if mine else ctx.t("mn.their_set", name=ctx.name(maker))
    return mn_panel("mn-set", f"{head}{colon(ctx)}{title}", h.div(cards, class_="cards"),
                    [h.p(n, class_="earn") for n in notes])


def market(ctx: TableContext) -> Markup:
    v = ctx.board
    before = earlier(ctx)
    fresh = _added(v["market"], before.get("market") if before else None)
    cards = [card_piece(ctx, rcard(ctx, t, new=fresh[i]), (f"swap:{t}",)) for i, t in enumerate(v["market"])]
    return mn_panel("mn-market", ctx.t("mn.market"), h.div(cards, class_="cards"))


def queue(ctx: TableContext) -> Markup:
    v = ctx.board
    prog = v.get("progression") or {}
    # Only our own set's reach is marked on the queue: those are the cards we may take.
    b = (prog.get("building") if prog.get("turn") == ctx.human else None) or {}
    reachable = set(b.get("positions") or [])
    before = earlier(ctx)
    old_queue = {c["id"] for c in before.get("queue", [])} if before else None
    cards = [h.li(queue_card(ctx, c, c["position"] in reachable, old_queue is not None and c["id"] not in old_queue))
             for c in v["queue"]]
    return mn_panel("mn-queue", ctx.t("mn.queue"), h.ol(cards, class_="queue"))


def seat_piece(ctx: TableContext, seat: int, kind: str) -> Any:
    """A seat's name: the piece that chooses it (``master``, ``first``) when that is legal."""
    if legal_action(ctx, f"{kind}:{seat}") is None:
        return ctx.name(seat)
    return card_piece(ctx, h.span(ctx.name(seat)), (f"{kind}:{seat}",))

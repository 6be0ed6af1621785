"""The Mundus Novus table: the human seat's view drawn as HTML, its choices as buttons.

Everything drawn comes from the human seat's view and ``ctx.legal``: the game's own part
(``ctx.board``, the keys listed in engine/mundus_novus/README.md) and, from the envelope
around it (``ctx.view``), who is to act and the phase.
Texts come from :mod:`.texts` through ``ctx.t``; values go through :func:`web.html.esc`.
"""

from __future__ import annotations

from engine.mundus_novus import cards as C
from engine.mundus_novus.progression import different_set_pay, queue_reach
from engine.mundus_novus.trade import total_of

from ...html import button, esc
from .texts import TEXTS
from .words import card_help, card_name, describe, label, reason, res, rt

__all__ = ["TEXTS", "choices", "describe", "label", "reason", "render"]

EVENT_SYMBOL = {C.NO_EVENT: "○", C.KINGS_HELP: "♔", C.NATIVES: "➹", C.STORM: "☈", C.FIRE: "♨", C.PIRATES: "☠"}
KIND_SYMBOL = {C.CARAVEL: "⚓", C.MERCHANT: "⚖", C.WAREHOUSE: "▦", C.SHIPYARD: "⚒", C.CHARACTER: "♛"}
#: Actions that name a resource type, drawn as cards; the argument holding the type.
CARD_ACTIONS = {"offer": 0, "pick": 0, "swap": 0, "give": 0, "add": 0, "store": 0, "take": 1}


# --- small pieces ------------------------------------------------------------------------

def rcard(ctx, t: int, extra: str = "") -> str:
    """One resource card: its value big, its name small, a look of its own per type."""
    value = "◆" if t == C.RELIC else str(t)
    return (f'<span class="rc rc-{t}{extra}"><span class="rc-v" aria-hidden="true">{value}</span>'
            f'<span class="rc-n">{esc(res(ctx, t) if t != C.RELIC else ctx.t(f"mn.res.{C.RELIC}"))}</span></span>')


def rcards(ctx, counts: list[int] | None) -> str:
    """A count list (index i = type i+1) as cards, lowest value first, relics last."""
    if not counts:
        return ""
    return "".join(rcard(ctx, i + 1) for i, n in enumerate(counts) for _ in range(n))


def dcard(ctx, card: dict, position: int | None = None, note: str = "", open_: bool = False, where: str = "") -> str:
    """A development card; tapping it (or hovering) tells what it does (``open_``: told at once)."""
    kind = card["kind"]
    ev = card.get("event", C.NO_EVENT)
    pos = (f'<span class="dc-pos" aria-label="{esc(ctx.t("mn.queue_pos", n=position))}">{position}</span>'
           if position else "")
    income = f'<span class="dc-inc">+{card["income"]}</span>' if card.get("income") else ""
    evs = (f'<span class="dc-ev" title="{esc(ctx.t(f"mn.event.{ev}"))}">{EVENT_SYMBOL[ev]}'
           f'<span class="dc-evn"> {esc(ctx.t(f"mn.event.{ev}"))}</span></span>') if ev != C.NO_EVENT else ""
    ident = f' id="{esc(where)}-{card["id"]}"' if where else ""
    players = esc(ctx.t("mn.help.players", players=card["players"]))
    return (f'<details class="dc dc-{esc(kind)}{note}"{ident}{" open" if open_ else ""}>'
            f'<summary title="{esc(card_help(ctx, card))}">{pos}'
            f'<span class="dc-sym" aria-hidden="true">{KIND_SYMBOL.get(kind, "?")}</span>'
            f'<span class="dc-name">{esc(card_name(ctx, card))}</span>{income}{evs}'
            f'<span class="dc-pc" title="{players}">{card["players"]}+</span>'
            f'</summary><p class="dc-help">{esc(card_help(ctx, card))}</p></details>')


def _panel(cls: str, title: str, body: str) -> str:
    return f'<section class="mn-panel {cls}"><h2>{esc(title)}</h2>{body}</section>'


# --- the table -----------------------------------------------------------------------------

def render(ctx, choices_html: str = "") -> str:
    v = ctx.board
    parts = [round_bar(ctx), hand(ctx)]
    if ctx.view["phase"] == "supply" and (v["supply_cards"] or v["fleets"]):
        parts.append(supply(ctx))
    if v.get("trade"):
        parts.append(trade(ctx))
    building = (v.get("progression") or {}).get("building")
    if building:
        parts.append(set_in_progress(ctx, building, v["progression"]["turn"]))
    if v.get("storing") and sum(v["storing"]):
        parts.append(_panel("mn-storing", ctx.t("mn.storing"), f'<div class="cards">{rcards(ctx, v["storing"])}</div>'))
    parts.append(choices_html)
    parts.append(market_and_queue(ctx))
    parts.append(seats(ctx))
    parts.append(player_aid(ctx))
    return f'<div class="mn">{"".join(parts)}</div>'


def round_bar(ctx) -> str:
    v = ctx.board
    ev = v["event"]
    phase = ctx.t(f"mn.phase.{ctx.view['phase']}")
    tm = ctx.name(v["trade_master"])
    d = v["decks"]
    short = f'<p class="warn" role="note">⚠ {esc(ctx.t("mn.queue_short"))}</p>' if v.get("queue_short") else ""
    names = ", ".join(ctx.name(s) for s in v["perfect"])
    perfect = (f'<p class="warn">★ {esc(ctx.t("mn.perfect_presented", names=names))}</p>'
               if v.get("perfect") else "")
    return (f'<section class="mn-round" aria-label="{esc(phase)}">'
            f'<p><span class="phase">{esc(phase)}</span> · '
            f'<span class="tm">⚑ {esc(ctx.t("mn.trade_master"))}: <b>{esc(tm)}</b></span></p>'
            f'<p class="event"><span class="ev-sym" aria-hidden="true">{EVENT_SYMBOL.get(ev, "?")}</span> '
            f'{esc(ctx.t("mn.event_now"))}: <b>{esc(ctx.t(f"mn.event.{ev}"))}</b> — '
            f'{esc(rt(ctx, f"mn.event_help.{ev}"))}</p>'
            f'<p class="decks">{esc(ctx.t("mn.decks", **d))}</p>{short}{perfect}</section>')


def _me(ctx) -> dict:
    return ctx.board["seats"][ctx.human]


def hand(ctx) -> str:
    v = ctx.board
    cards = rcards(ctx, v["hand"]) or f'<p class="empty">{esc(ctx.t("mn.hand_empty"))}</p>'
    me = _me(ctx)
    extra = ""
    if me.get("offer") and sum(me["offer"]) and not (v.get("trade") or {}).get("revealed"):
        # The total as the engine counts it (the view's count list starts at type 1).
        valdivia = any(c.get("character") == C.VALDIVIA for c in me["cards"])
        shown = total_of([0, *me["offer"]], valdivia)
        bonus = rt(ctx, "mn.valdivia_bonus") if valdivia else ""
        extra = (f'<div class="my-offer"><h3>{esc(ctx.t("mn.your_offer"))}</h3>'
                 f'<div class="cards">{rcards(ctx, me["offer"])}</div>'
                 f'<p>{esc(rt(ctx, "mn.your_offer_total", total=shown, valdivia=bonus))}</p></div>')
    stored = ""
    if me.get("stored"):
        # Our own warehouse: we know which cards we put there (others see only how many).
        stored = (f'<div class="stored"><h3>▦ {esc(ctx.t("mn.stored"))}: {me["stored"]}</h3>'
                  f'<div class="cards">{rcards(ctx, v.get("warehouse"))}</div></div>')
    return (f'<section class="mn-panel mn-hand" aria-labelledby="hand-h">'
            f'<h2 id="hand-h">{esc(ctx.t("mn.your_hand"))} '
            f'<span class="count">({sum(v["hand"] or [])})</span> · '
            f'{esc(ctx.t("mn.doubloons", n=me["doubloons"]))}</h2>'
            f'<div class="cards hand">{cards}</div>{stored}{extra}</section>')


def supply(ctx) -> str:
    v = ctx.board
    cards = "".join(rcard(ctx, t) for t in v["supply_cards"])
    order = []
    for i, f in enumerate(v["fleets"]):
        values = ", ".join(str(card_value(c)) for c in f["caravels"])
        now = " ▶" if v.get("fleet_index") == i else ""
        words = ctx.t("mn.fleet", name=ctx.name(f["seat"]), caravels=values, value=f["value"])
        order.append(f'<li>{esc(words)}{now}</li>')
    return _panel("mn-supply", ctx.t("mn.supply_cards"),
                  f'<div class="cards">{cards}</div><h3>{esc(ctx.t("mn.fleet_order"))}</h3><ol>{"".join(order)}</ol>')


def card_value(card_id: int) -> int:
    return C.DEV_CARDS[card_id].value


def trade(ctx) -> str:
    v, tr = ctx.board, ctx.board["trade"]
    rows = []
    for p in v["seats"]:
        seat = p["seat"]
        if tr["revealed"] and p["offer"] is not None:
            state = (f'<div class="cards">{rcards(ctx, p["offer"])}</div>'
                     f'<span class="total">{esc(ctx.t("mn.offer_total", total=p["total"]))}</span>')
        elif p["committed"]:
            state = f'<span class="ok">✓ {esc(ctx.t("mn.offer_committed", n=p["offer_size"]))}</span>'
        else:
            state = f'<span class="wait">… {esc(ctx.t("mn.offer_deciding"))}</span>'
        badge = " ⚑" if seat == v["trade_master"] else ""
        if any(c.get("character") == C.VALDIVIA for c in p["cards"]) and not tr["revealed"]:
            state += f'<span class="note">({esc(rt(ctx, "mn.valdivia_public"))})</span>'
        rows.append(f'<li><span class="who">{esc(ctx.name(seat))}{badge}</span>{state}</li>')
    head = f'<p>{esc(ctx.t("mn.announced", n=v["announced"]))}</p>' if v["announced"] else ""
    taken = ""
    if tr.get("taken"):
        giver, t = tr["taken"]
        taken = f'<p class="taken">{esc(ctx.t("mn.taken_card", name=ctx.name(giver), card=res(ctx, t)))}</p>'
    rule = f'<p class="rule">{esc(ctx.t("mn.totals_rule"))}</p>' if not tr["revealed"] else ""
    return _panel("mn-trade", ctx.t("mn.trade"), f'{head}<ul class="offers">{"".join(rows)}</ul>{taken}{rule}')


def set_in_progress(ctx, b: dict, maker: int) -> str:
    """The set being laid, face up: ours, or the one another seat is laying in its turn."""
    mine = maker == ctx.human
    size = b["size"]
    title = {"same": ctx.t("mn.set_same", value=b["value"], size=size),
             "different": ctx.t("mn.set_different", size=size),
             "perfect": rt(ctx, "mn.set_perfect", size=size)}[b["kind"]]
    cards = "".join(rcard(ctx, t, " turned" if t != counts else "")
                    + ("" if t == counts else f'<span class="as">→ {counts}</span>')
                    for t, counts in b["cards"])
    notes = []
    if b.get("merchant_pending"):
        notes.append(ctx.t("mn.merchant_pending", value=b["merchant_pending"]) if mine
                     else ctx.t("mn.their_merchant_pending", name=ctx.name(maker), value=b["merchant_pending"]))
    if b["kind"] == "same":
        notes.append(ctx.t("mn.earns_queue", positions=", ".join(map(str, b["positions"]))) if b["positions"]
                     else ctx.t("mn.earns_none"))
        if b.get("deck"):
            notes.append(ctx.t("mn.earns_deck"))
    elif b["kind"] == "different" and b.get("doubloons"):
        notes.append(ctx.t("mn.earns_doubloons", n=b["doubloons"]))
    body = f'<div class="cards">{cards}</div>' + "".join(f'<p class="earn">{esc(n)}</p>' for n in notes)
    head = ctx.t("mn.your_set") if mine else ctx.t("mn.their_set", name=ctx.name(maker))
    return _panel("mn-set", f"{head}: {title}", body)


def market_and_queue(ctx) -> str:
    v = ctx.board
    prog = v.get("progression") or {}
    # Only our own set's reach is marked on the queue: those are the cards we may take.
    b = (prog.get("building") if prog.get("turn") == ctx.human else None) or {}
    reachable = set(b.get("positions") or [])
    market = "".join(rcard(ctx, t) for t in v["market"])
    marks = {c["position"]: " reach" if c["position"] in reachable else "" for c in v["queue"]}
    queue = "".join(f'<li>{dcard(ctx, c, c["position"], marks[c["position"]], open_=True, where="queue")}</li>'
                    for c in v["queue"])
    return (f'<div class="mn-center">{_panel("mn-market", ctx.t("mn.market"), f"<div class=cards>{market}</div>")}'
            f'{_panel("mn-queue", ctx.t("mn.queue"), f"<ol class=queue>{queue}</ol>")}</div>')


def seats(ctx) -> str:
    v = ctx.board
    turn = (v.get("progression") or {}).get("turn")
    to_act = ctx.view["to_act"]
    items = []
    for p in v["seats"]:
        seat = p["seat"]
        cls = "seat" + (" me" if seat == ctx.human else "") + (" acting" if seat in to_act or seat == turn else "")
        badge = f' <span class="badge">⚑ {esc(ctx.t("mn.trade_master"))}</span>' if seat == v["trade_master"] else ""
        acting = ' <span class="badge">▶</span>' if seat in to_act else ""
        dev = ("".join(f"<li>{dcard(ctx, c, where=f'seat{seat}')}</li>" for c in p["cards"])
               or f'<li class="empty">{esc(ctx.t("mn.no_dev"))}</li>')
        items.append(
            f'<li class="{cls}"><h3>{esc(ctx.name(seat))}{badge}{acting}</h3>'
            f'<p class="stats"><span>{esc(ctx.t("mn.doubloons_short"))} <b>{p["doubloons"]}</b></span>'
            f'<span>{esc(ctx.t("mn.hand_size"))} <b>{p["hand_size"]}</b></span>'
            f'<span>{esc(ctx.t("mn.caravels"))} <b>{p["caravels"]}</b></span>'
            + (f'<span>{esc(ctx.t("mn.stored"))} <b>{p["stored"]}</b></span>' if p["stored"] else "")
            + f'</p><ul class="dev">{dev}</ul></li>')
    return _panel("mn-seats", ctx.t("mn.seats"), f'<ul class="seat-list">{"".join(items)}</ul>')


def _reach(ctx, n: int) -> str:
    """Which queue cards a set reaching ``n`` positions may take, in words."""
    if n == 1:
        return ctx.t("mn.aid.first")
    return ctx.t("mn.aid.any") if n >= C.QUEUE_SIZE else ctx.t("mn.aid.first_n", n=n)


def player_aid(ctx) -> str:
    t = ctx.t
    # The values of each rank (common, rare, very rare), as the engine ranks them.
    ranks: dict[int, list[int]] = {}
    for v in C.GOODS:
        ranks.setdefault(C.rank(v), []).append(v)
    names = ("common", "rare", "very_rare")
    head = "".join(f'<th scope="col">{esc(t(f"mn.aid.{names[r]}", low=vs[0], high=vs[-1]))}</th>'
                   for r, vs in ranks.items())
    rows = "".join(f'<tr><th scope="row">{esc(t("mn.aid.size", n=n))}</th>'
                   + "".join(f"<td>{esc(_reach(ctx, queue_reach(n, vs[0], C.NO_EVENT)))}</td>" for vs in ranks.values())
                   + "</tr>" for n in range(C.SAME_MIN, C.SAME_MAX + 1))
    same = (f'<table><caption>{esc(rt(ctx, "mn.aid.same"))}</caption>'
            f'<thead><tr><th scope="col">{esc(t("mn.aid.rank"))}</th>{head}</tr></thead>'
            f"<tbody>{rows}</tbody></table>")
    diff = "".join(f'<tr><th scope="row">{esc(t("mn.aid.cards_n", n=n))}</th>'
                   f'<td>{esc(t("mn.aid.pays", n=different_set_pay(n, C.NO_EVENT)))}</td></tr>'
                   for n in C.DIFFERENT_PAY)
    relic = "".join(f'<tr><th scope="row">{esc(t("mn.aid.relics_n", n=n))}</th>'
                    f'<td>{esc(t("mn.aid.pays", n=d))}</td></tr>'
                    for n, d in C.RELIC_PAY.items())
    events = "".join(f'<li><b>{EVENT_SYMBOL[e]} {esc(t(f"mn.event.{e}"))}</b>: '
                     f'{esc(rt(ctx, f"mn.event_help.{e}"))}</li>'
                     for e in EVENT_SYMBOL)
    kinds = "".join(f'<li><b>{KIND_SYMBOL[k]} {esc(t(f"mn.kind.{k}"))}</b></li>' for k in KIND_SYMBOL)
    chars = "".join(f'<li><b>{esc(t(f"mn.char.{c}"))}</b>: {esc(rt(ctx, f"mn.charhelp.{c}"))}</li>'
                    for c in C.CHARACTER_NAMES)
    return (f'<details class="mn-aid" id="mn-aid"><summary>{esc(t("mn.aid"))}</summary><div class="aid-body">'
            f'<p>{esc(rt(ctx, "mn.aid.win"))}</p>{same}'
            f'<table><caption>{esc(t("mn.aid.different"))}</caption><tbody>{diff}</tbody></table>'
            f'<table><caption>{esc(t("mn.aid.relics"))}</caption><tbody>{relic}</tbody></table>'
            f'<h3>{esc(t("mn.aid.events"))}</h3><ul>{events}</ul>'
            f'<h3>{esc(t("mn.aid.cards"))}</h3><ul class="kinds">{kinds}</ul><ul>{chars}</ul>'
            f'<p class="note">{esc(rt(ctx, "mn.aid.reconstructed"))}</p></div></details>')


# --- the choices -------------------------------------------------------------------------------

def choices(ctx) -> str:
    """The human's legal actions: card choices drawn as cards (grouped by whose cards), the rest as buttons."""
    groups: dict[str, list[str]] = {}
    others = []
    for action in ctx.legal:
        lbl = label(action, ctx)
        if action.kind in CARD_ACTIONS:
            t = action.args[CARD_ACTIONS[action.kind]]
            key = ctx.t("mn.take_from", name=ctx.name(action.args[0])) if action.kind == "take" else ""
            groups.setdefault(key, []).append(
                button(lbl, f"play:{action.code}", cls="act card-act", label_html=rcard(ctx, t) +
                       f'<span class="act-word">{esc(ctx.t(f"mn.verb.{action.kind}"))}</span>'))
        else:
            primary = action.kind in ("done", "confirm", "queue", "sail", "announce", "first", "master", "keep")
            others.append(button(lbl, f"play:{action.code}", cls="act" + (" primary" if primary else "")))
    html = ""
    for key, buttons in groups.items():
        head = f"<h3>{esc(key)}</h3>" if key else ""
        html += f'<div class="act-group">{head}<div class="act-cards">{"".join(buttons)}</div></div>'
    if others:
        html += f'<div class="act-group"><div class="act-buttons">{"".join(others)}</div></div>'
    return html


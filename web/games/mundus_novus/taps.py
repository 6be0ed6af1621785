"""The cards on the table that play or pick when tapped (web/games/kit.py).

A card is the piece of every choice that names it: a card of the hand is offered, stored,
given, added to the set being laid or starts an identical set of its value; a revealed
offer's card is taken; a market card is taken in a swap; a face-up supply card is picked; a
queue card is taken by the set. The offer and the warehouses are a multi-pick: each card
tapped goes into the selection (kept in ``ctx.ui`` under ``mo`` or ``ms`` as its types,
``3.5.5``), tapped again it comes back, and the bar's confirm places them all as the
engine's steps in one tap. A set whose cards the player chooses is one too (:mod:`.own`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action
from engine.mundus_novus import cards as C
from engine.mundus_novus.endgame import warehouse_room
from engine.mundus_novus.state import applying_event
from engine.mundus_novus.trade import offer_size, offer_sizes, total_of

from ...markup import Markup
from .. import kit
from .words import label, res

if TYPE_CHECKING:
    from ...commands import Play
    from ...context import TableContext

#: The actions a card of the hand is the piece of (the hand's type is their argument).
HAND_VERBS = ("offer", "store", "give", "add", "same")


def legal_action(ctx: TableContext, code: str) -> Action | None:
    """The human's legal action of this code, if there is one."""
    return next((a for a in ctx.legal if a.code == code), None)


def card_piece(ctx: TableContext, card: Markup, codes: tuple[str, ...], why: str | None = None) -> Markup:
    """``card`` as the piece of the first legal action among ``codes``; if none is legal, the
    piece that says why ``why`` cannot be chosen (web/why.py) while the person decides, else
    the card as it is."""
    action = next((a for a in (legal_action(ctx, c) for c in codes) if a is not None), None)
    if action is None:
        if why is None or not ctx.legal:
            return card
        return kit.why_piece(why, card, label(Action.parse(why), ctx), cls="mn-piece")
    return kit.piece(ctx, kit.play(action.code), card, label(action, ctx), cls="mn-piece")


def hand_verb(ctx: TableContext) -> str | None:
    """What a card of the hand does in the person's Progression turn: starts an identical set
    (``same``) or goes into the set being laid (``add``); None at any other moment, or while
    a merchant's card is awaited (any card may be turned then)."""
    v = ctx.board
    progression = v.get("progression") or {}
    if v.get("step") != "turn" or progression.get("turn") != ctx.human or not ctx.legal:
        return None
    building = progression.get("building")
    if building is None:
        return "same"
    return None if building.get("merchant_pending") else "add"


def hand_pieces(ctx: TableContext, types: list[int], cards: list[Markup]) -> list[Markup]:
    """The hand's cards (``types[i]`` the type of ``cards[i]``): a multi-pick's cards at an
    offer or the warehouses, else each the piece of what it plays (or of why it cannot, in the
    Progression turn: :func:`hand_verb`)."""
    picking = picking_now(ctx)
    if picking is not None:
        return picked_cards(ctx, picking, types, cards)
    tapped = hand_verb(ctx)
    return [card_piece(ctx, card, tuple(f"{verb}:{t}" for verb in HAND_VERBS), tapped and f"{tapped}:{t}")
            for t, card in zip(types, cards)]


def picked_cards(ctx: TableContext, picking: dict[str, Any], types: list[int], cards: list[Markup]) -> list[Markup]:
    """The hand as a multi-pick (an offer, the warehouses, a set: :mod:`.own`): the first cards
    of each type chosen so far are pressed (a tap takes one back), the others are not (a tap
    adds one; not offered once the pick is whole)."""
    key, chosen, verb = picking["key"], picking["chosen"], picking["verb"]
    full = len(chosen) >= picking["required"]
    out = []
    seen: dict[int, int] = {}
    for t, card in zip(types, cards):
        k = seen[t] = seen.get(t, 0) + 1
        picked = k <= chosen.count(t)
        rest = list(chosen)
        if picked:
            rest.remove(t)
        else:
            rest = sorted([*chosen, t])
        words = ctx.t(f"mn.act.choose_{verb}", card=res(ctx, t))
        # The hint names every card of the offer (each a step): each card of a kind it names is outlined.
        out.append(kit.piece(ctx, kit.pick(key, ".".join(map(str, rest))), card, words, cls="mn-piece", picked=picked,
                             disabled=full and not picked, recommended=f"{verb}:{t}" in ctx.hint))
    return out


def picking_now(ctx: TableContext) -> dict[str, Any] | None:
    """The multi-pick of this decision, if it is one (an offer or the warehouses)."""
    if ctx.board.get("step") not in ("offer", "store") or not ctx.legal:
        return None
    return picking(ctx)


def picking(ctx: TableContext) -> dict[str, Any] | None:
    """The selection being made at an offer or the warehouses: what may be chosen and what
    playing it takes; None when the engine's own steps are shown instead (cards the engine
    already holds as picked, from a record made card by card)."""
    v, step = ctx.board, ctx.board["step"]
    me = v["seats"][ctx.human]
    hand = list(v["hand"] or [])
    if step == "offer":
        pending = me.get("offer_size") or 0
        if pending or me.get("committed"):
            return None
        required = offer_size(v.get("announced") or 0, sum(hand))
        las_casas = any(c.get("character") == C.LAS_CASAS for c in me["cards"])
        sizes = set(offer_sizes(required, las_casas))
        key, verb, done_at = "mo", "offer", {required}
    else:
        if v.get("storing") and sum(v["storing"]):
            return None
        cosa = any(c.get("character") == C.COSA for c in me["cards"])
        room = warehouse_room((c["capacity"] for c in me["cards"] if c["kind"] == C.WAREHOUSE),
                              applying_event(v["event"], cosa))
        required = min(room, sum(hand))
        sizes = set(range(required + 1))
        key, verb, done_at = "ms", "store", {room, sum(hand)}
    chosen = chosen_types(ctx.ui.get(key, ""), hand, required)
    return {"key": key, "verb": verb, "hand": hand, "chosen": chosen, "required": required, "sizes": sizes,
            "done_at": done_at}


def chosen_types(text: str, hand: list[int], most: int) -> list[int]:
    """The types tapped so far (``3.5.5``), if the hand holds them; else none."""
    parts = [p for p in text.split(".") if p]
    if not all(p.isdigit() and 1 <= int(p) <= C.RELIC for p in parts):
        return []
    types = sorted(int(p) for p in parts)
    if len(types) > most or any(types.count(t) > hand[t - 1] for t in set(types)):
        return []
    return types


def sequence(picking: dict[str, Any]) -> Play:
    """The engine's steps that place the chosen cards (``done`` where it waits for one)."""
    chosen = picking["chosen"]
    codes = [f"{picking['verb']}:{t}" for t in chosen]
    if len(chosen) not in picking["done_at"]:
        codes.append("done")
    return kit.play(*codes)


def offer_total(ctx: TableContext, chosen: list[int]) -> int:
    """The chosen offer's total as the engine counts it (a relic 10, Valdivia's bonus)."""
    counts = [0] * (C.RELIC + 1)
    for t in chosen:
        counts[t] += 1
    valdivia = any(c.get("character") == C.VALDIVIA for c in ctx.board["seats"][ctx.human]["cards"])
    return total_of(counts, valdivia) if chosen else 0


__all__ = ["HAND_VERBS", "card_piece", "chosen_types", "hand_pieces", "legal_action", "offer_total", "picked_cards",
           "picking", "picking_now", "sequence"]

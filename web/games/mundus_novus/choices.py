"""What the player is asked now: one sentence of what to do, and, as buttons, the choices no
card on the table offers (:mod:`.taps`).

Three decisions are made in the table before the engine hears of them (``ctx.ui``, the table's
own passing state), then played in one tap as the engine's steps in order (``play:a,b``):

- a trade offer or the warehouse cards: the hand's cards are tapped into a selection on the
  table (:mod:`.taps`), then the bar's "Offer" / "Store" plays them (and ``done`` where the
  engine waits for it);
- a set at the start of a Progression turn: ready-made sets (:mod:`.sets`) in one tap, or
  "Choose the cards yourself" (``ui:mn=own``): the hand's cards are tapped into a selection
  (:mod:`.own`; where they make several sets, the one to lay is tapped under the hand), and the
  bar's "Lay down", with what the set brings, plays the engine's steps.

A ``ui`` value that no longer fits the hand is ignored. Every prompt that names a button
quotes its words, so that the words and the buttons agree (tests/web/test_mundus_novus_sets.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from engine.mundus_novus.cards import RELIC_PAY

from ...markup import Markup, h
from ...widgets import button, choice_group
from .. import kit
from .own import choice, choosing
from .pieces import rcard
from .ready import gain
from .sets import ready_sets
from .taps import offer_total, picking_now, sequence
from .words import card_effect, label, queue_card, res, rt

if TYPE_CHECKING:
    from ...context import TableContext

#: Actions that name a resource type, drawn as cards; the argument holding the type.
CARD_ACTIONS = {"offer": 0, "store": 0, "pick": 0, "swap": 0, "give": 0, "add": 0, "take": 1}
#: Actions that move the decision on (drawn as the main button).
PRIMARY = ("done", "confirm", "queue", "sail", "announce", "first", "master", "keep")


def choices(ctx: TableContext) -> list[Markup]:
    """The human's legal actions: card choices drawn as cards (grouped by whose cards), the rest as buttons."""
    if not ctx.legal:
        return []
    step = ctx.board.get("step")
    if (picking := picking_now(ctx)) is not None:
        return _selection(ctx, picking)
    if choosing(ctx):
        return _own_set(ctx)
    if step == "turn" and not (ctx.board.get("progression") or {}).get("building") and ctx.ui.get("mn") != "own":
        by_hand = any(a.kind in ("same", "different", "perfect") for a in ctx.legal)
        if ready_sets(ctx) or by_hand:
            return _turn_start(ctx, by_hand)
    return _each_action(ctx)


#: The actions whose buttons are a short value (an identical set's, a merchant's, the cards the
#: Trade Master announces) under a heading of their kind (``mn.group.<kind>``), in this order.
SHORT_GROUPS = ("same", "merchant", "announce")


def _each_action(ctx: TableContext) -> list[Markup]:
    """One button per legal action (the engine's steps as they are)."""
    groups: dict[str, list[Markup]] = {}
    queue: list[Markup] = []
    # Up to nine identical sets, the values a merchant makes, the Trade Master's announcement
    # and three relic trades: short buttons in rows under one heading each keep them, and End my
    # turn, in a thin bar (three announcements a row each made the bar 33% of a phone, 2026-12-07).
    shorts: dict[str, list[Markup]] = {kind: [] for kind in SHORT_GROUPS}
    relics: list[Markup] = []
    others = []
    own = ctx.board.get("step") == "turn" and ctx.ui.get("mn") == "own"
    for action in kit.bar_legal(ctx):
        words = label(action, ctx)
        if action.kind in CARD_ACTIONS:
            t: Any = action.args[CARD_ACTIONS[action.kind]]
            key = ctx.t("mn.take_from", name=ctx.name(cast(int, action.args[0]))) if action.kind == "take" else ""
            # Under "From <name>" a card taken needs no verb of its own: the bar keeps its height.
            verb = None if action.kind == "take" else h.span(ctx.t(f"mn.verb.{action.kind}"), class_="act-word")
            groups.setdefault(key, []).append(
                button(words, kit.play(action.code), cls="act card-act", content=[rcard(ctx, t), verb]))
        elif action.kind == "queue":
            n: Any = action.args[0]
            queue.append(button(words, kit.play(action.code), cls="act primary queue-act",
                                content=[h.span(h.b(n), " ", queue_card(ctx, n), class_="q-name"),
                                         h.span(_queue_effect(ctx, n), class_="q-effect")]))
        elif action.kind in shorts:
            shorts[action.kind].append(button(words, kit.play(action.code), cls="act mn-short",
                                              content=h.b(action.args[0])))
        elif action.kind == "relic":
            relics.append(_relic_button(ctx, action.code, words, cast(int, action.args[0])))
        else:
            others.append(button(words, kit.play(action.code), cls=["act", action.kind in PRIMARY and "primary"]))
    out = [choice_group(key or None, buttons, cards=True) for key, buttons in groups.items()]
    if queue:
        out.append(choice_group(ctx.t("mn.take_queue"), queue, cls="mn-queue-acts"))
    out += [choice_group(ctx.t(f"mn.group.{kind}"), buttons, cls="mn-sets")
            for kind, buttons in shorts.items() if buttons]
    if relics:
        out.append(choice_group(ctx.t("mn.group.relic"), relics, cls="mn-relics"))
    if own:
        others.append(button(ctx.t("mn.act.ready_sets"), kit.pick("mn", ""), cls="act"))
    if others:
        out.append(choice_group(None, others))
    return out


def _queue_effect(ctx: TableContext, position: int) -> str:
    card = next((c for c in ctx.board["queue"] if c["position"] == position), None)
    return card_effect(ctx, card) if card else ""


def _relic_button(ctx: TableContext, code: str, words: str, n: int) -> Markup:
    return button(words, kit.play(code), cls="act mn-short", content=ctx.t("mn.relic_short", n=n, d=RELIC_PAY[n]))


# --- a Progression turn: ready-made sets ------------------------------------------------

def _turn_start(ctx: TableContext, by_hand: bool) -> list[Markup]:
    """The ready-made and relic sets are on the table (:func:`.ready.ready_panel`); the bar holds
    the cards by hand and the end of the turn, in one row."""
    rest = [button(ctx.t("mn.act.own"), kit.pick("mn", "own"), cls="act")] if by_hand else []
    rest += [button(label(a, ctx), kit.play(a.code), cls="act") for a in ctx.legal if a.kind == "pass"]
    return [choice_group(None, rest, cls="mn-row")]


# --- the multi-pick's confirm: an offer, the warehouses -----------------------------------

def _selection(ctx: TableContext, picking: dict[str, Any]) -> list[Markup]:
    """The confirm that places the cards tapped in the hand, with their number and, for an
    offer, their total; pressable once the number is one the rules allow."""
    chosen, verb = picking["chosen"], picking["verb"]
    total = offer_total(ctx, chosen) if verb == "offer" else None
    place = kit.confirm(ctx, ctx.t(f"mn.act.{verb}_confirm"), sequence(picking), count=len(chosen),
                        total=total, ready=len(chosen) in picking["sizes"])
    return [choice_group(None, [place])]


# --- a set of the player's own choosing -------------------------------------------------------

def _own_set(ctx: TableContext) -> list[Markup]:
    """The cards are tapped in the hand and the set to lay, where they make several, under it
    (:mod:`.own`); the bar lays it, with how many cards and what it brings, or ends the turn."""
    c = choice(ctx)
    gains = {gain(ctx, w.set) for w in ([c.way] if c.way else c.ways)}
    lay = kit.confirm(ctx, ctx.t("mn.act.set_confirm"), kit.play(*(c.way.set.codes if c.way else ())),
                      count=len(c.picked), gain=gains.pop() if len(gains) == 1 else None, ready=c.way is not None)
    rest = [button(label(a, ctx), kit.play(a.code), cls="act") for a in ctx.legal if a.kind == "pass"]
    return [choice_group(None, [lay, *rest], cls="mn-row")]


# --- the sentence ---------------------------------------------------------------------------

def prompt(ctx: TableContext) -> str:
    """One sentence of what to do now, in the words of the rules; a button it names is quoted
    with its words as the button shows them."""
    v = ctx.board
    step = v.get("step") or ""
    if (picking := picking_now(ctx)) is not None:
        if step == "offer":
            key = "mn.prompt.offer_upto" if len(picking["sizes"]) > 1 else "mn.prompt.offer"
        else:
            key = "mn.prompt.store"
        return ctx.t(key, n=picking["required"])
    if step == "offer":
        return ctx.t("mn.prompt.offer_steps", button=quoted(ctx, ctx.t("mn.act.offer_clear")))
    if step == "store":
        return ctx.t("mn.prompt.store_steps", button=quoted(ctx, ctx.t("mn.act.store_done")))
    if step == "take":
        taken = _taken_from_me(ctx)
        if taken:
            return ctx.t("mn.prompt.take_from_you", name=ctx.name(taken["seat"]), card=res(ctx, taken["card"]))
        return ctx.t("mn.prompt.take")
    if step == "keep":
        trade = v.get("trade") or {}
        card_type = trade["taken"][1] if trade.get("taken") else None
        return ctx.t("mn.prompt.keep", card=res(ctx, card_type) if card_type else "?")
    if step == "give":
        receiver = (v.get("trade") or {}).get("give_to")
        return ctx.t("mn.prompt.give", name=ctx.name(receiver) if receiver is not None else "?")
    if step == "turn" and choosing(ctx):
        return _own_prompt(ctx)
    if step == "turn":
        return _turn_prompt(ctx)
    try:
        return rt(ctx, f"mn.prompt.{step}")
    except KeyError:
        return ctx.t("match.your_turn")


def _turn_prompt(ctx: TableContext) -> str:
    building = (ctx.board.get("progression") or {}).get("building")
    if not building:
        if ctx.legal and ctx.ui.get("mn") != "own" and ready_sets(ctx):
            return ctx.t("mn.prompt.turn_ready")
        return ctx.t("mn.prompt.turn")
    # Cancel is a button of the bar below; a prompt that adds cards leaves it unsaid (one line
    # less: the merchant's values with it made the bar 30% of a phone, 2026-12-07).
    kinds = {a.kind for a in ctx.legal}
    if "queue" in kinds or "deck" in kinds:
        if kinds & {"add", "merchant"}:
            return ctx.t("mn.prompt.building_queue")
        return ctx.t("mn.prompt.building_take", button=quoted(ctx, ctx.t("mn.act.cancel")))
    if "confirm" in kinds:  # the bar's buttons say what completing earns, and Cancel (a phone's bar stays thin)
        return ctx.t("mn.prompt.building_confirm")
    return ctx.t("mn.prompt.building")


def _own_prompt(ctx: TableContext) -> str:
    """What to do while tapping a set's cards: lay it, or choose which set first; else tap them."""
    c = choice(ctx)
    if c.way is not None:
        return ctx.t("mn.prompt.own_ready")
    return ctx.t("mn.prompt.own_several" if c.ways else "mn.prompt.own")


def quoted(ctx: TableContext, words: str) -> str:
    """A button's words as a prompt names them (quoted: the tests find them by the quotes)."""
    return ctx.t("mn.quote", text=words)


def _taken_from_me(ctx: TableContext) -> dict[str, Any] | None:
    """The take that made the player the taker: the last take in this trade, if it was from them."""
    for event in reversed(ctx.view["log"]):
        if event["type"] == "take":
            return event if event.get("giver") == ctx.human else None
        if event["type"] in ("reveal", "trade_end"):
            return None
    return None


__all__ = ["CARD_ACTIONS", "choices", "prompt"]

"""The greedy Mundus Novus player: ``choose(view, legal, rng) -> Action``.

It reads only its own seat's view (its hand, public cards, sizes of hidden piles) and the
legal actions, keeps no memory between calls, and draws from ``rng`` only to break exact
ties, so AI-vs-AI matches replay exactly.

The evaluation
--------------
Everything is measured in doubloons.

* **A hand** is worth what the best Progression turn could make of it
  (:func:`plan.best_plan`): at most one identical set (several under King's Help) taking
  the best development card its size and rank may reach, then the largest different set
  (merchants turning spare cards into missing values), then a relic set of all remaining
  relics, plus a little for the cards our warehouses can keep. The planner tries every
  value, size and mix of naturals, relics and merchant-turned cards for the identical
  set. Presenting the perfect combination is worth more than anything else.
* **A development card** (:func:`value.card_value`) is worth its income for the rounds
  left (this one included: income is paid at the end of the turn) plus its power for the
  later rounds: a caravel ~1.5 a round (one more card), a merchant ~1.4 (less if we hold
  one of that range), a warehouse ~0.8 a card of room, a shipyard 0.8 per seat with more
  caravels than we have, each character by its power. The rounds left are estimated from
  the view: the sooner of the leader reaching the winning doubloons at his pace so far and the
  development deck running dry at the pace cards were taken. So cards are worth less and
  doubloons relatively more as the end nears.
* **Steps of one decision** are planned whole: a Progression turn is planned from the hand
  (plus the cards already put into the set being built) and the next step of that plan is
  played; since the plan is a pure function of the view, every call continues it. An
  offer is planned as the whole set of cards to give (every choice of the remaining cards
  is tried when there are few, else the cheapest card one at a time) and its next card
  is played.
* **Rules** (totals, bonuses, payouts, costs, reaches) are the engine's functions and
  :mod:`engine.mundus_novus.cards`' numbers; this package holds only judgement.
* **Trade**: an offer costs the value the hand loses; each card given is expected back as
  a card we choose (``RETURN``); a high total is seen by everyone and likely makes us
  Trade Master (``TRADE_MASTER`` times the chance that our total beats the others',
  guessed at 4.5 a card, plus Valdivia's bonus). Takes, keeps and market swaps pick the card that
  raises the hand's value most (Orellana's bonus counted); a tie goes to taking
  from the poorer seat, who takes next. The Trade Master gives the card that costs least
  and is worth least to the receiver, announces the number whose best offer pays most,
  and when choosing a Trade Master among the tied picks the poorest.
* Supply picks take the card that raises the hand's value most; Ponce de Leon sails the
  split whose picks and Pirates' losses leave the best hand, and Coronado pays for the
  event that gains him more than its cost against the others (both in
  :mod:`.events`, from sampled unseen cards); warehouses keep relics, then pairs, then
  high goods; the Trade Master lets himself start the Progression.

The easy level (``choose_easy``, see :mod:`ai.level`)
------------------------------------------------------
The same evaluation and planner, played the way a newer player plays:

* **A short horizon** (:data:`EASY`, ``horizon``): a development card is worth its income
  and power for the next two and a half rounds at most (:func:`value.rounds_left`), not
  to the end of the game. So it takes doubloons now over cards that would pay later, and
  ends with about half the development cards of the greedy player.
* **No race for Trade Master** (``trade_master`` 0): it offers the cards it needs least
  and never adds a good card to be the one who takes first.
* **Good enough** (:data:`EASY_SLIP`): one decision in two that weighs options (a Supply
  pick, a take, keep or swap, the card it gives, the number it announces, Coronado's
  event) it takes any option within 2 doubloons of the best, never anything worse. A
  Progression turn, an offer, Ponce de Leon's fleets and the warehouses are played as
  planned (``_STEADY``): it does not lose what it has started.

Measured over 200 four-player matches, seats rotated: see ``docs/architecture.md``
("Computer levels").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations_with_replacement
from typing import NamedTuple

from engine import Action, Rng, View
from engine.mundus_novus import cards as C
from engine.mundus_novus.trade import (
    market_after_swap,
    offer_size,
    offer_sizes,
    orellana_bonus,
    total_of,
)

from ..level import NEVER, Slip, pick
from . import events as E
from . import value as V
from .plan import Hand, Step, best_plan, plan_value

__all__ = ["EASY", "EASY_SLIP", "choose", "choose_easy", "scores"]

EPS = 1e-6
#: The easy level's judgement: a development card is worth its next two and a half rounds
#: only, and becoming Trade Master nothing.
EASY = V.Style(horizon=2.5, trade_master=0.0)
#: The easy level settles, one decision in two, for any choice within 2 doubloons of the best.
EASY_SLIP = Slip(percent=50, slack=2.0)


def choose(view: View, legal: list[Action], rng: Rng) -> Action:
    """The best legal action for the seat of ``view``; exact ties broken by ``rng``."""
    return _decide(view, legal, rng, V.GREEDY, NEVER)


def choose_easy(view: View, legal: list[Action], rng: Rng) -> Action:
    """The easy level (see :data:`EASY`): the greedy evaluation with a weaker player's habits."""
    return _decide(view, legal, rng, EASY, EASY_SLIP)


def _board(view: View, style: V.Style) -> V.View:
    # The evaluations read the game's part of the view with the envelope's keys they need
    # beside it, and the level's judgement (``style``).
    return {**view["board"], "seat": view["seat"], "round": view["round"], "phase": view["phase"],
            "log": view["log"], "style": style}


def scores(view: View, legal: list[Action]) -> list[float]:
    """Every legal action's worth to the greedy player (all level where it has no judgement)."""
    board = _board(view, V.GREEDY)
    handler = _HANDLERS.get(board["step"])
    return [0.0] * len(legal) if handler is None else handler(board, legal)


def _decide(view: View, legal: list[Action], rng: Rng, style: V.Style, slip: Slip) -> Action:
    board = _board(view, style)
    handler = _HANDLERS.get(board["step"])
    if handler is None:
        return legal[rng.below(len(legal))]
    scores_ = handler(board, legal)
    return legal[pick(scores_, EPS, rng, NEVER if board["step"] in _STEADY else slip)]


# --- helpers -------------------------------------------------------------------------
def _hand(view: V.View) -> list[int]:
    """Our hand as a count list indexed by type (the view's starts at type 1)."""
    return [0, *view["hand"]]


def _with(h: Sequence[int], t: int, n: int = 1) -> Hand:
    out = list(h)
    out[t] += n
    return tuple(out)


class _Eval:
    """Hand values under one view's context (a fresh turn later this round)."""

    def __init__(self, view: V.View) -> None:
        self.ctx = V.context(view)
        self.merchants = V.merchants(view)

    def __call__(self, h: Sequence[int]) -> float:
        return plan_value(tuple(h), self.merchants, self.ctx)


def _one_hot(legal: list[Action], wanted: Action) -> list[float]:
    return [1.0 if a == wanted else 0.0 for a in legal]


# --- Supply --------------------------------------------------------------------------
def _pick(view: V.View, legal: list[Action]) -> list[float]:
    ev, h = _Eval(view), _hand(view)
    return [ev(_with(h, a.number())) for a in legal]


def _split(view: V.View, legal: list[Action]) -> list[float]:
    """Move caravels one by one towards the best split (:func:`events.best_split`), then sail."""
    mine = [c for c in V.me(view)["cards"] if c["kind"] == C.CARAVEL]
    have = sorted(c["value"] for c in mine if c["id"] in view["second_fleet"])
    want = sorted(E.best_split(view, _Eval(view)))
    scores = []
    for a in legal:
        if a.kind == "sail":
            scores.append(1.0 if have == want else 0.0)
        elif a.kind == "split":
            scores.append(0.5 if want.count(a.number()) > have.count(a.number()) else 0.0)
        else:
            scores.append(0.5 if have.count(a.number()) > want.count(a.number()) else 0.0)
    return scores


def _coronado(view: V.View, legal: list[Action]) -> list[float]:
    return E.coronado_scores(view, legal)


# --- Trade ---------------------------------------------------------------------------
def _offers(h: list[int], n: int, ev: _Eval, limit: int = 30) -> list[tuple[int, ...]]:
    """Ways to give ``n`` cards from ``h``: all of them when few, else a greedy chain."""
    types = [t for t in C.TYPES for _ in range(min(h[t], n))]
    pool = sorted(set(combinations_with_replacement(sorted(set(types)), n)))
    pool = [o for o in pool if all(o.count(t) <= h[t] for t in set(o))]
    if len(pool) <= limit:
        return pool
    rest, chosen = list(h), []
    for _ in range(n):
        t = max((t for t in C.TYPES if rest[t]), key=lambda t: (ev(_with(rest, t, -1)), -t))
        rest[t] -= 1
        chosen.append(t)
    return [tuple(sorted(chosen))]


def _offer_score(view: V.View, ev: _Eval, h: list[int], offer: tuple[int, ...], given: list[int], size: int) -> float:
    """``given``: the count list of the cards already in our offer."""
    rest, placed = list(h), list(given)
    for t in offer:
        rest[t] -= 1
        placed[t] += 1
    total = total_of(placed, V.owns(view, view["seat"], C.VALDIVIA))
    chance = V.trade_master_chance(view, total, size)
    return ev(rest) + V.RETURN * len(offer) + V.style(view).trade_master * chance


def _best_offer(view: V.View, ev: _Eval, h: list[int], n: int, given: list[int], size: int,
                las_casas: bool) -> tuple[float, tuple[int, ...]]:
    """The best way to give ``n`` more cards (Las Casas' owner: up to ``n``)."""
    best: tuple[float, tuple[int, ...]] | None = None
    for k in offer_sizes(n, las_casas):
        for offer in _offers(h, k, ev):
            s = _offer_score(view, ev, h, offer, given, size)
            if best is None or s > best[0] + EPS:
                best = (s, offer)
    assert best is not None  # the hand holds the cards to offer
    return best


def _announce(view: V.View, legal: list[Action]) -> list[float]:
    ev, h = _Eval(view), _hand(view)
    las_casas = V.owns(view, view["seat"], C.LAS_CASAS)
    return [_best_offer(view, ev, h, offer_size(a.number(), sum(h)), [0] * len(h), a.number(), las_casas)[0]
            for a in legal]


class _Offering(NamedTuple):
    """What choosing an offer's next card reads: the evaluation, the hand, the cards already
    in the offer (a count list), the size announced, the cards still to give and whether
    fewer may be given (Las Casas: ``done`` is legal)."""

    ev: _Eval
    hand: list[int]
    given: list[int]
    size: int
    need: int
    las_casas: bool


def _offering(view: V.View, legal: list[Action]) -> _Offering:
    given = [0, *(V.me(view)["offer"] or [0] * len(C.TYPES))]
    size = view["announced"]
    return _Offering(_Eval(view), _hand(view), given, size,
                     offer_size(size, view["trade"]["hand_before"][view["seat"]]) - sum(given),
                     any(a.kind == "done" for a in legal))


def _offer(view: V.View, legal: list[Action]) -> list[float]:
    o = _offering(view, legal)
    _, offer = _best_offer(view, o.ev, o.hand, o.need, o.given, o.size, o.las_casas)
    if not offer:
        wanted = Action("done")
    else:
        wanted = Action("offer", (max(offer),))
    return _one_hot(legal, wanted)


def _master(view: V.View, legal: list[Action]) -> list[float]:
    return [-view["seats"][a.number()]["doubloons"] for a in legal]


def _market_best(view: V.View, ev: _Eval, h: list[int], put: int) -> float:
    """The best hand value from putting ``put`` into the market and taking a card there."""
    best = -1.0
    orellana = V.owns(view, view["seat"], C.ORELLANA)
    for m in sorted(set(view["market"])):
        s = ev(_with(h, m)) + (_orellana(view["market"], put, m) if orellana else 0.0)
        best = max(best, s)
    return best


def _orellana(market: list[int], put: int, taken: int) -> float:
    """Orellana's bonus for putting ``put`` into the market and taking ``taken``."""
    return float(orellana_bonus(market_after_swap(market, put, taken)))


def _take(view: V.View, legal: list[Action]) -> list[float]:
    ev, h = _Eval(view), _hand(view)
    scores = []
    for a in legal:
        seat, t = a.number(0), a.number(1)
        s = max(ev(_with(h, t)), _market_best(view, ev, h, t))
        scores.append(s - 0.001 * view["seats"][seat]["doubloons"])
    return scores


def _keep(view: V.View, legal: list[Action]) -> list[float]:
    ev, h = _Eval(view), _hand(view)
    put: int = view["trade"]["taken"][1]
    orellana = V.owns(view, view["seat"], C.ORELLANA)
    scores = []
    for a in legal:
        if a.kind == "keep":
            scores.append(ev(_with(h, put)) + 0.01)
        else:
            m = a.number()
            scores.append(ev(_with(h, m)) + (_orellana(view["market"], put, m) if orellana else 0.0))
    return scores


def _give(view: V.View, legal: list[Action]) -> list[float]:
    ev, h = _Eval(view), _hand(view)
    return [ev(_with(h, a.number(), -1)) - 0.05 * a.number() for a in legal]


# --- Progression ---------------------------------------------------------------------
def _first(view: V.View, legal: list[Action]) -> list[float]:
    return _one_hot(legal, Action("first", (view["seat"],)))


def _turn(view: V.View, legal: list[Action]) -> list[float]:
    prog = view["progression"]
    b = prog["building"]
    h = _hand(view)
    if b:
        for t, _ in b["cards"]:
            h[t] += 1
    merch = V.merchants(view, prog["merchants_used"])
    _, steps = best_plan(tuple(h), merch, V.context(view, prog["made"]))
    at = 0 if b is None else 1 + len(b["cards"]) + len(b["merchants"])
    step: Step = steps[at] if at < len(steps) else ("pass",)
    wanted = Action(step[0], tuple(step[1:]))
    if wanted in legal:
        return _one_hot(legal, wanted)
    return [_finish_rank(a) for a in legal]


def _finish_rank(a: Action) -> float:
    """Only if the plan and the position disagree (a bug): finish what was started."""
    order = ("confirm", "queue", "deck", "add", "merchant", "pass", "cancel")
    return -order.index(a.kind) if a.kind in order else -99.0


# --- End of round --------------------------------------------------------------------
def _store(view: V.View, legal: list[Action]) -> list[float]:
    h = _hand(view)
    scores = []
    for a in legal:
        if a.kind == "store":
            t = a.number()
            scores.append(3.0 if t == C.RELIC else 0.6 + 0.1 * t + (0.5 if h[t] >= 2 else 0.0))
        else:
            scores.append(0.0 if a.kind == "done" else -1.0)
    return scores


#: Steps an easier level never settles at (:mod:`ai.level`): those that carry out a plan made
#: at their first step, and the warehouses (chosen a card at a time, beside ``clear``).
_STEADY = frozenset({"split", "offer", "turn", "first", "store"})

_HANDLERS: dict[str, Callable[[V.View, list[Action]], list[float]]] = {
    "coronado": _coronado, "split": _split, "pick": _pick,
    "announce": _announce, "offer": _offer, "master": _master, "take": _take, "keep": _keep, "give": _give,
    "first": _first, "turn": _turn, "store": _store,
}

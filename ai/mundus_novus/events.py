"""Decisions taken before the cards they depend on are known: Coronado's event and
Ponce de Leon's fleets.

Both read only the view. Where cards are still unseen (the five each seat draws at
Supply, the cards others pick), the unseen cards are sampled from the resource deck's
make-up less the cards in sight, with a generator seeded from public facts only (the
round and our seat), so the choice is a pure function of the view.

* **Coronado** (pay his cost, choose the round's event): an event is worth to a seat
  the change it makes to the value of that seat's Progression turn (:func:`plan.plan_value`
  under the event, by the engine's rules: King's Help allows several identical sets,
  Natives cut what different sets pay, Storm limits the queue cards sets take, Fire
  empties the warehouses, Pirates take a random card from each fleet they hit), averaged
  over sampled hands: our warehouse cards (we know them) plus the cards we will draw and
  pick; for the others, as many unseen cards as they will hold. What counts is our gain
  against the others' average gain; Coronado pays when the best event gains more than it
  costs.
* **Ponce de Leon** splits his caravels into the two fleets whose picks and Pirates'
  losses leave the best hand. Every split is played out: fleets pick in the engine's
  order; the others' fleets take the cards we want most or least (the mean of the two
  is the split's worth, as we cannot know what they want); Pirates then take a random
  card from each of our fleets they hit. So under Pirates four caravels stay one
  fleet (one card lost) unless picking earlier with two fleets really gains more than
  the second card lost.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import combinations

from engine import Action, Rng, derive
from engine.mundus_novus import cards as C
from engine.mundus_novus.state import counts
from engine.mundus_novus.supply import (
    counted_values,
    fleet_value,
    pick_order_key,
    pirates_hit,
)

from . import value as V
from .plan import Ctx, Hand, Ranges, plan_value

#: What a hand is worth (to one seat, in one context).
Value = Callable[[Hand], float]
#: A fleet's place in the pick order (the engine's key), its seat and its number of picks.
PickingFleet = tuple[tuple[int, list[int], int], int, int]

#: Sampled hands per seat when valuing an event (more is steadier and slower).
SAMPLES = 12


def _counts(cards: Iterable[int]) -> Hand:
    h = counts()
    for t in cards:
        h[t] += 1
    return tuple(h)


def _add(h: Hand, cards: Iterable[int]) -> Hand:
    out = list(h)
    for t in cards:
        out[t] += 1
    return tuple(out)


def unseen_pool(view: V.View) -> list[int]:
    """The resource cards we cannot see, as the deck's make-up less every card in sight."""
    left = dict(C.RESOURCE_DECK)
    seen = list(view["market"]) + list(view["supply_cards"])
    for held in (view["hand"], view.get("warehouse")):
        for i, n in enumerate(held or ()):
            seen += [i + 1] * n
    for t in seen:
        left[t] = max(0, left[t] - 1)
    return [t for t in sorted(left) for _ in range(left[t])]


def lose(h: Hand, value: Value, n: int = 1) -> float:
    """Expected value of hand ``h`` after Pirates take ``n`` cards at random, one a fleet."""
    total = sum(h)
    if n == 0 or total == 0:
        return value(h)
    return sum(h[t] * lose(h[:t] + (h[t] - 1,) + h[t + 1:], value, n - 1)
               for t in C.TYPES if h[t]) / total


def _pirates_fleets(view: V.View, seat: int) -> int:
    """How many of ``seat``'s fleets Pirates would hit (:func:`pirates_hit`): his one fleet,
    or for Ponce de Leon's owner (who may sail a caravel alone) the rest of them."""
    n = view["seats"][seat]["caravels"]
    if V.owns(view, seat, C.PONCE) and n >= 2:
        n -= 1
    return 1 if pirates_hit(n) else 0


# --- Coronado ----------------------------------------------------------------------------
def _valuer(merchants: Ranges, ctx: Ctx) -> Value:
    """A hand's worth to a seat with these free merchants in this context."""
    def value(h: Hand) -> float:
        return plan_value(h, merchants, ctx)
    return value


def event_gains(view: V.View) -> dict[str, float]:
    """Each event's worth to us against the others' average, in doubloons."""
    me = view["seat"]
    rng = Rng(derive(view["round"], me, 0xC0))
    pool = unseen_pool(view)
    draws = []
    for _ in range(SAMPLES):
        deck = list(pool)
        rng.shuffle(deck)
        draws.append(deck)
    mine = _counts(i + 1 for i, n in enumerate(view.get("warehouse") or ()) for _ in range(n))
    gains: dict[int, dict[str, float]] = {}
    for p in view["seats"]:
        seat = p["seat"]
        new = C.SUPPLY_DRAW + p["caravels"] + (0 if seat == me else p["stored"])
        base = mine if seat == me else _counts(())
        hands = [_add(base, d[:new]) for d in draws]
        merchants = V.merchants(view, seat=seat)
        worth = {}
        for event in (C.NO_EVENT, *C.EVENTS):
            value = _valuer(merchants, V.context(view, seat=seat, event=event))
            hit = _pirates_fleets(view, seat) if V.my_event(view, seat, event) == C.PIRATES else 0
            worth[event] = sum(lose(h, value, hit) for h in hands) / len(hands)
        gains[seat] = {e: worth[e] - worth[C.NO_EVENT] for e in C.EVENTS}
    others = [g for seat, g in gains.items() if seat != me]
    return {e: gains[me][e] - (sum(g[e] for g in others) / len(others) if others else 0.0) for e in C.EVENTS}


def coronado_scores(view: V.View, legal: list[Action]) -> list[float]:
    """Pay for the event that gains most, when it gains more than it costs."""
    gains = event_gains(view)
    return [gains[a.word()] - C.CORONADO_COST if a.kind == "event" else 0.0 for a in legal]


# --- Ponce de Leon -----------------------------------------------------------------------
def _fleet_key(counted: Sequence[int], seat: int, view: V.View) -> tuple[int, list[int], int]:
    """The engine's pick order (:func:`pick_order_key`) of a fleet of ``counted`` values."""
    return pick_order_key(counted, seat, view["trade_master"], len(view["seats"]))


def _caravel_values(view: V.View, seat: int) -> list[int]:
    """``seat``'s caravel values as they count for the order (:func:`counted_values`)."""
    values = sorted(c["value"] for c in view["seats"][seat]["cards"] if c["kind"] == C.CARAVEL)
    return counted_values(values, len(values) - 1 if values and V.owns(view, seat, C.PIZARRO) else None)


def _splits(values: list[int]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every way to sail ``values`` as one fleet or two, each once: (first, second)."""
    seen: set[tuple[tuple[int, ...], ...]] = set()
    out: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for k in range(len(values)):
        for second in combinations(range(len(values)), k):
            a = tuple(sorted(values[i] for i in range(len(values)) if i not in second))
            b = tuple(sorted(values[i] for i in second))
            key = tuple(sorted((a, b)))
            if key not in seen:
                seen.add(key)
                out.append((a, b))
    return out


def split_value(view: V.View, first: Sequence[int], second: Sequence[int], value: Value) -> float:
    """Our hand's worth after the picks and Pirates with our caravels sailed as given."""
    me = view["seat"]
    fleets: list[PickingFleet] = [(_fleet_key(f, me, view), me, len(f)) for f in (first, second) if f]
    for p in view["seats"]:
        if p["seat"] != me and p["caravels"]:
            vals = _caravel_values(view, p["seat"])
            fleets.append((_fleet_key(vals, p["seat"], view), p["seat"], len(vals)))
    fleets.sort()
    start: Hand = (0, *view["hand"])
    ranked = sorted(set(view["supply_cards"]), key=lambda t: (value(_add(start, (t,))), -t), reverse=True)
    hits = sum(1 for f in (first, second) if pirates_hit(len(f))) if V.my_event(view) == C.PIRATES else 0
    worth = 0.0
    for others_take_best in (True, False):
        supply = sorted(view["supply_cards"], key=ranked.index)
        h = start
        for _, seat, picks in fleets:
            for _ in range(min(picks, len(supply))):
                if seat != me:
                    supply.pop(0 if others_take_best else -1)
                    continue
                t = max(sorted(set(supply)), key=lambda t: value(_add(h, (t,))))
                supply.remove(t)
                h = _add(h, (t,))
        worth += lose(h, value, hits)
    return worth / 2


def best_split(view: V.View, value: Value) -> tuple[int, ...]:
    """The caravel values to sail in the second fleet (empty: one fleet).

    Among splits of equal worth, the one Pirates hit least, then the one whose larger
    fleet is smallest: sailing apart never picks later, so when the sampled picks cannot
    tell, fleets as equal as possible pick as early as the others allow."""
    mine = sorted(c["value"] for c in V.me(view)["cards"] if c["kind"] == C.CARAVEL)
    pizarro = V.owns(view, view["seat"], C.PIZARRO)
    pirates = V.my_event(view) == C.PIRATES
    scored: list[tuple[float, int, int, tuple[int, ...], tuple[int, ...]]] = []
    for first, second in _splits(mine):
        counted = [tuple(counted_values(f, f.index(mine[-1]) if pizarro and mine[-1] in f else None))
                   for f in (first, second)]
        score = split_value(view, counted[0], counted[1], value)
        hits = sum(1 for f in (first, second) if pirates_hit(len(f))) if pirates else 0
        scored.append((score, hits, max(fleet_value(counted[0]), fleet_value(counted[1])), first, second))
    top = max(x[0] for x in scored)
    _, _, _, first, second = min((x for x in scored if x[0] >= top - 1e-6), key=lambda x: (x[1], x[2]))
    return tuple(sorted(first if len(first) <= len(second) else second))

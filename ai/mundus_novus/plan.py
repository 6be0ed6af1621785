"""The Progression planner: the best whole turn a hand can make, and its steps.

A hand is an 11-tuple of counts indexed by resource type (index 0 unused, 1..9 the goods,
10 the relic). Free merchants are a sorted tuple of ``(low, high)`` ranges, one a card.
The context (:class:`Ctx`) holds everything else the turn's value depends on; it is a
hashable tuple so that values are cached across calls (the caches are pure: same inputs,
same answer).

A plan is an ordered tuple of steps (``(kind, *args)``, exactly the engine's action
kinds): the perfect combination first, then identical sets, then the different set, then
the relic set. Its value is the doubloons it earns plus the value to us of the
development cards it takes plus a little for the cards a warehouse can keep.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from engine.mundus_novus.cards import (
    DIFFERENT_MIN,
    GOODS,
    RELIC,
    RELIC_MAX,
    RELIC_PAY,
    SAME_MAX,
    SAME_MIN,
)
from engine.mundus_novus.progression import different_set_pay, queue_reach, same_reach

#: Presenting the perfect combination ends the game in our favour: worth more than anything.
PERFECT_VALUE = 500.0
#: A card kept in a warehouse for next round: a relic, or a good.
KEEP_RELIC, KEEP_GOOD = 3.0, 1.0

#: A hand: counts indexed by type (index 0 unused).
Hand = tuple[int, ...]
#: Free merchants: their ``(low, high)`` ranges, sorted.
Ranges = tuple[tuple[int, int], ...]
#: One step of a plan: an action's kind and its numbers.
Step = tuple[str, *tuple[int, ...]]
#: The first identical set of a plan: value, naturals, relics, merchant-turned cards, position (0: deck).
First = tuple[int, int, int, int, int]


class Ctx(NamedTuple):
    same_left: int           # identical sets still allowed this turn (2 stands for "several")
    queue: tuple[float, ...]  # our value of each queue card, position 1 first
    deck: float | None       # Almagro: expected value of the development deck's top, else None
    event: str               # the round's event as it applies to the seat (sets' reach and pay)
    different: bool          # a different set may still be made
    relic: bool              # a relic set may still be made
    perfect: bool            # the perfect combination may still be presented
    keep: int                # warehouse room for cards left over (0 under Fire)
    refill: float            # expected value of a card refilling the queue


def _spares(h: Sequence[int], skip: int = 0) -> list[int]:
    """Card types a merchant should turn, best first: extra copies of goods (most copies,
    then lowest value), then single goods (lowest value). Relics are never spare here."""
    dup = sorted((-h[t], t) for t in GOODS if h[t] > 1 and t != skip)
    return [t for _, t in dup] + [t for t in GOODS if h[t] == 1 and t != skip]


def _minus(h: Hand, t: int, n: int = 1) -> Hand:
    lst = list(h)
    lst[t] -= n
    return tuple(lst)


# --- values --------------------------------------------------------------------------
@lru_cache(maxsize=20_000)
def _best(h: Hand, merchants: Ranges, ctx: Ctx) -> tuple[float, First | None]:
    """The best value of the rest of the turn and the first identical set to make (or None)."""
    no_same = _rest(h, merchants, ctx.different, ctx.event, ctx.relic, ctx.perfect, ctx.keep)[0]
    best: tuple[float, First | None] = (no_same, None)
    if not ctx.same_left or not (ctx.queue or ctx.deck is not None):
        return best
    rel = h[RELIC]
    reaches = same_reach(h, merchants)
    for v in GOODS:
        nat, reach = h[v], reaches[v]
        if reach < SAME_MIN:
            continue
        turnable = reach - nat - rel  # cards merchants turn into v
        for k in range(SAME_MIN, min(SAME_MAX, reach) + 1):
            n = queue_reach(k, v, ctx.event)
            card, pos = -1.0, 0
            for p in range(min(n, len(ctx.queue))):
                if ctx.queue[p] > card:
                    card, pos = ctx.queue[p], p + 1
            if ctx.deck is not None and ctx.deck > card:
                card, pos = ctx.deck, 0
            if card < 0:
                continue
            if pos:
                queue = ctx.queue[:pos - 1] + ctx.queue[pos:] + (ctx.refill,)
            else:
                queue = ctx.queue
            sub = ctx._replace(same_left=ctx.same_left - 1, queue=queue)
            # All the naturals the set can hold, or one fewer to leave it to the different set.
            tops = (min(nat, k), nat - 1) if 0 < nat <= k else (min(nat, k),)
            for a in tops:
                for r in range(min(rel, k - a), -1, -1):
                    c = k - a - r
                    if c > turnable:
                        break
                    rest, used = _spend_identical(h, merchants, v, a, r, c)
                    value = card + _best(rest, used, sub)[0] - 0.001 * k
                    if value > best[0] + 1e-9:
                        best = (value, (v, a, r, c, pos))
    return best


def _spend_identical(h: Hand, merchants: Ranges, v: int, a: int, r: int, c: int) -> tuple[Hand, Ranges]:
    """The hand and merchants left after an identical set of ``a`` naturals, ``r`` relics
    and ``c`` merchant-turned spare cards, and the spare cards turned."""
    rest = list(h)
    rest[v] -= a
    rest[RELIC] -= r
    used = list(merchants)
    for _ in range(c):
        junk = _spares(rest, skip=v)[0]
        rest[junk] -= 1
        used.remove(next(m for m in used if m[0] <= v <= m[1]))
    return tuple(rest), tuple(used)


def _distinct(h: Hand, merchants: Ranges) -> tuple[list[int], list[int], int]:
    """The distinct goods of a different set: the naturals present, and the values that
    merchants may add (one per merchant, lowest missing value of its range). Also the
    number of spare goods they may turn (never a relic: no relic goes into a set of
    different resources, the perfect combination's nine included)."""
    present = [t for t in GOODS if h[t]]
    have = set(present)
    turns = []
    for m in merchants:
        for w in range(m[0], m[1] + 1):
            if w not in have:
                have.add(w)
                turns.append(w)
                break
    dups = sum(h[t] for t in present) - len(present)
    return present, turns, dups


@lru_cache(maxsize=20_000)
def _rest(h: Hand, merchants: Ranges, different: bool, event: str, relic: bool, perfect: bool,
          keep: int) -> tuple[float, tuple[bool, int]]:
    """Perfect combination, different set, relic set and cards kept: (value, choice)
    where choice is ``(perfect?, conversions of the different set or -1)``."""
    best = (-1.0, (False, -1))  # always beaten: every option is worth 0 or more
    if perfect and h[RELIC]:
        present, turns, dups = _distinct(h, merchants)
        need = len(GOODS) - len(present)
        if need <= len(turns) and need <= dups:
            left, used = _spend_distinct(h, merchants, need)
            left = _minus(left, RELIC)
            value = PERFECT_VALUE + _rest(left, used, different, event, relic, False, keep)[0]
            best = (value - 0.01 * need, (True, need))
    present, turns, dups = _distinct(h, merchants)
    goods = sum(h) - h[RELIC]
    options = [0] if len(present) < DIFFERENT_MIN or not different else []
    if different:
        options += [n for n in range(min(len(turns), dups) + 1) if len(present) + n >= DIFFERENT_MIN]
    relics = h[RELIC]
    for n in options:
        size = len(present) + n
        pay = different_set_pay(size, event) if different else 0
        put = min(relics, RELIC_MAX) if relic else 0
        value = pay + RELIC_PAY.get(put, 0)
        if keep:
            left_goods = dups - n if pay else goods
            kept_relics = min(keep, relics - put)
            value += KEEP_RELIC * kept_relics + KEEP_GOOD * min(keep - kept_relics, left_goods)
        if value > best[0] + 1e-9:
            best = (value, (False, n if pay else -1))
    return best


def _spend_distinct(h: Hand, merchants: Ranges, n: int) -> tuple[Hand, Ranges]:
    """The hand and merchants left after a different set with ``n`` merchant turns."""
    present, turns, _ = _distinct(h, merchants)
    rest = list(h)
    for t in present:
        rest[t] -= 1
    used = list(merchants)
    for w, t in zip(turns[:n], _turned(rest, n)):
        rest[t] -= 1
        used.remove(next(m for m in used if m[0] <= w <= m[1]))
    return tuple(rest), tuple(used)


def _turned(rest: list[int], n: int) -> list[int]:
    """The ``n`` spare goods merchants turn in a different set, most copies first."""
    spare: list[int] = []
    for t in _spares(rest):
        spare += [t] * rest[t]
    return spare[:n]


def plan_value(h: Hand, merchants: Ranges, ctx: Ctx) -> float:
    """The best value the turn can still earn from hand ``h`` (cached)."""
    return _best(h, merchants, ctx)[0]


# --- steps ---------------------------------------------------------------------------
def best_plan(h: Hand, merchants: Ranges, ctx: Ctx) -> tuple[float, tuple[Step, ...]]:
    """The best value the turn can still earn from hand ``h``, and its steps."""
    value, first = _best(h, merchants, ctx)
    if first is None:
        return value, _rest_steps(h, merchants, ctx.different, ctx.event, ctx.relic, ctx.perfect, ctx.keep)
    v, a, r, c, pos = first
    steps: list[Step] = [("same", v), *[("add", v)] * a, *[("add", RELIC)] * r]
    rest = list(h)
    rest[v] -= a
    rest[RELIC] -= r
    for _ in range(c):
        junk = _spares(rest, skip=v)[0]
        rest[junk] -= 1
        steps += [("merchant", v), ("add", junk)]
    steps.append(("queue", pos) if pos else ("deck",))
    left, used = _spend_identical(h, merchants, v, a, r, c)
    queue = ctx.queue[:pos - 1] + ctx.queue[pos:] + (ctx.refill,) if pos else ctx.queue
    _, more = best_plan(left, used, ctx._replace(same_left=ctx.same_left - 1, queue=queue))
    return value, tuple(steps) + more


def _rest_steps(h: Hand, merchants: Ranges, different: bool, event: str, relic: bool, perfect: bool,
                keep: int) -> tuple[Step, ...]:
    _, (is_perfect, n) = _rest(h, merchants, different, event, relic, perfect, keep)
    steps: list[Step] = []
    if is_perfect:
        present, turns, _ = _distinct(h, merchants)
        steps += [("perfect",)] + [("add", t) for t in present] + [("add", RELIC)]
        rest = list(h)
        for t in present:
            rest[t] -= 1
        rest[RELIC] -= 1
        steps += [s for w, t in zip(turns[:n], _turned(rest, n)) for s in (("merchant", w), ("add", t))]
        steps.append(("confirm",))
        left, used = _spend_distinct(h, merchants, n)
        return tuple(steps) + _rest_steps(_minus(left, RELIC), used, different, event, relic, False, keep)
    left = h
    if n >= 0:
        present, turns, _ = _distinct(h, merchants)
        rest = list(h)
        for t in present:
            rest[t] -= 1
        steps += [("different",)] + [("add", t) for t in present]
        steps += [s for w, t in zip(turns[:n], _turned(rest, n)) for s in (("merchant", w), ("add", t))]
        steps.append(("confirm",))
        left, _ = _spend_distinct(h, merchants, n)
    put = min(left[RELIC], RELIC_MAX) if relic else 0
    if put:
        steps.append(("relic", put))
    return tuple(steps)

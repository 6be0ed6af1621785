"""Ready-made sets: what a Progression turn's hand can lay down, each as the engine's own steps.

The engine lays a set one card at a time (``same:7``, ``add:7``, ``merchant:4``, ``add:2``,
``confirm``: engine/mundus_novus/README.md). The table offers whole sets, each played in one
tap as those steps in order (``play:a,b,c``: web/update.py), recorded as usual. What a set pays
is the engine's rule (:func:`different_set_pay`, :func:`queue_reach`); which cards make it
follows the engine's reach (:func:`distinct_reach`'s greedy merchants, :func:`same_reach`).

A set's cards are chosen so as to spend the least: for a set of different values, each value
from a card of its own, then free merchants turning the most plentiful spare goods; for an
identical set, cards of the value, then merchants, then relics (worth 10 in trade and a relic
set of their own) last.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.mundus_novus import cards as C
from engine.mundus_novus.progression import different_set_pay, queue_reach
from engine.mundus_novus.state import applying_event

if TYPE_CHECKING:
    from ...context import TableContext

#: At most this many ready-made sets of each kind are offered (the best first).
SHOWN_DIFFERENT, SHOWN_SAME = 2, 3


@dataclass(frozen=True)
class ReadySet:
    """One set ready to lay: ``kind`` (``different``, ``perfect``, ``same``), the cards as
    ``(type, counts as)`` pairs in the order they are laid, the engine's steps (``codes``), what
    it pays (``doubloons``) or, for an identical set, how many queue cards it reaches
    (``reach``, from card 1) and whether Almagro may take the deck's top instead (``deck``)."""

    kind: str
    cards: tuple[tuple[int, int], ...]
    codes: tuple[str, ...]
    doubloons: int = 0
    reach: int = 0
    merchants: int = 0

    @property
    def values(self) -> list[int]:
        """What the cards count as, in order (a relic in the perfect combination: 10)."""
        return [counts for _, counts in self.cards]


@dataclass(frozen=True)
class Hand:
    """What a turn's sets are made of: the hand (index = type, 0 unused), the free merchants'
    ranges, the event as it applies to the seat."""

    cards: tuple[int, ...]
    merchants: tuple[tuple[int, int], ...]
    event: str


def turn_hand(ctx: TableContext) -> Hand:
    """The human's hand, free merchants and event at their Progression turn."""
    v = ctx.board
    me = v["seats"][ctx.human]
    used = set((v.get("progression") or {}).get("merchants_used") or [])
    # A merchant named in the set being laid is already spoken for.
    building = (v.get("progression") or {}).get("building") or {}
    used |= set(building.get("merchants") or [])
    merchants = tuple(sorted((c["low"], c["high"]) for c in me["cards"]
                             if c["kind"] == C.MERCHANT and c["id"] not in used))
    cosa = any(c.get("character") == C.COSA for c in me["cards"])
    return Hand((0, *(v["hand"] or [0] * C.RELIC)), merchants, applying_event(v["event"], cosa))


def _spare(left: list[int], skip: tuple[int, ...]) -> int | None:
    """The good a merchant turns: of the most plentiful type left (lowest value on a tie)."""
    return max((t for t in C.GOODS if left[t] and t not in skip), key=lambda t: (left[t], -t), default=None)


def different(hand: Hand, perfect: bool = False, size: int | None = None) -> ReadySet | None:
    """The biggest set of different values the hand makes (``size``: at most that many), or
    with ``perfect`` the perfect combination (all nine and a relic); None if it makes none."""
    left = list(hand.cards)
    naturals = [v for v in C.GOODS if left[v]]
    limit = size if size is not None else len(C.GOODS)
    # A smaller set keeps the rarest values in hand: they reach further in identical sets.
    naturals = naturals[:limit]
    for v in naturals:
        left[v] -= 1
    have = set(naturals)
    turned: list[tuple[int, int, int]] = []  # (good turned, value it makes, index of the merchant)
    for i, (low, high) in enumerate(hand.merchants):
        if len(have) >= limit:
            break
        missing = [v for v in range(low, high + 1) if v not in have]
        spare = _spare(left, ())
        if missing and spare is not None:
            left[spare] -= 1
            have.add(missing[0])
            turned.append((spare, missing[0], i))
    n = len(have)
    if perfect:
        if n < len(C.GOODS) or not left[C.RELIC]:
            return None
    elif n < C.DIFFERENT_MIN:
        return None
    cards = [(v, v) for v in naturals] + [(t, w) for t, w, _ in turned]
    codes = ["perfect" if perfect else "different"] + [f"add:{v}" for v in naturals]
    for t, w, _ in turned:
        codes += [f"merchant:{w}", f"add:{t}"]
    if perfect:
        cards.append((C.RELIC, C.RELIC))
        codes.append(f"add:{C.RELIC}")
    codes.append("confirm")
    pay = 0 if perfect else different_set_pay(n, hand.event)
    return ReadySet("perfect" if perfect else "different", tuple(cards), tuple(codes), doubloons=pay,
                    merchants=len(turned))


def identical(hand: Hand, value: int, size: int) -> ReadySet | None:
    """An identical set of ``size`` cards counting as ``value``, or None if the hand lacks them."""
    left = list(hand.cards)
    cards: list[tuple[int, int]] = []
    codes = [f"same:{value}"]
    take = min(left[value], size)
    cards += [(value, value)] * take
    codes += [f"add:{value}"] * take
    left[value] -= take
    merchants = 0
    for low, high in hand.merchants:
        if len(cards) >= size:
            break
        spare = _spare(left, (value,))
        if low <= value <= high and spare is not None:
            left[spare] -= 1
            cards.append((spare, value))
            codes += [f"merchant:{value}", f"add:{spare}"]
            merchants += 1
    relics = min(left[C.RELIC], size - len(cards))
    cards += [(C.RELIC, value)] * relics
    codes += [f"add:{C.RELIC}"] * relics
    if len(cards) < size:
        return None
    return ReadySet("same", tuple(cards), tuple(codes), reach=queue_reach(size, value, hand.event),
                    merchants=merchants)


def identical_sets(hand: Hand, values: list[int], queue: int) -> list[ReadySet]:
    """For each value, the smallest set reaching as far into the queue (``queue`` cards long)
    as that value can: the best first (furthest reach, then fewest cards, fewest relics)."""
    out = []
    for value in values:
        best: ReadySet | None = None
        for size in range(C.SAME_MIN, C.SAME_MAX + 1):
            ready = identical(hand, value, size)
            if ready is None:
                break
            if best is None or min(ready.reach, queue) > min(best.reach, queue):
                best = ready
        if best is not None:
            out.append(best)
    return sorted(out, key=lambda r: (-min(r.reach, queue), len(r.cards), _relics(r), r.merchants, r.cards[0][1]))


def _relics(ready: ReadySet) -> int:
    return sum(1 for t, _ in ready.cards if t == C.RELIC)


def ready_sets(ctx: TableContext) -> list[ReadySet]:
    """The sets offered in one tap at the start of a set (none while one is being laid): the
    perfect combination, the best sets of different values by doubloons, then the best
    identical sets; each only if the engine lets it be started now."""
    v = ctx.board
    if (v.get("progression") or {}).get("building"):
        return []
    codes = {a.code for a in ctx.legal}
    hand = turn_hand(ctx)
    out: list[ReadySet] = []
    if "perfect" in codes and (p := different(hand, perfect=True)):
        out.append(p)
    if "different" in codes:
        # The biggest set, and the next size down (which keeps a card, or a merchant, for later).
        biggest = different(hand)
        size = len(biggest.cards) if biggest else 0
        smaller = different(hand, size=size - 1) if size > C.DIFFERENT_MIN else None
        for ready in (biggest, smaller)[:SHOWN_DIFFERENT]:
            if ready and all(ready.codes != o.codes for o in out):
                out.append(ready)
    values = [int(a.args[0]) for a in ctx.legal if a.kind == "same"]
    out += identical_sets(hand, values, len(v["queue"]) or C.QUEUE_SIZE)[:SHOWN_SAME]
    return out


__all__ = ["Hand", "ReadySet", "different", "identical", "identical_sets", "ready_sets", "turn_hand"]

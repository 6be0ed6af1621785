"""Re-dealing what one seat cannot see, for looking ahead (``Game.sample``).

Hidden from a seat: the other seats' hands, their offers until revealed (and the number
of cards picked so far for one not yet complete), their warehouses and the cards they are
picking to store, the resource deck, the discard pile and the order of the development
deck. All of these are pooled and dealt again, each place keeping the size the seat sees;
the pool is sorted first, so the sample depends only on what the seat knows.
"""

from __future__ import annotations

from ..rng import Rng
from . import cards as C
from .state import MNState


def sample(s: MNState, seat: int, rng: Rng) -> MNState:
    t = s.copy()
    assert isinstance(t, MNState)
    others = [p for p in range(t.players) if p != seat]
    pool = list(t.deck) + list(t.discard)
    offers_hidden = t.phase == "trade" and not t.revealed
    # Cards being chosen in secret are still in the hand for the others: put them back.
    for p in others:
        if offers_hidden and not t.committed[p]:
            _move(t.offers[p], t.hands[p])
        if t.phase == "storage":
            _move(t.storing[p], t.hands[p])
    places = [t.hands[p] for p in others] + [t.stored[p] for p in others]
    if offers_hidden:
        places += [t.offers[p] for p in others if t.committed[p]]
    sizes = [sum(c) for c in places]
    for c in places:
        for typ in C.TYPES:
            pool += [typ] * c[typ]
            c[typ] = 0
    pool.sort()
    rng.shuffle(pool)
    for c, n in zip(places, sizes):
        for _ in range(n):
            c[pool.pop()] += 1
    t.discard = [pool.pop() for _ in range(len(s.discard))]
    t.deck = pool
    t.dev_deck = sorted(t.dev_deck)
    rng.shuffle(t.dev_deck)
    t.rng = Rng(rng.next64())
    return t


def _move(source: list[int], target: list[int]) -> None:
    for typ in C.TYPES:
        target[typ] += source[typ]
        source[typ] = 0

"""Re-dealing what one seat cannot see, for looking ahead (``Game.sample``).

Hidden from a seat: the other seats' hands, their offers until revealed (and the number
of cards picked so far for one not yet complete), their warehouses and the cards they are
picking to store, the resource deck, the discard pile and the order of the development
deck. All of these are pooled and dealt again, each place keeping the size the seat sees;
the pool is sorted first, so the sample depends only on what the seat knows. The cards
the seat saw go into another's hand (:mod:`.known`) are not pooled: they stay in that
hand, or in its offer while the offer is face down. Nor are the cards it saw go onto the
discard pile (the sets laid face up, its own hand at the end of a round, its own card
lost to Pirates: ``MNState.discarded``): they stay there until the pile becomes the deck.
"""

from __future__ import annotations

from ..rng import Rng
from . import cards as C
from .state import MNState, counts, offer_list


def sample(s: MNState, seat: int, rng: Rng) -> MNState:
    t = s.copy()
    assert isinstance(t, MNState)
    others = [p for p in range(t.players) if p != seat]
    seen_discarded = t.discarded[seat]
    pile = counts()
    for typ in t.discard:
        pile[typ] += 1
    unseen_discard = offer_list([n - seen for n, seen in zip(pile, seen_discarded)])
    pool = list(t.deck) + unseen_discard
    offers_hidden = t.phase == "trade" and not t.revealed
    # Cards being chosen in secret are still in the hand for the others: put them back.
    for p in others:
        if offers_hidden and not t.committed[p]:
            _move(t.offers[p], t.hands[p])
        if t.phase == "storage":
            _move(t.storing[p], t.hands[p])
    # A seat's hidden cards: its hand and, face down, its offer. The cards the seat saw go
    # into them stay there; the rest are pooled with everything else unseen.
    hidden = []
    for p in others:
        offer = t.offers[p] if offers_hidden and t.committed[p] else None
        known = t.known[seat][p]
        held = [h + (offer[typ] if offer else 0) - known[typ] for typ, h in enumerate(t.hands[p])]
        assert min(held) >= 0, "a seat knows of a card that is not there"
        pool += offer_list(held)
        hidden.append((p, offer, sum(held), sum(offer) if offer else 0))
    for p in others:
        pool += offer_list(t.stored[p])
    pool.sort()
    rng.shuffle(pool)
    for p, offer, unknown, face_down in hidden:
        cards = offer_list(t.known[seat][p])
        cards += [pool.pop() for _ in range(unknown)]
        hand = t.hands[p]
        for typ in C.TYPES:
            hand[typ] = 0
        if offer:
            cards.sort()
            rng.shuffle(cards)
            for typ in C.TYPES:
                offer[typ] = 0
            for _ in range(face_down):
                offer[cards.pop()] += 1
        for typ in cards:
            hand[typ] += 1
    # What the other seats saw of each other's hands the seat may not have seen (the Trade
    # Master's give): in the copy they know nothing of each other, which holds whatever was dealt.
    for v in others:
        for p in others:
            t.known[v][p] = [0] * len(t.known[v][p])
        t.discarded[v] = [0] * len(t.discarded[v])
    for p in others:
        stored = t.stored[p]
        n = sum(stored)
        for typ in C.TYPES:
            stored[typ] = 0
        for _ in range(n):
            stored[pool.pop()] += 1
    t.discard = offer_list(seen_discarded) + [pool.pop() for _ in range(len(unseen_discard))]
    t.deck = pool
    t.dev_deck = sorted(t.dev_deck)
    rng.shuffle(t.dev_deck)
    t.rng = Rng(rng.next64())
    return t


def _move(source: list[int], target: list[int]) -> None:
    for typ in C.TYPES:
        target[typ] += source[typ]
        source[typ] = 0

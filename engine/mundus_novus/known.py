"""What each seat knows of the others' hidden cards, from what it has seen happen.

A player at the table remembers the cards he saw go into another hand: the face-up cards a
fleet picks in Supply, the cards taken in Trade (kept, or swapped from the market), the
offer taken back, the card the Trade Master gives (seen by the two of them only). He also
sees cards leave a hand: a revealed offer, a set laid face up, relics paid in.

``known[v][p]`` is a count list (index 0 unused) of cards seat ``v`` knows to be among seat
``p``'s hidden cards: its hand, with its offer while the offer is still face down and its
warehouse picks while they are still secret. It is a lower bound: where ``v`` cannot tell
which card left (Pirates' random card, the Trade Master's give to another seat), one card
of each type ``v`` knew is forgotten, so ``known[v][p]`` never counts a card ``p`` no longer
holds. At the end of the round the hands are discarded and the warehouses filled in secret:
everything is forgotten.

The sampler (:mod:`.sample`) deals these cards back where ``v`` knows them to be and deals
only the rest at random; in its copy the other seats know nothing of each other's hands
(``v`` may not have seen what they saw of each other). The view shows ``v`` its own row
(``seats[p]["known"]``).
"""

from __future__ import annotations

from collections.abc import Iterable

from . import cards as C
from .state import MNState, counts


def _viewers(s: MNState, p: int, by: Iterable[int] | None) -> Iterable[int]:
    return (v for v in (range(s.players) if by is None else by) if v != p)


def seen_in(s: MNState, p: int, cards: Iterable[int], by: Iterable[int] | None = None) -> None:
    """``cards`` went into ``p``'s hand in front of ``by`` (everyone when ``None``)."""
    cards = list(cards)
    for v in _viewers(s, p, by):
        row = s.known[v][p]
        for t in cards:
            row[t] += 1


def seen_out(s: MNState, p: int, cards: Iterable[int], by: Iterable[int] | None = None) -> None:
    """``cards`` left ``p``'s hidden cards in front of ``by`` (everyone when ``None``): each
    viewer is sure of one fewer card of its type (the card may not have been one it knew)."""
    cards = list(cards)
    for v in _viewers(s, p, by):
        row = s.known[v][p]
        for t in cards:
            if row[t]:
                row[t] -= 1


def unseen_out(s: MNState, p: int, by: Iterable[int] | None = None) -> None:
    """A card ``by`` (everyone when ``None``) did not see left ``p``'s hand: it may have been
    any card ``by`` knew, so one of each type is no longer sure."""
    seen_out(s, p, C.TYPES, by)


def forget(s: MNState) -> None:
    """The round is over: hands discarded, warehouses filled in secret."""
    s.known = [[counts() for _ in range(s.players)] for _ in range(s.players)]

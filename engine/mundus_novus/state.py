"""The position of a Mundus Novus match, its setup, and the small helpers every step uses.

Hands, offers, stored cards and pending picks are count lists indexed by resource type
(index 0 unused, 1..9 the goods, 10 the relic). Decks are lists whose *end* is the top.
Development cards are ids into :data:`cards.DEV_CARDS`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypedDict

from ..core import State
from ..rng import Rng
from . import cards as C


class Fleet(TypedDict):
    """A fleet of Supply, in pick order."""

    seat: int
    caravels: list[int]  # ids
    value: int  # fleet value for the order
    picks: int  # cards still to pick


class Building(TypedDict):
    """The set being laid face up in a Progression turn."""

    kind: str  # "same", "different" or "perfect"
    value: int  # an identical set's value (0 otherwise)
    cards: list[list[int]]  # [type, counts as]
    pending: int  # the value a merchant just named for the next card (0: none)
    merchants: list[int]  # ids used for this set


class Made(TypedDict):
    """The sets made in this Progression turn."""

    same: int
    different: bool
    relic: bool
    perfect: bool


def counts() -> list[int]:
    """An empty count list, one slot per resource type."""
    return [0] * (C.RELIC + 1)


def offer_list(c: list[int]) -> list[int]:
    """A count list as its cards, one type number each, lowest type first."""
    return [t for t in C.TYPES for _ in range(c[t])]


def no_set() -> Made:
    """A turn's sets before the first."""
    return {"same": 0, "different": False, "relic": False, "perfect": False}


@dataclass
class MNState(State):
    round: int = 0
    #: "event", "supply", "trade", "progression", "storage" or "over".
    phase: str = "event"
    #: What is awaited inside the phase (see README.md: view key ``step``).
    step: str = ""
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    market: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    stored: list[list[int]] = field(default_factory=list)
    doubloons: list[int] = field(default_factory=list)
    dev_deck: list[int] = field(default_factory=list)
    queue: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    tableau: list[list[int]] = field(default_factory=list)
    trade_master: int = 0
    event: str = C.NO_EVENT
    # Supply.
    supply_cards: list[int] = field(default_factory=list)
    fleets: list[Fleet] = field(default_factory=list)
    fleet_index: int = 0
    second_fleet: list[int] = field(default_factory=list)  # Ponce de Leon's pending split
    # Trade.
    announced: int = 0
    offers: list[list[int]] = field(default_factory=list)
    committed: list[bool] = field(default_factory=list)
    revealed: bool = False
    offer_totals: list[int] = field(default_factory=list)
    hand_before_trade: list[int] = field(default_factory=list)
    candidates: list[int] = field(default_factory=list)  # tied highest totals
    taker: int = 0
    taken: list[int] = field(default_factory=list)  # [giver, type] awaiting keep or swap
    takes: list[list[int]] = field(default_factory=list)  # [taker, giver] in order
    give_to: int = -1
    # Progression.
    first_player: int = -1
    turn: int = -1
    turns_done: int = 0
    building: Building | None = None
    made: Made = field(default_factory=no_set)
    merchants_used: list[int] = field(default_factory=list)
    different_size: list[int] = field(default_factory=list)  # largest different set this round
    perfect: list[int] = field(default_factory=list)
    presented: list[list[int]] = field(default_factory=list)  # perfect combinations, kept aside
    queue_short: bool = False
    # End of round.
    storing: list[list[int]] = field(default_factory=list)
    store_done: list[bool] = field(default_factory=list)
    #: ``known[v][p]``: the cards seat ``v`` has seen go into seat ``p``'s hidden cards (:mod:`.known`).
    known: list[list[list[int]]] = field(default_factory=list)
    #: ``discarded[v]``: the cards seat ``v`` saw go onto the discard pile since it was last
    #: shuffled into the deck (:func:`to_discard`).
    discarded: list[list[int]] = field(default_factory=list)
    result: dict[str, Any] | None = None


def setup(players: int, rng: Rng) -> MNState:
    """Shuffle both decks, lay the market and the queue, and pick the first Trade Master."""
    s = MNState(rng=rng, players=players)
    s.deck = [t for t, n in C.RESOURCE_DECK.items() for _ in range(n)]
    s.rng.shuffle(s.deck)
    s.market = [s.deck.pop() for _ in range(C.MARKET_SIZE)]
    s.removed = [c.id for c in C.DEV_CARDS if c.players > players]
    s.dev_deck = [c.id for c in C.DEV_CARDS if c.players <= players]
    s.rng.shuffle(s.dev_deck)
    s.queue = [s.dev_deck.pop() for _ in range(C.QUEUE_SIZE)]
    s.hands = [counts() for _ in range(players)]
    s.stored = [counts() for _ in range(players)]
    s.offers = [counts() for _ in range(players)]
    s.storing = [counts() for _ in range(players)]
    s.doubloons = [0] * players
    s.tableau = [[] for _ in range(players)]
    s.known = [[counts() for _ in range(players)] for _ in range(players)]
    s.discarded = [counts() for _ in range(players)]
    s.trade_master = s.rng.below(players)
    s.emit("setup", market=list(s.market), queue=list(s.queue), removed=list(s.removed),
           trade_master=s.trade_master)
    s.reveal()
    return s


# --- cards and owners ---------------------------------------------------------------
def card(card_id: int) -> C.DevCard:
    return C.DEV_CARDS[card_id]


def owner_of(s: MNState, character: str) -> int | None:
    """The seat owning the character card ``character``, if anyone does."""
    for seat, ids in enumerate(s.tableau):
        for i in ids:
            if C.DEV_CARDS[i].character == character:
                return seat
    return None


def owns(s: MNState, seat: int, character: str) -> bool:
    return any(C.DEV_CARDS[i].character == character for i in s.tableau[seat])


def of_kind(s: MNState, seat: int, kind: str) -> list[C.DevCard]:
    return [C.DEV_CARDS[i] for i in s.tableau[seat] if C.DEV_CARDS[i].kind == kind]


def caravels(s: MNState, seat: int) -> list[int]:
    """The seat's caravel ids, lowest value first."""
    return sorted((i for i in s.tableau[seat] if C.DEV_CARDS[i].kind == C.CARAVEL),
                  key=lambda i: C.DEV_CARDS[i].value)


def caravel_count(s: MNState, seat: int) -> int:
    """How many caravels the seat has (:func:`caravels` without sorting them: every view counts them)."""
    return sum(1 for i in s.tableau[seat] if C.DEV_CARDS[i].kind == C.CARAVEL)


def event_for(s: MNState, seat: int) -> str:
    """The event as it applies to ``seat`` (:func:`applying_event`)."""
    return applying_event(s.event, owns(s, seat, C.COSA))


def applying_event(event: str, cosa: bool) -> str:
    """The event as it applies to a seat (``cosa``: it owns Juan de la Cosa, who ignores
    every event)."""
    return C.NO_EVENT if cosa else event


def hand_size(s: MNState, seat: int) -> int:
    return sum(s.hands[seat])


def pay(s: MNState, seat: int, amount: int, why: str) -> None:
    if amount:
        s.doubloons[seat] += amount
        s.emit("doubloons", seat=seat, amount=amount, why=why, total=s.doubloons[seat])


# --- the resource deck --------------------------------------------------------------
def draw(s: MNState) -> int | None:
    """The top resource card; the discard pile is reshuffled into a new deck when it runs out."""
    if not s.deck:
        if not s.discard:
            return None
        reshuffle(s)
    return s.deck.pop()


def reshuffle(s: MNState) -> None:
    """When the resource deck runs out, the discard pile is shuffled into a new deck."""
    s.deck = s.discard
    s.discard = []
    s.discarded = [counts() for _ in range(s.players)]
    s.rng.shuffle(s.deck)
    s.emit("reshuffle", cards=len(s.deck))
    s.reveal()


def to_discard(s: MNState, cards: list[int], by: list[int] | None = None) -> None:
    """``cards`` go onto the discard pile in front of ``by`` (everyone when ``None``: a set
    laid face up). A player remembers them there: the sampler (:mod:`.sample`) deals none of
    them into a hand until the pile is shuffled into the deck."""
    s.discard.extend(cards)
    for v in range(s.players) if by is None else by:
        seen = s.discarded[v]
        for t in cards:
            seen[t] += 1


def discard_hand(s: MNState, seat: int, hand: list[int]) -> int:
    """The hand goes face down onto the discard pile: only its owner knows what it held."""
    cards = offer_list(hand)
    to_discard(s, cards, by=[seat])
    for t in C.TYPES:
        hand[t] = 0
    return len(cards)


# --- the development queue ----------------------------------------------------------
def refill_queue(s: MNState) -> None:
    """The queue closes up and is refilled from the deck; a short queue ends the game."""
    while len(s.queue) < C.QUEUE_SIZE:
        if not s.dev_deck:
            if not s.queue_short:
                s.queue_short = True
                s.emit("queue_short", size=len(s.queue))
            return
        new = s.dev_deck.pop()
        s.queue.append(new)
        s.emit("queue_refill", card=new)
        s.reveal()

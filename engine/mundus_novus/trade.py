"""The third step of a round: Trade.

The Trade Master announces 2, 3 or 4; everyone builds a secret offer one card at a time
(a seat with fewer cards offers its whole hand; Las Casas' owner may stop at any number);
the offers are revealed together; the highest total becomes Trade Master; then the chain
of takes runs until one player's cards are left, and the Trade Master gives a card to
whoever ended one short. The hand-over to the Progression is in :mod:`.rounds`.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Action
from . import cards as C
from . import known
from .state import MNState, hand_size, offer_list, owns, pay


def begin_trade(s: MNState) -> None:
    s.step = "announce"
    s.hand_before_trade = [hand_size(s, seat) for seat in range(s.players)]
    s.announced = 0
    s.committed = [False] * s.players
    s.revealed = False
    s.offer_totals = []
    s.candidates = []
    s.takes = []
    s.taken = []
    s.give_to = -1
    s.taker = s.trade_master


# --- announcement and secret offers ---------------------------------------------------
def announce_legal(s: MNState) -> list[Action]:
    return [Action("announce", (n,)) for n in C.TRADE_SIZES]


def announce(s: MNState, seat: int, action: Action) -> None:
    """The Trade Master announces how many cards everyone offers (2 to 4)."""
    s.announced = action.number()
    s.emit("announce", seat=seat, number=s.announced)
    s.step = "offer"
    for p in range(s.players):
        if offer_size(s.announced, s.hand_before_trade[p]) == 0 and not owns(s, p, C.LAS_CASAS):
            commit(s, p)
    maybe_reveal(s)


def offer_size(announced: int, hand: int) -> int:
    """How many cards a seat holding ``hand`` cards offers: the number announced, or its
    whole smaller hand."""
    return min(announced, hand)


def offer_sizes(required: int, las_casas: bool) -> range:
    """The offer sizes a seat may place: ``required`` (:func:`offer_size`), or any from 0
    up to it for Las Casas' owner."""
    return range(required + 1) if las_casas else range(required, required + 1)


_OFFER = {t: Action("offer", (t,)) for t in C.TYPES}  # asked for every seat at every step: made once
_CLEAR, _DONE = Action("clear"), Action("done")


def offer_legal(s: MNState, seat: int) -> list[Action]:
    """One card type at a time; ``clear`` takes the pending picks back; Las Casas: ``done``."""
    picked = sum(s.offers[seat])
    required = offer_size(s.announced, s.hand_before_trade[seat])
    hand = s.hands[seat]
    acts = [_OFFER[t] for t in C.TYPES if hand[t]] if picked < required else []
    if picked:
        acts.append(_CLEAR)
    # Placing the offer as it is (one of the required size is placed at once).
    if picked in offer_sizes(required, owns(s, seat, C.LAS_CASAS)):
        acts.append(_DONE)
    return acts


def offer(s: MNState, seat: int, action: Action) -> None:
    if action.kind == "offer":
        t = action.number()
        s.hands[seat][t] -= 1
        s.offers[seat][t] += 1
        if sum(s.offers[seat]) == offer_size(s.announced, s.hand_before_trade[seat]):
            commit(s, seat)
    elif action.kind == "clear":
        for t in C.TYPES:
            s.hands[seat][t] += s.offers[seat][t]
            s.offers[seat][t] = 0
    else:
        commit(s, seat)
    maybe_reveal(s)


def commit(s: MNState, seat: int) -> None:
    s.committed[seat] = True
    s.emit("offered", seat=seat, count=sum(s.offers[seat]))


def maybe_reveal(s: MNState) -> None:
    if all(s.committed):
        reveal_offers(s)


def offer_total(s: MNState, seat: int) -> int:
    """``seat``'s offer's total (:func:`total_of`)."""
    return total_of(s.offers[seat], owns(s, seat, C.VALDIVIA))


def total_of(offer: Sequence[int], valdivia: bool) -> int:
    """The total of an offer (a count list indexed by type): each good counts its value, a
    relic 10, plus :func:`offer_bonus`."""
    return sum(t * offer[t] for t in C.GOODS) + C.TRADE_MASTER_RELIC * offer[C.RELIC] + offer_bonus(valdivia)


def offer_bonus(valdivia: bool) -> int:
    """What an offer's total adds to its cards: 3 for Valdivia's owner (``valdivia``)."""
    return C.VALDIVIA_BONUS if valdivia else 0


def reveal_offers(s: MNState) -> None:
    """All offers are turned up together; the highest total decides the Trade Master."""
    s.revealed = True
    s.reveal()
    s.offer_totals = [offer_total(s, seat) for seat in range(s.players)]
    for seat in range(s.players):
        known.seen_out(s, seat, offer_list(s.offers[seat]))
    s.emit("reveal", offers=[offer_list(s.offers[seat]) for seat in range(s.players)], totals=list(s.offer_totals))
    best = max(s.offer_totals)
    tied = [seat for seat in range(s.players) if s.offer_totals[seat] == best]
    if s.trade_master in tied:
        new_trade_master(s, s.trade_master)
    elif len(tied) == 1:
        new_trade_master(s, tied[0])
    else:
        s.candidates = tied
        s.step = "master"


def master_legal(s: MNState) -> list[Action]:
    """A tie without the current Trade Master: he chooses among the tied."""
    return [Action("master", (seat,)) for seat in s.candidates]


def master(s: MNState, seat: int, action: Action) -> None:
    new_trade_master(s, action.number())


def new_trade_master(s: MNState, seat: int) -> None:
    previous = s.trade_master
    s.trade_master = seat
    s.candidates = []
    s.emit("trade_master", seat=seat, previous=previous)
    s.taker = seat
    continue_chain(s)


# --- the chain of takes ----------------------------------------------------------------
def takeable(s: MNState) -> list[int]:
    """Seats the current taker may take from, after the rule of the same pair.

    The same two players may not take from each other three times in a row (A from B,
    B from A, then A must take elsewhere), unless no one else has cards left or there
    are only two players.
    """
    t = s.taker
    others = [p for p in range(s.players) if p != t and sum(s.offers[p]) > 0]
    if s.players > 2 and len(s.takes) >= 2:
        last, before = s.takes[-1], s.takes[-2]
        if last[1] == t and before == [t, last[0]]:
            allowed = [p for p in others if p != last[0]]
            if allowed:
                return allowed
    return others


def continue_chain(s: MNState) -> None:
    """The player whose card was taken takes next; when no one else has cards, it ends."""
    if takeable(s):
        s.step = "take"
        return
    own = s.offers[s.taker]
    if sum(own):
        back = offer_list(own)
        for t in C.TYPES:
            s.hands[s.taker][t] += own[t]
            own[t] = 0
        known.seen_in(s, s.taker, back)
        s.emit("take_back", seat=s.taker, cards=back)
    end_of_trade(s)


def take_legal(s: MNState) -> list[Action]:
    return [Action("take", (p, t)) for p in takeable(s) for t in C.TYPES if s.offers[p][t]]


def take(s: MNState, seat: int, action: Action) -> None:
    giver, t = action.number(0), action.number(1)
    s.offers[giver][t] -= 1
    s.taken = [giver, t]
    s.takes.append([seat, giver])
    s.emit("take", seat=seat, giver=giver, card=t)
    s.step = "keep"


def keep_legal(s: MNState) -> list[Action]:
    """Keep the taken card, or put it into the market and take one of the market's others."""
    return [Action("keep")] + [Action("swap", (t,)) for t in sorted(set(s.market))]


def keep(s: MNState, seat: int, action: Action) -> None:
    giver, t = s.taken
    s.taken = []
    if action.kind == "keep":
        s.hands[seat][t] += 1
        known.seen_in(s, seat, [t])
        s.emit("keep", seat=seat, card=t)
    else:
        m = action.number()
        s.market = market_after_swap(s.market, t, m)
        s.hands[seat][m] += 1
        known.seen_in(s, seat, [m])
        s.emit("swap", seat=seat, card=t, market_card=m, market=list(s.market))
        orellana(s, seat)
    s.taker = giver
    continue_chain(s)


def market_after_swap(market: Sequence[int], put: int, taken: int) -> list[int]:
    """The market after a swap puts ``put`` into it and takes ``taken`` from it."""
    out = list(market)
    out.remove(taken)
    out.append(put)
    return out


def orellana(s: MNState, seat: int) -> None:
    """Orellana's owner is paid :func:`orellana_bonus` after his market swap."""
    if owns(s, seat, C.ORELLANA):
        pay(s, seat, orellana_bonus(s.market), "orellana")


def orellana_bonus(market: Sequence[int]) -> int:
    """What Orellana's owner gains from a swap leaving ``market``: 2 doubloons for three of
    a kind or three consecutive values (1-9: a relic has no number to run with)."""
    m = sorted(market)
    same = m[0] == m[1] == m[2]
    run = m[2] < C.RELIC and m[1] == m[0] + 1 and m[2] == m[1] + 1
    return C.ORELLANA_BONUS if same or run else 0


def end_of_trade(s: MNState) -> None:
    """Whoever ended one card short (the last giver, if not the Trade Master) gets a card
    (step ``give``); otherwise the trade is over (step ``""``)."""
    s.step = ""
    if s.takes and s.taker != s.trade_master and hand_size(s, s.trade_master) > 0:
        s.give_to = s.taker
        s.step = "give"


def close_trade(s: MNState) -> None:
    """The end of the Trade phase."""
    s.emit("trade_end")


def give_legal(s: MNState) -> list[Action]:
    return [Action("give", (t,)) for t in C.TYPES if s.hands[s.trade_master][t]]


def give(s: MNState, seat: int, action: Action) -> None:
    """The final give: a card of the Trade Master's choice, seen only by the two of them."""
    t = action.number()
    to = s.give_to
    s.hands[seat][t] -= 1
    s.hands[to][t] += 1
    # Only the two of them see the card.
    known.seen_in(s, to, [t], by=[seat])
    known.seen_out(s, seat, [t], by=[to])
    known.unseen_out(s, seat, [v for v in range(s.players) if v != to])
    s.emit("give", seat=seat, receiver=to)
    s.emit("gave", to=[seat, to], seat=seat, receiver=to, card=t)
    s.reveal()
    s.give_to = -1
    s.taker = seat  # the hands are even again
    end_of_trade(s)

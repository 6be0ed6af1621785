"""What things are worth to the seat whose view this is, in doubloons.

Everything here reads only the view: public cards, sizes of hidden piles, doubloons.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from functools import lru_cache
from typing import Any, NamedTuple

from engine.mundus_novus import cards as C
from engine.mundus_novus.endgame import shipyard_pay, warehouse_room
from engine.mundus_novus.progression import identical_limit
from engine.mundus_novus.state import applying_event, no_set
from engine.mundus_novus.trade import offer_bonus, offer_size

from .plan import Ctx, Ranges

#: A view as the AI reads it: the board, with the envelope's ``seat``, ``round``, ``phase`` and ``log``.
View = dict[str, Any]

#: A resource card, roughly: a seat turns its 7-8 cards a round into ~12 doubloons' worth.
CARD = 1.5
#: Per future round, what each character's power is worth beyond its printed income.
POWER = {C.ALMAGRO: 0.6, C.COSA: 0.6, C.LAS_CASAS: 0.4, C.PIZARRO: 1.0, C.PONCE: 0.8, C.VALDIVIA: 0.8,
         C.ORELLANA: 0.5, C.CORONADO: 0.2, C.CORTES: 0.0}
MERCHANT = 1.4   # a free conversion a round
#: Caravels: each value below this is worth a little more (its fleet picks earlier).
TOP_CARAVEL = max(c.value for c in C.DEV_CARDS if c.kind == C.CARAVEL) + 1
STORE = 0.8      # a card carried over to the next round
#: Being Trade Master for the trade: first choice of all offers, who starts the Progression.
TRADE_MASTER = 2.5
#: A card given in trade comes back as a card we choose from the others' offers.
RETURN = 1.2


class Style(NamedTuple):
    """The judgement a level plays with (the computer levels: :mod:`ai.level`)."""

    #: Rounds ahead a development card is valued for (``None``: to the estimated end).
    horizon: float | None
    #: What becoming Trade Master is worth (:data:`TRADE_MASTER` for the greedy player).
    trade_master: float


#: Today's player: the whole game ahead, Trade Master worth :data:`TRADE_MASTER`.
GREEDY = Style(None, TRADE_MASTER)


def style(view: View) -> Style:
    """The level's judgement that the AI's reading of the view carries (greedy by default)."""
    found: Style = view.get("style", GREEDY)
    return found


def me(view: View) -> dict[str, Any]:
    mine: dict[str, Any] = view["seats"][view["seat"]]
    return mine


def owns(view: View, seat: int, character: str) -> bool:
    return any(c.get("character") == character for c in view["seats"][seat]["cards"])


def my_event(view: View, seat: int | None = None, event: str | None = None) -> str:
    """The event as it applies to us (or to ``seat``; ``event`` instead of this round's),
    by the engine's :func:`applying_event`."""
    seat = view["seat"] if seat is None else seat
    return applying_event(view["event"] if event is None else event, owns(view, seat, C.COSA))


def rounds_left(view: View) -> float:
    """Rounds still to play, this one included: the sooner of a seat reaching the winning
    doubloons at the leader's pace and the development deck running dry.

    It runs long, since income grows as development cards come (in greedy matches, from
    round 3 to 8, one and a half to two times the rounds that were left: docs/figures.md,
    "The strong level"). It stays as it is: the greedy player's judgement was tuned with
    it, and the strong player's worth was weaker with it scaled to the rounds in fact
    left."""
    players = view["seats"]
    n = len(players)
    played = max(0, view["round"] - 1)
    lead = max(p["doubloons"] for p in players)
    pace = (lead + 6.0 * 2) / (played + 2)
    by_doubloons = max(C.WIN_DOUBLOONS - lead, 0) / max(pace, 1.0)
    total = C.DEV_COUNT - len(view["removed"])
    deck = view["decks"]["development"]
    taken = total - deck - len(view["queue"])
    speed = (taken + 0.6 * n * 2) / (played + 2)
    by_queue = deck / max(speed, 0.5) + 1
    if view["queue_short"]:
        by_queue = 1
    rounds: float = max(1.0, min(by_doubloons, by_queue))
    horizon = style(view).horizon
    return rounds if horizon is None else min(rounds, horizon)


def card_value(card: Mapping[str, Any], view: View, rounds: float) -> float:
    """A development card's worth to us: its income for the rounds left (this one too:
    income is paid at the end of the turn it is taken) and its power for the later ones."""
    later = max(0.0, rounds - 1)
    value: float = card["income"] * rounds
    kind = card["kind"]
    mine = me(view)
    if kind == C.CARAVEL:
        value += CARD * later + 0.02 * (TOP_CARAVEL - card["value"]) * later
    elif kind == C.MERCHANT:
        same = sum(1 for c in mine["cards"] if c["kind"] == C.MERCHANT and c["low"] == card["low"])
        value += MERCHANT * (later + 0.5) / (1 + same)
    elif kind == C.WAREHOUSE:
        value += STORE * card["capacity"] * later
    elif kind == C.SHIPYARD:
        fleet = [p["caravels"] for p in view["seats"]]
        value += shipyard_pay(fleet, view["seat"]) * rounds * 0.8
    else:
        value += POWER.get(card.get("character", ""), 0.5) * later
    return value


def unseen_value(view: View, rounds: float) -> float:
    """Expected worth of an unseen development card (the deck's top)."""
    seen = {c["id"] for c in view["queue"]} | {c["id"] for c in view["removed"]}
    for p in view["seats"]:
        seen |= {c["id"] for c in p["cards"]}
    lows = tuple(sorted(c["low"] for c in me(view)["cards"] if c["kind"] == C.MERCHANT))
    return _unseen_value(frozenset(seen), rounds, view["seat"], lows, tuple(p["caravels"] for p in view["seats"]))


@lru_cache(maxsize=4096)
def _unseen_value(seen: frozenset[int], rounds: float, seat: int, lows: tuple[int, ...],
                  caravels: tuple[int, ...]) -> float:
    """:func:`unseen_value` from all that :func:`card_value` reads of the view (memoised:
    the search asks it again at every decision of every rollout)."""
    rest = [c.as_dict() for c in C.DEV_CARDS if c.id not in seen]
    if not rest:
        return 0.0
    mine = [{"kind": C.MERCHANT, "low": low} for low in lows]
    view = {"seat": seat, "seats": [{"cards": mine if i == seat else [], "caravels": n}
                                    for i, n in enumerate(caravels)]}
    return sum(card_value(c, view, rounds) for c in rest) / len(rest)


def merchants(view: View, used: Collection[int] = (), seat: int | None = None) -> Ranges:
    """Our (or ``seat``'s) merchants not used this round, as sorted ``(low, high)`` ranges."""
    seat = view["seat"] if seat is None else seat
    return tuple(sorted((c["low"], c["high"]) for c in view["seats"][seat]["cards"]
                        if c["kind"] == C.MERCHANT and c["id"] not in used))


def context(view: View, made: Mapping[str, Any] | None = None, seat: int | None = None,
            event: str | None = None) -> Ctx:
    """The turn's context; ``made`` None means a fresh turn later this round. ``seat`` and
    ``event``: another seat's turn, or this round under another event (Coronado's
    choice); the queue is still valued as we value it."""
    rounds = rounds_left(view)
    seat = view["seat"] if seat is None else seat
    event = my_event(view, seat, event)
    made = made or no_set()
    limit = identical_limit(event)
    same_left = 2 if limit is None else max(0, limit - made["same"])
    unseen = unseen_value(view, rounds) if view["decks"]["development"] else 0.0
    deck = unseen if owns(view, seat, C.ALMAGRO) and view["decks"]["development"] else None
    cards = view["seats"][seat]["cards"]
    keep = warehouse_room((c["capacity"] for c in cards if c["kind"] == C.WAREHOUSE), event)
    return Ctx(
        same_left=same_left,
        queue=tuple(round(card_value(c, view, rounds), 3) for c in view["queue"]),
        deck=None if deck is None else round(deck, 3),
        event=event,
        different=not made["different"],
        relic=not made["relic"],
        perfect=not made["perfect"] and seat not in view["perfect"],
        keep=keep,
        refill=round(unseen, 3),
    )


def trade_master_chance(view: View, total: int, size: int) -> float:
    """How likely an offer totalling ``total`` is the highest, guessing each other offer of
    ``size`` cards at 4.5 a card (plus the engine's :func:`offer_bonus`: Valdivia's); ties
    keep the Trade Master."""
    seat = view["seat"]
    if size == 0:
        return 0.0
    chance = 1.0
    before = (view["trade"] or {}).get("hand_before") or [p["hand_size"] for p in view["seats"]]
    for p in view["seats"]:
        n = offer_size(size, before[p["seat"]])
        if p["seat"] == seat or n == 0:
            continue
        sd = 3.0 * math.sqrt(n)
        mu = 4.5 * n + offer_bonus(owns(view, p["seat"], C.VALDIVIA))
        edge = 0.5 if view["trade_master"] == seat else -0.5
        chance *= 0.5 * (1 + math.erf((total + edge - mu) / (sd * math.sqrt(2))))
    return chance

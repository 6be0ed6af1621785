"""Positions built by hand for the Mundus Novus rule tests, and the card accounting."""

from __future__ import annotations

from collections import Counter

from engine import Match, Rng, derive
from engine.core import GAMES, Action
from engine.match import SETUP_STREAM
from engine.mundus_novus import cards as C
from engine.mundus_novus import state as S
from engine.mundus_novus.progression import start_turn

GAME = GAMES["mundus-novus"]


def fresh(players: int = 3, seed: int = 1) -> S.MNState:
    """A set-up table before round 1: decks, market and queue laid, no hands."""
    s = S.setup(players, Rng(derive(seed, SETUP_STREAM)))
    s.round = 1
    s.different_size = [0] * players
    return s


def at_turn(s: S.MNState, seat: int, event: str = C.NO_EVENT) -> None:
    """Put the table in ``seat``'s Progression turn."""
    s.event = event
    s.phase = "progression"
    s.first_player = s.turn = seat
    s.turns_done = 0
    start_turn(s)


def find(kind: str, **fields) -> int:
    """The id of the first development card of ``kind`` with those fields."""
    for c in C.DEV_CARDS:
        if c.kind == kind and all(getattr(c, k) == v for k, v in fields.items()):
            return c.id
    raise LookupError(f"no {kind} card with {fields}")


def character(key: str) -> int:
    return find(C.CHARACTER, character=key)


def caravel(value: int) -> int:
    return find(C.CARAVEL, value=value)


def _detach(s: S.MNState, card_id: int) -> None:
    for pile in [s.dev_deck, s.queue, s.removed, *s.tableau]:
        if card_id in pile:
            pile.remove(card_id)
            return
    raise LookupError(card_id)


def give_dev(s: S.MNState, seat: int, *card_ids: int) -> None:
    """Move development cards onto ``seat``'s table from wherever they are."""
    for i in card_ids:
        _detach(s, i)
        s.tableau[seat].append(i)


def set_queue(s: S.MNState, card_ids: list[int]) -> None:
    """Lay exactly these cards as the queue; the old queue goes back to the deck."""
    for i in list(s.queue):
        s.queue.remove(i)
        s.dev_deck.insert(0, i)
    for i in card_ids:
        _detach(s, i)
        s.queue.append(i)


def _take_resource(s: S.MNState, t: int) -> None:
    for pile in (s.deck, s.discard, s.market):
        if t in pile:
            pile.remove(t)
            return
    raise LookupError(f"no free card of type {t}")


def set_hand(s: S.MNState, seat: int, cards: list[int] | dict[int, int]) -> None:
    """Give ``seat`` exactly these resource types (a list, or {type: count})."""
    wanted = cards if isinstance(cards, list) else [t for t, n in cards.items() for _ in range(n)]
    for t in C.TYPES:
        s.deck.extend([t] * s.hands[seat][t])
        s.hands[seat][t] = 0
    for t in wanted:
        _take_resource(s, t)
        s.hands[seat][t] += 1


def set_market(s: S.MNState, types: list[int]) -> None:
    s.deck.extend(s.market)
    s.market = []
    for t in types:
        _take_resource(s, t)
        s.market.append(t)


def stack_deck(s: S.MNState, types: list[int]) -> None:
    """Put these types on top of the resource deck, the first to be drawn first."""
    for t in types:
        _take_resource(s, t)
    s.deck.extend(reversed(types))


def hand(s: S.MNState, seat: int) -> Counter:
    return Counter({t: s.hands[seat][t] for t in C.TYPES if s.hands[seat][t]})


def legal(s: S.MNState, seat: int) -> list[str]:
    """``seat``'s legal codes, empty when it is not to act (as the match answers)."""
    return [a.code for a in GAME.legal(s, seat)] if seat in GAME.to_act(s) else []


def act(s: S.MNState, seat: int, *codes: str) -> None:
    """Play these decisions for ``seat``, each checked against the legal list."""
    for code in codes:
        options = GAME.legal(s, seat) if seat in GAME.to_act(s) else []
        action = Action.parse(code)
        assert action in options, f"{code} not legal for seat {seat}: {[a.code for a in options]}"
        GAME.apply(s, seat, action)


def events(s: S.MNState, type_: str) -> list[dict]:
    return [e for e in s.log if e["type"] == type_]


def resource_counts(s: S.MNState) -> list[int]:
    """Every resource card, wherever it lies, as counts by type (index 0 unused)."""
    loose = s.deck + s.discard + s.market + s.supply_cards
    if s.building:
        loose += [t for t, _ in s.building["cards"]]
    if s.taken:
        loose.append(s.taken[1])
    held = [sum(col) for col in zip(*s.hands, *s.stored, *s.offers, *s.storing)]
    return [0] + [held[t] + loose.count(t) for t in C.TYPES]


FULL_DECK = [0] + [C.RESOURCE_DECK[t] for t in C.TYPES]


def dev_ids(s: S.MNState) -> list[int]:
    ids = list(s.dev_deck) + list(s.queue) + list(s.removed)
    for t in s.tableau:
        ids += t
    return sorted(ids)


def check_accounting(s: S.MNState) -> None:
    assert resource_counts(s) == FULL_DECK, resource_counts(s)
    assert dev_ids(s) == list(range(C.DEV_COUNT))
    assert min(s.doubloons) >= 0
    check_known(s)


def check_known(s: S.MNState) -> None:
    """What a seat knows of another's hidden cards (its hand, with its offer while face down
    and its warehouse picks while secret) is there, and what it saw go onto the discard
    pile is in the pile."""
    face_down = s.phase == "trade" and not s.revealed
    for p in range(s.players):
        hidden = [h + (o if face_down else 0) + w for h, o, w in zip(s.hands[p], s.offers[p], s.storing[p])]
        for v in range(s.players):
            if v != p:
                assert all(k <= h for k, h in zip(s.known[v][p], hidden)), (v, p, s.known[v][p], hidden)
        assert s.known[p][p] == S.counts()
    pile = Counter(s.discard)
    for v in range(s.players):
        assert all(n <= pile[t] for t, n in enumerate(s.discarded[v])), (v, s.discarded[v], pile)


def hidden_reshuffled(match: Match, seat: int, salt: int) -> Match:
    """The same match where everything ``seat`` cannot see is dealt again: the engine's
    own sampling (``Match.sample``; see engine/mundus_novus/sample.py)."""
    return match.sample(seat, Rng(derive(salt, 0xC4EA7)))

"""The fourth step of a round: Progression.

The Trade Master chooses who starts; turns go clockwise. On a turn a player may make one
identical set (3-5 cards, relics wild; several under King's Help) to take a development
card, one different set (4-9 distinct values, no relics) for doubloons, one relic set,
and present the perfect combination. Sets are built one card at a time (``add``), a
merchant is used by naming the value it makes (``merchant``) before adding the card it
turns, and ``cancel`` gives everything back. Income is paid when the turn ends. After the
last turn ``step`` is ``""`` and :mod:`.rounds` hands on to the end of the round.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from ..core import Action
from . import cards as C
from . import known
from .state import (
    Building,
    MNState,
    card,
    event_for,
    no_set,
    of_kind,
    owns,
    pay,
    refill_queue,
    to_discard,
)


def begin_progression(s: MNState) -> None:
    s.step = "first"
    s.first_player = -1
    s.turn = -1
    s.turns_done = 0


def first_legal(s: MNState) -> list[Action]:
    return [Action("first", (seat,)) for seat in range(s.players)]


def first(s: MNState, seat: int, action: Action) -> None:
    """The Trade Master chooses who starts the Progression."""
    s.first_player = s.turn = action.number()
    s.emit("first", seat=seat, first=s.first_player)
    start_turn(s)


def start_turn(s: MNState) -> None:
    s.step = "turn"
    s.made = no_set()
    s.building = None
    s.emit("turn", seat=s.turn)


# --- what a seat could still make -----------------------------------------------------
def free_merchants(s: MNState, seat: int) -> list[C.DevCard]:
    """The seat's merchants not yet used this round (each works once a round)."""
    return [m for m in of_kind(s, seat, C.MERCHANT) if m.id not in s.merchants_used]


def merchant_for(s: MNState, seat: int, value: int) -> C.DevCard | None:
    return next((m for m in free_merchants(s, seat) if m.low <= value <= m.high), None)


def may_make_identical(s: MNState, seat: int) -> bool:
    """Identical sets up to :func:`identical_limit` a turn, if a card can be taken."""
    if s.made["same"]:
        limit = identical_limit(event_for(s, seat))
        if limit is not None and s.made["same"] >= limit:
            return False
    return bool(s.queue) or (owns(s, seat, C.ALMAGRO) and bool(s.dev_deck))


def identical_limit(event: str) -> int | None:
    """How many identical sets a turn may make under ``event`` (as it applies to the
    seat): one, any number (``None``) under King's Help."""
    return None if event == C.KINGS_HELP else C.SAME_PER_TURN


def same_reach(hand: Sequence[int], ranges: Collection[tuple[int, int]]) -> list[int]:
    """For each value (index: the value, 1-9; 0 unused), how many cards counting as it a
    hand (count list) makes for an identical set: its cards of the value, its relics
    (wild), and one other card turned by each free merchant (``ranges``: their ``(low,
    high)``) whose range holds the value."""
    total, relics = sum(hand), hand[C.RELIC]
    reach = [0] * C.RELIC
    for v in C.GOODS:
        turners = sum(1 for low, high in ranges if low <= v <= high)
        reach[v] = hand[v] + relics + min(turners, total - hand[v] - relics)
    return reach


def goods(h: list[int]) -> int:
    """Resource cards other than relics: the only cards a merchant may turn in a set of
    different resources (no relic may go into one)."""
    return sum(h[1:C.RELIC])


def distinct_reach(s: MNState, seat: int, present: set[int]) -> int:
    """How many distinct values 1-9 the set could hold, counting merchants turning spare
    goods (never a relic; ranges are disjoint, so serving merchants one by one is optimal)."""
    h = s.hands[seat]
    natural = {v for v in C.GOODS if h[v] and v not in present}
    spare = goods(h) - len(natural)
    have = present | natural
    for m in free_merchants(s, seat):
        if spare <= 0:
            break
        missing = [v for v in range(m.low, m.high + 1) if v not in have]
        if missing:
            have.add(missing[0])
            spare -= 1
    return len(have)


def identical_positions(s: MNState, seat: int, size: int, value: int) -> list[int]:
    """Queue positions (1-based) an identical set may take (:func:`queue_reach`)."""
    if size < C.SAME_MIN:
        return []
    n = queue_reach(size, value, event_for(s, seat))
    return list(range(1, min(n, len(s.queue)) + 1))


def queue_reach(size: int, value: int, event: str) -> int:
    """How many queue positions (from position 1) an identical set of ``size`` cards of
    ``value`` may take under ``event`` (as it applies to the seat): the queue-access
    table, card 1 only under Storm, none below the smallest set."""
    if size < C.SAME_MIN:
        return 0
    if event == C.STORM:
        return C.STORM_REACH
    return C.QUEUE_ACCESS[(min(size, C.SAME_MAX), C.rank(value))]


def different_pay(s: MNState, seat: int, size: int) -> int:
    """What a different set of ``size`` values pays the seat (:func:`different_set_pay`)."""
    return different_set_pay(size, event_for(s, seat))


def different_set_pay(size: int, event: str) -> int:
    """What a different set of ``size`` values pays under ``event`` (as it applies to the
    seat): the table; under Natives 1 doubloon a card; nothing below the smallest set."""
    if size < C.DIFFERENT_MIN:
        return 0
    return C.NATIVES_PAY * size if event == C.NATIVES else C.DIFFERENT_PAY[size]


def values_in(b: Building) -> set[int]:
    return {a for _, a in b["cards"]}


def building(s: MNState) -> Building:
    """The set being built, at a step that has one."""
    assert s.building is not None
    return s.building


# --- legal actions of a turn -----------------------------------------------------------
def turn_legal(s: MNState, seat: int) -> list[Action]:
    b = s.building
    if b is None:
        return start_legal(s, seat)
    h = s.hands[seat]
    acts: list[Action] = []
    if b["pending"]:
        # A merchant turns a resource card: in an identical set relics are wild anyway, and
        # no relic may go into a set of different resources (nor the perfect combination's
        # nine different resources) by way of a merchant either.
        excluded = (b["value"], C.RELIC) if b["kind"] == "same" else (C.RELIC,)
        acts += [Action("add", (t,)) for t in C.TYPES if h[t] and t not in excluded]
        return acts + [Action("cancel")]
    n = len(b["cards"])
    if b["kind"] == "same":
        x = b["value"]
        if n < C.SAME_MAX:
            acts += [Action("add", (t,)) for t in (x, C.RELIC) if h[t]]
            if merchant_for(s, seat, x) and any(h[t] for t in C.TYPES if t not in (x, C.RELIC)):
                acts.append(Action("merchant", (x,)))
        acts += [Action("queue", (p,)) for p in identical_positions(s, seat, n, x)]
        if n >= C.SAME_MIN and owns(s, seat, C.ALMAGRO) and s.dev_deck:
            acts.append(Action("deck"))
    else:
        present = values_in(b)
        limit = len(C.GOODS) if b["kind"] == "different" else C.PERFECT_SIZE
        if n < limit:
            acts += [Action("add", (v,)) for v in C.GOODS if h[v] and v not in present]
            if b["kind"] == "perfect" and C.RELIC not in present and h[C.RELIC]:
                acts.append(Action("add", (C.RELIC,)))
            if goods(h):
                acts += [Action("merchant", (v,)) for v in C.GOODS
                         if v not in present and merchant_for(s, seat, v)]
        if (b["kind"] == "different" and n >= C.DIFFERENT_MIN) or (b["kind"] == "perfect" and n == C.PERFECT_SIZE):
            acts.append(Action("confirm"))
    return acts + [Action("cancel")]


def start_legal(s: MNState, seat: int) -> list[Action]:
    h = s.hands[seat]
    acts: list[Action] = []
    if may_make_identical(s, seat):
        reach = same_reach(h, [(m.low, m.high) for m in free_merchants(s, seat)])
        acts += [Action("same", (v,)) for v in C.GOODS if reach[v] >= C.SAME_MIN]
    if not s.made["different"] and distinct_reach(s, seat, set()) >= C.DIFFERENT_MIN:
        acts.append(Action("different"))
    if not s.made["relic"]:
        acts += [Action("relic", (k,)) for k in range(1, min(h[C.RELIC], C.RELIC_MAX) + 1)]
    if (not s.made["perfect"] and seat not in s.perfect and h[C.RELIC]
            and distinct_reach(s, seat, set()) == len(C.GOODS)):
        acts.append(Action("perfect"))
    return acts + [Action("pass")]


# --- applying them ----------------------------------------------------------------------
def turn(s: MNState, seat: int, action: Action) -> None:
    kind = action.kind
    if kind == "same":
        s.building = {"kind": "same", "value": action.number(), "cards": [], "pending": 0, "merchants": []}
    elif kind in ("different", "perfect"):
        s.building = {"kind": kind, "value": 0, "cards": [], "pending": 0, "merchants": []}
    elif kind == "relic":
        relic_set(s, seat, action.number())
    elif kind == "pass":
        end_turn(s, seat)
    elif kind == "add":
        add(s, seat, action.number())
    elif kind == "merchant":
        value = action.number()
        m = merchant_for(s, seat, value)
        assert m is not None
        s.merchants_used.append(m.id)
        building(s)["merchants"].append(m.id)
        building(s)["pending"] = value
    elif kind == "cancel":
        cancel(s, seat)
    elif kind in ("queue", "deck"):
        identical_set(s, seat, action.number() if kind == "queue" else 0)
    elif kind == "confirm":
        if building(s)["kind"] == "different":
            different_set(s, seat)
        else:
            perfect_combination(s, seat)


def add(s: MNState, seat: int, t: int) -> None:
    b = building(s)
    s.hands[seat][t] -= 1
    known.seen_out(s, seat, [t])
    if b["pending"]:
        counted = b["pending"]
        b["pending"] = 0
    elif b["kind"] == "same" or t == C.RELIC:
        counted = b["value"] if b["kind"] == "same" else C.RELIC
    else:
        counted = t
    b["cards"].append([t, counted])


def cancel(s: MNState, seat: int) -> None:
    b = building(s)
    for t, _ in b["cards"]:
        s.hands[seat][t] += 1
    known.seen_in(s, seat, [t for t, _ in b["cards"]])
    for m in b["merchants"]:
        s.merchants_used.remove(m)
    s.building = None


def spend(s: MNState, b: Building) -> list[int]:
    """The set's cards go to the discard pile; the merchants stay used for the round."""
    physical = sorted(t for t, _ in b["cards"])
    to_discard(s, physical)
    s.building = None
    return physical


def identical_set(s: MNState, seat: int, position: int) -> None:
    """Take the queue card at ``position`` (1-based), or with Almagro (0) the deck's top."""
    b = building(s)
    physical = spend(s, b)
    if position:
        got = s.queue.pop(position - 1)
    else:
        got = s.dev_deck.pop()
    s.tableau[seat].append(got)
    s.made["same"] += 1
    s.emit("develop", seat=seat, card=got, position=position, value=b["value"], cards=physical,
           merchants=list(b["merchants"]))
    if position:
        refill_queue(s)
    else:
        s.reveal()


def different_set(s: MNState, seat: int) -> None:
    b = building(s)
    values = sorted(values_in(b))
    physical = spend(s, b)
    s.made["different"] = True
    s.different_size[seat] = max(s.different_size[seat], len(values))
    amount = different_pay(s, seat, len(values))
    s.emit("different_set", seat=seat, values=values, cards=physical, merchants=list(b["merchants"]), doubloons=amount)
    pay(s, seat, amount, "different_set")


def relic_set(s: MNState, seat: int, k: int) -> None:
    s.hands[seat][C.RELIC] -= k
    known.seen_out(s, seat, [C.RELIC] * k)
    to_discard(s, [C.RELIC] * k)
    s.made["relic"] = True
    s.emit("relic_set", seat=seat, count=k, doubloons=C.RELIC_PAY[k])
    pay(s, seat, C.RELIC_PAY[k], "relic_set")


def perfect_combination(s: MNState, seat: int) -> None:
    """Nine different values and a relic (merchants allowed): it wins at the round's end."""
    b = building(s)
    physical = spend(s, b)
    s.made["perfect"] = True
    s.perfect.append(seat)
    s.different_size[seat] = C.PERFECT_SIZE
    s.emit("perfect", seat=seat, cards=physical, merchants=list(b["merchants"]))


def income(s: MNState, seat: int) -> None:
    """Per-round income is paid at the end of the owner's Progression turn."""
    pay(s, seat, sum(card(i).income for i in s.tableau[seat]), "income")


def end_turn(s: MNState, seat: int) -> None:
    income(s, seat)
    s.emit("end_turn", seat=seat)
    s.turns_done += 1
    s.building = None
    if s.turns_done == s.players:
        s.step = ""
    else:
        s.turn = (s.turn + 1) % s.players
        start_turn(s)


def preview(s: MNState, seat: int) -> dict[str, Any] | None:
    """What the pending set would earn, for the acting seat's view."""
    b = s.building
    if b is None:
        return None
    n = len(b["cards"])
    d: dict[str, Any] = {"kind": b["kind"], "value": b["value"], "cards": [list(c) for c in b["cards"]], "size": n,
         "merchant_pending": b["pending"], "merchants": list(b["merchants"])}
    if b["kind"] == "same":
        d["positions"] = identical_positions(s, seat, n, b["value"])
        d["deck"] = n >= C.SAME_MIN and owns(s, seat, C.ALMAGRO) and bool(s.dev_deck)
    elif b["kind"] == "different":
        d["doubloons"] = different_pay(s, seat, n)
    else:
        d["complete"] = n == C.PERFECT_SIZE
    return d

"""The end of a round (shipyards, warehouses and Fire, discards) and the end of the game.

This is the ``storage`` phase; :mod:`.rounds` starts the next round or ends the match.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..core import Action
from . import cards as C
from . import known
from .state import (
    MNState,
    caravels,
    discard_hand,
    event_for,
    hand_size,
    of_kind,
    pay,
)


def begin_storage(s: MNState) -> None:
    """The Progression is over: shipyards pay, then every seat with warehouse room and
    cards chooses what to keep (step ``store``)."""
    s.step = "store"
    s.turn = -1
    shipyards(s)
    s.storing = [[0] * (C.RELIC + 1) for _ in range(s.players)]
    s.store_done = [warehouse_capacity(s, seat) == 0 or hand_size(s, seat) == 0 for seat in range(s.players)]


def shipyards(s: MNState) -> None:
    """Each shipyard pays its owner :func:`shipyard_pay`."""
    fleet = [len(caravels(s, seat)) for seat in range(s.players)]
    for seat in range(s.players):
        yards = len(of_kind(s, seat, C.SHIPYARD))
        if yards:
            pay(s, seat, yards * shipyard_pay(fleet, seat), "shipyard")


def shipyard_pay(caravels: Sequence[int], seat: int) -> int:
    """What one shipyard pays ``seat`` (``caravels``: how many each seat owns): 1 doubloon
    per seat owning more caravels than it."""
    return C.SHIPYARD_PAY * sum(1 for n in caravels if n > caravels[seat])


def warehouse_capacity(s: MNState, seat: int) -> int:
    """How many unused cards the seat may keep (:func:`warehouse_room`)."""
    return warehouse_room((w.capacity for w in of_kind(s, seat, C.WAREHOUSE)), event_for(s, seat))


def warehouse_room(capacities: Iterable[int], event: str) -> int:
    """How many unused cards warehouses of ``capacities`` keep under ``event`` (as it
    applies to their owner): none under Fire."""
    return 0 if event == C.FIRE else sum(capacities)


def store_legal(s: MNState, seat: int) -> list[Action]:
    """Choose the cards to keep one at a time (secret), then ``done``; ``clear`` restarts."""
    acts = []
    if sum(s.storing[seat]) < warehouse_capacity(s, seat):
        acts += [Action("store", (t,)) for t in C.TYPES if s.hands[seat][t]]
    if sum(s.storing[seat]):
        acts.append(Action("clear"))
    return acts + [Action("done")]


def store(s: MNState, seat: int, action: Action) -> None:
    pending = s.storing[seat]
    if action.kind == "store":
        t = action.number()
        s.hands[seat][t] -= 1
        pending[t] += 1
        if sum(pending) == warehouse_capacity(s, seat) or hand_size(s, seat) == 0:
            s.store_done[seat] = True
    elif action.kind == "clear":
        for t in C.TYPES:
            s.hands[seat][t] += pending[t]
            pending[t] = 0
    else:
        s.store_done[seat] = True


def end_round(s: MNState) -> None:
    """When every seat has chosen: the stored cards go into the warehouses, the other hand
    cards are discarded, then the game may end (``result``)."""
    for seat in range(s.players):
        kept = s.storing[seat]
        for t in C.TYPES:
            s.stored[seat][t] += kept[t]
            kept[t] = 0
        if sum(s.stored[seat]):
            s.emit("store", seat=seat, count=sum(s.stored[seat]))
        n = discard_hand(s, seat, s.hands[seat])
        if n:
            s.emit("discard", seat=seat, count=n)
    known.forget(s)
    s.step = ""
    s.result = game_end(s)
    if s.result is not None:
        s.emit("game_end", **s.result)


def richest(s: MNState, seats: list[int]) -> list[int]:
    """The richest of ``seats``; ties go to the most different values combined this round
    (the largest different set, 10 for a perfect combination); still tied, all share."""
    top = max(s.doubloons[p] for p in seats)
    rich = [p for p in seats if s.doubloons[p] == top]
    if len(rich) > 1:
        most = max(s.different_size[p] for p in rich)
        rich = [p for p in rich if s.different_size[p] == most]
    return rich


def game_end(s: MNState) -> dict[str, Any] | None:
    """Checked at the end of a round: the perfect combination first, then the winning
    doubloons, then the queue that could not be refilled."""
    everyone = list(range(s.players))
    if s.perfect:
        winners, reason = richest(s, sorted(s.perfect)), "perfect"
    elif max(s.doubloons) >= C.WIN_DOUBLOONS:
        winners, reason = richest(s, everyone), "doubloons"
    elif s.queue_short:
        winners, reason = richest(s, everyone), "queue"
    else:
        return None
    return {"scores": list(s.doubloons), "winners": winners, "reason": reason, "rounds": s.round,
            "perfect": sorted(s.perfect)}

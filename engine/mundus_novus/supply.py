"""The first two phases of a round: Event and Supply (with Pirates right after it).

The phases' hand-overs are in :mod:`.rounds`: here a step that is over sets ``step`` to
``""`` (nobody left to act) and the round goes on from there.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Action
from . import cards as C
from . import known
from .state import (
    Fleet,
    MNState,
    caravels,
    card,
    draw,
    event_for,
    owner_of,
    owns,
    to_discard,
)


# --- Event ---------------------------------------------------------------------------
def start_round(s: MNState) -> None:
    """A new round: the event comes from the first card of the queue (none in round 1);
    with no event on it, Coronado's owner may choose one (step ``coronado``)."""
    s.round += 1
    s.step = ""
    s.merchants_used = []
    s.different_size = [0] * s.players
    s.perfect = []
    icon = C.NO_EVENT if s.round == 1 else (card(s.queue[0]).event or C.NO_EVENT)
    s.event = icon
    s.emit("round", round=s.round)
    if icon == C.NO_EVENT and s.round > 1 and coronado_may_choose(s):
        s.step = "coronado"


def coronado_may_choose(s: MNState) -> bool:
    """Coronado: with no event on card 1, his owner may pay 2 doubloons to choose one."""
    seat = owner_of(s, C.CORONADO)
    return seat is not None and s.doubloons[seat] >= C.CORONADO_COST


def coronado_legal(s: MNState) -> list[Action]:
    return [Action("event", (e,)) for e in C.EVENTS] + [Action("pass")]


def coronado(s: MNState, seat: int, action: Action) -> None:
    if action.kind == "event":
        s.doubloons[seat] -= C.CORONADO_COST
        s.emit("doubloons", seat=seat, amount=-C.CORONADO_COST, why="coronado", total=s.doubloons[seat])
        s.event = action.word()
        s.emit("coronado", seat=seat, event=s.event)
    else:
        s.emit("coronado", seat=seat, event=C.NO_EVENT)
    s.step = ""


def announce_event(s: MNState) -> None:
    """The end of the Event phase: the round's event is told to all."""
    s.emit("event", event=s.event, round=s.round)


# --- Supply --------------------------------------------------------------------------
def begin_supply(s: MNState) -> None:
    """Warehouse cards come back, five cards each face down, one face up per caravel; then
    Ponce de Leon's owner splits (step ``split``) or the fleets pick."""
    s.step = ""
    warehouses_return(s)
    for seat in range(s.players):
        got = []
        for _ in range(C.SUPPLY_DRAW):
            t = draw(s)
            if t is None:
                break
            s.hands[seat][t] += 1
            got.append(t)
        s.emit("draw", seat=seat, count=len(got))
        s.emit("drew", to=[seat], seat=seat, cards=sorted(got))
    n = sum(len(caravels(s, seat)) for seat in range(s.players))
    s.supply_cards = []
    for _ in range(n):
        t = draw(s)
        if t is None:
            break
        s.supply_cards.append(t)
    s.reveal()
    if s.supply_cards:
        s.emit("supply_cards", cards=sorted(s.supply_cards))
    ponce = owner_of(s, C.PONCE)
    s.second_fleet = []
    if ponce is not None and len(caravels(s, ponce)) >= 2:
        s.step = "split"
        return
    form_fleets(s)


def warehouses_return(s: MNState) -> None:
    """Cards kept in warehouses return to the hand at the start of Supply."""
    for seat in range(s.players):
        n = sum(s.stored[seat])
        if n:
            for t in C.TYPES:
                s.hands[seat][t] += s.stored[seat][t]
                s.stored[seat][t] = 0
            s.emit("unstore", seat=seat, count=n)


def split_legal(s: MNState, seat: int) -> list[Action]:
    """Ponce de Leon: move caravels one at a time into a second fleet, then sail."""
    first = [i for i in caravels(s, seat) if i not in s.second_fleet]
    acts = []
    if len(first) >= 2:
        acts += [Action("split", (v,)) for v in sorted({card(i).value for i in first})]
    acts += [Action("join", (v,)) for v in sorted({card(i).value for i in s.second_fleet})]
    acts.append(Action("sail"))
    return acts


def split(s: MNState, seat: int, action: Action) -> None:
    if action.kind == "sail":
        form_fleets(s)
        return
    value = action.number()
    if action.kind == "split":
        first = [i for i in caravels(s, seat) if i not in s.second_fleet]
        s.second_fleet.append(next(i for i in first if card(i).value == value))
    else:
        s.second_fleet.remove(next(i for i in s.second_fleet if card(i).value == value))


def fleet_values(s: MNState, seat: int, ids: list[int]) -> list[int]:
    """The caravels ``ids`` of ``seat``'s fleet as they count for the pick order
    (:func:`counted_values`)."""
    own = caravels(s, seat)
    top = ids.index(own[-1]) if own and own[-1] in ids and owns(s, seat, C.PIZARRO) else None
    return counted_values([card(i).value for i in ids], top)


def counted_values(values: Sequence[int], pizarro: int | None = None) -> list[int]:
    """A fleet's caravel values as they count for the pick order, lowest first: the one at
    index ``pizarro`` (Pizarro's owner's highest caravel, when it sails in this fleet)
    counts 0."""
    out = list(values)
    if pizarro is not None:
        out[pizarro] = C.PIZARRO_VALUE
    return sorted(out)


def fleet_value(counted: Sequence[int]) -> int:
    """A fleet's value: its caravels' values as they count (:func:`counted_values`)."""
    return sum(counted)


def pick_order_key(counted: Sequence[int], seat: int, trade_master: int, players: int) -> tuple[int, list[int], int]:
    """Fleets pick in ascending fleet value; a tie goes to the fleet with the lowest
    caravel, then the next lowest, then to seats clockwise from the Trade Master."""
    return fleet_value(counted), sorted(counted), (seat - trade_master) % players


def form_fleets(s: MNState) -> None:
    """Fleets pick in the order of :func:`pick_order_key`.

    Equal lowest caravels (possible only with a replaced card list) compare the next ones,
    then seats clockwise from the Trade Master, so the order is always total.
    """
    keyed: list[tuple[tuple[int, list[int], int], Fleet]] = []
    for seat in range(s.players):
        own = caravels(s, seat)
        if not own:
            continue
        groups = [own]
        if owns(s, seat, C.PONCE) and s.second_fleet and len(s.second_fleet) < len(own):
            second = sorted(s.second_fleet, key=lambda i: card(i).value)
            groups = [[i for i in own if i not in s.second_fleet], second]
        for ids in groups:
            vals = fleet_values(s, seat, ids)
            fleet: Fleet = {"seat": seat, "caravels": list(ids), "value": fleet_value(vals), "picks": len(ids)}
            keyed.append((pick_order_key(vals, seat, s.trade_master, s.players), fleet))
    keyed.sort(key=lambda kf: kf[0])
    s.fleets = fleets = [f for _, f in keyed]
    s.fleet_index = 0
    s.second_fleet = []
    if fleets:
        s.emit("fleets", order=[{"seat": f["seat"], "caravels": f["caravels"], "value": f["value"]} for f in fleets])
    next_pick(s)


def next_pick(s: MNState) -> None:
    """Hands the face-up cards to the fleets in order; a choice that is no choice is made."""
    while s.fleet_index < len(s.fleets):
        fleet = s.fleets[s.fleet_index]
        fleet["picks"] = min(fleet["picks"], len(s.supply_cards))
        if fleet["picks"] == 0:
            s.fleet_index += 1
            continue
        one_type = len(set(s.supply_cards)) == 1
        if one_type or len(s.supply_cards) <= fleet["picks"]:
            taken = sorted(s.supply_cards)[: fleet["picks"]] if one_type else sorted(s.supply_cards)
            for t in taken:
                s.supply_cards.remove(t)
                s.hands[fleet["seat"]][t] += 1
            known.seen_in(s, fleet["seat"], taken)
            s.emit("pick", seat=fleet["seat"], cards=taken)
            fleet["picks"] = 0
            s.fleet_index += 1
            continue
        s.step = "pick"
        return
    s.step = ""


def pick_seat(s: MNState) -> int:
    return s.fleets[s.fleet_index]["seat"]


def pick_legal(s: MNState) -> list[Action]:
    return [Action("pick", (t,)) for t in sorted(set(s.supply_cards))]


def pick(s: MNState, seat: int, action: Action) -> None:
    t = action.number()
    s.supply_cards.remove(t)
    s.hands[seat][t] += 1
    known.seen_in(s, seat, [t])
    s.emit("pick", seat=seat, cards=[t])
    fleet = s.fleets[s.fleet_index]
    fleet["picks"] -= 1
    if fleet["picks"] == 0:
        s.fleet_index += 1
    next_pick(s)


def pirates(s: MNState) -> None:
    """The end of Supply: under Pirates each fleet of two or more caravels loses one hand
    card at random."""
    if s.event == C.PIRATES:
        for fleet in s.fleets:
            seat = fleet["seat"]
            if event_for(s, seat) != C.PIRATES or not pirates_hit(len(fleet["caravels"])):
                continue
            n = sum(s.hands[seat])
            if n == 0:
                continue
            k = s.rng.below(n)
            for t in C.TYPES:
                if k < s.hands[seat][t]:
                    break
                k -= s.hands[seat][t]
            s.hands[seat][t] -= 1
            known.unseen_out(s, seat)
            to_discard(s, [t], by=[seat])
            s.emit("pirates", seat=seat, caravels=list(fleet["caravels"]))
            s.emit("pirates_lost", to=[seat], seat=seat, card=t)
            s.reveal()
    s.fleets = []


def pirates_hit(caravels: int) -> bool:
    """Pirates take a hand card from each fleet of two caravels or more."""
    return caravels >= C.PIRATES_FLEET

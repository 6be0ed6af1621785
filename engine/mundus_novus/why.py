"""Why not, in Mundus Novus: the rule that keeps a tapped card from being chosen now
(engine/why.py asks it, from the seat's view): a card of the hand that cannot start an
identical set or go into the set being laid, a queue card the set cannot take, an offer's
card that cannot be taken in the trade.

The rules' words are the rulebook's [R, "교역 단계", "발전 단계"]: an identical set is 3 to 5
cards of one value, relics wild, one a turn unless King's Help; a set of different resources
holds each value once and no relic; the queue cards a set may take grow with its size and
rarity; the same two players may not take from each other three times in a row. Everything
read is the seat's own hand and what lies face up on the table.
"""

from __future__ import annotations

from ..core import Action, Refusal
from . import cards as C
from .progression import (
    free_merchants,
    identical_limit,
    may_make_identical,
    queue_reach,
    same_reach,
    values_in,
)
from .state import MNState, event_for
from .trade import takeable


def refusal(s: MNState, seat: int, action: Action) -> Refusal | None:
    """Why ``seat``, to act now, may not take ``action``; None where no rule here names it."""
    answer = _ASKED.get(action.kind)
    return answer(s, seat, action) if answer is not None and action.args and _numbers(action) else None


def _numbers(action: Action) -> bool:
    return all(str(a).isdigit() for a in action.args)


def _my_turn(s: MNState, seat: int) -> bool:
    return s.phase == "progression" and s.step == "turn" and s.turn == seat


def _same(s: MNState, seat: int, action: Action) -> Refusal | None:
    value = action.number()
    if value not in C.GOODS or not _my_turn(s, seat) or s.building is not None:
        return None
    limit = identical_limit(event_for(s, seat))
    if s.made["same"] and limit is not None and s.made["same"] >= limit:
        return Refusal("mn.same_made")
    reach = same_reach(s.hands[seat], [(m.low, m.high) for m in free_merchants(s, seat)])[value]
    if reach < C.SAME_MIN:
        return Refusal("mn.same_too_few", {"value": value, "have": reach, "least": C.SAME_MIN})
    if not may_make_identical(s, seat):
        return Refusal("mn.queue_empty")
    return None


def _queue(s: MNState, seat: int, action: Action) -> Refusal | None:
    position = action.number()
    if not 1 <= position <= len(s.queue) or not _my_turn(s, seat):
        return None
    b = s.building
    if b is None or b["kind"] != "same":
        return Refusal("mn.queue_needs_set")
    size = len(b["cards"])
    if size < C.SAME_MIN:
        return Refusal("mn.set_too_small", {"size": size, "least": C.SAME_MIN})
    reach = queue_reach(size, b["value"], event_for(s, seat))
    if position > reach:
        return Refusal("mn.queue_beyond_reach", {"position": position, "reach": reach, "size": size,
                                                 "value": b["value"]})
    return None


def _add(s: MNState, seat: int, action: Action) -> Refusal | None:
    card = action.number()
    b = s.building
    if card not in C.TYPES or not _my_turn(s, seat) or b is None or b["pending"]:
        return None
    if b["kind"] == "same":
        if len(b["cards"]) >= C.SAME_MAX:
            return Refusal("mn.same_full", {"most": C.SAME_MAX})
        if card not in (b["value"], C.RELIC):
            return Refusal("mn.add_other_value", {"card": card, "value": b["value"]})
        return None
    if card == C.RELIC and b["kind"] == "different":
        return Refusal("mn.relic_not_different")
    if card in values_in(b):
        return Refusal("mn.add_value_twice", {"card": card})
    return None


def _take(s: MNState, seat: int, action: Action) -> Refusal | None:
    if len(action.args) < 2 or s.phase != "trade" or s.step != "take" or s.taker != seat:
        return None
    giver = action.number(0)
    if giver == seat:
        return Refusal("mn.take_own")
    if not 0 <= giver < s.players or not sum(s.offers[giver]):
        return None
    if giver not in takeable(s):
        return Refusal("mn.take_same_pair", {"player": giver})
    return None


_ASKED = {"same": _same, "queue": _queue, "add": _add, "take": _take}

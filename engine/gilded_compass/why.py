"""Why not, in the Order of the Gilded Compass: the rule that keeps the seat's dice from going
to a tapped building now (engine/why.py asks it, from the seat's view). The table asks about a
building as ``place:<building>`` (any placement there); each building's rule is the rules
text's ("건물의 규칙에 따라"), and the turn's: one or more dice on one building a turn.

Everything read here is open on the table: the seat's own dice, the dice on the buildings and
the tiles shown (never the stacks nor another seat's secret tiles).
"""

from __future__ import annotations

from ..core import Action, Refusal
from .data import (
    ARCHIVES,
    AUCTION_HOUSE,
    GUILD,
    HIDDEN_TEMPLE,
    ILLUMINATI,
    SUNKEN_GALLEON,
    UNIVERSITY,
    UNIVERSITY_PAIR_SUM,
)
from .places import PLACES, galleon_target
from .state import GCState
from .turn import placements


def refusal(st: GCState, seat: int, action: Action) -> Refusal | None:
    """Why ``seat``, to act now, may not place its dice at the building ``action`` names; None
    where no rule here names it (or a placement there is legal)."""
    if action.kind != "place" or not action.args or action.word() not in st.order:
        return None
    name, t = action.word(), st.turn
    if not t or t["seat"] != seat or t["stage"] != "place":
        return Refusal("gc.place_not_now")
    if t["own"]:
        return Refusal("gc.placed_this_turn")
    if not st.seats[seat].dice:
        return Refusal("gc.no_dice")
    if any(a.word() == name for a in placements(st, seat, seat)):
        return None
    return _building(st, seat, name)


def _building(st: GCState, seat: int, name: str) -> Refusal | None:
    """The building's own rule, which none of the seat's dice meets now."""
    if name == UNIVERSITY:
        return Refusal("gc.university_full", {"pair": UNIVERSITY_PAIR_SUM})
    if name == ARCHIVES:
        return Refusal("gc.archives_taken")
    if name in (AUCTION_HOUSE, GUILD):
        return Refusal("gc.no_run", {"building": name})
    if name == HIDDEN_TEMPLE:
        return Refusal("gc.temple_no_item")
    if name == ILLUMINATI:
        return Refusal("gc.illuminati_no_set")
    if name == SUNKEN_GALLEON:
        size, beat = galleon_target(st)
        return Refusal("gc.galleon_short", {"dice": size, "beat": beat})
    assert name in PLACES
    return None

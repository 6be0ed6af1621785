"""Endeavor: Age of Sail's table: the human seat's view drawn with the shared widgets.

Everything drawn comes from the seat's view and ``ctx.legal``: the game's own part
(``ctx.board``, the keys listed in engine/endeavor/README.md) and, from the envelope around
it (``ctx.view``), who is to act, the round, the phase and the result. Endeavor hides only
the order of the face-down level-5 buildings, which the view gives as a number. Rules (the
score sheet now) are the engine's functions; facts (the map, buildings, cards) its data
modules.

Every decision is one tap on its piece: a marked space of the map (:mod:`.board`), a building
of the supply (:mod:`.supply`), a building, token, card or track of the player's mat
(:mod:`.seats`); the action bar holds only the choices with no piece (:mod:`.choices`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...markup import Markup, h
from .aid import player_aid
from .board import WHOLE, board_map
from .choices import choices, prompt
from .end import end_details
from .glance import scoreboard, subject
from .icons import SYMBOLS
from .log import describe
from .seats import my_seat, other_seats
from .status import status
from .supply import SHOW, supply
from .texts import TEXTS
from .words import label, reason, why_fields

if TYPE_CHECKING:
    from ...context import TableContext

__all__ = ["LASTING_UI", "STYLESHEET", "SYMBOLS", "TEXTS", "choices", "describe", "end_details", "label", "prompt",
           "reason", "render", "scoreboard", "subject", "why_fields"]

#: This table's own stylesheet (web/static/games/), loaded with the table only.
STYLESHEET = "endeavor.css"
#: The table's own state kept from one decision to the next, on a phone: the regions drawn
#: whole, the supply shown.
LASTING_UI = frozenset({WHOLE, SHOW})


def render(ctx: TableContext) -> Markup:
    """The table: where the round stands, the map, the human's mat, the building supply, the
    other empires and the player aid."""
    return h.div(status(ctx), h.div(board_map(ctx), h.div(my_seat(ctx), supply(ctx), class_="ev-side"),
                                    class_="ev-main"), other_seats(ctx), player_aid(ctx), class_="ev")

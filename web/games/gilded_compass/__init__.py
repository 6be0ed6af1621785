"""The Order of the Gilded Compass's table: the human seat's view drawn with the shared widgets.

Everything drawn comes from the human seat's view and ``ctx.legal``: the game's own part
(``ctx.board``, the keys listed in engine/gilded_compass/README.md) and, from the envelope
around it (``ctx.view``), who is to act, the round, the phase and the result. Other seats'
collections, missions, magic items, face-down treasures and tower tokens are ``None`` in
that view until the end (only their number is there), so the page cannot show them.
Rules (where dice may go and where they land, a run's rank, scoring, the best assignment)
are the engine's functions; facts (a map's values, an item's dice) its data module.

The buildings are drawn as a board, in the order they resolve, each with the dice on it in
their owners' colours and marks, the tiles it shows this round and, in its head, the button
to place there (:mod:`.buildings`). A placement is chosen in two taps (a building, on the
board or in the action bar, then a legal group of dice), a re-roll by tapping the dice to
roll again (:mod:`.choices`); every button that plays an action shows its verb (Place,
Take, Keep, Set). Tiles are drawn as their site's and their kind's marks (SVG symbols,
:mod:`.symbols`) beside their names in words (:mod:`.tiles`), never as codes. A reward
choice says what it adds to the final score now (:mod:`.gains`: the engine's scoring of the
seat with the tile and without it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...markup import Markup, h
from .aid import player_aid
from .buildings import buildings
from .choices import choices, prompt
from .end import end_details
from .glance import scoreboard, subject
from .log import describe
from .seats import my_seat, other_seats
from .status import status
from .symbols import SYMBOLS
from .texts import TEXTS
from .words import brief, label, reason, why_fields

if TYPE_CHECKING:
    from ...context import TableContext

__all__ = ["STYLESHEET", "SYMBOLS", "TEXTS", "brief", "choices", "describe", "end_details", "label", "prompt", "reason",
           "render", "scoreboard", "subject", "why_fields"]

#: This table's own stylesheet (web/static/games/), loaded with the table only.
STYLESHEET = "gilded-compass.css"


def render(ctx: TableContext) -> Markup:
    """The table: where the round stands, the buildings as laid out, the human's dice and
    tiles, the other players and the player aid."""
    return h.div(status(ctx), h.div(buildings(ctx), my_seat(ctx), class_="gc-main"), other_seats(ctx),
                 player_aid(ctx), class_="gc")

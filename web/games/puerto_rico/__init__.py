"""The Puerto Rico table: the human seat's view drawn with the shared widgets.

Everything drawn comes from the human seat's view and ``ctx.legal``: the game's own part
(``ctx.board``, the keys listed in engine/puerto_rico/README.md) and, from the envelope
around it (``ctx.view``), who is to act, the phase and the result. Other seats' VP chips
are ``None`` in that view until the end, and the face-down plantations only a count, so
the page cannot show them. What changed since the player's last decision
(``ctx.before_board``) is marked. Rules (prices, sales, which ship takes a load) are the
engine's functions; facts (costs, VP, circles) its data module.

The pieces are the box's, drawn as pictures (``drawings.SYMBOLS``, defined once per page):
barrels in their goods' colours, plantation tiles and the quarry, colonists on circles,
buildings as tiles coloured by kind; each with its name in words. A taken role card shows
its taker's colour and name, a free one its doubloons. The other seats' boards are compact;
a seat's "Whole board" button draws it full size (``ctx.ui``, see ``seats.OPEN``). The
building supply is folded outside the builder phase, opened by a tap (``supply.SHOWN``).

Every choice that has a piece is made on it, where it happens (web/games/kit.py): a role
card, a plantation in the row or the quarry, a building in the supply, a spot on the island
or in the city, a load on a ship, your barrels, a sale in the trading house, a good in the
supply. The action bar (``choices``) draws only the rest: pass, decline, yes or no.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...markup import Markup, h
from .aid import player_aid
from .board import plantations, roles, ships, status, supplies
from .choices import choices, prompt
from .drawings import SYMBOLS
from .end import end_details
from .glance import scoreboard, subject
from .log import describe
from .obvious import obvious
from .seats import OPEN, my_seat, other_seats
from .supply import SHOWN, building_supply
from .texts import TEXTS
from .words import label, reason, why_fields

if TYPE_CHECKING:
    from ...context import TableContext

__all__ = ["LASTING_UI", "STYLESHEET", "SYMBOLS", "TEXTS", "choices", "describe", "end_details", "label", "obvious",
           "prompt", "reason", "render", "scoreboard", "subject", "why_fields"]

#: This table's own stylesheet (web/static/games/), loaded with the table only.
STYLESHEET = "puerto-rico.css"
#: Another seat's whole board, and the building supply, stay open from one decision to the
#: next, until closed.
LASTING_UI = frozenset({OPEN, SHOWN})


def render(ctx: TableContext) -> Markup:
    """The table: the round, the role cards, the human's board, the shared board, the
    building supply, the other players and the player aid."""
    return h.div(
        status(ctx), roles(ctx),
        h.div(my_seat(ctx), h.div(plantations(ctx), ships(ctx), supplies(ctx), class_="pr-shared"), class_="pr-main"),
        building_supply(ctx), other_seats(ctx), player_aid(ctx), class_="pr")

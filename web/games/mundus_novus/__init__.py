"""The Mundus Novus table: the human seat's view drawn with the shared widgets.

Everything drawn comes from the human seat's view and ``ctx.legal``: the game's own part
(``ctx.board``, the keys listed in engine/mundus_novus/README.md) and, from the envelope
around it (``ctx.view``), who is to act and the phase. What changed since the player's last
decision (``ctx.before_board``) is marked: new cards, doubloons won or lost.
Texts come from :mod:`.texts` through ``ctx.t``; the builder (:mod:`web.markup`) escapes them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...markup import Markup, h
from .aid import player_aid
from .board import hand, market, mn_panel, queue, rcards, set_in_progress, supply, trade
from .choices import choices, prompt
from .end import end_details
from .glance import scoreboard, subject
from .log import describe
from .own import set_panel
from .pieces import SYMBOLS, rcard
from .ready import ready_panel
from .seats import seats
from .status import round_bar
from .texts import TEXTS
from .words import card_effect, label, reason, rt, why_fields

if TYPE_CHECKING:
    from ...context import TableContext

__all__ = ["STYLESHEET", "SYMBOLS", "TEXTS", "card_effect", "choices", "describe", "end_details", "label", "prompt",
           "rcard", "reason", "render", "rt", "scoreboard", "subject", "why_fields"]

#: This table's own stylesheet (web/static/games/), loaded with the table only.
STYLESHEET = "mundus-novus.css"


def render(ctx: TableContext) -> Markup:
    v = ctx.board
    building = (v.get("progression") or {}).get("building")
    # Once the offers are revealed (the takes, keeps and swaps), the market sits right under
    # the hand: on a phone both are in view while the offers to take from are the choices.
    revealed = bool((v.get("trade") or {}).get("revealed"))
    return h.div(
        round_bar(ctx), hand(ctx), ready_panel(ctx), set_panel(ctx), revealed and market(ctx),
        ctx.view["phase"] == "supply" and (v["supply_cards"] or v["fleets"]) and supply(ctx),
        v.get("trade") and trade(ctx),
        building and set_in_progress(ctx, building, v["progression"]["turn"]),
        mn_panel("mn-storing", ctx.t("mn.storing"), h.div(rcards(ctx, v["storing"]), class_="cards"))
        if v.get("storing") and sum(v["storing"]) else None,
        h.div(not revealed and market(ctx), queue(ctx), class_="mn-center"), seats(ctx), player_aid(ctx),
        class_="mn")

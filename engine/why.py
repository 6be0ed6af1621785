"""Why not: the rule that keeps an action from being chosen now, for the table to say when a
piece that cannot be chosen is tapped ("The Small Market is already in your city: a city holds
one of each building").

:func:`why_not` asks the game, from a seat's view alone (``Game.from_view``), about an action
that is not among the seat's legal ones. The game answers with a :class:`Refusal`: a rule's key
(its words are the table's: web/why.py) and the figures its sentence names. A game
that knows no more says :data:`NOT_NOW`; an action that is legal has no refusal.
"""

from __future__ import annotations

from typing import Any

from .core import Action, Game, Refusal, View

#: The action is a choice of another moment (another phase, another step).
NOT_NOW = "not_now"
#: Another seat is to act.
NOT_YOUR_TURN = "not_your_turn"
#: The match is over.
OVER = "over"


def why_not(game: Game[Any], view: View, legal: list[Action], code: str) -> Refusal | None:
    """Why the seat whose ``view`` this is cannot choose ``code`` now (``legal``: its legal
    actions); None where it can. Read from the view alone."""
    action = Action.parse(code)
    if action in legal:
        return None
    if view["result"] is not None:
        return Refusal(OVER)
    if view["seat"] not in view["to_act"]:
        return Refusal(NOT_YOUR_TURN)
    return game.refusal(game.from_view(view), view["seat"], action) or Refusal(NOT_NOW)

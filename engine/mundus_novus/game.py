"""Mundus Novus behind the shared contract: who acts, what is legal, applying a decision and
the progress are the round's :data:`.rounds.FLOW` (a :class:`~engine.flow.FlowGame`); the
view, the result and sampling are here too."""

from __future__ import annotations

from typing import Any

from ..catalogue import ENTRIES
from ..core import Action, Refusal, RulesChange, View
from ..flow import FlowGame
from ..result import Result
from ..rng import Rng
from .rounds import FLOW
from .sample import sample
from .state import MNState, setup
from .view import from_view, view
from .why import refusal


class MundusNovus(FlowGame[MNState]):
    """Mundus Novus (Laget and Cathala, 2011) for 2 to 6 players."""

    entry = ENTRIES["mundus-novus"]
    #: 2: merchants no longer put a relic into a set of different resources (legal lists changed).
    rules_version = 2
    #: What each version changed (in words: web/games/changes.py).
    rules_changes = (RulesChange(2),)
    #: Several seats decide at once only for the secret offers and storing.
    flow = FLOW

    def deal(self, players: int, rng: Rng, options: dict[str, Any]) -> MNState:
        return setup(players, rng)

    def view(self, state: MNState, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def result(self, state: MNState) -> Result | None:
        r = state.result
        if r is None:
            return None
        # Ties go to the largest different set of the last round (see endgame.richest).
        return Result(tuple(r["scores"]), tuple(r["winners"]), r["reason"], r["rounds"],
                      tiebreak=tuple(state.different_size), details={"perfect": list(r["perfect"])})

    def from_view(self, v: View) -> MNState:
        return from_view(v)

    def sample(self, state: MNState, seat: int, rng: Rng) -> MNState:
        return sample(state, seat, rng)

    def refusal(self, state: MNState, seat: int, action: Action) -> Refusal | None:
        return refusal(state, seat, action)

"""Mundus Novus behind the shared contract: who acts, what is legal and applying a decision
are the round's :data:`.rounds.FLOW`; the view, the result and sampling are here too."""

from __future__ import annotations

from typing import Any

from ..catalogue import ENTRIES
from ..core import Action, Game, View
from ..result import Result
from ..rng import Rng
from .rounds import FLOW
from .sample import sample
from .state import MNState, setup
from .view import from_view, view


class MundusNovus(Game[MNState]):
    """Mundus Novus (Laget and Cathala, 2011) for 2 to 6 players."""

    entry = ENTRIES["mundus-novus"]
    #: 2: merchants no longer put a relic into a set of different resources (legal lists changed).
    rules_version = 2

    def setup(self, players: int, rng: Rng, options: dict[str, Any]) -> MNState:
        s = setup(players, rng)
        FLOW.start(s, "event")
        return s

    def to_act(self, state: MNState) -> tuple[int, ...]:
        """The seats that must decide now: several only for the secret offers and storing."""
        return FLOW.to_act(state)

    def legal(self, state: MNState, seat: int) -> list[Action]:
        return FLOW.legal(state, seat)

    def apply(self, state: MNState, seat: int, action: Action) -> None:
        FLOW.apply(state, seat, action)

    def view(self, state: MNState, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def progress(self, state: MNState) -> tuple[int, str]:
        return state.round, state.phase

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

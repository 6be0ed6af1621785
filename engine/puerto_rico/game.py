"""``PuertoRico``: the game object the shared core drives; its turns are the round's
:data:`.rounds.FLOW` (a :class:`~engine.flow.FlowGame`)."""

from __future__ import annotations

from typing import Any

from ..catalogue import ENTRIES
from ..core import Action, Refusal, RulesChange, View
from ..flow import FlowGame
from ..result import Result
from ..rng import Rng
from . import rounds, scoring, state, view, why


class PuertoRico(FlowGame[state.PuertoRicoState]):
    """Puerto Rico (base game), 2 to 5 players; 2 players use the official variant."""

    entry = ENTRIES["puerto-rico"]
    #: 2: privileges and purple functions may be declined (legal lists changed).
    #: 3: the first governor is drawn from the seed, the starting plantations dealt from him.
    rules_version = 3
    #: What each version changed (in words: web/games/changes.py).
    rules_changes = (RulesChange(2), RulesChange(3))
    flow = rounds.FLOW

    def deal(self, players: int, rng: Rng, options: dict[str, Any]) -> state.PuertoRicoState:
        return state.setup(players, rng)

    def view(self, st: state.PuertoRicoState, seat: int | None) -> dict[str, Any]:
        return view.view(st, seat)

    def result(self, st: state.PuertoRicoState) -> Result | None:
        return scoring.result(st)

    def from_view(self, v: View) -> state.PuertoRicoState:
        return view.from_view(v)

    def refusal(self, st: state.PuertoRicoState, seat: int, action: Action) -> Refusal | None:
        return why.refusal(st, seat, action)

    def sample(self, st: state.PuertoRicoState, seat: int, rng: Rng) -> state.PuertoRicoState:
        """Hidden from everyone: the order of the face-down plantations (and the chance to
        come). Every VP chip is public when taken (loads, privileges, the harbor), so the
        chips others hold are known and kept."""
        twin = st.copy()
        assert isinstance(twin, state.PuertoRicoState)
        twin.stack = sorted(twin.stack)
        rng.shuffle(twin.stack)
        twin.rng = Rng(rng.next64())
        return twin

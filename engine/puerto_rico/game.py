"""``PuertoRico``: the game object the shared core drives."""

from __future__ import annotations

from ..core import Action, Game
from . import rounds, scoring, state, view


class PuertoRico(Game):
    """Puerto Rico (base game), 2 to 5 players; 2 players use the official variant."""

    id = "puerto-rico"
    title = "Puerto Rico"
    min_players = 2
    max_players = 5
    rules_version = 2

    def setup(self, players: int, seed: int, options: dict) -> state.PuertoRicoState:
        return state.setup(players, seed)

    def to_act(self, st: state.PuertoRicoState) -> tuple[int, ...]:
        return rounds.to_act(st)

    def legal(self, st: state.PuertoRicoState, seat: int) -> list[Action]:
        return rounds.legal(st, seat)

    def apply(self, st: state.PuertoRicoState, seat: int, action: Action) -> None:
        rounds.apply(st, seat, action)

    def view(self, st: state.PuertoRicoState, seat: int | None) -> dict:
        return view.view(st, seat)

    def result(self, st: state.PuertoRicoState) -> dict | None:
        return scoring.result(st)

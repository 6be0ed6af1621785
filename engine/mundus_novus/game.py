"""Mundus Novus behind the shared contract: who acts, what is legal, applying a decision."""

from __future__ import annotations

from typing import Any

from ..catalogue import ENTRIES
from ..core import Action, Game
from ..result import Result
from ..rng import Rng
from . import endgame, progression, supply, trade
from .sample import sample
from .state import MNState, setup
from .view import view

#: step -> (legal(state, seat), apply(state, seat, action)).
_STEPS = {
    "coronado": (lambda s, seat: supply.coronado_legal(s), supply.coronado),
    "split": (supply.split_legal, supply.split),
    "pick": (lambda s, seat: supply.pick_legal(s), supply.pick),
    "announce": (lambda s, seat: trade.announce_legal(s), trade.announce),
    "offer": (trade.offer_legal, trade.offer),
    "master": (lambda s, seat: trade.master_legal(s), trade.master),
    "take": (lambda s, seat: trade.take_legal(s), trade.take),
    "keep": (lambda s, seat: trade.keep_legal(s), trade.keep),
    "give": (lambda s, seat: trade.give_legal(s), trade.give),
    "first": (lambda s, seat: progression.first_legal(s), progression.first),
    "turn": (progression.turn_legal, progression.turn),
    "store": (endgame.store_legal, endgame.store),
}


def to_act(s: MNState) -> tuple[int, ...]:
    """The seats that must decide now: several only for the secret offers and storing."""
    step = s.step
    if s.result is not None or not step:
        return ()
    if step == "coronado":
        return (supply.owner_of(s, "coronado"),)
    if step == "split":
        return (supply.owner_of(s, "ponce"),)
    if step == "pick":
        return (supply.pick_seat(s),)
    if step == "offer":
        return tuple(p for p in range(s.players) if not s.committed[p])
    if step in ("announce", "master", "give", "first"):
        return (s.trade_master,)
    if step in ("take", "keep"):
        return (s.taker,)
    if step == "turn":
        return (s.turn,)
    if step == "store":
        return tuple(p for p in range(s.players) if not s.store_done[p])
    raise AssertionError(f"unknown step {step!r}")


class MundusNovus(Game[MNState]):
    """Mundus Novus (Laget and Cathala, 2011) for 2 to 6 players."""

    entry = ENTRIES["mundus-novus"]
    #: 2: merchants no longer put a relic into a set of different resources (legal lists changed).
    rules_version = 2

    def setup(self, players: int, rng: Rng, options: dict[str, Any]) -> MNState:
        s = setup(players, rng)
        supply.start_round(s)
        return s

    def to_act(self, state: MNState) -> tuple[int, ...]:
        return to_act(state)

    def legal(self, state: MNState, seat: int) -> list[Action]:
        if seat not in to_act(state):
            return []
        return _STEPS[state.step][0](state, seat)

    def apply(self, state: MNState, seat: int, action: Action) -> None:
        _STEPS[state.step][1](state, seat, action)

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

    def sample(self, state: MNState, seat: int, rng: Rng) -> MNState:
        return sample(state, seat, rng)

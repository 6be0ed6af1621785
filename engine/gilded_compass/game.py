"""The Order of the Gilded Compass behind the shared contract: the options, the round's
two phases on the core's :class:`~engine.flow.Flow` (``turn``: dice are rolled and placed,
:mod:`.turn`; ``resolve``: the buildings resolve, :mod:`.resolve`, its decisions the stages
``pick`` and ``keep``), the view, the result and sampling."""

from __future__ import annotations

from typing import Any

from ..catalogue import ENTRIES
from ..core import Action, Refusal, RulesChange, View
from ..flow import Flow, FlowGame, Phase
from ..options import RANDOM, Option
from ..result import Result
from ..rng import Rng
from . import resolve, turn, why
from .data import B_BUILDINGS, C_BUILDINGS
from .sample import sample
from .scoring import result
from .state import NEUTRAL_PLAYER, NO_C_BUILDING, STANDARD, GCState, setup
from .view import from_view, view

#: The 2-3 player variants of the rules text, one or the other ("두 가지를 동시에 사용해서는
#: 안 됩니다"); with 4-5 players neither.
SMALL_GAME = (2, 3)

OPTIONS = (
    Option("b_building", B_BUILDINGS, RANDOM, random=True),
    Option("c_building", C_BUILDINGS, RANDOM, random=True, moot_when=(("variant", NO_C_BUILDING),)),
    Option("variant", (NO_C_BUILDING, NEUTRAL_PLAYER), NO_C_BUILDING, random=True, players=SMALL_GAME),
)

FLOW: Flow[GCState] = Flow(
    Phase("turn", turn.to_act, turn.legal, turn.apply, lambda st: "resolve", turn.begin_round),
    Phase.staged("resolve", resolve.stage, resolve.STAGES, resolve.end, resolve.begin),
)


class GildedCompass(FlowGame[GCState]):
    """The Order of the Gilded Compass (Allers and Eisenstein, 2016) for 2 to 5 players.

    Options: ``b_building`` (``guild`` or ``auction_house``), ``c_building``
    (``hidden_temple``, ``illuminati``, ``sunken_galleon``, ``treasure_tower``), both
    ``random`` by default; with 2-3 players ``variant``: ``no_c_building`` (variant 1: the
    C building is not used) or ``neutral_player`` (variant 2)."""

    entry = ENTRIES["gilded-compass"]
    options = OPTIONS
    #: 2: a Galleon diver adds to his own dice; a knowledge token for every die; the start
    #: player drawn from the seed; a University pair may send its second die to the Library.
    rules_version = 2
    #: What each version changed (in words: web/games/changes.py).
    rules_changes = (RulesChange(2),)
    flow = FLOW

    def deal(self, players: int, rng: Rng, options: dict[str, Any]) -> GCState:
        variant = options.get("variant", STANDARD)
        c = None if variant == NO_C_BUILDING else options["c_building"]
        return setup(players, rng, options["b_building"], c, variant)

    def view(self, st: GCState, seat: int | None) -> dict[str, Any]:
        return view(st, seat)

    def result(self, st: GCState) -> Result | None:
        return result(st)

    def from_view(self, v: View) -> GCState:
        return from_view(v)

    def sample(self, st: GCState, seat: int, rng: Rng) -> GCState:
        return sample(st, seat, rng)

    def refusal(self, st: GCState, seat: int, action: Action) -> Refusal | None:
        return why.refusal(st, seat, action)

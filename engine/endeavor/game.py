"""Endeavor: Age of Sail behind the shared contract: the options, the round's phases on the
core's :class:`~engine.flow.Flow` (the Actions phase made of stages, :data:`.turns.STAGES`),
the view, the result and sampling."""

from __future__ import annotations

from typing import Any

from ..catalogue import ENTRIES
from ..core import Action, Refusal, RulesChange, View
from ..flow import Flow, FlowGame, Phase
from ..options import Option
from ..result import Result
from ..rng import Rng
from . import rounds, turns, why
from .data import SIDE_A, SIDE_B
from .sample import sample
from .scoring import result
from .state import SF_RULES, EndeavorState, setup
from .view import view

STANDARD, SILENT_FLEET_A, SILENT_FLEET_B = "standard", "silent_fleet_a", "silent_fleet_b"
OFF, ON = "off", "on"
#: The option that turns each of the Silent Fleet's optional rules on.
RULE_OPTIONS = {rule: f"sf_{rule}" for rule in SF_RULES}

OPTIONS = (
    #: Side A: a high-conflict 4; side B: a low-conflict 4 [R]. Fixed by the count otherwise.
    Option("side", (SIDE_A, SIDE_B), SIDE_A, players=(4,)),
    #: Two players: side A without changes, or the Silent Fleet on either side [R].
    Option("two_player", (STANDARD, SILENT_FLEET_A, SILENT_FLEET_B), STANDARD, players=(2,)),
    #: The Silent Fleet's optional rules 1-3, each on or off: any combination ("어떤 규칙을
    #: 적용할지 모두가 동의한 후 게임을 시작합니다"). Moot without the Silent Fleet.
    *(Option(name, (OFF, ON), OFF, players=(2,), moot_when=(("two_player", STANDARD),))
      for name in RULE_OPTIONS.values()),
)


def side_for(players: int, options: dict[str, Any]) -> str:
    if players == 4:
        return str(options.get("side", SIDE_A))
    if players == 2:
        return SIDE_B if options.get("two_player") == SILENT_FLEET_B else SIDE_A
    return SIDE_A if players == 3 else SIDE_B


def _start(st: EndeavorState) -> str:
    return "scarce"


FLOW: Flow[EndeavorState] = Flow(
    Phase("start", rounds.to_act, rounds.start_legal, rounds.start_apply, _start, rounds.start_begin),
    Phase("scarce", rounds.to_act, rounds.scarce_legal, rounds.scarce_apply, lambda st: "build",
          rounds.scarce_begin),
    Phase("build", rounds.to_act, rounds.build_legal, rounds.build_apply, lambda st: "growth", rounds.build_begin),
    Phase("growth", rounds.to_act, rounds.build_legal, rounds.build_apply, lambda st: "salary",
          rounds.growth_begin),
    Phase("salary", rounds.to_act, rounds.salary_legal, rounds.salary_apply, rounds.salary_end,
          rounds.salary_begin),
    Phase.staged("actions", turns.stage, turns.STAGES, turns.end, turns.begin),
    Phase("discard", rounds.to_act, rounds.discard_legal, rounds.discard_apply, rounds.discard_end,
          rounds.discard_begin),
)


class Endeavor(FlowGame[EndeavorState]):
    """Endeavor: Age of Sail (de Visser and Gray, 2018) for 2 to 5 players, without the
    Exploits module. Options: ``side`` (4 players), ``two_player`` and the Silent Fleet's
    rules ``sf_occupy_limit``, ``sf_no_token_reaction``, ``sf_scarce_buildings`` (2 players)."""

    entry = ENTRIES["endeavor"]
    options = OPTIONS
    #: 2: side A holds all 95 tokens; the Silent Fleet's rules are three on/off options and
    #: it is present in Europe; the card limit is read once at the Discard.
    rules_version = 2
    #: What each version changed (in words: web/games/changes.py).
    rules_changes = (RulesChange(2),)
    flow = FLOW

    def deal(self, players: int, rng: Rng, options: dict[str, Any]) -> EndeavorState:
        silent = options.get("two_player", STANDARD) != STANDARD
        sf_rules = [rule for rule, name in RULE_OPTIONS.items() if silent and options.get(name) == ON]
        return setup(players, rng, side_for(players, options), silent, sf_rules)

    def view(self, st: EndeavorState, seat: int | None) -> dict[str, Any]:
        return view(st, seat)

    def result(self, st: EndeavorState) -> Result | None:
        return result(st)

    def from_view(self, v: View) -> EndeavorState:
        """The view's board with the envelope's round and phase (the face-down level-5
        tiles, unseen, are the level-5 types not face up, in name order)."""
        return EndeavorState.from_board({**v["board"], "round": v["round"], "phase": v["phase"]}, v["players"])

    def sample(self, st: EndeavorState, seat: int, rng: Rng) -> EndeavorState:
        return sample(st, seat, rng)

    def refusal(self, st: EndeavorState, seat: int, action: Action) -> Refusal | None:
        return why.refusal(st, seat, action)

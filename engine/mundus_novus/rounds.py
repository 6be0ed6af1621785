"""The round of Mundus Novus on the core's turn flow (:mod:`engine.flow`).

A round is five phases, each a :class:`~engine.flow.Phase` here: ``event`` (Coronado's
choice), ``supply`` (Ponce de Leon's split, the picks, Pirates at its end), ``trade``,
``progression`` and ``storage`` (warehouses, discards, the game end); then ``event`` again
or ``over``. The rules are in the phase modules (:mod:`.supply`, :mod:`.trade`,
:mod:`.progression`, :mod:`.endgame`); this module alone says who decides at each step
and which phase follows which, so no phase module starts another.

Inside a phase ``step`` names what is awaited (README.md: "Phases and steps"): each step is
a stage of its phase (:meth:`~engine.flow.Phase.staged`); a phase module sets it to ``""``
when nobody is left to act, and the phase's ``end`` hands on.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core import Action
from ..flow import OVER, Flow, Phase, Stage
from . import cards as C
from . import endgame, progression, supply, trade
from .state import MNState, owner_of

#: One step: who acts, what is legal for a seat, what a decision does.
Step = tuple[Callable[[MNState], tuple[int, ...]],
             Callable[[MNState, int], list[Action]],
             Callable[[MNState, int, Action], None]]


def _owner(character: str) -> Callable[[MNState], tuple[int, ...]]:
    def who(s: MNState) -> tuple[int, ...]:
        seat = owner_of(s, character)
        assert seat is not None
        return (seat,)
    return who


def _trade_master(s: MNState) -> tuple[int, ...]:
    return (s.trade_master,)


def _step(s: MNState) -> str:
    return s.step


def _phase(name: str, steps: dict[str, Step], end: Callable[[MNState], str],
           begin: Callable[[MNState], None]) -> Phase[MNState]:
    """A phase whose steps are its stages, named by ``state.step`` (``""``: nobody acts)."""
    return Phase.staged(name, _step, [Stage(step, *fs) for step, fs in steps.items()], end, begin)


# --- the hand-overs ----------------------------------------------------------------------
def _end_event(s: MNState) -> str:
    supply.announce_event(s)
    return "supply"


def _end_supply(s: MNState) -> str:
    supply.pirates(s)
    return "trade"


def _end_trade(s: MNState) -> str:
    trade.close_trade(s)
    return "progression"


def _end_progression(s: MNState) -> str:
    return "storage"


def _end_storage(s: MNState) -> str:
    endgame.end_round(s)
    return OVER if s.result is not None else "event"


FLOW: Flow[MNState] = Flow(
    _phase("event", {
        "coronado": (_owner(C.CORONADO), lambda s, seat: supply.coronado_legal(s), supply.coronado),
    }, end=_end_event, begin=supply.start_round),
    _phase("supply", {
        "split": (_owner(C.PONCE), supply.split_legal, supply.split),
        "pick": (lambda s: (supply.pick_seat(s),), lambda s, seat: supply.pick_legal(s), supply.pick),
    }, end=_end_supply, begin=supply.begin_supply),
    _phase("trade", {
        "announce": (_trade_master, lambda s, seat: trade.announce_legal(s), trade.announce),
        # The secret offers: every seat not yet committed, at once.
        "offer": (lambda s: tuple(p for p in range(s.players) if not s.committed[p]), trade.offer_legal,
                  trade.offer),
        "master": (_trade_master, lambda s, seat: trade.master_legal(s), trade.master),
        "take": (lambda s: (s.taker,), lambda s, seat: trade.take_legal(s), trade.take),
        "keep": (lambda s: (s.taker,), lambda s, seat: trade.keep_legal(s), trade.keep),
        "give": (_trade_master, lambda s, seat: trade.give_legal(s), trade.give),
    }, end=_end_trade, begin=trade.begin_trade),
    _phase("progression", {
        "first": (_trade_master, lambda s, seat: progression.first_legal(s), progression.first),
        "turn": (lambda s: (s.turn,), progression.turn_legal, progression.turn),
    }, end=_end_progression, begin=progression.begin_progression),
    _phase("storage", {
        # Storing is secret too: every seat with room and cards that has not chosen yet.
        "store": (lambda s: tuple(p for p in range(s.players) if not s.store_done[p]), endgame.store_legal,
                  endgame.store),
    }, end=_end_storage, begin=endgame.begin_storage),
)

"""The round on the core's turn flow (:mod:`engine.flow`): role choice, the phase each
role starts, the end of a round and of the game.

The phases are ``role`` (the chooser takes a role card), one phase per role (``settler``,
``mayor``, ``builder``, ``craftsman``, ``trader``, ``captain``), and ``storage`` after the
captain's loading. Each role's module says what its seats may do; in every role phase the
seats act in turn from ``st.queue`` (the acting seat first), and the phase is over when
the queue is empty. A phase with steps of its own is made of stages (the settler's
hospice, the mayor's privilege, the builder's university, the craftsman's privilege, the
captain's bonuses: the module's ``STAGES``). Forced steps (a single
legal action) are the core's to play (:func:`engine.match.settle`), not this module's.
"""

from __future__ import annotations

from types import ModuleType

from ..core import Action
from ..flow import Flow, Phase
from . import builder, captain, craftsman, mayor, settler, trader
from .state import PuertoRicoState, queue_head

#: Prospector: 1 doubloon from the bank, nothing for the others.
PROSPECTOR_DOUBLOONS = 1


def _chooser(st: PuertoRicoState) -> tuple[int, ...]:
    # Once a role is taken, its phase follows (the prospector has none: the next pick).
    return () if st.role else (st.chooser,)


def _role_legal(st: PuertoRicoState, seat: int) -> list[Action]:
    return [Action("role", (slot["id"],)) for slot in st.roles if slot["taken_by"] is None]


def _role_apply(st: PuertoRicoState, seat: int, action: Action) -> None:
    choose_role(st, seat, action.word())


def _role_end(st: PuertoRicoState) -> str:
    assert st.role is not None
    return st.role


def _phase_of(module: ModuleType) -> Phase[PuertoRicoState]:
    """A role's phase: its module's begin, and its legal and apply (or its stages); then the
    next pick."""
    name = module.__name__.rsplit(".", 1)[-1]

    def end(st: PuertoRicoState) -> str:
        module.end(st)
        return finish_role(st)

    if hasattr(module, "STAGES"):
        return Phase.staged(name, module.stage, module.STAGES, end, module.begin)
    return Phase(name, queue_head, module.legal, module.apply, end, module.begin)


def _end_loading(st: PuertoRicoState) -> str:
    return "storage"


def _end_storage(st: PuertoRicoState) -> str:
    captain.storage_end(st)
    return finish_role(st)


FLOW: Flow[PuertoRicoState] = Flow(
    Phase("role", _chooser, _role_legal, _role_apply, _role_end),
    _phase_of(settler),
    _phase_of(mayor),
    _phase_of(builder),
    _phase_of(craftsman),
    _phase_of(trader),
    Phase.staged("captain", captain.stage, captain.STAGES, _end_loading, captain.begin),
    Phase("storage", queue_head, captain.storage_legal, captain.storage_apply, _end_storage,
          captain.begin_storage),
)


def to_act(st: PuertoRicoState) -> tuple[int, ...]:
    return FLOW.to_act(st)


def legal(st: PuertoRicoState, seat: int) -> list[Action]:
    """``seat``'s legal actions (empty when it is not to act)."""
    return FLOW.legal(st, seat) if seat in FLOW.to_act(st) else []


def apply(st: PuertoRicoState, seat: int, action: Action) -> None:
    FLOW.apply(st, seat, action)


def choose_role(st: PuertoRicoState, seat: int, role_id: str) -> None:
    """Take a role card with the doubloons on it and start its phase."""
    slot = st.role_slot(role_id)
    slot["taken_by"] = seat
    money, slot["doubloons"] = slot["doubloons"], 0
    st.seats[seat].doubloons += money
    st.emit("role", seat=seat, role=slot["role"], id=role_id, doubloons=money)
    st.role = slot["role"]
    if slot["role"] == "prospector":
        prospector(st, seat)
        next_pick(st)


def prospector(st: PuertoRicoState, seat: int) -> None:
    """The prospector's privilege: one doubloon from the bank; no action for anyone."""
    st.seats[seat].doubloons += PROSPECTOR_DOUBLOONS
    st.bank -= PROSPECTOR_DOUBLOONS
    st.emit("privilege", seat=seat, role="prospector", doubloons=PROSPECTOR_DOUBLOONS)


def finish_role(st: PuertoRicoState) -> str:
    """A role's phase is over: the next pick (or the round's end); the phase that follows."""
    st.emit("phase_end", phase=st.role)
    next_pick(st)
    return st.phase


def next_pick(st: PuertoRicoState) -> None:
    """The next seat clockwise picks a role; after the last pick the round ends.

    Two players alternate until each has three roles (the official variant).
    """
    st.phase, st.role, st.queue, st.step = "role", None, [], {}
    st.picks += 1
    if st.picks >= st.setup_table.picks:
        end_round(st)
    else:
        st.chooser = (st.chooser + 1) % st.players


def end_round(st: PuertoRicoState) -> None:
    """A doubloon on every role nobody took; the roles go back; the game ends if a
    trigger fired this round, else the governor card passes left."""
    unchosen = []
    for slot in st.roles:
        if slot["taken_by"] is None:
            slot["doubloons"] += 1
            st.bank -= 1
            unchosen.append(slot["id"])
        slot["taken_by"] = None
    st.emit("round_end", round=st.round, doubloons_on=unchosen)
    if st.end_triggers:
        st.phase = "over"
        st.emit("game_end", reasons=list(st.end_triggers), round=st.round,
                vp_chips=[s.vp for s in st.seats])
        return
    st.governor = (st.governor + 1) % st.players
    st.chooser = st.governor
    st.picks = 0
    st.round += 1
    st.emit("round", round=st.round, governor=st.governor)

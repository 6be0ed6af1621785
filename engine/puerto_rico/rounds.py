"""The round: role choice, the phases they start, the end of a round and of the game.

``legal`` and ``apply`` dispatch on the phase. After every decision :func:`advance`
carries out everything that needs no decision (a seat with a single possible action
takes it, phases that are over end), so that a seat is asked only when it has a real
choice.
"""

from __future__ import annotations

from ..core import Action
from . import builder, captain, craftsman, mayor, settler, trader
from .state import PuertoRicoState

PHASES = {
    "settler": settler,
    "mayor": mayor,
    "builder": builder,
    "craftsman": craftsman,
    "trader": trader,
    "captain": captain,
    "storage": captain,
}
#: Prospector: 1 doubloon from the bank, nothing for the others.
PROSPECTOR_DOUBLOONS = 1


def to_act(st: PuertoRicoState) -> tuple[int, ...]:
    if st.over:
        return ()
    if st.phase == "role":
        return (st.chooser,)
    return (st.queue[0],)


def legal(st: PuertoRicoState, seat: int) -> list[Action]:
    if st.over or seat not in to_act(st):
        return []
    if st.phase == "role":
        return [Action("role", (slot["id"],)) for slot in st.roles if slot["taken_by"] is None]
    return PHASES[st.phase].legal(st, seat)


def apply(st: PuertoRicoState, seat: int, action: Action) -> None:
    if st.phase == "role":
        choose_role(st, seat, action.args[0])
    else:
        PHASES[st.phase].apply(st, seat, action)
    advance(st)


def advance(st: PuertoRicoState) -> None:
    """Play out everything forced until a seat has a real choice or the game is over."""
    while st.phase != "over" and st.phase != "role":
        if not st.queue:
            end_phase(st)
            continue
        seat = st.queue[0]
        acts = PHASES[st.phase].legal(st, seat)
        if len(acts) != 1:
            return
        PHASES[st.phase].apply(st, seat, acts[0])


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
        return
    st.phase = slot["role"]
    PHASES[st.phase].begin(st)


def prospector(st: PuertoRicoState, seat: int) -> None:
    """The prospector's privilege: one doubloon from the bank; no action for anyone."""
    st.seats[seat].doubloons += PROSPECTOR_DOUBLOONS
    st.bank -= PROSPECTOR_DOUBLOONS
    st.emit("privilege", seat=seat, role="prospector", doubloons=PROSPECTOR_DOUBLOONS)


def end_phase(st: PuertoRicoState) -> None:
    if st.phase == "captain":
        captain.end(st)  # loading is over; storage follows before the phase ends
        return
    if st.phase == "storage":
        captain.storage_end(st)
    else:
        PHASES[st.phase].end(st)
    st.emit("phase_end", phase=st.role)
    next_pick(st)


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

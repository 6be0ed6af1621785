"""The Actions phase [R, "4: 행동 단계"]: from the crown, one action a turn until everyone
has passed (a pass is final). A turn activates a building with a disc from the harbour or
spends a blue token; "+" buildings do one or more of their actions in any order (``done``
ends the turn early), "/" buildings and tokens one of them. Choosing a target does the
action. Before the turn goes on, a Monument owner places a casualty; after it, the Silent
Fleet reacts (:mod:`.fleet`).

The phase's stages (:data:`STAGES`): ``choice`` (the next seat activates, spends a token or
passes), ``turn`` (a turn's actions), and the decisions that come first, ``monument`` and
``fleet`` (``st.pending``)."""

from __future__ import annotations

from typing import Any

from ..core import Action
from ..flow import Stage
from .actions import perform, targets
from .buildings import ALL_BUILDINGS
from .data import ACTION_TOKENS, ACTIONS, AND, ATTRIBUTES, OCCUPY, OR
from .effects import place_casualty
from .fleet import react, reaction_due, reaction_options
from .state import EndeavorState


def begin(st: EndeavorState) -> None:
    st.queue = st.clockwise()
    st.turn = None
    st.pending = []


def stage(st: EndeavorState) -> str:
    """The stage under way: a decision pending (its ``do``), a ``turn``, or the ``choice``."""
    if st.pending:
        return str(st.pending[0]["do"])
    if st.turn is not None:
        return "turn"
    return "choice" if st.queue else ""


def _pending_seat(st: EndeavorState) -> tuple[int, ...]:
    return (int(st.pending[0]["seat"]),)


def _turn_seat(st: EndeavorState) -> tuple[int, ...]:
    assert st.turn is not None
    return (int(st.turn["seat"]),)


def _queue_head(st: EndeavorState) -> tuple[int, ...]:
    return (st.queue[0],)


def _can(st: EndeavorState, seat: int, actions: tuple[str, ...] | list[str], slot: int | None = None) -> bool:
    return any(targets(st, seat, a, slot) for a in set(actions))


def activatable(st: EndeavorState, seat: int) -> list[str]:
    """Buildings with an empty activation space whose actions could be done with the discs
    left after the activating one (at least one action must be done)."""
    p = st.seats[seat]
    if p.harbour < 1:
        return []
    out = []
    p.harbour -= 1
    try:
        free = {b: i for i, b in reversed(list(enumerate(p.shore))) if not p.workers[i] and ALL_BUILDINGS[b].actions}
        for name in sorted(free):
            if _can(st, seat, ALL_BUILDINGS[name].actions, free[name]):
                out.append(name)
    finally:
        p.harbour += 1
    return out


def usable_tokens(st: EndeavorState, seat: int) -> list[str]:
    return [k for k in sorted(set(st.seats[seat].action_tokens)) if _can(st, seat, ACTION_TOKENS[k])]


def _monument_legal(st: EndeavorState, seat: int) -> list[Action]:
    return [Action("monument", (a,)) for a in ATTRIBUTES]


def _fleet_legal(st: EndeavorState, seat: int) -> list[Action]:
    return reaction_options(st, st.pending[0])


def _turn_legal(st: EndeavorState, seat: int) -> list[Action]:
    assert st.turn is not None
    return turn_options(st, seat, st.turn)


def _choice_legal(st: EndeavorState, seat: int) -> list[Action]:
    return ([Action("pass")] + [Action("activate", (b,)) for b in activatable(st, seat)]
            + [Action("token", (k,)) for k in usable_tokens(st, seat)])


def turn_options(st: EndeavorState, seat: int, turn: dict[str, Any]) -> list[Action]:
    out: list[Action] = []
    for action in ACTIONS:
        if action in turn["remaining"]:
            out += [Action(action, tuple(t)) for t in targets(st, seat, action, turn["slot"])]
    if turn["mode"] == AND and turn["done"]:
        out.append(Action("done"))
    return out


def _monument(st: EndeavorState, seat: int, action: Action) -> None:
    st.pending.pop(0)
    place_casualty(st, seat, action.word())
    _go_on(st)


def _fleet(st: EndeavorState, seat: int, action: Action) -> None:
    st.pending.pop(0)
    react(st, action)


def _turn_action(st: EndeavorState, seat: int, action: Action) -> None:
    if action.kind == "done":
        end_turn(st)
    else:
        do_action(st, seat, action.kind, action.args)


def _choice(st: EndeavorState, seat: int, action: Action) -> None:
    kind = action.kind
    if kind == "pass":
        st.queue.pop(0)
        st.emit("pass", seat=seat)
    elif kind == "activate":
        activate(st, seat, action.word())
    else:
        use_token(st, seat, action.word())


def activate(st: EndeavorState, seat: int, name: str) -> None:
    """A disc from the harbour onto the building's empty activation space."""
    p = st.seats[seat]
    slot = next(i for i, b in enumerate(p.shore) if b == name and not p.workers[i])
    p.workers[slot] = True
    p.harbour -= 1
    b = ALL_BUILDINGS[name]
    st.turn = _turn(seat, name, list(b.actions), b.mode if len(b.actions) > 1 else OR, slot, False)
    st.emit("activate", seat=seat, building=name)


def use_token(st: EndeavorState, seat: int, kind: str) -> None:
    """The blue token leaves the game; its action (one of them, "/") is done."""
    st.seats[seat].action_tokens.remove(kind)
    st.removed_tokens[kind] += 1
    st.turn = _turn(seat, kind, list(ACTION_TOKENS[kind]), OR, None, True)
    st.emit("use_token", seat=seat, token=kind)


def _turn(seat: int, source: str, remaining: list[str], mode: str, slot: int | None, token: bool) -> dict[str, Any]:
    return {"seat": seat, "source": source, "remaining": remaining, "mode": mode, "slot": slot,
            "done": [], "areas": [], "token": token}


def do_action(st: EndeavorState, seat: int, kind: str, args: tuple[Any, ...]) -> None:
    turn = st.turn
    assert turn is not None
    perform(st, seat, kind, args)
    turn["done"].append(kind)
    if kind == OCCUPY:
        turn["areas"].append(st.board.nodes[int(args[0])].area)
    if turn["mode"] == OR:
        turn["remaining"] = []
    else:
        turn["remaining"].remove(kind)
    _go_on(st)


def _go_on(st: EndeavorState) -> None:
    """After an action (and any Monument choice): the turn ends when nothing it may still
    do can be done."""
    turn = st.turn
    if st.pending or turn is None:
        return
    if not _can(st, turn["seat"], turn["remaining"], turn["slot"]):
        end_turn(st)


def end_turn(st: EndeavorState) -> None:
    """The turn is over: the seat goes to the back of the order; the Silent Fleet reacts."""
    turn = st.turn
    assert turn is not None
    st.turn = None
    st.queue.append(st.queue.pop(0))
    task = reaction_due(st, turn)
    if task is not None:
        st.pending.append(task)


def end(st: EndeavorState) -> str:
    st.turn = None
    return "discard"


STAGES: tuple[Stage[EndeavorState], ...] = (
    Stage("monument", _pending_seat, _monument_legal, _monument),
    Stage("fleet", _pending_seat, _fleet_legal, _fleet),
    Stage("turn", _turn_seat, _turn_legal, _turn_action),
    Stage("choice", _queue_head, _choice_legal, _choice),
)

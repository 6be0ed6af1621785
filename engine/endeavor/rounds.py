"""The round's phases on the core's :class:`~engine.flow.Flow`: the start buildings (once),
the Silent Fleet's scarce buildings (optional), Build, Growth, Salary, Actions (in
:mod:`.turns`) and Discard. In every phase the seats go in order from the crown
(``st.queue``, the current seat first); a seat with nothing to decide is passed over, and
what the rules do without a choice is done for it."""

from __future__ import annotations

from ..core import Action
from ..flow import OVER
from .buildings import BUILDINGS, START_BUILDINGS
from .cards import CARDS
from .data import (
    CULTURE,
    EXTRA_SLAVERY_CARDS,
    INDUSTRY,
    INFLUENCE,
    MAX_CARDS,
    ROUNDS,
    SHORE,
    WEALTH,
    build_level,
    card_limit,
    growth,
    salary,
)
from .scoring import finish
from .state import SCARCE_BUILDINGS, EndeavorState, Player

# --- shared ----------------------------------------------------------------------------------


def to_act(st: EndeavorState) -> tuple[int, ...]:
    return (st.queue[0],) if st.queue else ()


def _queue(st: EndeavorState) -> None:
    st.queue = st.clockwise()


# --- start buildings [R, 준비 H] ---------------------------------------------------------------


def start_legal(st: EndeavorState, seat: int) -> list[Action]:
    return [Action("start", (name,)) for name in START_BUILDINGS]


def start_apply(st: EndeavorState, seat: int, action: Action) -> None:
    """The chosen side, leftmost on the shore, with one disc from the supply on it."""
    p = st.seats[seat]
    p.shore, p.workers = [action.word()], [True]
    p.supply -= 1
    st.emit("start", seat=seat, building=action.word())
    st.queue.pop(0)


def start_begin(st: EndeavorState) -> None:
    _queue(st)
    st.emit("round", round=st.round, start=st.start)


# --- scarce buildings (Silent Fleet optional rule 3) -------------------------------------------


def buildable(st: EndeavorState, seat: int) -> list[str]:
    """Buildings in the supply up to the seat's build level ("건설 등급보다 낮거나 같은")."""
    if len(st.seats[seat].shore) >= SHORE:
        return []
    top = build_level(st.attribute(seat, INDUSTRY))
    return [b for b, n in st.supply.items() if n > 0 and BUILDINGS[b].level <= top]


def scarce_begin(st: EndeavorState) -> None:
    if st.round > 1:
        st.emit("round", round=st.round, start=st.start)
    other = (st.start + 1) % st.players
    use = st.silent_fleet and SCARCE_BUILDINGS in st.sf_rules
    st.queue = [other] if use and buildable(st, other) else []


def scarce_legal(st: EndeavorState, seat: int) -> list[Action]:
    return [Action("remove", (b,)) for b in buildable(st, seat)]


def scarce_apply(st: EndeavorState, seat: int, action: Action) -> None:
    """The player without the crown removes a building of his build level or lower."""
    name = action.word()
    st.supply[name] -= 1
    st.removed_buildings.append(name)
    st.emit("remove", seat=seat, building=name)
    st.queue.pop(0)


# --- Build ----------------------------------------------------------------------------------


def build_begin(st: EndeavorState) -> None:
    _queue(st)
    _skip_unable(st)


def _skip_unable(st: EndeavorState) -> None:
    while st.queue and not buildable(st, st.queue[0]):
        st.emit("no_build", seat=st.queue.pop(0))


def build_legal(st: EndeavorState, seat: int) -> list[Action]:
    return [Action("build", (b,)) for b in buildable(st, seat)]


def build(st: EndeavorState, seat: int, name: str) -> None:
    """Onto the leftmost empty shore space; its attributes count at once (copies allowed)."""
    p = st.seats[seat]
    st.supply[name] -= 1
    p.shore.append(name)
    p.workers.append(False)
    st.emit("build", seat=seat, building=name)


def build_apply(st: EndeavorState, seat: int, action: Action) -> None:
    build(st, seat, action.word())
    st.queue.pop(0)
    _skip_unable(st)


# --- Growth ---------------------------------------------------------------------------------


def grow(st: EndeavorState, seat: int) -> None:
    """Discs by the culture level, as many as the supply has [R]."""
    p = st.seats[seat]
    n = min(growth(p.attribute(CULTURE)), p.supply)
    p.supply -= n
    p.harbour += n
    st.emit("growth", seat=seat, discs=n)


def growth_begin(st: EndeavorState) -> None:
    for seat in st.clockwise():
        grow(st, seat)
    st.queue = []


# --- Salary ---------------------------------------------------------------------------------


def salary_begin(st: EndeavorState) -> None:
    _queue(st)
    st.turn = None
    _salary_skip(st)


def _salary_skip(st: EndeavorState) -> None:
    """Pay for every seat whose workers all fit its salary level; stop at a seat that must
    choose which to pay."""
    while st.queue:
        seat = st.queue[0]
        p = st.seats[seat]
        if st.turn is None:
            st.turn = {"seat": seat, "left": salary(p.attribute(WEALTH))}
        if st.turn["left"] > 0 and p.workers_out() > st.turn["left"]:
            return
        while st.turn["left"] > 0 and p.workers_out():
            pay_salary(st, seat, p.shore[p.workers.index(True)])
        st.queue.pop(0)
        st.turn = None


def pay_salary(st: EndeavorState, seat: int, name: str) -> None:
    """A worker from a building back to the harbour (any building: this is Salary)."""
    p = st.seats[seat]
    slot = next(i for i, b in enumerate(p.shore) if b == name and p.workers[i])
    p.workers[slot] = False
    p.harbour += 1
    assert st.turn is not None
    st.turn["left"] -= 1
    st.emit("salary", seat=seat, building=name)


def salary_legal(st: EndeavorState, seat: int) -> list[Action]:
    p = st.seats[seat]
    return [Action("salary", (b,)) for b in sorted({b for i, b in enumerate(p.shore) if p.workers[i]})]


def salary_apply(st: EndeavorState, seat: int, action: Action) -> None:
    pay_salary(st, seat, action.word())
    _salary_skip(st)


def salary_end(st: EndeavorState) -> str:
    st.turn = None
    return "actions"


# --- Discard --------------------------------------------------------------------------------


def hand_fits(p: Player, limit: int | None = None) -> bool:
    """The card spaces within the limit: the influence level (``limit``: the one read at the
    Discard, after rearranging), one slavery card more, never more than 5; the governor
    slot apart [R]."""
    slaves = sum(1 for c in p.cards if CARDS[c].slavery)
    if limit is None:
        limit = card_limit(p.attribute(INFLUENCE))
    return len(p.cards) <= MAX_CARDS and len(p.cards) - min(EXTRA_SLAVERY_CARDS, slaves) <= limit


def governors_held(p: Player) -> list[int]:
    return sorted(c for c in p.held() if CARDS[c].governor)


def discard_begin(st: EndeavorState) -> None:
    _queue(st)
    st.turn = None
    _discard_skip(st)


def _discard_stage(st: EndeavorState, seat: int) -> None:
    """The cards arranged: the limit is read now, once ("재배치한 후 자신의 카드 보유 한계를
    넘었다면 ... 한계까지만 ... 남기고 나머지 카드는 모두 버려야"), so a discard that lowers
    influence calls for no further discard this round."""
    st.turn = {"seat": seat, "stage": "discard", "limit": card_limit(st.seats[seat].attribute(INFLUENCE))}


def _discard_skip(st: EndeavorState) -> None:
    while st.queue:
        seat = st.queue[0]
        p = st.seats[seat]
        if st.turn is None:
            if governors_held(p):
                st.turn = {"seat": seat, "stage": "slot"}
            else:
                _discard_stage(st, seat)
        assert st.turn is not None
        if st.turn["stage"] == "slot" or not hand_fits(p, st.turn["limit"]):
            return
        st.queue.pop(0)
        st.turn = None


def discard_legal(st: EndeavorState, seat: int) -> list[Action]:
    p = st.seats[seat]
    assert st.turn is not None
    if st.turn["stage"] == "slot":
        return [Action("slot", (c,)) for c in governors_held(p)] + [Action("slot", ("none",))]
    return [Action("discard", (c,)) for c in sorted(p.cards)]


def arrange(p: Player, governor: int | None) -> None:
    """The governor slot holds ``governor`` (or nothing); other governors in card spaces."""
    if p.slot is not None:
        p.cards.append(p.slot)
    p.slot = governor
    if governor is not None:
        p.cards.remove(governor)


def discard(st: EndeavorState, seat: int, card: int) -> None:
    """A slavery card is set aside face down (-1 glory); a governor leaves the game (it is
    won only by opening its region); any other card goes to the discard pile by Europe."""
    p = st.seats[seat]
    p.cards.remove(card)
    c = CARDS[card]
    if c.slavery:
        p.set_aside.append(card)
    elif c.governor:
        st.removed_cards.append(card)
    else:
        st.pile.append(card)
    st.emit("discard", seat=seat, card=card)


def discard_apply(st: EndeavorState, seat: int, action: Action) -> None:
    assert st.turn is not None
    p = st.seats[seat]
    if action.kind == "slot":
        arrange(p, None if action.args[0] == "none" else action.number())
        st.emit("slot", seat=seat, card=p.slot)
        _discard_stage(st, seat)
    else:
        discard(st, seat, action.number())
    _discard_skip(st)


def discard_end(st: EndeavorState) -> str:
    """The round's end: the crown passes left; after round 7 the final scoring."""
    st.turn = None
    st.emit("round_end", round=st.round)
    if st.round >= ROUNDS:
        finish(st)
        return OVER
    st.round += 1
    st.start = (st.start + 1) % st.players
    return "scarce"


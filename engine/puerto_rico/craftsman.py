"""The craftsman phase: every seat may produce; then the craftsman may take one extra good.

Production is the craftsman role's action, and "역할 카드의 액션은 선택적(예외: 선장)이다":
each seat, from the craftsman clockwise, produces or passes (a barrel can hurt its owner:
it must be loaded when it can be, and shipping it brings the end of the game nearer).
Ruling: the action is taken whole or not at all; the text has a seat take the goods "자신의
생산 능력에 따라" and never splits that by kind or by barrel.
"""

from __future__ import annotations

from ..core import Action
from ..flow import Stage
from .data import BUILDING, FACTORY_BONUS, GOODS
from .state import DECLINE, PuertoRicoState, Seat, declined, queue_head

PASS = Action("pass")
PRODUCE = Action("produce")
#: Internal: nothing to produce, or no extra good to take (never offered as a choice).
SKIP = Action("skip")


def production(board: Seat) -> dict[str, int]:
    """Goods a board can make: corn from occupied corn plantations alone; every other good
    needs occupied plantations and occupied circles of its production buildings, the
    smaller of the two."""
    out = {}
    for good in GOODS:
        fields = sum(1 for k, c in board.island if k == good and c > 0)
        if good == "corn":
            out[good] = fields
        else:
            works = sum(c for b, c in board.city if BUILDING[b].good == good)
            out[good] = min(fields, works)
    return out


def taken(board: Seat, supply: dict[str, int]) -> dict[str, int]:
    """What ``board`` would take now: its production, as far as ``supply`` still has it
    (kinds it would take none of are left out)."""
    got = {}
    for good, n in production(board).items():
        n = min(n, supply[good])
        if n > 0:
            got[good] = n
    return got


def output(st: PuertoRicoState, seat: int) -> dict[str, int]:
    """What ``seat`` would take now (:func:`taken` from the supply)."""
    return taken(st.seats[seat], st.goods)


def begin(st: PuertoRicoState) -> None:
    """Production in seat order from the craftsman, each taking what the supply still has;
    ``stage`` turns to ``privilege`` once every seat has produced or passed."""
    st.queue = st.order_from(st.chooser)
    st.step = {"stage": "produce", "produced": []}


def factory(st: PuertoRicoState, seat: int, kinds: int) -> None:
    """An occupied factory pays by the number of kinds produced (not the barrels). Always
    used: doubloons only buy buildings and break ties, so more can never hurt."""
    bonus = FACTORY_BONUS[kinds]
    if bonus and st.seats[seat].occupied("factory"):
        st.seats[seat].doubloons += bonus
        st.bank -= bonus
        st.emit("factory", seat=seat, kinds=kinds, doubloons=bonus)


def extras(st: PuertoRicoState) -> list[Action]:
    """Craftsman privilege: one more good of a kind he produced this phase, if any is left
    ("장인이 상품을 생산하지 않았다면, 추가 상품(특권) 하나도 얻을 수 없다")."""
    return [Action("extra", (g,)) for g in st.step["produced"] if st.goods[g] > 0]


def stage(st: PuertoRicoState) -> str:
    """The phase's stage: ``produce`` (every seat in turn), then ``privilege`` (the craftsman)."""
    return str(st.step["stage"])


def _produce_legal(st: PuertoRicoState, seat: int) -> list[Action]:
    return [PRODUCE, PASS] if output(st, seat) else [SKIP]


def _privilege_legal(st: PuertoRicoState, seat: int) -> list[Action]:
    acts = extras(st)
    return acts + [DECLINE] if acts else [SKIP]


def _produce_turn(st: PuertoRicoState, seat: int, action: Action) -> None:
    st.queue.pop(0)
    produce(st, seat, action)
    if not st.queue:
        st.step["stage"] = "privilege"
        st.queue = [st.chooser]


def _privilege(st: PuertoRicoState, seat: int, action: Action) -> None:
    st.queue.pop(0)
    if action.kind == "extra":
        good = action.word()
        st.goods[good] -= 1
        st.seats[seat].goods[good] += 1
        st.emit("privilege", seat=seat, role="craftsman", good=good)
    elif action == DECLINE:
        declined(st, seat, role="craftsman")


def produce(st: PuertoRicoState, seat: int, action: Action) -> None:
    if action == PASS:
        st.emit("pass", seat=seat, phase="craftsman")
        return
    got = output(st, seat) if action == PRODUCE else {}
    board = st.seats[seat]
    for good, n in got.items():
        st.goods[good] -= n
        board.goods[good] += n
    st.emit("produce", seat=seat, goods=got)
    factory(st, seat, len(got))
    if seat == st.chooser:
        st.step["produced"] = list(got)


def end(st: PuertoRicoState) -> None:
    pass


STAGES: tuple[Stage[PuertoRicoState], ...] = (Stage("produce", queue_head, _produce_legal, _produce_turn),
                                              Stage("privilege", queue_head, _privilege_legal, _privilege))

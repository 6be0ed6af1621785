"""The craftsman phase: every seat produces; the craftsman takes one extra good."""

from __future__ import annotations

from ..core import Action
from .data import BUILDING, FACTORY_BONUS, GOODS
from .state import PuertoRicoState, Seat

PASS = Action("pass")


def production(board: Seat) -> dict:
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


def begin(st: PuertoRicoState) -> None:
    """Production in seat order from the craftsman, each taking what the supply still has."""
    produced_by_craftsman: list[str] = []
    for seat in st.order_from(st.chooser):
        board = st.seats[seat]
        got = {}
        for good, n in production(board).items():
            n = min(n, st.goods[good])
            if n > 0:
                st.goods[good] -= n
                board.goods[good] += n
                got[good] = n
        st.emit("produce", seat=seat, goods=got)
        factory(st, seat, len(got))
        if seat == st.chooser:
            produced_by_craftsman = list(got)
    st.queue = [st.chooser]
    st.step = {"produced": produced_by_craftsman}


def factory(st: PuertoRicoState, seat: int, kinds: int) -> None:
    """An occupied factory pays by the number of kinds produced (not the barrels)."""
    bonus = FACTORY_BONUS[kinds]
    if bonus and st.seats[seat].occupied("factory"):
        st.seats[seat].doubloons += bonus
        st.bank -= bonus
        st.emit("factory", seat=seat, kinds=kinds, doubloons=bonus)


def legal(st: PuertoRicoState, seat: int) -> list[Action]:
    """Craftsman privilege: one more good of a kind he produced this phase, if any is left."""
    acts = [Action("extra", (g,)) for g in st.step["produced"] if st.goods[g] > 0]
    return acts or [PASS]


def apply(st: PuertoRicoState, seat: int, action: Action) -> None:
    st.queue.pop(0)
    if action.kind == "extra":
        good = action.args[0]
        st.goods[good] -= 1
        st.seats[seat].goods[good] += 1
        st.emit("privilege", seat=seat, role="craftsman", good=good)


def end(st: PuertoRicoState) -> None:
    pass

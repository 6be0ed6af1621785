"""The trader phase: each seat, from the trader clockwise, may sell one good."""

from __future__ import annotations

from ..core import Action
from .data import GOODS, MARKET_BONUS, PRICES, TRADING_HOUSE_SPACES
from .state import PuertoRicoState, Seat

PASS = Action("pass")


def begin(st: PuertoRicoState) -> None:
    st.queue = st.order_from(st.chooser)
    st.step = {}


def may_sell(board: Seat, good: str, house: list[str]) -> bool:
    """A barrel of ``good``, room in the trading house (``house``), and a kind not in it
    yet unless the seller has an occupied office. Corn may be sold for nothing."""
    return (board.goods[good] > 0 and len(house) < TRADING_HOUSE_SPACES
            and (good not in house or board.occupied("office")))


def sale_price(board: Seat, good: str, trader: bool) -> int:
    """The good's price, +1 for the trader (privilege, only on a sale), +1 small market,
    +2 large market."""
    price = PRICES[good] + (1 if trader else 0)
    return price + sum(bonus for name, bonus in MARKET_BONUS.items() if board.occupied(name))


def legal(st: PuertoRicoState, seat: int) -> list[Action]:
    board = st.seats[seat]
    return [Action("sell", (g,)) for g in GOODS if may_sell(board, g, st.trading_house)] + [PASS]


def apply(st: PuertoRicoState, seat: int, action: Action) -> None:
    st.queue.pop(0)
    if action.kind != "sell":
        st.emit("pass", seat=seat, phase="trader")
        return
    good = action.word()
    board = st.seats[seat]
    price = sale_price(board, good, seat == st.chooser)
    board.goods[good] -= 1
    st.trading_house.append(good)
    board.doubloons += price
    st.bank -= price
    st.emit("sell", seat=seat, good=good, doubloons=price)
    if len(st.trading_house) == TRADING_HOUSE_SPACES:
        st.queue = []  # a full house ends the phase


def end(st: PuertoRicoState) -> None:
    """A full trading house is emptied into the supply; otherwise its goods stay."""
    if len(st.trading_house) == TRADING_HOUSE_SPACES:
        for good in st.trading_house:
            st.goods[good] += 1
        st.emit("house_emptied", goods=list(st.trading_house))
        st.trading_house = []

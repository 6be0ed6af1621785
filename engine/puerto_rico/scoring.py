"""Final scoring: VP chips, building VP, the large buildings' bonuses, the tie-break."""

from __future__ import annotations

from ..result import Result
from .data import BUILDING, RESIDENCE_BASE, RESIDENCE_FROM
from .state import PuertoRicoState, Seat


def guild_hall(board: Seat) -> int:
    """+1 per small production building, +2 per large one, occupied or not."""
    return sum((1 if BUILDING[b].circles == 1 else 2) for b, _ in board.city if BUILDING[b].good)


def residence(board: Seat) -> int:
    """+4 for up to 9 filled island spaces, +5 for 10, +6 for 11, +7 for 12."""
    return RESIDENCE_BASE + max(0, len(board.island) - RESIDENCE_FROM)


def fortress(board: Seat) -> int:
    """+1 per 3 colonists on the board (island, city and San Juan)."""
    return board.colonists() // 3


def customs_house(board: Seat) -> int:
    """+1 per 4 VP in chips (building VP do not count)."""
    return board.vp // 4


def city_hall(board: Seat) -> int:
    """+1 per violet building in the city, the city hall itself included."""
    return sum(1 for b, _ in board.city if BUILDING[b].violet)


LARGE_BUILDING_BONUS = {
    "guild_hall": guild_hall,
    "residence": residence,
    "fortress": fortress,
    "customs_house": customs_house,
    "city_hall": city_hall,
}


def large_building_bonus(board: Seat) -> dict[str, int]:
    """Each large building's bonus, for occupied large buildings only."""
    return {name: fn(board) for name, fn in LARGE_BUILDING_BONUS.items() if board.occupied(name)}


def score(board: Seat) -> int:
    """VP chips (past the last chip too) + building VP (occupied or not) + bonuses."""
    return int(board.vp + board.building_vp() + sum(large_building_bonus(board).values()))


def tie_break(board: Seat) -> int:
    """Doubloons plus goods, one doubloon a barrel."""
    return board.doubloons + sum(board.goods.values())


def result(st: PuertoRicoState) -> Result | None:
    """``None`` while playing; the final result once the last round has ended.

    Most VP wins; a tie goes to the most doubloons plus goods; still tied, they share.
    ``reason`` is the first trigger that fired (``colonists``, ``city`` or ``vp``);
    ``details``: ``triggers`` (all that fired in the last round), ``vp_chips``,
    ``building_vp`` and ``bonus_vp`` per seat.
    """
    if not st.over:
        return None
    return Result.ranked(
        [score(s) for s in st.seats], st.end_triggers[0], st.round, [tie_break(s) for s in st.seats],
        triggers=list(st.end_triggers), vp_chips=[s.vp for s in st.seats],
        building_vp=[s.building_vp() for s in st.seats], bonus_vp=[large_building_bonus(s) for s in st.seats])

"""Final scoring in the score sheet's order [R, "마지막 점수 계산"]: A the tracks, B cities
and connections, C buildings, cards and the empty governor slot, D harbour discs, E slavery
cards set aside. Highest total wins; a tie is a shared victory."""

from __future__ import annotations

from typing import Any

from ..result import Result
from .buildings import ALL_BUILDINGS, CITY_HALL
from .cards import CARDS
from .data import (
    EMPTY_GOVERNOR_SLOT_GLORY,
    HARBOUR_DISCS_PER_GLORY,
    ROUNDS,
    SET_ASIDE_SLAVERY_GLORY,
    track_glory,
)
from .maps import CITY, LINK_GLORY, SIDES
from .state import EndeavorState

#: The score sheet's lines, in order (the Exploits' three lines are out of scope).
LINES = ("tracks", "cities", "buildings", "harbour", "slavery")


_GLORY = {b.name: b.glory for b in ALL_BUILDINGS.values()}
_CARD_GLORY = [c.glory for c in CARDS]
#: Per board side: each node's city glory (none on a fleet) and each connection's ends
#: (a score sheet is read for every position the computer player looks at).
_CITY_GLORY = {side: tuple(n.glory if n.kind == CITY else 0 for n in b.nodes) for side, b in SIDES.items()}
_LINK_ENDS = {side: tuple((k.a, k.b) for k in b.links) for side, b in SIDES.items()}


def building_glory(shore: list[str]) -> int:
    """Glory icons on the buildings; the City Hall scores one per card-draw symbol on its
    owner's buildings, itself included [R]."""
    glory = sum(_GLORY[b] for b in shore)
    if CITY_HALL in shore:
        glory += sum(ALL_BUILDINGS[b].draw_symbols for b in shore) * shore.count(CITY_HALL)
    return glory


#: The score sheet's lines, in the order :func:`_lines` gives them.
SHEET_LINES = ("tracks", "cities", "buildings", "harbour", "slavery")


def _lines(st: EndeavorState, seat: int, values: tuple[int, int, int, int] | None) -> tuple[int, ...]:
    p = st.seats[seat]
    nodes = st.nodes
    cities = sum(glory for glory, owner in zip(_CITY_GLORY[st.side], nodes) if owner == seat)
    # a connection is controlled when both its ends hold the seat's discs (effects.controls)
    links = sum(LINK_GLORY for a, b in _LINK_ENDS[st.side] if nodes[a] == seat and nodes[b] == seat) if seat >= 0 else 0
    cards = sum(_CARD_GLORY[c] for c in p.held())
    slot = EMPTY_GOVERNOR_SLOT_GLORY if p.slot is None else 0
    return (sum(map(track_glory, p.attributes() if values is None else values)), cities + links,
            building_glory(p.shore) + cards + slot, p.harbour // HARBOUR_DISCS_PER_GLORY,
            SET_ASIDE_SLAVERY_GLORY * len(p.set_aside))


def sheet(st: EndeavorState, seat: int) -> dict[str, int]:
    """One seat's score sheet now (as if the match ended here), line by line."""
    return dict(zip(SHEET_LINES, _lines(st, seat, None)))


def sheet_total(st: EndeavorState, seat: int, values: tuple[int, int, int, int] | None = None) -> int:
    """The score sheet's total, without naming its lines: the computer player asks it for
    every position it looks at. ``values``: the seat's track values, where already read
    (``Player.attributes``)."""
    return sum(_lines(st, seat, values))


def finish(st: EndeavorState) -> None:
    sheets = [sheet(st, s) for s in range(st.players)]
    scores = [sum(s.values()) for s in sheets]
    st.final = {"scores": scores, "sheets": sheets}
    st.emit("game_end", scores=scores, sheets=sheets)


def result(st: EndeavorState) -> Result | None:
    """``None`` while playing; ``details``: ``sheets``, per seat the score sheet's lines."""
    if not st.over:
        return None
    final: dict[str, Any] = st.final
    return Result.ranked(final["scores"], "rounds", ROUNDS, sheets=final["sheets"])

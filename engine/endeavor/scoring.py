"""Final scoring in the score sheet's order [R, "마지막 점수 계산"]: A the tracks, B cities
and connections, C buildings, cards and the empty governor slot, D harbour discs, E slavery
cards set aside. Highest total wins; a tie is a shared victory."""

from __future__ import annotations

from typing import Any

from ..result import Result
from .buildings import ALL_BUILDINGS, CITY_HALL
from .cards import CARDS
from .data import (
    ATTRIBUTES,
    EMPTY_GOVERNOR_SLOT_GLORY,
    HARBOUR_DISCS_PER_GLORY,
    ROUNDS,
    SET_ASIDE_SLAVERY_GLORY,
    track_glory,
)
from .maps import CITY, LINK_GLORY
from .state import EndeavorState

#: The score sheet's lines, in order (the Exploits' three lines are out of scope).
LINES = ("tracks", "cities", "buildings", "harbour", "slavery")


_GLORY = {b.name: b.glory for b in ALL_BUILDINGS.values()}
_CARD_GLORY = [c.glory for c in CARDS]


def building_glory(shore: list[str]) -> int:
    """Glory icons on the buildings; the City Hall scores one per card-draw symbol on its
    owner's buildings, itself included [R]."""
    glory = sum(_GLORY[b] for b in shore)
    if CITY_HALL in shore:
        glory += sum(ALL_BUILDINGS[b].draw_symbols for b in shore) * shore.count(CITY_HALL)
    return glory


def sheet(st: EndeavorState, seat: int) -> dict[str, int]:
    """One seat's score sheet now (as if the match ended here)."""
    p = st.seats[seat]
    board = st.board
    nodes = st.nodes
    cities = sum(n.glory for n, owner in zip(board.nodes, nodes) if owner == seat and n.kind == CITY)
    # a connection is controlled when both its ends hold the seat's discs (effects.controls)
    links = sum(LINK_GLORY for k in board.links if nodes[k.a] == seat and nodes[k.b] == seat) if seat >= 0 else 0
    cards = sum(_CARD_GLORY[c] for c in p.held())
    slot = EMPTY_GOVERNOR_SLOT_GLORY if p.slot is None else 0
    return {
        "tracks": sum(track_glory(p.attribute(a)) for a in ATTRIBUTES),
        "cities": cities + links,
        "buildings": building_glory(p.shore) + cards + slot,
        "harbour": p.harbour // HARBOUR_DISCS_PER_GLORY,
        "slavery": SET_ASIDE_SLAVERY_GLORY * len(p.set_aside),
    }


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

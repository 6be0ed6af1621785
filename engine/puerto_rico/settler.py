"""The settler phase: new plantations and quarries on the islands.

Each seat, from the settler clockwise, may take one face-up plantation (the settler, or
an occupied construction hut, a quarry instead); an occupied hacienda first draws an
extra face-down tile; an occupied hospice puts a colonist on the tile taken (not on the
hacienda's). Then the row is discarded and refilled.
"""

from __future__ import annotations

from ..core import Action
from .data import GOODS, QUARRY, face_up_count
from .state import PuertoRicoState, colonist_for_building, draw_face_up, draw_plantation

PASS = Action("pass")


def begin(st: PuertoRicoState) -> None:
    st.queue = st.order_from(st.chooser)
    st.step = {"hacienda_used": False}


def may_take_quarry(st: PuertoRicoState, seat: int) -> bool:
    """Quarry privilege of the settler, or the construction hut's function; one quarry a turn."""
    return st.quarries > 0 and (seat == st.chooser or st.seats[seat].occupied("construction_hut"))


def may_use_hacienda(st: PuertoRicoState, seat: int) -> bool:
    """An occupied hacienda draws a face-down tile, before the face-up one, once a turn."""
    return (not st.step["hacienda_used"] and st.seats[seat].occupied("hacienda")
            and bool(st.stack or st.discard))


def legal(st: PuertoRicoState, seat: int) -> list[Action]:
    if st.seats[seat].island_free() <= 0:
        return [PASS]
    acts = []
    if may_use_hacienda(st, seat):
        acts.append(Action("hacienda"))
    if may_take_quarry(st, seat):
        acts.append(Action("quarry"))
    acts += [Action("settle", (k,)) for k in GOODS if k in st.face_up]
    acts.append(PASS)
    return acts


def apply(st: PuertoRicoState, seat: int, action: Action) -> None:
    board = st.seats[seat]
    if action.kind == "hacienda":
        tile = draw_plantation(st)
        board.island.append([tile, 0])
        st.step["hacienda_used"] = True
        st.emit("settle", seat=seat, tile=tile, source="hacienda")
        st.reveal()
        if board.island_free() > 0:
            return  # the same seat now takes its face-up tile (or passes)
    elif action.kind == "quarry":
        st.quarries -= 1
        place_tile(st, seat, QUARRY, "quarry")
    elif action.kind == "settle":
        st.face_up.remove(action.args[0])
        place_tile(st, seat, action.args[0], "face_up")
    else:
        st.emit("pass", seat=seat, phase="settler")
    end_turn(st)


def place_tile(st: PuertoRicoState, seat: int, kind: str, source: str) -> None:
    """Put a tile on the island; an occupied hospice adds a colonist to it (ruling: from the
    supply, else from the ship, else none). The hospice is always used: a free colonist
    never hurts its owner."""
    board = st.seats[seat]
    hospice = board.occupied("hospice") and colonist_for_building(st)
    board.island.append([kind, 1 if hospice else 0])
    st.emit("settle", seat=seat, tile=kind, source=source, hospice=hospice)


def end_turn(st: PuertoRicoState) -> None:
    st.queue.pop(0)
    st.step["hacienda_used"] = False


def end(st: PuertoRicoState) -> None:
    """The settler discards the row left over and turns up one more tile than players."""
    if st.face_up:
        st.emit("discard", tiles=list(st.face_up))
    st.discard.extend(st.face_up)
    st.face_up = []
    draw_face_up(st, face_up_count(st.players))

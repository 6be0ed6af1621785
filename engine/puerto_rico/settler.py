"""The settler phase: new plantations and quarries on the islands.

Each seat, from the settler clockwise, may take one face-up plantation (the settler, or
an occupied construction hut, a quarry instead); an occupied hacienda first draws an
extra face-down tile; an occupied hospice may put a colonist on the tile taken (not on the
hacienda's): the seat is asked, since that colonist leaves the supply (or the ship), whose
running short ends the game. Then the row is discarded and refilled.
"""

from __future__ import annotations

from ..core import Action
from ..flow import Stage
from .data import GOODS, QUARRY, face_up_count
from .state import (
    DECLINE,
    PuertoRicoState,
    Seat,
    colonist_available,
    colonist_for_building,
    declined,
    draw_face_up,
    draw_plantation,
    queue_head,
)

PASS = Action("pass")
#: The seat takes the hospice's colonist onto the tile it has just placed.
HOSPICE = Action("hospice")


def begin(st: PuertoRicoState) -> None:
    st.queue = st.order_from(st.chooser)
    st.step = {"hacienda_used": False, "hospice": None}


def quarry_allowed(board: Seat, quarries: int, settler: bool) -> bool:
    """A quarry left (``quarries``), and the settler's privilege or the construction hut's
    function; one quarry a turn."""
    return quarries > 0 and (settler or board.occupied("construction_hut"))


def may_take_quarry(st: PuertoRicoState, seat: int) -> bool:
    return quarry_allowed(st.seats[seat], st.quarries, seat == st.chooser)


def may_use_hacienda(st: PuertoRicoState, seat: int) -> bool:
    """An occupied hacienda draws a face-down tile, before the face-up one, once a turn."""
    return (not st.step["hacienda_used"] and st.seats[seat].occupied("hacienda")
            and bool(st.stack or st.discard))


def stage(st: PuertoRicoState) -> str:
    """The phase's stage: ``settle`` (a seat's turn), ``hospice`` (its new plantation's
    colonist, asked of a hospice's owner)."""
    return "hospice" if st.step["hospice"] else "settle"


def _hospice_legal(st: PuertoRicoState, seat: int) -> list[Action]:
    return [HOSPICE, DECLINE]


def _hospice(st: PuertoRicoState, seat: int, action: Action) -> None:
    hospice(st, seat, action == HOSPICE)
    end_turn(st)


def _settle_legal(st: PuertoRicoState, seat: int) -> list[Action]:
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


def _settle(st: PuertoRicoState, seat: int, action: Action) -> None:
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
        if place_tile(st, seat, QUARRY, "quarry"):
            return
    elif action.kind == "settle":
        st.face_up.remove(action.word())
        if place_tile(st, seat, action.word(), "face_up"):
            return
    else:
        st.emit("pass", seat=seat, phase="settler")
    end_turn(st)


def place_tile(st: PuertoRicoState, seat: int, kind: str, source: str) -> bool:
    """Put a tile on the island. True if the seat is now asked about its hospice (occupied,
    and a colonist in the supply or, ruling, on the ship: "여벌의 이주민 더미에 이주민이 더
    이상 남아있지 않다면, 이민선에서 이주민 하나를 가져올 수 있다")."""
    st.seats[seat].island.append([kind, 0])
    if st.seats[seat].occupied("hospice") and colonist_available(st):
        st.step["hospice"] = source
        return True
    st.emit("settle", seat=seat, tile=kind, source=source, hospice=False)
    return False


def hospice(st: PuertoRicoState, seat: int, take: bool) -> None:
    """The hospice's colonist onto the new tile, or not ("놓을 수 있다": may)."""
    tile = st.seats[seat].island[-1]
    if take:
        colonist_for_building(st)
        tile[1] = 1
    st.emit("settle", seat=seat, tile=tile[0], source=st.step["hospice"], hospice=take)
    if not take:
        declined(st, seat, building="hospice")


def end_turn(st: PuertoRicoState) -> None:
    st.queue.pop(0)
    st.step["hacienda_used"] = False
    st.step["hospice"] = None


def end(st: PuertoRicoState) -> None:
    """The settler discards the row left over and turns up one more tile than players."""
    if st.face_up:
        st.emit("discard", tiles=list(st.face_up))
    st.discard.extend(st.face_up)
    st.face_up = []
    draw_face_up(st, face_up_count(st.players))


STAGES: tuple[Stage[PuertoRicoState], ...] = (Stage("settle", queue_head, _settle_legal, _settle),
                                              Stage("hospice", queue_head, _hospice_legal, _hospice))

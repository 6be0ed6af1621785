"""The mayor phase: new colonists arrive and every player places all of his.

The mayor may first take one colonist from the supply (privilege; he may decline it: the
colonist comes out of the supply, whose running short ends the game), then the ship's
colonists are handed out one at a time from the mayor clockwise. Placing follows the text's order for
players who react to each other: the mayor first, then clockwise. A player places step
by step: first ``keep`` (leave the colonists already on tiles and place only those in
San Juan) or ``rearrange`` (lift them all into San Juan), then one ``place`` a colonist
onto a distinct kind of spot. Empty circles must be filled while colonists remain, so a
turn ends as soon as San Juan is empty or every circle is full, and whenever the
colonists left fill every empty circle the engine places them itself.
Finally the ship is refilled: one colonist per empty building circle, at least one per
player; if the supply cannot fill it, the game ends with this round.
"""

from __future__ import annotations

from ..core import Action
from ..flow import Stage
from .data import BUILDING, GOODS, MAYOR_PRIVILEGE_COLONISTS, QUARRY
from .state import DECLINE, PuertoRicoState, Seat, declined, queue_head, trigger_end

#: The mayor takes his privilege colonist.
PRIVILEGE = Action("privilege")
#: Internal steps the engine takes by itself (never offered as a choice).
FILL = Action("fill")
DONE = Action("done")


def begin(st: PuertoRicoState) -> None:
    """The mayor decides on his privilege first ("먼저"); with the supply empty there is none
    ("이민선에서 가져오는 것이 아님!") and the ship's colonists come at once."""
    st.queue = st.order_from(st.chooser)
    st.step = {"privilege": st.colonist_supply > 0, "started": False}
    if not st.step["privilege"]:
        new_colonists_from_ship(st)


def mayor_privilege(st: PuertoRicoState, action: Action) -> None:
    """One extra colonist from the supply, or none if he declines; then the ship's colonists."""
    st.step["privilege"] = False
    if action == PRIVILEGE:
        st.colonist_supply -= MAYOR_PRIVILEGE_COLONISTS
        st.seats[st.chooser].san_juan += MAYOR_PRIVILEGE_COLONISTS
        st.emit("privilege", seat=st.chooser, role="mayor", colonists=MAYOR_PRIVILEGE_COLONISTS)
    else:
        declined(st, st.chooser, role="mayor")
    new_colonists_from_ship(st)


def ship_share(ship: int, players: int, after_mayor: int) -> int:
    """How many of the ship's ``ship`` colonists the seat ``after_mayor`` places clockwise
    from the mayor (0: the mayor) receives: they are handed out one at a time, from the mayor
    clockwise, until none is left."""
    return ship // players + (1 if after_mayor < ship % players else 0)


def ship_needed(players: int, empty_building_circles: int) -> int:
    """The colonists the ship is refilled with: one per empty building circle in all the
    cities (not plantations or quarries), at least the number of players."""
    return max(players, empty_building_circles)


def new_colonists_from_ship(st: PuertoRicoState) -> None:
    """The ship's colonists, one at a time from the mayor clockwise until none is left."""
    got = [ship_share(st.colonist_ship, st.players, (s - st.chooser) % st.players) for s in range(st.players)]
    st.colonist_ship = 0
    for s in range(st.players):
        st.seats[s].san_juan += got[s]
    st.emit("colonists", received=got)


def place_targets(st: PuertoRicoState, seat: int) -> list[str]:
    """Distinct spots with an empty circle: plantation kinds and quarry, then buildings."""
    board = st.seats[seat]
    kinds = {k for k, c in board.island if c == 0}
    targets = [k for k in (*GOODS, QUARRY) if k in kinds]
    targets += [b for b, c in board.city if c < BUILDING[b].circles]
    return targets


def stage(st: PuertoRicoState) -> str:
    """The phase's stage: ``privilege`` (the mayor's extra colonist), then ``place`` (every
    seat in turn places its colonists)."""
    return "privilege" if st.step["privilege"] else "place"


def _privilege_legal(st: PuertoRicoState, seat: int) -> list[Action]:
    return [PRIVILEGE, DECLINE]


def _privilege(st: PuertoRicoState, seat: int, action: Action) -> None:
    mayor_privilege(st, action)


def _place_legal(st: PuertoRicoState, seat: int) -> list[Action]:
    board = st.seats[seat]
    empty = board.empty_circles()
    if empty == 0 or (board.san_juan == 0 and (st.step["started"] or board.colonists() == 0)):
        return [DONE]
    if board.san_juan >= empty:
        return [FILL]
    if not st.step["started"] and board.colonists() > board.san_juan:
        return [Action("keep"), Action("rearrange")]
    return [Action("place", (t,)) for t in place_targets(st, seat)]


def _place(st: PuertoRicoState, seat: int, action: Action) -> None:
    board = st.seats[seat]
    kind = action.kind
    if kind == "keep":
        st.step["started"] = True
    elif kind == "rearrange":
        st.step["started"] = True
        for spot in (*board.island, *board.city):
            board.san_juan += spot[1]
            spot[1] = 0
    elif kind == "place":
        st.step["started"] = True
        place_colonist(board, action.word())
    elif kind == "fill":
        fill_every_circle(board)
        finish_turn(st, seat)
    else:
        finish_turn(st, seat)


def place_colonist(board: Seat, target: str) -> None:
    for spot in board.island if target in GOODS or target == QUARRY else board.city:
        if spot[0] == target and spot[1] < (BUILDING[target].circles if target in BUILDING else 1):
            spot[1] += 1
            board.san_juan -= 1
            return
    raise AssertionError(f"no empty circle on {target}")


def fill_every_circle(board: Seat) -> None:
    """Enough colonists for every empty circle: fill them all, the rest stay in San Juan."""
    for spot in board.island:
        if spot[1] == 0:
            spot[1] = 1
            board.san_juan -= 1
    for spot in board.city:
        free = BUILDING[spot[0]].circles - spot[1]
        spot[1] += free
        board.san_juan -= free


def finish_turn(st: PuertoRicoState, seat: int) -> None:
    board = st.seats[seat]
    st.emit("arrange", seat=seat,
            island={k: sum(c for t, c in board.island if t == k) for k in (*GOODS, QUARRY)
                    if any(t == k for t, _ in board.island)},
            city=dict(board.city), san_juan=board.san_juan)
    st.queue.pop(0)
    st.step["started"] = False


def end(st: PuertoRicoState) -> None:
    refill_colonist_ship(st)


def refill_colonist_ship(st: PuertoRicoState) -> None:
    """Refill the ship (:func:`ship_needed`). If the supply cannot fill it, it takes what
    is left and the game ends after this round (ruling: emptying the supply exactly is no
    trigger)."""
    needed = ship_needed(st.players, sum(s.empty_building_circles() for s in st.seats))
    if st.colonist_supply >= needed:
        st.colonist_supply -= needed
        st.colonist_ship = needed
    else:
        st.colonist_ship = st.colonist_supply
        st.colonist_supply = 0
        trigger_end(st, "colonists")
    st.emit("ship_refill", colonists=st.colonist_ship, needed=needed)


STAGES: tuple[Stage[PuertoRicoState], ...] = (Stage("privilege", queue_head, _privilege_legal, _privilege),
                                              Stage("place", queue_head, _place_legal, _place))

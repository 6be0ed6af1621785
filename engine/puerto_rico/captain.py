"""The captain phase (shipping, round after round) and the storage at its end.

Loading: from the captain clockwise, again and again, each seat that can load must load
one kind, as many barrels as fit. The phase ends when a whole round of turns passes
with nobody loading. Storage: from the captain clockwise each seat keeps one barrel,
plus whole kinds in occupied warehouses; the rest goes back to the supply. Then full
ships are emptied.
"""

from __future__ import annotations

from ..core import Action
from .data import GOODS, WAREHOUSE_KINDS, WHARF_CAPACITY
from .state import PuertoRicoState, trigger_end

PASS = Action("pass")
#: Internal: nothing to load at all (never offered as a choice, not logged).
SKIP = Action("skip")


def begin(st: PuertoRicoState) -> None:
    st.queue = st.order_from(st.chooser)
    st.step = {"captain_bonus": False, "wharf_used": [], "idle": 0}


def ships_for(st: PuertoRicoState, good: str, barrels: int) -> list[int]:
    """The ships that may take ``good`` now.

    One kind a ship, no loading onto a full ship; a kind already on a ship goes only to
    that ship; otherwise an empty ship, and among the empty ships one that takes the most
    of the player's barrels.
    """
    for i, ship in enumerate(st.ships):
        if ship["good"] == good:
            return [i] if ship["load"] < ship["capacity"] else []
    empty = [i for i, ship in enumerate(st.ships) if ship["load"] == 0]
    if not empty:
        return []
    best = max(min(barrels, st.ships[i]["capacity"]) for i in empty)
    return [i for i in empty if min(barrels, st.ships[i]["capacity"]) == best]


def may_use_wharf(st: PuertoRicoState, seat: int) -> bool:
    """An occupied wharf, once a captain phase: any kind, even one on a ship."""
    return st.seats[seat].occupied("wharf") and seat not in st.step["wharf_used"]


def legal(st: PuertoRicoState, seat: int) -> list[Action]:
    if st.phase == "storage":
        return storage_legal(st, seat)
    board = st.seats[seat]
    loads = [Action("load", (g, i)) for g in GOODS if board.goods[g] > 0 for i in ships_for(st, g, board.goods[g])]
    wharf = [Action("wharf", (g,)) for g in GOODS if board.goods[g] > 0] if may_use_wharf(st, seat) else []
    if loads:
        return loads + wharf  # loading is compulsory; the wharf is the only way around it
    if wharf:
        return wharf + [PASS]  # purple buildings need not be used
    return [SKIP]


def apply(st: PuertoRicoState, seat: int, action: Action) -> None:
    if st.phase == "storage":
        storage_apply(st, seat, action)
        return
    board = st.seats[seat]
    if action.kind in ("load", "wharf"):
        good = action.args[0]
        if action.kind == "load":
            ship = st.ships[action.args[1]]
            count = min(board.goods[good], ship["capacity"] - ship["load"])
            ship["good"] = good
            ship["load"] += count
            where: int | str = action.args[1]
        else:
            count = min(board.goods[good], WHARF_CAPACITY)
            st.goods[good] += count  # the wharf's ship sails at once: barrels back to the supply
            st.step["wharf_used"].append(seat)
            where = "wharf"
        board.goods[good] -= count
        vp = count + harbor(st, seat) + captain_privilege(st, seat)
        board.vp += vp
        st.vp_supply -= vp
        st.emit("load", seat=seat, good=good, count=count, ship=where)
        st.emit("vp", to=[seat], seat=seat, vp=vp, chips=board.vp)
        st.step["idle"] = 0
    else:
        if action.kind == "pass":
            st.emit("pass", seat=seat, phase="captain")
        st.step["idle"] += 1
    st.queue.append(st.queue.pop(0))
    if st.step["idle"] >= st.players:
        st.queue = []


def harbor(st: PuertoRicoState, seat: int) -> int:
    """An occupied harbor: one more VP for every loading turn (the wharf's too)."""
    return 1 if st.seats[seat].occupied("harbor") else 0


def captain_privilege(st: PuertoRicoState, seat: int) -> int:
    """The captain's one extra VP, on his first load of the phase only."""
    if seat == st.chooser and not st.step["captain_bonus"]:
        st.step["captain_bonus"] = True
        return 1
    return 0


def end(st: PuertoRicoState) -> None:
    """Loading is over: storage follows, from the captain clockwise."""
    st.phase = "storage"
    st.queue = st.order_from(st.chooser)
    st.step = {"stored": []}


# --- storage ----------------------------------------------------------------------------

def warehouse_kinds(st: PuertoRicoState, seat: int) -> int:
    """Whole kinds kept by occupied warehouses: small 1, large 2, both 3."""
    return sum(n for name, n in WAREHOUSE_KINDS.items() if st.seats[seat].occupied(name))


def storage_legal(st: PuertoRicoState, seat: int) -> list[Action]:
    board = st.seats[seat]
    stored = st.step["stored"]
    loose = [g for g in GOODS if board.goods[g] > 0 and g not in stored]
    room = warehouse_kinds(st, seat) - len(stored)
    if room > 0 and loose:
        if len(loose) <= room:
            return [Action("store_all")]
        return [Action("store", (g,)) for g in loose]
    if not loose:
        return [Action("keep_all")]
    return [Action("keep", (g,)) for g in loose]


def storage_apply(st: PuertoRicoState, seat: int, action: Action) -> None:
    board = st.seats[seat]
    stored = st.step["stored"]
    if action.kind == "store":
        stored.append(action.args[0])
        return
    if action.kind == "store_all":
        stored.extend(g for g in GOODS if board.goods[g] > 0 and g not in stored)
        return
    kept = action.args[0] if action.kind == "keep" else None
    lost = {}
    for g in GOODS:
        if g in stored:
            continue
        n = board.goods[g] - (1 if g == kept else 0)
        if n > 0:
            lost[g] = n
            board.goods[g] -= n
            st.goods[g] += n
    st.emit("store", seat=seat, warehouse=list(stored), windrose=kept, lost=lost)
    st.queue.pop(0)
    st.step["stored"] = []


def storage_end(st: PuertoRicoState) -> None:
    """Only full ships are emptied; then the VP chips may have run out (a game-end trigger,
    ruling: VP are still counted past the last chip)."""
    emptied = []
    for i, ship in enumerate(st.ships):
        if ship["load"] == ship["capacity"]:
            st.goods[ship["good"]] += ship["load"]
            ship["good"], ship["load"] = None, 0
            emptied.append(i)
    if emptied:
        st.emit("ships_emptied", ships=emptied)
    if st.vp_supply <= 0:
        trigger_end(st, "vp")

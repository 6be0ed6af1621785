"""The captain phase (shipping, round after round) and the storage at its end.

Loading: from the captain clockwise, again and again, each seat that can load must load
one kind, as many barrels as fit. The phase ends when a whole round of turns passes
with nobody loading. A load may come with extra VP (the captain's privilege, the harbor);
each is the seat's choice while a VP chip can still change when the game ends.
Storage: from the captain clockwise each seat keeps one barrel, plus whole kinds in
occupied warehouses if it wants; the rest goes back to the supply. Then full ships are
emptied.
"""

from __future__ import annotations

from typing import Any

from ..core import Action
from ..flow import Stage
from .data import CAPTAIN_PRIVILEGE_VP, GOODS, HARBOR_VP, VP_PER_BARREL, WAREHOUSE_KINDS, WHARF_CAPACITY
from .state import DECLINE, PuertoRicoState, Seat, declined, queue_head, trigger_end

PASS = Action("pass")
#: Internal: nothing to load at all (never offered as a choice, not logged).
SKIP = Action("skip")


def begin(st: PuertoRicoState) -> None:
    st.queue = st.order_from(st.chooser)
    st.step = {"captain_bonus": False, "wharf_used": [], "idle": 0, "offers": [], "turn_vp": 0}


def ships_taking(ships: list[dict[str, Any]], good: str, barrels: int) -> list[int]:
    """The ships (``{capacity, good, load}``, as in the view) that may take ``barrels``
    barrels of ``good`` now.

    One kind a ship, no loading onto a full ship; a kind already on a ship goes only to
    that ship; otherwise an empty ship, and among the empty ships one that takes the most
    of the player's barrels.
    """
    for i, ship in enumerate(ships):
        if ship["good"] == good:
            return [i] if ship["load"] < ship["capacity"] else []
    empty = [i for i, ship in enumerate(ships) if ship["load"] == 0]
    if not empty:
        return []
    best = max(load_count(ships[i], barrels) for i in empty)
    return [i for i in empty if load_count(ships[i], barrels) == best]


def load_count(ship: dict[str, Any], barrels: int) -> int:
    """Barrels a load puts on ``ship``: all it can take of the player's ``barrels``."""
    room: int = ship["capacity"] - ship["load"]
    return min(barrels, room)


def wharf_count(barrels: int) -> int:
    """The wharf ships every barrel of the kind (up to its capacity)."""
    return min(barrels, WHARF_CAPACITY)


def may_use_wharf(st: PuertoRicoState, seat: int) -> bool:
    """An occupied wharf, once a captain phase: any kind, even one on a ship."""
    return st.seats[seat].occupied("wharf") and seat not in st.step["wharf_used"]


def stage(st: PuertoRicoState) -> str:
    """The loading's stage: ``load`` (a seat's turn), ``bonus`` (the captain's privilege and
    the harbor, offered after a load, one at a time)."""
    return "bonus" if st.step["offers"] else "load"


def _bonus_legal(st: PuertoRicoState, seat: int) -> list[Action]:
    return [Action(st.step["offers"][0]), DECLINE]


def _bonus(st: PuertoRicoState, seat: int, action: Action) -> None:
    bonus = st.step["offers"].pop(0)
    if action == DECLINE:
        declined(st, seat, **({"role": "captain"} if bonus == "privilege" else {"building": bonus}))
    else:
        take_bonus(st, seat, bonus)
    offer_bonuses(st, seat)


def _load_legal(st: PuertoRicoState, seat: int) -> list[Action]:
    board = st.seats[seat]
    held = [g for g in GOODS if board.goods[g] > 0]
    loads = [Action("load", (g, i)) for g in held for i in ships_taking(st.ships, g, board.goods[g])]
    wharf = [Action("wharf", (g,)) for g in GOODS if board.goods[g] > 0] if may_use_wharf(st, seat) else []
    if loads:
        return loads + wharf  # loading is compulsory; the wharf is the only way around it
    if wharf:
        return wharf + [PASS]  # purple buildings need not be used
    return [SKIP]


def _load(st: PuertoRicoState, seat: int, action: Action) -> None:
    board = st.seats[seat]
    if action.kind in ("load", "wharf"):
        good = action.word()
        if action.kind == "load":
            ship = st.ships[action.number(1)]
            count = load_count(ship, board.goods[good])
            ship["good"] = good
            ship["load"] += count
            where: int | str = action.number(1)
        else:
            count = wharf_count(board.goods[good])
            st.goods[good] += count  # the wharf's ship sails at once: barrels back to the supply
            st.step["wharf_used"].append(seat)
            where = "wharf"
        board.goods[good] -= count
        board.vp += count * VP_PER_BARREL
        st.vp_supply -= count * VP_PER_BARREL
        st.step["turn_vp"] = count * VP_PER_BARREL
        st.emit("load", seat=seat, good=good, count=count, ship=where)
        offers = []
        if seat == st.chooser and not st.step["captain_bonus"]:
            # the privilege belongs to his first load: used or declined there, it is gone
            st.step["captain_bonus"] = True
            offers.append("privilege")
        if board.occupied("harbor"):
            offers.append("harbor")
        st.step["offers"] = offers
        offer_bonuses(st, seat)
        return
    if action.kind == "pass":
        st.emit("pass", seat=seat, phase="captain")
    st.step["idle"] += 1
    next_turn(st)


def next_turn(st: PuertoRicoState) -> None:
    st.queue.append(st.queue.pop(0))
    if st.step["idle"] >= st.players:
        st.queue = []


def vp_may_matter(st: PuertoRicoState) -> bool:
    """Whether one more VP chip taken now can change when the game ends.

    The game ends after the round in which "선장 페이즈의 끝에 마지막 승리 포인트 칩이
    사용되었다": every chip taken brings that nearer, and a player who is behind wants the
    game to go on. Once a game-end condition has fired this round, or the chips are already
    gone, the end is settled and a chip is only a point more.
    """
    return not st.end_triggers and st.vp_supply > 0


def offer_bonuses(st: PuertoRicoState, seat: int) -> None:
    """Give the load's remaining extra VP outright while a chip cannot change the end (it is
    then only a point); otherwise the seat is asked. The turn ends when none is left."""
    offers = st.step["offers"]
    while offers and not vp_may_matter(st):
        take_bonus(st, seat, offers.pop(0))
    if offers:
        return
    st.emit("vp", to=[seat], seat=seat, vp=st.step["turn_vp"], chips=st.seats[seat].vp)
    st.step["idle"] = 0
    next_turn(st)


def take_bonus(st: PuertoRicoState, seat: int, bonus: str) -> None:
    """One VP more. The captain's privilege: on his first load only ("각 종류 별로 상품을
    실을 때마다 추가 승리 포인트를 얻는 것은 아니다"). The harbor: on every loading turn, the
    wharf's too (the rulebook's harbor example counts "2+1 VP" for the wharf)."""
    vp = CAPTAIN_PRIVILEGE_VP if bonus == "privilege" else HARBOR_VP
    st.seats[seat].vp += vp
    st.vp_supply -= vp
    st.step["turn_vp"] += vp
    if bonus == "privilege":
        st.emit("privilege", seat=seat, role="captain", vp=vp)
    else:
        st.emit("harbor", seat=seat, vp=vp)


def begin_storage(st: PuertoRicoState) -> None:
    """Loading is over: storage follows, from the captain clockwise."""
    st.queue = st.order_from(st.chooser)
    st.step = {"stored": [], "declined": False}


# --- storage ----------------------------------------------------------------------------

def warehouse_kinds(board: Seat) -> int:
    """Whole kinds kept by occupied warehouses: small 1, large 2, both 3."""
    return sum(n for name, n in WAREHOUSE_KINDS.items() if board.occupied(name))


def storage_legal(st: PuertoRicoState, seat: int) -> list[Action]:
    """First the warehouses, a kind at a time, while one could save a barrel the windrose
    cannot keep (two loose barrels or more); the seat may stop using them (violet buildings
    need not be used, and a barrel kept can hurt: it must be loaded next time). Then the
    windrose: "남은 상품을 각자의 풍향계 위에 보관해야 한다" -- one barrel is kept, of the
    kind the seat chooses ("어떤 상품을 보관하고 ... 선택할 수 있다")."""
    board = st.seats[seat]
    stored = st.step["stored"]
    loose = [g for g in GOODS if board.goods[g] > 0 and g not in stored]
    room = 0 if st.step["declined"] else warehouse_kinds(board) - len(stored)
    if room > 0 and sum(board.goods[g] for g in loose) >= 2:
        return [Action("store", (g,)) for g in loose] + [DECLINE]
    if not loose:
        return [Action("keep_all")]
    return [Action("keep", (g,)) for g in loose]


def storage_apply(st: PuertoRicoState, seat: int, action: Action) -> None:
    board = st.seats[seat]
    stored = st.step["stored"]
    if action.kind == "store":
        stored.append(action.word())
        return
    if action == DECLINE:
        st.step["declined"] = True
        declined(st, seat, building="warehouse")
        return
    kept = action.word() if action.kind == "keep" else None
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
    st.step["declined"] = False


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


#: The loading's stages (the phase ``captain``; ``storage`` is a phase of its own).
STAGES: tuple[Stage[PuertoRicoState], ...] = (Stage("load", queue_head, _load_legal, _load),
                                              Stage("bonus", queue_head, _bonus_legal, _bonus))

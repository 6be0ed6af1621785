"""Each building's resolution ("해결 방식"): who is rewarded, in which order, and what the
dice that earn nothing do (they go to the Library: "건물이 해결될 때 보상이 없는 주사위도
여기로"). An award runs when its building's turn comes (:mod:`.resolve`), does what needs
no decision at once and returns the steps that follow (picks, draws, keeps).

The neutral player (2-3 players, variant 2) is ranked like a seat; what it wins is
discarded as the rules text lists building by building ("중립 승자", "중립 준우승자").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .data import (
    ARCHIVES,
    AUCTION_DRAWS,
    AUCTION_HOUSE,
    AUCTION_NEUTRAL_DISCARDS,
    B_RANKS,
    GALLEON_KEEP_MOST,
    GALLEON_KEEP_OTHER,
    GUILD,
    GUILD_DRAW,
    GUILD_NEUTRAL_WINNER_DRAW,
    HIDDEN_TEMPLE,
    ILLUMINATI,
    LIBRARY,
    METALS,
    SUNKEN_GALLEON,
    TREASURE_TOWER,
    UNIVERSITY,
)
from .places import galleon_group
from .state import NEUTRAL, GCState

Task = dict[str, Any]


def _pick(owner: int, source: str) -> Task:
    return {"do": "neutral_pick", "source": source} if owner == NEUTRAL else {"do": "pick", "seat": owner,
                                                                              "source": source}


def _to_library(st: GCState, building: str, dice: list[list[int]]) -> None:
    if dice:
        st.library += dice
        st.emit("to_library", building=building, dice=[list(d) for d in dice])


def archives(st: GCState) -> list[Task]:
    """The largest group picks a map first, then the next largest; a tie in size goes to
    the higher value; a player may pick once per group ("두 번 연속으로 진행할 수 있습니다").
    Groups left when the maps run out go to the Library; maps left over leave the game."""
    groups = sorted(st.archives, key=lambda g: (g[2], g[1]), reverse=True)
    n = min(len(groups), len(st.maps_shown))
    st.archives = groups[:n]
    _to_library(st, ARCHIVES, [[o, v] for o, v, k in groups[n:] for _ in range(k)])
    return [_pick(o, "maps") for o, _, _ in groups[:n]] + [{"do": "clear", "source": "maps"}]


def university(st: GCState) -> list[Task]:
    """From the leftmost die to the right, each die's owner claims a specialist; the rest
    leave the game ("남은 ... 게임에서 제거")."""
    n = min(len(st.university), len(st.specialists_shown))
    _to_library(st, UNIVERSITY, st.university[n:])
    st.university = st.university[:n]
    return [_pick(o, "specialists") for o, _ in st.university] + [{"do": "clear", "source": "specialists"}]


def library(st: GCState) -> list[Task]:
    """A knowledge token for every die ("제거한 주사위마다 지식 토큰을 획득합니다"): the 24 in
    the box are not a limit (ruling); neutral dice earn nothing ("영향 없음")."""
    for p in st.clockwise():
        n = sum(1 for o, _ in st.library if o == p)
        if n:
            st.seats[p].knowledge += n
            st.emit("knowledge", seat=p, tokens=n)
    return []


def ranked_runs(st: GCState) -> list[list[int]]:
    """Longest run first; a tie in length goes to the higher run ("값이 더 큰 연속")."""
    return sorted(st.runs, key=lambda r: (r[2] - r[1], r[2]), reverse=True)


def _rewarded_runs(st: GCState, building: str) -> list[int]:
    ranked = ranked_runs(st)
    places = B_RANKS[st.players]
    st.runs = ranked[:places]
    _to_library(st, building, [[o, v] for o, lo, hi in ranked[places:] for v in range(lo, hi + 1)])
    return [r[0] for r in st.runs]


def auction_house(st: GCState) -> list[Task]:
    """The longest run draws 3 artifacts and keeps 2, the next draws 2 and keeps 1, with
    5 players the third draws 1; the rest are discarded face up. A neutral winner or
    runner-up discards 4 or 2 at random."""
    tasks: list[Task] = []
    for rank, owner in enumerate(_rewarded_runs(st, AUCTION_HOUSE)):
        if owner == NEUTRAL:
            tasks.append({"do": "discard_random", "n": AUCTION_NEUTRAL_DISCARDS[rank]})
            continue
        draw, keep = AUCTION_DRAWS[rank]
        tasks += [{"do": "draw", "seat": owner, "kind": "artifacts", "n": draw}]
        tasks += [{"do": "keep", "seat": owner}] * keep + [{"do": "rest"}]
    return tasks


def guild(st: GCState) -> list[Task]:
    """The winner draws 3 missions, keeps 1 and passes 2 to the runner-up, who keeps 1; the
    last goes under the stack, or with 5 players to the third. A neutral winner: the human
    runner-up draws only 2; a neutral runner-up: only the winner takes one."""
    owners = _rewarded_runs(st, GUILD)
    if not owners:
        return []
    winner, runner = owners[0], owners[1] if len(owners) > 1 else None
    if winner == NEUTRAL:
        if runner is None:
            return []
        return [{"do": "draw", "seat": runner, "kind": "missions", "n": GUILD_NEUTRAL_WINNER_DRAW},
                {"do": "keep", "seat": runner}, {"do": "rest"}]
    tasks: list[Task] = [{"do": "draw", "seat": winner, "kind": "missions", "n": GUILD_DRAW},
                         {"do": "keep", "seat": winner}]
    for seat in owners[1:] if runner != NEUTRAL else []:
        tasks += [{"do": "pass", "seat": seat}, {"do": "keep", "seat": seat}]
    return tasks + [{"do": "rest"}]


def hidden_temple(st: GCState) -> list[Task]:
    """Every magic item with dice on it goes to their owner, secretly; a neutral one goes
    back under the stack face down; the others are discarded face up."""
    owners = {slot: owner for slot, owner, _, _ in st.temple}
    for slot, item in enumerate(st.items_shown):
        owner = owners.get(slot)
        if owner is None:
            st.item_discard.append(item)
            st.emit("discard", kind="items", tiles=[item])
        elif owner == NEUTRAL:
            st.item_stack.insert(0, item)
            st.emit("under_stack", kind="items", count=1)
        else:
            st.seats[owner].items.append(item)
            st.emit("take", seat=owner, building=HIDDEN_TEMPLE, slot=slot)
    st.items_shown = []
    return []


def illuminati(st: GCState) -> list[Task]:
    """Most dice chooses an ability, then the second, then the third takes the last. A
    neutral winner discards the top tile and only the runner-up chooses; a neutral
    runner-up: the top tile left is discarded before the third takes the last. Dice of
    players without a tile go to the Library."""
    owners = [o for o, _ in sorted(st.illuminati, key=lambda e: len(e[1]), reverse=True)]
    if owners and owners[0] == NEUTRAL:
        rewarded = owners[1:2]
        tasks = [_pick(NEUTRAL, "abilities")] + [_pick(o, "abilities") for o in rewarded]
    elif len(owners) > 1 and owners[1] == NEUTRAL:
        rewarded = [owners[0], *owners[2:3]]
        tasks = [_pick(owners[0], "abilities"), _pick(NEUTRAL, "abilities")]
        tasks += [_pick(o, "abilities") for o in owners[2:3]]
    else:
        rewarded = owners[:3]
        tasks = [_pick(o, "abilities") for o in rewarded]
    losers = [e for e in st.illuminati if e[0] not in rewarded or e[0] == NEUTRAL]
    st.illuminati = [e for e in st.illuminati if e not in losers]
    _to_library(st, ILLUMINATI, [[o, v] for o, values in losers for v in values])
    return tasks + [{"do": "clear", "source": "abilities"}]


def give_ability(st: GCState, seat: int, name: str) -> None:
    st.seats[seat].abilities.append([name, st.round])
    st.seats[seat].abilities_gained += 1
    st.emit("take", seat=seat, building=ILLUMINATI, ability=name)


def galleon_ranking(st: GCState) -> list[int]:
    """Owners by dice at the Galleon, most first. A player's dice there are one group, and
    every placement leaves its placer one die more than the last, so two groups never hold
    the same number of dice (ruling; the later placement first, should a hand-built table
    have a tie)."""
    order = {owner: i for i, (owner, _) in enumerate(st.galleon)}
    return sorted(order, key=lambda o: (len(galleon_group(st, o)), order[o]), reverse=True)


def sunken_galleon(st: GCState) -> list[Task]:
    """Most dice keeps two of the tiles drawn this round face up; every other player there
    keeps one face down; the rest are discarded face up. A lone die keeps its tile and takes
    one face-up tile too. A neutral winner: every human keeps one; a neutral runner-up:
    only the winner keeps. A player keeps the tiles of most gold (ruling: no other effect)."""
    ranked = galleon_ranking(st)
    keep: dict[int, int] = {}
    lone = sum(len(v) for _, v in st.galleon) == 1
    if ranked and ranked[0] != NEUTRAL:
        keep[ranked[0]] = 1 if lone else GALLEON_KEEP_MOST
    if len(ranked) > 1 and ranked[1] != NEUTRAL:
        keep.update({o: GALLEON_KEEP_OTHER for o in ranked[1:] if o != NEUTRAL})
    for owner in ranked:
        if owner == NEUTRAL:
            continue
        seat = st.seats[owner]
        drawn = sorted(seat.galleon_drawn, reverse=True)
        n = keep.get(owner, 0)
        kept, seat.galleon_drawn = drawn[:n], []
        st.sunken_discard += drawn[n:]
        if owner == ranked[0]:
            seat.sunken_open += kept
            st.emit("sunken", seat=owner, open=kept, hidden=0, discarded=drawn[n:])
        else:
            seat.sunken_hidden += kept
            st.emit("sunken", seat=owner, open=[], hidden=len(kept), discarded=drawn[n:])
        if n == 0:
            _to_library(st, SUNKEN_GALLEON, [[o, v] for o, values in st.galleon if o == owner for v in values])
            st.galleon = [e for e in st.galleon if e[0] != owner]
    if lone and ranked[0] != NEUTRAL and st.sunken_discard:
        best = max(st.sunken_discard)
        st.sunken_discard.remove(best)
        st.seats[ranked[0]].sunken_open.append(best)
        st.emit("sunken", seat=ranked[0], open=[best], hidden=0, discarded=[])
    return []


def treasure_tower(st: GCState) -> list[Task]:
    """A treasure token for every die in the towers, of its floor's metal (first floor
    bronze, second silver, third gold), kept face down; none for the neutral player."""
    drawn = False
    for side in st.tower:
        for floor, (owner, _) in enumerate(side):
            stack = st.tower_stacks[METALS[floor]]
            if owner == NEUTRAL or not stack:
                continue
            token = stack.pop()
            st.seats[owner].tower[METALS[floor]].append(token)
            st.emit("treasure", seat=owner, metal=METALS[floor])
            st.emit("treasure_value", to=[owner], seat=owner, metal=METALS[floor], gold=token)
            drawn = True
    if drawn:
        st.reveal()
    return []


AWARDS: dict[str, Callable[[GCState], list[Task]]] = {
    ARCHIVES: archives,
    UNIVERSITY: university,
    LIBRARY: library,
    AUCTION_HOUSE: auction_house,
    GUILD: guild,
    HIDDEN_TEMPLE: hidden_temple,
    ILLUMINATI: illuminati,
    SUNKEN_GALLEON: sunken_galleon,
    TREASURE_TOWER: treasure_tower,
}

"""Where dice may go: each building's placement rule, as the rules text gives it.

For every building, ``options(st, owner, pool)`` lists the placements ``owner`` (a seat or
:data:`.state.NEUTRAL`) may make with the unplaced dice ``pool``, each as a tuple of
small integers (the action's arguments after the building); ``place(st, owner, args)``
puts them there and returns the dice it used and the dice it pushed off to the Library
(``[owner, value]``). Buildings whose rules forbid an identical set also list the
placements only Will to Win allows (``will_options``: the same arguments, a set identical
to an opponent's, whose dice go to the Library).

These are the engine's own rules; the computer player asks them about its view.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .data import (
    ARCHIVES,
    AUCTION_HOUSE,
    FACES,
    GUILD,
    HIDDEN_TEMPLE,
    ILLUMINATI,
    ITEMS,
    LIBRARY,
    SUNKEN_GALLEON,
    TOWER_FLOORS,
    TOWER_LOW,
    TOWER_SUM,
    TREASURE_TOWER,
    UNIVERSITY,
    UNIVERSITY_PAIR_SUM,
    university_spaces,
)
from .dice import code, contains, counts, decode, distinct, sub_multisets, without
from .state import GCState

Args = tuple[int, ...]
Die = list[int]


# --- University: one die, or two summing to 5; ascending; equal dice pushed right ---------


def university_row(st: GCState, owner: int, new: list[int]) -> tuple[list[Die], list[Die]] | None:
    """The University after ``new`` dice enter: each goes left of the dice of its value
    ("기존의 주사위가 오른쪽으로 이동"), and whatever no longer fits on the right falls off to
    the Library ("가장 오른쪽에 주사위를 수용할 공간이 없을 때, 해당 주사위는 도서관으로"),
    a die of a pair too. ``None`` if none of the new dice would stay (that would be the
    Library, not the University: ruling)."""
    row = [list(d) for d in st.university]
    entering = [[owner, v] for v in sorted(new)]
    for die in entering:
        row.insert(sum(1 for _, v in row if v < die[1]), die)
    spaces = university_spaces(st.players)
    kept, off = row[:spaces], row[spaces:]
    if not any(d is e for d in kept for e in entering):
        return None
    return kept, off


def university_options(st: GCState, owner: int, pool: list[int]) -> list[Args]:
    """One die, or two summing to 5 of which at least one stays (the other may fall off)."""
    out: list[Args] = [(v,) for v in distinct(pool) if university_row(st, owner, [v]) is not None]
    for a in range(1, UNIVERSITY_PAIR_SUM // 2 + 1):
        pair = [a, UNIVERSITY_PAIR_SUM - a]
        if contains(pool, pair) and university_row(st, owner, pair) is not None:
            out.append((a, UNIVERSITY_PAIR_SUM - a))
    return out


def university_place(st: GCState, owner: int, args: Args, will: bool) -> tuple[list[int], list[Die]]:
    result = university_row(st, owner, list(args))
    assert result is not None
    st.university, off = result
    return list(args), off


# --- Archives: groups of equal dice; never two groups of the same count and value --------


def archives_options(st: GCState, owner: int, pool: list[int]) -> list[Args]:
    return _archives(st, owner, pool, will=False)


def archives_will(st: GCState, owner: int, pool: list[int]) -> list[Args]:
    return _archives(st, owner, pool, will=True)


def _archives(st: GCState, owner: int, pool: list[int], will: bool) -> list[Args]:
    """``(value, dice, onto)``: ``dice`` dice of ``value`` as a new group (``onto`` 0) or
    added to the owner's group of ``onto`` dice of that value ("기존의 그룹에 추가하거나
    새로운 그룹을 만들 수 있습니다")."""
    holders = {(v, n): o for o, v, n in st.archives}
    have = counts(pool)
    out: list[Args] = []
    for v in FACES:
        mine = [0] + sorted(n for o, value, n in st.archives if o == owner and value == v)
        for k in range(1, have[v] + 1):
            for onto in mine:
                holder = holders.get((v, onto + k))
                if (holder is None and not will) or (will and holder is not None and holder != owner):
                    out.append((v, k, onto))
    return out


def archives_place(st: GCState, owner: int, args: Args, will: bool) -> tuple[list[int], list[Die]]:
    v, k, onto = args
    off: list[Die] = []
    if will:
        beaten = next(g for g in st.archives if g[1] == v and g[2] == onto + k)
        st.archives.remove(beaten)
        off = [[beaten[0], v] for _ in range(beaten[2])]
    if onto:
        next(g for g in st.archives if g[0] == owner and g[1] == v and g[2] == onto)[2] += k
    else:
        st.archives.append([owner, v, k])
    return [v] * k, off


# --- Library: one die ------------------------------------------------------------------


def library_options(st: GCState, owner: int, pool: list[int]) -> list[Args]:
    return [(v,) for v in distinct(pool)]


def library_place(st: GCState, owner: int, args: Args, will: bool) -> tuple[list[int], list[Die]]:
    st.library.append([owner, args[0]])
    return [args[0]], []


# --- Auction House and Guild: one run a player, never two identical runs ------------------


def run_of(st: GCState, owner: int) -> list[int] | None:
    return next((r for r in st.runs if r[0] == owner), None)


def runs_options(st: GCState, owner: int, pool: list[int]) -> list[Args]:
    return _runs(st, owner, pool, will=False)


def runs_will(st: GCState, owner: int, pool: list[int]) -> list[Args]:
    return _runs(st, owner, pool, will=True)


def _runs(st: GCState, owner: int, pool: list[int], will: bool) -> list[Args]:
    """``(low, high)``: the owner's run after placing, a new one or the old one extended at
    one end or both ("한쪽 끝이나 다른쪽으로 또는 둘 다 확장")."""
    own = run_of(st, owner)
    others = {(lo, hi) for o, lo, hi in st.runs if o != owner}
    out: list[Args] = []
    for lo in FACES:
        for hi in range(lo, 7):
            if own is not None and not (lo <= own[1] and hi >= own[2] and (lo, hi) != (own[1], own[2])):
                continue
            needed = [v for v in range(lo, hi + 1) if own is None or not own[1] <= v <= own[2]]
            if contains(pool, needed) and ((lo, hi) in others) == will:
                out.append((lo, hi))
    return out


def runs_place(st: GCState, owner: int, args: Args, will: bool) -> tuple[list[int], list[Die]]:
    lo, hi = args
    off: list[Die] = []
    if will:
        beaten = next(r for r in st.runs if (r[1], r[2]) == (lo, hi))
        st.runs.remove(beaten)
        off = [[beaten[0], v] for v in range(lo, hi + 1)]
    own = run_of(st, owner)
    if own is None:
        st.runs.append([owner, lo, hi])
        return list(range(lo, hi + 1)), off
    used = [v for v in range(lo, hi + 1) if not own[1] <= v <= own[2]]
    own[1], own[2] = lo, hi
    return used, off


# --- Hidden Temple: the two dice a magic item shows, together, on a free tile -------------


def temple_options(st: GCState, owner: int, pool: list[int]) -> list[Args]:
    taken = {slot for slot, *_ in st.temple}
    out: list[Args] = []
    seen: set[int] = set()
    for slot, item in enumerate(st.items_shown):
        if slot not in taken and contains(pool, ITEMS[item].dice) and item not in seen:
            seen.add(item)
            out.append((slot,))
    return out


def temple_place(st: GCState, owner: int, args: Args, will: bool) -> tuple[list[int], list[Die]]:
    a, b = ITEMS[st.items_shown[args[0]]].dice
    st.temple.append([args[0], owner, a, b])
    return [a, b], []


# --- Illuminati: the previous combination again plus one die --------------------------------


def illuminati_leader(st: GCState) -> list[Any] | None:
    """The largest set there (sizes never tie: each placement makes a set one larger)."""
    return max(st.illuminati, key=lambda e: len(e[1]), default=None)


def illuminati_set(st: GCState, owner: int) -> list[int]:
    return next((list(vs) for o, vs in st.illuminati if o == owner), [])


def illuminati_options(st: GCState, owner: int, pool: list[int]) -> list[Args]:
    """``(value,)``: the owner's set becomes the current combination plus one die of
    ``value``; the owner places what its set lacks of that ("현재 리더를 이기기 위해 필요한
    주사위보다 더 많은 주사위를 추가할 수 없습니다", so exactly that)."""
    leader = illuminati_leader(st)
    combination = list(leader[1]) if leader else []
    mine = illuminati_set(st, owner)
    out: list[Args] = []
    for x in FACES:
        target = combination + [x]
        if contains(target, mine):
            add = without(target, mine)
            if add and contains(pool, add):
                out.append((x,))
    return out


def illuminati_will(st: GCState, owner: int, pool: list[int]) -> list[Args]:
    """``(0,)``: the owner's set becomes the leader's combination itself (a tie)."""
    leader = illuminati_leader(st)
    if leader is None or leader[0] == owner:
        return []
    mine = illuminati_set(st, owner)
    if not contains(leader[1], mine):
        return []
    add = without(leader[1], mine)
    return [(0,)] if add and contains(pool, add) else []


def illuminati_place(st: GCState, owner: int, args: Args, will: bool) -> tuple[list[int], list[Die]]:
    leader = illuminati_leader(st)
    combination = list(leader[1]) if leader else []
    off: list[Die] = []
    if will:
        assert leader is not None
        st.illuminati.remove(leader)
        off = [[leader[0], v] for v in leader[1]]
        target = combination
    else:
        target = sorted(combination + [args[0]])
    mine = illuminati_set(st, owner)
    st.illuminati = [e for e in st.illuminati if e[0] != owner] + [[owner, sorted(target)]]
    return without(target, mine), off


# --- Sunken Galleon: the n-th placement leaves its placer n dice there, with a higher sum ----


def galleon_group(st: GCState, owner: int) -> list[int]:
    """``owner``'s dice at the Galleon: one group, however many placements made it."""
    return next((list(vs) for o, vs in st.galleon if o == owner), [])


def galleon_target(st: GCState) -> tuple[int, int]:
    """``(dice, beat)``: how many dice the next placement leaves its placer with there, and
    the sum they must beat together (the last placement's). A first placement is one die;
    each later one is one die more than the last ("두 번째 플레이어는 정확히 2개의 주사위 ...
    세 번째 플레이어는 ... 3개의 주사위"), and a player who already has dice there adds to
    them ("플레이어는 주사위의 합을 정확한 필요한 수로 가져와야 하며, 모든 주사위의 합은 이전
    총계보다 커야 합니다")."""
    if not st.galleon:
        return 1, 0
    last = st.galleon[-1][1]
    return len(last) + 1, sum(last)


def galleon_options(st: GCState, owner: int, pool: list[int]) -> list[Args]:
    """``(code,)``: the dice placed now, which with the owner's dice already there number
    exactly what the next placement needs and beat the previous total."""
    size, beat = galleon_target(st)
    mine = galleon_group(st, owner)
    return [(code(s),) for s in sub_multisets(pool, size - len(mine)) if sum(mine) + sum(s) > beat]


def galleon_place(st: GCState, owner: int, args: Args, will: bool) -> tuple[list[int], list[Die]]:
    """The dice join the owner's group, which becomes the last placement (the one to beat)."""
    values = decode(args[0])
    group = sorted(galleon_group(st, owner) + values)
    st.galleon = [e for e in st.galleon if e[0] != owner] + [[owner, group]]
    return values, []


# --- Treasure Tower: one die, or two summing to 7; pushing up the floors -------------------


def tower_options(st: GCState, owner: int, pool: list[int]) -> list[Args]:
    out: list[Args] = [(v,) for v in distinct(pool)]
    out += [(a, TOWER_SUM - a) for a in TOWER_LOW if contains(pool, [a, TOWER_SUM - a])]
    return out


def tower_place(st: GCState, owner: int, args: Args, will: bool) -> tuple[list[int], list[Die]]:
    """Each die enters its tower's first floor (1-3 left, 4-6 right) and pushes the dice
    there up a floor; a die pushed off the third floor goes to the Library."""
    off: list[Die] = []
    for v in args:
        side = st.tower[0 if v in TOWER_LOW else 1]
        side.insert(0, [owner, v])
        if len(side) > TOWER_FLOORS:
            off.append(side.pop())
    return list(args), off


@dataclass(frozen=True)
class Place:
    options: Callable[[GCState, int, list[int]], list[Args]]
    place: Callable[[GCState, int, Args, bool], tuple[list[int], list[Die]]]
    will: Callable[[GCState, int, list[int]], list[Args]] | None = None


PLACES = {
    UNIVERSITY: Place(university_options, university_place),
    ARCHIVES: Place(archives_options, archives_place, archives_will),
    LIBRARY: Place(library_options, library_place),
    AUCTION_HOUSE: Place(runs_options, runs_place, runs_will),
    GUILD: Place(runs_options, runs_place, runs_will),
    HIDDEN_TEMPLE: Place(temple_options, temple_place),
    ILLUMINATI: Place(illuminati_options, illuminati_place, illuminati_will),
    SUNKEN_GALLEON: Place(galleon_options, galleon_place),
    TREASURE_TOWER: Place(tower_options, tower_place),
}

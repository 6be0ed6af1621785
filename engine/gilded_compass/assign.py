"""The best assignment of a player's specialists to maps and magic items to specialists.

"당신은 게임 종료 시에 모든 전문가를 할당합니다": at the end each player assigns; the engine
does it for them, as well as it can be done. The rules [R]:

- a map (an ancient map, or a secret or double map mission) takes at most one
  cartographer and one excavator, each of one of its colours;
- a map scores its large value with at least one specialist, its small value without;
- an assigned specialist scores its gold; one that is not assigned scores nothing;
- a magic item goes to a specialist of its colour and kind, one item a specialist; it
  doubles that specialist's gold, and when both specialists of a map hold an item the map's
  value is doubled too.

How: a depth-first search over the maps in turn, trying for each map every cartographer
and excavator still free that it may take (or none) and, for each, an item of theirs or
none, memoised on (map, specialists still free, items still free). It is exhaustive, so
the result is optimal (``tests/gilded_compass/test_assign.py`` checks it against a brute
force over every assignment on small cases). Among assignments of equal gold it keeps the
one leaving the most gold of specialists unassigned: that is the tie-break.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .data import CARTOGRAPHER, EXCAVATOR, Item, MapTile, Specialist

#: No specialist on that side of a map.
NONE = -1


@dataclass(frozen=True)
class Assignment:
    """``gold``: what maps, specialists and items score; ``assigned`` / ``unassigned``: the
    printed gold of the specialists on a map / not; ``placing``: per map, the index of its
    cartographer and excavator (:data:`NONE`) and whether each holds an item."""

    gold: int
    assigned: int
    unassigned: int
    placing: tuple[tuple[int, int, bool, bool], ...]


def map_gold(tile: MapTile, cartographer: Specialist | None, excavator: Specialist | None,
             item_c: bool, item_e: bool) -> int:
    """What one map and its specialists score."""
    staffed = cartographer is not None or excavator is not None
    gold = tile.large if staffed else tile.small
    if item_c and item_e:
        gold += tile.large
    if cartographer is not None:
        gold += cartographer.gold * (2 if item_c else 1)
    if excavator is not None:
        gold += excavator.gold * (2 if item_e else 1)
    return gold


def best(maps: Sequence[MapTile], specialists: Sequence[Specialist], items: Sequence[Item]) -> Assignment:
    """The assignment scoring most gold (then leaving most specialist gold unassigned)."""
    keys = sorted({(i.colour, i.kind) for i in items})
    start_items = tuple(sum(1 for i in items if (i.colour, i.kind) == k) for k in keys)
    memo: dict[tuple[int, int, tuple[int, ...]], tuple[int, int, tuple[tuple[int, int, bool, bool], ...]]] = {}

    def candidates(tile: MapTile, free: int, kind: str) -> list[int]:
        return [NONE] + [j for j, s in enumerate(specialists)
                         if free >> j & 1 and s.kind == kind and s.colour in tile.colours]

    def item_slot(j: int) -> int:
        s = specialists[j]
        key = (s.colour, s.kind)
        return keys.index(key) if key in keys else NONE

    def search(m: int, free: int, stock: tuple[int, ...]) -> tuple[int, int, tuple[tuple[int, int, bool, bool], ...]]:
        if m == len(maps):
            return 0, 0, ()
        key = (m, free, stock)
        if key in memo:
            return memo[key]
        tile = maps[m]
        found: tuple[int, int, tuple[tuple[int, int, bool, bool], ...]] | None = None
        for c in candidates(tile, free, CARTOGRAPHER):
            for e in candidates(tile, free, EXCAVATOR):
                slot_c = item_slot(c) if c != NONE else NONE
                slot_e = item_slot(e) if e != NONE else NONE
                for use_c in (False, True) if slot_c != NONE and stock[slot_c] else (False,):
                    for use_e in (False, True) if slot_e != NONE and stock[slot_e] else (False,):
                        left = list(stock)
                        if use_c:
                            left[slot_c] -= 1
                        if use_e:
                            left[slot_e] -= 1
                        rest = free & ~(1 << c if c != NONE else 0) & ~(1 << e if e != NONE else 0)
                        gold, neg_assigned, placing = search(m + 1, rest, tuple(left))
                        gold += map_gold(tile, specialists[c] if c != NONE else None,
                                         specialists[e] if e != NONE else None, use_c, use_e)
                        neg_assigned -= sum(specialists[j].gold for j in (c, e) if j != NONE)
                        if found is None or (gold, neg_assigned) > found[:2]:
                            found = (gold, neg_assigned, ((c, e, use_c, use_e), *placing))
        assert found is not None
        memo[key] = found
        return found

    gold, neg_assigned, placing = search(0, (1 << len(specialists)) - 1, start_items)
    total = sum(s.gold for s in specialists)
    return Assignment(gold, -neg_assigned, total + neg_assigned, placing)

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

How: an exhaustive depth-first search. The maps of several colours (wild maps, double
map missions) come first: for each, every cartographer and excavator still free that it
may take (or none), each with an item of theirs or not. Once they are settled, a map of
one colour only shares specialists and items with maps of that colour, so each colour is
searched apart in the same way; every search is memoised on (maps left, specialists
free, items free). Nothing is pruned, so the result is optimal
(``tests/gilded_compass/test_assign.py`` checks it against a brute force over every
assignment on small cases). Among assignments of equal gold it keeps the one leaving the
most gold of specialists unassigned: that is the tie-break.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

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


Slot = tuple[int, int, int, bool, bool]  # map, cartographer, excavator, their items
Found = tuple[int, int, tuple[Slot, ...]]  # gold, minus the gold assigned, the slots


def best(maps: Sequence[MapTile], specialists: Sequence[Specialist], items: Sequence[Item]) -> Assignment:
    """The assignment scoring most gold (then leaving most specialist gold unassigned)."""
    # Maps of one colour share specialists only with maps of that colour, so once the maps
    # of several colours (wild and double maps) are settled, each colour is a problem of
    # its own, solved apart and memoised: that keeps the search small.
    multi = tuple(m for m, t in enumerate(maps) if len(t.colours) > 1)
    by_colour: dict[str, tuple[int, ...]] = {}
    for m, t in enumerate(maps):
        if len(t.colours) == 1:
            by_colour[t.colours[0]] = (*by_colour.get(t.colours[0], ()), m)
    keys = sorted({(i.colour, i.kind) for i in items})
    start_items = tuple(sum(1 for i in items if (i.colour, i.kind) == k) for k in keys)
    slot_of = [keys.index((s.colour, s.kind)) if (s.colour, s.kind) in keys else NONE for s in specialists]
    colour_mask = {c: sum(1 << j for j, s in enumerate(specialists) if s.colour == c) for c in by_colour}
    colour_slots = {c: [i for i, k in enumerate(keys) if k[0] == c] for c in by_colour}
    memo: dict[tuple[Any, ...], Found] = {}

    def options(tile: MapTile, free: int, stock: tuple[int, ...]) -> list[tuple[int, int, bool, bool]]:
        carts = [NONE] + [j for j, s in enumerate(specialists)
                          if free >> j & 1 and s.kind == CARTOGRAPHER and s.colour in tile.colours]
        diggers = [NONE] + [j for j, s in enumerate(specialists)
                            if free >> j & 1 and s.kind == EXCAVATOR and s.colour in tile.colours]
        out = []
        for c in carts:
            for e in diggers:
                slot_c = slot_of[c] if c != NONE else NONE
                slot_e = slot_of[e] if e != NONE else NONE
                for use_c in (False, True) if slot_c != NONE and stock[slot_c] else (False,):
                    for use_e in (False, True) if slot_e != NONE and stock[slot_e] else (False,):
                        out.append((c, e, use_c, use_e))
        return out

    def search(order: tuple[int, ...], k: int, free: int, stock: tuple[int, ...], then_colours: bool) -> Found:
        """The best for the maps ``order[k:]``, then (``then_colours``) each colour's own."""
        if k == len(order):
            return colours(free, stock) if then_colours else (0, 0, ())
        key = (order, k, free, stock)
        if key in memo:
            return memo[key]
        tile = maps[order[k]]
        found: Found | None = None
        for c, e, use_c, use_e in options(tile, free, stock):
            left = list(stock)
            for j, used in ((c, use_c), (e, use_e)):
                if used:
                    left[slot_of[j]] -= 1
            after = free & ~(1 << c if c != NONE else 0) & ~(1 << e if e != NONE else 0)
            gold, neg_assigned, slots = search(order, k + 1, after, tuple(left), then_colours)
            gold += map_gold(tile, specialists[c] if c != NONE else None, specialists[e] if e != NONE else None,
                             use_c, use_e)
            neg_assigned -= sum(specialists[j].gold for j in (c, e) if j != NONE)
            if found is None or (gold, neg_assigned) > found[:2]:
                found = (gold, neg_assigned, ((order[k], c, e, use_c, use_e), *slots))
        assert found is not None
        memo[key] = found
        return found

    def colours(free: int, stock: tuple[int, ...]) -> Found:
        key = ("colours", free, stock)
        if key not in memo:
            gold = neg = 0
            slots: tuple[Slot, ...] = ()
            for colour, own in sorted(by_colour.items()):
                part = tuple(n if i in colour_slots[colour] else 0 for i, n in enumerate(stock))
                g, n, p = search(own, 0, free & colour_mask[colour], part, False)
                gold, neg, slots = gold + g, neg + n, slots + p
            memo[key] = (gold, neg, slots)
        return memo[key]

    gold, neg_assigned, slots = search(multi, 0, (1 << len(specialists)) - 1, start_items, True)
    by_map = {m: (c, e, use_c, use_e) for m, c, e, use_c, use_e in slots}
    total = sum(s.gold for s in specialists)
    return Assignment(gold, -neg_assigned, total + neg_assigned, tuple(by_map[m] for m in range(len(maps))))

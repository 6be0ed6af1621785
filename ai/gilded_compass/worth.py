"""What things are worth to the computer player, in gold, read from its own view.

:class:`Context` holds the view and the few figures every evaluation needs. The worth of a
tile is how much the player's holdings gain by it (:meth:`Context.worth` of the holdings
with the tile, less without): maps and specialists through a quick greedy assignment colour
by colour (the engine's exact one is too slow to ask for every candidate; it scores the
end), plus what an unstaffed map or an unassigned specialist may still become in the
rounds left, plus the missions the player holds, weighted by how likely they are met.
"""

from __future__ import annotations

from functools import cached_property, lru_cache
from typing import Any

from engine.gilded_compass.data import (
    ABILITIES,
    ARTIFACT_GOLD_MOST,
    ARTIFACT_GOLD_OTHER,
    ARTIFACT_GOLD_PREFERRED,
    CARTOGRAPHER,
    COLLECTIONS,
    COLOURS,
    EXCAVATOR,
    ITEMS,
    KINDS,
    MAPS,
    MISSIONS,
    SPECIALISTS,
    SUNKEN_TREASURES,
    TOWER_TOKENS,
    MapTile,
)
from engine.gilded_compass.missions import measure
from engine.gilded_compass.state import GCState, Seat

#: A knowledge token: half a gold at the end, and a re-roll while rounds are left.
TOKEN_GOLD, TOKEN_REROLL = 0.5, 0.3
#: An ability kept to the end is 1 gold; used, what it is worth to the player (its guess).
ABILITY_USE = {"a_little_help": 2.2, "mighty_power": 1.8, "timely_gift": 1.8, "will_to_win": 1.4}
#: How much of a map's large value an unstaffed map, and of its gold an unassigned
#: specialist, is worth for each round still to come (capped).
MAP_HOPE, MAP_HOPE_MAX = 0.2, 0.6
SPECIALIST_HOPE, SPECIALIST_HOPE_MAX = 0.15, 0.5
#: A magic item's hope for each round to come: with a specialist of its kind held (capped
#: at ``ITEM_HOPE_HELD``), or none yet (capped at ``ITEM_HOPE_MAX``).
ITEM_HOPE, ITEM_HOPE_HELD, ITEM_HOPE_MAX = 0.3, 0.8, 0.5
SPECIALIST_MEAN = 2.0
#: A mission's deficit is made up at this pace per round left.
MISSION_PACE = 1.5
SUNKEN_MEAN = sum(SUNKEN_TREASURES) / len(SUNKEN_TREASURES)
TOWER_MEAN = {m: sum(v) / len(v) for m, v in TOWER_TOKENS.items()}


class Context:
    """The view of the seat to decide, and the figures read from it."""

    def __init__(self, view: dict[str, Any], plain: bool = False) -> None:
        self.view = view
        self.board: dict[str, Any] = view["board"]
        self.me: int = view["seat"]
        self.players: int = view["players"]
        self.round: int = view["round"]
        self.phase: str = view["phase"]
        self.mine: dict[str, Any] = self.board["seats"][self.me]
        #: Rounds still to come after this one, and the horizon of hopes.
        self.left: int = int(self.board["rounds"]) - self.round
        self.horizon: float = self.left + (0.5 if self.phase == "turn" else 0.0)
        #: The easy level judges a tile by itself, not by how it fits what it has.
        self.plain = plain
        self.st = GCState.from_view(self.board, self.players)
        self.maps: list[int] = list(self.mine["maps"])
        self.specialists: list[int] = list(self.mine["specialists"])
        self.items: list[int] = list(self.mine["items"] or [])
        self.missions: list[int] = list(self.mine["missions"] or [])

    @cached_property
    def token(self) -> float:
        return TOKEN_GOLD + (TOKEN_REROLL if self.left else 0.0)

    @cached_property
    def opponent_dice(self) -> int:
        """Dice the other seats have still to place this round."""
        return sum(len(s["dice"]) for s in self.board["seats"] if s["seat"] != self.me)

    @cached_property
    def base(self) -> float:
        return self.worth(self.maps, self.specialists, self.items, self.missions)

    def worth(self, maps: list[int], specialists: list[int], items: list[int], missions: list[int]) -> float:
        """The holdings' gold from maps, specialists, items and missions, hopes included."""
        tiles = [MAPS[m] for m in maps] + [t for t in (MISSIONS[m].map for m in missions) if t is not None]
        single: dict[str, list[MapTile]] = {}
        for t in tiles:
            if len(t.colours) == 1:
                single.setdefault(t.colours[0], []).append(t)
        golds: dict[tuple[str, str], list[int]] = {}
        for sp in specialists:
            golds.setdefault((SPECIALISTS[sp].colour, SPECIALISTS[sp].kind), []).append(SPECIALISTS[sp].gold)
        held: dict[tuple[str, str], int] = {}
        for i in items:
            held[(ITEMS[i].colour, ITEMS[i].kind)] = held.get((ITEMS[i].colour, ITEMS[i].kind), 0) + 1
        total = 0.0
        spare: list[tuple[str, str, int]] = []
        present = set(single) | {c for c, _ in golds}
        for colour in COLOURS:
            if colour not in present:
                continue  # nothing of that colour: nothing to score, nobody spare
            key = (colour, tuple(sorted((t.small, t.large) for t in single.get(colour, ()))),
                   *(tuple(sorted(golds.get((colour, k), ()), reverse=True)) for k in KINDS),
                   *(held.get((colour, k), 0) for k in KINDS))
            value, left = colour_part(key, min(MAP_HOPE_MAX, MAP_HOPE * self.horizon))
            total += value
            spare += left
        map_hope = min(MAP_HOPE_MAX, MAP_HOPE * self.horizon)
        for tile in sorted((t for t in tiles if len(t.colours) > 1), key=lambda t: -t.large):
            staff = []
            for kind in KINDS:
                fits = [x for x in spare if x[1] == kind and x[0] in tile.colours]
                if fits:
                    chosen = max(fits, key=lambda x: x[2])
                    spare.remove(chosen)
                    staff.append(chosen[2])
            total += (tile.large + sum(staff)) if staff else tile.small + map_hope * (tile.large - tile.small)
        total += min(SPECIALIST_HOPE_MAX, SPECIALIST_HOPE * self.horizon) * sum(g for _, _, g in spare)
        goals = [m for m in missions if MISSIONS[m].map is None]
        if goals:
            seat = Seat(maps=maps, specialists=specialists, items=items, missions=missions,
                        knowledge=self.mine["knowledge"], abilities=[list(a) for a in self.mine["abilities"]],
                        abilities_gained=self.mine["abilities_gained"], sunken_open=list(self.mine["sunken_open"]),
                        sunken_hidden=list(self.mine["sunken_hidden"] or []),
                        tower={m: list(v) for m, v in self.mine["tower"].items()})
            total += sum(self.mission_hope(m, seat) for m in goals)
        return total

    def mission_hope(self, mission: int, seat: Seat) -> float:
        """A condition mission's gold times the chance the player meets it (a guess)."""
        m = MISSIONS[mission]
        if m.map is not None:
            return 0.0
        deficit = m.threshold - measure(mission, seat)
        if deficit <= 0:
            return float(m.gold)
        return m.gold * max(0.0, 1.0 - deficit / (1.0 + MISSION_PACE * self.horizon))

    # --- the worth of one tile --------------------------------------------------------------

    def map_worth(self, m: int) -> float:
        if self.plain:
            return float(MAPS[m].large) - 1.0
        return self.worth(self.maps + [m], self.specialists, self.items, self.missions) - self.base

    def specialist_worth(self, s: int) -> float:
        if self.plain:
            return float(SPECIALISTS[s].gold)
        return self.worth(self.maps, self.specialists + [s], self.items, self.missions) - self.base

    def item_worth(self, i: int) -> float:
        """What the item doubles now, or may double: a specialist of its colour and kind held
        but not on a map yet, or one still to come (guesses: :data:`ITEM_HOPE`)."""
        item = ITEMS[i]
        fits = [SPECIALISTS[s].gold for s in self.specialists
                if (SPECIALISTS[s].colour, SPECIALISTS[s].kind) == (item.colour, item.kind)]
        taken = sum(1 for j in self.items if (ITEMS[j].colour, ITEMS[j].kind) == (item.colour, item.kind))
        if fits[taken:]:
            hope = max(fits[taken:]) * min(ITEM_HOPE_HELD, ITEM_HOPE * self.horizon)
        else:
            hope = SPECIALIST_MEAN * min(ITEM_HOPE_MAX, ITEM_HOPE * self.horizon)
        if self.plain:
            return 1.0 + hope / 2
        return max(self.worth(self.maps, self.specialists, self.items + [i], self.missions) - self.base, hope)

    def mission_worth(self, m: int) -> float:
        if self.plain:
            tile = MISSIONS[m].map
            return (tile.large if tile is not None else MISSIONS[m].gold) / 2
        return self.worth(self.maps, self.specialists, self.items, self.missions + [m]) - self.base

    def artifact_worth(self, kind: str) -> float:
        collection = self.mine["collection"]
        if collection is None:
            return float(ARTIFACT_GOLD_OTHER)
        c = COLLECTIONS[collection]
        return float(ARTIFACT_GOLD_MOST if kind == c.most else ARTIFACT_GOLD_PREFERRED if kind == c.preferred
                     else ARTIFACT_GOLD_OTHER)

    def ability_worth(self, name: str) -> float:
        return ABILITY_USE[name] if self.left else 1.0

    @cached_property
    def map_values(self) -> list[float]:
        """The worth of each map shown, best first."""
        return sorted((self.map_worth(m) for m in self.board["maps_shown"]), reverse=True)

    @cached_property
    def specialist_values(self) -> list[float]:
        return sorted((self.specialist_worth(s) for s in self.board["specialists_shown"]), reverse=True)

    @cached_property
    def ability_values(self) -> list[float]:
        return sorted((self.ability_worth(a) for a in self.board["abilities_shown"]), reverse=True)


@lru_cache(maxsize=8192)
def colour_part(key: tuple[Any, ...], map_hope: float) -> tuple[float, tuple[tuple[str, str, int], ...]]:
    """One colour's maps and specialists, greedily: every map staffed that can be (the
    largest gains first), the best specialists assigned, items on the best of them; and
    the specialists left over. ``key``: the colour, its maps' (small, large), its
    cartographers' and excavators' gold (best first), its compasses and tools."""
    colour, own_values, carts, diggers, compasses, tools = key
    own = sorted(own_values, key=lambda v: v[0] - v[1])
    golds = {CARTOGRAPHER: list(carts), EXCAVATOR: list(diggers)}
    held = {CARTOGRAPHER: compasses, EXCAVATOR: tools}
    n = len(own)
    used = {k: min(n, len(g)) for k, g in golds.items()}
    staffed = min(n, sum(used.values()))
    paired = sum(used.values()) - staffed
    doubled = min(paired, *(min(held[k], used[k]) for k in used))
    total = float(sum(s for s, _ in own) + sum(lg - s for s, lg in own[:staffed]))
    total += map_hope * sum(lg - s for s, lg in own[staffed:])
    total += sum(sorted((lg for _, lg in own[:staffed]), reverse=True)[:doubled])
    spare: list[tuple[str, str, int]] = []
    for k, g in golds.items():
        total += sum(g[:used[k]]) + sum(g[:min(held[k], used[k])])
        spare += [(colour, k, gold) for gold in g[used[k]:]]
    return total, tuple(spare)


def value_at(values: list[float], position: float, fallback: float) -> float:
    """The worth at a fractional place in a best-first list (``fallback`` past its end)."""
    if position < 0:
        position = 0.0
    low = int(position)
    a = values[low] if low < len(values) else fallback
    b = values[low + 1] if low + 1 < len(values) else fallback
    return a + (b - a) * (position - low)


assert set(ABILITY_USE) == set(ABILITIES)

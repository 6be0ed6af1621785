"""What things are worth to the computer player, in gold, read from its own view.

:class:`Context` holds the view and the few figures every evaluation needs. The worth of a
tile is how much the player's holdings gain by it (:meth:`Context.worth` of the holdings
with the tile, less without): maps and specialists through a quick greedy assignment colour
by colour (the engine's exact one is too slow to ask for every candidate; it scores the
end), plus what an unstaffed map or an unassigned specialist may still become in the
rounds left, plus the missions the player holds, weighted by how likely they are met. A
magic item, rarer to weigh, goes through the engine's exact assignment of its colour.
Artifacts are worth their gold by the player's collection, drawn from what is left of the
stack. The other seats can be weighed the same way from the same view (:attr:`rivals`),
their secrets unknown.
"""

from __future__ import annotations

import math
from collections import Counter
from functools import cached_property, lru_cache
from itertools import product
from typing import Any

from engine import View, seat_of
from engine.gilded_compass import GAME
from engine.gilded_compass.assign import best
from engine.gilded_compass.data import (
    ABILITIES,
    ARTIFACT_COPIES,
    ARTIFACT_GOLD_MOST,
    ARTIFACT_GOLD_OTHER,
    ARTIFACT_GOLD_PREFERRED,
    ARTIFACT_TYPES,
    AUCTION_DRAWS,
    AUCTION_HOUSE,
    B_RANKS,
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
from engine.gilded_compass.state import Seat

from .judgement import GREEDY, Judgement, horizon

#: A knowledge token: half a gold at the end (and a re-roll while rounds are left:
#: :attr:`Judgement.token_reroll`).
TOKEN_GOLD = 0.5
#: An ability kept to the end is 1 gold; used, what it is worth to the player (its guess).
ABILITY_USE = {"a_little_help": 2.2, "mighty_power": 1.8, "timely_gift": 1.8, "will_to_win": 1.4}
#: A magic item that doubles nothing yet may still. A specialist of its colour and kind held
#: finds a map with this chance for each round to come (capped at ``ITEM_MAP_MAX``). One
#: still to come: the player claims about ``players + 2`` specialists a round shared among
#: the players, each of the item's colour and kind as often as those left unseen (more
#: often by ``ITEM_STEER``: holding the item, it prefers them); it then finds a map with
#: the chance ``ITEM_STAFFED``. In line with what a random item adds to an all-greedy
#: player's assignment at the end: about 1.5 gold with 2 players, 1 with 5.
ITEM_MAP, ITEM_MAP_MAX = 0.25, 0.75
ITEM_STEER, ITEM_STAFFED = 1.3, 0.9
#: A mission's deficit is made up at this pace per round left.
MISSION_PACE = 1.5
SUNKEN_MEAN = sum(SUNKEN_TREASURES) / len(SUNKEN_TREASURES)
TOWER_MEAN = {m: sum(v) / len(v) for m, v in TOWER_TOKENS.items()}


class Context:
    """The view of the seat to decide, and the figures read from it."""

    def __init__(self, view: View, plain: bool = False, judgement: Judgement = GREEDY) -> None:
        self.view = view
        self.judgement = judgement
        self.board: dict[str, Any] = view["board"]
        self.me = seat_of(view)
        self.players: int = view["players"]
        self.round: int = view["round"]
        self.phase: str = view["phase"]
        self.mine: dict[str, Any] = self.board["seats"][self.me]
        #: Rounds still to come after this one, and the horizon of hopes.
        self.left: int = int(self.board["rounds"]) - self.round
        self.horizon: float = horizon(self.left, self.phase)
        #: The easy level judges a tile by itself, not by how it fits what it has.
        self.plain = plain
        self.st = GAME.from_view(view)
        self.maps: list[int] = list(self.mine["maps"])
        self.specialists: list[int] = list(self.mine["specialists"])
        self.items: list[int] = list(self.mine["items"] or [])
        self.missions: list[int] = list(self.mine["missions"] or [])
        self._assigned: dict[tuple[str, tuple[int, ...]], int] = {}

    @cached_property
    def token(self) -> float:
        return TOKEN_GOLD + (self.judgement.token_reroll if self.left else 0.0)

    @cached_property
    def opponent_dice(self) -> int:
        """Dice the other seats have still to place this round."""
        return sum(len(s["dice"]) for s in self.board["seats"] if s["seat"] != self.me)

    @cached_property
    def base(self) -> float:
        return self.worth(self.maps, self.specialists, self.items, self.missions)

    def worth(self, maps: list[int], specialists: list[int], items: list[int], missions: list[int]) -> float:
        """The holdings' gold from maps, specialists, items and missions, hopes included."""
        total = holdings_worth(tuple(maps), tuple(specialists), tuple(items), tuple(missions),
                               self.unstaffed_hope, self.unassigned_hope)
        goals = [m for m in missions if MISSIONS[m].map is None]
        if goals:
            seat = self._seat(maps, specialists, items, missions)
            total += sum(self.mission_hope(m, seat) for m in goals)
        return total

    @cached_property
    def unstaffed_hope(self) -> float:
        return self.judgement.unstaffed(self.horizon)

    @cached_property
    def unassigned_hope(self) -> float:
        return self.judgement.unassigned(self.horizon)

    def _seat(self, maps: list[int] | None = None, specialists: list[int] | None = None,
              items: list[int] | None = None, missions: list[int] | None = None) -> Seat:
        """The player's holdings as a seat (what it does not see of itself: nothing), with
        the tiles given instead of its own, for the missions' own rules to measure."""
        return Seat(maps=self.maps if maps is None else maps,
                    specialists=self.specialists if specialists is None else specialists,
                    items=self.items if items is None else items,
                    missions=self.missions if missions is None else missions,
                    knowledge=self.mine["knowledge"], abilities=[list(a) for a in self.mine["abilities"]],
                    abilities_gained=self.mine["abilities_gained"], sunken_open=list(self.mine["sunken_open"]),
                    sunken_hidden=list(self.mine["sunken_hidden"] or []),
                    tower={m: list(v) for m, v in (self.mine["tower"] or {}).items()})

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
        """What the item adds to the player's best assignment now (the engine's exact
        assignment, :func:`~engine.gilded_compass.assign.best`, over the maps, specialists
        and items of the item's colour), or, if it doubles nothing yet, what it may add: a
        specialist of its kind held finding a map, or one still to come (guesses:
        :data:`ITEM_MAP`, :meth:`specialist_hope`); and what it brings to the missions held."""
        item = ITEMS[i]
        fits = sorted((SPECIALISTS[s].gold for s in self.specialists
                       if (SPECIALISTS[s].colour, SPECIALISTS[s].kind) == (item.colour, item.kind)), reverse=True)
        taken = sum(1 for j in self.items if (ITEMS[j].colour, ITEMS[j].kind) == (item.colour, item.kind))
        if fits[taken:]:
            hope = fits[taken] * min(ITEM_MAP_MAX, ITEM_MAP * self.horizon)
        else:
            hope = self.specialist_hope(item.colour, item.kind)
        if self.plain:
            return float(fits[taken]) if fits[taken:] else hope
        now = self.assigned(item.colour, (*self.items, i)) - self.assigned(item.colour, tuple(self.items))
        return max(float(now), hope) + self.missions_gain(items=[*self.items, i])

    def specialist_hope(self, colour: str, kind: str) -> float:
        """The gold of a specialist of ``colour`` and ``kind`` the player may still claim and
        staff, times the chance (the specialists not seen yet: the others are held,
        shown or out of the game)."""
        seen = [s for seat in self.board["seats"] for s in seat["specialists"]]
        seen += self.board["specialists_shown"] + self.board["removed"]["specialists"]
        unseen = [SPECIALISTS[s] for s in range(len(SPECIALISTS)) if s not in seen]
        fitting = [s.gold for s in unseen if (s.colour, s.kind) == (colour, kind)]
        if not fitting:
            return 0.0
        claims = self.horizon * self.board["university_spaces"] / self.players * ITEM_STEER * len(fitting) / len(unseen)
        return (1 - math.exp(-claims)) * ITEM_STAFFED * sum(fitting) / len(fitting)

    def assigned(self, colour: str, items: tuple[int, ...]) -> int:
        """The gold of the best assignment of the maps taking ``colour`` (ancient and
        mission maps), its specialists and its items among ``items``."""
        key = (colour, tuple(sorted(j for j in items if ITEMS[j].colour == colour)))
        if key not in self._assigned:
            tiles = [MAPS[m] for m in self.maps] + [t for t in (MISSIONS[m].map for m in self.missions)
                                                    if t is not None]
            self._assigned[key] = best([t for t in tiles if colour in t.colours],
                                       [SPECIALISTS[s] for s in self.specialists if SPECIALISTS[s].colour == colour],
                                       [ITEMS[j] for j in key[1]]).gold
        return self._assigned[key]

    def missions_gain(self, items: list[int]) -> float:
        """What the condition missions held gain when the player holds ``items``."""
        goals = [m for m in self.missions if MISSIONS[m].map is None]
        if not goals:
            return 0.0
        return sum(self.mission_hope(m, self._seat(items=items)) - self.mission_hope(m, self._seat())
                   for m in goals)

    def mission_worth(self, m: int) -> float:
        if self.plain:
            tile = MISSIONS[m].map
            return (tile.large if tile is not None else MISSIONS[m].gold) / 2
        return self.worth(self.maps, self.specialists, self.items, self.missions + [m]) - self.base

    def artifact_worth(self, kind: str) -> float:
        """An artifact's gold by the player's collection; for a collection it cannot see
        (another seat's, weighed for the neutral dice), the mean over the collections not
        in view; without the Auction House there are no collections (1 gold)."""
        if self.collections == ():
            return float(ARTIFACT_GOLD_OTHER)
        return sum(_artifact_gold(kind, c) for c in self.collections) / len(self.collections)

    @cached_property
    def collections(self) -> tuple[int, ...]:
        """The collections the player may hold, as far as the view tells."""
        if self.board["buildings"][0] != AUCTION_HOUSE:
            return ()
        if self.mine["collection"] is not None:
            return (self.mine["collection"],)
        seen = {s["collection"] for s in self.board["seats"]}
        return tuple(c for c in range(len(COLLECTIONS)) if c not in seen)

    @cached_property
    def artifact_ranks(self) -> list[float]:
        """The gold expected at each Auction House rank: the best ``keep`` of ``draw``
        artifacts (:data:`~engine.gilded_compass.data.AUCTION_DRAWS`), drawn from what is
        left of the stack (every artifact not in a discard, a hand or a seat's)."""
        left = Counter(dict.fromkeys(ARTIFACT_TYPES, ARTIFACT_COPIES))
        hand = self.board["hand"]
        seen = [a for s in self.board["seats"] for a in s["artifacts"]] + self.board["discards"]["artifacts"]
        seen += hand["tiles"] if hand and hand["kind"] == "artifacts" and hand["tiles"] else []
        left.subtract(seen)
        total = sum(n for n in left.values() if n > 0)
        if not total:
            return []
        dist: dict[float, float] = {}
        for t, n in left.items():
            if n > 0:
                dist[self.artifact_worth(t)] = dist.get(self.artifact_worth(t), 0.0) + n / total
        return [_best_of(dist, draw, keep) for draw, keep in AUCTION_DRAWS[:B_RANKS[self.players]]]

    @cached_property
    def dice_left(self) -> int:
        """Dice every seat has still to place this round (neutral dice aside)."""
        return sum(len(s["dice"]) for s in self.board["seats"])

    @cached_property
    def rivals(self) -> list[Context]:
        """The other seats as this view shows them (their secrets unknown), for weighing
        what a neutral placement does to them."""
        return [Context({**self.view, "seat": p}, self.plain, self.judgement)
                for p in range(self.players) if p != self.me]

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


def _artifact_gold(kind: str, collection: int) -> int:
    c = COLLECTIONS[collection]
    return ARTIFACT_GOLD_MOST if kind == c.most else ARTIFACT_GOLD_PREFERRED if kind == c.preferred \
        else ARTIFACT_GOLD_OTHER


def _best_of(dist: dict[float, float], draw: int, keep: int) -> float:
    """The expected sum of the best ``keep`` of ``draw`` tiles, each drawn with the gold
    distribution ``dist`` (as if put back: the stack is large)."""
    total = 0.0
    for combo in product(dist.items(), repeat=draw):
        p = 1.0
        for _, q in combo:
            p *= q
        total += p * sum(sorted((g for g, _ in combo), reverse=True)[:keep])
    return total


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


@lru_cache(maxsize=16384)
def holdings_worth(maps: tuple[int, ...], specialists: tuple[int, ...], items: tuple[int, ...],
                   missions: tuple[int, ...], map_hope: float, specialist_hope: float) -> float:
    """Maps (a mission's map among them), specialists and items, worked out colour by colour
    with what an unstaffed map or a spare specialist may still become (``map_hope`` of what
    staffing would add, ``specialist_hope`` of its gold): the same holdings come up again
    and again in the strong player's rollouts."""
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
        value, left = colour_part(key, map_hope)
        total += value
        spare += left
    for tile in sorted((t for t in tiles if len(t.colours) > 1), key=lambda t: -t.large):
        staff = []
        for kind in KINDS:
            fits = [x for x in spare if x[1] == kind and x[0] in tile.colours]
            if fits:
                chosen = max(fits, key=lambda x: x[2])
                spare.remove(chosen)
                staff.append(chosen[2])
        total += (tile.large + sum(staff)) if staff else tile.small + map_hope * (tile.large - tile.small)
    total += specialist_hope * sum(g for _, _, g in spare)
    return total

"""What a reward choice adds to the player's final score now: "+3 gold: completes your map of
Pompeii".

The gold is the engine's: its final scoring (``scoring.gold_by_source``, with the best
assignment of specialists and magic items, ``assign.best``) of what the player holds, asked
once without the reward and once with it. The reason is read off the engine's assignment
with the reward: the map a new specialist goes on, the specialists a new map takes, a
mission met or not.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine import Action
from engine.gilded_compass.assign import NONE, Assignment
from engine.gilded_compass.data import MISSIONS, SPECIALISTS, UNUSED_ABILITY_GOLD
from engine.gilded_compass.missions import measure, mission_gold
from engine.gilded_compass.scoring import all_maps, gold_by_source
from engine.gilded_compass.state import Seat

from .holdings import me, seat_of
from .names import map_tile_name, site

if TYPE_CHECKING:
    from ...context import TableContext

#: The reward choices, by action kind.
REWARDS = ("map", "specialist", "artifact", "mission", "ability")


@dataclass(frozen=True)
class Gain:
    """The gold a reward adds to the final score now, and why, in words."""

    gold: int
    why: str


def with_reward(seat: Seat, ctx: TableContext, action: Action) -> Seat:
    """A copy of ``seat`` holding the tile ``action`` takes."""
    after = copy.deepcopy(seat)
    k = action.kind
    if k == "map":
        after.maps.append(ctx.board["maps_shown"][action.number()])
    elif k == "specialist":
        after.specialists.append(ctx.board["specialists_shown"][action.number()])
    elif k == "artifact":
        after.artifacts.append(action.word())
    elif k == "mission":
        after.missions.append(action.number())
    elif k == "ability":
        after.abilities.append([action.word(), ctx.view["round"]])
        after.abilities_gained += 1
    return after


def _total(seat: Seat) -> tuple[int, Assignment]:
    gold, best = gold_by_source(seat)
    return sum(gold.values()), best


def gain(ctx: TableContext, action: Action) -> Gain | None:
    """What taking ``action``'s tile adds to the final score now (``None``: not a reward)."""
    if action.kind not in REWARDS:
        return None
    now = seat_of(me(ctx))
    after = with_reward(now, ctx, action)
    before_gold, before = _total(now)
    after_gold, best = _total(after)
    return Gain(after_gold - before_gold, _why(ctx, action, now, after, before, best))


def _why(ctx: TableContext, action: Action, now: Seat, after: Seat, before: Assignment, best: Assignment) -> str:
    k = action.kind
    if k == "specialist":
        return _specialist(ctx, after, before, best)
    if k == "map" or (k == "mission" and MISSIONS[action.number()].map is not None):
        index = len(now.maps) if k == "map" else len(all_maps(after)) - 1
        return _map(ctx, after, best, index)
    if k == "mission":
        m = action.number()
        if mission_gold(m, after):
            return ctx.t("gc.gain.met")
        return ctx.t("gc.gain.not_met", n=measure(m, after), of=MISSIONS[m].threshold)
    if k == "ability":
        return ctx.t("gc.gain.ability", n=UNUSED_ABILITY_GOLD)
    return ctx.t("gc.gain.collection")


def _specialist(ctx: TableContext, after: Seat, before: Assignment, best: Assignment) -> str:
    j = len(after.specialists) - 1
    maps = all_maps(after)
    for index, (c, e, _ic, _ie) in enumerate(best.placing):
        if j in (c, e):
            name = map_tile_name(ctx, maps[index])
            if c != NONE and e != NONE:
                return ctx.t("gc.gain.completes", map=name)
            was = before.placing[index] if index < len(before.placing) else (NONE, NONE, False, False)
            return ctx.t("gc.gain.staffs" if was[:2] == (NONE, NONE) else "gc.gain.on", map=name)
    return ctx.t("gc.gain.no_map", site=site(ctx, SPECIALISTS[after.specialists[j]].colour))


def _map(ctx: TableContext, after: Seat, best: Assignment, index: int) -> str:
    c, e, _ic, _ie = best.placing[index]
    staff = [SPECIALISTS[after.specialists[j]] for j in (c, e) if j != NONE]
    if not staff:
        return ctx.t("gc.gain.map_alone")
    if len(staff) == 2:
        return ctx.t("gc.gain.map_both")
    return ctx.t("gc.gain.map_one", kind=ctx.t(f"gc.kind.{staff[0].kind}"))


def item_gain(ctx: TableContext, item: int) -> int:
    """What a magic item won at the Hidden Temple (nobody can push its dice off) adds to the
    final score now: the engine's scoring with the item and without it."""
    now = seat_of(me(ctx))
    after = copy.deepcopy(now)
    after.items.append(item)
    return _total(after)[0] - _total(now)[0]


def gain_words(ctx: TableContext, g: Gain) -> str:
    """``+3 gold: completes your map of Pompeii (1/4)``."""
    return ctx.t("gc.gain", n=g.gold, why=g.why)


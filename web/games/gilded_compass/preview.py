"""Where a placement's dice would land, before the player confirms it.

The engine's own placement rule (``places.PLACES[building].place``) is played on a copy of
the table the view shows (``Game.from_view``): the dice it takes, the dice it pushes off
to the Library and the building afterwards are the rules' answer, put in words here
(University pushes, Tower floors, Galleon sums, a run's rank).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import Action
from engine.gilded_compass import GAME, awards, places
from engine.gilded_compass.data import B_RANKS, TOWER_LOW
from engine.gilded_compass.places import PLACES
from engine.gilded_compass.state import NEUTRAL, GCState

from .gains import item_gain
from .names import item_name, ordinal, then, values
from .pieces import owner_name

if TYPE_CHECKING:
    from ...context import TableContext


@dataclass(frozen=True)
class Landing:
    """A placement played on a copy of the table: the dice ``used`` and pushed ``off``
    (``[owner, value]``), ``before`` and ``after`` the placement."""

    building: str
    owner: int
    args: tuple[int, ...]
    will: bool
    used: list[int]
    off: list[list[int]]
    before: GCState
    after: GCState


#: Placements already played, by (the view's board, the action): a drawing asks each
#: option's landing for its button and its words; a new view starts afresh.
_SEEN: dict[str, Any] = {"board": None, "before": None, "landings": {}}


def landing(ctx: TableContext, action: Action) -> Landing:
    board = ctx.board
    if _SEEN["board"] is not board:
        _SEEN.update(board=board, before=GAME.from_view(ctx.view), landings={})
    known: Landing | None = _SEEN["landings"].get((ctx.human, action.code))
    if known is None:
        known = _SEEN["landings"][(ctx.human, action.code)] = _play(ctx, action, _SEEN["before"])
    return known


def _play(ctx: TableContext, action: Action, before: GCState) -> Landing:
    after = GAME.from_view(ctx.view)
    name = action.word(0)
    args = tuple(action.number(i) for i in range(1, len(action.args)))
    owner = NEUTRAL if action.kind == "neutral" else ctx.human
    will = action.kind == "will"
    used, off = PLACES[name].place(after, owner, args, will)
    return Landing(name, owner, args, will, list(used), [list(d) for d in off], before, after)


def where(ctx: TableContext, land: Landing) -> str:
    """Where the dice land and what they do there, in a few words."""
    say = _WHERE.get(land.building)
    text = say(ctx, land) if say else ""
    off = pushed(ctx, land.off, land.will)
    return ctx.t("gc.where.join", a=text, b=off) if text and off else text or off


def pushed(ctx: TableContext, off: list[list[int]], will: bool) -> str:
    if not off:
        return ""
    by: dict[int, list[int]] = {}
    for owner, value in off:
        by.setdefault(owner, []).append(value)
    whose = ctx.listed(ctx.t("gc.dice_of", name=owner_name(ctx, o), dice=values(sorted(v)))
                                   for o, v in by.items())
    return ctx.t("gc.where.tie_off" if will else "gc.where.off", dice=whose)


def entrances(land: Landing) -> list[int]:
    """The University entrances (from 1) the placed dice stand on: the row afterwards, less
    the dice that were there (each kept in order, pushed right or off)."""
    row, before = land.after.university, land.before.university
    new, j = [], 0
    for i, die in enumerate(row):
        if j < len(before) and die == before[j]:
            j += 1
        else:
            new.append(i + 1)
    return new


def _university(ctx: TableContext, land: Landing) -> str:
    new = entrances(land)
    key = "gc.where.university" if len(new) == 1 else "gc.where.university_two"
    return ctx.t(key, spaces=ctx.listed(ordinal(ctx, n) for n in new))


def _archives(ctx: TableContext, land: Landing) -> str:
    v, k, onto = land.args
    if land.will:
        return ctx.t("gc.where.archives_will", n=onto + k, v=v)
    return ctx.t("gc.where.archives_new" if not onto else "gc.where.archives_add", n=onto + k, v=v)


def _library(ctx: TableContext, land: Landing) -> str:
    return ctx.t("gc.where.library")


def _runs(ctx: TableContext, land: Landing) -> str:
    lo, hi = land.args
    ranked = awards.ranked_runs(land.after)
    rank = next(i for i, r in enumerate(ranked) if r[0] == land.owner and (r[1], r[2]) == (lo, hi)) + 1
    rewarded = rank <= B_RANKS[ctx.view["players"]]
    key = "gc.where.run_new" if places.run_of(land.before, land.owner) is None else "gc.where.run_longer"
    return then(ctx, ctx.t(key, run=run(lo, hi)), ctx.t("gc.where.rank" if rewarded else "gc.where.rank_none",
                                                         nth=ordinal(ctx, rank)))


def run(lo: int, hi: int) -> str:
    """A run as a person writes it: ``2–5``, or ``4`` for a run of one die."""
    return f"{lo}–{hi}" if hi > lo else str(lo)


def _temple(ctx: TableContext, land: Landing) -> str:
    item = land.before.items_shown[land.args[0]]
    if land.owner == NEUTRAL:
        return ctx.t("gc.where.temple", item=item_name(ctx, item))
    return ctx.t("gc.where.temple_gain", item=item_name(ctx, item), n=item_gain(ctx, item))


def _illuminati(ctx: TableContext, land: Landing) -> str:
    mine = places.illuminati_set(land.after, land.owner)
    return ctx.t("gc.where.illuminati_tie" if land.will else "gc.where.illuminati", dice=values(mine))


def _galleon(ctx: TableContext, land: Landing) -> str:
    """The engine's own sum to beat; a diver's dice there are one group, new dice join it."""
    need, beat = places.galleon_target(land.before)
    added = bool(places.galleon_group(land.before, land.owner))
    key = "gc.where.galleon" + ("_neutral" if land.owner == NEUTRAL else "") + ("_add" if added else "")
    total = sum(places.galleon_group(land.after, land.owner))
    return ctx.t(key, nth=ordinal(ctx, need), total=total, beat=beat, n=len(land.used), dice=need)


def _tower(ctx: TableContext, land: Landing) -> str:
    sides = [ctx.t("gc.where.tower_left" if v in TOWER_LOW else "gc.where.tower_right", v=v) for v in land.used]
    return ctx.t("gc.where.tower", sides=ctx.listed(sides))


_WHERE = {
    "university": _university, "archives": _archives, "library": _library, "auction_house": _runs,
    "guild": _runs, "hidden_temple": _temple, "illuminati": _illuminati, "sunken_galleon": _galleon,
    "treasure_tower": _tower,
}

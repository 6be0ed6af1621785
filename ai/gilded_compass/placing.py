"""What a placement will give at the round's resolution, given the dice already placed.

Each building's estimate is its reward at the rank the dice would hold, expected over the
dice the other seats still have to place (they may outrank it), less what the dice would
earn elsewhere: every die ends somewhere, and a die that wins nothing goes to the Library
as a knowledge token, so a die costs :data:`DIE` and a losing set still earns its tokens.
The rules are the engine's (placement, ranking); the guesses are this module's.
"""

from __future__ import annotations

import math

from engine import Action
from engine.gilded_compass.awards import galleon_ranking, ranked_runs
from engine.gilded_compass.data import AUCTION_HOUSE, B_RANKS, TOWER_LOW, TOWER_TOKENS
from engine.gilded_compass.dice import decode
from engine.gilded_compass.places import illuminati_leader, illuminati_set, run_of, university_row
from engine.gilded_compass.state import GCState

from .worth import SUNKEN_MEAN, TOWER_MEAN, Context, value_at

#: What a die placed costs: what it would earn anyway, more or less (a token), and a little
#: for the turns it takes.
DIE = 0.9
#: Share of the other seats' dice that may yet come to a building and outrank a set.
ARCHIVES_SHARE, UNIVERSITY_SHARE, RUNS_SHARE, TOWER_SHARE = 0.12, 0.12, 0.25, 0.05
#: Chance that a group of this many dice is outranked by a later group (1, 2, 3, 4+).
GROUP_BEATEN = (0.75, 0.4, 0.12, 0.03)
#: Chance that a run of this length is outranked by a later run (1 ... 5+).
RUN_BEATEN = (0.85, 0.55, 0.25, 0.1, 0.03)
#: What the B building's ranks are worth (a guess): artifacts kept, or a mission.
AUCTION_RANKS, GUILD_RANKS = (5.0, 2.4, 1.5), (3.0, 2.3, 1.6)
#: The Treasure Tower's floors: a token of each metal, on average.
FLOORS = [TOWER_MEAN[m] for m in TOWER_TOKENS]


def estimate(ctx: Context, action: Action) -> float:
    """The gain of a placement (``place``, ``will`` or ``neutral``), in gold."""
    building = action.word(0)
    args = tuple(action.number(i) for i in range(1, len(action.args)))
    if action.kind == "neutral":
        return -0.05  # neutral dice are left unplaced (they would earn nothing for anyone)
    st = ctx.st
    gain = GAINS[building](ctx, st, args, action.kind == "will")
    used = dice_used(st, ctx.me, building, args, action.kind == "will")
    if action.kind == "will":
        gain += 0.5 - ctx.ability_worth("will_to_win")
    return gain - DIE * used


def dice_used(st: GCState, me: int, building: str, args: tuple[int, ...], will: bool) -> int:
    """How many of ``me``'s dice a placement takes (the rules of :mod:`engine.gilded_compass.places`)."""
    if building == "archives":
        return args[1]
    if building == "library":
        return 1
    if building in ("auction_house", "guild"):
        own = run_of(st, me)
        return args[1] - args[0] + 1 - (own[2] - own[1] + 1 if own is not None else 0)
    if building == "hidden_temple":
        return 2
    if building == "illuminati":
        leader = illuminati_leader(st)
        size = len(leader[1]) + (0 if will else 1) if leader else 1
        return size - len(illuminati_set(st, me))
    if building == "sunken_galleon":
        return len(decode(args[0]))
    return len(args)  # university, treasure_tower


def _beaten(table: tuple[float, ...], size: int) -> float:
    return table[min(size, len(table)) - 1]


def _archives(ctx: Context, st: GCState, args: tuple[int, ...], will: bool) -> float:
    v, k, onto = args
    size = onto + k
    others = [(n, value) for o, value, n in st.archives
              if not (o == ctx.me and value == v and n == onto) and not (will and (value, n) == (v, size))]

    def expected(count: int) -> float:
        rank = sum(1 for g in others if g > (count, v))
        later = ctx.opponent_dice * ARCHIVES_SHARE * _beaten(GROUP_BEATEN, count)
        if not ctx.map_values:
            return count * ctx.token
        won = value_at(ctx.map_values, rank + later, -1.0)
        return won if won >= 0 else count * ctx.token

    before = expected(onto) if onto else 0.0
    return expected(size) - before


def _university(ctx: Context, st: GCState, args: tuple[int, ...], will: bool) -> float:
    row = university_row(st, ctx.me, list(args))
    assert row is not None
    kept, off = row
    gain = 0.0
    spaces = ctx.board["university_spaces"]
    for i, (owner, value) in enumerate(kept):
        if owner == ctx.me and value in args and not any(kept[j] == [owner, value] for j in range(i)):
            later = ctx.opponent_dice * UNIVERSITY_SHARE * value / 6
            place = i + later
            if place >= spaces:
                gain += ctx.token
            else:
                gain += value_at(ctx.specialist_values, place * 0.6, 0.0)
    mine_off = sum(1 for o, _ in off if o == ctx.me)
    return gain - mine_off * 1.0


def _library(ctx: Context, st: GCState, args: tuple[int, ...], will: bool) -> float:
    return ctx.token


def _runs(ctx: Context, st: GCState, args: tuple[int, ...], will: bool) -> float:
    lo, hi = args
    ranks = AUCTION_RANKS if st.b == AUCTION_HOUSE else GUILD_RANKS
    places = B_RANKS[ctx.players]
    values = list(ranks[:places])
    own = run_of(st, ctx.me)

    def expected(run: tuple[int, int]) -> float:
        others = [(r[2] - r[1], r[2]) for r in ranked_runs(st) if r[0] != ctx.me and not (will and (r[1], r[2]) == run)]
        length = run[1] - run[0] + 1
        rank = sum(1 for o in others if o > (length - 1, run[1]))
        later = ctx.opponent_dice * RUNS_SHARE / 3 * _beaten(RUN_BEATEN, length)
        won = value_at(values, rank + later, -1.0)
        return won if won >= 0 else length * ctx.token

    before = expected((own[1], own[2])) if own is not None else 0.0
    return expected((lo, hi)) - before


def _temple(ctx: Context, st: GCState, args: tuple[int, ...], will: bool) -> float:
    return ctx.item_worth(ctx.board["items_shown"][args[0]])


def _illuminati(ctx: Context, st: GCState, args: tuple[int, ...], will: bool) -> float:
    leader = illuminati_leader(st)
    size = len(leader[1]) + (0 if will else 1) if leader else 1
    mine = illuminati_set(st, ctx.me)
    values = ctx.ability_values

    def expected(count: int) -> float:
        rank = sum(1 for o, vs in st.illuminati if o != ctx.me and len(vs) > count)
        later = ctx.opponent_dice / max(1, ctx.players - 1) * 0.08 * (ctx.players - 1) / (1 + 0.5 * count)
        won = value_at(values, rank + later, -1.0)
        return won if won >= 0 else count * ctx.token

    before = expected(len(mine)) if mine else 0.0
    return expected(size) - before


def _galleon(ctx: Context, st: GCState, args: tuple[int, ...], will: bool) -> float:
    dice = decode(args[0])
    drawn = ctx.mine["galleon_drawn_count"]
    mine = sum(len(v) for o, v in st.galleon if o == ctx.me)
    ranking = galleon_ranking(st)

    def expected(count: int, tiles: int, leading: bool) -> float:
        if not count:
            return 0.0
        most = (0.65 if count >= 3 else 0.5) if leading else 0.15
        return most * _best(tiles, 2) + (1 - most) * _best(tiles, 1)

    before = expected(mine, drawn, bool(ranking) and ranking[0] == ctx.me)
    st.galleon.append([ctx.me, dice])
    after = expected(mine + len(dice), drawn + len(dice), galleon_ranking(st)[0] == ctx.me)
    st.galleon.pop()
    return after - before


def _best(tiles: int, keep: int) -> float:
    """The expected gold of the best ``keep`` sunken treasures of ``tiles`` drawn (roughly)."""
    if tiles <= 0:
        return 0.0
    top = 3 - (1 - 8 / 30) ** tiles - (8 / 30) ** tiles
    if keep == 1 or tiles == 1:
        return top
    second = 3 - (1 - 8 / 30) ** (tiles - 1) - (8 / 30) ** (tiles - 1) - 0.3
    return top + max(SUNKEN_MEAN - 0.3, second)


def _tower(ctx: Context, st: GCState, args: tuple[int, ...], will: bool) -> float:
    pushes = (ctx.opponent_dice + len(ctx.mine["dice"])) * TOWER_SHARE
    gain = 0.0
    for v in args:
        side = st.tower[0 if v in TOWER_LOW else 1]
        gain += _floor_worth(ctx, 0, pushes)
        for floor, (owner, _) in enumerate(side):
            if owner == ctx.me:
                gain += _floor_worth(ctx, floor + 1, pushes) - _floor_worth(ctx, floor, pushes)
    return gain


def _floor_worth(ctx: Context, floor: int, pushes: float) -> float:
    """A die now on ``floor`` (0: first; 3: pushed off), later pushed up ``pushes`` times on
    average (Poisson)."""
    total = 0.0
    for k in range(0, 4):
        p = math.exp(-pushes) * pushes ** k / math.factorial(k) if k < 3 else 0.0
        if k == 3:
            p = 1 - sum(math.exp(-pushes) * pushes ** j / math.factorial(j) for j in range(3))
        final = floor + k
        total += p * (FLOORS[final] if final < 3 else ctx.token)
    return total


GAINS = {
    "archives": _archives,
    "university": _university,
    "library": _library,
    "auction_house": _runs,
    "guild": _runs,
    "hidden_temple": _temple,
    "illuminati": _illuminati,
    "sunken_galleon": _galleon,
    "treasure_tower": _tower,
}

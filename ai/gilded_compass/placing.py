"""What a placement will give at the round's resolution, given the dice already placed.

A seat's *standing* at a building is what its dice there will win when the building
resolves: a map, a specialist, artifacts or a mission, an ability, sunken treasures or
tower tokens, at the rank or place the dice hold, or the knowledge tokens of dice that win
nothing. Dice still to be placed this round may yet come above them: at the rates per die
still to place below, measured in all-greedy matches (``python3 build.py bench
gilded-compass-balance`` reports how the estimates compare with what the dice won).

A placement is played by the engine's own rule (:data:`engine.gilded_compass.places.PLACES`)
on a copy of the view's table, so pushes, bumps and Will to Win need nothing of their own
here; its gain is the seat's standing at that building after it, less before (its own dice
pushed further or ranked lower count too), less the judgement's ``die`` a die placed
(:attr:`.judgement.Judgement.die`).

Neutral dice (2-3 players, variant 2) win nothing for anyone. A neutral placement is worth
what it changes in the standings: the player's own gain, less each opponent's gain divided
by the number of opponents (in a two-player game a gold taken from the opponent is a gold
won). An opponent's standing is read from the same view: its secrets unknown.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import Any

from engine import Action
from engine.gilded_compass.awards import galleon_ranking, ranked_runs
from engine.gilded_compass.data import (
    AUCTION_HOUSE,
    B_RANKS,
    HIDDEN_TEMPLE,
    LIBRARY,
    TOWER_TOKENS,
)
from engine.gilded_compass.places import PLACES, illuminati_set, run_of
from engine.gilded_compass.state import NEUTRAL, GCState

from .worth import SUNKEN_MEAN, TOWER_MEAN, Context, value_at

#: Places an Archives group falls, for each die still to place this round, by its size (1,
#: 2, 3, 4 or more dice); places a run falls, by its length (1 ... 5 or more).
GROUP_OUTRANKED = (0.16, 0.085, 0.045, 0.025)
RUN_OUTRANKED = (0.15, 0.08, 0.05, 0.04, 0.02)
#: Places a University die moves right, and floors a tower die moves up (on its side), for
#: each die still to place.
UNIVERSITY_PUSH, TOWER_PUSH = 0.18, 0.15
#: A University die at place i claims about the specialist the seat ranks i x this: the
#: seats before it pick what suits them, not always what suits this one.
UNIVERSITY_PICKS = 0.5
#: Places an Illuminati set falls for each die still to place, divided by 1 + half its size.
ILLUMINATI_OUTRANKED = 0.08
#: What a Guild rank is worth: a mission kept (a guess, measured against the missions'
#: worth when kept).
GUILD_RANKS = (3.3, 2.5, 1.7)
#: The Galleon: the chance that the seat with most dice keeps the lead (3 dice or more /
#: fewer), and that another seat takes it.
GALLEON_LEAD, GALLEON_LEAD_SMALL, GALLEON_CATCH_UP = 0.65, 0.5, 0.15
#: The Treasure Tower's floors: a token of each metal, on average.
FLOORS = [TOWER_MEAN[m] for m in TOWER_TOKENS]
#: The buildings' dice in the state, by building.
DICE_OF = {"university": "university", "archives": "archives", "library": "library", "auction_house": "runs",
           "guild": "runs", "hidden_temple": "temple", "illuminati": "illuminati", "sunken_galleon": "galleon",
           "treasure_tower": "tower"}


def estimate(ctx: Context, action: Action) -> float:
    """The gain of a placement (``place``, ``will`` or ``neutral``), in gold."""
    building = action.word(0)
    args = tuple(action.number(i) for i in range(1, len(action.args)))
    if action.kind == "neutral":
        return neutral_estimate(ctx, building, args)
    will = action.kind == "will"
    if building == LIBRARY:
        gain, used = ctx.token, 1
    elif building == HIDDEN_TEMPLE:
        gain, used = ctx.item_worth(ctx.board["items_shown"][args[0]]), 2
    else:
        after, dice, off = played(ctx.st, ctx.me, building, args, will)
        used = len(dice)
        gain = change(ctx, building, ctx.st, after, off, ctx.dice_left - used)
    if will:
        gain += 0.5 - ctx.ability_worth("will_to_win")
    return gain - ctx.judgement.die * used


def neutral_estimate(ctx: Context, building: str, args: tuple[int, ...]) -> float:
    """What neutral dice placed so change the standings: the player's gain less the
    opponents' (each divided by their number). At the Hidden Temple they would only send
    an item back under the stack, at the Library nothing: worth nothing."""
    if building in (HIDDEN_TEMPLE, LIBRARY):
        return 0.0
    after, _, off = played(ctx.st, NEUTRAL, building, args, False)
    mine = change(ctx, building, ctx.st, after, off, ctx.dice_left)
    theirs = sum(change(rival, building, ctx.st, after, off, ctx.dice_left) for rival in ctx.rivals)
    return mine - theirs / max(1, len(ctx.rivals))


def played(st: GCState, owner: int, building: str, args: tuple[int, ...],
           will: bool) -> tuple[GCState, list[int], list[list[int]]]:
    """The table after the placement (a copy: ``st`` is left as it was), the dice it takes
    and the dice it pushes off to the Library."""
    # copy.copy's own steps for a plain dataclass (a new object, the same fields), without its
    # generic look-ups: a placement is tried this way for every legal one of every decision.
    after = object.__new__(type(st))
    after.__dict__.update(st.__dict__)
    name = DICE_OF[building]
    setattr(after, name, _copied(getattr(st, name)))
    dice, off = PLACES[building].place(after, owner, args, will)
    return after, dice, off


def _copied(value: Any) -> Any:
    if not isinstance(value, list):
        return value
    return [_copied(v) if isinstance(v, list) else v for v in value]


def change(ctx: Context, building: str, before: GCState, after: GCState, off: list[list[int]],
           left: int) -> float:
    """The seat's standing at ``building`` after, less before; its dice pushed off become
    knowledge tokens."""
    worth = STANDING[building]
    pushed = sum(1 for owner, _ in off if owner == ctx.me)
    return worth(ctx, after, left) - worth(ctx, before, left) + pushed * ctx.token


def _per(rates: tuple[float, ...], size: int) -> float:
    return rates[min(size, len(rates)) - 1]


# --- each building's standing ---------------------------------------------------------------------


def _groups_worth(ctx: Context, st: GCState, left: int) -> float:
    """The seat's Archives groups: a map each at its rank, or the knowledge tokens of its
    dice when the maps run out first."""
    total = 0.0
    for owner, value, count in st.archives:
        if owner == ctx.me:
            rank = sum(1 for _, v, n in st.archives if (n, v) > (count, value))
            total += _ranked(ctx.map_values, rank, left * _per(GROUP_OUTRANKED, count), count * ctx.token)
    return total


def _row_worth(ctx: Context, st: GCState, left: int) -> float:
    """The seat's University dice: a specialist each at its place (its own dice ahead of it
    take its better ones), or a knowledge token once it would be pushed off."""
    spaces = ctx.board["university_spaces"]
    values = ctx.specialist_values
    total = 0.0
    for i, (owner, _) in enumerate(st.university):
        if owner == ctx.me:
            total += _expected(partial(_claims, values, i), left * UNIVERSITY_PUSH, spaces - i, ctx.token)
    return total


def _claims(values: list[float], place: int, pushed: int) -> float:
    """What a die at ``place`` claims once ``pushed`` places further right."""
    return value_at(values, (place + pushed) * UNIVERSITY_PICKS, 0.0)


def _run_worth(ctx: Context, st: GCState, left: int) -> float:
    """The seat's run at the Auction House or the Guild: what its rank draws and keeps, or
    the knowledge tokens of its dice when it is not rewarded."""
    own = run_of(st, ctx.me)
    if own is None:
        return 0.0
    length = own[2] - own[1] + 1
    values = ctx.artifact_ranks if st.b == AUCTION_HOUSE else list(GUILD_RANKS[:B_RANKS[ctx.players]])
    return _ranked(values, ranked_runs(st).index(own), left * _per(RUN_OUTRANKED, length), length * ctx.token)


def _set_worth(ctx: Context, st: GCState, left: int) -> float:
    """The seat's Illuminati set: the ability its rank chooses, or its dice's tokens."""
    mine = illuminati_set(st, ctx.me)
    if not mine:
        return 0.0
    rank = sum(1 for o, vs in st.illuminati if o != ctx.me and len(vs) > len(mine))
    return _ranked(ctx.ability_values, rank, left * ILLUMINATI_OUTRANKED / (1 + 0.5 * len(mine)),
                   len(mine) * ctx.token)


def _ranked(values: list[float], rank: int, later: float, otherwise: float) -> float:
    """A set at ``rank`` wins ``values[rank]`` (best first), unless sets still to come
    (``later`` on average) push it past the last reward: then ``otherwise``."""
    return _expected(lambda k: values[rank + k], later, len(values) - rank, otherwise)


def _expected(worth_at: Callable[[int], float], later: float, room: int, otherwise: float) -> float:
    """What a set is worth when a Poisson number of sets or dice still to come, ``later``
    on average, land above it: ``worth_at(k)`` with ``k`` above it while ``k < room``,
    ``otherwise`` beyond."""
    total, p, below = 0.0, math.exp(-later), 0.0
    for k in range(max(0, room)):
        total += p * worth_at(k)
        below += p
        p *= later / (k + 1)
    return total + (1 - below) * otherwise


def _dive_worth(ctx: Context, st: GCState, left: int) -> float:
    """The seat's dives at the Galleon: the tiles it drew (one a die), of which the seat
    with most dice keeps two and every other one (none when a neutral runner-up comes
    first), as the lead may still change hands."""
    tiles = sum(len(v) for o, v in st.galleon if o == ctx.me)
    if not tiles:
        return 0.0
    ranking = galleon_ranking(st)
    runner_keeps = 0.0 if len(ranking) > 1 and ranking[1] == NEUTRAL and ranking[0] != ctx.me else 1.0
    if ranking[0] == ctx.me:
        lead = GALLEON_LEAD if tiles >= 3 else GALLEON_LEAD_SMALL
    else:
        lead = GALLEON_CATCH_UP if ranking[0] != NEUTRAL else 0.0
    return lead * _best(tiles, 2) + (1 - lead) * runner_keeps * _best(tiles, 1)


def _best(tiles: int, keep: int) -> float:
    """The expected gold of the best ``keep`` sunken treasures of ``tiles`` drawn (roughly)."""
    if tiles <= 0:
        return 0.0
    top = 3 - (1 - 8 / 30) ** tiles - (8 / 30) ** tiles
    if keep == 1 or tiles == 1:
        return top
    second = 3 - (1 - 8 / 30) ** (tiles - 1) - (8 / 30) ** (tiles - 1) - 0.3
    return top + max(SUNKEN_MEAN - 0.3, second)


def _tower_worth(ctx: Context, st: GCState, left: int) -> float:
    """The seat's dice in the towers: the token of the floor each may be pushed up to."""
    pushes = left * TOWER_PUSH
    return sum(_floor_worth(ctx, floor, pushes) for side in st.tower
               for floor, (owner, _) in enumerate(side) if owner == ctx.me)


def _floor_worth(ctx: Context, floor: int, pushes: float) -> float:
    """A die now on ``floor`` (0: first; 3: pushed off), later pushed up ``pushes`` times on
    average (Poisson)."""
    total = 0.0
    below = 0.0
    for k in range(3):
        p = math.exp(-pushes) * pushes ** k / math.factorial(k)
        below += p
        total += p * (FLOORS[floor + k] if floor + k < 3 else ctx.token)
    return total + (1 - below) * ctx.token


STANDING: dict[str, Callable[[Context, GCState, int], float]] = {
    "archives": _groups_worth,
    "university": _row_worth,
    "auction_house": _run_worth,
    "guild": _run_worth,
    "illuminati": _set_worth,
    "sunken_galleon": _dive_worth,
    "treasure_tower": _tower_worth,
}

"""What tiles, buildings and colonists are worth to a seat (VP-like units).

The rules come from the engine (a building's price, the large buildings' bonuses, what a
board produces); what they are *worth* now is this player's judgement.
"""

from __future__ import annotations

from dataclasses import replace

from engine.puerto_rico.builder import buildable, price
from engine.puerto_rico.data import BUILDING, GOODS, PRICES, QUARRY
from engine.puerto_rico.scoring import LARGE_BUILDING_BONUS
from engine.puerto_rico.state import Seat

from .context import FUNCTION, LONE, PAIR, SPECULATIVE, Context, capacity, plantations


def good_value(ctx: Context, good: str) -> float:
    return max(1.0, PRICES[good] * ctx.doubloon * 1.3)


def large_bonus(board: Seat, name: str) -> float:
    """The large building's bonus, on the board as it may be by the end: two more island
    tiles, four more colonists, eight more VP chips, one more building of the kind counted
    (the building itself, for the city hall, and one to come)."""
    if name not in LARGE_BUILDING_BONUS:
        return 0.0
    later = replace(board, island=board.island + [[QUARRY, 0]] * 2, san_juan=board.san_juan + 4,
                    vp=board.vp + 8)
    bonus = LARGE_BUILDING_BONUS[name](later if name in ("residence", "fortress", "customs_house") else board)
    return bonus + {"guild_hall": 1, "city_hall": 2}.get(name, 0)


def function_value(ctx: Context, board: Seat, name: str) -> float:
    """What the building would do for ``board`` if occupied (VP units, before VP)."""
    b = BUILDING[name]
    late = ctx.progress
    if b.large:
        return large_bonus(board, name) * (0.5 + 0.5 * late)
    if b.good:
        spare = plantations(board, b.good) - capacity(board, b.good)
        useful: float = min(max(spare, 0), b.circles)
        owned = plantations(board, b.good) > 0
        face_up = b.good in ctx.view["supply"]["face_up"]
        if spare >= 0 and useful < b.circles and board.island_free() > 0 and (owned or face_up):
            # circles still to feed: a plantation of that kind may come later. With none of
            # that kind yet, only while one lies in the row to take: a building waiting for a
            # plantation that may never come makes nothing (it was a speculative barrel anyway)
            useful += SPECULATIVE * (1.5 if face_up and owned else 1.0)
        # With none of its good, the building holds a city space (and later a colonist) idle.
        return useful * good_value(ctx, b.good) * 2.2 * (1 - late) + (0.3 if owned else -0.3)
    base = FUNCTION[name]
    if name == "factory":
        base *= min(1.0, sum(1 for g in GOODS if capacity(board, g) or g == "corn") / 3)
    return base * (1 - late)


def build_value(ctx: Context, seat_no: int, name: str, builder: bool) -> float:
    board = ctx.boards[seat_no]
    cost = price(board, name, builder)
    return BUILDING[name].vp + function_value(ctx, board, name) - cost * ctx.doubloon * 0.8


def best_build(ctx: Context, seat_no: int, builder: bool) -> float:
    board, left = ctx.boards[seat_no], ctx.view["supply"]["buildings"]
    best = 0.0
    for name in buildable(board, left, builder):
        best = max(best, build_value(ctx, seat_no, name, builder))
    return best


def tile_value(ctx: Context, board: Seat, kind: str) -> float:
    late = ctx.progress
    if kind == QUARRY:
        return 2.2 * (1 - late) + 0.2
    if kind == "corn":
        return 1.6 * (1 - 0.5 * late)
    spare = capacity(board, kind) - plantations(board, kind)
    return (2.2 if spare > 0 else 0.7) * (1 - 0.6 * late) + PRICES[kind] * 0.1


def placement_value(ctx: Context, board: Seat, colonists: int) -> float:
    """What ``colonists`` more colonists would switch on for ``board``, the best spots first.

    A colonist completing a half-worked production (field without circle, or circle without
    field) is worth a full barrel; an empty field and an empty circle of the same good
    produce only together: :data:`PAIR` barrels for the two colonists, :data:`LONE` VP for
    one on either half alone; other lone fields and circles 0.5; corn fields, quarries and
    violet buildings as in :func:`spot_value`."""
    if colonists <= 0:
        return 0.0
    values: list[float] = []
    pairs: list[float] = []
    for good in GOODS:
        free_fields = sum(1 for k, c in board.island if k == good and c == 0)
        if good == "corn":
            values += [1.5] * free_fields
            continue
        free_circles = sum(BUILDING[b].circles - c for b, c in board.city if BUILDING[b].good == good)
        idle_fields = max(0, plantations(board, good, True) - capacity(board, good, True))
        idle_circles = max(0, capacity(board, good, True) - plantations(board, good, True))
        unit = 2.0 + PRICES[good] * 0.2
        fill = min(idle_fields, free_circles)  # a circle for a field already worked
        fill2 = min(idle_circles, free_fields)  # a field for a circle already worked
        values += [unit] * (fill + fill2)
        new = min(free_fields - fill2, free_circles - fill)  # a new field and a new circle
        pairs += [PAIR * unit] * new
        values += [0.5] * (free_fields - fill2 - new + free_circles - fill - new)
    values += [1.5 * (1 - ctx.progress)] * sum(1 for k, c in board.island if k == QUARRY and c == 0)
    for b, c in board.city:
        info = BUILDING[b]
        if not info.good and c < info.circles:
            values.append(1.0 + function_value(ctx, board, b) * 0.6 + (3 if info.large else 0))
    values.sort(reverse=True)
    pairs.sort(reverse=True)
    best = 0.0
    for used in range(min(len(pairs), colonists // 2) + 1):
        # pairs not used as such: each half alone is a lone field or circle (LONE)
        singles = sorted(values + [LONE] * (2 * (len(pairs) - used)), reverse=True)
        best = max(best, sum(pairs[:used]) + sum(singles[:colonists - 2 * used]))
    return best


def spot_value(ctx: Context, spot: str) -> float:
    """What one more colonist on ``spot`` switches on for me."""
    board = ctx.mine
    if spot == QUARRY:
        return 1.5 * (1 - ctx.progress)
    if spot in PRICES:
        if spot == "corn":
            return 1.5
        return 2.0 if capacity(board, spot, True) > plantations(board, spot, True) else 0.6
    b = BUILDING[spot]
    if b.good:
        return 2.0 + PRICES[b.good] * 0.2 if plantations(board, b.good, True) > capacity(board, b.good, True) else 0.5
    return 1.0 + function_value(ctx, board, spot) * 0.6 + (3 if b.large else 0)

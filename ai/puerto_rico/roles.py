"""What a role would give each seat now, and when taking something would end the game
sooner for a player who is behind."""

from __future__ import annotations

from engine.puerto_rico.captain import load_count, ships_taking
from engine.puerto_rico.craftsman import production
from engine.puerto_rico.data import CAPTAIN_PRIVILEGE_VP, FACTORY_BONUS, GOODS, MAYOR_PRIVILEGE_COLONISTS, VP_PER_BARREL
from engine.puerto_rico.mayor import ship_needed, ship_share
from engine.puerto_rico.settler import quarry_allowed
from engine.puerto_rico.state import Seat
from engine.puerto_rico.trader import may_sell, sale_price

from .context import MAYOR_WEIGHT, SHIP_EARLY, SHIP_LATE, Context
from .worth import best_build, good_value, placement_value, tile_value


def settler_gain(ctx: Context, seat_no: int, settler: bool) -> float:
    board = ctx.boards[seat_no]
    if board.island_free() <= 0:
        return 0.0
    options = [tile_value(ctx, board, k) for k in set(ctx.view["supply"]["face_up"])]
    if quarry_allowed(board, ctx.view["supply"]["quarries"], settler):
        options.append(tile_value(ctx, board, "quarry"))
    return max(options, default=0.0)


def mayor_gain(ctx: Context, seat_no: int, mayor: bool) -> float:
    board = ctx.boards[seat_no]
    ship = ctx.view["supply"]["colonist_ship"]
    after_mayor = (seat_no - ctx.view["chooser"]) % ctx.n if mayor is False else 0
    arriving = ship_share(ship, ctx.n, after_mayor) + (MAYOR_PRIVILEGE_COLONISTS if mayor else 0)
    usable = min(arriving + board.san_juan, board.empty_circles())
    return placement_value(ctx, board, usable) * MAYOR_WEIGHT * (1 - 0.5 * ctx.progress)


def craftsman_gain(ctx: Context, seat_no: int, craftsman: bool) -> float:
    board = ctx.boards[seat_no]
    makes = production(board)
    made = [g for g in GOODS if makes[g] > 0]
    value: float = sum(min(makes[g], ctx.view["supply"]["goods"][g]) * good_value(ctx, g) * 0.6 for g in made)
    if craftsman and made:
        value += max(good_value(ctx, g) for g in made)
    if board.occupied("factory") and len(made) >= 2:
        value += FACTORY_BONUS[len(made)] * ctx.doubloon
    return value


def sale(ctx: Context, seat_no: int, good: str, trader: bool) -> float:
    return sale_price(ctx.boards[seat_no], good, trader) * ctx.doubloon - 0.3


def trader_gain(ctx: Context, seat_no: int, trader: bool) -> float:
    board, house = ctx.boards[seat_no], ctx.view["trading_house"]
    options = [sale(ctx, seat_no, g, trader) for g in GOODS if may_sell(board, g, house)]
    return max([0.0, *options])


def shippable(ctx: Context, board: Seat) -> int:
    """Barrels the seat could ship now, kinds tried largest first, each onto a ship the
    rules allow it (one kind a ship)."""
    ships = [dict(s) for s in ctx.view["ships"]]
    total = 0
    for good in sorted(GOODS, key=lambda g: -board.goods[g]):
        have = board.goods[good]
        if not have:
            continue
        allowed = ships_taking(ships, good, have)
        if not allowed:
            continue
        ship = ships[allowed[0]]
        load = load_count(ship, have)
        ship["good"], ship["load"] = good, ship["load"] + load
        total += load
    return total


def captain_gain(ctx: Context, seat_no: int, captain: bool) -> float:
    board = ctx.boards[seat_no]
    shipped = shippable(ctx, board)
    if board.occupied("wharf"):
        shipped += max(board.goods.values()) // 2
    value: float = shipped * VP_PER_BARREL
    if shipped and board.occupied("harbor"):
        value += 1.5
    if shipped and captain:
        value += CAPTAIN_PRIVILEGE_VP
    return value * (SHIP_EARLY + (SHIP_LATE - SHIP_EARLY) * ctx.progress)


def builder_gain(ctx: Context, seat_no: int, builder: bool) -> float:
    return best_build(ctx, seat_no, builder)


GAINS = {
    "settler": settler_gain, "mayor": mayor_gain, "builder": builder_gain, "craftsman": craftsman_gain,
    "trader": trader_gain, "captain": captain_gain,
}


def role_value(ctx: Context, role_id: str) -> float:
    slot = next(r for r in ctx.view["roles"] if r["id"] == role_id)
    value: float = slot["doubloons"] * ctx.doubloon
    if slot["role"] == "prospector":
        return value + ctx.doubloon
    gain = GAINS[slot["role"]]
    mine = gain(ctx, ctx.me, True)
    others = [gain(ctx, s, False) for s in range(ctx.n) if s != ctx.me]
    return value + mine - ctx.style.others_weight * max(others, default=0.0)


# --- ending the game sooner ------------------------------------------------------------------

def scores_so_far(ctx: Context) -> list[int]:
    """VP chips plus building VP, per seat. Others' chips are secret but every chip comes
    from a public event: a load's barrels, the captain's privilege, the harbor."""
    chips = [0] * ctx.n
    for e in ctx.view["log"]:
        if e["type"] == "load":
            chips[e["seat"]] += e["count"] * VP_PER_BARREL
        elif e["type"] == "harbor" or (e["type"] == "privilege" and e["role"] == "captain"):
            chips[e["seat"]] += e["vp"]
    return [chips[s] + board.building_vp() for s, board in enumerate(ctx.boards)]


def hastens_end(ctx: Context, what: str) -> bool:
    """True if I am behind and this one ``barrel``, ``colonist`` or VP chip (``vp``) could be
    the one that ends the game this round (nothing ends it already): then I do without it.

    A barrel: the chips left are no more than the barrels everyone holds, so one captain
    phase could ship them all. A colonist: the supply would then fall short of the next
    refill of the ship. A chip: it is the last, and nobody has a barrel left to ship.
    """
    view, sup = ctx.view, ctx.view["supply"]
    if view["end_triggers"]:
        return False
    if what == "barrel":
        near = sup["vp_chips"] <= sum(sum(b.goods.values()) for b in ctx.boards) + 1
    elif what == "colonist":
        near = sup["colonists"] == ship_needed(ctx.n, sum(b.empty_building_circles() for b in ctx.boards))
    else:
        near = sup["vp_chips"] == 1 and not any(shippable(ctx, b) for b in ctx.boards)
    if not near:
        return False
    scores = scores_so_far(ctx)
    return scores[ctx.me] + 1 < max(sc for s, sc in enumerate(scores) if s != ctx.me)

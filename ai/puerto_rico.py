"""The greedy Puerto Rico player: score every legal action, take the best.

It reads only its own seat's view (other seats' VP chips are ``None`` there and the
face-down plantations are a count) and the static tables of ``engine.puerto_rico.data``.

The evaluation, in VP-like units:

- ``progress`` (0 at the start, 1 near the end) is the furthest of three clocks: VP
  chips shipped, colonists used, the fullest city. Early, what a building *does* counts;
  late, only its VP and the large buildings' bonuses.
- A doubloon is worth :data:`DOUBLOON` VP early, less late; a barrel is worth its price
  in doubloons or ~1 VP by ship, whichever is more.
- **Roles**: for every seat, what the role would give it now (tiles it could take, what
  the colonists it would get would switch on -- a barrel for one that completes a
  half-worked production, a plantation and a circle of the same good only as a pair --,
  the best building it could buy, the goods it would make, the best sale, the VP it
  could ship). My gain, plus the doubloons on the card, minus :data:`OTHERS_WEIGHT` times
  the best gain among the others (giving is costly). Roles within :data:`NEAR_TIE` of the
  best count as equal.
- **Settler** tiles by what they feed (a production building with spare circles, corn,
  quarries early); **mayor** spots by what the colonist switches on; **builder** by VP +
  function - price, where a production building is worth the plantations it would
  serve (circles with no plantation yet only :data:`SPECULATIVE` each, and nothing once
  the seat already has more circles than plantations of that good); **craftsman** the
  dearest extra good; **trader** the best sale; **captain** the most VP now, wharf kept
  for when it ships more; **storage** keep the kinds with the most barrels.
- **Privileges and functions it may decline** (the extra good, a colonist from the mayor,
  hospice or university, the captain's or harbor's VP): taken, unless it is behind (VP
  chips, counted from the public loads, plus building VP) and that very barrel, colonist or
  chip could bring the end of the game: see :func:`hastens_end`. Production and the
  warehouses are always used (a whole production, or a kind kept, is worth more than one
  barrel less on the table).

Ties (and, for roles, near-ties) are broken with ``rng.below``, so AI-vs-AI matches replay
exactly yet do not all follow one opening.
"""

from __future__ import annotations

from engine import Action, Rng
from engine.puerto_rico.data import (BUILDING, BUILDINGS, CITY_SPACES, GOODS, PRICES, QUARRY, SETUP,
                                     TRADING_HOUSE_SPACES)

DOUBLOON = 0.6
OTHERS_WEIGHT = 0.6
#: Roles within this many VP of the best are near-equal: one of them is taken at random, so
#: that all-greedy matches do not replay one scripted opening that favours a fixed seat.
NEAR_TIE = 0.8
#: A production building's circle with no plantation yet to feed it, against one that has.
SPECULATIVE = 0.6
#: The mayor's worth to a seat, per VP its new colonists would switch on.
MAYOR_WEIGHT = 0.8
#: A new plantation and a new production circle of the same good, worked together: barrels.
PAIR = 1.2
#: A colonist on one half of such a pair alone: nothing yet, the other half comes later.
LONE = 1.3
#: Shipping VP now, against building up: early, a VP shipped is worth less than an engine.
SHIP_EARLY, SHIP_LATE = 0.5, 1.2
#: What an occupied violet building does for its owner, early in the game (VP units).
FUNCTION = {
    "small_market": 2.0, "hacienda": 1.2, "construction_hut": 1.2, "small_warehouse": 1.5, "hospice": 1.8,
    "office": 2.2, "large_market": 3.0, "large_warehouse": 2.2, "factory": 3.5, "university": 1.8,
    "harbor": 4.5, "wharf": 4.5,
}


def choose(view: dict, legal: list[Action], rng: Rng) -> Action:
    """The legal action with the best evaluation; ties broken by ``rng``."""
    ctx = Context({**view["board"], "seat": view["seat"], "players": view["players"], "round": view["round"],
                   "phase": view["phase"], "log": view["log"]})
    scored = [(round(evaluate(ctx, a), 6), i) for i, a in enumerate(legal)]
    best = max(s for s, _ in scored)
    margin = NEAR_TIE if legal[0].kind == "role" else 0.0  # every action is a role in that phase
    top = [i for s, i in scored if s >= best - margin]
    return legal[top[rng.below(len(top))]] if len(top) > 1 else legal[top[0]]


class Context:
    """Facts about the visible position that several evaluations share."""

    def __init__(self, view: dict):
        self.view = view
        self.me = view["seat"]
        self.n = view["players"]
        self.seats = view["seats"]
        self.mine = self.seats[self.me]
        setup = SETUP[self.n]
        sup = view["supply"]
        clocks = [
            1 - sup["vp_chips"] / setup.vp_chips,
            1 - sup["colonists"] / setup.colonists,
            max(CITY_SPACES - s["city_free"] for s in self.seats) / CITY_SPACES,
        ]
        self.progress = min(1.0, max(clocks) * 1.15)
        self.doubloon = DOUBLOON * (1 - 0.6 * self.progress)


# --- facts about one seat ---------------------------------------------------------------

def occupied(seat: dict, name: str) -> bool:
    return any(b["building"] == name and b["colonists"] > 0 for b in seat["city"])


def owns(seat: dict, name: str) -> bool:
    return any(b["building"] == name for b in seat["city"])


def plantations(seat: dict, good: str, only_occupied: bool = False) -> int:
    return sum(1 for t in seat["island"] if t["tile"] == good and (t["colonists"] > 0 or not only_occupied))


def capacity(seat: dict, good: str, only_occupied: bool = False) -> int:
    """Production-building circles for ``good`` (occupied ones only, if asked)."""
    return sum(b["colonists"] if only_occupied else b["circles"]
               for b in seat["city"] if BUILDING[b["building"]].good == good)


def production(seat: dict, good: str) -> int:
    fields = plantations(seat, good, True)
    return fields if good == "corn" else min(fields, capacity(seat, good, True))


def good_value(ctx: Context, good: str) -> float:
    return max(1.0, PRICES[good] * ctx.doubloon * 1.3)


def building_cost(ctx: Context, seat_no: int, name: str, builder: bool) -> int:
    seat = ctx.seats[seat_no]
    quarries = sum(1 for t in seat["island"] if t["tile"] == QUARRY and t["colonists"] > 0)
    b = BUILDING[name]
    return max(0, b.cost - min(quarries, b.column) - (1 if builder else 0))


# --- building values ----------------------------------------------------------------------

def large_bonus(ctx: Context, seat: dict, name: str) -> float:
    if name == "guild_hall":
        return sum(1 if BUILDING[b["building"]].circles == 1 else 2 for b in seat["city"] if BUILDING[b["building"]].good) + 1
    if name == "residence":
        return 4 + max(0, len(seat["island"]) + 2 - 9)
    if name == "fortress":
        return (seat["colonists"] + 4) // 3
    if name == "customs_house":
        return ((seat["vp_chips"] or 0) + 8) // 4
    if name == "city_hall":
        return 2 + sum(1 for b in seat["city"] if BUILDING[b["building"]].violet)
    return 0.0


def function_value(ctx: Context, seat: dict, name: str) -> float:
    """What the building would do for ``seat`` if occupied (VP units, before VP)."""
    b = BUILDING[name]
    late = ctx.progress
    if b.large:
        return large_bonus(ctx, seat, name) * (0.5 + 0.5 * late)
    if b.good:
        spare = plantations(seat, b.good) - capacity(seat, b.good)
        useful = min(max(spare, 0), b.circles)
        if spare >= 0 and useful < b.circles and seat["island_free"] > 0:
            # circles still to feed: a plantation of that kind may come later
            useful += SPECULATIVE * (1.5 if b.good in ctx.view["supply"]["face_up"] else 1.0)
        return useful * good_value(ctx, b.good) * 2.2 * (1 - late) + 0.3
    base = FUNCTION[name]
    if name == "factory":
        base *= min(1.0, sum(1 for g in GOODS if capacity(seat, g) or g == "corn") / 3)
    return base * (1 - late)


def build_value(ctx: Context, seat_no: int, name: str, builder: bool) -> float:
    seat = ctx.seats[seat_no]
    b = BUILDING[name]
    cost = building_cost(ctx, seat_no, name, builder)
    return b.vp + function_value(ctx, seat, name) - cost * ctx.doubloon * 0.8


def best_build(ctx: Context, seat_no: int, builder: bool) -> float:
    seat = ctx.seats[seat_no]
    best = 0.0
    for b in BUILDINGS:
        if (ctx.view["supply"]["buildings"][b.name] > 0 and not owns(seat, b.name) and seat["city_free"] >= b.spaces
                and seat["doubloons"] >= building_cost(ctx, seat_no, b.name, builder)):
            best = max(best, build_value(ctx, seat_no, b.name, builder))
    return best


# --- what a role gives a seat ---------------------------------------------------------------

def tile_value(ctx: Context, seat: dict, kind: str) -> float:
    late = ctx.progress
    if kind == QUARRY:
        return 2.2 * (1 - late) + 0.2
    if kind == "corn":
        return 1.6 * (1 - 0.5 * late)
    spare = capacity(seat, kind) - plantations(seat, kind)
    return (2.2 if spare > 0 else 0.7) * (1 - 0.6 * late) + PRICES[kind] * 0.1


def settler_gain(ctx: Context, seat_no: int, settler: bool) -> float:
    seat = ctx.seats[seat_no]
    if seat["island_free"] <= 0:
        return 0.0
    options = [tile_value(ctx, seat, k) for k in set(ctx.view["supply"]["face_up"])]
    if ctx.view["supply"]["quarries"] and (settler or occupied(seat, "construction_hut")):
        options.append(tile_value(ctx, seat, QUARRY))
    return max(options, default=0.0)


def mayor_gain(ctx: Context, seat_no: int, mayor: bool) -> float:
    seat = ctx.seats[seat_no]
    ship = ctx.view["supply"]["colonist_ship"]
    offset = (seat_no - ctx.view["chooser"]) % ctx.n if mayor is False else 0
    arriving = ship // ctx.n + (1 if offset < ship % ctx.n else 0) + (1 if mayor else 0)
    empty = sum(1 for t in seat["island"] if t["colonists"] == 0) + sum(b["circles"] - b["colonists"] for b in seat["city"])
    usable = min(arriving + seat["san_juan"], empty)
    return placement_value(ctx, seat, usable) * MAYOR_WEIGHT * (1 - 0.5 * ctx.progress)


def placement_value(ctx: Context, seat: dict, colonists: int) -> float:
    """What ``colonists`` more colonists would switch on for ``seat``, the best spots first.

    A colonist completing a half-worked production (field without circle, or circle without
    field) is worth a full barrel; an empty field and an empty circle of the same good
    produce only together: :data:`PAIR` barrels for the two colonists, :data:`LONE` VP for
    one on either half alone; other lone fields and circles 0.5; corn fields, quarries and
    violet buildings as in :func:`spot_value`."""
    if colonists <= 0:
        return 0.0
    values, pairs = [], []
    for good in GOODS:
        free_fields = sum(1 for t in seat["island"] if t["tile"] == good and t["colonists"] == 0)
        if good == "corn":
            values += [1.5] * free_fields
            continue
        free_circles = sum(b["circles"] - b["colonists"] for b in seat["city"] if BUILDING[b["building"]].good == good)
        idle_fields = max(0, plantations(seat, good, True) - capacity(seat, good, True))
        idle_circles = max(0, capacity(seat, good, True) - plantations(seat, good, True))
        unit = 2.0 + PRICES[good] * 0.2
        fill = min(idle_fields, free_circles)  # a circle for a field already worked
        fill2 = min(idle_circles, free_fields)  # a field for a circle already worked
        values += [unit] * (fill + fill2)
        new = min(free_fields - fill2, free_circles - fill)  # a new field and a new circle
        pairs += [PAIR * unit] * new
        values += [0.5] * (free_fields - fill2 - new + free_circles - fill - new)
    values += [1.5 * (1 - ctx.progress)] * sum(1 for t in seat["island"] if t["tile"] == QUARRY and t["colonists"] == 0)
    for b in seat["city"]:
        info = BUILDING[b["building"]]
        if not info.good and b["colonists"] < b["circles"]:
            values.append(1.0 + function_value(ctx, seat, b["building"]) * 0.6 + (3 if info.large else 0))
    values.sort(reverse=True)
    pairs.sort(reverse=True)
    best = 0.0
    for used in range(min(len(pairs), colonists // 2) + 1):
        # pairs not used as such: each half alone is a lone field or circle (LONE)
        singles = sorted(values + [LONE] * (2 * (len(pairs) - used)), reverse=True)
        best = max(best, sum(pairs[:used]) + sum(singles[:colonists - 2 * used]))
    return best


def craftsman_gain(ctx: Context, seat_no: int, craftsman: bool) -> float:
    seat = ctx.seats[seat_no]
    made = [g for g in GOODS if production(seat, g) > 0]
    value = sum(min(production(seat, g), ctx.view["supply"]["goods"][g]) * good_value(ctx, g) * 0.6 for g in made)
    if craftsman and made:
        value += max(good_value(ctx, g) for g in made)
    if occupied(seat, "factory") and len(made) >= 2:
        value += (0, 0, 1, 2, 3, 5)[len(made)] * ctx.doubloon
    return value


def sale(ctx: Context, seat_no: int, good: str, trader: bool) -> float:
    seat = ctx.seats[seat_no]
    price = PRICES[good] + (1 if trader else 0)
    price += (1 if occupied(seat, "small_market") else 0) + (2 if occupied(seat, "large_market") else 0)
    return price * ctx.doubloon - 0.3


def trader_gain(ctx: Context, seat_no: int, trader: bool) -> float:
    seat = ctx.seats[seat_no]
    house = ctx.view["trading_house"]
    if len(house) >= TRADING_HOUSE_SPACES:
        return 0.0
    options = [sale(ctx, seat_no, g, trader) for g in GOODS
               if seat["goods"][g] > 0 and (g not in house or occupied(seat, "office"))]
    return max([0.0, *options])


def shippable(ctx: Context, seat: dict) -> int:
    """Barrels the seat could ship now, kinds tried largest first onto distinct ships."""
    ships = [dict(s) for s in ctx.view["ships"]]
    total = 0
    for good in sorted(GOODS, key=lambda g: -seat["goods"][g]):
        have = seat["goods"][good]
        if not have:
            continue
        same = [s for s in ships if s["good"] == good]
        if same:
            room = same[0]["capacity"] - same[0]["load"]
            load = min(have, room)
            same[0]["load"] += load
        else:
            empty = [s for s in ships if s["load"] == 0]
            if not empty:
                continue
            ship = max(empty, key=lambda s: min(have, s["capacity"]))
            load = min(have, ship["capacity"])
            ship["good"], ship["load"] = good, load
        total += load
    return total


def captain_gain(ctx: Context, seat_no: int, captain: bool) -> float:
    seat = ctx.seats[seat_no]
    shipped = shippable(ctx, seat)
    if occupied(seat, "wharf"):
        shipped += max(seat["goods"].values()) // 2
    value = shipped
    if shipped and occupied(seat, "harbor"):
        value += 1.5
    if shipped and captain:
        value += 1
    # barrels that will spoil at the end of the phase count against it (storage is lost)
    return value * (SHIP_EARLY + (SHIP_LATE - SHIP_EARLY) * ctx.progress)


def builder_gain(ctx: Context, seat_no: int, builder: bool) -> float:
    return best_build(ctx, seat_no, builder)


GAINS = {
    "settler": settler_gain, "mayor": mayor_gain, "builder": builder_gain, "craftsman": craftsman_gain,
    "trader": trader_gain, "captain": captain_gain,
}


def role_value(ctx: Context, role_id: str) -> float:
    slot = next(r for r in ctx.view["roles"] if r["id"] == role_id)
    value = slot["doubloons"] * ctx.doubloon
    if slot["role"] == "prospector":
        return value + ctx.doubloon
    gain = GAINS[slot["role"]]
    mine = gain(ctx, ctx.me, True)
    others = [gain(ctx, s, False) for s in range(ctx.n) if s != ctx.me]
    return value + mine - OTHERS_WEIGHT * max(others, default=0.0)


# --- ending the game sooner ------------------------------------------------------------------

def scores_so_far(ctx: Context) -> list[int]:
    """VP chips plus building VP, per seat. Others' chips are secret but every chip comes
    from a public event: a load's barrels, the captain's privilege, the harbor."""
    chips = [0] * ctx.n
    for e in ctx.view["log"]:
        if e["type"] == "load":
            chips[e["seat"]] += e["count"]
        elif e["type"] == "harbor" or (e["type"] == "privilege" and e["role"] == "captain"):
            chips[e["seat"]] += e["vp"]
    return [chips[s] + seat["building_vp"] for s, seat in enumerate(ctx.seats)]


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
        near = sup["vp_chips"] <= sum(sum(s["goods"].values()) for s in ctx.seats) + 1
    elif what == "colonist":
        empty = sum(b["circles"] - b["colonists"] for s in ctx.seats for b in s["city"])
        near = sup["colonists"] == max(ctx.n, empty)
    else:
        near = sup["vp_chips"] == 1 and not any(shippable(ctx, s) for s in ctx.seats)
    if not near:
        return False
    scores = scores_so_far(ctx)
    return scores[ctx.me] + 1 < max(sc for s, sc in enumerate(scores) if s != ctx.me)


# --- per action -------------------------------------------------------------------------------

def spot_value(ctx: Context, spot: str) -> float:
    """What one more colonist on ``spot`` switches on for me."""
    seat = ctx.mine
    if spot == QUARRY:
        return 1.5 * (1 - ctx.progress)
    if spot in PRICES:
        if spot == "corn":
            return 1.5
        return 2.0 if capacity(seat, spot, True) > plantations(seat, spot, True) else 0.6
    b = BUILDING[spot]
    if b.good:
        return 2.0 + PRICES[b.good] * 0.2 if plantations(seat, b.good, True) > capacity(seat, b.good, True) else 0.5
    return 1.0 + function_value(ctx, seat, spot) * 0.6 + (3 if b.large else 0)


def evaluate(ctx: Context, action: Action) -> float:
    kind, args = action.kind, action.args
    me = ctx.mine
    if kind == "role":
        return role_value(ctx, args[0])
    if kind == "settle":
        return tile_value(ctx, me, args[0])
    if kind == "quarry":
        return tile_value(ctx, me, QUARRY)
    if kind == "hacienda":
        return 1.0 * (1 - ctx.progress) + 0.4
    if kind == "keep" and not args:
        return 0.1
    if kind == "rearrange":
        return 0.0
    if kind == "place":
        return spot_value(ctx, args[0])
    if kind == "build":
        return build_value(ctx, ctx.me, args[0], ctx.view["chooser"] == ctx.me)
    if kind == "produce":
        return 1.0
    if kind == "extra":
        return -1.0 if hastens_end(ctx, "barrel") else good_value(ctx, args[0])
    if kind in ("hospice", "university") or (kind == "privilege" and ctx.view["phase"] == "mayor"):
        return -1.0 if hastens_end(ctx, "colonist") else 1.0
    if kind in ("harbor", "privilege"):
        return -1.0 if hastens_end(ctx, "vp") else 1.0
    if kind == "sell":
        return sale(ctx, ctx.me, args[0], ctx.view["chooser"] == ctx.me)
    if kind == "load":
        good, ship = args
        s = ctx.view["ships"][ship]
        count = min(me["goods"][good], s["capacity"] - s["load"])
        return count + 0.2 * (s["load"] + count == s["capacity"]) - 0.01 * ship
    if kind == "wharf":
        count = min(me["goods"][args[0]], 11)
        return count - 1.5 + 0.1 * PRICES[args[0]]
    if kind in ("store", "keep"):
        good = args[0]
        return me["goods"][good] * good_value(ctx, good)
    return 0.0  # pass, decline

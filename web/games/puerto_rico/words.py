"""Puerto Rico in words: names, action labels and end reasons (plain text; the log's sentences:
log.py).

Every figure a sentence names comes from the view, the engine's data or the engine's rule
functions (``engine/puerto_rico/README.md``, "Rules as functions"): the table never works
out a rule again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.puerto_rico import GAME, captain, craftsman, trader
from engine.puerto_rico.builder import price
from engine.puerto_rico.data import (
    BUILDING,
    CAPTAIN_PRIVILEGE_VP,
    FACTORY_BONUS,
    GOODS,
    HARBOR_VP,
    ISLAND_SPACES,
    MARKET_BONUS,
    MAYOR_PRIVILEGE_COLONISTS,
    RESIDENCE_BASE,
    RESIDENCE_FROM,
    TRADING_HOUSE_SPACES,
    WAREHOUSE_KINDS,
    WHARF_CAPACITY,
    WINDROSE_BARRELS,
)
from engine.puerto_rico.rounds import PROSPECTOR_DOUBLOONS
from engine.puerto_rico.state import Seat

if TYPE_CHECKING:
    from engine import Action

    from ...context import TableContext

#: The rule numbers the texts name, from the engine's data (each fact once); a text naming
#: one is read through :func:`rt`, which fills them in.
NUMBERS = {
    "prospector_d": PROSPECTOR_DOUBLOONS, "mayor_c": MAYOR_PRIVILEGE_COLONISTS, "captain_vp": CAPTAIN_PRIVILEGE_VP,
    "harbor_vp": HARBOR_VP, "small_market": MARKET_BONUS["small_market"],
    "large_market": MARKET_BONUS["large_market"], "small_wh": WAREHOUSE_KINDS["small_warehouse"],
    "large_wh": WAREHOUSE_KINDS["large_warehouse"], "wharf_cap": WHARF_CAPACITY, "house": TRADING_HOUSE_SPACES,
    "res_base": RESIDENCE_BASE, "res_from": RESIDENCE_FROM, "island": ISLAND_SPACES,
    "windrose": WINDROSE_BARRELS, "f2": FACTORY_BONUS[2], "f3": FACTORY_BONUS[3], "f4": FACTORY_BONUS[4],
    "f5": FACTORY_BONUS[5],
}


def rt(ctx: TableContext, key: str, **fields: object) -> str:
    """The text ``key`` with ``fields`` and the rule numbers (:data:`NUMBERS`) filled in."""
    return ctx.t(key, **{**NUMBERS, **fields})


# --- names -----------------------------------------------------------------------------------

def good(ctx: TableContext, g: str) -> str:
    return ctx.t(f"pr.good.{g}")


def why_fields(fields: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The figures a refusal names (engine/puerto_rico/why.py) in the table's words."""
    named = {"building": bld, "good": good, "carried": good, "role": role}
    return {k: named[k](ctx, v) if k in named else v for k, v in fields.items()}


def tile(ctx: TableContext, kind: str) -> str:
    """A plantation ("corn plantation") or the quarry."""
    return ctx.t(f"pr.tile.{kind}")


def plant(ctx: TableContext, kind: str) -> str:
    """A plantation kind (or the quarry) in a word, for the row and the small tiles."""
    return ctx.t(f"pr.plant.{kind}")


def bld(ctx: TableContext, name: str) -> str:
    return ctx.t(f"pr.bld.{name}")


def short(ctx: TableContext, name: str) -> str:
    """A building's short name, for the small buttons and the city's spaces."""
    return ctx.t(f"pr.short.{name}")


def role(ctx: TableContext, role_name: str) -> str:
    """A role's name (``prospector2`` is a second prospector)."""
    return ctx.t(f"pr.role.{role_name.rstrip('0123456789')}")


def goods_list(ctx: TableContext, goods: dict[str, int]) -> str:
    """``{corn: 2, sugar: 1}`` as "2 corn, 1 sugar", in the goods' order."""
    parts = [ctx.t("pr.n_good", n=goods[g], good=good(ctx, g)) for g in GOODS if goods.get(g)]
    return ctx.listed(parts) or ctx.t("pr.nothing")


def spot(ctx: TableContext, name: str) -> str:
    """A place for a colonist: a plantation kind, the quarry or a building."""
    return bld(ctx, name) if name in BUILDING else tile(ctx, name)


def ship_name(ctx: TableContext, index: int | str) -> str:
    if index == "wharf":
        return ctx.t("pr.wharf_ship")
    ships = ctx.board["ships"]
    cap = ships[index]["capacity"] if isinstance(index, int) and 0 <= index < len(ships) else "?"
    return ctx.t("pr.ship", cap=cap)


# --- the seat's own board, as the engine's rule functions want it ---------------------------

def my_board(ctx: TableContext) -> Seat:
    return GAME.from_view(ctx.view).seats[ctx.human]


def am_chooser(ctx: TableContext) -> bool:
    """Whether the human took the role being played (its privilege is theirs)."""
    return ctx.board.get("chooser") == ctx.human and ctx.board.get("role") is not None


def my_price(ctx: TableContext, name: str) -> int:
    """What the human pays for ``name``: the engine's price in the builder phase (``step.costs``
    for the seat to act), else its price after quarries (with the builder's doubloon off
    when the human is the builder)."""
    costs = (ctx.board.get("step") or {}).get("costs")
    if costs and ctx.view["to_act"] == [ctx.human] and name in costs:
        return int(costs[name])
    return price(my_board(ctx), name, ctx.view["phase"] == "builder" and am_chooser(ctx))


def production_now(ctx: TableContext) -> dict[str, int]:
    """What the human would take if they produced now (the engine's ``craftsman.taken``)."""
    return craftsman.taken(my_board(ctx), ctx.board["supply"]["goods"])


def declining(ctx: TableContext) -> str:
    """What a ``decline`` leaves unused now: ``hospice``, ``university``, ``mayor``,
    ``craftsman``, ``captain`` (the privilege), ``harbor`` or ``warehouse``."""
    phase: str = ctx.view["phase"]
    if phase == "settler":
        return "hospice"
    if phase == "builder":
        return "university"
    if phase == "captain":
        offers = (ctx.board.get("step") or {}).get("offers") or ["privilege"]
        return "captain" if offers[0] == "privilege" else "harbor"
    if phase == "storage":
        return "warehouse"
    return phase  # mayor, craftsman: their privilege


# --- buttons ----------------------------------------------------------------------------------

def label(action: Action, ctx: TableContext) -> str:
    """The words on the button of one legal action (its accessible name)."""
    a: Any  # a tuple of words or numbers, as each kind of action says
    k, a = action.kind, action.args
    me = my_board(ctx)
    if k == "role":
        slot = next((s for s in ctx.board["roles"] if s["id"] == a[0]), {"doubloons": 0})
        key = "pr.act.role_money" if slot["doubloons"] else "pr.act.role"
        return ctx.t(key, role=role(ctx, a[0]), n=slot["doubloons"])
    if k == "settle":
        return ctx.t("pr.act.settle", tile=tile(ctx, a[0]))
    if k == "place":
        return ctx.t("pr.act.place", spot=spot(ctx, a[0]))
    if k == "build":
        return ctx.t("pr.act.build", building=bld(ctx, a[0]), n=my_price(ctx, a[0]))
    if k == "produce":
        return ctx.t("pr.act.produce", goods=goods_list(ctx, production_now(ctx)))
    if k == "extra":
        return ctx.t("pr.act.extra", good=good(ctx, a[0]))
    if k == "sell":
        return ctx.t("pr.act.sell", good=good(ctx, a[0]), n=trader.sale_price(me, a[0], am_chooser(ctx)))
    if k == "load":
        ship = ctx.board["ships"][int(a[1])]
        n = captain.load_count(ship, me.goods[a[0]])
        return ctx.t("pr.act.load", n=n, good=good(ctx, a[0]), cap=ship["capacity"])
    if k == "wharf":
        return ctx.t("pr.act.wharf", n=captain.wharf_count(me.goods[a[0]]), good=good(ctx, a[0]))
    if k == "store":
        return ctx.t("pr.act.store", n=me.goods[a[0]], good=good(ctx, a[0]))
    if k == "keep" and a:
        return ctx.t("pr.act.keep_good", good=good(ctx, a[0]))
    if k == "keep":
        return ctx.t("pr.act.keep_colonists")
    if k == "privilege":
        return rt(ctx, f"pr.act.privilege.{ctx.view['phase']}")
    if k == "decline":
        return ctx.t(f"pr.act.decline.{declining(ctx)}")
    if k == "pass":
        return ctx.t(f"pr.act.pass.{ctx.view['phase']}")
    if k in ("quarry", "hacienda", "rearrange", "hospice", "university", "harbor"):
        return rt(ctx, f"pr.act.{k}")
    return action.code


def reason(code: str, ctx: TableContext) -> str:
    """Why the match ends (the trigger that fired), in words."""
    try:
        return ctx.t(f"pr.reason.{code}")
    except KeyError:
        return code

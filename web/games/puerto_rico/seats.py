"""The players' boards: the human's island (12 spaces), city (12 spaces, a large building
takes two), San Juan, goods, doubloons and VP chips, drawn large; every other seat compact.
Other seats' VP chips are hidden until the end (the view has ``None`` for them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.puerto_rico.data import BUILDING, CITY_SPACES, GOODS, ISLAND_SPACES

from ...markup import Markup, fragment, h
from ...widgets import seat as seat_widget
from ...widgets import stat
from .pieces import changed, circle, circles, dots, memo, named, once, swatch, tap
from .supply import building_help
from .words import bld, good, plant, role, short

if TYPE_CHECKING:
    from ...context import TableContext

# --- one board's parts -------------------------------------------------------------------------


def island(ctx: TableContext, p: dict[str, Any], was: dict[str, Any] | None, compact: bool = False) -> Markup:
    """The island's spaces in order filled, each tile with its colonist circle; empty spaces
    after them. On the human's own board a tile with an empty circle is tapped to place."""
    tiles = p["island"]
    old = len(was["island"]) if was else len(tiles)
    cells = []
    for i, t in enumerate(tiles):
        kind, on = t["tile"], t["colonists"] > 0
        new = i >= old
        if compact:  # the initial and the circle as text: other seats' boards stay light to draw
            cells.append(once(("isle", ctx.lang, kind, on, new),
                              # mypy infers no type for a lambda with default arguments (the ignore below)
                              lambda kind=kind, on=on, new=new: h.li(  # type: ignore[misc]
                ctx.t(f"pr.initial.{kind}"), dots(int(on), 1), class_=["pr-isle", f"pr-k-{kind}", new and "new"],
                title=_tile_title(ctx, kind, on))))
            continue
        face = [h.span(plant(ctx, kind), class_="pr-nm"), circle(on)]
        button = None if on else tap(ctx, f"place:{kind}", face)
        cells.append(h.li(button or face, class_=["pr-isle", f"pr-k-{kind}", on and "on", new and "new"],
                          title=_tile_title(ctx, kind, on)))
    if not compact:  # the other seats' free spaces are only counted (in the heading)
        cells += [h.li(class_="pr-isle free", aria_hidden="true") for _ in range(ISLAND_SPACES - len(tiles))]
    head = ctx.t("pr.island", n=len(tiles), spaces=ISLAND_SPACES)
    return h.div(h.h3(head) if not compact else h.h4(head), h.ul(cells, class_=["pr-island", compact and "mini"]),
                 class_="pr-island-box")


def _tile_title(ctx: TableContext, kind: str, on: bool) -> str:
    return f"{ctx.t(f'pr.tile.{kind}')} · {ctx.t('pr.occupied' if on else 'pr.unoccupied')}"


def city(ctx: TableContext, p: dict[str, Any], was: dict[str, Any] | None, compact: bool = False) -> Markup:
    """The city's buildings in order built, each with its circles (filled or empty), VP and
    whether it works; a large building takes two spaces; free spaces after them."""
    built = p["city"]
    old = {b["building"] for b in was["city"]} if was else {b["building"] for b in built}
    cells = []
    for b in built:
        name, on, n = b["building"], b["colonists"], b["circles"]
        if compact:
            key = ("mini", ctx.lang, name, on, name not in old)
            # mypy infers no type for a lambda with default arguments (the ignore below)
            cells.append(once(key, lambda name=name, on=on: _mini_building(ctx, name, on, old)))  # type: ignore[misc]
            continue
        button = None if on >= n else tap(ctx, f"place:{name}", _building_face(ctx, name, on))
        if button is None:
            key = ("city", ctx.lang, name, on, name not in old)
            # mypy infers no type for a lambda with default arguments (the ignore below)
            cells.append(once(key, lambda name=name, on=on: _building(ctx, name, on, old)))  # type: ignore[misc]
        else:
            cells.append(_building(ctx, name, on, old, button))
    if not compact:
        cells += [h.li(class_="pr-city-b free", aria_hidden="true") for _ in range(p["city_free"])]
    used = CITY_SPACES - p["city_free"]
    head = ctx.t("pr.city", n=used, spaces=CITY_SPACES)
    return h.div(h.h3(head) if not compact else h.h4(head), h.ul(cells, class_=["pr-city", compact and "mini"]),
                 class_="pr-city-box")


def _building_face(ctx: TableContext, name: str, on: int) -> Markup:
    """A building in a city: its short name, its circles (filled or empty) and its VP."""
    data = BUILDING[name]
    return fragment(h.span(swatch(ctx, data.good) if data.good else None, " " if data.good else None,
                           short(ctx, name), class_="pr-bn"),
                    h.span(circles(on, data.circles), " ", h.span(ctx.t("pr.vp", n=data.vp), class_="pr-vp"),
                           class_="pr-bfoot"))


def _mini_building(ctx: TableContext, name: str, on: int, old: set[str]) -> Markup:
    """Another seat's building: its short name and circles as text, its full name on hover."""
    data = BUILDING[name]
    return h.li(short(ctx, name), " ", dots(on, data.circles),
                class_=["pr-city-b", data.good and f"pr-k-{data.good}", not data.good and "violet",
                        data.large and "large", on and "on", name not in old and "new"],
                title=f"{bld(ctx, name)} · {ctx.t('pr.vp', n=data.vp)} · {ctx.t('pr.working' if on else 'pr.idle')}")


def _building(ctx: TableContext, name: str, on: int, old: set[str], button: Markup | None = None) -> Markup:
    data = BUILDING[name]
    status = ctx.t("pr.working" if on else "pr.idle")
    return h.li(button or _building_face(ctx, name, on),
                class_=["pr-city-b", data.good and f"pr-k-{data.good}", not data.good and "violet",
                        data.large and "large", on and "on", name not in old and "new"],
                title=f"{bld(ctx, name)} · {status} · {building_help(ctx, name)}")


def goods_of(ctx: TableContext, p: dict[str, Any], was: dict[str, Any] | None, own: bool = False) -> Markup:
    """The barrels on a windrose; on the human's own, a good is tapped to sell it."""
    items = []
    old = (was or {}).get("goods") or {}
    for g in GOODS:
        n = p["goods"][g]
        delta = changed(n, old.get(g)) if was else None
        if not n and not delta:
            continue
        face = named(ctx, g, good(ctx, g), n)
        moved = h.span(f"{'+' if delta > 0 else '−'}{abs(delta)}",
                       class_=["delta", "up" if delta > 0 else "down"]) if delta else None
        items.append(h.li((tap(ctx, f"sell:{g}", face) if own else None) or face, " " if moved else None, moved))
    return h.ul(items or [h.li(ctx.t("pr.no_goods"), class_="empty")], class_="pr-goods")


def _figures(ctx: TableContext, p: dict[str, Any], was: dict[str, Any] | None) -> Markup:
    """Doubloons, VP chips (hidden for other seats until the end), building VP, colonists."""
    def moved(key: str) -> int | None:
        return changed(p[key], was[key]) if was and was.get(key) is not None and p[key] is not None else None

    chips = p["vp_chips"]
    vp = (stat(ctx.t("pr.vp_chips"), chips, change=moved("vp_chips")) if chips is not None
          else h.span(ctx.t("pr.vp_chips"), " ", h.b("?"), class_="stat pr-hidden", title=ctx.t("pr.vp_hidden")))
    return h.p(stat(ctx.t("pr.doubloons"), p["doubloons"], change=moved("doubloons")), vp,
               stat(ctx.t("pr.building_vp"), p["building_vp"], change=moved("building_vp")),
               stat(ctx.t("pr.san_juan"), p["san_juan"], change=moved("san_juan")),
               stat(ctx.t("pr.colonists"), p["colonists"]), class_="stats")


def _badges(ctx: TableContext, seat: int) -> list[str]:
    v = ctx.board
    out = []
    if seat == v["governor"]:
        out.append("♛ " + ctx.t("pr.governor"))
    out += [role(ctx, r["id"]) for r in v["roles"] if r["taken_by"] == seat]
    if seat in ctx.view["to_act"]:
        out.append("▶")
    return out


def _was(ctx: TableContext, seat: int) -> dict[str, Any] | None:
    before = ctx.before_board
    if not before:
        return None
    seats = before.get("seats") or []
    return seats[seat] if seat < len(seats) else None


# --- the seats ------------------------------------------------------------------------------------

def my_seat(ctx: TableContext) -> Markup:
    p = ctx.board["seats"][ctx.human]
    was = _was(ctx, ctx.human)
    badges = [h.span(b, class_="badge") for b in _badges(ctx, ctx.human)]
    return h.section(
        h.h2(ctx.t("pr.your_board"), " ", badges, id="pr-me-h"), _figures(ctx, p, was),
        island(ctx, p, was), city(ctx, p, was),
        h.div(h.h3(ctx.t("pr.windrose")), goods_of(ctx, p, was, own=True), class_="pr-windrose"),
        h.p(ctx.t("pr.san_juan_has", n=p["san_juan"]), class_="pr-sj"),
        class_="panel pr-panel pr-me", aria_labelledby="pr-me-h", id="pr-me")


def other_seats(ctx: TableContext) -> Markup | None:
    """Every other seat, compact; drawn again only when what it shows has changed."""
    v = ctx.board
    inputs = ("others", ctx.lang, ctx.human, ctx.names, v["seats"], (ctx.before_board or {}).get("seats"),
              ctx.view["to_act"], v["governor"], [r["taken_by"] for r in v["roles"]])
    return memo(inputs, lambda: _other_seats(ctx))


def _other_seats(ctx: TableContext) -> Markup | None:
    items = []
    for p in ctx.board["seats"]:
        seat = p["seat"]
        if seat == ctx.human:
            continue
        was = _was(ctx, seat)
        items.append(seat_widget(ctx.name(seat), _figures(ctx, p, was), goods_of(ctx, p, was),
                                 island(ctx, p, was, compact=True), city(ctx, p, was, compact=True),
                                 acting=seat in ctx.view["to_act"], badges=_badges(ctx, seat), cls="pr-seat"))
    if not items:
        return None
    return h.section(h.h2(ctx.t("pr.others")), h.ul(items, class_="seat-list"), class_="panel pr-panel pr-others")

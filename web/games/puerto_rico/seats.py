"""The players' boards: the human's island (12 spaces), city (12 spaces, a large building
takes two), San Juan, goods, doubloons and VP chips, drawn large; every other seat compact.
Other seats' VP chips are hidden until the end (the view has ``None`` for them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.puerto_rico.data import BUILDING, CITY_SPACES, GOODS, ISLAND_SPACES

from ...markup import Markup, fragment, h
from ...pictures import picture
from ...widgets import button, stat
from ...widgets import seat as seat_widget
from .. import kit
from .drawings import building_symbol
from .pieces import building_tile, changed, circle, circles, memo, named, once, piece, seat_mark, tap
from .supply import building_help
from .words import bld, good, plant, role, short

if TYPE_CHECKING:
    from ...context import TableContext

#: The choices made on your own barrels: ship them on your wharf, keep them in the storage.
BARREL_KINDS = ("wharf", "store", "keep")

# --- one board's parts -------------------------------------------------------------------------


def island(ctx: TableContext, p: dict[str, Any], was: dict[str, Any] | None, compact: bool = False,
           own: bool = False) -> Markup:
    """The island's spaces in order filled, each tile with its colonist circle; empty spaces
    after them. On the human's own board (``own``) a tile with an empty circle is tapped to
    place. ``compact``: tiles only (another seat's board, small)."""
    tiles = p["island"]
    old = len(was["island"]) if was else len(tiles)
    cells = []
    for i, t in enumerate(tiles):
        kind, on = t["tile"], t["colonists"] > 0
        new = i >= old
        if compact:  # the tile, named with whether it is worked, and its colonist on it
            cells.append(once(("isle", ctx.lang, kind, on, new),
                              # mypy infers no type for a lambda with default arguments (the ignore below)
                              lambda kind=kind, on=on, new=new: h.li(  # type: ignore[misc]
                picture(f"pr-tile-{kind}", _tile_title(ctx, kind, on), cls="pr-tile-pic"),
                circle(ctx, on), class_=["pr-isle", f"pr-k-{kind}", on and "on", new and "new"])))
            continue
        face = [h.span(piece(ctx, kind, tile=True), circle(ctx, on), class_="pr-spot"),
                *_tile_name(ctx, kind),
                h.span(ctx.t("pr.occupied" if on else "pr.unoccupied"), class_="sr-only")]
        button = None if on or not own else tap(ctx, f"place:{kind}", face)
        cells.append(h.li(button or face, class_=["pr-isle", f"pr-k-{kind}", on and "on", new and "new"],
                          title=_tile_title(ctx, kind, on)))
    if not compact:  # the other seats' free spaces are only counted (in the heading)
        cells += [h.li(class_="pr-isle free", aria_hidden="true") for _ in range(ISLAND_SPACES - len(tiles))]
    head = ctx.t("pr.island", n=len(tiles), spaces=ISLAND_SPACES)
    return h.div(h.h3(head) if own else h.h4(head), h.ul(cells, class_=["pr-island", compact and "mini"]),
                 class_="pr-island-box")


def _tile_title(ctx: TableContext, kind: str, on: bool) -> str:
    return f"{ctx.t(f'pr.tile.{kind}')} · {ctx.t('pr.occupied' if on else 'pr.unoccupied')}"


def city(ctx: TableContext, p: dict[str, Any], was: dict[str, Any] | None, compact: bool = False,
         own: bool = False) -> Markup:
    """The city's buildings in order built, each with its circles (filled or empty), VP and
    whether it works; a large building takes two spaces; free spaces after them. On the
    human's own board (``own``) a building with an empty circle is tapped to place."""
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
        button = None if on >= n or not own else tap(ctx, f"place:{name}", _building_face(ctx, name, on))
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
    return h.div(h.h3(head) if own else h.h4(head), h.ul(cells, class_=["pr-city", compact and "mini"]),
                 class_="pr-city-box")


def _kind(name: str) -> list[str | bool | None]:
    """A building tile's classes: its kind's colour (a production building's good, violet, or
    large violet) and whether it takes two spaces."""
    data = BUILDING[name]
    return ["pr-city-b", f"pr-k-{data.good}" if data.good else ("violet-large" if data.large else "violet"),
            data.large and "large"]


def _building_face(ctx: TableContext, name: str, on: int) -> Markup:
    """A building in a city: its tile, its short name, its circles (filled or empty) and its VP."""
    data = BUILDING[name]
    return fragment(h.span(building_tile(ctx, name), " ", short(ctx, name), class_="pr-bn"),
                    h.span(circles(ctx, on, data.circles), " ", h.span(ctx.t("pr.vp", n=data.vp), class_="pr-vp"),
                           class_="pr-bfoot"))


def _mini_building(ctx: TableContext, name: str, on: int, old: set[str]) -> Markup:
    """Another seat's building, small: its tile, named in words (its full name, VP, circles
    filled and whether it works, also its tooltip), framed when it has a colonist."""
    data = BUILDING[name]
    words = " · ".join((bld(ctx, name), ctx.t("pr.vp", n=data.vp), ctx.t("pr.circles_on", on=on, n=data.circles),
                        ctx.t("pr.working" if on else "pr.idle")))
    return h.li(picture(building_symbol(data), words, cls="pr-bld-pic"),
                class_=[*_kind(name), on and "on", name not in old and "new"], title=words)


def _building(ctx: TableContext, name: str, on: int, old: set[str], button: Markup | None = None) -> Markup:
    status = ctx.t("pr.working" if on else "pr.idle")
    return h.li(button or _building_face(ctx, name, on), class_=[*_kind(name), on and "on", name not in old and "new"],
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
        items.append(h.li(_barrel_tap(ctx, g, face) if own else face, " " if moved else None, moved))
    return h.ul(items or [h.li(ctx.t("pr.no_goods"), class_="empty")], class_="pr-goods")


def _barrel_tap(ctx: TableContext, g: str, face: Markup) -> Markup:
    """Your barrels of a good, the piece tapped to ship them on your wharf, or to keep them
    (storage); as they are when neither is asked."""
    return next((t for t in (tap(ctx, f"{kind}:{g}", face) for kind in BARREL_KINDS) if t is not None), face)


def _figures(ctx: TableContext, p: dict[str, Any], was: dict[str, Any] | None) -> Markup:
    """Doubloons, VP chips (hidden for other seats until the end), building VP, colonists."""
    def moved(key: str) -> int | None:
        return changed(p[key], was[key]) if was and was.get(key) is not None and p[key] is not None else None

    chips = p["vp_chips"]
    vp = (stat(ctx.t("pr.vp_chips"), chips, change=moved("vp_chips")) if chips is not None
          else h.span(ctx.t("pr.vp_chips"), " ", h.b("?"), class_="stat pr-hidden", title=ctx.t("pr.vp_hidden")))
    # The figures the scoreboard shows of every seat as well (a phone leaves them to it there).
    on_scoreboard = h.span(stat(ctx.t("pr.doubloons"), p["doubloons"], change=moved("doubloons")), vp,
                           stat(ctx.t("pr.building_vp"), p["building_vp"], change=moved("building_vp")),
                           class_="pr-on-score")
    return h.p(on_scoreboard,
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
        h.h2(seat_mark(ctx.human), " ", ctx.t("pr.your_board"), " ", badges, id="pr-me-h"), _figures(ctx, p, was),
        island(ctx, p, was, own=True), city(ctx, p, was, own=True),
        h.div(h.h3(ctx.t("pr.windrose")), goods_of(ctx, p, was, own=True), class_="pr-windrose"),
        class_="panel pr-panel pr-me", aria_labelledby="pr-me-h", id="pr-me")


#: The table's own state (``ctx.ui``) naming the other seat whose whole board is open: a way
#: of looking at the table, kept from one decision to the next (``LASTING_UI``).
OPEN = "pr-board"


def open_seat(ctx: TableContext) -> int | None:
    """The other seat whose whole board is shown full size (one at a time), if any."""
    value = str(ctx.ui.get(OPEN, ""))
    return int(value) if value.isdigit() and int(value) != ctx.human else None


def _whole_board(ctx: TableContext, seat: int, shown: bool) -> Markup:
    """The button that opens (or closes) a seat's whole board, full size."""
    return button(ctx.t("pr.board_open_of", name=ctx.name(seat)), kit.pick(OPEN, "" if shown else seat),
                  content=ctx.t("pr.board_open"), pressed=shown, cls="pr-whole")


def other_seats(ctx: TableContext) -> Markup | None:
    """Every other seat, compact, or one of them full size; drawn again only when what it
    shows has changed."""
    v = ctx.board
    inputs = ("others", ctx.lang, ctx.human, ctx.names, v["seats"], (ctx.before_board or {}).get("seats"),
              ctx.view["to_act"], v["governor"], [r["taken_by"] for r in v["roles"]], open_seat(ctx))
    return memo(inputs, lambda: _other_seats(ctx))


def _other_seats(ctx: TableContext) -> Markup | None:
    items = []
    shown = open_seat(ctx)
    for p in ctx.board["seats"]:
        seat = p["seat"]
        if seat == ctx.human:
            continue
        was = _was(ctx, seat)
        full = seat == shown
        items.append(seat_widget([seat_mark(seat), " ", ctx.name(seat)], _whole_board(ctx, seat, full),
                                 _figures(ctx, p, was), goods_of(ctx, p, was),
                                 island(ctx, p, was, compact=not full), city(ctx, p, was, compact=not full),
                                 acting=seat in ctx.view["to_act"], badges=_badges(ctx, seat),
                                 cls=["pr-seat", full and "pr-seat-full"]))
    if not items:
        return None
    return h.section(h.h2(ctx.t("pr.others")), h.ul(items, class_="seat-list"), class_="panel pr-panel pr-others")


def _tile_name(ctx: TableContext, kind: str) -> list[Markup]:
    """The tile's name as its cell shows it (shortened where the word would break: "Tobac."),
    the full name for a screen reader."""
    short, full = ctx.t(f"pr.plant_tile.{kind}"), plant(ctx, kind)
    if short == full:
        return [h.span(full, class_="pr-nm")]
    return [h.span(short, class_="pr-nm", aria_hidden="true"), h.span(full, class_="sr-only")]

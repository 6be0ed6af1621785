"""Each player's mat: the four tracks with their values, levels and what each level gives,
the shore's buildings with their workers, the harbour and the supply, the trade and action
tokens, the cards (the card limit and the governor slot), slavery cards set aside, the
Monument's casualties and the glory so far (the engine's score sheet of the position).
Everything is public in Endeavor: every mat is drawn in full."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.endeavor import GAME
from engine.endeavor.data import ATTRIBUTES, track_glory
from engine.endeavor.scoring import sheet

from ...markup import Markup, h
from ...widgets import seat as seat_widget
from ...widgets import stat
from .names import building, building_help, card_help, card_name
from .pieces import memo, seat_mark, tip, token_chip

if TYPE_CHECKING:
    from ...context import TableContext

_SHEETS: dict[str, list[dict[str, int]]] = {}


def sheets(ctx: TableContext) -> list[dict[str, int]]:
    """Every seat's score sheet as if the match ended now (``scoring.sheet``), by position."""
    key = repr((ctx.view["round"], ctx.view["phase"], ctx.board))
    if key not in _SHEETS:
        if len(_SHEETS) > 64:
            _SHEETS.clear()
        st = GAME.from_view(ctx.view)
        _SHEETS[key] = [sheet(st, s) for s in range(ctx.view["players"])]
    return _SHEETS[key]


def _was(ctx: TableContext, seat: int) -> dict[str, Any] | None:
    before = ctx.before_board
    seats = (before or {}).get("seats") or []
    return seats[seat] if seat < len(seats) else None


def _badges(ctx: TableContext, seat: int) -> list[str]:
    v, view = ctx.board, ctx.view
    out = []
    if seat == v["start"]:
        out.append(ctx.t("ev.crown"))
    if seat in view["to_act"]:
        out.append("▶")
    if view["phase"] == "actions" and seat not in v["queue"]:
        out.append(ctx.t("ev.passed"))
    return out


def _tracks(ctx: TableContext, p: dict[str, Any], was: dict[str, Any] | None) -> Markup:
    rows = []
    for a in ATTRIBUTES:
        value, lvl = p["attributes"][a], p["levels"][a]
        change = value - was["attributes"][a] if was else None
        gives = ctx.t(f"ev.gives.{a}", n=lvl)
        extra = [p["tokens"][a] > 0 and h.span(ctx.t("ev.brown_tokens"), " ", p["tokens"][a], class_="ev-sub"),
                 p["monument"][a] > 0 and h.span(ctx.t("ev.monument_casualties"), " ", p["monument"][a],
                                                 class_="ev-sub")]
        rows.append(h.li(h.span(ctx.t(f"ev.Attr.{a}"), class_=["ev-attr", f"ev-at-{a}"]), " ",
                         stat("", value, change=change), " ",
                         h.span(ctx.t(f"ev.level.{a}"), " ", h.b(lvl), ": ", gives, class_="ev-gives"),
                         " ", extra, title=ctx.t("ev.glory_n", n=track_glory(value)), class_="ev-trow"))
    return h.ul(rows, class_="ev-tracks")


def _shore(ctx: TableContext, p: dict[str, Any], where: str) -> Markup:
    items = []
    for i, (name, worker) in enumerate(zip(p["shore"], p["workers"])):
        face = [h.span("●" if worker else "○", class_=["ev-worker", worker and "on"],
                       title=ctx.t("ev.worker_on") if worker else None), " ", building(ctx, name)]
        items.append(h.li(tip(f"ev-{where}-b{i}", face, f"{building(ctx, name)}: {building_help(ctx, name)}",
                              cls=["ev-bld", worker and "busy"])))
    return h.div(h.h3(ctx.t("ev.shore")), h.ul(items, class_="ev-held"), class_="ev-holding")


def _cards(ctx: TableContext, p: dict[str, Any], where: str) -> Markup:
    limit = p["levels"]["influence"]
    cards = [h.li(tip(f"ev-{where}-c{i}", card_name(ctx, c), f"{card_name(ctx, c)}: {card_help(ctx, c)}",
                      cls="ev-cardtile")) for i, c in enumerate(p["cards"])]
    slot = p["slot"]
    slot_face = (tip(f"ev-{where}-slot", card_name(ctx, slot), f"{card_name(ctx, slot)}: {card_help(ctx, slot)}",
                     cls="ev-cardtile ev-govtile") if slot is not None else h.span(ctx.t("ev.slot_empty"),
                                                                                  class_="ev-note"))
    return h.div(
        h.h3(ctx.t("ev.cards", n=len(p["cards"]), limit=limit)),
        h.ul(cards, class_="ev-held") if cards else h.p(ctx.t("ev.none"), class_="ev-note"),
        h.div(h.b(ctx.t("ev.slot")), " ", slot_face, class_="ev-line"),  # a div: the card is a <details>
        p["set_aside"] and h.p(h.b(ctx.t("ev.set_aside")), " ", len(p["set_aside"]), class_="ev-line"),
        class_="ev-holding")


def _tokens(ctx: TableContext, p: dict[str, Any], where: str) -> Markup | None:
    kinds = sorted(set(p["action_tokens"]))
    if not kinds:
        return None
    chips = [h.li(token_chip(ctx, k, f"ev-{where}-t{k}", p["action_tokens"].count(k))) for k in kinds]
    return h.div(h.h3(ctx.t("ev.action_tokens")), h.ul(chips, class_="ev-held"), class_="ev-holding")


def _figures(ctx: TableContext, p: dict[str, Any], seat: int, was: dict[str, Any] | None) -> Markup:
    glory = sum(sheets(ctx)[seat].values())
    return h.p(stat(ctx.t("ev.harbour"), p["harbour"], change=p["harbour"] - was["harbour"] if was else None),
               stat(ctx.t("ev.supply_discs"), p["supply"]), stat(ctx.t("ev.glory_now"), glory), class_="stats")


def _body(ctx: TableContext, p: dict[str, Any], seat: int, where: str) -> list[Any]:
    """The mat, each part drawn again only when what it reads changed."""
    was = _was(ctx, seat)
    reader = (ctx.lang, ctx.human, tuple(ctx.names), where)
    tracks = [p[k] for k in ("attributes", "levels", "tokens", "monument")]
    return [_figures(ctx, p, seat, was),
            memo(("ev-tracks", reader, tracks, was and was["attributes"]), lambda: _tracks(ctx, p, was)),
            memo(("ev-shore", reader, p["shore"], p["workers"]), lambda: _shore(ctx, p, where)),
            memo(("ev-tokens", reader, p["action_tokens"]), lambda: _tokens(ctx, p, where)),
            memo(("ev-cards", reader, p["cards"], p["slot"], p["set_aside"], p["levels"]["influence"]),
                 lambda: _cards(ctx, p, where))]


def my_seat(ctx: TableContext) -> Markup:
    p = ctx.board["seats"][ctx.human]
    inputs = ("ev-me", ctx.lang, ctx.human, ctx.names, p, _was(ctx, ctx.human), _badges(ctx, ctx.human),
              sheets(ctx)[ctx.human])
    return memo(inputs, lambda: h.section(
        h.h2(seat_mark(ctx, ctx.human), " ", ctx.t("ev.your_mat"), " ",
             [h.span(b, class_="badge") for b in _badges(ctx, ctx.human)], id="ev-me-h"),
        _body(ctx, p, ctx.human, "me"), class_="panel ev-me", aria_labelledby="ev-me-h", id="ev-me"))


def other_seats(ctx: TableContext) -> Markup | None:
    items = []
    for seat, p in enumerate(ctx.board["seats"]):
        if seat == ctx.human:
            continue
        inputs = ("ev-other", ctx.lang, ctx.human, ctx.names, seat, p, _was(ctx, seat), _badges(ctx, seat),
                  sheets(ctx)[seat])
        # mypy infers no type for a lambda with default arguments (the ignore below)
        items.append(memo(inputs, lambda seat=seat, p=p: seat_widget(  # type: ignore[misc]
            [seat_mark(ctx, seat), " ", ctx.name(seat)], _body(ctx, p, seat, f"s{seat}"),
            acting=seat in ctx.view["to_act"], badges=_badges(ctx, seat), cls="ev-seat")))
    if not items:
        return None
    return h.section(h.h2(ctx.t("ev.others")), h.ul(items, class_="seat-list"), class_="panel ev-others")

"""The end of the match in figures: each player's gold by source, the best assignment of their
specialists and magic items to maps (the engine's, from the result), their missions and the
tie-break (the gold printed on unassigned specialists). Drawn by the shell in its end panel
(``end_details``, see docs/adding-a-game.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.gilded_compass.assign import NONE
from engine.gilded_compass.data import ITEMS, MAPS, MISSIONS, SPECIALISTS
from engine.gilded_compass.missions import mission_gold

from ...markup import Markup, h
from ...widgets import stat
from .names import collection_help, item_name, map_tile_name, mission_name, specialist_name
from .pieces import seat_mark
from .symbols import site_mark
from .words import SOURCES, seat_of

if TYPE_CHECKING:
    from ...context import TableContext


def end_details(ctx: TableContext) -> Markup | None:
    result = ctx.view["result"]
    if not result:
        return None
    d = result.get("details") or {}
    scores, tiebreak = result["scores"], result.get("tiebreak") or [0] * len(result["scores"])
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], -(tiebreak[s] or 0)))
    rows = [_seat(ctx, s, scores[s], tiebreak[s], d.get("gold", [{}] * len(scores))[s],
                  (d.get("placing") or [[]] * len(scores))[s], s in result["winners"]) for s in order]
    best = max(scores)
    tied = scores.count(best) > 1
    return h.div(h.h3(ctx.t("gc.end.caption")), h.ol(rows, class_="gc-end-list"),
                 tied and h.p(ctx.t("gc.end.tie_used" if len(result["winners"]) == 1 else "gc.end.tie_shared"),
                              class_="warn"),
                 h.p(ctx.t("gc.aid.tiebreak"), class_="note"), class_="gc-end")


def _seat(ctx: TableContext, seat: int, total: int, tiebreak: int, gold: dict[str, Any], placing: list[Any],
          winner: bool) -> Markup:
    p = ctx.board["seats"][seat]
    chips = [stat(ctx.t(f"gc.source.{s}"), gold.get(s, 0)) for s in SOURCES if gold.get(s)]
    return h.li(
        h.h3(seat_mark(ctx, seat), " ", ctx.name(seat), " ★" if winner else None, " · ",
             ctx.t("gc.end.total"), " ", h.b(ctx.t("gc.gold_n", n=total))),
        h.p(chips or ctx.t("gc.nothing"), class_="stats"),
        _assignment(ctx, p, placing),
        _missions(ctx, p),
        p["collection"] is not None and h.p(collection_help(ctx, p["collection"]), class_="note"),
        h.p(stat(ctx.t("gc.end.tiebreak"), tiebreak), class_="stats"),
        class_=["gc-end-row", winner and "winner"], data_seat=seat)


def _assignment(ctx: TableContext, p: dict[str, Any], placing: list[Any]) -> Markup | None:
    """Each map (ancient maps, then map missions) with the specialists and items on it, and
    the specialists left unassigned."""
    tiles = [MAPS[m] for m in p["maps"]] + [MISSIONS[m].map for m in p["missions"] or [] if MISSIONS[m].map]
    specialists = p["specialists"]
    items = list(p["items"] or [])
    used: set[int] = set()
    lines = []
    for tile, place in zip(tiles, placing):
        staff = []
        for j, with_item in ((place[0], place[2]), (place[1], place[3])):
            if j == NONE:
                continue
            used.add(j)
            s = specialists[j]
            item = next((i for i in items if (ITEMS[i].colour, ITEMS[i].kind) == (
                SPECIALISTS[s].colour, SPECIALISTS[s].kind)), None) if with_item else None
            if item is not None:
                items.remove(item)
                staff.append(ctx.t("gc.end.with_item", who=specialist_name(ctx, s), item=item_name(ctx, item)))
            else:
                staff.append(specialist_name(ctx, s))
        who = ctx.listed(staff, "word.group") if staff else ctx.t("gc.end.unstaffed")
        words = h.span(map_tile_name(ctx, tile), " ← ", who, class_="gc-cap")
        lines.append(h.li(site_mark(tile.colours, ""), " ", words))
    idle = [specialist_name(ctx, s) for j, s in enumerate(specialists) if j not in used]
    if not lines and not idle:
        return None
    return h.div(h.h4(ctx.t("gc.end.assignment")), h.ul(lines or h.li(ctx.t("gc.nothing")), class_="gc-assign"),
                 idle and h.p(ctx.t("gc.end.unassigned"), " ", ctx.listed(idle), class_="note"),
                 items and h.p(ctx.t("gc.end.items_idle"), " ",
                               ctx.listed(item_name(ctx, i) for i in items), class_="note"))


def _missions(ctx: TableContext, p: dict[str, Any]) -> Markup | None:
    missions = p["missions"] or []
    if not missions:
        return None
    seat = seat_of(p)
    parts = []
    for m in missions:
        if MISSIONS[m].map is not None:
            parts.append(ctx.t("gc.end.map_mission", name=mission_name(ctx, m)))
        else:
            parts.append(ctx.t("gc.end.mission", name=mission_name(ctx, m), n=mission_gold(m, seat)))
    return h.p(h.b(ctx.t("gc.missions")), " ", ctx.listed(parts, "word.group"), class_="gc-line")

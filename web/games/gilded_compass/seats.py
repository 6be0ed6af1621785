"""The players: the human's dice, tokens and tiles drawn in full, with a running estimate of
their gold by source; every other seat's public parts and the number of its secret ones
(missions, magic items, face-down treasures, tower tokens: the view has only their count)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.gilded_compass.data import DICE_PER_PLAYER, METALS, MISSIONS
from engine.gilded_compass.missions import measure

from ...markup import Markup, h
from ...widgets import seat as seat_widget
from ...widgets import stat
from .pieces import dice, memo, seat_mark
from .tiles import (
    ability_tile,
    artifact_tile,
    by_kind,
    collection_tile,
    hidden_tile,
    item_tile,
    map_tile,
    mission_tile,
    specialist_tile,
    treasure_tile,
)
from .words import SOURCES, gold_now, seat_of

if TYPE_CHECKING:
    from collections.abc import Iterable

    from engine.gilded_compass.state import Seat

    from ...context import TableContext


def _was(ctx: TableContext, seat: int) -> dict[str, Any] | None:
    before = ctx.before_board
    seats = (before or {}).get("seats") or []
    return seats[seat] if seat < len(seats) else None


def _new(items: list[Any], was: Iterable[Any] | None) -> list[bool]:
    """Which of ``items`` arrived since the player's last decision (as many as were not there)."""
    if was is None:
        return [False] * len(items)
    left = list(was)
    out = []
    for x in items:
        if x in left:
            left.remove(x)
            out.append(False)
        else:
            out.append(True)
    return out


def _row(title: str, tiles: list[Markup], new: list[bool] | None = None) -> Markup | None:
    if not tiles:
        return None
    new = new or [False] * len(tiles)
    return h.div(h.h3(title), h.ul([h.li(t, class_="new" if n else None) for t, n in zip(tiles, new)],
                                   class_="gc-held"), class_="gc-holding")


def _badges(ctx: TableContext, seat: int) -> list[str]:
    out = []
    if seat == ctx.board["start"]:
        out.append(ctx.t("gc.start_player"))
    if seat in ctx.view["to_act"]:
        out.append("▶")
    return out


def _abilities(ctx: TableContext, p: dict[str, Any], where: str) -> list[Markup]:
    now = ctx.view["round"]
    return [ability_tile(ctx, name, f"{where}-{i}", ctx.t("gc.gained_now") if got == now and ctx.view[
        "phase"] != "turn" else None) for i, (name, got) in enumerate(p["abilities"])]


def _public(ctx: TableContext, p: dict[str, Any], was: dict[str, Any] | None, where: str) -> list[Markup | None]:
    """The tiles every player sees: maps, specialists, artifacts, abilities, face-up treasures."""
    return [
        _row(ctx.t("gc.maps"), [map_tile(ctx, m, where) for m in p["maps"]], _new(p["maps"], was and was["maps"])),
        _row(ctx.t("gc.specialists"), [specialist_tile(ctx, s, where) for s in p["specialists"]],
             _new(p["specialists"], was and was["specialists"])),
        _row(ctx.t("gc.artifacts"), _artifacts(ctx, p, where)),
        _row(ctx.t("gc.abilities"), _abilities(ctx, p, where)),
        _row(ctx.t("gc.sunken_open_row"), [treasure_tile(ctx, g, f"{where}-o{i}") for i, g in
                                            enumerate(p["sunken_open"])]),
    ]


def _artifacts(ctx: TableContext, p: dict[str, Any], where: str) -> list[Markup]:
    """The seat's own artifacts one a tile, each with the gold its collection gives it; another
    seat's one a kind with their count (three tiles of water were three chips of a line)."""
    if p["collection"] is not None:
        return [artifact_tile(ctx, a, f"{where}-{i}", p["collection"], True) for i, a in enumerate(p["artifacts"])]
    return by_kind(p["artifacts"], lambda a: artifact_tile(ctx, a, f"{where}-{a}"))


def _dice_line(ctx: TableContext, p: dict[str, Any]) -> Markup:
    seat = p["seat"]
    # Another seat's dice sit beside its name: a phone reads their label out only.
    label_cls = ["gc-label", seat != ctx.human and "sr-only-narrow"]
    parts: list[Any] = [h.span(ctx.t("gc.dice_left", n=len(p["dice"])), class_=label_cls), " ",
                        dice(ctx, seat, p["dice"])]
    placed = DICE_PER_PLAYER + p["extra"] - len(p["dice"])
    if ctx.view["phase"] == "turn" and placed:
        parts += [" ", h.span(ctx.t("gc.dice_placed", n=placed), class_="gc-note gc-placed")]
    if p["extra"]:
        parts += [" ", h.span(ctx.t("gc.extra_dice", n=p["extra"]), class_="gc-note")]
    if p["neutral"]:
        parts += [" ", h.span(ctx.t("gc.neutral_dice"), class_="gc-label"), " ", dice(ctx, -1, p["neutral"])]
    return h.p(parts, class_="gc-line gc-mydice")


def _figures(ctx: TableContext, p: dict[str, Any], was: dict[str, Any] | None) -> Markup:
    change = p["knowledge"] - was["knowledge"] if was else None
    return h.p(stat(ctx.t("gc.knowledge"), p["knowledge"], change=change), class_="stats")


# --- the human's own ------------------------------------------------------------------------------


def my_seat(ctx: TableContext) -> Markup:
    v = ctx.board
    p = v["seats"][ctx.human]
    inputs = ("gc-me", ctx.lang, ctx.human, ctx.names, p, _was(ctx, ctx.human), v["start"], ctx.view["to_act"],
              ctx.view["round"], ctx.view["phase"])
    return memo(inputs, lambda: _my_seat(ctx, p))


def _my_seat(ctx: TableContext, p: dict[str, Any]) -> Markup:
    was = _was(ctx, ctx.human)
    seat = seat_of(p)
    secret = [
        _row(ctx.t("gc.items"), [item_tile(ctx, i, "mine", with_dice=False) for i in p["items"] or []]),
        _row(ctx.t("gc.missions"), [h.span(mission_tile(ctx, m, "mine"), _progress(ctx, m, seat))
                                    for m in p["missions"] or []]),
        p["collection"] is not None and _row(ctx.t("gc.collection"), [collection_tile(ctx, p["collection"], "mine")]),
        _row(ctx.t("gc.sunken_hidden_row"), [treasure_tile(ctx, g, f"me-h{i}") for i, g in
                                              enumerate(p["sunken_hidden"] or [])]),
        _row(ctx.t("gc.galleon_drawn_row"), [treasure_tile(ctx, g, f"me-d{i}") for i, g in
                                              enumerate(p["galleon_drawn"] or [])]),
        _tower_tokens(ctx, p, mine=True),
    ]
    badges = [h.span(b, class_="badge") for b in _badges(ctx, ctx.human)]
    return h.section(
        h.h2(seat_mark(ctx, ctx.human), " ", ctx.t("gc.your_table"), " ", badges, id="gc-me-h"),
        _dice_line(ctx, p), _figures(ctx, p, was), *_public(ctx, p, was, "me"), *secret, estimate(ctx, p),
        class_="panel gc-me", aria_labelledby="gc-me-h", id="gc-me")


def _progress(ctx: TableContext, m: int, seat: Seat) -> Markup | None:
    mission = MISSIONS[m]
    if mission.map is not None:
        return None
    now = measure(m, seat)
    done = now >= mission.threshold
    return h.span(f" {'✓' if done else ''}{now}/{mission.threshold}", class_=["gc-note", done and "done"],
                  title=ctx.t("gc.mission_progress", n=now, of=mission.threshold))


def _tower_tokens(ctx: TableContext, p: dict[str, Any], mine: bool) -> Markup | None:
    """Tower tokens: the seat's own with their gold, another's by metal only (face down); tokens
    alike once with their count (one a token made another seat's seven tokens four lines of a
    wide screen's column, 2026-12-07)."""
    counts = p["tower_count"]
    where = "me" if mine else f"s{p['seat']}"
    tokens = [(m, p["tower"][m][i] if mine else None) for m in METALS for i in range(counts[m])]
    return _row(ctx.t("gc.tower_tokens"), by_kind(tokens, lambda t: treasure_tile(ctx, t[1], f"{where}-t", t[0])))


def estimate(ctx: TableContext, p: dict[str, Any]) -> Markup:
    """What the seat would score now, by source (the engine's scoring of what it holds)."""
    gold, best = gold_now(p)
    chips = [stat(ctx.t(f"gc.source.{s}"), gold[s]) for s in SOURCES if gold[s]]
    total = sum(gold.values())
    return h.div(h.h3(ctx.t("gc.estimate"), " ", h.b(ctx.t("gc.gold_n", n=total))),
                 h.p(chips or ctx.t("gc.nothing"), class_="stats"),
                 h.p(ctx.t("gc.estimate_note", n=best.unassigned), class_="note"), class_="gc-estimate")


# --- the other seats ----------------------------------------------------------------------------


def other_seats(ctx: TableContext) -> Markup | None:
    """Every other seat, each drawn again only when what it shows has changed."""
    items = []
    for p in ctx.board["seats"]:
        seat = p["seat"]
        if seat == ctx.human:
            continue
        was = _was(ctx, seat)
        inputs = ("gc-other", ctx.lang, ctx.human, ctx.names, p, was, seat in ctx.view["to_act"],
                  seat == ctx.board["start"], ctx.board["buildings"][0], ctx.view["round"], ctx.view["phase"])
        # mypy infers no type for a lambda with default arguments (the ignore below)
        items.append(memo(inputs, lambda p=p, was=was: _other_seat(ctx, p, was)))  # type: ignore[misc]
    if not items:
        return None
    return h.section(h.h2(ctx.t("gc.others")), h.ul(items, class_="seat-list"), class_="panel gc-others")


def _other_seat(ctx: TableContext, p: dict[str, Any], was: dict[str, Any] | None) -> Markup:
    """Another seat, compact: its name and dice; its figures and tiles open in place on a tap."""
    seat = p["seat"]
    where = f"s{seat}"
    counts = [hidden_tile(ctx, what, p[f"{what}_count"], f"{where}") for what in
              ("missions", "items", "sunken_hidden", "galleon_drawn") if p[f"{what}_count"]]
    if p["collection"] is None and ctx.board["buildings"][0] == "auction_house":
        counts.append(hidden_tile(ctx, "collection", 1, where))
    name = [seat_mark(ctx, seat), " ", ctx.name(seat)]
    tiles = sum(len(p[k]) for k in ("maps", "specialists", "artifacts", "abilities", "sunken_open"))
    more = h.details(h.summary(ctx.t("gc.seat_more", n=tiles)),
                     _figures(ctx, p, was), *_public(ctx, p, was, where), _row(ctx.t("gc.secret"), counts),
                     _tower_tokens(ctx, p, mine=False), class_="gc-more", id=f"gc-more-{seat}")
    return seat_widget(name, _dice_line(ctx, p), more, acting=seat in ctx.view["to_act"], badges=_badges(ctx, seat),
                       cls="gc-seat")

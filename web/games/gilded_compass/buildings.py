"""The buildings in play, laid out as in the rules' setup picture: the B building left of the
Archives, the C building right of it, the University (with its entrances) and the Library
below. Each shows the dice placed on it in their owners' colours and marks, its tiles on
display, a short line on how to place there and what it gives, and (when the player may
place there) a button to choose it; the building resolving now is marked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.gilded_compass import GAME, awards, places
from engine.gilded_compass.data import B_RANKS, METALS, TOWER_FLOORS

from ...markup import Markup, h
from .. import kit
from .faces import pick_face
from .names import building, ordinal, rt
from .pieces import dice, die, memo, owner_name
from .placing import here, options, tray
from .taps import chosen_building
from .tiles import ability_tile, artifact_tile, by_kind, item_tile, map_tile, specialist_tile, treasure_tile
from .words import label

if TYPE_CHECKING:
    from ...context import TableContext

PLACING = ("place", "will", "neutral")


def _options(ctx: TableContext, name: str) -> int:
    return sum(1 for a in ctx.legal if a.kind in PLACING and a.word(0) == name)


def _picks(ctx: TableContext, kind: str) -> dict[int, str]:
    """The legal picks of a kind (``map``, ``specialist``), by the index of the tile shown."""
    return {a.number(): a.code for a in ctx.legal if a.kind == kind}


def _shown(ctx: TableContext, code: str | None, tile: Markup) -> Markup:
    """A tile a building shows: while it may be taken, a piece that takes it, saying what it
    adds to the final score now; else the tile with its explanation on a tap."""
    action = next((a for a in ctx.legal if a.code == code), None) if code else None
    if action is None:
        return tile
    return kit.piece(ctx, kit.play(action.code), pick_face(ctx, action), label(action, ctx), cls="gc-offer")


#: What each building's drawing reads of the board (besides the stacks and discards).
PARTS = {
    "archives": ("archives", "maps_shown", "removed"), "university": ("university", "specialists_shown", "removed"),
    "library": ("library",), "auction_house": ("runs",), "guild": ("runs",),
    "hidden_temple": ("temple", "items_shown"), "illuminati": ("illuminati", "abilities_shown"),
    "sunken_galleon": ("galleon",), "treasure_tower": ("tower",),
}
#: The rewards taken from the tiles a building shows.
PICKS = {"archives": "map", "university": "specialist", "illuminati": "ability"}
#: The rewards kept among tiles drawn (at the building resolving).
KEEPS = ("artifact", "mission")


def _has_pieces(ctx: TableContext, name: str) -> bool:
    kinds = {a.kind for a in ctx.legal}
    return bool(_options(ctx, name) or PICKS.get(name) in kinds
                or (ctx.board["resolving"] == name and kinds & set(KEEPS)))


def offers(ctx: TableContext, name: str) -> Markup | None:
    """The tiles drawn at the building resolving, one to keep: each a piece with what it adds
    to the final score now."""
    keeps = [a for a in ctx.legal if a.kind in KEEPS] if ctx.board["resolving"] == name else []
    if not keeps:
        return None
    return h.div([kit.piece(ctx, kit.play(a.code), pick_face(ctx, a), label(a, ctx), cls="gc-offer") for a in keeps],
                 class_="gc-offers")


def buildings(ctx: TableContext) -> Markup:
    """Every building, each drawn again only when what it shows has changed."""
    v = ctx.board
    order = v["buildings"]
    cells = []
    for n, name in enumerate(order):
        if _has_pieces(ctx, name):
            # Pieces are drawn afresh: drawing one registers its choice as offered on the board.
            cells.append(_building(ctx, name, n + 1))
            continue
        inputs = ("gc-building", name, ctx.lang, ctx.human, ctx.names, [v[k] for k in PARTS[name]], v["stacks"],
                  v["discards"], v["resolving"] == name, len(order), ctx.view["players"])
        # mypy infers no type for a lambda with default arguments (the ignore below)
        cells.append(memo(inputs, lambda name=name, n=n: _building(ctx, name, n + 1)))  # type: ignore[misc]
    return h.section(h.h2(ctx.t("gc.buildings"), class_="sr-only"), chosen_building(ctx) is None and tray(ctx),
                     h.div(cells, class_="gc-layout"),
                     class_="gc-buildings", aria_label=ctx.t("gc.buildings"))


def _building(ctx: TableContext, name: str, resolves: int) -> Markup:
    v = ctx.board
    body = BODIES[name](ctx)
    now = v["resolving"] == name
    chosen = chosen_building(ctx) == name
    head = h.h3(h.span(resolves, class_="gc-order", title=ctx.t("gc.resolves_nth", nth=ordinal(ctx, resolves))),
                " ", building(ctx, name), now and h.span(ctx.t("gc.resolving_now"), class_="badge"),
                chosen and h.span(ctx.t("gc.chosen"), class_="badge"))
    # The way to place here stands in the building's head, so that the board stays compact on a phone.
    return h.section(h.div(head, here(ctx, name), class_="gc-bhead"), h.p(rt(ctx, f"gc.rule.{name}"), class_="gc-rule"),
                     chosen and [tray(ctx), options(ctx, name)], offers(ctx, name), body,
                     class_=["gc-bld", now and "now", chosen and "chosen"],
                     id=f"gc-b-{name}", aria_label=building(ctx, name))


def _pile(ctx: TableContext, name: str, key: str, tiles: list[Any]) -> Markup | None:
    """Tiles out of play but face up for reference (maps and specialists left over, items and
    abilities discarded): their number, and the tiles on tap."""
    if not tiles:
        return None
    return h.details(h.summary(ctx.t(key, n=len(tiles))), h.div(tiles, class_="gc-display"),
                     class_="gc-pile", id=f"gc-pile-{name}")


def _whose(ctx: TableContext, owner: int) -> Markup:
    """Who placed a group, in words beside its dice (their colour and mark say it too)."""
    return h.span(owner_name(ctx, owner), class_="gc-whose")


def _empty(ctx: TableContext) -> Markup:
    return h.p(ctx.t("gc.no_dice"), class_="empty")


def _count(ctx: TableContext, key: str, n: int) -> Markup:
    return h.span(ctx.t(key, n=n), class_="gc-count")


# --- the A buildings -----------------------------------------------------------------------------


def _archives(ctx: TableContext) -> Markup:
    v = ctx.board
    picks = _picks(ctx, "map")
    maps = [h.li(_shown(ctx, picks.get(i), map_tile(ctx, m, "shown"))) for i, m in enumerate(v["maps_shown"])]
    groups = sorted(v["archives"], key=lambda g: (g[2], g[1]), reverse=True)
    rows = [h.li(dice(ctx, o, [val] * k), _whose(ctx, o)) for o, val, k in groups]
    removed = [map_tile(ctx, m, "out") for m in v["removed"]["maps"]]
    return h.div(
        h.ul(maps or h.li(ctx.t("gc.none_shown"), class_="empty"), class_="gc-display"),
        h.ul(rows, class_="gc-groups") if rows else _empty(ctx),
        h.p(_count(ctx, "gc.stack.maps", v["stacks"]["maps"])), _pile(ctx, "maps", "gc.removed.maps", removed))


def _university(ctx: TableContext) -> Markup:
    v = ctx.board
    spaces = v["university_spaces"]
    row = v["university"]
    entrances = [h.li(die(ctx, *row[i]) if i < len(row) else h.span(class_="gc-free", aria_hidden="true"),
                      h.span(i + 1, class_="gc-n"), class_="gc-entrance",
                      title=ctx.t("gc.entrance", nth=ordinal(ctx, i + 1))) for i in range(spaces)]
    picks = _picks(ctx, "specialist")
    shown = [h.li(_shown(ctx, picks.get(i), specialist_tile(ctx, s, "shown")))
             for i, s in enumerate(v["specialists_shown"])]
    removed = [specialist_tile(ctx, s, "out") for s in v["removed"]["specialists"]]
    return h.div(h.ol(entrances, class_="gc-entrances", aria_label=ctx.t("gc.entrances", n=spaces)),
                 h.ul(shown or h.li(ctx.t("gc.none_shown"), class_="empty"), class_="gc-display"),
                 h.p(_count(ctx, "gc.stack.specialists", v["stacks"]["specialists"])),
                 _pile(ctx, "specialists", "gc.removed.specialists", removed))


def _library(ctx: TableContext) -> Markup:
    v = ctx.board
    by: dict[int, list[int]] = {}
    for owner, value in v["library"]:
        by.setdefault(owner, []).append(value)
    rows = [h.li(dice(ctx, o, sorted(vals)), _whose(ctx, o)) for o, vals in by.items()]
    return h.div(h.ul(rows, class_="gc-groups") if rows else _empty(ctx))


# --- the B buildings ---------------------------------------------------------------------------


def _runs(ctx: TableContext) -> Markup:
    v = ctx.board
    st = GAME.from_view(ctx.view)
    rewarded = B_RANKS[ctx.view["players"]]
    rows = []
    for rank, (o, lo, hi) in enumerate(awards.ranked_runs(st), start=1):
        note = ctx.t("gc.rank", nth=ordinal(ctx, rank)) if rank <= rewarded else ctx.t("gc.rank_none")
        rows.append(h.li(dice(ctx, o, range(lo, hi + 1)), _whose(ctx, o), " ", h.span(note, class_="gc-note")))
    b = v["buildings"][0]
    if b == "auction_house":
        extra = [h.p(_count(ctx, "gc.stack.artifacts", v["stacks"]["artifacts"])),
                 _discarded_artifacts(ctx, v["discards"]["artifacts"])]
    else:
        extra = [h.p(_count(ctx, "gc.stack.missions", v["stacks"]["missions"]))]
    return h.div(h.ol(rows, class_="gc-groups") if rows else _empty(ctx), extra)


def _discarded_artifacts(ctx: TableContext, artifacts: list[str]) -> Markup | None:
    """The artifacts discarded face up, one tile a kind with how many (what a collector counts:
    which kinds are gone), in the order they were first discarded: a dozen tiles one by one
    made a phone's table a screen taller."""
    if not artifacts:
        return None
    # A div: the tiles are <details>, which a paragraph cannot hold (the parser closes it).
    return h.div(ctx.t("gc.discarded"), " ", by_kind(artifacts, lambda kind: artifact_tile(ctx, kind, f"disc-{kind}")),
                 class_="gc-discards")


# --- the C buildings ---------------------------------------------------------------------------


def _temple(ctx: TableContext) -> Markup:
    v = ctx.board
    taken = {slot: (owner, a, b) for slot, owner, a, b in v["temple"]}
    cells = []
    for slot, item in enumerate(v["items_shown"]):
        on = taken.get(slot)
        cells.append(h.li(item_tile(ctx, item, f"shown-{slot}"),
                          dice(ctx, on[0], on[1:]) if on else h.span(ctx.t("gc.free"), class_="gc-note"),
                          class_=["gc-item-slot", on and "taken"]))
    for slot in sorted(s for s in taken if s >= len(v["items_shown"])):  # resolved already
        cells.append(h.li(dice(ctx, taken[slot][0], taken[slot][1:])))
    discarded = [item_tile(ctx, i, "out") for i in v["discards"]["items"]]
    return h.div(h.ul(cells or h.li(ctx.t("gc.none_shown"), class_="empty"), class_="gc-display"),
                 h.p(_count(ctx, "gc.stack.items", v["stacks"]["items"])),
                 _pile(ctx, "items", "gc.discarded_n", discarded))


def _illuminati(ctx: TableContext) -> Markup:
    v = ctx.board
    picks = {a.word(): a.code for a in ctx.legal if a.kind == "ability"}
    shown = []
    for i, name in enumerate(v["abilities_shown"]):
        shown.append(h.li(_shown(ctx, picks.pop(name, None), ability_tile(ctx, name, f"shown-{i}"))))
    sets = sorted(v["illuminati"], key=lambda e: len(e[1]), reverse=True)
    leader = places.illuminati_leader(GAME.from_view(ctx.view))
    rows = [h.li(dice(ctx, o, vals), _whose(ctx, o), leader is not None and o == leader[0] and h.span(
        " ", ctx.t("gc.leader"), class_="gc-note")) for o, vals in sets]
    discarded = [ability_tile(ctx, a, f"out-{i}") for i, a in enumerate(v["discards"]["abilities"])]
    return h.div(h.ul(shown or h.li(ctx.t("gc.none_shown"), class_="empty"), class_="gc-display"),
                 h.ol(rows, class_="gc-groups") if rows else _empty(ctx),
                 h.p(_count(ctx, "gc.stack.abilities", v["stacks"]["abilities"])),
                 _pile(ctx, "abilities", "gc.discarded_n", discarded))


def _galleon(ctx: TableContext) -> Markup:
    v = ctx.board
    # One group a diver, in the order of their last placement: the last is the one to beat.
    rows = [h.li(dice(ctx, o, vals), _whose(ctx, o), " ", h.span(ctx.t("gc.sum", n=sum(vals)), class_="gc-note"))
            for o, vals in v["galleon"]]
    nxt, beat = places.galleon_target(GAME.from_view(ctx.view))
    discards = v["discards"]["sunken"]
    return h.div(h.ol(rows, class_="gc-groups") if rows else _empty(ctx),
                 h.p(ctx.t("gc.galleon_next", n=nxt, beat=beat), class_="gc-note"),
                 h.p(_count(ctx, "gc.stack.sunken", v["stacks"]["sunken"]), " ",
                     discards and _count(ctx, "gc.faceup.sunken", len(discards)),
                     # One tile a value with how many: ten face up one by one took four lines of a phone.
                     discards and h.span(by_kind(sorted(discards), lambda g: treasure_tile(ctx, g, f"disc-{g}")),
                                         class_="gc-held")))


def _tower(ctx: TableContext) -> Markup:
    v = ctx.board
    towers = []
    for side, key in enumerate(("gc.tower_left", "gc.tower_right")):
        dice_here = v["tower"][side]
        floors = []
        for floor in reversed(range(TOWER_FLOORS)):
            d = dice_here[floor] if floor < len(dice_here) else None
            floors.append(h.li(h.span(ctx.t(f"gc.metal.{METALS[floor]}"), class_=["gc-metal", f"gc-m-{METALS[floor]}"]),
                               die(ctx, *d) if d else h.span(class_="gc-free", aria_hidden="true"),
                               class_="gc-floor"))
        towers.append(h.div(h.h4(ctx.t(key)), h.ol(floors, class_="gc-floors"), class_="gc-tower"))
    # The tokens left of each metal on one line (the words once): "bronze tokens left: 4" for each
    # metal wrapped into two lines in a column of a 1366 px table (2026-12-07).
    stacks = ctx.t("gc.tokens_left", list=ctx.listed(ctx.t("gc.metal_n", metal=ctx.t(f"gc.metal.{m}"), n=v["stacks"][m])
                                                     for m in METALS))
    return h.div(h.div(towers, class_="gc-towers"), h.p(stacks, class_="gc-count"))


BODIES = {
    "archives": _archives, "university": _university, "library": _library, "auction_house": _runs, "guild": _runs,
    "hidden_temple": _temple, "illuminati": _illuminati, "sunken_galleon": _galleon, "treasure_tower": _tower,
}

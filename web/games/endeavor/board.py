"""The map of the side in play, drawn as an inline SVG from the engine's map data
(``engine.endeavor.maps``): Europe and the six regions, each with its cities (glory stars),
fleets, connections (round with their token, square), shipping track with its discs and
tokens, open sea, deck top and governor; a closed region is drawn dashed.

Every space where the player may act now is marked and can be tapped: it carries the
``data-action`` of its one legal action (the shell's click listener reads it), the same
choice the action bar offers. Where each thing lies is :mod:`.layout`'s; the map's topology
the engine's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action
from engine.endeavor.cards import CARDS
from engine.endeavor.data import EUROPE, REGIONS, SLAVERY
from engine.endeavor.maps import CITY, SIDES
from engine.endeavor.state import EMPTY

from ...markup import Markup, h, part
from ...widgets import button, shown_words
from .. import kit
from . import layout as lay
from .icons import token_disc
from .names import about, area_title, card_name, deck, node_name, owner, token
from .offered import pile, shortcuts
from .pieces import memo, once, shape
from .refused import deck_why, node_why, why_kinds
from .supply import KINDS as SUPPLY
from .words import label

if TYPE_CHECKING:
    from ...context import TableContext


def _fill(seat: int) -> str:
    return "ev-fsf" if seat == -2 else f"ev-f{seat}"


# --- the legal targets ------------------------------------------------------------------------------

def targets(legal: list[Action]) -> dict[tuple[Any, ...], Action]:
    """Each space of the map where one legal action happens: ``("node", n)``, ``("track",
    region)``, ``("sea", region)``, ``("deck", deck)``."""
    out: dict[tuple[Any, ...], Action] = {}
    for a in legal:
        args = a.args[1:] if a.kind == "fleet" else a.args
        what = a.word(0) if a.kind == "fleet" else a.kind
        spot: tuple[Any, ...] | None = None
        if what == "ship":
            where, place = args[0], args[1]
            spot = ("node", int(place)) if where == "fleet" else (str(where), str(place))
        elif what in ("occupy", "attack"):
            spot = ("node", int(args[0]))
        elif what == "draw" and args and args[0] != "pile":
            spot = ("deck", str(args[0]))
        if spot is not None:
            out.setdefault(spot, a)
    return out


def hinted_here(ctx: TableContext, action: Action | None) -> bool:
    """Whether the hint recommends the space's action (a key of the drawings kept: the outline
    changes with it)."""
    return action is not None and kit.hinted(ctx, kit.play(action.code))


def _tap(ctx: TableContext, action: Action | None, body: list[Any], title: str, why: str | None = None) -> Markup:
    """A space: a piece of the kit (its legal action's ``data-action``, marked), one that says
    why its choice ``why`` cannot be made now (:mod:`.refused`), or a plain group."""
    if action is None:
        return kit.svg_why_piece(why, body, title) if why else h.g(h.title(title), body)
    words = label(action, ctx)
    # The name begins with the text the space shows (a token, a deck's count: WCAG 2.5.3, label
    # in name), each piece apart: a checker reads the texts of an SVG run together.
    pieces = [p for p in body if p]
    shown = shown_words(pieces)
    spaced = [x for p in pieces for x in (p, " ")]
    return kit.svg_piece(ctx, kit.play(action.code), spaced, about(ctx, shown, words) if shown else words, cls="ev-tap")


# --- the pieces -----------------------------------------------------------------------------------

def _token_svg(kind: str | None, x: float, y: float, r: float = lay.TOKEN_R) -> Markup | None:
    if kind is None:
        return None
    return once(("tok", kind, x, y, r), lambda: token_disc(kind, x, y, r))


def _ring(x: float, y: float, r: float) -> Markup:
    return h.circle(cx=f"{x:.1f}", cy=f"{y:.1f}", r=f"{r:.1f}", class_="ev-ring")


def _node(ctx: TableContext, v: dict[str, Any], node: int, action: Action | None, why: str | None) -> Markup:
    key = ("node", ctx.lang, ctx.human, tuple(ctx.names), v["side"], node, v["nodes"][node],
           v["node_tokens"][node], action and action.code, hinted_here(ctx, action), why)
    return once(key, lambda: _draw_node(ctx, v, node, action, why))


def _draw_node(ctx: TableContext, v: dict[str, Any], node: int, action: Action | None, why: str | None) -> Markup:
    """A city (its glory stars above it, or under it in Europe's second row) or a fleet."""
    side = v["side"]
    n = SIDES[side].nodes[node]
    x, y = lay.nodes(side, n.area)[node]
    who = v["nodes"][node]
    kind = v["node_tokens"][node]
    name = node_name(ctx, side, node)
    glory = ctx.t("ev.glory_n", n=n.glory) if n.kind == CITY else ctx.t("ev.action.ship")
    if who != EMPTY:
        title = ctx.t("ev.node_owner", node=name, glory=glory, owner=owner(ctx, who))
    elif kind:
        title = ctx.t("ev.node_token", node=name, glory=glory, token=token(ctx, kind))
    else:
        title = ctx.t("ev.node_empty", node=name, glory=glory)
    fill = _fill(who) if who != EMPTY else "ev-fempty"
    xs, ys = f"{x:.1f}", f"{y:.1f}"
    if n.kind == CITY:
        shape_el = h.circle(cx=xs, cy=ys, r=lay.NODE_R, class_=["ev-city", fill])
    else:
        r = lay.FLEET_R
        points = f"{x:.1f},{y - r:.1f} {x + r:.1f},{y:.1f} {x:.1f},{y + r:.1f} {x - r:.1f},{y:.1f}"
        shape_el = h.polygon(points=points, class_=["ev-fleet", fill])
    body = [action is not None and _ring(x, y, lay.NODE_R + 4), shape_el,
            h.circle(cx=xs, cy=ys, r=lay.NODE_R + 6, class_="ev-hit") if action is not None else None]
    if who != EMPTY:
        body.append(h.text(shape(who), x=xs, y=f"{y + 3.5:.1f}", class_="ev-smark"))
    else:
        body.append(_token_svg(kind, x, y, lay.TOKEN_R + 0.5))
    if n.kind == CITY:
        star_y = lay.star_baseline(y, lay.stars_below(side, n.area, node))
        body.append(h.text("★" * n.glory, x=xs, y=f"{star_y:.1f}", class_="ev-star"))
    return _tap(ctx, action, body, title, why)


def _link(v: dict[str, Any], k: int, ctx: TableContext, mark: bool) -> Markup:
    """A connection: its line (``mark`` false, drawn under the cities) or its token or
    empty spot (drawn over them, so that a marked city's ring never hides it)."""
    lk = SIDES[v["side"]].links[k]
    key = ("link", ctx.lang, ctx.human, tuple(ctx.names), v["side"], k, v["nodes"][lk.a], v["nodes"][lk.b],
           v["link_tokens"][k], mark)
    return once(key, lambda: _draw_link(v, k, ctx, mark))


def _draw_link(v: dict[str, Any], k: int, ctx: TableContext, mark: bool) -> Markup:
    side = v["side"]
    link = SIDES[side].links[k]
    pos = lay.nodes(side, SIDES[side].nodes[link.a].area)
    (x1, y1), (x2, y2) = pos[link.a], pos[link.b]
    a, b = v["nodes"][link.a], v["nodes"][link.b]
    held = a == b and a >= 0
    kind = v["link_tokens"][k]
    words = ctx.t("ev.link_round" if link.round else "ev.link_square")
    if kind:
        words += " · " + token(ctx, kind)
    if held:
        words += " · " + owner(ctx, a)
    if not mark:
        line = h.line(x1=f"{x1:.1f}", y1=f"{y1:.1f}", x2=f"{x2:.1f}", y2=f"{y2:.1f}",
                      class_=["ev-link", held and f"ev-k{a}"])
        return h.g(h.title(words), line)
    mx, my = lay.link_mid(side, SIDES[side].nodes[link.a].area, k)
    if link.round:
        spot = (_token_svg(kind, mx, my) if kind
                else h.circle(cx=f"{mx:.1f}", cy=f"{my:.1f}", r=3.5, class_="ev-lspot"))
    else:
        spot = h.rect(x=f"{mx - 3.5:.1f}", y=f"{my - 3.5:.1f}", width=7, height=7, class_="ev-lspot")
    return h.g(h.title(words), spot, class_="ev-lmark ev-lbl")


def _track(ctx: TableContext, v: dict[str, Any], region: str, action: Action | None) -> Markup:
    spaces = SIDES[v["side"]].tracks[region]
    owners = v["tracks"][region]
    tokens = v["track_tokens"][region]
    y = lay.TRACK_Y
    out = []
    for i in range(spaces):
        x = lay.track_x(i)
        who = owners[i] if i < len(owners) else None
        look = ["ev-space"] if who is None else ["ev-owned", _fill(who)]
        body: list[Any] = [h.circle(cx=f"{x:.1f}", cy=f"{y:.1f}", r=lay.TOKEN_R, class_=look)]
        if who is not None:
            body.append(h.text(shape(who), x=f"{x:.1f}", y=f"{y + 3:.1f}", class_="ev-smark"))
            what = owner(ctx, who)
        else:
            body.append(_token_svg(tokens[i], x, y))
            what = token(ctx, tokens[i]) if tokens[i] else ctx.t("ev.none")
        title = ctx.t("ev.track_space", area=area_title(ctx, region), n=i + 1, what=what)
        here = action if i == len(owners) else None
        if here is not None:
            body.insert(0, _ring(x, y, 10))
            body.append(h.circle(cx=f"{x:.1f}", cy=f"{y:.1f}", r=12, class_="ev-hit"))
        out.append(_tap(ctx, here, body, title))
    return h.g(out)


def _deck(ctx: TableContext, v: dict[str, Any], name: str, x: float, y: float, action: Action | None,
          why: str | None) -> Markup:
    cards = v["decks"][name]
    top = cards[-1] if cards else None
    words = (ctx.t("ev.deck_top", deck=deck(ctx, name), card=card_name(ctx, top)) if top is not None
             else ctx.t("ev.deck_empty", deck=deck(ctx, name)))
    w, hh = lay.CARD_W, lay.CARD_H
    body = [action is not None and h.rect(x=f"{x - 3:.1f}", y=f"{y - 3:.1f}", width=w + 6, height=hh + 6, rx=5,
                                          class_="ev-ring"),
            h.rect(x=f"{x:.1f}", y=f"{y:.1f}", width=w, height=hh, rx=3,
                   class_=["ev-card", name == SLAVERY and "ev-slave", top is None and "ev-gone"]),
            h.text("–" if top is None else CARDS[top].value, x=f"{x + w / 2:.1f}", y=f"{y + 15:.1f}",
                   class_="ev-cardv"),
            h.text(len(cards), x=f"{x + w / 2:.1f}", y=f"{y + 25:.1f}", class_="ev-cardn")]
    return _tap(ctx, action, body, words, why)


def _governor(ctx: TableContext, v: dict[str, Any], region: str, x: float, y: float) -> Markup:
    """The governor tucked sideways beside the deck (beside, not under it: the cities'
    stars are under it)."""
    card = v["governors"].get(region)
    if card is None:
        return h.g(h.title(ctx.t("ev.governor_gone")))
    return h.g(h.title(ctx.t("ev.governor_here", card=card_name(ctx, card))),
               h.rect(x=f"{x:.1f}", y=f"{y:.1f}", width=7, height=lay.CARD_H, rx=2, class_="ev-gov"))


def _sea(ctx: TableContext, v: dict[str, Any], region: str, action: Action | None) -> Markup:
    box = lay.sea(v["side"], region)
    x, y, w, hh = box.x, box.y, box.w, box.h
    counts = v["seas"][region]
    who = ctx.listed(f"{owner(ctx, s)} {n}" for s, n in enumerate(counts) if n) or ctx.t("ev.none")
    body: list[Any] = [action is not None and h.rect(x=f"{x - 3:.1f}", y=f"{y - 3:.1f}", width=w + 6, height=hh + 6,
                                                     rx=6, class_="ev-ring"),
                       h.rect(x=f"{x:.1f}", y=f"{y:.1f}", width=w, height=hh, rx=4, class_="ev-sea")]
    discs = [(s, n) for s, n in enumerate(counts) if n]
    if discs:
        for k, (s, n) in enumerate(discs[:4]):
            cx = x + 9 + k * 15
            body += [h.circle(cx=f"{cx:.1f}", cy=f"{y + 10:.1f}", r=6, class_=_fill(s)),
                     h.text(n, x=f"{cx:.1f}", y=f"{y + 13:.1f}", class_="ev-smark")]
    else:
        body.append(h.text(ctx.t("ev.sea_label"), x=f"{x + w / 2:.1f}", y=f"{y + 13:.1f}", class_="ev-sealabel"))
    return _tap(ctx, action, body, ctx.t("ev.sea_discs", area=area_title(ctx, region), who=who))


def _area_inputs(ctx: TableContext, v: dict[str, Any], area: str,
                 spots: dict[tuple[Any, ...], Action]) -> tuple[Any, ...]:
    """Everything one area's drawing reads, so that it is drawn again only when it changed."""
    board = SIDES[v["side"]]
    nodes = board.area_nodes(area)
    links = [k for k, lk in enumerate(board.links) if lk.a in nodes]
    here = sorted((spot, a.code, hinted_here(ctx, a)) for spot, a in spots.items()
                  if spot[1] == area or (spot[0] == "node" and spot[1] in nodes)
                  or (area == EUROPE and spot == ("deck", SLAVERY)))
    parts: list[Any] = [area, v["side"], [v["nodes"][n] for n in nodes], [v["node_tokens"][n] for n in nodes],
                   [v["link_tokens"][k] for k in links], v["decks"][area], here]
    if area == EUROPE:
        parts += [v["decks"][SLAVERY], v["pile"]]
    else:
        parts += [area in v["opened"], v["tracks"][area], v["track_tokens"][area], v["seas"][area],
                  v["governors"].get(area)]
    return tuple(repr(p) for p in parts)


def _area(ctx: TableContext, v: dict[str, Any], area: str, spots: dict[tuple[Any, ...], Action]) -> Markup:
    inputs = ("ev-area", ctx.lang, ctx.human, tuple(ctx.names), _area_inputs(ctx, v, area, spots), why_kinds(ctx))
    return memo(inputs, lambda: _draw_area(ctx, v, area, spots))


def _draw_area(ctx: TableContext, v: dict[str, Any], area: str, spots: dict[tuple[Any, ...], Action]) -> Markup:
    side, kinds = v["side"], why_kinds(ctx)
    is_open = area == EUROPE or area in v["opened"]
    w, hh = lay.size(area)
    links = lay.area_links(side, area)
    head = area_title(ctx, area)
    state = "" if area == EUROPE else f" · {ctx.t('ev.open' if is_open else 'ev.closed')}"
    parts: list[Any] = [h.rect(x=0, y=0, width=w, height=hh, rx=8,
                               class_=["ev-area", not is_open and "ev-closed", f"ev-a-{area}"]),
                        h.text(head + state, x=8, y=13, class_="ev-aname")]
    if area == EUROPE:
        dx, dy = lay.europe_decks()
        for deck_name, deck_x in ((EUROPE, dx), (SLAVERY, dx + 29)):
            here = spots.get(("deck", deck_name))
            parts.append(_deck(ctx, v, deck_name, deck_x, dy, here, deck_why(deck_name, kinds, here)))
        pile = v["pile"]
        pile_words = (ctx.t("ev.pile", cards=ctx.listed(card_name(ctx, c) for c in pile)) if pile
                      else ctx.t("ev.pile_empty"))
        parts.append(h.g(h.title(pile_words),
                         h.rect(x=dx + 58, y=dy, width=lay.CARD_W, height=lay.CARD_H, rx=3, class_="ev-card ev-pile"),
                         h.text(len(pile), x=dx + 69, y=dy + 18, class_="ev-cardv")))
    else:
        parts.append(_track(ctx, v, area, spots.get(("track", area))))
        dx, dy = lay.region_deck(side, area)
        here = spots.get(("deck", area))
        parts.append(_deck(ctx, v, area, dx, dy, here, deck_why(area, kinds, here)))
        parts.append(_governor(ctx, v, area, dx + 27, dy))
        if is_open:
            parts.append(_sea(ctx, v, area, spots.get(("sea", area))))
    parts += [_link(v, k, ctx, mark=False) for k in links]
    parts += [_node(ctx, v, node, spots.get(("node", node)), node_why(v, node, kinds, spots.get(("node", node))))
              for node in lay.nodes(side, area)]
    parts += [_link(v, k, ctx, mark=True) for k in links]
    return h.g(parts, class_="ev-areag")


#: Sea lanes from Europe to each region, drawn behind the areas on a desktop, where the areas
#: lie as on a map of the world (the stylesheet's grid; in hundredths of the map's width and
#: height). Never changes, so its part (an svg) is never replaced.
_LANES = {"north_america": (16, 18), "caribbean": (16, 50), "south_america": (16, 83), "africa": (50, 83),
          "india": (84, 66), "far_east": (84, 18)}
LANES = h.svg([h.path(d=f"M50 33 Q{(50 + x) / 2:.0f} {(33 + y) / 2 + (8 if y < 50 else -4):.0f} {x} {y}",
                      vector_effect="non-scaling-stroke") for x, y in _LANES.values()],
              class_="ev-lanes", viewBox="0 0 100 100", preserveAspectRatio="none", aria_hidden="true",
              focusable="false")


def board_map(ctx: TableContext) -> Markup:
    """The map: Europe and the six regions, each its own SVG (placed by the stylesheet: one
    under another on a phone, as on a map of the world on a desktop), every space with its
    words on hover."""
    v = ctx.board
    spots = targets(ctx.legal)
    return _draw(ctx, v, spots)


#: The table's own state (``ctx.ui``, kept from one decision to the next: ``LASTING_UI``): the
#: regions not yet open drawn whole on a phone too.
WHOLE = "ev-whole"


def _whole(ctx: TableContext) -> bool:
    return bool(ctx.ui.get(WHOLE))


def _elsewhere(ctx: TableContext) -> bool:
    """The decision is made in the building supply (the map has no choice then)."""
    return any(a.kind in SUPPLY for a in ctx.legal)


def _whole_button(ctx: TableContext) -> Markup | None:
    """On a phone, the cut regions' cities and fleets shown or cut away (a toggle)."""
    if not _elsewhere(ctx) and all(area in ctx.board["opened"] for area in REGIONS):
        return None
    whole = _whole(ctx)
    return button(ctx.t("ev.whole_regions"), kit.pick(WHOLE, "" if whole else "1"), pressed=whole,
                  cls="small ev-whole")


def _shut(v: dict[str, Any], area: str, spots: dict[tuple[Any, ...], Action], elsewhere: bool) -> bool:
    """A region not yet open, where no city or fleet is a choice now, or any region while the
    choice is made in the supply: on a phone only its name, shipping track and deck are shown
    (all that can be played there before it opens)."""
    if area == EUROPE or (area in v["opened"] and not elsewhere):
        return False
    nodes = set(SIDES[v["side"]].area_nodes(area))
    return not any(spot[0] == "node" and spot[1] in nodes for spot in spots)


def _draw(ctx: TableContext, v: dict[str, Any], spots: dict[tuple[Any, ...], Action]) -> Markup:
    title = ctx.t("ev.map", side=ctx.t(f"ev.map_side.{v['side']}"))
    areas = []
    for area in (EUROPE, *REGIONS):
        w, hh = lay.size(area)
        shut = not _whole(ctx) and _shut(v, area, spots, _elsewhere(ctx))
        # A shut region shows its top strip on a phone (the stylesheet's height for .ev-shut):
        # the drawing keeps its scale and is cut at the bottom.
        areas.append(h.svg(_area(ctx, v, area, spots), viewBox=f"0 0 {w} {hh}",
                           class_=["ev-svg", f"ev-svg-{area}", shut and "ev-shut"], role="group", id=f"ev-svg-{area}",
                           aria_label=area_title(ctx, area), preserveAspectRatio="xMidYMin slice" if shut else None))
    notes = [_whole_button(ctx), spots and h.p(ctx.t("ev.legend"), class_="ev-note ev-legend"),
             v["abolished"] and h.p(ctx.t("ev.abolished"), class_="ev-note"),
             v["silent_fleet"] and h.p(h.span("✚", class_="ev-mark ev-osf", aria_hidden="true"), " ",
                                      ctx.t("ev.fleet_supply", n=v["fleet_supply"]), class_="ev-note")]
    # The notes come and go with the player's turn: a part of their own, so that the map's
    # areas (parts: svg) are compared one by one and not all replaced with them (web/patch.py).
    return h.section(h.h2(title, class_="ev-maptitle"),
                     part(h.div(shortcuts(ctx, spots), pile(ctx), class_="ev-jumps")),
                     h.div(LANES, areas, class_="ev-mapgrid"),
                     part(h.div(notes, class_="ev-notes")), class_="ev-map", id="ev-map")

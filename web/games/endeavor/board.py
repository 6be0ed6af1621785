"""The map of the side in play, drawn as an inline SVG from the engine's map data
(``engine.endeavor.maps``): Europe and the six regions, each with its cities (glory stars),
fleets, connections (round with their token, square), shipping track with its discs and
tokens, open sea, deck top and governor; a closed region is drawn dashed.

Every space where the player may act now is marked and can be tapped: it carries the
``data-action`` of its one legal action (the shell's click listener reads it), the same
choice the action bar offers. The layout is computed here from the areas' sizes; the
positions are this drawing's, the map's topology the engine's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import Action
from engine.endeavor.data import EUROPE, REGIONS, SLAVERY
from engine.endeavor.maps import CITY, SIDES
from engine.endeavor.state import EMPTY

from ...markup import Markup, h, part
from ...widgets import shown_words
from .names import area_title, card_name, deck, node_name, owner, token, token_short
from .pieces import memo, once, shape
from .words import label

if TYPE_CHECKING:
    from ...context import TableContext

#: Each area is its own SVG (a grid of them: one column on a phone, so a region is drawn
#: about twice as large as it would be in a single picture of the world); sizes in its units.
EUROPE_W, EUROPE_H = 220, 170
REGION_W, REGION_H = 200, 122
NODE_R = 10
TRACK_STEP = 20  # a track space fits a token at 8.5 units (see _draw_token)
#: Europe's rows apart: a connection's token fits between two marked cities one above the other.
ROW = 44


@dataclass
class Box:
    area: str
    x: float
    y: float
    w: float
    h: float


def _fill(seat: int) -> str:
    return "ev-fsf" if seat == -2 else f"ev-f{seat}"


# --- where each thing goes ------------------------------------------------------------------------

def _area_layout(side: str, area: str, box: Box) -> dict[int, tuple[float, float]]:
    """The centre of each node of ``area`` in ``box``: cities in a row (Europe's in two, the
    second run back so that the chain of connections stays short), each fleet beside the
    first city it connects to, above it in Europe's first row, else below; a little aside,
    so that the connection's token clears the city's stars and the fleet."""
    board = SIDES[side]
    nodes = board.area_nodes(area)
    cities = [i for i in nodes if board.nodes[i].kind == CITY]
    fleets = [i for i in nodes if board.nodes[i].kind != CITY]
    pos: dict[int, tuple[float, float]] = {}
    if area == EUROPE:
        cols = (len(cities) + 1) // 2
        step = (box.w - 28) / cols
        top = box.y + 18 + ROW
        for k, node in enumerate(cities):
            row, col = divmod(k, cols)
            if row:
                col = cols - 1 - col
            pos[node] = (box.x + 14 + step * (col + 0.5), top + row * ROW)
    else:
        step = min(40.0, (box.w - 16) / max(1, len(cities)))
        top = box.y + 74
        for k, node in enumerate(cities):
            pos[node] = (box.x + 8 + step * (k + 0.5), top)
    for node in fleets:
        city = next((lk.b if lk.a == node else lk.a) for lk in board.links if node in (lk.a, lk.b))
        cx, cy = pos[city]
        first_row = area == EUROPE and cy == min(y for _, y in pos.values())
        dy = -ROW if first_row else (ROW if area == EUROPE else 33)
        x = cx + (12 if area != EUROPE else 28)
        while any(abs(x - px) < 2 * NODE_R and abs(cy + dy - py) < 2 for px, py in pos.values()):
            x += 2 * NODE_R + 4
        pos[node] = (x, cy + dy)
    return pos


def _box(area: str) -> Box:
    return Box(area, 0, 0, EUROPE_W, EUROPE_H) if area == EUROPE else Box(area, 0, 0, REGION_W, REGION_H)


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


def _tap(ctx: TableContext, action: Action | None, body: list[Any], title: str) -> Markup:
    """A space: tappable (its legal action's ``data-action``, marked) or a plain group."""
    if action is None:
        return h.g(h.title(title), body)
    words = label(action, ctx)
    # The name begins with the text the space shows (a token, a deck's count: WCAG 2.5.3, label
    # in name), each piece apart: a checker reads the texts of an SVG run together.
    pieces = [p for p in body if p]
    shown = shown_words(pieces)
    spaced = [x for p in pieces for x in (p, " ")]
    return h.g(h.title(words), spaced, class_="ev-tap", data_action=f"play:{action.code}", role="button",
               aria_label=f"{shown}: {words}" if shown else words, tabindex="0")


# --- the pieces -----------------------------------------------------------------------------------

def _token_svg(ctx: TableContext, kind: str | None, x: float, y: float, small: bool = False) -> Markup | None:
    if kind is None:
        return None
    return once(("tok", ctx.lang, kind, x, y, small), lambda: _draw_token(ctx, kind, x, y, small))


def _draw_token(ctx: TableContext, kind: str, x: float, y: float, small: bool) -> Markup:
    # Wide enough for three letters or two Hangul syllables at the map's smallest type
    # (8.5 units: 12 px on a 360 px phone, where Europe is drawn 1.5 times its units).
    w = 20 if small else 24
    cls = "ev-sbrown" if kind in ("industry", "culture", "wealth", "influence") else "ev-sblue"
    return h.g(h.rect(x=f"{x - w / 2:.1f}", y=f"{y - 6:.1f}", width=w, height=12, rx=4, class_=[cls, f"ev-s-{kind}"]),
               h.text(token_short(ctx, kind), x=f"{x:.1f}", y=f"{y + 3:.1f}", class_="ev-stok"))


def _ring(x: float, y: float, r: float) -> Markup:
    return h.circle(cx=f"{x:.1f}", cy=f"{y:.1f}", r=f"{r:.1f}", class_="ev-ring")


def _node(ctx: TableContext, v: dict[str, Any], node: int, x: float, y: float, action: Action | None,
          stars_below: bool) -> Markup:
    key = ("node", ctx.lang, ctx.human, tuple(ctx.names), v["side"], node, x, y, v["nodes"][node],
           v["node_tokens"][node], action and action.code, stars_below)
    return once(key, lambda: _draw_node(ctx, v, node, x, y, action, stars_below))


def _draw_node(ctx: TableContext, v: dict[str, Any], node: int, x: float, y: float, action: Action | None,
               stars_below: bool) -> Markup:
    """A city or fleet; ``stars_below``: the glory stars under the city (Europe's second row,
    whose connections to the first row run up through the space above it)."""
    board = SIDES[v["side"]]
    n = board.nodes[node]
    who = v["nodes"][node]
    kind = v["node_tokens"][node]
    name = node_name(ctx, v["side"], node)
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
        shape_el = h.circle(cx=xs, cy=ys, r=NODE_R, class_=["ev-city", fill])
    else:
        r = NODE_R + 1
        points = f"{x:.1f},{y - r:.1f} {x + r:.1f},{y:.1f} {x:.1f},{y + r:.1f} {x - r:.1f},{y:.1f}"
        shape_el = h.polygon(points=points, class_=["ev-fleet", fill])
    body = [action is not None and _ring(x, y, NODE_R + 4), shape_el,
            h.circle(cx=xs, cy=ys, r=NODE_R + 6, class_="ev-hit") if action is not None else None]
    if who != EMPTY:
        body.append(h.text(shape(who), x=xs, y=f"{y + 3.5:.1f}", class_="ev-smark"))
    else:
        body.append(_token_svg(ctx, kind, x, y, small=True))
    if n.kind == CITY:
        star_y = y + NODE_R + 12 if stars_below else y - NODE_R - 6  # outside the ring of a marked city
        body.append(h.text("★" * n.glory, x=xs, y=f"{star_y:.1f}", class_="ev-star"))
    return _tap(ctx, action, body, title)


def _link(v: dict[str, Any], k: int, pos: dict[int, tuple[float, float]], ctx: TableContext, mark: bool) -> Markup:
    """A connection: its line (``mark`` false, drawn under the cities) or its token or
    empty spot (drawn over them, so that a marked city's ring never hides it)."""
    lk = SIDES[v["side"]].links[k]
    key = ("link", ctx.lang, ctx.human, tuple(ctx.names), v["side"], k, v["nodes"][lk.a], v["nodes"][lk.b],
           v["link_tokens"][k], pos[lk.a], pos[lk.b], mark)
    return once(key, lambda: _draw_link(v, k, pos, ctx, mark))


def _draw_link(v: dict[str, Any], k: int, pos: dict[int, tuple[float, float]], ctx: TableContext, mark: bool) -> Markup:
    board = SIDES[v["side"]]
    link = board.links[k]
    (x1, y1), (x2, y2) = pos[link.a], pos[link.b]
    a, b = v["nodes"][link.a], v["nodes"][link.b]
    held = a == b and a >= 0
    line = h.line(x1=f"{x1:.1f}", y1=f"{y1:.1f}", x2=f"{x2:.1f}", y2=f"{y2:.1f}",
                  class_=["ev-link", held and f"ev-k{a}"])
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    kind = v["link_tokens"][k]
    words = ctx.t("ev.link_round" if link.round else "ev.link_square")
    if kind:
        words += " · " + token(ctx, kind)
    if held:
        words += " · " + owner(ctx, a)
    if not mark:
        return h.g(h.title(words), line)
    if link.round:
        spot = (_token_svg(ctx, kind, mx, my, small=True) if kind
                else h.circle(cx=f"{mx:.1f}", cy=f"{my:.1f}", r=3.5, class_="ev-lspot"))
    else:
        spot = h.rect(x=f"{mx - 3.5:.1f}", y=f"{my - 3.5:.1f}", width=7, height=7, class_="ev-lspot")
    return h.g(h.title(words), spot, class_="ev-lmark")


def _track(ctx: TableContext, v: dict[str, Any], box: Box, action: Action | None) -> Markup:
    region = box.area
    spaces = SIDES[v["side"]].tracks[region]
    owners = v["tracks"][region]
    tokens = v["track_tokens"][region]
    y = box.y + 36  # the title above, clear of a marked deck
    out = []
    for i in range(spaces):
        x = box.x + 12 + i * TRACK_STEP
        who = owners[i] if i < len(owners) else None
        look = ["ev-space"] if who is None else ["ev-owned", _fill(who)]
        body: list[Any] = [h.circle(cx=f"{x:.1f}", cy=f"{y:.1f}", r=7.5, class_=look)]
        if who is not None:
            body.append(h.text(shape(who), x=f"{x:.1f}", y=f"{y + 3:.1f}", class_="ev-smark"))
            what = owner(ctx, who)
        else:
            body.append(_token_svg(ctx, tokens[i], x, y, small=True))
            what = token(ctx, tokens[i]) if tokens[i] else ctx.t("ev.none")
        title = ctx.t("ev.track_space", area=area_title(ctx, region), n=i + 1, what=what)
        here = action if i == len(owners) else None
        if here is not None:
            body.insert(0, _ring(x, y, 10))
            body.append(h.circle(cx=f"{x:.1f}", cy=f"{y:.1f}", r=12, class_="ev-hit"))
        out.append(_tap(ctx, here, body, title))
    return h.g(out)


def _deck(ctx: TableContext, v: dict[str, Any], name: str, x: float, y: float, action: Action | None) -> Markup:
    cards = v["decks"][name]
    top = cards[-1] if cards else None
    words = (ctx.t("ev.deck_top", deck=deck(ctx, name), card=card_name(ctx, top)) if top is not None
             else ctx.t("ev.deck_empty", deck=deck(ctx, name)))
    from engine.endeavor.cards import CARDS

    body = [action is not None and h.rect(x=f"{x - 3:.1f}", y=f"{y - 3:.1f}", width=28, height=34, rx=5,
                                          class_="ev-ring"),
            h.rect(x=f"{x:.1f}", y=f"{y:.1f}", width=22, height=28, rx=3,
                   class_=["ev-card", name == SLAVERY and "ev-slave", top is None and "ev-gone"]),
            h.text("–" if top is None else CARDS[top].value, x=f"{x + 11:.1f}", y=f"{y + 15:.1f}", class_="ev-cardv"),
            h.text(len(cards), x=f"{x + 11:.1f}", y=f"{y + 25:.1f}", class_="ev-cardn")]
    return _tap(ctx, action, body, words)


def _governor(ctx: TableContext, v: dict[str, Any], region: str, x: float, y: float) -> Markup:
    """The governor tucked sideways beside the deck (beside, not under it: the cities'
    stars are under it)."""
    card = v["governors"].get(region)
    if card is None:
        return h.g(h.title(ctx.t("ev.governor_gone")))
    return h.g(h.title(ctx.t("ev.governor_here", card=card_name(ctx, card))),
               h.rect(x=f"{x:.1f}", y=f"{y:.1f}", width=7, height=28, rx=2, class_="ev-gov"))


def _sea(ctx: TableContext, v: dict[str, Any], box: Box, action: Action | None, left: bool) -> Markup:
    region = box.area
    w, hh = 64, 20
    x, y = (box.x + 6 if left else box.x + box.w - w - 6), box.y + box.h - hh - 6
    counts = v["seas"][region]
    who = ", ".join(f"{owner(ctx, s)} {n}" for s, n in enumerate(counts) if n) or ctx.t("ev.none")
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


def _area_inputs(v: dict[str, Any], area: str, spots: dict[tuple[Any, ...], Action]) -> tuple[Any, ...]:
    """Everything one area's drawing reads, so that it is drawn again only when it changed."""
    board = SIDES[v["side"]]
    nodes = board.area_nodes(area)
    links = [k for k, lk in enumerate(board.links) if lk.a in nodes]
    here = sorted((spot, a.code) for spot, a in spots.items()
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


def _area(ctx: TableContext, v: dict[str, Any], box: Box, spots: dict[tuple[Any, ...], Action]) -> Markup:
    inputs = ("ev-area", ctx.lang, ctx.human, tuple(ctx.names), _area_inputs(v, box.area, spots))
    return memo(inputs, lambda: _draw_area(ctx, v, box, spots))


def _draw_area(ctx: TableContext, v: dict[str, Any], box: Box, spots: dict[tuple[Any, ...], Action]) -> Markup:
    side = v["side"]
    board = SIDES[side]
    is_open = box.area == EUROPE or box.area in v["opened"]
    pos = _area_layout(side, box.area, box)
    links = [k for k, lk in enumerate(board.links) if lk.a in pos]
    head = area_title(ctx, box.area)
    state = "" if box.area == EUROPE else f" · {ctx.t('ev.open' if is_open else 'ev.closed')}"
    parts: list[Any] = [h.rect(x=box.x, y=box.y, width=box.w, height=box.h, rx=8,
                          class_=["ev-area", not is_open and "ev-closed", f"ev-a-{box.area}"]),
                   h.text(head + state, x=box.x + 8, y=box.y + 13, class_="ev-aname")]
    if box.area == EUROPE:
        dx, dy = box.x + box.w - 88, box.y + box.h - 34  # the two decks' rings apart
        parts.append(_deck(ctx, v, EUROPE, dx, dy, spots.get(("deck", EUROPE))))
        parts.append(_deck(ctx, v, SLAVERY, dx + 29, dy, spots.get(("deck", SLAVERY))))
        pile = v["pile"]
        pile_words = (ctx.t("ev.pile", cards=", ".join(card_name(ctx, c) for c in pile)) if pile
                      else ctx.t("ev.pile_empty"))
        parts.append(h.g(h.title(pile_words),
                         h.rect(x=dx + 58, y=dy, width=22, height=28, rx=3, class_="ev-card ev-pile"),
                         h.text(len(pile), x=dx + 69, y=dy + 18, class_="ev-cardv")))
    else:
        parts.append(_track(ctx, v, box, spots.get(("track", box.area))))
        dx = box.x + 12 + board.tracks[box.area] * TRACK_STEP - 4
        parts.append(_deck(ctx, v, box.area, dx, box.y + 20, spots.get(("deck", box.area))))
        parts.append(_governor(ctx, v, box.area, dx + 27, box.y + 20))
        if is_open:
            fleets_right = any(x > box.w / 2 and y > box.y + 80 for x, y in pos.values())
            parts.append(_sea(ctx, v, box, spots.get(("sea", box.area)), left=fleets_right))
    parts += [_link(v, k, pos, ctx, mark=False) for k in links]
    first_row = min(y for node, (_, y) in pos.items() if board.nodes[node].kind == CITY)
    parts += [_node(ctx, v, node, x, y, spots.get(("node", node)), box.area == EUROPE and y > first_row)
              for node, (x, y) in pos.items()]
    parts += [_link(v, k, pos, ctx, mark=True) for k in links]
    return h.g(parts, class_="ev-areag")


def board_map(ctx: TableContext) -> Markup:
    """The map: an SVG as wide as its column, every space with its words on hover."""
    v = ctx.board
    spots = targets(ctx.legal)
    return _draw(ctx, v, spots)


def _draw(ctx: TableContext, v: dict[str, Any], spots: dict[tuple[Any, ...], Action]) -> Markup:
    title = ctx.t("ev.map", side=ctx.t(f"ev.map_side.{v['side']}"))
    areas = []
    for area in (EUROPE, *REGIONS):
        box = _box(area)
        areas.append(h.svg(_area(ctx, v, box, spots), viewBox=f"0 0 {box.w} {box.h}",
                           class_=["ev-svg", area == EUROPE and "ev-svg-europe"], role="group", id=f"ev-svg-{area}",
                           aria_label=area_title(ctx, area)))
    notes = [spots and h.p(ctx.t("ev.legend"), class_="ev-note ev-legend"),
             v["abolished"] and h.p(ctx.t("ev.abolished"), class_="ev-note"),
             v["silent_fleet"] and h.p(h.span("✚", class_="ev-mark ev-osf", aria_hidden="true"), " ",
                                      ctx.t("ev.fleet_supply", n=v["fleet_supply"]), class_="ev-note")]
    # The notes come and go with the player's turn: a part of their own, so that the map's
    # areas (parts: svg) are compared one by one and not all replaced with them (web/patch.py).
    return h.section(h.h2(title, class_="ev-maptitle"), h.div(areas, class_="ev-mapgrid"),
                     part(h.div(notes, class_="ev-notes")), class_="ev-map", id="ev-map")

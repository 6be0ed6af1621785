"""Where each thing of an area's drawing lies, in its SVG's units: the cities and fleets, their
glory stars, the connections' tokens, the shipping track, the decks, the governor and the
open sea. Pure geometry from the engine's map data (``engine.endeavor.maps``), so that a
test can check that nothing covers anything else (:func:`boxes`) without a browser; the
drawing (:mod:`.board`) places every piece from here.

Each area is its own SVG (one column on a phone, the world's shape on a desktop: the
stylesheet places them); the text's smallest size is 8.5 units, which the stylesheet keeps
at 12 px or more on both (where the map is 700 px wide or wider, a tablet's regions three a row or
the world's shape in two rows, it draws the text at 10.5 units, the map at 1.14 times its
units or more; the browser tests check that nothing covers anything there).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.endeavor.data import EUROPE
from engine.endeavor.maps import CITY, SIDES

EUROPE_W, EUROPE_H = 220, 184
REGION_W, REGION_H = 200, 134
NODE_R = 10
#: A fleet is drawn as a diamond this far from its centre.
FLEET_R = NODE_R + 1
#: A trade token on a connection or a shipping track: a disc of this radius with its icon.
TOKEN_R = 7.5
TRACK_STEP = 19
TRACK_Y = 36
#: Europe's rows apart, and a region's fleet below its city: room for a connection's token
#: between them, clear of both.
ROW = 50
FLEET_DY = 42
#: Text sizes (units) and the share of them a glyph's box takes above and below its baseline.
STAR_SIZE = 8.5
TITLE_SIZE = 9.0
ASCENT, DESCENT = 0.93, 0.24
#: One glory star's width (units) at STAR_SIZE.
STAR_W = 7.4
CARD_W, CARD_H = 22, 28
SEA_W, SEA_H = 64, 20


@dataclass(frozen=True)
class Box:
    """A rectangle: left, top, width, height."""

    x: float
    y: float
    w: float
    h: float

    def overlaps(self, other: Box, slack: float = 0.0) -> bool:
        return (self.x + slack < other.x + other.w and other.x + slack < self.x + self.w
                and self.y + slack < other.y + other.h and other.y + slack < self.y + self.h)


def size(area: str) -> tuple[int, int]:
    return (EUROPE_W, EUROPE_H) if area == EUROPE else (REGION_W, REGION_H)


@cache
def nodes(side: str, area: str) -> dict[int, tuple[float, float]]:
    """The centre of each city and fleet of ``area``: cities in a row (Europe's in two, the
    second run back so that the chain of connections stays short); a fleet beside its city
    (between its two, if it has two), above Europe's first row, else below. Computed once a
    side and area (do not change the dict)."""
    board = SIDES[side]
    ids = board.area_nodes(area)
    cities = [i for i in ids if board.nodes[i].kind == CITY]
    fleets = [i for i in ids if board.nodes[i].kind != CITY]
    w, _ = size(area)
    pos: dict[int, tuple[float, float]] = {}
    if area == EUROPE:
        cols = (len(cities) + 1) // 2
        step = (w - 28) / cols
        for k, node in enumerate(cities):
            row, col = divmod(k, cols)
            if row:
                col = cols - 1 - col
            pos[node] = (14 + step * (col + 0.5), 18 + ROW + row * ROW)
    else:
        step = min(40.0, (w - 16) / max(1, len(cities)))
        for k, node in enumerate(cities):
            pos[node] = (8 + step * (k + 0.5), 76.0)
    top = min((y for _, y in pos.values()), default=0.0)
    for node in fleets:
        mates = [pos[lk.b if lk.a == node else lk.a] for lk in board.links if node in (lk.a, lk.b)]
        cx, cy = mates[0]
        if len(mates) > 1:
            cx = (mates[0][0] + mates[1][0]) / 2
        dy = -ROW if area == EUROPE and cy == top else (ROW if area == EUROPE else FLEET_DY)
        x = cx + (30 if area == EUROPE else (0 if len(mates) > 1 else 14))
        while any(abs(x - px) < 2 * NODE_R and abs(cy + dy - py) < 2 for px, py in pos.values()):
            x += 2 * NODE_R + 4
        pos[node] = (x, cy + dy)
    return pos


@cache
def stars_below(side: str, area: str, node: int) -> bool:
    """Europe's second row has its stars under it (its connections to the first row run up
    through the space above it)."""
    pos = nodes(side, area)
    first = min(y for n, (_, y) in pos.items() if SIDES[side].nodes[n].kind == CITY)
    return area == EUROPE and pos[node][1] > first


def star_baseline(y: float, below: bool) -> float:
    """Outside the ring that marks a city (radius NODE_R + 4)."""
    return y + NODE_R + 13 if below else y - NODE_R - 6


def link_mid(side: str, area: str, k: int) -> tuple[float, float]:
    lk = SIDES[side].links[k]
    pos = nodes(side, area)
    (x1, y1), (x2, y2) = pos[lk.a], pos[lk.b]
    return (x1 + x2) / 2, (y1 + y2) / 2


def area_links(side: str, area: str) -> list[int]:
    ids = set(SIDES[side].area_nodes(area))
    return [k for k, lk in enumerate(SIDES[side].links) if lk.a in ids]


def track_x(i: int) -> float:
    return 12 + i * TRACK_STEP


def region_deck(side: str, region: str) -> tuple[float, float]:
    """The region's deck, at the end of its shipping track (the governor beside it)."""
    return track_x(SIDES[side].tracks[region]) - 4, 20.0


def europe_decks() -> tuple[float, float]:
    """The Europe deck's corner, top right (the fleets and the stars are below and left); the
    slavery deck and the discard pile follow to its right."""
    return EUROPE_W - 88, 5


def sea(side: str, region: str) -> Box:
    """The open sea: a bottom corner, away from the fleets."""
    w, h = size(region)
    right_fleets = any(x > w / 2 and y > 80 for x, y in nodes(side, region).values())
    x = 6 if right_fleets else w - SEA_W - 6
    return Box(x, h - SEA_H - 6, SEA_W, SEA_H)


def _text(x: float, baseline: float, width: float, font: float, anchor: str = "middle") -> Box:
    left = x - width / 2 if anchor == "middle" else x
    return Box(left, baseline - ASCENT * font, width, (ASCENT + DESCENT) * font)


def _disc(x: float, y: float, r: float) -> Box:
    return Box(x - r, y - r, 2 * r, 2 * r)


def boxes(side: str, area: str, title_w: float) -> list[tuple[str, Box]]:
    """Everything an area shows, each with its box (``title_w``: the title's width, which
    depends on the language): none may overlap another."""
    board = SIDES[side]
    w, h = size(area)
    out: list[tuple[str, Box]] = [("title", _text(8, 13, title_w, TITLE_SIZE, "start"))]
    for node, (x, y) in nodes(side, area).items():
        n = board.nodes[node]
        out.append((f"node {node}", _disc(x, y, NODE_R if n.kind == CITY else FLEET_R)))
        if n.kind == CITY:
            out.append((f"stars {node}", _text(x, star_baseline(y, stars_below(side, area, node)),
                                               STAR_W * n.glory, STAR_SIZE)))
    for k in area_links(side, area):
        mx, my = link_mid(side, area, k)
        out.append((f"link {k}", _disc(mx, my, TOKEN_R if board.links[k].round else 3.5)))
    if area == EUROPE:
        dx, dy = europe_decks()
        out += [(f"deck {i}", Box(dx + 29 * i, dy, CARD_W, CARD_H)) for i in range(3)]
    else:
        out += [(f"track {i}", _disc(track_x(i), TRACK_Y, TOKEN_R)) for i in range(board.tracks[area])]
        dx, dy = region_deck(side, area)
        out += [("deck", Box(dx, dy, CARD_W, CARD_H)), ("governor", Box(dx + 27, dy, 7, CARD_H)),
                ("sea", sea(side, area))]
    out.append(("frame", Box(0, 0, w, h)))
    return out


def overlaps(side: str, area: str, title_w: float) -> list[tuple[str, str]]:
    """The pairs of things that cover each other, and anything outside the area's frame."""
    found = boxes(side, area, title_w)
    frame = found.pop()[1]
    bad = [(a, "frame") for a, b in found
           if b.x < frame.x or b.y < frame.y or b.x + b.w > frame.w or b.y + b.h > frame.h]
    bad += [(a, c) for i, (a, b) in enumerate(found) for c, d in found[i + 1:] if b.overlaps(d)]
    return bad

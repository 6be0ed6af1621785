"""The two sides of the board, as data: areas, their cities (with glory icons) and fleets,
shipping tracks, open seas, and the connections between cities and fleets, round (a trade
token at setup) or square (none).

**[R]** (``rules/003_*.txt``): Europe and six regions; Europe has two decks and neither a
shipping track nor an open sea; each region has cities (some with fleets), one open sea
and a shipping track ending at its deck; 95 trade tokens, one on every circular space
(track spaces, cities, fleets, round connections); a city shows one glory icon, some two;
side A suits 2, 3 or a high-conflict 4, side B a low-conflict 4 or 5.

**RECONSTRUCTION**: both layouts (not public, ``data/endeavor_sources.md`` §6). Side B is
the 2009 map (Europe 10 cities; regions 2/3/3/3/3/5; tracks 6, 6, 6, 7, 7, 8) with fleets
added and connections made square so that its circular spaces are exactly the 95 tokens.
Side A holds the 95 too (the setup has no step for tokens left over) and is the
high-conflict side: as many cities (29) but fewer fleets (5 against 8), shorter tracks
(33 spaces against 40, so regions open sooner) and more round connections (28 against 18),
Europe's eight cities a mesh of them. A connection's glory is one icon. Replace by editing
:data:`LAYOUTS` alone (the table's map is drawn from it, web/games/endeavor/layout.py:
Europe's cities in two rows, the second run back, a region's in one row, connections
between neighbours, a fleet beside its city or between its two; a test checks that nothing
drawn covers anything else).

A city or fleet (a *node*) is its index in :attr:`Board.nodes`; a connection its index in
:attr:`Board.links`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .data import AREAS, EUROPE, SIDE_A, SIDE_B, TOKEN_COUNT

CITY, FLEET = "city", "fleet"
#: Glory icons on every connection.
LINK_GLORY = 1


@dataclass(frozen=True)
class AreaLayout:
    """One area on one side. ``cities``: each city's glory icons; ``fleets``: how many fleet
    spaces; ``links``: ``(a, b, round)`` with ``a``/``b`` naming a local node (``c0``: the
    first city, ``f0``: the first fleet); ``track``: shipping spaces (0 in Europe)."""

    area: str
    cities: tuple[int, ...]
    fleets: int
    track: int
    links: tuple[tuple[str, str, bool], ...]


@dataclass(frozen=True)
class Node:
    area: str
    kind: str
    glory: int


@dataclass(frozen=True)
class Link:
    a: int
    b: int
    round: bool


@dataclass(frozen=True)
class Board:
    """A side as the engine reads it (built from the layouts)."""

    side: str
    nodes: tuple[Node, ...]
    links: tuple[Link, ...]
    tracks: dict[str, int]

    @property
    def circular_spaces(self) -> int:
        return len(self.nodes) + sum(self.tracks.values()) + sum(1 for k in self.links if k.round)

    def area_nodes(self, area: str) -> list[int]:
        return [i for i, n in enumerate(self.nodes) if n.area == area]

    def links_of(self, node: int) -> list[int]:
        return [i for i, k in enumerate(self.links) if node in (k.a, k.b)]


R, S = True, False

LAYOUTS = {
    SIDE_B: (
        AreaLayout(EUROPE, (1, 1, 1, 2, 1, 1, 2, 1, 1, 1), 2, 0, (
            ("c0", "c1", R), ("c1", "c2", R), ("c2", "c3", S), ("c3", "c4", R), ("c4", "c5", R),
            ("c5", "c6", S), ("c6", "c7", R), ("c7", "c8", R), ("f0", "c1", R), ("f1", "c8", S),
            ("c8", "c9", S))),
        AreaLayout("africa", (1, 2), 1, 6, (("c0", "c1", R), ("f0", "c0", S))),
        AreaLayout("south_america", (1, 1, 2), 1, 6, (("c0", "c1", R), ("c1", "c2", R), ("f0", "c2", S))),
        AreaLayout("caribbean", (1, 2, 1), 1, 6, (("c0", "c1", R), ("c1", "c2", S), ("f0", "c0", R))),
        AreaLayout("north_america", (2, 1, 1), 1, 7, (("c0", "c1", R), ("c1", "c2", R), ("f0", "c1", S))),
        AreaLayout("india", (1, 2, 1), 1, 7, (("c0", "c1", R), ("c1", "c2", S), ("f0", "c2", R))),
        AreaLayout("far_east", (1, 1, 2, 1, 1), 1, 8, (
            ("c0", "c1", R), ("c1", "c2", S), ("c2", "c3", R), ("c3", "c4", S), ("f0", "c4", S))),
    ),
    # Europe's rows: c0-c3 left to right above c4-c7 right to left (c3 above c4, c0 above c7).
    SIDE_A: (
        AreaLayout(EUROPE, (1, 1, 2, 1, 1, 1, 2, 1), 1, 0, (
            ("c0", "c1", R), ("c1", "c2", R), ("c2", "c3", S), ("c4", "c5", R), ("c5", "c6", S), ("c6", "c7", R),
            ("c3", "c4", R), ("c2", "c5", R), ("c1", "c6", R), ("c0", "c7", S),
            ("c0", "c6", R), ("c1", "c5", R), ("c3", "c5", R), ("f0", "c1", R))),
        AreaLayout("africa", (1, 2, 1), 1, 5, (("c0", "c1", R), ("c1", "c2", R), ("f0", "c0", R), ("f0", "c1", S))),
        AreaLayout("south_america", (1, 1, 2, 1), 0, 5, (("c0", "c1", R), ("c1", "c2", S), ("c2", "c3", R))),
        AreaLayout("caribbean", (2, 1, 1), 1, 5, (("c0", "c1", R), ("c1", "c2", R), ("f0", "c1", R), ("f0", "c2", S))),
        AreaLayout("north_america", (1, 2, 1, 1), 0, 6, (("c0", "c1", R), ("c1", "c2", R), ("c2", "c3", S))),
        AreaLayout("india", (1, 1, 2), 1, 6, (("c0", "c1", S), ("c1", "c2", R), ("f0", "c0", R), ("f0", "c1", R))),
        AreaLayout("far_east", (1, 1, 2, 1), 1, 6, (
            ("c0", "c1", R), ("c1", "c2", R), ("c2", "c3", S), ("f0", "c0", R), ("f0", "c1", R))),
    ),
}


def _board(side: str) -> Board:
    nodes: list[Node] = []
    links: list[Link] = []
    tracks: dict[str, int] = {}
    for layout in LAYOUTS[side]:
        local: dict[str, int] = {}
        for i, glory in enumerate(layout.cities):
            local[f"c{i}"] = len(nodes)
            nodes.append(Node(layout.area, CITY, glory))
        for i in range(layout.fleets):
            local[f"f{i}"] = len(nodes)
            nodes.append(Node(layout.area, FLEET, 0))
        links += [Link(local[a], local[b], rnd) for a, b, rnd in layout.links]
        if layout.area != EUROPE:
            tracks[layout.area] = layout.track
    return Board(side, tuple(nodes), tuple(links), tracks)


SIDES = {side: _board(side) for side in (SIDE_A, SIDE_B)}

assert tuple(a.area for a in LAYOUTS[SIDE_A]) == AREAS == tuple(a.area for a in LAYOUTS[SIDE_B])
assert all(b.circular_spaces == TOKEN_COUNT for b in SIDES.values())
assert all(lay.track == 0 for side in LAYOUTS.values() for lay in side if lay.area == EUROPE)
assert all(any(n.area == area and n.kind == CITY for n in b.nodes) for b in SIDES.values() for area in AREAS)

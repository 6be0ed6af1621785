"""Puerto Rico's pieces as drawings (web/pictures.py): a barrel of each good in the good's
colour, a plantation tile of each crop and the quarry, a colonist, an empty circle, a doubloon,
and a building tile of each kind (small or large production building of a good, violet
building, large violet building). Each is defined once per page and drawn by reference.

The colours are the box's: corn yellow, indigo blue, sugar white, tobacco brown, coffee dark
brown; violet buildings violet. A piece is never told by its colour alone: its name in words is
its accessible name and tooltip (web/games/puerto_rico/pieces.py).
"""

from __future__ import annotations

from engine.puerto_rico.data import BUILDINGS, GOODS, QUARRY, Building

from ...markup import fragment, h
from ...pictures import Symbol

#: Each good's colour (its barrel, its plantation, its production buildings).
COLOUR = {"corn": "#f2cc2f", "indigo": "#2f4fa3", "sugar": "#fbfbf4", "tobacco": "#9a6332", "coffee": "#2e1b10",
          QUARRY: "#a3a39b"}
#: Lines drawn on a piece of that colour (dark on the light goods, light on the dark ones).
INK = {"corn": "#3a2a00", "indigo": "#dfe6ff", "sugar": "#4a4a44", "tobacco": "#2b1705", "coffee": "#c9a98a",
       QUARRY: "#3c3c38"}
VIOLET, LARGE_VIOLET = "#9b6cc4", "#6f3f9c"
DARK = "#2a1a0a"


def _barrel(g: str) -> Symbol:
    c, ink = COLOUR[g], INK[g]
    return Symbol(f"pr-barrel-{g}", fragment(
        h.path(d="M6.5 2.5h11c1.7 3 2.6 6.2 2.6 9.5s-.9 6.5-2.6 9.5h-11C4.8 18.5 3.9 15.3 3.9 12s.9-6.5 2.6-9.5z",
               fill=c, stroke=DARK, stroke_width=1.3),
        h.path(d="M4.6 7.5h14.8M4.6 16.5h14.8M12 2.5v19", stroke=ink, stroke_width=1.1, fill="none",
               stroke_opacity=".7")))


def _plantation(kind: str) -> Symbol:
    """A square tile of the crop's colour with its rows of plants (the quarry: cut stones)."""
    c, ink = COLOUR[kind], INK[kind]
    frame = h.rect(x=1.5, y=1.5, width=21, height=21, rx=3, fill=c, stroke=DARK, stroke_width=1.2)
    if kind == QUARRY:
        inside = fragment(*(h.rect(x=x, y=y, width=w, height=5, rx=1, fill=ink, fill_opacity=".55")
                            for x, y, w in ((4, 4.5, 7), (12.5, 4.5, 7.5), (4, 10, 4.5), (10, 10, 9.5),
                                            (4, 15.5, 9), (14.5, 15.5, 5))))
    else:  # three rows of sprouting leaves, the tile's field (no dots: they would read as circles)
        leaves = "".join(f"M{x - 2.2} {y - 2}L{x} {y + 1.8}L{x + 2.2} {y - 2}" for y in (6.5, 12.5, 18.5)
                         for x in (6.5, 12, 17.5))
        inside = h.path(d=leaves, stroke=ink, stroke_width=1.5, fill="none", stroke_linejoin="round")
    return Symbol(f"pr-tile-{kind}", fragment(frame, inside))


def _building(kind: str, large: bool) -> Symbol:
    """A building tile: a house (small) or a hall of two spaces (large), in its kind's colour."""
    fill = COLOUR[kind] if kind in COLOUR else (LARGE_VIOLET if large else VIOLET)
    ink = INK.get(kind, "#f3eafa")
    if large:
        body = fragment(h.path(d="M1.5 10L12 3l10.5 7v11.5h-21z", fill=fill, stroke=DARK, stroke_width=1.2),
                        h.path(d="M5 14h4v7.5M15 14h4v7.5", stroke=ink, stroke_width=1.4, fill="none"))
    else:
        body = fragment(h.path(d="M4 11l8-7 8 7v10.5H4z", fill=fill, stroke=DARK, stroke_width=1.2),
                        h.path(d="M10 21.5V15h4v6.5", stroke=ink, stroke_width=1.4, fill="none"))
    size = "large" if large else "small"
    return Symbol(f"pr-bld-{size}-{kind}", body)


def building_symbol(b: Building) -> str:
    """The id of a building's tile: a production building by its good, small (one circle) or
    large; a violet one small or large (two city spaces)."""
    large = b.circles > 1 if b.good else b.large
    return f"pr-bld-{'large' if large else 'small'}-{b.good or 'violet'}"


SYMBOLS: tuple[Symbol, ...] = (
    *(_barrel(g) for g in GOODS),
    *(_plantation(k) for k in (*GOODS, QUARRY)),
    # A colonist: a dark disc with a light rim, seen on every tile's colour.
    Symbol("pr-colonist", fragment(h.circle(cx=12, cy=12, r=11, fill="#fff"),
                                   h.circle(cx=12, cy=12, r=8.5, fill="#3b2412", stroke=DARK, stroke_width=1),
                                   h.circle(cx=9.5, cy=9.5, r=2, fill="#fff", fill_opacity=".4"))),
    Symbol("pr-circle", h.circle(cx=12, cy=12, r=8.5, fill="#fff", stroke=DARK, stroke_width=2.2)),
    Symbol("pr-doubloon", fragment(h.circle(cx=12, cy=12, r=10, fill="#e9c46a", stroke="#7a5c10", stroke_width=1.5),
                                   h.circle(cx=12, cy=12, r=6.5, fill="none", stroke="#7a5c10", stroke_width=1.2))),
    *(_building(kind, size == "large") for size, kind in
      sorted({tuple(building_symbol(b).split("-")[2:4]) for b in BUILDINGS})),
)

"""The Gilded Compass's marks as SVG symbols (web/pictures.py), defined once per page.

One symbol a site (its colour and a shape of its own, so that the colour is never the only
sign: Pompeii's volcano, Atlantis's waves, the Jungle Ruins' stepped temple, the Pharaoh's
pyramid, the Tower of the Gods, the Temple of Darkness's moon; the wild map's compass star)
and one a kind of tile (an ancient map, a cartographer's dividers, an excavator's shovel, a
compass, a tool, each artifact type, a sunken treasure, a tower token, a mission, an ability).
A tile is drawn as its site's mark and its kind's mark beside its name in words
(:mod:`.tiles`); the marks' colours are fixed here, the kinds' drawn in ``currentColor``.
"""

from __future__ import annotations

from ...markup import Markup, fragment, h
from ...pictures import Symbol, picture

#: Each site's colour (the box's tile colours, dark enough for white marks on them).
SITE_COLOURS = {"pompeii": "#b5533c", "atlantis": "#2b7bb9", "ruins": "#357a31", "pharaoh": "#d9a520",
                "gods": "#7a56ad", "darkness": "#2f2f2f"}

#: Lines drawn round, in the symbol's ink (a site's glyph) or in the text's colour (a kind).
_LINE = {"fill": "none", "stroke_width": 2, "stroke_linecap": "round", "stroke_linejoin": "round"}
_KIND = {**_LINE, "stroke": "currentColor"}


def _site(colour: str, *glyph: Markup, ink: str = "#fff") -> Markup:
    """A site's mark: a tile of its colour with its glyph in white (dark ink on gold)."""
    return fragment(h.rect(x=1, y=1, width=22, height=22, rx=5, fill=colour, stroke="#0006"),
                    h.g(*glyph, fill=ink, stroke=ink))


def _solid(d: str) -> Markup:
    return h.path(d=d, stroke="none")


def _lines(*ds: str) -> Markup:
    return fragment(h.path(d=d, **_KIND) for d in ds)


#: Six points on a circle, from the top clockwise: the wild map's ring of colours.
RING = ((12.0, 3.0), (19.8, 7.5), (19.8, 16.5), (12.0, 21.0), (4.2, 16.5), (4.2, 7.5))

SITES = {
    "pompeii": _site(SITE_COLOURS["pompeii"], _solid("M4 19 9.5 9h5L20 19z"),
                     h.path(d="M12 7.5c0-2 1.5-3 3.5-3.5", **_LINE)),
    "atlantis": _site(SITE_COLOURS["atlantis"], h.path(d="M4 9.5q2-2.5 4 0t4 0 4 0 4 0M4 15q2-2.5 4 0t4 0 4 0 4 0",
                                                       **_LINE)),
    "ruins": _site(SITE_COLOURS["ruins"], _solid("M4 19h16v-3h-2v-3h-2.5v-3h-7v3H6v3H4z"),
                   h.rect(x=10.5, y=5, width=3, height=3, stroke="none")),
    "pharaoh": _site(SITE_COLOURS["pharaoh"], _solid("M3.5 19 12 5l8.5 14z"), ink="#2a2000"),
    "gods": _site(SITE_COLOURS["gods"], _solid("M9 20V9H8V4.5h2V6h1V4.5h2V6h1V4.5h2V9h-1v11z")),
    "darkness": _site(SITE_COLOURS["darkness"], _solid("M15 5.2A7 7 0 1 0 18.8 17 6 6 0 0 1 15 5.2z")),
    # A map of every site: the six colours in a ring around a compass needle.
    "all": fragment(h.rect(x=1, y=1, width=22, height=22, rx=5, fill="#fff", stroke="#0008"),
                    [h.path(d=f"M12 12L{x1} {y1}A9 9 0 0 1 {x2} {y2}z", fill=c)
                     for c, (x1, y1), (x2, y2) in zip(SITE_COLOURS.values(), RING, RING[1:] + RING[:1])],
                    h.path(d="M12 5l2 7-2 7-2-7z", fill="#fff", stroke="#222", stroke_width=1)),
}

KINDS = {
    "map": _lines("M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3z", "M9 9h6M9 13h4"),
    "cartographer": fragment(h.circle(cx=12, cy=4.5, r=2, **_KIND), _lines("M11 6.5 6 21M13 6.5 18 21M8 15h8")),
    "excavator": _lines("M12 3v10", "M8 12h8l-.8 5.5a3.2 3.2 0 0 1-6.4 0z"),
    "compass": fragment(h.circle(cx=12, cy=12, r=9, **_KIND), h.path(d="M12 5.5l2 6.5-2 6.5-2-6.5z",
                                                                      fill="currentColor")),
    "tool": _lines("M4 9q8-7 16 0", "M12 5.5V21"),
    "desert": fragment(h.circle(cx=15, cy=8, r=3, **_KIND), _lines("M3 19q5-7 9-3t9-1")),
    "jungle": _lines("M5 19C5 10 11 5 19 5c0 8-5 14-14 14zM5 19l8-8"),
    "water": _lines("M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z"),
    "fire": _lines("M12 21a6 6 0 0 1-6-6c0-4 4-6 4-11 3 2 8 6 8 11a6 6 0 0 1-6 6z",
                   "M12 21a2.5 2.5 0 0 1-2.5-2.5c0-2 2.5-3.5 2.5-3.5s2.5 1.5 2.5 3.5a2.5 2.5 0 0 1-2.5 2.5z"),
    "holy": fragment(h.ellipse(cx=12, cy=4.5, rx=5, ry=1.8, **_KIND), _lines("M12 8v13M7.5 12.5h9")),
    "dark": _lines("M14 3.5A8.5 8.5 0 1 0 20.5 16 7 7 0 0 1 14 3.5z"),
    "sunken": fragment(h.rect(x=3, y=9, width=18, height=11, rx=1.5, **_KIND), _lines("M3 9a9 5 0 0 1 18 0M12 12v3")),
    "token": fragment(h.circle(cx=12, cy=12, r=9, **_KIND), h.circle(cx=12, cy=12, r=5, **_KIND)),
    "mission": fragment(_lines("M5 3h10l4 4v14H5z", "M9 7h5"), h.circle(cx=12, cy=14, r=3, fill="currentColor")),
    "ability": _lines("M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7z"),
    "collection": fragment(h.rect(x=4, y=3, width=16, height=18, rx=2, **_KIND), _lines("M8 8h8M8 12h8M8 16h5")),
}

SYMBOLS = (*(Symbol(f"gc-site-{name}", body) for name, body in SITES.items()),
           *(Symbol(f"gc-{name}", body) for name, body in KINDS.items()))


def site_mark(colours: tuple[str, ...], name: str, decorative: bool = True) -> Markup:
    """A site's mark (a map of several sites: one mark a site, or the compass star for all)."""
    if len(colours) > 2:
        return picture("gc-site-all", name, cls="gc-pic", decorative=decorative)
    return Markup("").join(picture(f"gc-site-{c}", name, cls="gc-pic", decorative=decorative) for c in colours)


def kind_mark(kind: str, name: str, decorative: bool = True, cls: str = "") -> Markup:
    """A kind's mark (``map``, ``cartographer``, ``desert`` ...), drawn in the text's colour."""
    return picture(f"gc-{kind}", name, cls=["gc-pic", "gc-kpic", f"gc-k-{kind}", cls], decorative=decorative)

"""Mundus Novus's pieces as SVG symbols (web/pictures.py): one drawing per resource and per
kind of development card, written once per page and drawn by reference wherever a card shows.

The drawings are plain shapes in fixed colours that read on the card's own colour; the words
(the resource's name, the card's name) are always beside them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.mundus_novus import cards as C

from ...markup import Markup, fragment, h
from ...pictures import Symbol, picture

if TYPE_CHECKING:
    from ...context import TableContext

#: Resource type -> symbol id.
RESOURCE = {1: "mn-cocoa", 2: "mn-corn", 3: "mn-tobacco", 4: "mn-coffee", 5: "mn-cotton", 6: "mn-sugar",
            7: "mn-potato", 8: "mn-indigo", 9: "mn-vanilla", C.RELIC: "mn-relic"}
#: Development card kind -> symbol id.
KIND = {C.CARAVEL: "mn-caravel", C.MERCHANT: "mn-merchant", C.WAREHOUSE: "mn-warehouse",
        C.SHIPYARD: "mn-shipyard", C.CHARACTER: "mn-character"}

_INK = {"stroke": "#2b1d0e", "stroke_width": 1.2}

_BODIES = {
    "mn-cocoa": (
        h.ellipse(cx=12, cy=12, rx=6.5, ry=10, fill='#8a4b1f', **_INK),
        h.path(d='M12 2.5v19M8.5 4.5c-1.5 5-1.5 10 0 15M15.5 4.5c1.5 5 1.5 10 0 15', fill='none', stroke='#5a2e10',
               stroke_width=1),
    ),
    "mn-corn": (
        h.ellipse(cx=12, cy=11, rx=5, ry=9, fill='#f2c230', **_INK),
        h.path(d='M8 7h8M7.5 11h9M8 15h8M12 2.5v17', stroke='#b8860b', stroke_width=1),
        h.path(d='M6 22c1-6 3-8 6-9M18 22c-1-6-3-8-6-9', fill='#4f8a2a', stroke='#2f5a18', stroke_width=1),
    ),
    "mn-tobacco": (
        h.path(d='M12 2c6 4 8 10 0 20C4 12 6 6 12 2z', fill='#9c8a3a', **_INK),
        h.path(d='M12 4v17M12 9l-3-2M12 9l3-2M12 14l-4-2M12 14l4-2', stroke='#5d5220', stroke_width=1),
    ),
    "mn-coffee": (
        h.ellipse(cx=12, cy=12, rx=7, ry=9.5, fill='#5b3414', **_INK),
        h.path(d='M12 3c-3 4 3 14 0 18', fill='none', stroke='#e8c9a0', stroke_width=1.5),
    ),
    "mn-cotton": (
        h.path(d='M12 14l-5 8h10z', fill='#5f8f3a', stroke='#2f5a18', stroke_width=1),
        h.circle(cx=8, cy=10, r=4.5, fill='#fff', **_INK),
        h.circle(cx=16, cy=10, r=4.5, fill='#fff', **_INK),
        h.circle(cx=12, cy=6, r=4.5, fill='#fff', **_INK),
    ),
    "mn-sugar": (
        h.rect(x=5, y=2, width=4, height=20, rx=1.5, fill='#7fbf4d', **_INK),
        h.rect(x=14, y=4, width=4, height=18, rx=1.5, fill='#9ad16a', **_INK),
        h.path(d='M5 8h4M5 14h4M14 10h4M14 16h4M18 5c3-2 4 0 5 1', stroke='#2f5a18', stroke_width=1.2, fill='none'),
    ),
    "mn-potato": (
        h.path(d='M5 9c1-5 9-7 13-3s2 12-4 13-10-5-9-10z', fill='#c49a5a', **_INK),
        h.circle(cx=10, cy=10, r=1, fill='#6b4a1e'),
        h.circle(cx=15, cy=13, r=1, fill='#6b4a1e'),
        h.circle(cx=11, cy=16, r=1, fill='#6b4a1e'),
    ),
    "mn-indigo": (
        h.path(d='M12 2C8 9 5 12 5 15.5a7 7 0 0014 0C19 12 16 9 12 2z', fill='#3949ab', **_INK),
        h.path(d='M9 15a3 3 0 003 3', fill='none', stroke='#c5cae9', stroke_width=1.5),
    ),
    "mn-vanilla": (
        h.path(d='M4 21c4-2 10-9 12-17', fill='none', stroke='#4a3410', stroke_width=2.2),
        h.circle(cx=15, cy=9, r=2, fill='#f3d36b', **_INK),
        h.path(d='M15 3l2 4 4 1-3 3 1 4-4-2-4 2 1-4-3-3 4-1z', fill='#fff6cf', **_INK),
    ),
    "mn-relic": (
        h.path(d='M12 2l8 6v7l-8 7-8-7V8z', fill='#e0b13a', **_INK),
        h.path(d='M8.5 10h2.5M13 10h2.5M10 15h4', stroke='#6b4a00', stroke_width=1.6),
        h.path(d='M12 2v4M4 8l3 2M20 8l-3 2', stroke='#6b4a00', stroke_width=1),
    ),
    "mn-caravel": (
        h.path(d='M3 15h18l-3 5H6z', fill='#8a5a2b', **_INK),
        h.path(d='M12 2v13', stroke='#2b1d0e', stroke_width=1.4),
        h.path(d='M12 3c5 2 6 6 5 10h-5zM12 5c-4 2-5 5-4 8h4z', fill='#f7f1e1', stroke='#2b1d0e', stroke_width=1),
    ),
    "mn-merchant": (
        h.path(d='M12 3v17M6 20h12M4 7h16', stroke='#2b1d0e', stroke_width=1.5, fill='none'),
        h.path(d='M4 7l-2.5 6h5zM20 7l-2.5 6h5z', fill='#e0b13a', stroke='#2b1d0e', stroke_width=1),
    ),
    "mn-warehouse": (
        h.path(d='M3 10l9-7 9 7v11H3z', fill='#b07d4a', **_INK),
        h.rect(x=8, y=13, width=8, height=8, fill='#5a3a1a'),
        h.path(d='M8 15h8M8 17.5h8', stroke='#b07d4a', stroke_width=1),
    ),
    "mn-shipyard": (
        h.path(d='M3 18h18l-2 3H5z', fill='#8a5a2b', stroke='#2b1d0e', stroke_width=1),
        h.path(d='M6 16l8-10', stroke='#5a3a1a', stroke_width=2),
        h.rect(x=11, y=3, width=9, height=4, rx=1, transform='rotate(40 15.5 5)', fill='#6d6d6d', stroke='#2b1d0e',
               stroke_width=1),
    ),
    "mn-character": (
        h.path(d='M3 18l2-11 4.5 5L12 4l2.5 8L19 7l2 11z', fill='#e0b13a', **_INK),
        h.rect(x=3, y=18, width=18, height=3, fill='#b8860b'),
    ),
}

SYMBOLS = tuple(Symbol(sid, fragment(*parts)) for sid, parts in _BODIES.items())

__all__ = ["KIND", "RESOURCE", "SYMBOLS"]


# --- cards as the table draws them -----------------------------------------------------------

def rcard(ctx: TableContext, t: int, cls: str | None = None, new: bool = False) -> Markup:
    """One resource card as on the table: its value big, its picture, its name (a look of its own per type)."""
    value = "◆" if t == C.RELIC else str(t)
    name = ctx.t(f"mn.res.{t}")
    return h.span(h.span(value, class_="card-v", aria_hidden="true"),
                  picture(RESOURCE[t], name, cls="rc-pic", decorative=True), h.span(name, class_="card-n"),
                  class_=["card", "rc", f"rc-{t}", cls, new and "new"])


def mini_card(ctx: TableContext, t: int, counts: int) -> Markup:
    """A card of a ready-made set, small: its value (or what it counts as, for a turned card or a
    relic) and its picture; the set's words say the rest."""
    shown = str(counts) if counts != C.RELIC else "◆"
    turned = t != counts
    return h.span(picture(RESOURCE[t], ctx.t(f"mn.res.{t}"), cls="mini-pic", decorative=True),
                  h.span(shown, class_="mini-v"), class_=["mini", f"rc-{t}", turned and "turned"])

"""Pieces drawn as pictures: SVG symbols defined once per page, used by name wherever needed.

A game's table module declares its pieces as ``SYMBOLS`` (a sequence of :class:`Symbol`: a
barrel of indigo, a card's resource, a token's mark). The shell writes them once into the
table's hidden *sprite* (:func:`sprite`), and the table draws a piece with :func:`picture`,
which is a few bytes of ``<use>`` however often it appears: a hand of twelve cards costs twelve
short references, not twelve drawings.

Every picture has its name in words: as its accessible name and its tooltip (``<title>``), or,
where the words stand next to it already (a button that says "Corn"), it is marked decorative
(``decorative=True``) so that a screen reader does not say the name twice.

A picture is built with :func:`web.markup.drawing` rather than ``h.svg``: ``svg`` elements
built by ``h`` are *parts* the page replaces on their own (:mod:`web.patch`), and a small
picture inside a card should change with its card, not be a part of its own. A symbol's body
is built with ``h`` as well (``h.rect(x=4, y=3, ...)``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .markup import Markup, drawing, h


@dataclass(frozen=True)
class Symbol:
    """One drawing: its id (unique on the page; by convention the game's prefix, ``pr-corn``),
    its ``viewBox`` and its body (SVG elements as markup, drawn in that box)."""

    id: str
    body: Markup
    view_box: str = "0 0 24 24"


def sprite(symbols: Iterable[Symbol]) -> Markup:
    """The hidden ``<svg>`` that defines ``symbols`` for the page (none: nothing)."""
    defs = [h.symbol(s.body, id=s.id, viewBox=s.view_box) for s in symbols]
    if not defs:
        return Markup("")
    return drawing("svg", h.defs(defs), class_="sprite", aria_hidden="true", focusable="false", width="0",
                   height="0")


def picture(symbol: str, name: str, cls: str | Iterable[str] = "", decorative: bool = False) -> Markup:
    """``symbol`` drawn where it stands, named ``name`` (accessible name and tooltip).

    ``cls`` adds classes (the size and colour come from the stylesheet: ``.pic`` is 1.25em
    square). ``decorative``: the name is in words beside it, so the picture is hidden from
    screen readers and keeps only the tooltip."""
    classes = ["pic", *([cls] if isinstance(cls, str) else cls)]
    ref = h.use(href=f"#{symbol}")
    if decorative:
        return drawing("svg", ref, class_=classes, aria_hidden="true", focusable="false")
    return drawing("svg", h.title(name), ref, class_=classes, role="img", aria_label=name, focusable="false")

"""Pieces drawn as pictures: SVG symbols defined once per page, used by name wherever needed.

A game's table module declares its pieces as ``SYMBOLS`` (a sequence of :class:`Symbol`: a
barrel of indigo, a card's resource, a token's mark). The shell writes them once into the
table's hidden *sprite* (:func:`sprite`), and the table draws a piece with :func:`picture`,
which is a few bytes of ``<use>`` however often it appears: a hand of twelve cards costs twelve
short references, not twelve drawings.

Every picture has its name in words: as its accessible name and its tooltip (``<title>``), or,
where the words stand next to it already (a button that says "Corn"), it is marked decorative
(``decorative=True``) so that a screen reader does not say the name twice.

A picture is written as markup directly rather than with ``h.svg``: ``svg`` elements built by
the builder are *parts* the page replaces on their own (:mod:`web.patch`), and a small picture
inside a card should change with its card, not be a part of its own.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .markup import Markup, escape


@dataclass(frozen=True)
class Symbol:
    """One drawing: its id (unique on the page; by convention the game's prefix, ``pr-corn``),
    its ``viewBox`` and its body (SVG elements as markup, drawn in that box)."""

    id: str
    body: Markup
    view_box: str = "0 0 24 24"


def sprite(symbols: Iterable[Symbol]) -> Markup:
    """The hidden ``<svg>`` that defines ``symbols`` for the page (none: nothing)."""
    defs = "".join(f'<symbol id="{escape(s.id)}" viewBox="{escape(s.view_box)}">{s.body}</symbol>'
                   for s in symbols)
    if not defs:
        return Markup("")
    return Markup('<svg class="sprite" aria-hidden="true" focusable="false" width="0" height="0">'
                  f"<defs>{defs}</defs></svg>")


def picture(symbol: str, name: str, cls: str | Iterable[str] = "", decorative: bool = False) -> Markup:
    """``symbol`` drawn where it stands, named ``name`` (accessible name and tooltip).

    ``cls`` adds classes (the size and colour come from the stylesheet: ``.pic`` is 1.25em
    square). ``decorative``: the name is in words beside it, so the picture is hidden from
    screen readers and keeps only the tooltip."""
    classes = " ".join(["pic", *([cls] if isinstance(cls, str) else cls)]).strip()
    ref = f'<use href="#{escape(symbol)}"></use>'
    if decorative:
        return Markup(f'<svg class="{escape(classes)}" aria-hidden="true" focusable="false">{ref}</svg>')
    label = escape(name)
    return Markup(f'<svg class="{escape(classes)}" role="img" aria-label="{label}" focusable="false">'
                  f"<title>{label}</title>{ref}</svg>")

"""Which parts of the table a redraw changes: the page replaces those alone.

Drawing the whole table into ``#app`` after every click makes the browser parse, style and
lay out every element again (a third of a click's time on a phone-sized Endeavor board). The
table is instead drawn in *parts*: elements marked ``data-part`` (:func:`web.markup.part`;
every ``section``, ``svg`` and ``aside`` is one). Comparing the markup drawn last with the new
markup, :func:`changes` says which parts to replace; everything else on the page, and the
layout the browser keeps for it, stays as it was.

The comparison is on the markup alone, so it is pure Python and tested without a browser
(tests/web/test_patch.py). The rules:

* A part's *frame* is its markup with each part inside it left out. Where the frames of the
  whole page differ (another screen, a message above everything), the page is drawn anew.
* A part whose frame is unchanged is left as it is, and the parts inside it are compared in
  turn; a part whose frame changed is replaced whole, with the parts inside it.
* Parts are numbered in document order, as ``querySelectorAll("[data-part]")`` finds them;
  where the frames agree, the old and the new page have the same parts in the same order,
  so a number names the same part in both.

The markup must read back as the same elements (no ``<div>`` inside a ``<p>``, which the
parser would move): ``?check-redraw`` makes the page compare itself with a fresh parse after
every redraw, and the browser tests run with it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .markup import MARK

_START = re.compile(r'<([a-zA-Z][a-zA-Z0-9-]*)' + re.escape(MARK))
#: The whole page, as opposed to one part, in :func:`changes`.
WHOLE = -1


@dataclass(frozen=True)
class Piece:
    """One part of a page's markup: its number in document order, where it starts and ends,
    and the parts directly inside it."""

    index: int
    start: int
    end: int
    inner: tuple[Piece, ...]


def _end(html: str, name: str, start: int) -> int:
    """Where the element ``name`` that starts at ``start`` ends (just after its end tag).

    Text in our markup is always escaped, so every ``<`` opens a tag; only elements of the same
    name nest with it."""
    opening = re.compile(r"<(/?)" + re.escape(name) + r"[\s>/]")
    depth = 0
    for found in opening.finditer(html, start):
        depth += -1 if found.group(1) else 1
        if depth == 0:
            return html.index(">", found.end() - 1) + 1
    raise ValueError(f"<{name}> at {start} has no end tag")


def pieces(html: str) -> tuple[Piece, ...]:
    """The outermost parts of ``html``, each with the parts inside it."""
    flat = [(m.start(), _end(html, m.group(1), m.start())) for m in _START.finditer(html)]
    top: list[Piece] = []
    # The parts come in document order; a stack of the open ones finds each one's parent.
    stack: list[tuple[int, int, int, list[Piece]]] = []

    def close() -> None:
        index, start, end, inner = stack.pop()
        (stack[-1][3] if stack else top).append(Piece(index, start, end, tuple(inner)))

    for index, (start, end) in enumerate(flat):
        while stack and start >= stack[-1][2]:
            close()
        stack.append((index, start, end, []))
    while stack:
        close()
    return tuple(top)


def _frame(html: str, start: int, end: int, inner: tuple[Piece, ...]) -> str:
    """The markup from ``start`` to ``end`` with the parts ``inner`` left out."""
    out, at = [], start
    for piece in inner:
        out.append(html[at:piece.start])
        at = piece.end
    out.append(html[at:end])
    return "\0".join(out)


def changes(old: str, new: str) -> list[tuple[int, str]]:
    """What to replace to turn the page drawn as ``old`` into ``new``: ``(number, markup)`` for
    each part to replace, or ``[(WHOLE, new)]`` to draw the page anew; ``[]`` when nothing changed."""
    if old == new:
        return []
    old_top, new_top = pieces(old), pieces(new)
    if len(old_top) != len(new_top) or _frame(old, 0, len(old), old_top) != _frame(new, 0, len(new), new_top):
        return [(WHOLE, new)]
    out: list[tuple[int, str]] = []
    _compare(old, new, old_top, new_top, out)
    return out


def _compare(old: str, new: str, olds: tuple[Piece, ...], news: tuple[Piece, ...], out: list) -> None:
    for a, b in zip(olds, news):
        if old[a.start:a.end] == new[b.start:b.end]:
            continue
        if len(a.inner) != len(b.inner) or _frame(old, a.start, a.end, a.inner) != _frame(new, b.start, b.end, b.inner):
            out.append((a.index, new[b.start:b.end]))
        else:
            _compare(old, new, a.inner, b.inner, out)


def apply(old: str, replaced: list[tuple[int, str]]) -> str:
    """``old`` with the parts in ``replaced`` replaced, as the page does it: the markup model of
    :meth:`web.browser.Page._show`, for the tests."""
    if replaced and replaced[0][0] == WHOLE:
        return replaced[0][1]
    spans: dict[int, tuple[int, int]] = {}

    def walk(items: tuple[Piece, ...]) -> None:
        for piece in items:
            spans[piece.index] = (piece.start, piece.end)
            walk(piece.inner)

    walk(pieces(old))
    out, at = [], 0
    for index, markup in sorted(replaced, key=lambda change: spans[change[0]][0]):
        start, end = spans[index]
        out += [old[at:start], markup]
        at = end
    out.append(old[at:])
    return "".join(out)

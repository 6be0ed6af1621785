"""Which parts of the table a redraw changes: the page replaces those alone.

Drawing the whole table into ``#app`` after every click makes the browser parse, style and
lay out every element again (a third of a click's time on a phone-sized Endeavor board). The
table is instead drawn in *parts*: elements marked ``data-part`` (:func:`web.markup.part`;
every ``section``, ``svg`` and ``aside`` is one). Comparing the markup drawn last with the new
markup, :func:`changes` says which parts to replace, remove or add; everything else on the
page, and the layout the browser keeps for it, stays as it was.

The comparison is on the markup alone, so it is pure Python and tested without a browser
(tests/web/test_patch.py). The rules:

* A part's *frame* is its markup with each part inside it left out. A part whose frame is
  unchanged is left as it is, and the parts inside it are compared in turn.
* Parts inside a part (or the page) may come and go: a panel appears at a new round, a seat's
  row leaves. The frames are aligned as sequences of markup and parts' start tags
  (``difflib``); where they differ only in parts, the parts that went are removed and new ones
  are put in beside a part that stays (with no markup between them). Any other change to a
  frame replaces the part whole, with the parts inside it, or draws the whole page anew.
* Parts are numbered in document order, as ``querySelectorAll("[data-part]")`` finds them
  in the page as it is; the page finds every part it is to change before it changes any.

The markup must read back as the same elements (no ``<div>`` inside a ``<p>``, which the
parser would move): ``?check-redraw`` makes the page compare itself with a fresh parse after
every redraw, and the browser tests run with it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .markup import MARK

_START = re.compile(r'<([a-zA-Z][a-zA-Z0-9-]*)' + re.escape(MARK))
#: The whole page, as opposed to one part, in :func:`changes`.
WHOLE = -1
#: What :func:`changes` asks for: a part replaced, removed, or new parts put in before or after
#: it (the last two are the positions of the DOM's ``insertAdjacentHTML``).
REPLACE, REMOVE, BEFORE, AFTER = "replace", "remove", "beforebegin", "afterend"


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


def _segments(html: str, start: int, end: int, inner: tuple[Piece, ...]) -> list[str]:
    """The markup from ``start`` to ``end`` between the parts ``inner``: one more than there are parts."""
    out, at = [], start
    for piece in inner:
        out.append(html[at:piece.start])
        at = piece.end
    out.append(html[at:end])
    return out


def _opening(html: str, piece: Piece) -> str:
    """A part's start tag: what pairs a part drawn before with one drawn now."""
    return html[piece.start:html.index(">", piece.start) + 1]


def _tokens(html: str, segments: list[str], inner: tuple[Piece, ...]) -> list[tuple[str, str]]:
    """A frame as a sequence to align: its markup between parts (where there is any) and, for
    each part, its start tag."""
    out = [("text", segments[0])] if segments[0] else []
    for piece, after in zip(inner, segments[1:]):
        out.append(("part", _opening(html, piece)))
        if after:
            out.append(("text", after))
    return out


def changes(old: str, new: str) -> list[tuple[str, int, str]]:
    """What to do to turn the page drawn as ``old`` into ``new``: ``(what, number, markup)`` for
    each part to replace (:data:`REPLACE`), to remove (:data:`REMOVE`, no markup) or to put new
    parts beside (:data:`BEFORE`, :data:`AFTER`), numbered as in ``old``; or
    ``[(REPLACE, WHOLE, new)]`` to draw the page anew; ``[]`` when nothing changed."""
    if old == new:
        return []
    out: list[tuple[str, int, str]] = []
    if not _align(old, new, (0, len(old), pieces(old)), (0, len(new), pieces(new)), out):
        return [(REPLACE, WHOLE, new)]
    return out


def _align(old: str, new: str, was: tuple[int, int, tuple[Piece, ...]], now: tuple[int, int, tuple[Piece, ...]],
           out: list[Any]) -> bool:
    """The changes inside one part (or the whole page), given as (start, end, the parts directly
    inside) in ``old`` and ``new``, added to ``out``; False if its own markup changed, when it
    must be replaced whole.

    The parts inside may have come or gone: the two frames are aligned as sequences of markup
    and parts' start tags. Where only parts differ, they are replaced, removed, or put in beside
    a part that stays; a difference in the markup between them is a change of the part itself."""
    olds, news = was[2], now[2]
    old_segments, new_segments = _segments(old, *was), _segments(new, *now)
    if len(olds) == len(news) and old_segments == new_segments:
        for a, b in zip(olds, news):
            _compare(old, new, a, b, out)
        return True
    a_tokens, b_tokens = _tokens(old, old_segments, olds), _tokens(new, new_segments, news)
    # For each part's token, which part it is in olds / news.
    a_parts, b_parts = _numbering(a_tokens), _numbering(b_tokens)
    mine: list[tuple[str, int, str]] = []
    paired: dict[int, Piece] = {}  # the new part at a token of b_tokens -> the old part it stands in for
    import difflib  # here, not at the top: the page's start need not pay for its import

    opcodes = difflib.SequenceMatcher(None, a_tokens, b_tokens, autojunk=False).get_opcodes()
    for what, i1, i2, j1, j2 in opcodes:
        if what != "equal" and any(kind == "text" for kind, _ in a_tokens[i1:i2] + b_tokens[j1:j2]):
            return False
        a_run = [i for i in range(i1, i2) if i in a_parts]
        b_run = [j for j in range(j1, j2) if j in b_parts]
        for i, j in zip(a_run, b_run):
            paired[j] = olds[a_parts[i]]
        mine += [(REMOVE, olds[a_parts[i]].index, "") for i in a_run[len(b_run):]]
    # New parts go in beside a part that stays, with no markup between them.
    j = 0
    while j < len(b_tokens):
        if j in paired or b_tokens[j][0] == "text":
            j += 1
            continue
        run_end = j
        while run_end < len(b_tokens) and run_end not in paired and b_tokens[run_end][0] == "part":
            run_end += 1
        markup = "".join(new[news[b_parts[k]].start:news[b_parts[k]].end] for k in range(j, run_end))
        if j - 1 in paired:
            mine.append((AFTER, paired[j - 1].index, markup))
        elif run_end in paired:
            mine.append((BEFORE, paired[run_end].index, markup))
        else:
            return False
        j = run_end
    for j, a in paired.items():
        _compare(old, new, a, news[b_parts[j]], mine)
    out += mine
    return True


def _numbering(tokens: list[tuple[str, str]]) -> dict[int, int]:
    """For each part's token, which part it is (0, 1, ... in document order)."""
    places = [i for i, (kind, _) in enumerate(tokens) if kind == "part"]
    return {token: n for n, token in enumerate(places)}


def _compare(old: str, new: str, a: Piece, b: Piece, out: list[Any]) -> None:
    """The old part ``a`` drawn now as ``b``: nothing if it is the same, the changes inside it
    if only they differ, else ``a`` replaced whole."""
    if old[a.start:a.end] == new[b.start:b.end]:
        return
    if not _align(old, new, (a.start, a.end, a.inner), (b.start, b.end, b.inner), out):
        out.append((REPLACE, a.index, new[b.start:b.end]))


def apply(old: str, changed: list[tuple[str, int, str]]) -> str:
    """``old`` with the ``changed`` parts replaced, removed or added, as the page does it: the
    markup model of main_side/dom.show, for the tests."""
    if changed and changed[0][1] == WHOLE:
        return changed[0][2]
    spans: dict[int, tuple[int, int]] = {}

    def walk(items: tuple[Piece, ...]) -> None:
        for piece in items:
            spans[piece.index] = (piece.start, piece.end)
            walk(piece.inner)

    walk(pieces(old))
    edits = []  # (from, to, markup): what replaces old[from:to]
    for what, index, markup in changed:
        start, end = spans[index]
        edits.append({REPLACE: (start, end, markup), REMOVE: (start, end, ""),
                      BEFORE: (start, start, markup), AFTER: (end, end, markup)}[what])
    out, at = [], 0
    for start, end, markup in sorted(edits, key=lambda edit: edit[:2]):
        out += [old[at:start], markup]
        at = end
    out.append(old[at:])
    return "".join(out)

"""The pieces every game's table and the shell draw with: buttons, panels, seats, cards, choices.

Each returns :class:`web.markup.Markup`; every text given is escaped by the builder. The
class names are the shared stylesheet's (web/static/table.css); a game's own stylesheet
styles what it adds on top (``cls``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from . import controls
from .commands import Command
from .controls import control, section
from .markup import Markup, fragment, h, part

#: Each seat's mark beside its colour, for games that tell seats apart on the board (never
#: by colour alone): seat n has mark n (a game's neutral or automatic player has its own).
SEAT_MARKS = ("●", "■", "▲", "◆", "★")

Classes = str | Iterable[str | bool | None] | None


def _classes(base: str, extra: Classes) -> list[Any]:
    if extra is None:
        return [base]
    if isinstance(extra, str):
        return [base, extra]
    return [base, *extra]


def button(label: str, action: Command, *, cls: Classes = None, pressed: bool | None = None, disabled: bool = False,
           title: str | None = None, content: Any = None) -> Markup:
    """A button that sends ``action`` to the table when clicked (:func:`web.controls.control`).

    ``label`` is its text; with ``content`` (markup: a card, an icon) that is shown instead and
    ``label`` follows it for a screen reader (:func:`named`).
    """
    return control(label if content is None else named(label, content), str(action), cls=cls, pressed=pressed,
                   disabled=disabled, title=title)


def confirm(question: str, yes: str, no: str, do: Command, keep: Command) -> list[Markup]:
    """A question asked before something that cannot be undone (:func:`web.controls.confirm`)."""
    return controls.confirm(question, yes, no, str(do), str(keep))


def named(label: str, content: Any) -> Markup:
    """``content`` that a control shows, followed by ``label`` for a screen reader where that
    says more ("Take it" + ": Take the Settler"). Its accessible name comes from its content,
    so it begins with what a person sees (WCAG 2.5.3, label in name: one who says "Take it"
    to a voice control reaches it), which an ``aria-label`` saying something else would not."""
    shown = shown_words(content)
    if _words(shown) == _words(label):
        return fragment(content)
    return fragment(content, h.span(f": {label}" if shown else label, class_="sr-only"))


def shown_words(content: Any) -> str:
    """The text ``content`` shows on screen: its markup less the tags, SVG titles and what only
    a screen reader hears (``.sr-only``)."""
    html = re.sub(r'<(\w+) class="sr-only"[^>]*>[^<]*</\1>|<title\b[^>]*>[^<]*<\/title>', " ", str(fragment(content)))
    text = re.sub(r"<[^>]*>", " ", html)
    # The builder's escapes undone (escape() in web/markup.py; the html module costs start-up).
    for entity, char in (("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&#x27;", "'"), ("&amp;", "&")):
        text = text.replace(entity, char)
    return " ".join(text.split())


def _words(text: str) -> str:
    return " ".join(re.sub(r"[^\w]+", " ", text.casefold()).split())


def panel(title: Any, *body: Any, cls: Classes = None, ident: str | None = None, level: int = 2) -> Markup:
    """A titled part of a table (a market, the seats, a summary)."""
    return section(title, body, cls=cls, ident=ident, level=level)


def stat(label: str, value: Any, *, change: int | None = None) -> Markup:
    """One figure of a seat ("Doubloons 12"), with how it changed since the player last decided."""
    moved = None
    if change:
        moved = h.span(f"{'+' if change > 0 else '−'}{abs(change)}", class_=["delta", "up" if change > 0 else "down"])
    return h.span(label, " ", h.b(value), moved and " ", moved, class_="stat")


def tie_break(rule: str, head: str, figures: Iterable[tuple[str, Any]], shared: str | None = None) -> Markup:
    """A game's tie-break at the end, apart from the scores: the rule that decides (``rule``),
    each tied seat's figure under ``head`` (``figures``: name and value), and ``shared``, the
    words for a victory the tie-break did not decide, if the game has them."""
    return h.div(h.p(rule, class_="note"),
                 h.p(h.span(head, class_="tie-head"), " ", [stat(name, value) for name, value in figures],
                     class_="stats"),
                 shared and h.p(shared, class_="note"), class_="tie-break")


def seat(name: Any, *body: Any, me: bool = False, acting: bool = False, badges: Iterable[Any] = (),
         cls: Classes = None) -> Markup:
    """One player's place at the table: the name with its badges, then what the game shows."""
    marks = [h.span(b, class_="badge") for b in badges]
    # A part of its own: a move changes one or two seats, not all of them.
    return part(h.li(h.h3(name, *((" ", m) for m in marks)), *body,
                     class_=[*_classes("seat", cls), me and "me", acting and "acting"]))


def seats(title: str, items: Iterable[Markup], *, cls: Classes = None) -> Markup:
    """Every seat, in table order."""
    return panel(title, h.ul(items, class_="seat-list"), cls=_classes("seats", cls))


def card(big: Any, name: Any, *, cls: Classes = None, new: bool = False) -> Markup:
    """A card drawn small: its value or symbol big, its name small (``new``: it arrived since
    the player last decided)."""
    return h.span(h.span(big, class_="card-v", aria_hidden="true"), h.span(name, class_="card-n"),
                  class_=[*_classes("card", cls), new and "new"])


def choice_group(title: str | None, buttons: Iterable[Markup], *, cards: bool = False, cls: Classes = None) -> Markup:
    """A group of the player's choices, under an optional heading (``cls``: the game's own
    classes for the row of buttons, e.g. a grid)."""
    return h.div(title and h.h3(title), h.div(buttons, class_=_classes("act-cards" if cards else "act-buttons", cls)),
                 class_="act-group")


def note(text: Any, *, cls: Classes = None) -> Markup:
    return h.p(text, class_=_classes("note", cls))

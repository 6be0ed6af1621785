"""The table kit: how every game's table lets the player choose by tapping the pieces.

Board Game Arena's way on a phone: the board is the page, the player taps the piece they choose
(a card, a role, a tile, a building, a die, a map space), the pieces that can be chosen are
marked, and the action bar holds the prompt and only the choices that have no piece (pass,
confirm, yes/no). Every game's table draws its choosable pieces with this module:

- :func:`piece`: a piece that plays (:func:`play`) or picks (:func:`pick`) when tapped (the
  commands of web/commands.py). It carries ``data-choice`` and ``data-action``, is at least
  24x24 px (the stylesheet's ``[data-choice]``, WCAG 2.5.8), has its name in words for a
  screen reader and is marked chosen (``picked``) or recommended by the hint
  (:func:`hinted`). What the board offers is read back from its markup (:func:`offering`:
  the pieces with ``data-choice``), so the bar leaves those choices out (:func:`bar_legal`,
  :func:`off_board`);
- :func:`why_piece`: a piece whose choice cannot be made now: a tap says why (web/why.py);
- :func:`svg_piece`: the same for a space of an inline SVG board (a ``<g>``), and
  :func:`svg_why_piece` for one whose choice cannot be made now;
- :func:`confirm`: a multi-pick's confirm in the bar, with the count and the sum picked (or what
  the pick brings);
- :func:`tip`: an explanation that opens on a tap as well as on a hover (a pop: main_side/dom.close_pops);

Drawing writes nothing: a part returns its markup, and the shell (web/table.py) gives the bar
a context whose ``on_board`` and ``outlined`` say what the parts drawn before it offer.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..commands import Command, Pick, Play, Why
from ..markup import Markup, h, unescape
from ..widgets import Classes, button, named

if TYPE_CHECKING:
    from engine import Action

    from ..context import TableContext


def play(*codes: str) -> Play:
    """The command that plays these legal actions' codes in order, in one tap."""
    return Play(codes)


def pick(key: str, value: Any) -> Pick:
    """The command that keeps ``value`` (as text) under ``key`` in the table's own passing
    state (``ctx.ui``)."""
    return Pick(key, str(value))


def _classes(extra: Classes) -> list[Any]:
    if extra is None:
        return []
    return [extra] if isinstance(extra, str) else list(extra)


def hinted(ctx: TableContext, action: Command) -> bool:
    """Whether the hint asked at this decision recommends ``action`` (its first step, for a tap
    that plays several)."""
    return isinstance(action, Play) and bool(action.codes) and action.codes[0] in ctx.hint


def piece(ctx: TableContext, action: Command, content: Any, label: str, *, cls: Classes = None,
          picked: bool | None = None, disabled: bool = False, recommended: bool | None = None) -> Markup:
    """A piece on the table that sends ``action`` when tapped: ``content`` is what it shows (a
    card, a tile, a die), ``label`` its words for a screen reader (its accessible name begins
    with what it shows, :func:`web.widgets.named`). ``picked``: a piece of a multi-pick, pressed
    or not (``aria-pressed``). ``recommended``: the hint's outline (by default, whether the hint
    names ``action``). A disabled piece is drawn but not ``data-choice``: its choice is not offered."""
    mark = hinted(ctx, action) if recommended is None else recommended
    return h.button(named(label, content), type="button", class_=["piece", *_classes(cls), mark and "hinted"],
                    data_action=str(action), data_choice=None if disabled else True, disabled=disabled,
                    aria_pressed=None if picked is None else ("true" if picked else "false"))


def why_piece(code: str, content: Any, label: str, *, cls: Classes = None) -> Markup:
    """A piece whose choice (``code``) cannot be made now: not marked choosable, and a tap on it
    says why (web/why.py). It is ``aria-disabled``, not ``disabled``, so that the tap reaches
    the page."""
    return h.button(named(label, content), type="button", class_=["piece", "why", *_classes(cls)],
                    data_action=str(Why(code)), aria_disabled="true")


def svg_piece(ctx: TableContext, action: Command, body: Any, label: str, *, cls: Classes = None) -> Markup:
    """A space of an inline SVG board that sends ``action`` when tapped: a ``<g>`` with the role
    of a button, reachable by the keyboard, named ``label`` (which should begin with any text
    the space shows)."""
    return h.g(h.title(label), body, class_=["piece", *_classes(cls), hinted(ctx, action) and "hinted"],
               data_action=str(action), data_choice=True, role="button", tabindex="0", aria_label=label)


def svg_why_piece(code: str, body: Any, label: str, *, cls: Classes = None) -> Markup:
    """A space of an inline SVG board whose choice (``code``) cannot be made now: a tap says
    why (:func:`why_piece`, as a ``<g>`` with the role of a button)."""
    return h.g(h.title(label), body, class_=["piece", "why", *_classes(cls)], data_action=str(Why(code)),
               role="button", tabindex="0", aria_label=label, aria_disabled="true")


def off_board(ctx: TableContext, legal: Iterable[Action]) -> list[Action]:
    """The actions of ``legal`` that no piece on the board offers: the ones the bar draws."""
    return [a for a in legal if str(play(a.code)) not in ctx.on_board]


def bar_legal(ctx: TableContext) -> list[Action]:
    """The human's legal actions that no piece on the board offers."""
    return off_board(ctx, ctx.legal)


def bar_button(ctx: TableContext, label: str, action: Command, *, cls: Classes = None, content: Any = None,
               disabled: bool = False, pressed: bool | None = None) -> Markup | None:
    """A choice of the bar (``None`` when a piece on the board offers it already), outlined
    when the hint recommends it."""
    if str(action) in ctx.on_board:
        return None
    return button(label, action, cls=["act", *_classes(cls), hinted(ctx, action) and "hinted"], content=content,
                  disabled=disabled, pressed=pressed)


def confirm(ctx: TableContext, label: str, action: Command, *, count: int, total: int | None = None,
            gain: str | None = None, ready: bool = True) -> Markup:
    """A multi-pick's confirm: ``label`` (what it does, in the rulebook's words) with how many
    pieces are picked and, where the pieces add up, their sum, or, where they make something,
    what that brings in words (``gain``); pressable once the pick is whole (``ready``)."""
    if gain is not None:
        figures = ctx.t("kit.picked_gain", n=count, gain=gain)
    elif total is not None:
        figures = ctx.t("kit.picked_sum", n=count, total=total)
    else:
        figures = ctx.t("kit.picked", n=count)
    return button(ctx.t("word.aside", text=label, aside=figures), action,
                  cls=["act", "primary", "kit-confirm", hinted(ctx, action) and "hinted"],
                  content=[h.span(label), " ", h.span(figures, class_="kit-count")], disabled=not ready)


def tip(summary: Any, body: Any, *, label: str | None = None, cls: Classes = None) -> Markup:
    """``summary`` that opens ``body`` when tapped (a phone has no hover), over the table, and
    closes at a tap elsewhere (a pop); ``label``: the summary's words for a screen reader when
    it shows a symbol."""
    said = label and h.span(label, class_="sr-only")
    return h.details(h.summary(summary, said, class_="tip-sum", title=label), h.div(body, class_="tip-body"),
                     class_=["tip", *_classes(cls)], data_pop=True)


#: A choosable piece's start tag (:func:`piece`, :func:`svg_piece`: ``data-choice``), and in it
#: its command and its classes. Attribute values are escaped (web/markup.py): no ``>`` in them.
_CHOOSABLE = re.compile(r"<[a-z]+\s[^>]*\sdata-choice[\s>][^>]*>?")
_ACTION = re.compile(r'\sdata-action="([^"]*)"')
_HINTED = re.compile(r'\sclass="(?:[^"]*\s)?hinted[\s"]')


def offering(ctx: TableContext, *drawn: Markup | None) -> TableContext:
    """``ctx`` as the bar reads it: ``on_board``, the commands of the choosable pieces in the
    parts ``drawn`` before it (the board, the scoreboard, the news), and ``outlined``, whether
    one of them is the hint's (or the review's better choice). Read from the markup, so that
    drawing writes nothing and a drawing kept from before (web/drawn.py) offers the same."""
    actions: set[str] = set()
    outlined = False
    for part in drawn:
        for tag in _CHOOSABLE.finditer(str(part or "")):
            found = _ACTION.search(tag.group())
            if found is not None:
                actions.add(unescape(found.group(1)))
            outlined = outlined or _HINTED.search(tag.group()) is not None
    return dataclasses.replace(ctx, on_board=frozenset(actions), outlined=outlined)

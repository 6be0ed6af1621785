"""What a game's table module provides, declared once: the hooks the shell calls.

A table module (``web.games.<name>``) is a plain module; :class:`TableModule` says what it
must define and :class:`Table` is the module as the shell sees it, with every optional hook
filled in by its default once, when the module is loaded (:func:`load`). The shell calls
``table.choices(ctx)`` and never asks whether a game has a hook.

Required:

- ``TEXTS``: its catalogue, ``{"en": {...}, "ko": {...}}``, added to :mod:`web.i18n` on load;
- ``render(ctx) -> Markup``: the table (seats, cards, boards);
- ``prompt(ctx) -> str``: one sentence of what to do now, in the rulebook's words;
- ``label(action, ctx) -> str``: the words on the button of one legal action;
- ``describe(event, ctx) -> str | None``: one log event as a sentence;
- ``reason(code, ctx) -> str``: the end-of-match reason in words.

Optional (the default in brackets):

- ``choices(ctx)``: the human's legal actions as markup, grouped or in steps (one button per
  legal action, labelled by ``label``);
- ``end_details(ctx) -> Markup | None``: the game's breakdown of the final scores (none);
- ``STYLESHEET``: a file in ``web/static/games/`` loaded with the table (none);
- ``subject(ctx) -> str | None``: a CSS selector of the part of the table the human's
  decision is about (the queue, the role cards, a building): the page brings it into view
  above the action bar whenever a decision comes (none: the table stays where it is);
- ``scoreboard(ctx) -> list[ScoreEntry]``: each seat's public figures for the strip always in
  view (every seat with its name and whether it is to act, no figures);
- ``obvious(ctx) -> str | None``: the code of the legal action the table plays for the person
  when the preference "take what I produce and my privileges without asking" is on (``None``
  on the Table: the game answers nothing, and the preference is not offered at its table);
- ``SYMBOLS``: the game's pieces as :class:`web.pictures.Symbol` drawings, written once into
  the table's sprite so that :func:`web.pictures.picture` can draw them anywhere (none);
- ``why_fields(fields, ctx) -> dict``: the figures a refusal names (engine/why.py: a building,
  a good, an area, a card, a seat) in the game's words, for its sentence ``why.<rule>``
  (web/why.py; as they are). Every game's table has it;
- ``LASTING_UI``: the keys of the table's own state (``ctx.ui``, set by ``ui:key=value``
  buttons) that are a way of looking at the table, such as a seat's whole board opened, and
  so are kept from one decision to the next. Every other key is part of a choice being made
  (cards tapped, a building chosen) and a decision or an undo clears it (none).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Protocol, runtime_checkable

from engine import Action

from ..context import TableContext
from ..markup import Markup
from ..pictures import Symbol
from ..widgets import button
from .kit import play


@dataclass(frozen=True)
class Figure:
    """One public figure of a seat: its words (``label``), its value and, to keep the strip
    short, a symbol shown in place of the words (which stay the figure's accessible name)."""

    label: str
    value: Any
    symbol: str = ""


@dataclass(frozen=True)
class Mark:
    """A seat's role for now (the governor, the crown, the Trade Master, the start player): a
    symbol in the strip, its words the symbol's accessible name."""

    label: str
    symbol: str


@dataclass(frozen=True)
class ScoreEntry:
    """One seat in the scoreboard strip: its public figures, its marks and its colour (the
    game's own seat mark, as markup; the shell's mark of the seat otherwise)."""

    seat: int
    figures: Sequence[Figure] = ()
    marks: Sequence[Mark] = ()
    colour: Markup | None = None


@runtime_checkable
class TableModule(Protocol):
    """The hooks every game's table module defines (the optional ones: see :class:`Table`)."""

    TEXTS: dict[str, dict[str, str]]

    def render(self, ctx: TableContext) -> Markup: ...

    def prompt(self, ctx: TableContext) -> str: ...

    def label(self, action: Action, ctx: TableContext) -> str: ...

    def describe(self, event: dict[str, Any], ctx: TableContext) -> str | None: ...

    def reason(self, code: str, ctx: TableContext) -> str: ...


REQUIRED = ("TEXTS", "render", "prompt", "label", "describe", "reason")


def _as_they_are(fields: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    return fields


@dataclass(frozen=True, eq=False)
class Table:
    """A game's table module with its optional hooks filled in (:func:`load`)."""

    module: Any
    texts: dict[str, dict[str, str]]
    render: Callable[[TableContext], Markup]
    prompt: Callable[[TableContext], str]
    label: Callable[[Action, TableContext], str]
    describe: Callable[[dict[str, Any], TableContext], str | None]
    reason: Callable[[str, TableContext], str]
    choices: Callable[[TableContext], Any]
    end_details: Callable[[TableContext], Markup | None]
    subject: Callable[[TableContext], str | None]
    scoreboard: Callable[[TableContext], list[ScoreEntry]]
    #: An action in a few words where a sentence holds it (the review's line in the replay's
    #: bar): its label less what follows from it; the label where the game gives none.
    brief: Callable[[Action, TableContext], str]
    stylesheet: str | None = None
    obvious: Callable[[TableContext], str | None] | None = None
    symbols: tuple[Symbol, ...] = ()
    lasting_ui: frozenset[str] = frozenset()
    why_fields: Callable[[dict[str, Any], TableContext], dict[str, Any]] = _as_they_are


def load(module: ModuleType | Any) -> Table:
    """``module`` as a :class:`Table`; a module that lacks a required hook is refused here,
    once, with the names it lacks."""
    missing = [name for name in REQUIRED if not hasattr(module, name)]
    if missing:
        raise TypeError(f"table module {getattr(module, '__name__', module)!r} lacks {', '.join(missing)}")
    label = module.label

    def choices(ctx: TableContext) -> list[Markup]:
        return [button(label(a, ctx), play(a.code), cls="act") for a in ctx.legal]

    return Table(module=module, texts=module.TEXTS, render=module.render, prompt=module.prompt, label=label,
                 describe=module.describe, reason=module.reason,
                 choices=getattr(module, "choices", choices),
                 end_details=getattr(module, "end_details", _nothing),
                 subject=getattr(module, "subject", _nothing),
                 scoreboard=getattr(module, "scoreboard", _every_seat),
                 stylesheet=getattr(module, "STYLESHEET", None),
                 obvious=getattr(module, "obvious", None),
                 symbols=tuple(getattr(module, "SYMBOLS", ())),
                 lasting_ui=frozenset(getattr(module, "LASTING_UI", ())),
                 brief=getattr(module, "brief", label),
                 why_fields=getattr(module, "why_fields", _as_they_are))


def _nothing(ctx: TableContext) -> None:
    return None


def _every_seat(ctx: TableContext) -> list[ScoreEntry]:
    return [ScoreEntry(seat) for seat in range(len(ctx.names))]

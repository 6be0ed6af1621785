"""How to play: a game's rules on a screen of their own, drawn from the game's data.

Each game that has rules to show defines them in ``web/games/<game>/rules.py`` as
:data:`RULES`, a :class:`Rules`: its sections in order (the goal, the components, the round
phase by phase, the end and scoring, the page's variants and rulings), each a heading and
blocks (a paragraph, a list, a figure drawn with the game's own pieces), every word a text
key of its own catalogue (``TEXTS``, in every language, added to :mod:`web.i18n` when the
rules are first asked for), and ``section_of(phase)``: the section that explains the phase
being played, where the table's tool opens them.

The screen is an overlay of the state (``State.rules``: the game and the section shown): the
home screen or the match under it stays as it is, and closing it shows that again. Every
section is drawn; the one chosen is shown on a screen, the others only in print (the
stylesheet web/static/rules.css, loaded with the screen). The shell names no game: a game's
rules are found by its table module's name (``<table module>.rules``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import catalogue

from . import assets, games, i18n
from .commands import Rules as Open
from .commands import RulesClose
from .context import TableContext
from .markup import Markup, h
from .pictures import sprite
from .widgets import button

if TYPE_CHECKING:
    from .frame import Frame

#: The screen's own stylesheet, loaded while it is open.
STYLESHEET = "static/rules.css"


#: What draws a figure or the table's own words, given a context in the page's language.
Draw = Callable[[TableContext], Any]


@dataclass(frozen=True)
class Items:
    """A list: one text key an item."""

    keys: tuple[str, ...]


@dataclass(frozen=True)
class Figure:
    """The game's own pieces, drawn (``draw``, given a context in the page's language), with a
    caption (a text key)."""

    draw: Draw
    caption: str


@dataclass(frozen=True)
class Drawn:
    """Words the game's table has already, drawn as its player aid draws them (filled with the
    numbers of its rules): ``draw``, given a context in the page's language."""

    draw: Draw


#: A block of a section: a paragraph (its text key), a list, a figure, or the table's own words.
Block = str | Items | Figure | Drawn


@dataclass(frozen=True)
class Section:
    """One part of the rules: its anchor (``goal``, ``trade`` ...), heading key and blocks."""

    anchor: str
    heading: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class Rules:
    sections: tuple[Section, ...]
    texts: dict[str, dict[str, str]]
    #: The anchor of the section that explains a phase of the game (the view's ``phase``).
    section_of: Callable[[str], str]

    def anchors(self) -> list[str]:
        return [s.anchor for s in self.sections]

    def keys(self) -> list[str]:
        """Every text key the screen draws."""
        out = []
        for s in self.sections:
            out.append(s.heading)
            for b in s.blocks:
                if isinstance(b, str):
                    out.append(b)
                elif isinstance(b, Items):
                    out += list(b.keys)
                elif isinstance(b, Figure):
                    out.append(b.caption)
        return out


def rules_of(game_id: str) -> Rules | None:
    """The game's rules (its texts added to :mod:`web.i18n`), or None: a game that has none."""
    if game_id not in games.TABLES:
        return None
    games.TABLES[game_id]  # the table's own texts, which the rules may draw too
    table = catalogue.load(game_id, "table")
    try:
        module = importlib.import_module(f"{table.__name__}.rules") if table is not None else None
    except ImportError:
        return None
    found: Rules | None = getattr(module, "RULES", None)
    if found is not None:
        i18n.add(found.texts)
    return found


def open_at(game_id: str, phase: str) -> Open | None:
    """The command that opens the game's rules at the section of ``phase`` (None: no rules)."""
    rules = rules_of(game_id)
    return None if rules is None else Open(game_id, rules.section_of(phase))


def shown(game_id: str, at: str) -> bool:
    """Whether the game has rules with that section (a forged or stale command has not)."""
    rules = rules_of(game_id)
    return rules is not None and at in rules.anchors()


def stylesheets(game_id: str) -> list[str]:
    sheet = games.TABLES[game_id].stylesheet
    return [assets.url(STYLESHEET)] + ([assets.url(f"static/games/{sheet}")] if sheet else [])


def context(game_id: str, lang: str) -> TableContext:
    """A table context for drawing the game's pieces alone (no match: no seat, no choice)."""
    return TableContext(view={"game": game_id, "players": 0, "seat": -1, "table": {}, "board": {}, "to_act": [],
                              "round": 1, "phase": "", "result": None, "log": []}, legal=[], lang=lang, human=-1,
                        names=[i18n.tr(lang, "seat.person", n=n) for n in range(1, 7)])


def render(frame: Frame, game_id: str, at: str) -> Markup:
    rules = rules_of(game_id)
    if rules is None:
        raise KeyError(game_id)
    ctx, tr = context(game_id, frame.lang), frame.tr
    anchors = rules.anchors()
    at = at if at in anchors else anchors[0]
    nav = h.nav(h.ul([h.li(button(tr(s.heading), Open(game_id, s.anchor), cls="chip rules-tab",
                                  pressed=s.anchor == at)) for s in rules.sections], class_="rules-toc"),
                aria_label=tr("rules.contents"))
    parts = [_section(ctx, s, s.anchor == at) for s in rules.sections]
    i = anchors.index(at)
    steps = [button(tr("rules.previous", part=tr(rules.sections[i - 1].heading)), Open(game_id, anchors[i - 1]),
                    cls="rules-step") if i > 0 else None,
             button(tr("rules.next", part=tr(rules.sections[i + 1].heading)), Open(game_id, anchors[i + 1]),
                    cls="rules-step") if i + 1 < len(anchors) else None]
    return h.section(sprite(games.TABLES[game_id].symbols),
                     h.div(h.h1(tr("rules.title", game=tr(f"game.{game_id}"))), nav, parts,
                           h.div(steps, class_="rules-steps"), class_="rules-scroll", id="rules-scroll"),
                     class_="rules screen", data_game=game_id, data_rules=at)


def _section(ctx: TableContext, section: Section, current: bool) -> Markup:
    return h.section(h.h2(ctx.t(section.heading)), [_block(ctx, b) for b in section.blocks],
                     class_=["rules-part", not current and "rules-off"], id=f"rules-{section.anchor}")


def _block(ctx: TableContext, block: Block) -> Markup:
    if isinstance(block, str):
        return h.p(ctx.t(block))
    if isinstance(block, Items):
        return h.ul([h.li(ctx.t(k)) for k in block.keys], class_="rules-list")
    if isinstance(block, Drawn):
        return h.div(block.draw(ctx), class_="rules-drawn")
    return h.figure(h.div(block.draw(ctx), class_="rules-pieces"), h.figcaption(ctx.t(block.caption)),
                    class_="rules-figure")


def close_button(frame: Frame) -> Markup:
    """The top bar's way back, while the rules are open."""
    return button("← " + frame.tr("rules.close"), RulesClose(), cls="nav-home")

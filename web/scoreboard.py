"""The scoreboard strip, always in view above the table: each seat's colour and name, its
public figures (the game's ``scoreboard(ctx)``, see web/games/protocol.py), its marks (the
governor, the crown...) and who is to act. Short: a symbol stands for a figure's words,
which stay its accessible name and its tooltip."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules_screen
from .games.kit import tip
from .games.protocol import Figure, Mark, ScoreEntry
from .markup import Markup, h, part
from .widgets import SEAT_MARKS, button

if TYPE_CHECKING:
    from .context import TableContext
    from .frame import Frame
    from .games.protocol import Table


def _figure(figure: Figure) -> Markup:
    if not figure.symbol:
        return h.span(figure.label, " ", h.b(figure.value), class_="sb-fig")
    return h.span(h.span(figure.symbol, class_="sb-sym", aria_hidden="true"), h.span(figure.label, class_="sr-only"),
                  h.b(figure.value), class_="sb-fig", title=f"{figure.label} {figure.value}")


def _mark(mark: Mark) -> Markup:
    return h.span(h.span(mark.symbol, aria_hidden="true"), h.span(mark.label, class_="sr-only"), class_="sb-mark",
                  title=mark.label)


def _seat(frame: Frame, ctx: TableContext, entry: ScoreEntry, acting: bool) -> Markup:
    colour = entry.colour or h.span(SEAT_MARKS[entry.seat % len(SEAT_MARKS)], class_="sb-dot", aria_hidden="true")
    turn = acting and h.span(h.span("▶", aria_hidden="true"), h.span(frame.tr("match.to_act"), class_="sr-only"),
                             class_="sb-turn")
    return h.li(turn, colour, " ", h.span(ctx.name(entry.seat), class_="sb-name"), [_mark(m) for m in entry.marks],
                [_figure(f) for f in entry.figures],
                class_=["sb-seat", entry.seat == ctx.human and "me", acting and "acting"])


def legend(frame: Frame, entries: list[ScoreEntry], ctx: TableContext) -> Markup | None:
    """The table's "?", opened by a tap (a phone has no tooltips): what each symbol of the strip
    means (every symbol the strip shows, once, with its words), and How to play, at the section
    of the phase under way (web/rules_screen.py). The bar's tools hold only what a decision
    uses: a seventh tool there took a row of the bar of its own on a phone."""
    seen: dict[str, str] = {}
    for entry in entries:
        for sym, words in [*((f.symbol, f.label) for f in entry.figures), *((m.symbol, m.label) for m in entry.marks)]:
            if sym and sym not in seen:
                seen[sym] = words
    opener = rules_screen.open_at(ctx.view["game"], ctx.view["phase"])
    if not seen and opener is None:
        return None
    rows = [h.li(h.span(sym, class_="sb-sym", aria_hidden="true"), " ", words) for sym, words in seen.items()]
    how = opener and button(frame.tr("rules.tool"), opener, cls="small sb-rules")
    return h.li(tip(h.span("?", aria_hidden="true"), [rows and h.ul(rows, class_="sb-legend-list"), how],
                    label=frame.tr("match.legend")), class_="sb-legend")


def scoreboard(frame: Frame, ctx: TableContext, mod: Table) -> Markup:
    acting = set() if ctx.view["result"] else set(ctx.view["to_act"])
    entries = mod.scoreboard(ctx)
    seats = [_seat(frame, ctx, entry, entry.seat in acting) for entry in entries]
    return part(h.ul(seats, legend(frame, entries, ctx), class_="scoreboard", id="scoreboard",
                     aria_label=frame.tr("match.scoreboard")))

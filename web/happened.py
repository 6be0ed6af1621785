"""What happened at a match, in words: the latest moves above the board, what changed since the
person's last decision, and the whole log (drawn in blocks that are replaced alone); each event
put into the game's words once (web/table.py draws them in their places)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .commands import Log
from .markup import Markup, h, part
from .widgets import button

if TYPE_CHECKING:
    from .context import TableContext
    from .frame import Frame
    from .games.protocol import Table

#: The log is the whole match, drawn in blocks of this many events (web/patch.py replaces a
#: block alone: a move changes the newest block, the older ones stay as they were).
LOG_BLOCK = 30
#: A seat's sentences at most on its line of what happened since the player's last decision
#: (the earlier ones are counted, and are in the log): one line a seat on a phone.
SINCE_EACH = 1
#: The latest moves shown above the board (below a desktop, where the log is beside the table):
#: two, so that a five-seat table stays within four phone screens (2026-11-28); the log has them all.
RECENT = 2


#: Log events already put in words: a redrawing describes only the events that are new.
#: A game's words for an event depend on the event, the language, the seats' names and whose
#: table it is, "(you)" or not (docs/adding-a-game.md), which the entry checks; the event itself is kept
#: with its words, so that its ``id`` cannot be reused while the entry stands.
#: Its log line is kept too (marked new or not), as a long log is drawn again after every move.
_WORDS: dict[int, tuple[dict[str, Any], tuple[Any, ...], str | None, dict[bool, Markup]]] = {}
WORDS_KEPT = 5000


def _entry(ctx: TableContext, mod: Table,
           event: dict[str, Any]) -> tuple[dict[str, Any], tuple[Any, ...], str | None, dict[bool, Markup]]:
    reader = (mod, ctx.lang, ctx.human, ctx.marks_you, tuple(ctx.names))
    known = _WORDS.get(id(event))
    if known is not None and known[0] is event and known[1] == reader:
        return known
    if len(_WORDS) >= WORDS_KEPT:
        _WORDS.clear()
    known = _WORDS[id(event)] = (event, reader, mod.describe(event, ctx), {})
    return known


def _words(ctx: TableContext, mod: Table, event: dict[str, Any]) -> str | None:
    """``mod.describe(event, ctx)``, once for each event and reader."""
    return _entry(ctx, mod, event)[2]


def _line(ctx: TableContext, mod: Table, event: dict[str, Any], new: bool) -> Markup | None:
    """The event's log line (``None`` if it has no words), marked when it is news."""
    _, _, text, lines = _entry(ctx, mod, event)
    if not text:
        return None
    if new not in lines:
        # A new round's line stands out as a heading of the lines after it.
        lines[new] = h.li(text, class_=[new and "new", event.get("type") == "round" and "log-round"])
    return lines[new]


def described(ctx: TableContext, mod: Table, events: list[dict[str, Any]], limit: int) -> list[str]:
    """The newest ``limit`` events that have words, oldest first."""
    out: list[str] = []
    for event in reversed(events):
        text = _words(ctx, mod, event)
        if text:
            out.append(text)
            if len(out) == limit:
                break
    return out[::-1]


def _seen(ctx: TableContext) -> int:
    """How many of the log's events the player had seen at their last decision (all, if none)."""
    return ctx.seen_log if ctx.seen_log is not None else len(ctx.view["log"])


def _blocks(ctx: TableContext, mod: Table) -> list[tuple[int, list[Markup]]]:
    """The log's lines in blocks of :data:`LOG_BLOCK` events, newest first: for each block, the
    number of its newest line and its lines, newest first, the ones since the player's last
    decision marked. Blocks are fixed by the events' places in the log, so a block that no new
    event falls in is drawn the same again."""
    log = ctx.view["log"]
    seen = _seen(ctx)
    number = 0
    blocks: list[tuple[int, list[Markup]]] = []
    for start in range(0, len(log), LOG_BLOCK):
        lines = [line for i in range(start, min(start + LOG_BLOCK, len(log)))
                 if (line := _line(ctx, mod, log[i], i >= seen))]
        number += len(lines)
        if lines:
            blocks.append((number, lines[::-1]))
    return blocks[::-1]


def _marked_lines(ctx: TableContext, mod: Table, limit: int) -> list[Markup]:
    """The newest ``limit`` log lines, newest first, the ones since the player's last decision marked."""
    log = ctx.view["log"]
    seen = _seen(ctx)
    lines = []
    for i in range(len(log) - 1, -1, -1):
        line = _line(ctx, mod, log[i], i >= seen)
        if line:
            lines.append(line)
            if len(lines) == limit:
                break
    return lines


def recent(frame: Frame, ctx: TableContext, mod: Table) -> Markup:
    """The latest moves, newest first, the ones since the player's last decision marked as new,
    above the board (the bar holds only what to do now). On a desktop the log beside the table
    shows them, and the stylesheet leaves this out."""
    return part(h.ol(_marked_lines(ctx, mod, RECENT), class_="recent", aria_label=frame.tr("match.recent")))


def since(frame: Frame, ctx: TableContext, mod: Table) -> Markup | None:
    """At a new round (or the end), what happened since the player's last decision, one line a
    seat (its moves' sentences, for events that name a ``seat``; the round's own events, income
    and the like, on a line before them), above the table and in view; folded by a tap, and
    it stays folded (the page keeps a details element's state by its id). At the end it comes
    folded: the final scores are what the player looks at, and on a phone the open summary
    left room for one row of them."""
    before = ctx.before
    if before is None or (before["round"] == ctx.view["round"] and not ctx.view["result"]):
        return None
    by_seat: dict[int, list[str]] = {}
    for event in ctx.news():
        text = _words(ctx, mod, event)
        seat = event.get("seat")
        if text:
            by_seat.setdefault(seat if isinstance(seat, int) else -1, []).append(text)
    if not by_seat:
        return None
    lines = [h.li(_told(frame, texts), class_="since-seat") for _, texts in sorted(by_seat.items())]
    title = frame.tr("match.round_over", n=before["round"])
    over = bool(ctx.view["result"])
    # On a phone its lines scroll within beyond a sixth of the window: a keyboard reaches them.
    return part(h.details(h.summary(title), h.div(h.ul(lines, class_="since-lines"), class_="since-scroll",
                                                  tabindex="0", role="region", aria_label=title),
                          class_="since", id="since-end" if over else f"since-{before['round']}", open=not over))


def _told(frame: Frame, texts: list[str]) -> str:
    """A seat's sentences on one line: its last :data:`SINCE_EACH`, the earlier ones counted."""
    shown = " ".join(texts[-SINCE_EACH:])
    hidden = len(texts) - SINCE_EACH
    return f"{shown} {frame.tr('match.earlier', n=hidden)}" if hidden > 0 else shown


def log(frame: Frame, ctx: TableContext, mod: Table) -> Markup:
    """The log, newest line first. Each block of it is a part of the page (web/patch.py): a move
    adds a line to the newest block, and the browser lays out that block again, not the whole log."""
    close = button(frame.tr("msg.dismiss"), Log("close"), cls="small log-close")
    blocks = [part(h.ol(lines, class_="log-block", reversed=True, start=number))
              for number, lines in _blocks(ctx, mod)]
    return h.aside(h.div(h.h2(frame.tr("match.log")), close, class_="log-head"),
                   # It scrolls on its own: a keyboard reaches it (tabindex) and a screen reader names it.
                   h.div(blocks, class_="log-lines", id="log-lines", data_keep_scroll=True, tabindex="0",
                         role="region", aria_label=frame.tr("match.log_lines")),
                   class_="match-side log", id="log", aria_label=frame.tr("match.log"))

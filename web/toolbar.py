"""The action bar's tools and the hint's line: one row of icon buttons (undo, the hint, the log,
auto-take, "skip to my turn"), each only where it does something, and the hint asked at this
decision in one line (web/hints.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from . import games, i18n
from .commands import Auto, Command, Hint, Log, Speed, Undo
from .games.kit import tip
from .markup import Markup, h
from .pictures import Symbol, picture

if TYPE_CHECKING:

    from .context import TableContext
    from .frame import Frame, MatchFrame
    from .games.protocol import Table


def hint_line(frame: Frame, ctx: TableContext, mod: Table) -> Markup | None:
    """The hint asked at this decision (web/hints.py), on one line: the greedy player's choice,
    every step of it (each card of an offer), and how much better it weighed it than the next
    best choice, in the game's unit. Its pieces are outlined on the table (web/games/kit.py)."""
    shown = cast("MatchFrame", frame.match).hint if ctx.legal else None
    if shown is None:
        return None
    choice = frame.tr("word.list").join(mod.label(step, ctx) for step in shown.steps)
    own = f"hint.unit.{ctx.view['game']}"
    unit = frame.tr(own if own in i18n.TEXTS["en"] else "hint.unit")  # a game that names no unit: points
    found = shown.found
    if found.worth is None or found.next_worth is None:
        weighed = frame.tr("hint.by_rule")
    elif (ahead := found.worth - found.next_worth) < HINT_NOISE:
        # The player chose it by a rule of its own among choices it weighs alike (or higher):
        # never "-0.4 ahead".
        weighed = frame.tr("hint.as_good")
    else:
        weighed = frame.tr("hint.better", ahead=f"{ahead:.1f}", unit=unit)
    gap = frame.tr("word.then", a="", b="")  # a space between two sentences, none after Chinese 。
    return h.p(h.b(frame.tr("hint.would", choice=choice)), gap, weighed, class_="hint-line", role="status")


#: A lead of less than this (in the game's unit) is called "about as good as the next best".
HINT_NOISE = 0.05


def _tool(label: str, action: Command, symbol: str, *, short: str | None = None, pressed: bool | None = None,
          disabled: bool = False) -> Markup:
    """One tool of the bar: an icon with its name under it (``short``, a word or two, where the
    whole ``label`` is long: then the label follows it for a screen reader and as the tooltip).
    A phone has no tooltip, and an icon alone was not read: the name is always shown."""
    named = label if short is None else f"{short}: {label}"
    return h.button(picture(symbol, label, decorative=True), h.span(short or label, class_="tool-name"),
                    type="button", class_="tool", data_action=str(action), title=label, disabled=disabled,
                    aria_label=None if short is None else named,
                    aria_pressed=None if pressed is None else ("true" if pressed else "false"))


def tools(frame: Frame) -> Markup:
    """The tools, one row of icon buttons, each only where it does something: the log always;
    undo, the hint, auto-take and the computers' pace while the match is played."""
    log_button = _tool(frame.tr("match.log"), Log("open"), "t-log")
    match = cast("MatchFrame", frame.match)
    if match.replay is not None or match.over:
        return h.div(log_button, class_="bar-tools")
    state = match.undo
    undo = None
    if state == "ok":
        undo = _tool(frame.tr("match.undo"), Undo(), "t-undo")
    elif state in ("blocked", "other"):
        # Greyed, and a tap says why (a phone has no tooltip).
        why = frame.tr("match.undo_blocked" if state == "blocked" else "match.undo_other")
        undo = tip([picture("t-undo", frame.tr("match.undo"), decorative=True),
                    h.span(frame.tr("match.undo"), class_="tool-name")], h.p(why, class_="undo-note"),
                   label=frame.tr("match.undo"), cls="tool-tip undo-off")
    # Skip to my turn: pressed when the computers' moves are not shown one by one.
    speed = _tool(frame.tr("match.speed_to.instant"), Speed("normal" if frame.speed == "instant" else "instant"),
                  "t-skip", short=frame.tr("tool.skip"), pressed=frame.speed == "instant")
    auto = None
    if games.TABLES[match.game].obvious is not None:  # where the game answers
        auto = _tool(frame.tr("home.auto"), Auto("off" if frame.auto == "on" else "on"), "t-auto",
                     short=frame.tr("tool.auto"), pressed=frame.auto == "on")
    hint = None
    if match.hint_offered and match.hint is None:  # once asked, its line says it
        hint = _tool(frame.tr("hint.ask"), Hint(), "t-hint", short=frame.tr("tool.hint"))
    return h.div(undo, hint, log_button, auto, speed, class_="bar-tools")


def _stroke(d: str) -> Markup:
    return h.path(d=d, fill="none", stroke="currentColor", stroke_width="2.2", stroke_linecap="round",
                  stroke_linejoin="round")


#: The tools' icons (web/pictures.py), drawn in a 24-unit box.
TOOL_SYMBOLS = (
    Symbol("t-undo", _stroke("M4 4v5h5 M4.6 9A8 8 0 1 1 6 17")),
    Symbol("t-hint", _stroke("M9 18h6 M10 21h4 M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2V16h5.2v-.2c0-.8.4-1.5 1-2"
                             "A6 6 0 0 0 12 3z")),
    Symbol("t-log", _stroke("M5 6h14 M5 12h14 M5 18h9")),
    Symbol("t-auto", _stroke("M12 3a9 9 0 1 0 .01 0z M8 12.5l2.8 2.8L16.5 9")),
    Symbol("t-skip", _stroke("M4 6l7 6-7 6z M13 6l7 6-7 6z")),
)

"""What the state shows: the frame (web/frame.py) drawn from it once a draw, and the page it
paints.

:func:`frame` is the one way from the state to the screens: the page draws its markup, the
tab's title and the live region's announcement from one frame, so the person's view is asked
once a position (:func:`web.state.view_of`). :func:`paint` turns it into what the page puts
on screen, :class:`Painted`: plain strings and numbers, the same on either side of a
boundary (a worker's).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine import Action
from engine.core import Refusal

from . import assets, friends, games, guide, rules_screen, screens
from .auto import asked
from .context import TableContext, seat_names
from .frame import Frame, MatchFrame, Screen, UndoState
from .hints import current_hint, hint_offered
from .home_saves import people
from .keeping import finished_saves, home_frame
from .passing import shared, undo_crosses
from .replay import address, rounds, shown
from .reviewing import judged_at, review_frame, review_step
from .state import view_of
from .thinking import AiState, ai_state

if TYPE_CHECKING:
    from .state import State, Table, World


@dataclass(frozen=True)
class Painted:
    """What the page puts on screen after a command or a computer's move."""
    #: The markup of ``#app``.
    html: str
    #: The tab's title and the live region's sentence.
    title: str
    announcement: str
    lang: str
    #: The screen drawn: ``data-ready`` once its stylesheets arrived.
    screen: Screen
    #: The open match's game's own stylesheets, loaded with its table.
    stylesheets: tuple[str, ...]
    #: "busy" while a computer (or the table for the person) has a move to make now, else "idle".
    ai: AiState
    #: The open match's decisions so far (0 with none): a new decision brings its subject into view.
    decisions: int


def paint(state: State, world: World) -> Painted:
    """The page now, from one frame."""
    shown = frame(state, world)
    return Painted(html=str(screens.render(shown)), title=screens.title(shown),
                   announcement=screens.announcement(shown), lang=shown.lang, screen=state.screen,
                   stylesheets=tuple(stylesheets(state)), ai=ai_state(state),
                   decisions=len(state.match.decisions) if state.match is not None else 0)


def frame(state: State, world: World) -> Frame:
    """What the page draws now: computed once a draw, the person's view once."""
    table = state.table if state.screen == "match" else None
    lang = state.settings.lang
    part = None
    if table is not None:
        m, passed = table.match, table.pass_to
        friend = friends.waiting_for(m) if table.replay is None else None
        ended = friends.told_the_end(m) if table.replay is None else []
        names = seat_names(m.table, m.players, lang) if passed is not None or friend is not None or ended else []
        part = MatchFrame(
            game=m.game.id, decisions=len(m.decisions), over=m.over, my_turn=table.human in m.to_act,
            ctx=context(state, table) if passed is None else None, pass_to=passed,
            pass_name="" if passed is None else names[passed], friend=friend,
            friend_name="" if friend is None else names[friend],
            told_the_end=tuple((s, names[s]) for s in ended),
            replay=table.replay, rounds=rounds(table) if table.replay is not None else [],
            undo=undo_state(table), hint=current_hint(table), hint_offered=hint_offered(state),
            hints_used=table.hints_used, link=link(state, table), copied=table.copied,
            copied_friend=table.copied_for is not None, log_open=table.log_open,
            review=review_frame(table, lang), review_step=review_step(table, lang, shown(table)),
            elsewhere=table.elsewhere, why=said(table), guide=guide.shown(table))
    settings = state.settings
    return Frame(screen=state.screen, lang=lang, speed=settings.speed, auto=settings.auto,
                 hint_setting=settings.hint, message=state.message, error=state.error, unsaved=state.unsaved,
                 finished=len(finished_saves(state, world)) if state.unsaved and table is not None else 0,
                 confirm_clear=state.confirm_clear,
                 home=home_frame(state, world) if state.screen == "home" else None,
                 match=part, rules=state.rules)


def said(table: Table) -> Refusal | None:
    """The refusal to say now: the last one asked, while the position is the one it was asked at."""
    if table.why is None or table.why[0] != len(table.match.decisions) or table.replay is not None:
        return None
    return table.why[1]


def context(state: State, table: Table) -> TableContext:
    """The person's table as the game's table module draws it (at the replay's step if one is open)."""
    m = shown(table)
    seen = table.seen or (None, None)
    legal = asked(state, table) if table.replay is None else []
    found = current_hint(table) if legal else None
    hint = frozenset(found.codes) if found else frozenset()
    judged = judged_at(table, table.replay) if table.replay is not None else None
    if judged is not None and judged.best != judged.chosen:
        # A reviewed decision in the replay: the choice made and the better one drawn as the
        # pieces they are, the better one outlined as the hint outlines (a tap plays nothing there).
        legal = [Action.parse(judged.chosen), Action.parse(judged.best)]
        hint = frozenset({judged.best})
    lang = state.settings.lang
    return TableContext(view=view_of(table, m), legal=legal, lang=lang, human=table.human,
                        names=seat_names(m.table, m.players, lang), ui=dict(table.ui),
                        seen_log=seen[0], before=seen[1], shared=shared(table.match), hint=hint)


def undo_state(table: Table) -> UndoState:
    """``"ok"`` (a decision of the person's can be taken back), ``"other"`` (taking it back
    would take back another person's), ``"blocked"`` (one was, but something was revealed
    since) or ``"none"``, as after the end: a finished match is a result, not a position to
    play on."""
    m = table.match
    if m.over or table.replay is not None:
        return "none"
    point = m.undo_point(table.human)
    if point is not None:
        return "other" if undo_crosses(table, point) else "ok"
    return "blocked" if any(seat == table.human for seat, _ in m.decisions) else "none"


def link(state: State, table: Table) -> str:
    """The whole address of the match: opened anywhere, it continues it (or opens its replay
    at the step shown)."""
    return f"{state.base_url}#{address(table)}"


def stylesheets(state: State) -> list[str]:
    """The open match's game's own stylesheet (web/static/games/), loaded with its table only."""
    if state.rules is not None:
        return rules_screen.stylesheets(state.rules[0])
    if state.screen != "match" or state.table is None:
        return []
    sheet = games.TABLES[state.table.match.game.id].stylesheet
    return [assets.url(f"static/games/{sheet}")] if sheet else []


def persons(table: Table) -> list[int]:
    """The seats people play in the open match."""
    return people(table.match.table, table.match.players)

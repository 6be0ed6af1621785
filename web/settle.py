"""After every change of the state (a command, a computer's move, the table's own answer): the
guided round follows it (web/guide.py), and what the next frame reads is worked out and kept in
the table's memo (the person's view, the record, the replay's step and rounds, the table's own
answer, the review's words), so that building the frame and drawing it write nothing
(tests/web/test_frame.py builds frames with the memo frozen)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import guide
from .auto import auto_answer
from .replay import rounds, shown
from .reviewing import keep_words
from .state import record, view_of

if TYPE_CHECKING:
    from .state import State, World


def settle(state: State, world: World) -> None:
    """The guide follows the change; the next frame's reads are worked out."""
    guide.follow(state, world)
    table = state.table
    if table is None:
        return
    record(table)
    view_of(table, shown(table))
    if table.replay is None:
        auto_answer(state)
    else:
        rounds(table)
    keep_words(table, state.settings.lang)

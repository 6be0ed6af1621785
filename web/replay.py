"""Watching a match again, move by move: the table as the person's seat saw it at each step.

A replay is built on the record alone: step ``k`` is the match after its first ``k``
decisions (forced steps played), drawn from the person's own view, so what their seat could
not see then stays hidden, exactly as in play; a link to a match in progress shows no more
than its sender saw. The end screen offers it; a link ``#<record>~<k>`` opens it at step
``k``. While it is open the computers wait, nothing is saved, and the bar holds the replay's
controls: back and forward a move, the previous and next round, and a slider over the whole
match. Each step marks what it changed, as a move in play does (``Table.seen``).

Forward a step plays one decision on the match shown; any other step replays from the start
(``Match.replayed``), which is a link's cost and a few tens of milliseconds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .commands import Command, Effect, Replay, ReplayExit, ReplayStep, SetAddress
from .reviewing import marked_steps
from .state import mark_seen, record

if TYPE_CHECKING:
    from engine import Match

    from .state import Table

#: The address of a replay: the record, this mark, then the step.
MARK = "~"


# --- reading ---------------------------------------------------------------------
def shown(table: Table) -> Match:
    """The match as the table draws it: at the replay's step, else as it stands."""
    match, at = table.match, table.replay
    if at is None or at == len(match.decisions):
        return match
    cached = table.memo.shown
    if cached is not None and cached[0] is match and cached[1] == at:
        return cached[2]
    if cached is not None and cached[0] is match and cached[1] == at - 1:
        step = cached[2]
        seat, index = match.decisions[at - 1]
        step.play(seat, step.legal(seat)[index])  # forward one: no replay from the start
    else:
        step = match.replayed(at)
    table.memo.shown = (match, at, step)
    return step


def rounds(table: Table) -> list[int]:
    """The round at every step (0 .. the match's length), worked out once per match."""
    match, cached = table.match, table.memo.rounds
    if cached is not None and cached[0] is match and cached[1] == len(match.decisions):
        return cached[2]
    step = match.replayed(0)
    found = [step.game.progress(step.state)[0]]
    for seat, index in match.decisions:
        step.play(seat, step.legal(seat)[index])
        found.append(step.game.progress(step.state)[0])
    table.memo.rounds = (match, len(match.decisions), found)
    return found


def address(table: Table) -> str:
    """What follows ``#`` in the address: the record, and the replay's step when one is open."""
    return record(table) + (f"{MARK}{table.replay}" if table.replay is not None else "")


# --- clicks ---------------------------------------------------------------------
def on_replay(table: Table, command: Command, form: dict[str, str]) -> list[Effect]:
    """Open the replay (at its first step, or the step asked), go to another step, or
    leave it."""
    match command:
        case Replay(step=step):
            return go(table, step)
        case ReplayStep(how=how) if table.replay is not None:
            return _step(table, how, form)
        case ReplayExit() if table.replay is not None:
            table.replay, table.memo.shown, table.ui = None, None, {}
            mark_seen(table, at_last_decision=True)
            return [SetAddress(record(table))]
    return []


def _step(table: Table, arg: str, form: dict[str, str]) -> list[Effect]:
    """``back``, ``forward``, ``round-back``, ``round-forward``, ``mark-back``, ``mark-forward``
    (the review's marked decisions), ``start``, ``end``, or ``slider`` (the step in the form's
    ``replay-at``)."""
    at, last = table.replay or 0, len(table.match.decisions)
    if arg == "back":
        target = at - 1
    elif arg == "forward":
        target = at + 1
    elif arg == "start":
        target = 0
    elif arg == "end":
        target = last
    elif arg in ("round-back", "round-forward"):
        target = _round_step(rounds(table), at, forward=arg == "round-forward")
    elif arg in ("mark-back", "mark-forward"):
        # The review's marked decisions (web/reviewing.py): the one before this step, or after it.
        marked = marked_steps(table)
        ahead = [k for k in marked if k > at] if arg == "mark-forward" else [k for k in marked if k < at]
        if not ahead:
            return []
        target = ahead[0] if arg == "mark-forward" else ahead[-1]
    elif arg == "slider":
        value = form.get("replay-at", "")
        target = int(value) if value.isdigit() else at
    else:
        return []
    return go(table, target)


def _round_step(rounds: list[int], at: int, forward: bool) -> int:
    """The first step of the next round, or of this round (of the one before, from its first step)."""
    if forward:
        return next((k for k in range(at + 1, len(rounds)) if rounds[k] > rounds[at]), len(rounds) - 1)
    start = at
    while start > 0 and rounds[start - 1] == rounds[at]:
        start -= 1
    if start < at:
        return start
    previous = rounds[start - 1] if start > 0 else rounds[0]
    while start > 0 and rounds[start - 1] == previous:
        start -= 1
    return start


def go(table: Table, step: int) -> list[Effect]:
    """Show step ``step`` (kept within the match), marking what the step before it changed."""
    step = min(max(step, 0), len(table.match.decisions))
    before = None
    if step > 0:
        table.replay = step - 1
        before = shown(table).view(table.human)
    table.replay, table.ui = step, {}
    view = shown(table).view(table.human)
    table.seen = (len(before["log"]), before) if before is not None else (len(view["log"]), view)
    return [SetAddress(address(table))]


def open_replay(table: Table, step: str) -> list[Effect]:
    """A link's ``~<step>``: the replay of the match just opened, at that step."""
    return go(table, int(step)) if step.isdigit() and len(step) <= 6 else []

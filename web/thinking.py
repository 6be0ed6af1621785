"""The computer players' moves at the table: whether one is due, and each thought out in
slices (a strong computer searches a step at a time, so that the page can let the browser
draw and answer between slices) and played."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Literal

import ai
from engine import Match

from . import games
from .auto import auto_answer
from .keeping import after_decision
from .passing import is_person
from .reviewing import running
from .reviewing import steps as review_steps
from .settle import settle

if TYPE_CHECKING:
    from .commands import Effect
    from .state import State, World


#: ``data-ai``: whether a computer (or the table for the person) has a move to make now.
AiState = Literal["busy", "idle"]


def ai_state(state: State) -> AiState:
    """``"busy"`` while a computer player has a move to make now, or a review of the match is
    under way (web/reviewing.py), else ``"idle"`` (the person decides, or the match is over, or
    no match is open): ``data-ai`` on the page, which tests wait for before they read the table."""
    return "busy" if ai_pending(state) or running(state.table) else "idle"


def ai_pending(state: State) -> bool:
    """A computer has a move to make now, or the table one to make for the person."""
    table = state.table
    # A replay holds the computers; so does another tab's move on this match, until the person
    # chooses which to keep (web/keeping.py ``on_elsewhere``).
    if table is None or table.match.over or table.replay is not None or table.elsewhere:
        return False
    m = table.match
    return any(not is_person(m, s) for s in m.to_act) or bool(auto_answer(state))


def think(state: State, world: World, effects: list[Effect]) -> Iterator[bool] | None:
    """The next computer decision as slices: iterating it thinks (a strong computer runs its
    search a step at a time, so the page can let the browser draw and answer between
    slices) and its end plays the move, adding what the page is to do after it to
    ``effects``. Each step yields whether the move comes next: a strong computer's last
    step says so, so that the page can give the browser a turn before the move is played
    and drawn (drawing after a slice of thinking in one task would make that task long).
    ``None`` when no computer has a move to make; the table's answer for the person is
    played at once (an empty iterator). With no move to make, a review under way takes its
    next steps the same way (web/reviewing.py).

    A move worked out for a position that has changed since (a click while the computer
    thought: undo, a new match, home) is dropped, not played."""
    if not ai_pending(state):
        reviewing = review_steps(state, world)
        return None if reviewing is None else _settling(reviewing, state, world)
    table = state.table
    assert table is not None  # ai_pending(): a match is open
    m = table.match
    seat = next((s for s in m.to_act if not is_person(m, s)), None)
    if seat is None:
        code = auto_answer(state)
        if code is None:
            return None
        # The person's decision the table answers, played as a click would be (recorded, saved).
        m.play(table.human, code)
        effects.extend(after_decision(state, world))
        settle(state, world)
        return iter(())
    return _think(state, world, m, seat, effects)


def _settling(steps: Iterator[bool], state: State, world: World) -> Iterator[bool]:
    """The review's ``steps``, the state settled after each (web/settle.py)."""
    for finished in steps:
        settle(state, world)
        yield finished


def _think(state: State, world: World, m: Match, seat: int, effects: list[Effect]) -> Iterator[bool]:
    level = games.level_of(m.table, seat, m.game.id)
    legal, view, decided = m.legal(seat), m.view(seat), list(m.decisions)
    rng = m.ai_rng(seat)  # as in `python -m ai simulate`: the same match from the same record
    spent = 0.0
    start = time.perf_counter()
    if level in ai.LOOKS_AHEAD:
        # Working out the candidates (every legal action weighed) is a slice of its own,
        # so that the first rollouts do not share its task.
        search = ai.search(m.game.id, view, legal, rng, m.sampler(seat))
        finished = False
        while True:
            spent += time.perf_counter() - start
            yield finished
            if state.match is not m or m.decisions != decided or state.table is None or state.table.replay is not None:
                return
            start = time.perf_counter()
            if finished:
                break
            finished = search.step()
        action = search.action()
    else:
        action = ai.choose(m.game.id, view, legal, rng, level=level)
    state.ai_ms.append((spent + time.perf_counter() - start) * 1000)
    m.play(seat, action)
    effects.extend(after_decision(state, world))
    settle(state, world)


def step_ai(state: State, world: World, effects: list[Effect]) -> bool:
    """One computer decision (the first seat's), else one the table answers for the person."""
    thinking = think(state, world, effects)
    if thinking is None:
        return False
    for _ in thinking:
        pass
    return True


def run_ai(state: State, world: World, effects: list[Effect]) -> int:
    """All computer decisions due now, at once (the "instant" speed, and tests)."""
    n = 0
    while step_ai(state, world, effects):
        n += 1
    return n

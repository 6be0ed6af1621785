"""The computer players' moves at the table: whether one is due, and each thought out in
slices (a strong computer searches a step at a time, so that the page can let the browser
draw and answer between slices) and played."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, cast

import ai
from engine import Match

from . import games


class Thinking:
    """The part of :class:`web.app.App` that plays the computers' moves (a mixin)."""

    if TYPE_CHECKING:
        match: Match | None
        replay: int | None
        ai_ms: list[float]

        def is_person(self, seat: int) -> bool: ...
        def auto_answer(self) -> str | None: ...
        def play_auto_answer(self) -> bool: ...
        def _after_decision(self) -> None: ...

    @property
    def ai_state(self) -> str:
        """``"busy"`` while a computer player has a move to make now, else ``"idle"`` (the human
        decides, or the match is over, or no match is open): ``data-ai`` on the page, which
        tests wait for before they read the table."""
        return "busy" if self.ai_pending() else "idle"

    def ai_pending(self) -> bool:
        """A computer has a move to make now, or the table one to make for the person."""
        m = self.match
        if m is None or m.over or self.replay is not None:  # a replay holds the computers
            return False
        return any(not self.is_person(s) for s in m.to_act) or bool(self.auto_answer())

    def step_ai(self) -> bool:
        """One computer decision (the first seat's), else one the table answers for the person."""
        thinking = self.think_ai()
        if thinking is None:
            return False
        for _ in thinking:
            pass
        return True

    def think_ai(self) -> Iterator[bool] | None:
        """The next computer decision as slices: iterating it thinks (a strong computer runs
        its search a step at a time, so the page can let the browser draw and answer
        between slices) and its end plays the move. Each step yields whether the move comes
        next: a strong computer's last step says so, so that the page can give the browser a
        turn before the move is played and drawn (drawing after a slice of thinking in one
        task would make that task long). ``None`` when no computer has a move to
        make; the table's answer for the person is played at once (an empty iterator).

        A move worked out for a position that has changed since (a click while the computer
        thought: undo, a new match, home) is dropped, not played."""
        if not self.ai_pending():
            return None
        m = cast(Match, self.match)  # ai_pending(): a match is open
        seat = next((s for s in m.to_act if not self.is_person(s)), None)
        if seat is None:
            return iter(()) if self.play_auto_answer() else None
        return self._think(m, seat)

    def _think(self, m: Match, seat: int) -> Iterator[bool]:
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
                if self.match is not m or m.decisions != decided or self.replay is not None:
                    return
                start = time.perf_counter()
                if finished:
                    break
                finished = search.step()
            action = search.action()
        else:
            action = ai.choose(m.game.id, view, legal, rng, level=level)
        self.ai_ms.append((spent + time.perf_counter() - start) * 1000)
        m.play(seat, action)
        self._after_decision()

    def run_ai(self) -> int:
        """All computer decisions due now, at once (the "instant" speed, and tests)."""
        n = 0
        while self.step_ai():
            n += 1
        return n


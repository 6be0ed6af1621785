"""Watching a match again, move by move: the table as the person's seat saw it at each step.

A replay is built on the record alone: step ``k`` is the match after its first ``k``
decisions (forced steps played), drawn from the person's own view, so what their seat could
not see then stays hidden, exactly as in play; a link to a match in progress shows no more
than its sender saw. The end screen offers it; a link ``#<record>~<k>`` opens it at step
``k``. While it is open the computers wait, nothing is saved, and the bar holds the replay's
controls: back and forward a move, the previous and next round, and a slider over the whole
match. Each step marks what it changed, as a move in play does (``App.seen``).

Forward a step plays one decision on the match shown; any other step replays from the start
(``Match.replayed``), which is a link's cost and a few tens of milliseconds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from engine import Match, View

from .commands import Command, Effect, Replay, ReplayExit, ReplayStep, SetAddress

if TYPE_CHECKING:
    from typing import Any

#: The address of a replay: the record, this mark, then the step.
MARK = "~"


class Replaying:
    """The part of :class:`web.app.App` that shows a replay (a mixin: it uses the app's match)."""

    if TYPE_CHECKING:
        match: Match | None
        ui: dict[str, Any]
        seen: tuple[int, View] | None
        effects: list[Effect]

        @property
        def human(self) -> int: ...
        def record(self) -> str: ...
        def _mark_seen(self, at_last_decision: bool = False) -> None: ...

    #: The step shown (decisions played), or None: no replay open.
    replay: int | None = None
    _shown: tuple[Match, int, Match] | None = None  # (the match, the step, the match at that step)
    _rounds: tuple[Match, int, list[int]] | None = None  # (the match, its length, round after each step)

    # --- reading ---------------------------------------------------------------------
    def shown(self) -> Match:
        """The match as the table draws it: at the replay's step, else as it stands."""
        match = cast(Match, self.match)
        if self.replay is None or self.replay == len(match.decisions):
            return match
        cached = self._shown
        if cached is not None and cached[0] is match and cached[1] == self.replay:
            return cached[2]
        if cached is not None and cached[0] is match and cached[1] == self.replay - 1:
            step = cached[2]
            seat, index = match.decisions[self.replay - 1]
            step.play(seat, step.legal(seat)[index])  # forward one: no replay from the start
        else:
            step = match.replayed(self.replay)
        self._shown = (match, self.replay, step)
        return step

    def rounds(self) -> list[int]:
        """The round at every step (0 .. the match's length), worked out once per match."""
        match = cast(Match, self.match)
        cached = self._rounds
        if cached is not None and cached[0] is match and cached[1] == len(match.decisions):
            return cached[2]
        step = match.replayed(0)
        found = [step.game.progress(step.state)[0]]
        for seat, index in match.decisions:
            step.play(seat, step.legal(seat)[index])
            found.append(step.game.progress(step.state)[0])
        self._rounds = (match, len(match.decisions), found)
        return found

    def address(self) -> str:
        """What follows ``#`` in the address: the record, and the replay's step when one is open."""
        return self.record() + (f"{MARK}{self.replay}" if self.replay is not None else "")

    # --- clicks ---------------------------------------------------------------------
    def _on_replay(self, command: Command, form: dict[str, str]) -> None:
        """Open the replay (at its first step, or the step asked), go to another step, or
        leave it."""
        if self.match is None:
            return
        match command:
            case Replay(step=step):
                self._go(step)
            case ReplayStep(how=how) if self.replay is not None:
                self._step(how, form)
            case ReplayExit() if self.replay is not None:
                self.replay, self._shown, self.ui = None, None, {}
                self._mark_seen(at_last_decision=True)
                self.effects.append(SetAddress(self.record()))

    def _step(self, arg: str, form: dict[str, str]) -> None:
        """``back``, ``forward``, ``round-back``, ``round-forward``, ``start``, ``end``, or
        ``slider`` (the step in the form's ``replay-at``)."""
        at, last = cast(int, self.replay), len(cast(Match, self.match).decisions)
        if arg == "back":
            target = at - 1
        elif arg == "forward":
            target = at + 1
        elif arg == "start":
            target = 0
        elif arg == "end":
            target = last
        elif arg in ("round-back", "round-forward"):
            target = self._round_step(at, forward=arg == "round-forward")
        elif arg == "slider":
            value = form.get("replay-at", "")
            target = int(value) if value.isdigit() else at
        else:
            return
        self._go(target)

    def _round_step(self, at: int, forward: bool) -> int:
        """The first step of the next round, or of this round (of the one before, from its first step)."""
        rounds = self.rounds()
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

    def _go(self, step: int) -> None:
        """Show step ``step`` (kept within the match), marking what the step before it changed."""
        match = cast(Match, self.match)
        step = min(max(step, 0), len(match.decisions))
        before = None
        if step > 0:
            self.replay = step - 1
            before = self.shown().view(self.human)
        self.replay, self.ui = step, {}
        view = self.shown().view(self.human)
        self.seen = (len(before["log"]), before) if before is not None else (len(view["log"]), view)
        self.effects.append(SetAddress(self.address()))

    def open_replay(self, step: str) -> None:
        """A link's ``~<step>``: the replay of the match just opened, at that step."""
        if self.match is not None and step.isdigit() and len(step) <= 6:
            self._go(int(step))

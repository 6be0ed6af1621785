"""A hint: "What would the computer do?" shows, for the person's decision, the choice the
greedy player would make from the person's own view, and the worth it weighed it at.

Off by default (the setting ``nwt:hint``). Each decision a hint was asked at counts once; the
count is kept with the match's save and said on the end screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import ai
from engine import Action, Match

#: The setting's values, the default first.
HINTS = ("off", "on")


class Hints:
    """The part of :class:`web.app.App` that gives hints (a mixin)."""

    if TYPE_CHECKING:
        match: Match | None
        replay: int | None
        pass_to: int | None

        @property
        def human(self) -> int: ...
        def _remember(self, key: str, value: str) -> None: ...
        def _save(self) -> None: ...
        def asked(self) -> list[Action]: ...

    hint_setting: str = "off"
    #: Decisions of this match at which a hint was asked.
    hints_used: int = 0
    #: The hint shown, with the number of decisions it was asked after (stale once one more is made).
    _hint: tuple[Match, int, ai.Hint] | None = None

    def _on_hints(self, arg: str, form: dict[str, str]) -> None:
        """The setting: offer the hint at the table, or not."""
        if arg in HINTS:
            self.hint_setting = arg
            self._remember("nwt:hint", arg)

    def hint_offered(self) -> bool:
        m = self.match
        return (self.hint_setting == "on" and m is not None and not m.over and self.replay is None
                and self.pass_to is None and bool(self.asked()))

    def current_hint(self) -> ai.Hint | None:
        """The hint asked at this decision, if one was."""
        m, shown = self.match, self._hint
        if m is None or shown is None or shown[0] is not m or shown[1] != len(m.decisions):
            return None
        return shown[2]

    def _on_hint(self, arg: str, form: dict[str, str]) -> None:
        if not self.hint_offered() or self.current_hint() is not None:
            return
        m = cast(Match, self.match)
        seat = self.human
        # The person's own view, as a computer in their seat would see it, and a generator of
        # its own: the hint never changes what the match draws.
        found = ai.hint(m.game.id, m.view(seat), m.legal(seat), m.ai_rng(seat))
        self._hint = (m, len(m.decisions), found)
        self.hints_used += 1
        self._save()

"""The table preference "take what I produce and my privileges without asking".

On (the default), the table answers for the person the decisions their game's table calls
obvious (the optional hook ``obvious(ctx)`` of a table module, docs/adding-a-game.md): a
benefit the rulebook lets a player refuse, where taking it is the one sensible answer. The
answer is played like a click, with the computers' moves and at their pace, so the record,
the saves and undo see the person's decision; meanwhile no question is shown. Off, the person
is asked every time. Game-neutral: a game whose table has no hook is always asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from engine import Action, Match, View

from . import games
from .context import TableContext, seat_names

AUTO = ("on", "off")


class AutoAnswers:
    """The preference's part of :class:`web.app.App` (which provides ``match``, ``human``,
    ``lang``, ``auto``, ``message``, ``tr``, ``_remember`` and ``_after_decision``)."""

    if TYPE_CHECKING:  # the app's own, which this part uses
        match: Match | None
        lang: str
        auto: str
        message: tuple[str, str] | None

        @property
        def human(self) -> int: ...

        def tr(self, key: str, **fields: object) -> str: ...
        def _remember(self, key: str, value: str) -> None: ...
        def _after_decision(self) -> None: ...
        def view_of(self, match: Match) -> View: ...

    _auto_for: tuple[Match, int, str | None] | None = None

    def auto_answer(self, match: Match | None = None) -> str | None:
        """The action the table plays for the person now (``auto`` on, and their game's table
        calls this decision obvious), else None."""
        m = match or self.match
        if self.auto != "on" or m is None or m.over or self.human not in m.to_act:
            return None
        known = self._auto_for
        if known is not None and known[0] is m and known[1] == len(m.decisions):
            return known[2]  # asked at every drawing: worked out once a position
        hook = games.TABLES[m.game.id].obvious
        code = None
        if hook is not None:
            legal = m.legal(self.human)
            ctx = TableContext(view=self.view_of(m), legal=legal, lang=self.lang, human=self.human,
                               names=seat_names(m.table, m.players, self.lang))
            code = hook(ctx)
            code = code if code in {a.code for a in legal} else None
        self._auto_for = (m, len(m.decisions), code)
        return code

    def asked(self) -> list[Action]:
        """The person's choices as the table shows them: none while it answers for them."""
        return [] if self.auto_answer() else cast(Match, self.match).legal(self.human)

    def play_auto_answer(self) -> bool:
        """Play the person's decision the table answers, as a click would (recorded, saved)."""
        code = self.auto_answer()
        if code is None:
            return False
        cast(Match, self.match).play(self.human, code)
        self._after_decision()
        return True

    def past_answers(self, match: Match) -> Match | None:
        """Undo lands on ``match``: a decision the table answered is not one to go back to (it
        would be answered again at once), so on back to the person's last decision before it.
        None, with the reason said, when there is none to go back to."""
        while self.auto_answer(match) is not None:
            point = match.undo_point(self.human)
            if point is None:
                blocked = any(seat == self.human for seat, _ in match.decisions)
                self.message = ("info", self.tr("match.undo_blocked" if blocked else "match.undo_none"))
                return None
            match = match.replayed(point)
        return match


"""A hint: "What would the computer do?" shows, for the person's decision, the choice the
greedy player would make from the person's own view, and the worth it weighed it at.

Off by default (the setting ``nwt:hint``). Each decision a hint was asked at counts once; the
count is kept with the match's save and said on the end screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import ai
from engine import Action, Match, View

from .frame import Shown

#: The setting's values, the default first.
HINTS = ("off", "on")
#: Steps of one decision a hint names at most (an offer of cards is a step a card).
CHAIN = 12


def steps(m: Match, seat: int, first: Action) -> tuple[Action, ...]:
    """``first`` and the greedy player's next steps of the same decision: while, after it, the
    same seat still acts in the same round, phase and step with an action of the same kind (a
    card after a card of one offer, made while the others make theirs). Played in a sampled copy of the seat's own view
    (``match.sample``), so the steps see only what the seat sees and the match is untouched."""
    rng = m.ai_rng(seat)
    twin = m.sample(seat, rng)
    where = _where(twin.view(seat))
    chain = [first]
    twin.apply_sampled(seat, first)
    while len(chain) < CHAIN and twin.result is None and seat in twin.to_act:
        view = twin.view(seat)
        if _where(view) != where:
            break
        legal = twin.legal(seat)
        if not any(a.kind == first.kind for a in legal):
            break
        nxt = ai.choose(m.game.id, view, legal, rng, "greedy")
        if nxt.kind != first.kind:
            break
        chain.append(nxt)
        twin.apply_sampled(seat, nxt)
    return tuple(chain)


def _where(view: View) -> tuple[object, ...]:
    board = view["board"]
    return (view["round"], view["phase"], board.get("step") if isinstance(board, dict) else None)


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
    _hint: tuple[Match, int, Shown] | None = None

    def hint_offered(self) -> bool:
        m = self.match
        return (self.hint_setting == "on" and m is not None and not m.over and self.replay is None
                and self.pass_to is None and bool(self.asked()))

    def current_hint(self) -> Shown | None:
        """The hint asked at this decision, if one was."""
        m, shown = self.match, self._hint
        if m is None or shown is None or shown[0] is not m or shown[1] != len(m.decisions):
            return None
        return shown[2]

    def _on_hint(self) -> None:
        if not self.hint_offered() or self.current_hint() is not None:
            return
        m = cast(Match, self.match)
        seat = self.human
        # The person's own view, as a computer in their seat would see it, and a generator of
        # its own: the hint never changes what the match draws.
        found = ai.hint(m.game.id, m.view(seat), m.legal(seat), m.ai_rng(seat))
        self._hint = (m, len(m.decisions), Shown(found, steps(m, seat, found.action)))
        self.hints_used += 1
        self._save()

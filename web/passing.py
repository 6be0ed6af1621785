"""Pass-and-play: two or more people at one device, in any mix with computers.

The people of a match are its seats with no computer level (``table["levels"][seat] == ""``);
``table["human"]`` stays the seat of whoever started it (the device's owner, whose record it
counts for). The table shows one person's view at a time, the person *at the device*: it is
:attr:`web.app.App.human` for everything the table draws, undoes and answers. When the next
decision is another person's, the table is hidden behind a privacy screen ("Pass to Mina") until
that person taps that they are ready; only then is their view, with their private cards and
what changed since their last decision, drawn. Computers' moves are watched from the view of
the person who decided last. Undo takes back the person's own decision only when no other
person has decided since (one person's undo never takes back another's). Once the match is over
no one is named "(you)": the end is every person's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from engine import Match

from .commands import Ready
from .context import people


class PassAndPlay:
    """The part of :class:`web.app.App` that hands the device from person to person (a mixin)."""

    if TYPE_CHECKING:
        match: Match | None
        ui: dict[str, Any]

        def _mark_seen(self, at_last_decision: bool = False) -> None: ...

    #: The person whose view is drawn (None: the owner's, until someone else is handed the device).
    at_device: int | None = None
    #: The person the device is to be passed to: the table is hidden until they say they are ready.
    pass_to: int | None = None

    @property
    def owner(self) -> int:
        return int(self.match.table.get("human", 0)) if self.match else 0

    @property
    def human(self) -> int:
        """The person at the device: whose view the table draws and for whom it decides."""
        if self.at_device is not None and self.match is not None:
            return self.at_device
        return self.owner

    def people(self) -> list[int]:
        m = cast(Match, self.match)
        return people(m.table, m.players)

    def is_person(self, seat: int) -> bool:
        return seat in self.people()

    def shared(self) -> bool:
        """Whether several people play this match at this device."""
        return self.match is not None and len(self.people()) > 1

    def hand_over(self) -> None:
        """After every decision: when the next person to decide is not the one at the device,
        hide the table until they are handed it."""
        if not self.shared():
            self.at_device, self.pass_to = None, None
            return
        m = cast(Match, self.match)
        if m.over:
            self.pass_to = None
            return
        waiting = [seat for seat in m.to_act if self.is_person(seat)]
        if not waiting or (self.at_device is not None and self.at_device in waiting):
            return  # computers to move, or the person at the device decides again
        if any(not self.is_person(seat) for seat in m.to_act):
            return  # the computers move first (web.app.App.step_ai): the hand-over comes after
        if waiting[0] != self.at_device:
            self.pass_to = waiting[0]

    def _on_ready(self, c: Ready) -> None:
        """The person the device was passed to is ready: their view, and what changed since their last decision."""
        if self.pass_to is None or c.seat != self.pass_to:
            return
        self.at_device, self.pass_to, self.ui = self.pass_to, None, {}
        self._mark_seen(at_last_decision=True)

    def undo_crosses(self, point: int) -> bool:
        """Whether taking the match back to ``point`` decisions would take back another person's."""
        m = cast(Match, self.match)
        people = self.people()
        return any(seat != self.human and seat in people for seat, _ in m.decisions[point:])

"""Pass-and-play: two or more people at one device, in any mix with computers.

The people of a match are its seats with no computer level (``table["levels"][seat] == ""``);
``table["human"]`` stays the seat of whoever started it (the device's owner, whose record it
counts for). The table shows one person's view at a time, the person *at the device*: it is
:attr:`web.state.Table.human` for everything the table draws, undoes and answers. When the next
decision is another person's, the table is hidden behind a privacy screen ("Pass to Mina") until
that person taps that they are ready; only then is their view, with their private cards and
what changed since their last decision, drawn. Computers' moves are watched from the view of
the person who decided last. Undo takes back the person's own decision only when no other
person has decided since (one person's undo never takes back another's). Once the match is over
no one is named "(you)": the end is every person's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .home_saves import people
from .state import mark_seen

if TYPE_CHECKING:
    from engine import Match

    from .state import Table


def is_person(match: Match, seat: int) -> bool:
    return seat in people(match.table, match.players)


def shared(match: Match) -> bool:
    """Whether several people play this match at this device."""
    return len(people(match.table, match.players)) > 1


def hand_over(table: Table) -> None:
    """After every decision: when the next person to decide is not the one at the device,
    hide the table until they are handed it."""
    m = table.match
    if not shared(m):
        table.at_device, table.pass_to = None, None
        return
    if m.over:
        table.pass_to = None
        return
    waiting = [seat for seat in m.to_act if is_person(m, seat)]
    if not waiting or (table.at_device is not None and table.at_device in waiting):
        return  # computers to move, or the person at the device decides again
    if any(not is_person(m, seat) for seat in m.to_act):
        return  # the computers move first (web/thinking.py): the hand-over comes after
    if waiting[0] != table.at_device:
        table.pass_to = waiting[0]


def on_ready(table: Table, seat: int) -> None:
    """The person the device was passed to is ready: their view, and what changed since their last decision."""
    if table.pass_to is None or seat != table.pass_to:
        return
    table.at_device, table.pass_to, table.ui = table.pass_to, None, {}
    mark_seen(table, at_last_decision=True)


def undo_crosses(table: Table, point: int) -> bool:
    """Whether taking the match back to ``point`` decisions would take back another person's."""
    m = table.match
    return any(seat != table.human and is_person(m, seat) for seat, _ in m.decisions[point:])

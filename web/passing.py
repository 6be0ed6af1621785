"""Pass-and-play: two or more people at one device, in any mix with computers.

The people of a match are its seats with no computer level (``table["levels"][seat] == ""``);
``table["human"]`` stays the seat of whoever started it (the device's owner, whose record it
counts for). The table shows one person's view at a time, the person *at the device*: it is
:attr:`web.state.Table.human` for everything the table draws, undoes and answers. When the next
decision is another person's, the table is hidden behind a privacy screen ("Pass to Mina") until
that person taps that they are ready; only then is their view, with their private cards and
what changed since their last decision, drawn. Computers' moves are watched from the view of
the person who decided last. Undo takes back the person's own decision only when no other
person has decided since (one person's undo never takes back another's), nor a friend's turn has
come (web/friends.py). The people at the device are :func:`here`'s: those who play by link are
on their own devices (:func:`away`). Once the match is over
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


def here(match: Match) -> list[int]:
    """The people at this device: the device's person alone where they play by link
    (web/friends.py), else every person but those who play by link."""
    linked = match.table.get("linked") or []
    owner = int(match.table.get("human", 0))
    return [owner] if owner in linked else [s for s in people(match.table, match.players) if s not in linked]


def away(match: Match) -> list[int]:
    """The people who play this match on other devices, sent it by link at their turn."""
    if not match.table.get("linked"):
        return []  # every match without friends by link: asked at every decision and draw
    mine = here(match)
    return [s for s in people(match.table, match.players) if s not in mine]


def shared(match: Match) -> bool:
    """Whether several people play this match at this device."""
    return len(here(match)) > 1


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
    if sent(m):
        return  # a friend's turn: the match waits for their link (web/friends.py)
    waiting = [seat for seat in m.to_act if seat in here(m)]
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
    """Whether taking the match back to ``point`` decisions would take back another person's,
    or a friend's turn has come since (their link may be on its way: web/friends.py)."""
    m = table.match
    return any(seat != table.human and is_person(m, seat) for seat, _ in m.decisions[point:]) or sent(m)


def sent(match: Match) -> bool:
    """Whether a friend who plays by link has a decision to make now (their link may be on its way)."""
    return any(seat in away(match) for seat in match.to_act)

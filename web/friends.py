"""Friends by link: people who play one match on their own devices, with no server. The match
is its record, so each turn travels as a link, like correspondence chess by mail.

A match's table notes name them (``linked``: people's seats, engine/header.py). On each device
the notes' ``human`` is that device's person: the owner who started it, or a friend who opened
a link sent to their seat (:func:`link_for` writes the friend's seat there). The people at a
device are ``web.passing.here``'s; the others, :func:`web.passing.away`, are sent the match
when it is their turn (:func:`waiting_for`): the table says whose turn it is, and its button
copies a line with the game and the link; the match waits, saved, meanwhile. Computers play
their seats on whichever device the match is on when it is their turn; the link carries their
moves, so every device holds the same match.

Every device keeps its own copy, and a link opens only where it continues that copy
(:func:`opened`): one that goes further is played on onto it; an older one shows the copy as it
stands; one that differs is refused, saying how: a move this device already has, changed, or
two people's answers to one turn (whose came first here). The seed travels in the record, so
whoever decodes a link could learn hidden cards and future draws: the form says so where the
mode is chosen (``home.by_link_trust``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import Match

from . import i18n
from .context import seat_names
from .passing import away

if TYPE_CHECKING:
    from .frame import MessageKind


def waiting_for(match: Match) -> int | None:
    """The friend whose turn it is, when the match waits for a link to come back: no one at
    this device and no computer has a decision to make now."""
    gone, to_act = away(match), match.to_act
    if match.over or not gone or not to_act or any(s not in gone for s in to_act):
        return None  # no friend plays by link, or one at this device or a computer decides now
    return to_act[0]


def told_the_end(match: Match) -> list[int]:
    """The friends a finished match's end is sent to (each opens it and sees the result)."""
    return away(match) if match.over else []


def link_for(match: Match, seat: int) -> str:
    """The match's record as the friend at ``seat`` opens it: their seat as the device's person."""
    return match.record({**match.table, "human": seat})


def message(lang: str, match: Match, seat: int, url: str) -> str:
    """The line copied for the friend at ``seat``: whose turn, in which game (or that it is
    over), and the link."""
    name = seat_names(match.table, match.players, lang)[seat]
    key = "friends.message_end" if match.over else "friends.message"
    return i18n.tr(lang, key, name=name, game=i18n.tr(lang, f"game.{match.game.id}"), link=url)


def opened(own: Match, link: Match, lang: str) -> tuple[Match, tuple[MessageKind, str] | None]:
    """The match a friend's ``link`` opens on a device whose copy is ``own``: ``own`` played on
    where the link goes further, else ``own`` as it stands; with the message to show where the
    link is older (a note) or is refused (an error), else None."""
    mine, theirs = own.decisions, link.decisions
    n = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
    if n == len(mine):  # it continues this device's copy
        for seat, index in theirs[n:]:  # the same position: the same legal list
            own.play(seat, own.legal(seat)[index])
        return own, None
    if n == len(theirs):
        return own, ("info", i18n.tr(lang, "msg.link_older"))
    names = seat_names(own.table, own.players, lang)
    at_round = own.replayed(n).view(None)["round"]
    if mine[n][0] == theirs[n][0]:
        return own, ("error", i18n.tr(lang, "msg.link_changes", name=names[mine[n][0]], round=at_round))
    return own, ("error", i18n.tr(lang, "msg.link_fork", first=names[mine[n][0]], other=names[theirs[n][0]],
                                  round=at_round))

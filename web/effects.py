"""What the loop asks of the browser besides a redraw (web/update.py), read by the main side
(web/worker.py's reply names them): set the address's ``#record``, add an entry to the history,
copy a text or share it. web/commands.py gives them with the commands."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Effect:
    """What the loop asks of the browser besides a redraw; ``text`` is its argument."""

    text: str


@dataclass(frozen=True)
class SetAddress(Effect):
    """Replace the address's ``#`` part (the record, and the replay's step): a reload or a
    bookmark continues the match."""


@dataclass(frozen=True)
class PushAddress(Effect):
    """A new entry in the browser's history with this ``#`` part: Back returns to the home screen."""


@dataclass(frozen=True)
class CopyText(Effect):
    """Copy the text (the match's link) to the clipboard."""


@dataclass(frozen=True)
class ShareText(Effect):
    """Offer the text (a friend's line with their link: web/friends.py) to the phone's share
    sheet where the browser has one, else copy it (main_side/dom.hand_on)."""

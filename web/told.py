"""What the page itself tells the loop, never a control's (web/commands.parse reads none of
them): the address to open, Back, the clipboard's answer, a fault, the storage's refusal and
recovery, and another tab's change to it."""

from __future__ import annotations

from dataclasses import dataclass

from .grammar import CommandBase


@dataclass(frozen=True)
class Open(CommandBase):
    """The address's ``#`` part, at the page's start or when it changes: a record to open
    (``<record>~<step>``: its replay at that step). The match shown already is not opened again."""

    VERB = "open"
    address: str
    #: The address was longer than the main side reads (main_side/stored.py): refused as too long.
    oversized: bool = False


@dataclass(frozen=True)
class Back(CommandBase):
    """The address lost its record (the browser's Back from a match): the home screen."""

    VERB = "back"


@dataclass(frozen=True)
class Copied(CommandBase):
    """The browser's answer to :class:`CopyText`: said beside the Copy button."""

    VERB = "copied"
    ok: bool


@dataclass(frozen=True)
class Fault(CommandBase):
    """Something in the page's Python failed (its last line): said in the banner, the match kept."""

    VERB = "fault"
    reason: str


@dataclass(frozen=True)
class Refused(CommandBase):
    """The browser would not keep the storage's write of ``key`` (web/worker.py): the match goes on unsaved."""

    VERB = "refused"
    key: str


@dataclass(frozen=True)
class Changed(CommandBase):
    """Another tab changed the storage's ``key`` (web/worker.py): the home screen lists the saves
    anew; the open match's save, moved on or deleted there, is no longer written over here."""

    VERB = "changed"
    key: str


@dataclass(frozen=True)
class Kept(CommandBase):
    """The browser keeps the storage's writes again after a :class:`Refused`."""

    VERB = "kept"

"""What a click says, and what the page is asked to do after it: the grammar in one place.

A control on the page carries a command in its ``data-action`` (or ``data-change``) as text:
``verb`` or ``verb:argument``. The tables and screens build them only as the typed values
below (:func:`str` gives the text), and the page reads them back once, at its edge
(:func:`parse`, in web/worker.py); a text that is no command (a stale or forged
button) is ``None``, and nothing happens.

- A command with no field is its verb (``undo``); with one, ``verb:value`` (``lang:ko``,
  ``pick-seat:2``); with two, ``verb:first=second`` (``option:variant=base``,
  ``ui:rr=0.0``); :class:`Play` is ``play:`` and its codes separated by :data:`THEN`.
- An int field reads only digits: ``pick-seat:x`` is no command.

The home screen's commands (the form, Start, the saves, the settings) are
web/home_commands.py's, named here too: plain classes with the same grammar, which the page's
main side also runs before the worker is up.

The page itself says what no control carries (web/told.py, named here too): the address to
open (:class:`Open`), Back, the clipboard's answer (:class:`Copied`), a fault, the storage's
refusal and recovery (:class:`Refused`), another tab's change to it (:class:`Changed`).

The effects (web/effects.py, given here with the commands) are what the loop (web/update.py) asks
of the browser besides a redraw: set the address's ``#record``, add an entry to the history, copy a text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Self

from .effects import CopyText as CopyText
from .effects import Effect as Effect
from .effects import PushAddress as PushAddress
from .effects import SetAddress as SetAddress
from .effects import ShareText as ShareText
from .grammar import THEN as THEN
from .grammar import CommandBase
from .home_commands import AllSaves as AllSaves
from .home_commands import Asked as Asked
from .home_commands import Auto as Auto
from .home_commands import ClearFinished as ClearFinished
from .home_commands import Delete as Delete
from .home_commands import DeleteNo as DeleteNo
from .home_commands import DeleteYes as DeleteYes
from .home_commands import Guide as Guide
from .home_commands import HintSetting as HintSetting
from .home_commands import Lang as Lang
from .home_commands import Option as Option
from .home_commands import PickGame as PickGame
from .home_commands import PickLevel as PickLevel
from .home_commands import PickLink as PickLink
from .home_commands import PickPerson as PickPerson
from .home_commands import PickPlayers as PickPlayers
from .home_commands import PickSeat as PickSeat
from .home_commands import ResetTally as ResetTally
from .home_commands import Resume as Resume
from .home_commands import Rules as Rules
from .home_commands import Setting as Setting
from .home_commands import Speed as Speed
from .home_commands import Start as Start
from .told import Back as Back
from .told import Changed as Changed
from .told import Copied as Copied
from .told import Fault as Fault
from .told import Kept as Kept
from .told import Open as Open
from .told import Refused as Refused

# --- the table -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Play(CommandBase):
    """Play these legal actions of the person's, in order, in one tap (each recorded as usual;
    all or nothing)."""

    VERB = "play"
    codes: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.VERB}:{THEN.join(self.codes)}"

    @classmethod
    def read(cls, arg: str) -> Self | None:
        codes = tuple(arg.split(THEN))
        return cls(codes) if all(codes) else None


@dataclass(frozen=True)
class Pick(CommandBase):
    """Keep ``value`` under ``key`` in the table's own passing state (``ctx.ui``): a selection,
    a tab. The game's table reads it."""

    VERB = "ui"
    key: str
    value: str

    @classmethod
    def read(cls, arg: str) -> Self | None:
        found = super().read(arg)
        return found if found is not None and found.key else None


@dataclass(frozen=True)
class Undo(CommandBase):
    VERB = "undo"


@dataclass(frozen=True)
class Hint(CommandBase):
    """Ask the hint at this decision."""

    VERB = "hint"


@dataclass(frozen=True)
class Why(CommandBase):
    """A piece whose choice (``code``, an action's) cannot be made now was tapped: say why."""

    VERB = "why"
    code: str


@dataclass(frozen=True)
class Log(CommandBase):
    """Open or close the full log (on a phone)."""

    VERB = "log"
    way: str  # "open" or "close"


@dataclass(frozen=True)
class Copy(CommandBase):
    """Copy the match's link."""

    VERB = "copy"


@dataclass(frozen=True)
class SendLink(CommandBase):
    """Copy the line that sends the match to the friend at ``seat``, whose turn it is (web/friends.py)."""

    VERB = "send-link"
    seat: int


@dataclass(frozen=True)
class Ready(CommandBase):
    """At a device passed round: the next person is ready, the table is shown."""

    VERB = "ready"
    seat: int


@dataclass(frozen=True)
class Rematch(CommandBase):
    VERB = "rematch"


@dataclass(frozen=True)
class Replay(CommandBase):
    """Open the finished match's replay at its first step (or at ``step``)."""

    VERB = "replay"
    step: int = 0

    def __str__(self) -> str:
        return f"{self.VERB}:{self.step}" if self.step else self.VERB

    @classmethod
    def read(cls, arg: str) -> Self | None:
        return cls() if arg == "" else super().read(arg)


@dataclass(frozen=True)
class ReplayStep(CommandBase):
    """``back``, ``forward``, ``round-back``, ``round-forward``, ``start``, ``end``, or
    ``slider`` (the step in the form's ``replay-at``)."""

    VERB = "replay-step"
    how: str


@dataclass(frozen=True)
class ReplayExit(CommandBase):
    VERB = "replay-exit"


@dataclass(frozen=True)
class ReviewStart(CommandBase):
    """Review the person's decisions in the finished match, or go on with it (web/reviewing.py)."""

    VERB = "review"


@dataclass(frozen=True)
class ReviewCancel(CommandBase):
    """Stop the review under way (what it judged so far is kept)."""

    VERB = "review-cancel"


# --- every screen ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Home(CommandBase):
    VERB = "home"


@dataclass(frozen=True)
class Dismiss(CommandBase):
    """Close the message."""

    VERB = "dismiss"


@dataclass(frozen=True)
class LoadLatest(CommandBase):
    """The open match was played on in another tab: open it as that tab saved it."""

    VERB = "load-latest"


@dataclass(frozen=True)
class KeepHere(CommandBase):
    """The open match was played on, or deleted, in another tab: keep it as it stands here (a
    copy beside the other tab's save, or its save again where that was deleted)."""

    VERB = "keep-here"


@dataclass(frozen=True)
class RulesClose(CommandBase):
    """Close the rules: the screen under them again, as it was."""

    VERB = "rules-close"


@dataclass(frozen=True)
class GuideLeave(CommandBase):
    """Leave the guided round: the match plays on as any other."""

    VERB = "guide-leave"


#: Every command: what a control carries, and what the page itself says (web/told.py). The loop
#: (web/update.py) answers each, and mypy checks that none is left out (``assert_never``).
Command = (Play | Pick | Undo | Hint | Why | Log | Copy | SendLink | Ready | Rematch | Replay | ReplayStep | ReplayExit
           | ReviewStart | ReviewCancel | Home | Lang | Speed | Auto | HintSetting | Dismiss | LoadLatest | KeepHere
           | Rules | RulesClose | Guide | GuideLeave | PickGame | PickPlayers | PickSeat | PickPerson | PickLink
           | PickLevel | Option | Start | Resume | AllSaves | Delete | DeleteYes | DeleteNo | ClearFinished | ResetTally
           | Open | Back | Copied | Fault | Refused | Changed | Kept)
#: The commands on the open match (web/update.py: with none open, not carried out).
AtTable = (Play | Pick | Undo | Why | Log | Copy | SendLink | Copied | Ready | Rematch | Replay | ReplayStep
           | ReplayExit | ReviewStart | ReviewCancel | GuideLeave | LoadLatest)
#: The commands a control carries, by verb (the page's own are not read from a control).
KINDS: dict[str, type[Command]] = {kind.VERB: kind for kind in (
    Play, Pick, Undo, Hint, Why, Log, Copy, SendLink, Ready, Rematch, Replay, ReplayStep, ReplayExit, ReviewStart,
    ReviewCancel,
    Home, Lang, Speed, Auto, HintSetting, Dismiss, LoadLatest, KeepHere, Rules, RulesClose, Guide, GuideLeave,
    PickGame, PickPlayers, PickSeat, PickPerson, PickLink, PickLevel, Option, Start,
    Resume, AllSaves, Delete, DeleteYes, DeleteNo, ClearFinished, ResetTally)}


def parse(text: str) -> Command | None:
    """The command a control's ``data-action`` says, or None (no such command)."""
    verb, _, arg = text.partition(":")
    kind = KINDS.get(verb)
    return None if kind is None else kind.read(arg)

"""The page's state: plain dataclasses, and the world the loop reads and writes.

:func:`web.update.update` takes a :class:`State` and a command (web/commands.py) and gives
back the state and the effects for the page to carry out; :func:`web.present.frame` draws a
frame from it (web/frame.py). Nothing here calls back into anything: every part of the loop
reads and changes these objects through the functions of its own module (web/setup.py,
web/keeping.py, web/replay.py, web/passing.py, web/auto.py, web/hints.py, web/thinking.py).

The state is changed in place. The open match (``engine.Match``) is itself a mutable object
that plays forward; a copy per click would replay it from its record, which is the cost the
loop is built to avoid (a link is replayed once). So ``update`` returns the same ``State``
it was given, and the page holds no other reference to what is inside it.

:class:`World` is what lies outside the state: the storage (saves, the record of wins, the
settings kept between visits), the clock and the seeds of new matches.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import FrozenInstanceError, dataclass, field
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from ai.review import Judgement, Review
    from engine import Match, View
    from engine.core import Refusal

    from .frame import Costly, MessageKind, Screen, Shown
    from .saves import Saves, Storage
    from .tally import Tally


@dataclass
class World:
    """What the loop reads and writes outside its state."""
    storage: Storage
    saves: Saves
    tally: Tally
    #: The time a save is stamped with ("2026-11-28 19:50").
    clock: Callable[[], str]
    #: The seed of each new match (a secret one in the browser; counted in tests).
    new_seed: Callable[[], int]
    #: A command the loop cannot carry out raises (web/update.NotCarriedOut): the tests' world.
    strict: bool = False


@dataclass
class Settings:
    """The settings kept between visits (web/update.py's ``SETTINGS``: key and values)."""
    lang: str
    speed: str = "normal"
    auto: str = "on"
    hint: str = "off"


@dataclass
class Home:
    """The home screen: the new-match form (web/setup.py) and what the saves list asks."""
    setup: dict[str, Any]
    #: Every save listed, not only the most recent (web.home.SHOWN).
    all_saves: bool = False
    #: The save asked about before it is deleted.
    confirm_delete: str | None = None
    #: "Start the record of wins again?" asked.
    confirm_reset: bool = False


@dataclass
class Memo:
    """What is worked out once a position and asked again within it (each keyed on the match
    object and its number of decisions, so a new match or a decision makes it stale)."""
    #: The person's view: (match, decisions, seat, view).
    view: tuple[Match, int, int, View] | None = None
    #: The record: (match, decisions, text).
    record: tuple[Match, int, str] | None = None
    #: The replay's step drawn: (match, step, the match at that step).
    shown: tuple[Match, int, Match] | None = None
    #: The round after each step: (match, decisions, rounds).
    rounds: tuple[Match, int, list[int]] | None = None
    #: The decision the table answers for the person (web/auto.py): (match, decisions, code).
    auto: tuple[Match, int, str | None] | None = None
    #: Set while a frame is built in the tests: all is worked out after each change
    #: (web/settle.py), so a write then (``FrozenInstanceError``) is a frame that writes.
    frozen: bool = False

    def __setattr__(self, name: str, value: object) -> None:
        if name != "frozen" and getattr(self, "frozen", False):
            raise FrozenInstanceError(f"the frame wrote the memo's {name}")
        super().__setattr__(name, value)


@dataclass
class Reviewing:
    """A table's review (web/reviewing.py): what it judged so far and, while it runs, the review under way."""

    judgements: list[Judgement] = field(default_factory=list)
    work: Review | None = None
    #: The decisions it judges in all.
    total: int = 0
    #: The costliest decisions' words, by language and their places in the match (worked out
    #: once for each: web/reviewing.keep_words; while the review runs, the costliest so far).
    words: dict[tuple[str, tuple[int, ...]], tuple[Costly, ...]] = field(default_factory=dict)

    @property
    def judged(self) -> list[Judgement]:
        """What it judged so far: while it runs, the review's judgements as they come."""
        return self.judgements if self.work is None else self.work.judgements

    @property
    def done(self) -> bool:
        return self.work is None and len(self.judgements) >= self.total > 0


@dataclass
class Table:
    """The open match and how the table shows it."""
    match: Match
    #: The save it is kept in (web/keeping.py).
    key: str
    #: The table's own passing state (a card picked, a way of looking), read by the game's table.
    ui: dict[str, Any] = field(default_factory=dict)
    #: The person's log length and view at their last decision: what changed since is marked.
    seen: tuple[int, View] | None = None
    #: The replay's step (decisions played), or None: no replay open (web/replay.py).
    replay: int | None = None
    #: Pass-and-play (web/passing.py): the person whose view is drawn (None: the owner), and
    #: the person the device is to be passed to (the table hidden until they are ready).
    at_device: int | None = None
    pass_to: int | None = None
    #: Decisions of this match a hint was asked at, and the hint shown with the number of
    #: decisions it was asked after (web/hints.py).
    hints_used: int = 0
    hint: tuple[int, Shown] | None = None
    #: A save of earlier rules opened before a move today's rules do not allow: kept as it was
    #: until the person plays on (web/keeping.py).
    keep_earlier: bool = False
    #: The taps that played several steps at once (decisions before, after): undone whole.
    taps: list[tuple[int, int]] = field(default_factory=list)
    #: The full log open on a phone (always beside the table on a desktop).
    log_open: bool = False
    #: The link was just copied (None: not asked), said beside the button until the next click;
    #: the friend's seat it was for (web/friends.py), None: the match's own link.
    copied: bool | None = None
    copied_for: int | None = None
    #: The review of the finished match, once asked (web/reviewing.py).
    review: Reviewing | None = None
    #: Why a tapped piece could not be chosen, with the number of decisions it was asked at (web/why.py).
    why: tuple[int, Refusal] | None = None
    #: Another tab played this match on ("moved") or deleted its save ("deleted") since this one
    #: read or wrote it: nothing is written over it until the person chooses (web/keeping.py).
    elsewhere: Literal["moved", "deleted"] | None = None
    #: The round a guided first round guides (web/guide.py; None: no guide), and the decisions
    #: of the person's it has guided so far.
    guide: int | None = None
    guided: int = 0
    #: How many decisions the person had made when the guide last counted one (-1: none yet).
    guided_at: int = -1
    memo: Memo = field(default_factory=Memo, repr=False, compare=False)

    @property
    def owner(self) -> int:
        """The seat of whoever started the match (whose record of wins it counts for)."""
        return int(self.match.table.get("human", 0))

    @property
    def human(self) -> int:
        """The person at the device: whose view the table draws and for whom it decides."""
        return self.at_device if self.at_device is not None else self.owner


@dataclass
class State:
    """Everything the page shows and remembers between clicks."""
    settings: Settings
    home: Home
    screen: Screen = "home"
    table: Table | None = None
    #: (kind, text) shown in the banner.
    message: tuple[MessageKind, str] | None = None
    #: Why a link could not be opened (the "error" screen).
    error: str | None = None
    #: The storage refused the open match's last save: it goes on in memory only.
    unsaved: bool = False
    #: "Clear the finished matches?" asked (beside the message that the storage is full, too).
    confirm_clear: bool = False
    #: The page's address without its ``#record`` (set by the browser), for the link box.
    base_url: str = ""
    #: How to play a game, open over the screen (web/rules_screen.py): the game and the section shown.
    rules: tuple[str, str] | None = None
    #: Milliseconds of each computer decision (the view and the choice), for the benchmarks.
    ai_ms: list[float] = field(default_factory=list)

    @property
    def match(self) -> Match | None:
        return self.table.match if self.table is not None else None


def view_of(table: Table, match: Match | None = None) -> View:
    """The person's view of ``match`` (the table's own by default) as it stands, asked of the
    match once a position: the draw, the marks of what changed since and the table's own
    answers share it. (Views are read, never changed, by the shell and the tables.)"""
    match = match or table.match
    n, known = len(match.decisions), table.memo.view
    if known is None or known[0] is not match or known[1] != n or known[2] != table.human:
        known = table.memo.view = (match, n, table.human, match.view(table.human))
    return known[3]


def record(table: Table) -> str:
    """The match's record, written once a position (the save, the address and the link all
    need it after every decision)."""
    match, known = table.match, table.memo.record
    # Keyed on the match object itself (not its id, which a new match may reuse).
    if known is None or known[0] is not match or known[1] != len(match.decisions):
        known = table.memo.record = (match, len(match.decisions), match.record())
    return known[2]


def mark_seen(table: Table, at_last_decision: bool = False) -> None:
    """Remember the person's view now, to mark what changes after it. ``at_last_decision``: as
    it was right after the person's last decision (or at the start), found from the record
    alone, so a reload or a link on another device marks the same news."""
    match = table.match
    if at_last_decision:
        mine = [i for i, (seat, _) in enumerate(match.decisions) if seat == table.human]
        keep = mine[-1] + 1 if mine else 0
        if keep < len(match.decisions):
            match = match.replayed(keep)
    view = view_of(table, match)
    table.seen = (len(view["log"]), view)

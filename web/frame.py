"""What the page draws, computed once per draw: the frame.

The page builds a :class:`Frame` from its state (web/state.py) after each click or computer
move (:func:`web.present.frame`), and the screens (web/screens.py, web/home.py,
web/table.py, web/toolbar.py, web/banner.py, web/scoreboard.py) are functions of it alone:
they import nothing of the loop and call nothing back. The seat's view and the table
context are in it once (``MatchFrame.ctx``), so a draw asks the match for the seat's view
once, whatever the screen, its title and its announcement need.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from . import i18n

if TYPE_CHECKING:
    import ai
    from ai.review import Judgement
    from engine import Action, BadRecord
    from engine.core import Refusal

    from .context import TableContext
    from .saves import SaveEntry
    from .tally import Line


@dataclass(frozen=True)
class Shown:
    """A hint as the table shows it: the greedy player's choice and its figures (``found``) and
    every step of the decision it begins (``steps``: an offer of four cards is four steps of the
    engine's, and the hint names all four cards)."""

    found: ai.Hint
    steps: tuple[Action, ...]

    @property
    def action(self) -> Action:
        return self.found.action

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(a.code for a in self.steps)


@dataclass(frozen=True)
class HomeFrame:
    """The home screen's: the new-match form, the saves and the record of wins."""

    setup: dict[str, Any]
    entries: list[SaveEntry]
    tally: list[Line]
    all_saves: bool
    confirm_delete: str | None
    confirm_reset: bool


@dataclass(frozen=True)
class Costly:
    """One of a review's costliest decisions, with the choice made and the better one in words."""

    judgement: Judgement
    chosen: str
    best: str


#: The screen shown: the home screen, a match, or why a link could not be opened.
Screen = Literal["home", "match", "error"]
#: A banner's kind: something went wrong, or something to know.
MessageKind = Literal["error", "info"]
#: The review's course (:class:`ReviewFrame`).
ReviewStatus = Literal["offered", "running", "stopped", "done"]
#: Whether Undo can take a decision back (web.present.undo_state).
UndoState = Literal["ok", "blocked", "other", "none"]


@dataclass(frozen=True)
class ReviewFrame:
    """The review on the end panel (web/reviewing.py): ``status`` "offered" (not asked yet),
    "running" (with its ``progress``, 0 to 1, and the choices it is ``checking``), "stopped"
    (cancelled half way) or "done" (with every judgement, the costliest three in words, and the
    game's thresholds)."""

    status: ReviewStatus
    progress: float = 0.0
    judged: int = 0
    total: int = 0
    judgements: tuple[Judgement, ...] = ()
    costliest: tuple[Costly, ...] = ()
    #: The game's thresholds (ai.marks.Marks): an inaccuracy, a mistake and a blunder from these costs.
    thresholds: tuple[float, float, float] = (0.0, 0.0, 0.0)
    #: While it runs, once every decision is screened: the choices still to check on more deals.
    checking: int = 0


@dataclass(frozen=True)
class ReviewStep:
    """The review at the replay's step, where it judged the decision taken there: the choice made
    and the best one in the table's words, and (``marked``) the steps of every marked decision,
    for the replay's jumps to the one before and the one after."""

    judgement: Judgement | None
    chosen: str
    best: str
    marked: tuple[int, ...]


@dataclass(frozen=True)
class GuideShown:
    """What the bar says at a decision of a guided round (web/guide.py): the person's ``step``
    (from 1), and the rules' part for the phase of ``game``: its ``anchor``, and its ``heading``
    and first paragraph's ``text`` (text keys)."""

    game: str
    step: int
    anchor: str
    heading: str
    text: str


@dataclass(frozen=True)
class MatchFrame:
    """An open match's: its table context and what the bar, the tools and the end show."""

    game: str
    decisions: int
    over: bool
    #: The person's seat has a decision to make (the tab's title says so).
    my_turn: bool
    #: The seat's view and table context; None while the device is passed to the next person.
    ctx: TableContext | None
    #: The seat the device is passed to (web/passing.py), and that person's name.
    pass_to: int | None
    pass_name: str
    #: The friend whose turn it is, sent the match by link (web/friends.py), and their name;
    #: once it is over, the friends its end is sent to, with their names.
    friend: int | None
    friend_name: str
    told_the_end: tuple[tuple[int, str], ...]
    #: The replay's step, if one is open, and the round at every step (a replay's slider).
    replay: int | None
    rounds: list[int]
    undo: UndoState
    hint: Shown | None
    hint_offered: bool
    hints_used: int
    #: The whole address of the match, and whether it was just copied (None: not asked).
    link: str
    copied: bool | None
    #: Whether that copy was a friend's link (their note is the friend's bar's, not the link box's).
    copied_friend: bool
    log_open: bool
    #: The review of the finished match (None: not offered), and at the replay's step.
    review: ReviewFrame | None = None
    review_step: ReviewStep | None = None
    #: Another tab played this match on or deleted its save (web/state.py ``Table.elsewhere``).
    elsewhere: str | None = None
    #: Why a tapped piece cannot be chosen now (web/why.py), while it is said.
    why: Refusal | None = None
    #: The guided round's line at the person's decision (web/guide.py).
    guide: GuideShown | None = None


@dataclass(frozen=True)
class Frame:
    """Everything a screen draws: the settings, the message, and the screen's own part."""

    screen: Screen
    lang: str
    speed: str
    auto: str
    hint_setting: str
    message: tuple[MessageKind, str] | None  # (kind, text) shown in the banner
    error: str | None
    #: The storage refused the open match's last save: the banner offers to clear the finished
    #: matches (``finished`` of them), asked first (``confirm_clear``).
    unsaved: bool
    finished: int
    confirm_clear: bool
    home: HomeFrame | None = None
    match: MatchFrame | None = None
    #: How to play a game, open over the screen: (game, section) (web/rules_screen.py).
    rules: tuple[str, str] | None = None

    def tr(self, key: str, **fields: object) -> str:
        return i18n.tr(self.lang, key, **fields)

    def why(self, exc: BadRecord) -> str:
        return i18n.why(self.lang, exc)

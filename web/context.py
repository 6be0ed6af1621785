"""What a game's table module is given to draw one seat's table."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from engine import Action, View

from . import home_saves
from .i18n import LANGUAGES, You, tr


@dataclass
class TableContext:
    view: View  # match.view(human seat): only what that seat may see (the core's envelope)
    legal: list[Action]  # the human's legal actions now (empty while others decide)
    lang: str
    human: int
    names: list[str]
    ui: dict[str, Any] = field(default_factory=dict)  # the table's own passing state (not the game's)
    #: The length of ``view["log"]`` at the human's last decision: later events are news.
    seen_log: int | None = None
    #: The human's view at their last decision (None: nothing to compare), to mark what changed.
    before: View | None = None
    #: Several people play this match at this device (pass-and-play).
    shared: bool = False
    #: The codes of the legal actions the hint asked at this decision recommends (web/hints.py):
    #: the table outlines their pieces (web/games/kit.py).
    hint: frozenset[str] = frozenset()
    #: The commands (as text) the board offers as pieces: read from the board's markup for the
    #: bar (web/games/kit.offering), so that the bar leaves them out. Empty while the board is drawn.
    on_board: frozenset[str] = frozenset()
    #: Whether the board outlined a piece for the hint (or the review's better choice): a choice
    #: of several taps outlined on its pieces needs no button of its own in the bar (web/table.py).
    outlined: bool = False

    @property
    def marks_you(self) -> bool:
        """Whether the human's seat is named as "you": not once a match that several people
        played at this device is over, when it is all of theirs, not the last one's to decide."""
        return not (self.shared and self.view["result"])

    @property
    def board(self) -> dict[str, Any]:
        """The game's own part of the view (``view["board"]``); the envelope around it holds
        what every game shares: ``to_act``, ``round``, ``phase``, ``result``, ``log``."""
        board: dict[str, Any] = self.view["board"]
        return board

    @property
    def before_board(self) -> dict[str, Any] | None:
        """The board as the human saw it at their last decision (None if not known)."""
        return self.before["board"] if self.before else None

    def news(self) -> list[dict[str, Any]]:
        """The log events since the human's last decision."""
        log = self.view["log"]
        return log[self.seen_log:] if self.seen_log is not None and self.seen_log <= len(log) else []

    def t(self, key: str, **fields: object) -> str:
        return tr(self.lang, key, **fields)

    def listed(self, words: Iterable[object], mark: str = "word.list") -> str:
        """Words one after another as the language lists them ("corn, sugar"; 玉米、蔗糖), or
        groups of them (``mark`` ``word.group``: "; ", "；")."""
        return self.t(mark).join(map(str, words))

    def name(self, seat: int) -> str:
        """A seat's name, with "(you)" for the human's seat (see ``marks_you``); the default
        name ("You", "나", "你") is the second person itself (:class:`web.i18n.You`): "You take", "내가"."""
        base = self.names[seat] if 0 <= seat < len(self.names) else f"#{seat + 1}"
        if seat != self.human or not self.marks_you:
            return base
        if base == self.t("home.name_default"):
            return You(base)
        return self.t("match.you", typed=base)  # "Ana (you)", "아나 (나)", "安娜（你）"


def seat_names(table: dict[str, Any], players: int, lang: str) -> list[str]:
    """Every seat's name in ``lang`` (:func:`web.home_saves.seat_names`, which the page's main
    side also draws the saves with)."""
    return home_saves.seat_names(partial(tr, lang), table, players, [partial(tr, other) for other in LANGUAGES])

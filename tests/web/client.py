"""A page without a browser, for the web's tests: the state and the world of web/update.py,
commands given as the page gives them, the effects collected, and the frame drawn.

It does what the worker (web/worker.py) does around the loop, in CPython, and reads the state for the
tests (``client.match``, ``client.human``, ...). It holds no logic of the table's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Match
from web import commands as c
from web import hints, i18n, present, screens, thinking
from web.auto import auto_answer
from web.context import TableContext
from web.frame import Frame, Shown
from web.keeping import finished_saves
from web.replay import address, rounds
from web.saves import Saves
from web.state import Table, record
from web.tally import Tally
from web.update import open_match, start, update

if TYPE_CHECKING:
    from web.saves import Storage


class Client:
    def __init__(self, storage: Storage, language: str | None = None, **world: Any) -> None:
        """``world``: web/update.start's; ``strict`` (True unless said otherwise): a command the
        loop cannot carry out (a typo, or one for a match with none open) raises."""
        self.state, self.world = start(storage, language, **{"strict": True, **world})
        #: Every effect asked so far (a test takes what it reads).
        self.effects: list[c.Effect] = []

    # --- what the page sends ------------------------------------------------------------
    def handle(self, action: str | c.Command | None, form: dict[str, str] | None = None) -> None:
        """A click: its ``data-action`` as the page reads it (text parsed once), or a command."""
        command = c.parse(action) if isinstance(action, str) else action
        self.effects += update(self.state, self.world, command, form)[1]

    def open_link(self, fragment: str) -> None:
        self.handle(c.Open(fragment))

    def go_home(self) -> None:
        self.handle(c.Back())

    def open_match(self, match: Match, key: str) -> None:
        """Open a match made by the test, kept under ``key``, as Start would."""
        self.effects += open_match(self.state, self.world, match, key)

    def copy_done(self, ok: bool) -> None:
        self.handle(c.Copied(ok))

    def run_ai(self) -> int:
        return thinking.run_ai(self.state, self.world, self.effects)

    def step_ai(self) -> bool:
        return thinking.step_ai(self.state, self.world, self.effects)

    def think_ai(self) -> Any:
        return thinking.think(self.state, self.world, self.effects)

    # --- what the page draws ------------------------------------------------------------
    def frame(self) -> Frame:
        return present.frame(self.state, self.world)

    def render(self) -> Any:
        return screens.render(self.frame())

    def context(self) -> TableContext:
        return present.context(self.state, self.table)

    def stylesheets(self) -> list[str]:
        return present.stylesheets(self.state)

    # --- the state, read ----------------------------------------------------------------
    @property
    def table(self) -> Table:
        assert self.state.table is not None, "no match is open"
        return self.state.table

    @property
    def match(self) -> Match | None:
        return self.state.match

    @property
    def screen(self) -> str:
        return self.state.screen

    @property
    def ready(self) -> str:
        return self.state.screen

    @property
    def message(self) -> tuple[str, str] | None:
        return self.state.message

    @property
    def error(self) -> str | None:
        return self.state.error

    @property
    def unsaved(self) -> bool:
        return self.state.unsaved

    @property
    def lang(self) -> str:
        return self.state.settings.lang

    @property
    def speed(self) -> str:
        return self.state.settings.speed

    @property
    def auto(self) -> str:
        return self.state.settings.auto

    @property
    def hint_setting(self) -> str:
        return self.state.settings.hint

    def tr(self, key: str, **fields: object) -> str:
        return i18n.tr(self.state.settings.lang, key, **fields)

    @property
    def setup(self) -> dict[str, Any]:
        return self.state.home.setup

    @property
    def storage(self) -> Storage:
        return self.world.storage

    @property
    def saves(self) -> Saves:
        return self.world.saves

    @property
    def tally(self) -> Tally:
        return self.world.tally

    @property
    def ai_ms(self) -> list[float]:
        return self.state.ai_ms

    @property
    def human(self) -> int:
        return self.table.human

    @property
    def save_key(self) -> str | None:
        return self.state.table.key if self.state.table is not None else None

    @property
    def replay(self) -> int | None:
        return self.state.table.replay if self.state.table is not None else None

    @property
    def pass_to(self) -> int | None:
        return self.state.table.pass_to if self.state.table is not None else None

    @property
    def seen(self) -> Any:
        return self.table.seen

    @property
    def ui(self) -> dict[str, Any]:
        return self.table.ui

    @property
    def log_open(self) -> bool:
        return self.table.log_open

    @property
    def hints_used(self) -> int:
        return self.table.hints_used

    def record(self) -> str:
        return record(self.table)

    def address(self) -> str:
        return address(self.table)

    def link(self) -> str:
        return present.link(self.state, self.table)

    def rounds(self) -> list[int]:
        return rounds(self.table)

    def undo_state(self) -> str:
        return present.undo_state(self.table) if self.state.table is not None else "none"

    @property
    def ai_state(self) -> str:
        return thinking.ai_state(self.state)

    def ai_pending(self) -> bool:
        return thinking.ai_pending(self.state)

    def auto_answer(self) -> str | None:
        return auto_answer(self.state)

    def current_hint(self) -> Shown | None:
        return hints.current_hint(self.table) if self.state.table is not None else None

    def hint_offered(self) -> bool:
        return hints.hint_offered(self.state)

    def finished_saves(self) -> list[Any]:
        return finished_saves(self.state, self.world)

    def options_now(self) -> dict[str, Any]:
        from web.setup import options_now
        return options_now(self.state.home.setup)

"""The table's controller: what screen shows, what a click does, saves and links.

Plain Python with no browser in it: :mod:`web.browser` feeds it clicks (the
``data-action`` of the clicked element and the values of the form fields), draws what
:meth:`App.render` returns and carries out its :attr:`App.effects` (set the address's
``#record``, copy a text). Everything here is tested in CPython.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Container
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast

from engine import BadRecord, IllegalAction, Match, View

from . import assets, games, i18n, screens
from .auto import AUTO, AutoAnswers
from .carried import carried_line
from .context import TableContext, seat_names
from .games.kit import THEN
from .hints import HINTS, Hints
from .keeping import Keeping
from .passing import PassAndPlay
from .replay import MARK, Replaying
from .saves import Saves
from .setup import NewMatch
from .tally import Tally
from .thinking import Thinking

if TYPE_CHECKING:
    from .saves import Storage

SPEEDS = ("normal", "instant")
#: Between the actions of one tap that plays several (no action code holds it): the kit's.
SEQUENCE = THEN


def _now() -> str:
    return datetime.now().strftime("%Y-%m-%d %H:%M")


def query_values(query: str) -> dict[str, list[str]]:
    """The names and values of an address's query (``?seed=7&check-redraw``), each name with
    its values in order (a bare name has the value ""). Read as the browser sent them, with no
    %-decoding: the page reads only plain ASCII names and numbers from it. (Not
    ``urllib.parse``: with ``ipaddress``, which it imports, it is start-up time the page
    need not pay.)"""
    out: dict[str, list[str]] = {}
    for pair in query.lstrip("?").split("&"):
        if pair:
            name, _, value = pair.partition("=")
            out.setdefault(name, []).append(value)
    return out


def _secret_seed() -> int:
    # os.urandom, not ``secrets``: its import (hmac) is start-up time the page need not pay.
    return int.from_bytes(os.urandom(4), "big")


def seeds_from_query(query: str) -> Callable[[], int] | None:
    """The seeds of the new matches for an address's ``?seed=N`` (None without one).

    With ``?seed=N`` the page's first new match gets seed N, the next N+1 and so on, so a
    browser test's matches are the same every time it is run with the same N. Players never
    see it: without the parameter every match gets a fresh secret seed.
    """
    values = query_values(query).get("seed") or []
    text = values[-1].strip() if values else ""
    if not (text.isascii() and text.isdigit()):
        return None
    first, later = int(text), itertools.count()
    return lambda: (first + next(later)) % 2**32


class App(NewMatch, Keeping, AutoAnswers, Replaying, PassAndPlay, Thinking, Hints):
    def __init__(self, storage: Storage, language: str | None = None, clock: Callable[[], str] = _now,
                 new_seed: Callable[[], int] = _secret_seed) -> None:
        self.storage = storage
        self.saves = Saves(storage)
        self.tally = Tally(storage)
        self.clock = clock
        self.new_seed = new_seed
        self.lang = self._stored("nwt:lang", i18n.LANGUAGES) or i18n.pick_language(language)
        self.speed = self._stored("nwt:speed", SPEEDS) or "normal"
        self.auto = self._stored("nwt:auto", AUTO) or "on"
        self.hint_setting = self._stored("nwt:hint", HINTS) or "off"
        self.setup = self._stored_setup()
        self.screen = "home"
        self.match: Match | None = None
        self.save_key: str | None = None
        self.error: str | None = None
        self.message: tuple[str, str] | None = None  # (kind, text) shown in the banner
        self.confirm_delete: str | None = None
        self.confirm_clear = False
        self.confirm_reset = False
        #: The storage refused the open match's last save: it goes on in memory only.
        self.unsaved = False
        #: The open match is a save of earlier rules opened before a move today's rules do not
        #: allow: its save is kept as it was until the person plays on (web/keeping.py).
        self.keep_earlier = False
        #: The player asked to see every save, not only the most recent (web.home.SHOWN).
        self.all_saves = False
        self.ui: dict[str, Any] = {}
        #: The full address of the page without its ``#record`` (set by the browser), for the link box.
        self.base_url = ""
        #: The link was just copied: said next to the button until the next click.
        self.copied: bool | None = None
        #: The full log on a phone (always shown beside the table on a desktop).
        self.log_open = False
        #: The human's view and log length at their last decision: what changed since is marked.
        self.seen: tuple[int, View] | None = None
        self.effects: list[tuple[str, str]] = []
        #: Milliseconds of each computer decision (the view and the choice), for the benchmarks.
        self.ai_ms: list[float] = []
        self._record: str = ""
        self._record_for: tuple[Any, ...] | None = None
        #: The taps that played several steps at once this visit (decisions before, after): undone whole.
        self.taps: list[tuple[int, int]] = []

    # --- settings kept between visits ----------------------------------------------
    def _stored(self, key: str, allowed: Container[str]) -> str | None:
        try:
            value = self.storage.get(key)
        except Exception:
            return None
        return value if value in allowed else None

    def _remember(self, key: str, value: str) -> None:
        try:
            self.storage.set(key, value)
        except Exception:
            pass  # a preference not kept is no loss worth a message

    # --- what the page shows ------------------------------------------------------
    @property
    def ready(self) -> str:
        """The screen drawn, for ``data-ready`` on the page (tests and benchmarks wait on it)."""
        return self.screen

    def context(self) -> TableContext:
        m = self.shown()  # asked only with a match open; at the replay's step if one is open
        seen = self.seen or (None, None)
        legal = self.asked() if self.replay is None else []
        found = self.current_hint() if legal else None
        return TableContext(view=m.view(self.human), legal=legal, lang=self.lang, human=self.human,
                            names=seat_names(m.table, m.players, self.lang), ui=self.ui,
                            seen_log=seen[0], before=seen[1], shared=self.shared(),
                            hint=frozenset(found.codes) if found else frozenset())

    def undo_state(self) -> str:
        """``"ok"`` (a decision of the human's can be taken back), ``"blocked"`` (one was, but
        something was revealed since) or ``"none"``, as after the end: a finished match is
        a result, not a position to play on."""
        if self.match is None or self.match.over or self.replay is not None:
            return "none"
        point = self.match.undo_point(self.human)
        if point is not None:
            return "other" if self.undo_crosses(point) else "ok"
        blocked = any(seat == self.human for seat, _ in self.match.decisions)
        return "blocked" if blocked else "none"

    def render(self) -> str:
        return screens.render(self)

    def stylesheets(self) -> list[str]:
        """The open match's game's own stylesheet (web/static/games/), loaded with its table only."""
        if self.screen != "match" or self.match is None:
            return []
        sheet = games.TABLES[self.match.game.id].stylesheet
        return [assets.url(f"static/games/{sheet}")] if sheet else []

    # --- clicks -------------------------------------------------------------------
    def handle(self, action: str, form: dict[str, str] | None = None) -> None:
        """Carry out one click: ``action`` is the element's ``data-action``."""
        form = form or {}
        self.copied = None
        verb, _, arg = action.partition(":")
        handler = getattr(self, "_on_" + verb.replace("-", "_"), None)
        if handler is None:
            return  # a stale button from an earlier drawing: nothing to do
        handler(arg, form)

    def _on_lang(self, arg: str, form: dict[str, str]) -> None:
        if arg in i18n.LANGUAGES:
            self.lang = arg
            self._remember("nwt:lang", arg)

    def _on_speed(self, arg: str, form: dict[str, str]) -> None:
        if arg in SPEEDS:
            self.speed = arg
            self._remember("nwt:speed", arg)

    def _on_dismiss(self, arg: str, form: dict[str, str]) -> None:
        self.message = None

    def _on_home(self, arg: str, form: dict[str, str]) -> None:
        self.go_home()
        self.effects.append(("hash", ""))

    def go_home(self) -> None:
        """Back to the home screen (the Home button, or the browser's Back from a match)."""
        self.screen, self.match, self.save_key, self.error, self.ui = "home", None, None, None, {}
        self.replay, self.at_device, self.pass_to = None, None, None
        self.seen, self.log_open, self.message, self.unsaved = None, False, None, False
        self.keep_earlier = False

    def _on_log(self, arg: str, form: dict[str, str]) -> None:
        self.log_open = arg == "open"

    def _on_rematch(self, arg: str, form: dict[str, str]) -> None:
        if self.match is None:
            return
        old = self.match
        # The options as chosen, not as drawn: a "random" setting is drawn again.
        options = {**old.options, **(old.table.get("chosen") or {})}
        match = Match.new(old.game.id, players=old.players, seed=self.new_seed(), table=old.table, **options)
        self._open(match, self._key_for(match))

    def _on_resume(self, arg: str, form: dict[str, str]) -> None:
        record = self.saves.record_of(arg)
        if record is None:
            return
        try:
            match = Match.from_record(record)
        except BadRecord as exc:
            self.message = ("error", self.tr("msg.bad_save", reason=self.why(exc)))
            return
        self._open(match, arg, push=True, resumed=True)

    def _on_play(self, arg: str, form: dict[str, str]) -> None:
        """One decision, or several in a row (``play:same:7,add:7,add:7``: a table's one-tap
        set), each recorded as usual; all or nothing: if one is not legal when its turn
        comes, the match is as it was before the tap."""
        if self.match is None or self.match.over or self.replay is not None or self.pass_to is not None:
            return  # nothing to play: the end, a replay, or the table hidden until the next person is ready
        kept = len(self.match.decisions)
        try:
            for code in arg.split(SEQUENCE):
                self.match.play(self.human, code)
        except IllegalAction as exc:
            if len(self.match.decisions) != kept:
                self.match = self.match.replayed(kept)
            self.message = ("error", self.tr("msg.illegal", reason=str(exc)))
            return
        if SEQUENCE in arg:  # Undo takes the tap back whole
            self.taps = [*self.taps, (kept, len(self.match.decisions))]
        self.keep_earlier = False  # the person plays on: the match is saved from now on
        self._settled_message()
        self.ui = self._lasting_ui()
        self._mark_seen()
        self._after_decision()

    def _on_undo(self, arg: str, form: dict[str, str]) -> None:
        if self.match is None or self.match.over or self.replay is not None:
            return  # a stale Undo button from before the end, or from before the replay
        point = self.match.undo_point(self.human)
        if point is None:
            blocked = any(seat == self.human for seat, _ in self.match.decisions)
            self.message = ("info", self.tr("match.undo_blocked" if blocked else "match.undo_none"))
            return
        if self.undo_crosses(point):
            self.message = ("info", self.tr("match.undo_other"))
            return
        if (match := self.past_answers(self._before_tap(self.match.replayed(point)))) is None:
            return
        self.match = match
        self._settled_message()
        self.ui = self._lasting_ui()
        self._mark_seen()
        self._after_decision()

    def _before_tap(self, match: Match) -> Match:
        """``match`` taken back to before the tap (several steps played at once) that its last
        step belonged to, as far as undo may go (no reveal in between)."""
        n = len(match.decisions)
        start = next((a for a, b in self.taps if a < n < b), None)
        while start is not None and len(match.decisions) > start:
            point = match.undo_point(self.human)
            if point is None or point < start:
                break
            match = match.replayed(point)
        self.taps = [(a, b) for a, b in self.taps if b <= len(match.decisions)]
        return match

    def _on_copy(self, arg: str, form: dict[str, str]) -> None:
        if self.match is not None:
            self.effects.append(("copy", self.link()))

    def link(self) -> str:
        """The whole address of the current match: opened anywhere, it continues it (or
        opens its replay at the step shown)."""
        return f"{self.base_url}#{self.address()}"

    def copy_done(self, ok: bool) -> None:
        """The browser's answer to a copy: said next to the Copy button."""
        self.copied = ok

    def _lasting_ui(self) -> dict[str, Any]:
        """What of the table's own state outlives a decision: its ways of looking at the table
        (the game's ``LASTING_UI``), not the choice that was being made."""
        lasting = games.TABLES[self.match.game.id].lasting_ui if self.match is not None else frozenset()
        return {key: value for key, value in self.ui.items() if key in lasting}

    def _on_ui(self, arg: str, form: dict[str, str]) -> None:
        """A table-only choice (a selection, a tab): kept in ``ui`` for the game's table."""
        key, _, value = arg.partition("=")
        if key:
            self.ui[key] = value

    # --- opening matches ------------------------------------------------------------
    def open_link(self, fragment: str) -> None:
        """Open ``index.html#<record>``: the exact match, or an error screen saying why
        (``#<record>~<step>``: its replay at that step)."""
        text, _, step = fragment.lstrip("#").strip().partition(MARK)
        if not text:
            return
        try:
            match = Match.from_record(text)
        except BadRecord as exc:
            self.screen, self.error = "error", self.tr("msg.bad_link", reason=self.why(exc))
            self.effects.append(("hash", ""))
            return
        self._open(match, self._key_for(match))
        if step:
            self.open_replay(step)

    def _open(self, match: Match, key: str, push: bool = False, resumed: bool = False) -> None:
        """Show ``match``, kept under ``key`` (``resumed``: opened from that save)."""
        self.match, self.save_key, self.screen, self.error, self.ui = match, key, "match", None, {}
        self.replay, self.at_device, self.pass_to = None, None, None
        kept = self.saves.entry(key)
        same = kept is not None and kept.ok and (resumed or kept.record in (match.full_record(), match.record()))
        self.hints_used = kept.hints if kept is not None and same else 0
        self.keep_earlier = match.carried is not None and match.carried.stop is not None
        self.taps = []
        self.confirm_delete, self.confirm_clear, self.log_open, self.unsaved = None, False, False, False
        self._mark_seen(at_last_decision=True)
        if push:  # a new entry in the browser's history: Back returns to the home screen
            self.effects.append(("push", self.record()))
        self._after_decision()
        said = carried_line(self, match)
        if said:
            self.message = ("info", said)

    def _mark_seen(self, at_last_decision: bool = False) -> None:
        """Remember the human's view now, to mark what changes after it. ``at_last_decision``:
        as it was right after the human's last decision (or at the start), found from the
        record alone, so a reload or a link on another device marks the same news."""
        match = cast(Match, self.match)
        if at_last_decision:
            mine = [i for i, (seat, _) in enumerate(match.decisions) if seat == self.human]
            keep = mine[-1] + 1 if mine else 0
            if keep < len(match.decisions):
                match = match.replayed(keep)
        view = match.view(self.human)
        self.seen = (len(view["log"]), view)

    def why(self, exc: BadRecord) -> str:
        """Why a record cannot be opened, in the page's language."""
        fields = {k: self.tr(f"game.{v}") if k in ("game", "wanted") and f"game.{v}" in i18n.TEXTS["en"] else v
                  for k, v in exc.fields.items()}
        try:
            return self.tr(f"record.{exc.code}", **fields)
        except (KeyError, IndexError):
            return str(exc)

    def record(self) -> str:
        """The current match's record, written once per position (saves, the address and
        the link all need it after every decision)."""
        match = cast(Match, self.match)  # asked only with a match open
        n = len(match.decisions)
        # Keyed on the match object itself (not its id, which a new match may reuse).
        if self._record_for is None or self._record_for[0] is not match or self._record_for[1] != n:
            self._record, self._record_for = match.record(), (match, n)
        return self._record

    def _after_decision(self) -> None:
        # Forced steps (a single legal action) are played by the match itself: every seat
        # to act, the human's included, has a real choice to make.
        self._save()
        self.effects.append(("hash", self.record()))
        self.hand_over()

    def tr(self, key: str, **fields: object) -> str:
        return i18n.tr(self.lang, key, **fields)

"""The table's controller: what screen shows, what a click does, saves and links.

Plain Python with no browser in it: :mod:`web.browser` feeds it clicks (the command in the
``data-action`` of the clicked element, :mod:`web.commands`, and the values of the form
fields), draws the screens from :meth:`App.frame` (:mod:`web.frame`) and carries out its
:attr:`App.effects` (set the address's ``#record``, copy a text). Everything here is tested
in CPython.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast

from engine import BadRecord, IllegalAction, Match, View

from . import assets, games, i18n, screens
from . import commands as c
from .address import secret_seed
from .auto import AUTO, AutoAnswers
from .carried import carried_line
from .context import TableContext, seat_names
from .frame import Frame, MatchFrame
from .hints import HINTS, Hints
from .keeping import Keeping
from .passing import PassAndPlay
from .replay import MARK, Replaying
from .saves import Saves
from .setup import NewMatch
from .tally import Tally
from .thinking import Thinking

if TYPE_CHECKING:
    from .markup import Markup
    from .saves import Storage

SPEEDS = ("normal", "instant")
#: Each setting kept between visits: the app's attribute, its key in the storage, its values.
SETTINGS: dict[type[c.Setting], tuple[str, str, Container[str]]] = {
    c.Lang: ("lang", "nwt:lang", i18n.LANGUAGES), c.Speed: ("speed", "nwt:speed", SPEEDS),
    c.Auto: ("auto", "nwt:auto", AUTO), c.HintSetting: ("hint_setting", "nwt:hint", HINTS)}


def _now() -> str:
    return datetime.now().strftime("%Y-%m-%d %H:%M")


class App(NewMatch, Keeping, AutoAnswers, Replaying, PassAndPlay, Thinking, Hints):
    def __init__(self, storage: Storage, language: str | None = None, clock: Callable[[], str] = _now,
                 new_seed: Callable[[], int] = secret_seed) -> None:
        self.storage = storage
        self.saves = Saves(storage)
        self.tally = Tally(storage)
        self.clock = clock
        self.new_seed = new_seed
        self.lang = self._stored(*SETTINGS[c.Lang][1:]) or i18n.pick_language(language)
        self.speed = self._stored(*SETTINGS[c.Speed][1:]) or SPEEDS[0]
        self.auto = self._stored(*SETTINGS[c.Auto][1:]) or AUTO[0]
        self.hint_setting = self._stored(*SETTINGS[c.HintSetting][1:]) or HINTS[0]
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
        self.effects: list[c.Effect] = []
        #: Milliseconds of each computer decision (the view and the choice), for the benchmarks.
        self.ai_ms: list[float] = []
        self._record: str = ""
        self._record_for: tuple[Any, ...] | None = None
        self._view: tuple[Match, int, int, View] | None = None
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

    def view_of(self, match: Match) -> View:
        """The person's view of ``match`` as it stands, asked of the match once a position: the
        draw, the marks of what changed since (``seen``) and the table's own answers share it.
        (Views are read, never changed, by the shell and the tables.)"""
        n, known = len(match.decisions), self._view
        if known is None or known[0] is not match or known[1] != n or known[2] != self.human:
            known = self._view = (match, n, self.human, match.view(self.human))
        return known[3]

    def frame(self) -> Frame:
        """What the page draws now (web/frame.py): computed once a draw, the seat's view once."""
        m = self.match if self.screen == "match" else None
        table = None
        if m is not None:
            passed = self.pass_to
            table = MatchFrame(
                game=m.game.id, decisions=len(m.decisions), over=m.over, my_turn=self.human in m.to_act,
                ctx=self.context() if passed is None else None, pass_to=passed,
                pass_name="" if passed is None else seat_names(m.table, m.players, self.lang)[passed],
                replay=self.replay, rounds=self.rounds() if self.replay is not None else [], undo=self.undo_state(),
                hint=self.current_hint(), hint_offered=self.hint_offered(), hints_used=self.hints_used,
                link=self.link(), copied=self.copied, log_open=self.log_open)
        return Frame(screen=self.screen, lang=self.lang, speed=self.speed, auto=self.auto,
                     hint_setting=self.hint_setting, message=self.message, error=self.error, unsaved=self.unsaved,
                     finished=len(self.finished_saves()) if self.unsaved and m is not None else 0,
                     confirm_clear=self.confirm_clear, home=self.home_frame() if self.screen == "home" else None,
                     match=table)

    def context(self) -> TableContext:
        m = self.shown()  # asked only with a match open; at the replay's step if one is open
        seen = self.seen or (None, None)
        legal = self.asked() if self.replay is None else []
        found = self.current_hint() if legal else None
        return TableContext(view=self.view_of(m), legal=legal, lang=self.lang, human=self.human,
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

    def render(self) -> Markup:
        """The page now (tests draw it so; the browser draws the frame itself)."""
        return screens.render(self.frame())

    def stylesheets(self) -> list[str]:
        """The open match's game's own stylesheet (web/static/games/), loaded with its table only."""
        if self.screen != "match" or self.match is None:
            return []
        sheet = games.TABLES[self.match.game.id].stylesheet
        return [assets.url(f"static/games/{sheet}")] if sheet else []

    # --- clicks -------------------------------------------------------------------
    def handle(self, action: str | c.Command | None, form: dict[str, str] | None = None) -> None:
        """Carry out one click: ``action`` is the element's ``data-action`` (web/commands.py),
        read here or by the page, once; a text that is no command (None: a stale or forged
        button) does nothing.
        ``form``: the values of the page's fields (the names typed, the replay's slider)."""
        command = c.parse(action) if isinstance(action, str) else action
        form = form or {}
        self.copied = None
        match command:
            case c.Play():
                self._on_play(command)
            case c.Pick(key=key, value=value):
                self.ui[key] = value  # the table's own passing state, read by the game's table
            case c.Undo():
                self._on_undo()
            case c.Hint():
                self._on_hint()
            case c.Log(way=way):
                self.log_open = way == "open"
            case c.Copy() if self.match is not None:
                self.effects.append(c.CopyText(self.link()))
            case c.Ready():
                self._on_ready(command)
            case c.Rematch():
                self._on_rematch()
            case c.Replay() | c.ReplayStep() | c.ReplayExit():
                self._on_replay(command, form)
            case c.Home():
                self.go_home()
                self.effects.append(c.SetAddress(""))
            case c.Setting():
                self._on_setting(command)
            case c.Dismiss():
                self.message = None
            case (c.PickGame() | c.PickPlayers() | c.PickSeat() | c.PickPerson() | c.PickLevel() | c.Option()
                  | c.Start()):
                self._on_setup(command, form)
            case c.Resume(key=key):
                self._on_resume(key)
            case c.AllSaves() | c.Delete() | c.DeleteYes() | c.DeleteNo() | c.ClearFinished() | c.ResetTally():
                self._on_keeping(command)

    def _on_setting(self, command: c.Setting) -> None:
        """A setting kept between visits: set and stored if it is one of its values."""
        name, key, values = SETTINGS[type(command)]
        if command.value in values:
            setattr(self, name, command.value)
            self._remember(key, command.value)

    def go_home(self) -> None:
        """Back to the home screen (the Home button, or the browser's Back from a match)."""
        self.screen, self.match, self.save_key, self.error, self.ui = "home", None, None, None, {}
        self.replay, self.at_device, self.pass_to = None, None, None
        self.seen, self.log_open, self.message, self.unsaved = None, False, None, False
        self.keep_earlier = False

    def _on_rematch(self) -> None:
        if self.match is None:
            return
        old = self.match
        # The options as chosen, not as drawn: a "random" setting is drawn again.
        options = {**old.options, **(old.table.get("chosen") or {})}
        match = Match.new(old.game.id, players=old.players, seed=self.new_seed(), table=old.table, **options)
        self._open(match, self._key_for(match))

    def _on_play(self, command: c.Play) -> None:
        """One decision, or several in a row (``play:same:7,add:7,add:7``: a table's one-tap
        set), each recorded as usual; all or nothing: if one is not legal when its turn
        comes, the match is as it was before the tap."""
        if self.match is None or self.match.over or self.replay is not None or self.pass_to is not None:
            return  # nothing to play: the end, a replay, or the table hidden until the next person is ready
        kept = len(self.match.decisions)
        try:
            for code in command.codes:
                self.match.play(self.human, code)
        except IllegalAction as exc:
            if len(self.match.decisions) != kept:
                self.match = self.match.replayed(kept)
            self.message = ("error", self.tr("msg.illegal", reason=str(exc)))
            return
        if len(command.codes) > 1:  # Undo takes the tap back whole
            self.taps = [*self.taps, (kept, len(self.match.decisions))]
        self.keep_earlier = False  # the person plays on: the match is saved from now on
        self._settled_message()
        self.ui = self._lasting_ui()
        self._mark_seen()
        self._after_decision()

    def _on_undo(self) -> None:
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

    # --- opening matches ------------------------------------------------------------
    def open_link(self, fragment: str) -> None:
        """Open ``index.html#<record>``: the exact match, or an error screen saying why
        (``#<record>~<step>``: its replay at that step)."""
        text, _, step = fragment.lstrip("#").strip().partition(MARK)
        if not text:
            return
        try:
            match, seen = self._read(text)
        except BadRecord as exc:
            self.screen, self.error = "error", self.tr("msg.bad_link", reason=self.why(exc))
            self.effects.append(c.SetAddress(""))
            return
        self._open(match, self._key_for(match), seen=seen)
        if step:
            self.open_replay(step)

    def _open(self, match: Match, key: str, push: bool = False, resumed: bool = False,
              seen: View | None = None) -> None:
        """Show ``match``, kept under ``key`` (``resumed``: opened from that save; ``seen``: the
        person's view at their last decision, if known)."""
        self.match, self.save_key, self.screen, self.error, self.ui = match, key, "match", None, {}
        self.replay, self.at_device, self.pass_to = None, None, None
        kept = self.saves.entry(key)
        same = kept is not None and kept.ok and (resumed or kept.record in (match.full_record(), match.record()))
        self.hints_used = kept.hints if kept is not None and same else 0
        self.keep_earlier = match.carried is not None and match.carried.stop is not None
        self.taps = []
        self.confirm_delete, self.confirm_clear, self.log_open, self.unsaved = None, False, False, False
        if seen is None:
            self._mark_seen(at_last_decision=True)
        else:
            self.seen = (len(seen["log"]), seen)
        if push:  # a new entry in the browser's history: Back returns to the home screen
            self.effects.append(c.PushAddress(self.record()))
        self._after_decision()
        said = carried_line(match, self.context(), self.people())
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
        view = self.view_of(match)
        self.seen = (len(view["log"]), view)

    def why(self, exc: BadRecord) -> str:
        """Why a record cannot be opened, in the page's language."""
        return i18n.why(self.lang, exc)

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
        self.effects.append(c.SetAddress(self.record()))
        self.hand_over()

    def tr(self, key: str, **fields: object) -> str:
        return i18n.tr(self.lang, key, **fields)

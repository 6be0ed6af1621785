"""The table's controller: what screen shows, what a click does, saves and links.

Plain Python with no browser in it: :mod:`web.browser` feeds it clicks (the
``data-action`` of the clicked element and the values of the form fields), draws what
:meth:`App.render` returns and carries out its :attr:`App.effects` (set the address's
``#record``, copy a text). Everything here is tested in CPython.
"""

from __future__ import annotations

import itertools
import json
import secrets
import time
from collections.abc import Callable
from datetime import datetime
from urllib.parse import parse_qs

import ai
from engine import BadRecord, IllegalAction, Match

from . import games, i18n, screens
from .context import TableContext
from .saves import SaveError, Saves, match_key

NAME_LIMIT = 24
SPEEDS = ("normal", "instant")


def _now() -> str:
    return datetime.now().strftime("%Y-%m-%d %H:%M")


def seeds_from_query(query: str) -> Callable[[], int] | None:
    """The seeds of the new matches for an address's ``?seed=N`` (None without one).

    With ``?seed=N`` the page's first new match gets seed N, the next N+1 and so on, so a
    browser test's matches are the same every time it is run with the same N. Players never
    see it: without the parameter every match gets a fresh secret seed.
    """
    values = parse_qs(query.lstrip("?")).get("seed") or []
    text = values[-1].strip() if values else ""
    if not (text.isascii() and text.isdigit()):
        return None
    first, later = int(text), itertools.count()
    return lambda: (first + next(later)) % 2**32


class App:
    def __init__(self, storage, language: str | None = None, clock: Callable[[], str] = _now,
                 new_seed: Callable[[], int] = lambda: secrets.randbits(32)):
        self.storage = storage
        self.saves = Saves(storage)
        self.clock = clock
        self.new_seed = new_seed
        self.lang = self._stored("nwt:lang", i18n.LANGUAGES) or i18n.pick_language(language)
        self.speed = self._stored("nwt:speed", SPEEDS) or "normal"
        self.setup = self._stored_setup()
        self.screen = "home"
        self.match: Match | None = None
        self.save_key: str | None = None
        self.error: str | None = None
        self.message: tuple[str, str] | None = None  # (kind, text) shown in the banner
        self.confirm_delete: str | None = None
        self.ui: dict = {}
        self.effects: list[tuple[str, str]] = []
        #: Milliseconds of each computer decision (the view and the choice), for the benchmarks.
        self.ai_ms: list[float] = []
        self._record: str = ""
        self._record_for: tuple | None = None

    # --- settings kept between visits ----------------------------------------------
    def _stored(self, key, allowed):
        try:
            value = self.storage.get(key)
        except Exception:
            return None
        return value if value in allowed else None

    def _stored_setup(self) -> dict:
        setup = {"game": "mundus-novus", "players": 4, "seat": 0, "name": ""}
        try:
            saved = json.loads(self.storage.get("nwt:setup") or "{}")
        except Exception:  # unreadable JSON, or a storage the browser refuses to read
            saved = {}
        if isinstance(saved, dict):
            for k, kind in (("game", str), ("players", int), ("seat", int), ("name", str)):
                if isinstance(saved.get(k), kind):
                    setup[k] = saved[k]
        if not games.playable(setup["game"]):
            setup["game"] = next((g for g in games.game_ids() if games.playable(g)), "mundus-novus")
        self._fit_setup(setup)
        return setup

    @staticmethod
    def _fit_setup(setup: dict) -> None:
        low, high = games.player_range(setup["game"])
        setup["players"] = min(max(setup["players"], low), high)
        setup["seat"] = min(max(setup["seat"], 0), setup["players"] - 1)
        setup["name"] = setup["name"].strip()[:NAME_LIMIT]

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

    @property
    def human(self) -> int:
        return int(self.match.table.get("human", 0)) if self.match else 0

    def context(self) -> TableContext:
        m = self.match
        names = m.table.get("names") or []
        return TableContext(view=m.view(self.human), legal=m.legal(self.human), lang=self.lang, human=self.human,
                            names=[str(n) for n in names], ui=self.ui)

    def render(self) -> str:
        return screens.render(self)

    # --- clicks -------------------------------------------------------------------
    def handle(self, action: str, form: dict | None = None) -> None:
        """Carry out one click: ``action`` is the element's ``data-action``."""
        form = form or {}
        verb, _, arg = action.partition(":")
        handler = getattr(self, "_on_" + verb.replace("-", "_"), None)
        if handler is None:
            return  # a stale button from an earlier drawing: nothing to do
        handler(arg, form)

    def _on_lang(self, arg, form):
        if arg in i18n.LANGUAGES:
            self.lang = arg
            self._remember("nwt:lang", arg)

    def _on_speed(self, arg, form):
        if arg in SPEEDS:
            self.speed = arg
            self._remember("nwt:speed", arg)

    def _on_dismiss(self, arg, form):
        self.message = None

    def _on_home(self, arg, form):
        self.screen, self.match, self.save_key, self.error, self.ui = "home", None, None, None, {}
        self.effects.append(("hash", ""))

    def _on_pick_game(self, arg, form):
        if arg in games.game_ids() and games.playable(arg):
            self._take_name(form)
            self.setup["game"] = arg
            self._fit_setup(self.setup)

    def _on_pick_players(self, arg, form):
        if arg.isdigit():
            self._take_name(form)
            self.setup["players"] = int(arg)
            self._fit_setup(self.setup)

    def _on_pick_seat(self, arg, form):
        if arg.isdigit():
            self._take_name(form)
            self.setup["seat"] = int(arg)
            self._fit_setup(self.setup)

    def _take_name(self, form):
        if isinstance(form.get("name"), str):
            self.setup["name"] = form["name"].strip()[:NAME_LIMIT]

    def _on_start(self, arg, form):
        self._take_name(form)
        self._fit_setup(self.setup)
        s = self.setup
        if not games.playable(s["game"]):
            return
        self._remember("nwt:setup", json.dumps(s))
        names = [self.tr("seat.computer", n=seat + 1) for seat in range(s["players"])]
        names[s["seat"]] = s["name"] or self.tr("home.name_default")
        match = Match.new(s["game"], players=s["players"], seed=self.new_seed(),
                          table={"names": names, "human": s["seat"]})
        self._open(match, self._key_for(match))

    def _on_rematch(self, arg, form):
        if self.match is None:
            return
        old = self.match
        match = Match.new(old.game.id, players=old.players, seed=self.new_seed(), table=old.table, **old.options)
        self._open(match, self._key_for(match))

    def _on_resume(self, arg, form):
        record = self.saves.record_of(arg)
        if record is None:
            return
        try:
            match = Match.from_record(record)
        except BadRecord as exc:
            self.message = ("error", self.tr("msg.bad_save", reason=str(exc)))
            return
        self._open(match, arg)

    def _on_delete(self, arg, form):
        self.confirm_delete = arg

    def _on_delete_no(self, arg, form):
        self.confirm_delete = None

    def _on_delete_yes(self, arg, form):
        if arg == self.confirm_delete:
            self.saves.delete(arg)
        self.confirm_delete = None

    def _on_play(self, arg, form):
        if self.match is None or self.match.over:
            return
        try:
            self.match.play(self.human, arg)
        except IllegalAction as exc:
            self.message = ("error", self.tr("msg.illegal", reason=str(exc)))
            return
        self.message = None
        self.ui = {}
        self._after_decision()

    def _on_undo(self, arg, form):
        if self.match is None:
            return
        point = self.match.undo_point(self.human)
        if point is None:
            blocked = any(seat == self.human for seat, _ in self.match.decisions)
            self.message = ("info", self.tr("match.undo_blocked" if blocked else "match.undo_none"))
            return
        self.match = self.match.replayed(point)
        self.message = None
        self.ui = {}
        self._after_decision()

    def _on_copy(self, arg, form):
        if self.match is not None:
            self.effects.append(("copy", "#" + self.record()))

    def _on_ui(self, arg, form):
        """A table-only choice (a selection, a tab): kept in ``ui`` for the game's table."""
        key, _, value = arg.partition("=")
        if key:
            self.ui[key] = value

    # --- opening matches ------------------------------------------------------------
    def open_link(self, fragment: str) -> None:
        """Open ``index.html#<record>``: the exact match, or an error screen saying why."""
        text = fragment.lstrip("#").strip()
        if not text:
            return
        try:
            match = Match.from_record(text)
        except BadRecord as exc:
            self.screen, self.error = "error", self.tr("msg.bad_link", reason=str(exc))
            self.effects.append(("hash", ""))
            return
        self._open(match, self._key_for(match))

    def _key_for(self, match: Match) -> str:
        """The save a match opened from a link, or started, goes into: its own match's save,
        unless that one holds something else.

        A match never overwrites a save that has moves it does not (say, the same match
        played further on this device), nor a save this page cannot read (one from an
        earlier or a newer version of the table stays listed, with the reason, until the
        player deletes it): it is kept beside it instead.
        """
        key = match_key(match)
        for n in range(2, 100):
            entry = self.saves.entry(key)
            if entry is None:
                return key
            if entry.ok:
                if entry.record == match.record():
                    return key
                try:
                    saved = Match.from_record(entry.record)
                except BadRecord:
                    saved = None  # it cannot be replayed here: kept as it is
                if saved is not None and saved.decisions == match.decisions[: len(saved.decisions)]:
                    return key  # the link goes further along the same match
            key = f"{match_key(match)}-{n}"
        return key

    def _open(self, match: Match, key: str) -> None:
        self.match, self.save_key, self.screen, self.error, self.ui = match, key, "match", None, {}
        self.confirm_delete = None
        self._after_decision()

    def record(self) -> str:
        """The current match's record, written once per position (saves, the address and
        the link all need it after every decision)."""
        match, n = self.match, len(self.match.decisions)
        # Keyed on the match object itself (not its id, which a new match may reuse).
        if self._record_for is None or self._record_for[0] is not match or self._record_for[1] != n:
            self._record, self._record_for = match.record(), (match, n)
        return self._record

    def _after_decision(self) -> None:
        # Forced steps (a single legal action) are played by the match itself: every seat
        # to act, the human's included, has a real choice to make.
        self._save()
        self.effects.append(("hash", self.record()))

    def _save(self) -> None:
        try:
            self.saves.write(self.save_key, self.match, self.clock(), self.record())
        except SaveError:
            self.message = ("error", self.tr("msg.quota"))

    # --- the computer players ---------------------------------------------------------
    @property
    def ai_state(self) -> str:
        """``"busy"`` while a computer player has a move to make now, else ``"idle"`` (the human
        decides, or the match is over, or no match is open): ``data-ai`` on the page, which
        tests wait for before they read the table."""
        return "busy" if self.ai_pending() else "idle"

    def ai_pending(self) -> bool:
        m = self.match
        return m is not None and not m.over and any(seat != self.human for seat in m.to_act)

    def step_ai(self) -> bool:
        """One computer decision (the first computer seat to act); False if none is due."""
        if not self.ai_pending():
            return False
        m = self.match
        seat = next(s for s in m.to_act if s != self.human)
        legal = m.legal(seat)
        rng = m.ai_rng(seat)  # as in `python -m ai simulate`: the same match from the same record
        start = time.perf_counter()
        action = ai.choose(m.game.id, m.view(seat), legal, rng)
        self.ai_ms.append((time.perf_counter() - start) * 1000)
        m.play(seat, action)
        self._after_decision()
        return True

    def run_ai(self) -> int:
        """All computer decisions due now, at once (the "instant" speed, and tests)."""
        n = 0
        while self.step_ai():
            n += 1
        return n

    def tr(self, key: str, **fields) -> str:
        return i18n.tr(self.lang, key, **fields)

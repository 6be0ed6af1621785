"""The part of the table's controller that keeps matches: which save a match goes into, saving
after every decision, reading a record back, and what happens when the storage is full or a
save is deleted."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from engine import BadRecord, Match, View

from .commands import AllSaves, ClearFinished, Command, Delete, DeleteNo, DeleteYes, ResetTally
from .frame import HomeFrame
from .saves import SaveError, match_key

if TYPE_CHECKING:
    from collections.abc import Callable

    from .saves import Saves
    from .tally import Tally


class Keeping:
    """The part of :class:`web.app.App` that keeps matches (a mixin: it uses the app's saves,
    match, messages and texts)."""

    if TYPE_CHECKING:  # the app's own, which this part uses
        saves: Saves
        match: Match | None
        save_key: str | None
        message: tuple[str, str] | None
        confirm_delete: str | None
        confirm_clear: bool
        confirm_reset: bool
        hints_used: int
        keep_earlier: bool
        tally: Tally
        unsaved: bool
        all_saves: bool
        clock: Callable[[], str]
        setup: dict[str, Any]

        def options_now(self) -> dict[str, Any]: ...
        def why(self, exc: BadRecord) -> str: ...
        def _open(self, match: Match, key: str, push: bool = False, resumed: bool = False,
                  seen: View | None = None) -> None: ...

        def record(self) -> str: ...
        def tr(self, key: str, **fields: object) -> str: ...

    def _on_keeping(self, command: Command) -> None:
        """The saves on the home screen: show every one, delete one (asked first), clear the
        finished matches or start the record of wins again (each asked first: the command with
        no answer asks, ``yes`` does it, ``no`` keeps things as they are). Clearing is also
        offered beside the message that the storage is full: then the open match is saved
        again at once."""
        match command:
            case AllSaves():
                self.all_saves = True
            case Delete(key=key):
                self.confirm_delete = key
            case DeleteYes(key=key):
                if key == self.confirm_delete:
                    self.saves.delete(key)
                self.confirm_delete = None
            case DeleteNo():
                self.confirm_delete = None
            case ClearFinished(answer=answer):
                if answer == "yes" and self.confirm_clear:
                    for entry in self.finished_saves():
                        self.saves.delete(entry.key)
                    if self.unsaved and self.match is not None:
                        self._save()
                self.confirm_clear = answer == ""
            case ResetTally(answer=answer):
                if answer == "yes" and self.confirm_reset:
                    self.tally.reset(e.key for e in self.saves.entries() if e.ok and e.over)
                self.confirm_reset = answer == ""

    def _on_resume(self, key: str) -> None:
        record = self.saves.record_of(key)
        if record is None:
            return
        try:
            match, seen = self._read(record)
        except BadRecord as exc:
            self.message = ("error", self.tr("msg.bad_save", reason=self.why(exc)))
            return
        self._open(match, key, push=True, resumed=True, seen=seen)

    @staticmethod
    def _read(text: str) -> tuple[Match, View | None]:
        """The match of a record, and the person's view right after their last decision in it
        (what they had seen; None if the replay stopped before it): met on the way, so the
        record is replayed once."""
        met: list[View] = []
        match = Match.from_record(text, at_persons_last=lambda m: met.append(m.view(int(m.table.get("human", 0)))))
        return match, (met[0] if met else None)

    def home_frame(self) -> HomeFrame:
        """The home screen's part of the frame (web/frame.py): the form, the saves, the record."""
        entries = self.saves.entries()
        # Finished matches the table did not see end (another tab, an older page) count now.
        self.tally.catch_up([e for e in entries if e.ok and e.over])
        return HomeFrame(setup=self.setup, options=self.options_now(), entries=entries, tally=self.tally.lines(),
                         all_saves=self.all_saves, confirm_delete=self.confirm_delete, confirm_reset=self.confirm_reset)

    def finished_saves(self) -> list[Any]:
        """The saves of finished matches (not the open match's own)."""
        return [e for e in self.saves.entries() if e.ok and e.over and e.key != self.save_key]

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
                if entry.record in (match.full_record(), match.record()):
                    return key
                try:
                    saved = Match.from_record(entry.record)
                except BadRecord:
                    saved = None  # it cannot be replayed here: kept as it is
                if saved is not None and saved.decisions == match.decisions[: len(saved.decisions)]:
                    return key  # the link goes further along the same match
            key = f"{match_key(match)}-{n}"
        return key

    def _settled_message(self) -> None:
        """A decision made: the message about the one before goes, unless it is that the match
        is not being saved (which stays until dismissed, though computers moved since)."""
        if not (self.unsaved and self.message == ("error", self.tr("msg.quota"))):
            self.message = None

    def _save(self) -> None:
        """Keep the open match. When the storage is full the player is told once, the match
        goes on in memory, and every later decision tries again. A save of earlier rules that
        opened before a move today's rules do not allow (``keep_earlier``) is left as it was
        until the person plays on: until then the match is theirs to look at, not to lose."""
        if self.keep_earlier:
            return
        match, at = cast(Match, self.match), self.clock()
        try:
            self.saves.write(cast(str, self.save_key), match, at, hints=self.hints_used)
        except SaveError:
            if not self.unsaved:
                self.unsaved, self.message = True, ("error", self.tr("msg.quota"))
            return
        if match.over:
            self.tally.add(cast(str, self.save_key), match, at)
        if self.unsaved:
            self.unsaved, self.message = False, ("info", self.tr("msg.saved_again"))

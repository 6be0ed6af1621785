"""Saves: every match kept in the browser's storage as its record, several at once.

A save is one storage entry ``nwt:save:<key>`` holding a small JSON object: the record
(which alone restores the match) and a summary for the home screen (round, when last
played, whether it is over). The record is the match's full record, each decision by its
action code (``Match.full_record``), so that the save still opens after the game's rules
change (engine/carry.py); saves written before that hold a link's record (indexes only),
which opens under the rules it was written under, as before. A save that cannot be read (damaged, edited by hand, or
written by an earlier or a newer version of the table) is listed as unreadable with the
reason and can be deleted; it never hides or breaks the others, and the table never
removes or overwrites it by itself. A save is read as a link is: its JSON bounded before
it is parsed, its record checked by :func:`engine.record.peek`, so a save edited by hand
is refused as a hostile link is.

The home screen lists every save at each drawing; what a save says is worked out once per
text it holds (:class:`Saves` keeps the entries it read), so 500 saves cost 500 look-ups.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from engine import BadRecord, Match
from engine.record import MAX_TEXT, load_json, peek

from .home_saves import saved_when

PREFIX = "nwt:save:"
#: Where a finished match's review is kept beside its save (web/reviewing.py: its own prefix, so
#: that reading the saves never meets it).
REVIEW_PREFIX = "nwt:review:"
#: Version of the JSON around the record; a save with a higher one is from a newer table.
SAVE_VERSION = 1
#: The longest save read: a record as long as records may be, and its summary.
MAX_SAVE = MAX_TEXT + 1_000


if TYPE_CHECKING:
    class Storage(Protocol):
        """What the saves need of a storage: :class:`MemoryStorage`, or the browser's
        ``localStorage`` as the worker holds it (web/worker.py)."""

        def get(self, key: str) -> str | None: ...
        def set(self, key: str, value: str) -> None: ...
        def remove(self, key: str) -> None: ...
        def keys(self) -> list[str]: ...


class SaveError(Exception):
    """The storage refused to keep a save (full, or turned off)."""


class MemoryStorage:
    """A storage in a dict, with an optional size limit (for tests and as a fallback)."""

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise SaveError("quota")
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


@dataclass
class SaveEntry:
    """One line of the saves list."""

    key: str
    ok: bool
    problem: str = ""  # for an unreadable save: why, for a person
    error: BadRecord | None = None  # for a save whose record is refused: why, for the page to translate
    game: str = ""
    players: int = 0
    names: list[Any] = field(default_factory=list)
    table: dict[str, Any] = field(default_factory=dict)  # the match's table notes (names, human, levels)
    options: dict[str, Any] = field(default_factory=dict)  # the match's options as resolved
    round: int | None = None
    saved_at: str = ""
    over: bool = False
    record: str = ""
    hints: int = 0  # hints asked in the match (web/hints.py)
    waiting: int | None = None  # the friend by link whose turn it is (web/friends.py)


def match_key(match: Match) -> str:
    """The storage key of a match: the same match (game, players, seed) keeps one save."""
    digest = hashlib.sha256(f"{match.game.id}|{match.players}|{match.seed}".encode()).hexdigest()[:12]
    return f"{match.game.id}-{digest}"


class Saves:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        #: key -> (the text last read under it, its entry): a save is read again only when it changes.
        self._read: dict[str, tuple[str, SaveEntry]] = {}

    def write(self, key: str, match: Match, saved_at: str, hints: int = 0, again: bool = False,
              waiting: int | None = None) -> None:
        """Keep ``match`` (``hints`` asked in it; ``waiting``: the friend by link whose turn it is,
        web/friends.py) under ``key``, by its full record;
        :class:`SaveError` if the storage refuses. Nothing is written where the save holds that
        record and those hints already (unless ``again``: the browser refused the last write,
        which a storage's copy here may not know yet): opening a save does not change when it
        was last played, and another tab on it hears of no change."""
        record = match.full_record()
        kept = self._entry(key)
        if not again and kept is not None and kept.ok and kept.record == record and kept.hints == hints:
            return
        view = match.view(None)  # the envelope's round, as a spectator sees it
        entry = {"v": SAVE_VERSION, "record": record, "round": view["round"],
                 "saved": saved_at, "over": match.over, "hints": hints}
        if waiting is not None:
            entry["waiting"] = waiting
        try:
            self.storage.set(PREFIX + key, json.dumps(entry, separators=(",", ":")))
        except SaveError:
            raise
        except Exception as exc:  # the browser's QuotaExceededError or a disabled storage
            raise SaveError(str(exc)) from None

    def delete(self, key: str) -> None:
        """Delete the save under ``key``, and the review kept beside it (web/reviewing.py)."""
        self.storage.remove(PREFIX + key)
        self.storage.remove(REVIEW_PREFIX + key)
        self._read.pop(key, None)

    def record_of(self, key: str) -> str | None:
        """The record of a readable save (None if there is none, or it cannot be read)."""
        entry = self._entry(key)
        return entry.record if entry and entry.ok else None

    def entry(self, key: str) -> SaveEntry | None:
        """The save under ``key`` as listed (readable or not), or None if there is none."""
        return self._entry(key)

    def entries(self) -> list[SaveEntry]:
        """Every save, the most recently played first; unreadable ones included."""
        found = []
        for full in self.storage.keys():
            if full.startswith(PREFIX):
                entry = self._entry(full[len(PREFIX):])
                if entry is not None:
                    found.append(entry)
        return sorted(found, key=lambda e: (e.saved_at, e.key), reverse=True)

    def _entry(self, key: str) -> SaveEntry | None:
        raw = self.storage.get(PREFIX + key)
        if raw is None:
            self._read.pop(key, None)
            return None
        known = self._read.get(key)
        if known is not None and known[0] == raw:
            return known[1]
        entry = read_entry(key, raw)
        self._read[key] = (raw, entry)
        return entry


def read_entry(key: str, raw: str) -> SaveEntry:
    """What the save ``raw`` under ``key`` says; whatever it holds, an entry (unreadable, with
    the reason, if need be) and nothing raised."""
    try:
        if len(raw) > MAX_SAVE:
            raise ValueError("longer than any save")
        data = load_json(raw, 1)  # one flat object: a hand-made nesting cannot exhaust the stack
    except ValueError:
        return SaveEntry(key, False, "corrupt")
    if not isinstance(data, dict) or not isinstance(data.get("v"), int):
        return SaveEntry(key, False, "corrupt")
    if data["v"] > SAVE_VERSION:
        return SaveEntry(key, False, "newer")
    record: Any = data.get("record")  # peek() says what is wrong with it
    try:
        info = peek(record)
    except BadRecord as exc:
        return SaveEntry(key, False, str(exc), error=exc)
    names = info["table"].get("names")
    rnd = data.get("round")
    return SaveEntry(
        key, True, game=info["game"], players=info["players"],
        names=list(names) if isinstance(names, list) else [], table=info["table"],
        options=info["options"], round=rnd if isinstance(rnd, int) and 0 < rnd < 10_000 else None,
        saved_at=saved_when(data.get("saved")), over=data.get("over") is True, record=record,
        hints=_below(data.get("hints"), 100_000) or 0, waiting=_below(data.get("waiting"), info["players"]),
    )


def _below(value: object, high: int) -> int | None:
    """``value`` where it is a whole number from 0 to ``high`` - 1 (not a bool), else None."""
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < high else None

"""Your record: per game, number of players and computer level, the matches you finished, your wins, your best
and your average score.

The record is built from the saves: each finished match is counted once, under its save's key,
when the table first sees it finished (at its last move, or on the home screen for a save it
did not see end: one played in another tab, or saved before the record existed). What is
counted is kept in ``nwt:tally``, so clearing finished matches keeps it; a reset sets aside
every match counted or saved as finished until then, and counts only those finished after it.

A match counts for the person at the table (``table["human"]``): its score, and whether that
seat is among the winners. Its level is the computers' level (none in a match of people only).
A win at two players and a win at five are not the same feat, so the players are a line of
their own; a match counted before the record kept them (``players`` 0) stays on a line of its
own, "players not recorded", rather than being guessed.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from engine import BadRecord, Match
from engine.record import load_json

from .home_saves import tally_lines

if TYPE_CHECKING:
    from .saves import SaveEntry, Storage

KEY = "nwt:tally"
VERSION = 1
#: Finished saves the home screen counts at one drawing that the table did not see end (each
#: is replayed once): the rest wait for the next drawing, which stays quick.
CATCH_UP = 8
#: The most matches the record holds (the oldest go first): its entry stays small.
LIMIT = 5_000


@dataclass(frozen=True)
class Counted:
    """One finished match as the record keeps it."""

    game: str
    level: str
    won: bool
    score: int
    at: str
    players: int = 0


class Line(NamedTuple):
    """One line of the record: a game at a number of players and a level (a tuple, as
    web/home_saves.py draws it)."""

    game: str
    players: int
    level: str
    played: int
    won: int
    best: int
    average: float


def counted(match: Match, at: str) -> Counted | None:
    """What the record keeps of ``match`` (None: not over, or nobody at the table to count for)."""
    result = match.result
    human = match.table.get("human")
    if result is None or not isinstance(human, int) or not 0 <= human < match.players:
        return None
    levels = match.table.get("levels")
    level = next((str(x) for x in levels if x), "") if isinstance(levels, list) else ""
    return Counted(match.game.id, level, human in result.winners, int(result.scores[human]), at, match.players)


class Tally:
    """The record in ``storage`` (the saves' storage), read once and written when it changes."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        #: Saves set aside by a reset: never counted again.
        self.ignored: set[str] = set()
        self.matches: dict[str, Counted] = {}
        self._read()

    def _read(self) -> None:
        raw = self.storage.get(KEY)
        if raw is None:
            return
        try:
            data = load_json(raw[:2_000_000], 3)
            if not isinstance(data, dict) or data.get("v") != VERSION:
                return
            self.ignored = {str(k) for k in data.get("ignored", [])}
            for key, m in dict(data.get("matches", {})).items():
                self.matches[str(key)] = Counted(str(m["game"]), str(m["level"]), bool(m["won"]),
                                                 int(m["score"]), str(m["at"])[:40], int(m.get("players", 0)))
        except (ValueError, TypeError, KeyError, AttributeError):
            # A record edited by hand starts again from the saves; the saves themselves are untouched.
            self.ignored, self.matches = set(), {}

    def _write(self) -> None:
        kept = sorted(self.matches.items(), key=lambda kv: kv[1].at)[-LIMIT:]
        data = {"v": VERSION, "ignored": sorted(self.ignored)[-LIMIT:],
                "matches": {k: {"game": m.game, "level": m.level, "won": m.won, "score": m.score, "at": m.at,
                                "players": m.players} for k, m in kept}}
        try:
            self.storage.set(KEY, json.dumps(data, separators=(",", ":")))
        except Exception:  # storage full or off: the record is counted again from the saves next time
            pass

    def add(self, key: str, match: Match, at: str) -> bool:
        """Count ``match``, saved under ``key`` at ``at``, if it is over and not yet counted."""
        if key in self.matches or key in self.ignored:
            return False
        entry = counted(match, at)
        if entry is None:
            return False
        self.matches[key] = entry
        self._write()
        return True

    def catch_up(self, entries: Iterable[SaveEntry], limit: int = CATCH_UP) -> int:
        """Count the finished saves not yet counted (at most ``limit``, most recent first);
        how many were counted."""
        done = 0
        for e in entries:
            if done >= limit:
                break
            if not (e.ok and e.over) or e.key in self.matches or e.key in self.ignored:
                continue
            try:
                match = Match.from_record(e.record)
            except BadRecord:
                continue
            entry = counted(match, e.saved_at)
            if entry is not None:
                self.matches[e.key] = entry
                done += 1
        if done:
            self._write()
        return done

    def reset(self, finished: Iterable[str]) -> None:
        """Start the record again: the matches counted and the saves ``finished`` (every
        finished save's key) are set aside; only matches finished later count."""
        self.ignored |= set(self.matches) | set(finished)
        self.matches = {}
        self._write()

    def lines(self) -> list[Line]:
        """The record by game, players and level (:func:`web.home_saves.tally_lines`, which the
        page's main side also draws the record with)."""
        return [Line(*line) for line in tally_lines([(m.game, m.players, m.level, m.won, m.score, m.at)
                                                     for m in self.matches.values()])]

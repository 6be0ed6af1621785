"""Records written under earlier rules, replayed under today's.

A rules fix changes legal lists, and with them what an index in a list means. So a save
keeps each decision's action code (:mod:`engine.record`), and under later rules it is
replayed by code: at each decision the legal action with the same code (renamed as the
game's :class:`~engine.core.RulesChange` list says) is played. When a decision finds none,
the match stops at the last position before it (:class:`Stop`) and says so. A link keeps
indexes and a digest of the codes they stood for: replayed under later rules, the codes
they stand for now, named back as the link's rules named them, must give the same digest,
or the link is refused (:func:`rules_changed`). Either way the match carries a
:class:`Carried` saying which rules it was written under, for the table to tell the player.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from .core import Action, BadRecord, Game, IllegalAction, RulesChange
from .record import digest, line


class Match(Protocol):
    """What a replay under today's rules needs of :class:`engine.match.Match` (which imports
    this module, so it names the match by what it uses rather than by its class)."""

    @property
    def game(self) -> Game[Any]: ...
    @property
    def forced_since(self) -> list[str]: ...
    @property
    def over(self) -> bool: ...
    @property
    def to_act(self) -> tuple[int, ...]: ...
    @property
    def codes(self) -> list[str]: ...
    def play(self, seat: int, action: Action) -> Any: ...

#: A pause on the way of a replay: after its first n decisions, the match is handed to the call.
Pause = tuple[int, Callable[[Any], object]]

#: Why a save's decision could not be kept under today's rules: its action is not legal
#: there, its seat has nothing to decide there, or the match is over before it.
WHY = ("gone", "seat", "over")


@dataclass(frozen=True)
class Stop:
    """The first decision of a save that today's rules do not allow, and every one after it."""

    #: Its number, from 1 (so ``number - 1`` decisions were kept).
    number: int
    seat: int
    #: Its action code as the save wrote it (under the names of the save's rules).
    code: str
    #: One of :data:`WHY`.
    why: str
    #: It and every decision after it, (seat, code): what could not be kept.
    dropped: tuple[tuple[int, str], ...]


def _seat_and_code(text: str) -> tuple[int, str]:
    return int(text[0]), text[2:]


@dataclass(frozen=True)
class Carried:
    """A match opened from a record written under earlier rules (``Match.carried``)."""

    #: The rules version the record was written under.
    since: int
    #: Where a save's replay stopped; ``None``: every decision was kept.
    stop: Stop | None = None


def changes_since(game: Game[Any], version: int) -> list[RulesChange]:
    """What the game's rules changed after ``version``, oldest first."""
    return [change for change in game.rules_changes if change.version > version]


def forward(game: Game[Any], code: str, since: int) -> str:
    """An action code written under rules ``since``, in today's names."""
    kind, colon, rest = code.partition(":")
    for change in changes_since(game, since):
        kind = change.renamed.get(kind, kind)
    return kind + colon + rest


def backward(game: Game[Any], code: str, since: int) -> str:
    """An action code of today's, in the names of rules ``since``."""
    kind, colon, rest = code.partition(":")
    for change in reversed(changes_since(game, since)):
        kind = {new: old for old, new in change.renamed.items()}.get(kind, kind)
    return kind + colon + rest


def replay_codes(match: Match, codes: list[str], since: int, at: Pause | None = None) -> Stop | None:
    """Play a save's decisions (``<seat> <code>`` lines, :func:`engine.record.line`, written
    under rules ``since``) on ``match``,
    each as the legal action with that code today; the first that has none, and the rest,
    as a :class:`Stop` (the match is left at the position before it), or ``None``.
    ``at`` (n, call): the match is handed to ``call`` after its first n lines.

    A decision that today's rules made for the seat (a forced step with the same code since
    the decision before, as when the other choice was removed) is kept as it is."""
    used = 0
    for number, text in enumerate(codes, 1):
        if at is not None and number - 1 == at[0]:
            at[1](match)
        seat, code = _seat_and_code(text)  # read one by one: the replay may stop at the first
        today = forward(match.game, code, since)
        forced = match.forced_since
        if since < match.game.rules_version and line(seat, today) in forced[used:]:
            used = forced.index(line(seat, today), used) + 1
            continue
        used = 0
        why = "over" if match.over else "seat" if seat not in match.to_act else ""
        if not why:
            try:
                match.play(seat, Action.parse(today))
            except IllegalAction:
                why = "gone"
        if why:
            return Stop(number, seat, code, why, tuple(_seat_and_code(t) for t in codes[number - 1:]))
    if at is not None and at[0] == len(codes):
        at[1](match)
    return None


def link_digest(match: Match, since: int) -> str:
    """The digest a link written under rules ``since`` would carry for ``match``'s decisions."""
    if since == match.game.rules_version:
        return digest(match.codes)
    lines = []
    for text in match.codes:
        seat, _, code = text.partition(" ")
        lines.append(line(int(seat), backward(match.game, code, since)))
    return digest(lines)


def rules_changed(game: Game[Any], since: int) -> BadRecord:
    """The refusal of a link from rules ``since`` whose moves no longer stand for what they did."""
    return BadRecord(f"This link to a game of {game.title} was made under earlier rules (version {since}); the rules "
                     "have changed since, and its moves no longer mean what they did, so it cannot be opened.",
                     "rules_changed", game=game.id, since=since)

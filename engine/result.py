"""The end of a match as a small typed value, the same for every game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

Json = Any


@dataclass(frozen=True)
class Result:
    """How a match ended.

    ``scores`` is one number a seat; ``winners`` the seats that share the victory (one,
    unless the game's tie-break leaves a tie); ``reason`` a short code saying what ended
    the match (each game's README lists its codes); ``rounds`` how many rounds were
    played. ``tiebreak`` is one number a seat, the game's second criterion (Puerto Rico:
    doubloons plus goods), or ``None`` when the game has none. ``details`` holds each
    game's own figures (JSON data), documented in its README.
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str
    rounds: int
    tiebreak: tuple[int, ...] | None = None
    details: dict[str, Json] = field(default_factory=dict)

    @classmethod
    def ranked(cls, scores: Sequence[int], reason: str, rounds: int, tiebreak: Sequence[int] | None = None,
               **details: Json) -> Result:
        """The result whose winners have the highest score, then the highest tie-break; a
        tie on both is a shared victory."""
        scores = tuple(scores)
        tb = tuple(tiebreak) if tiebreak is not None else None
        keys = [(scores[s], tb[s] if tb is not None else 0) for s in range(len(scores))]
        best = max(keys)
        winners = tuple(s for s, k in enumerate(keys) if k == best)
        return cls(scores, winners, reason, rounds, tb, dict(details))

    def to_json(self) -> dict[str, Json]:
        """Plain JSON data, as the views carry it."""
        return {
            "scores": list(self.scores),
            "winners": list(self.winners),
            "reason": self.reason,
            "rounds": self.rounds,
            "tiebreak": list(self.tiebreak) if self.tiebreak is not None else None,
            "details": self.details,
        }

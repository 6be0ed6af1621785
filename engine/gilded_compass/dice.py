"""Dice as multisets of values: containment, removal, and the digit codes actions use.

A set of dice in an action is written as its values in ascending order, one digit each
(``1136`` is a 1, a 1, a 3 and a 6), so a code names which values, never which die: dice
of one value are alike.
"""

from __future__ import annotations

from collections.abc import Iterable

from .data import FACES


def counts(values: Iterable[int]) -> list[int]:
    """How many dice show each face: index 1-6 (index 0 counts unrolled dice)."""
    out = [0] * 7
    for v in values:
        out[v] += 1
    return out


def contains(pool: Iterable[int], values: Iterable[int]) -> bool:
    """Whether ``pool`` holds every die of ``values`` (as many of each face)."""
    have, need = counts(pool), counts(values)
    return all(h >= n for h, n in zip(have, need))


def without(pool: Iterable[int], values: Iterable[int]) -> list[int]:
    """``pool`` less the dice of ``values`` (which it must hold), sorted."""
    rest = sorted(pool)
    for v in values:
        rest.remove(v)
    return rest


def code(values: Iterable[int]) -> int:
    """The digit code of a set of dice (0 for none)."""
    out = 0
    for v in sorted(values):
        out = out * 10 + v
    return out


def decode(number: int) -> list[int]:
    """The dice a digit code names, ascending."""
    return sorted(int(ch) for ch in str(number)) if number else []


def distinct(pool: Iterable[int]) -> list[int]:
    return sorted(set(pool))


def sub_multisets(pool: Iterable[int], size: int | None = None) -> list[list[int]]:
    """Every different set of dice that can be taken from ``pool`` (of ``size`` dice if
    given; otherwise every non-empty one), each ascending, in a stable order."""
    have = counts(pool)
    out: list[list[int]] = [[]]
    for face in FACES:
        out = [s + [face] * k for s in out for k in range(have[face] + 1) if size is None or len(s) + k <= size]
    return [s for s in out if s and (size is None or len(s) == size)]

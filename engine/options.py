"""Match options: declared by each game as data, checked and resolved by the core.

A game lists its options in ``Game.options``; the table offers them on the home screen,
``python -m ai simulate --option NAME=VALUE`` sets them, and a record carries them. The
value :data:`RANDOM` asks the core to draw one of the choices from the match's seed, so a
"random" setting still replays identically.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .rng import Rng

#: The value that lets the seed choose (only for options declared with ``random=True``).
RANDOM = "random"

Value = Any


@dataclass(frozen=True)
class Option:
    """One setting of a match: its ``name``, the allowed ``choices`` (JSON scalars) and the
    ``default``. ``random``: :data:`RANDOM` may be given and is drawn from the seed.
    ``players``: the player counts the option exists for (``None``: every count).
    ``moot_when``: (option, value) pairs under which this option changes nothing (the
    Gilded Compass's C building when the 2-3 player variant plays without one); the value is
    still kept, but the table does not ask for it."""

    name: str
    choices: tuple[Value, ...]
    default: Value
    random: bool = False
    players: tuple[int, ...] | None = None
    moot_when: tuple[tuple[str, Value], ...] = ()

    def applies(self, players: int) -> bool:
        return self.players is None or players in self.players

    def matters(self, chosen: dict[str, Value]) -> bool:
        """Whether this option changes the match, given the values ``chosen`` for the others."""
        return not any(chosen.get(name) == value for name, value in self.moot_when)


def normalise(declared: Sequence[Option], players: int, given: dict[str, Value]) -> dict[str, Value]:
    """Every option that exists at this player count, with its default where not given;
    ``ValueError`` naming the problem for an unknown option or a value not allowed."""
    known = {o.name: o for o in declared if o.applies(players)}
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise ValueError(f"unknown option(s) {', '.join(unknown)}" + (f"; known: {', '.join(sorted(known))}" if known
                                                                    else "; this game has none here"))
    out: dict[str, Value] = {}
    for name, option in known.items():
        value = given.get(name, option.default)
        if value == RANDOM and option.random:
            out[name] = RANDOM
        elif value in option.choices:
            out[name] = value
        else:
            allowed = [*option.choices, *([RANDOM] if option.random else [])]
            raise ValueError(f"option {name} may be {', '.join(map(str, allowed))}, not {value!r}")
    return out


def resolve_random(declared: Sequence[Option], options: dict[str, Value], rng: Rng) -> dict[str, Value]:
    """The options with each :data:`RANDOM` replaced by a choice drawn from ``rng``, in the
    order the options are declared (so the draw depends on the seed alone)."""
    out = dict(options)
    for option in declared:
        if out.get(option.name) == RANDOM:
            out[option.name] = option.choices[rng.below(len(option.choices))]
    return out

"""The guesses a computer level judges the Gilded Compass with, where the greedy player and
the strong player differ (:mod:`.worth` reads them): the greedy player's (:data:`GREEDY`),
and the strong player's own, tuned in matches against greedy seats (:func:`tuned`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Judgement:
    """The guesses a level plays with, in gold, where the greedy player and the strong
    player differ (:data:`GREEDY`, :data:`TUNED`)."""

    #: A knowledge token's worth as a re-roll, while rounds are left (beyond its half gold).
    token_reroll: float
    #: How much of a map's large value an unstaffed map, and of its gold an unassigned
    #: specialist, is worth for each round still to come (capped).
    map_hope: float
    map_hope_max: float
    specialist_hope: float
    specialist_hope_max: float
    #: What a die placed costs: what it would earn anyway, more or less (a token), and a
    #: little for the turns it takes.
    die: float
    #: Re-roll when the best placement gains less than ``reroll_below`` (or
    #: ``reroll_rich`` with 3 tokens or more).
    reroll_below: float
    reroll_rich: float

    def unstaffed(self, rounds: float) -> float:
        """The share of what staffing would add that an unstaffed map is worth, with
        ``rounds`` of hope left (:func:`horizon`)."""
        return min(self.map_hope_max, self.map_hope * rounds)

    def unassigned(self, rounds: float) -> float:
        """The share of its gold a specialist on no map is worth, with ``rounds`` of hope left."""
        return min(self.specialist_hope_max, self.specialist_hope * rounds)


def horizon(left: int, phase: str) -> float:
    """Rounds of hope: the ``left`` rounds still to come after this one, and half of this
    one while its dice are still being placed."""
    return left + (0.5 if phase == "turn" else 0.0)


#: The greedy player's guesses.
GREEDY = Judgement(token_reroll=0.3, map_hope=0.2, map_hope_max=0.6, specialist_hope=0.15,
                   specialist_hope_max=0.5, die=0.9, reroll_below=0.3, reroll_rich=1.0)
#: The strong player's own (its candidates and its seat's decisions in its rollouts): the
#: greedy player's guesses tuned in matches of one such player against three greedy ones
#: (seed 7, 1000 matches a trial: docs/figures.md, "The strong level"). It hopes more of
#: an unstaffed map and a spare specialist, counts a die placed cheaper, and a knowledge
#: token at its half gold alone: alone, with no search, it wins 64% of those matches.
TUNED = Judgement(token_reroll=0.0, map_hope=0.4, map_hope_max=1.0, specialist_hope=0.3,
                  specialist_hope_max=0.9, die=0.5, reroll_below=0.3, reroll_rich=1.0)
#: The same, tuned against one greedy seat at 2 players: a map hoped for less than at four
#: (with :data:`TUNED`'s 62.9% of the wins; with these, 75.4%), a spare specialist more.
TUNED_TWO = Judgement(token_reroll=0.0, map_hope=0.3, map_hope_max=0.8, specialist_hope=0.4,
                      specialist_hope_max=1.2, die=0.5, reroll_below=0.3, reroll_rich=1.0)


def tuned(players: int) -> Judgement:
    """The strong player's own judgement at ``players`` players."""
    return TUNED_TWO if players == 2 else TUNED

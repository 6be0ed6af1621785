"""The strong level: the greedy player's best candidates, each tried in sampled futures.

The same search for every game; a game gives only its part (:class:`Player`): the greedy
player, the candidates worth trying (the greedy choice first, then the best others by the
greedy player's own scores) and an evaluation of a position for one seat (its score margin
over the best other seat, from the game's own scoring rules).

**A rollout** deals again everything the seat cannot see (``sample(rng)``, the caller's
closure over ``Match.sample``: the player never holds the match), plays the candidate in
that copy, lets greedy players decide for every seat (the seat itself by its own
judgement, :attr:`Player.own`, where a game gives one) for :attr:`Budget.depth` decisions
(more with more players: ``per_seat``; or to the end of the match, of a number of rounds or
of the phase: ``round_end``, ``phase_end``) and evaluates the position. Every candidate is tried in the same
sampled copies, with the same generators for the greedy seats (common random numbers), so
the comparison between candidates is not drowned by the luck of the deal. The candidate
with the best mean margin is played; it must beat the greedy choice by
:attr:`Budget.keep`, since rollouts are few and the greedy choice is the better guess when
they are level.

**The budget** is counted in rollouts, never in time, so a match replays exactly from its
seed on every machine. Every generator is drawn from the decision's ``rng`` before the
first rollout. A game may give a budget by the decision's step or number of players
(:attr:`Player.budget_at`: a rollout is cheaper with fewer seats). A rollout that stops at the end of the round or the
phase judges every candidate at the same point of the game, whatever number of decisions
it led to.

**Slices**: :class:`Search` is advanced a step at a time (:meth:`Search.step`: a sample
dealt, one greedy decision of a rollout, or an evaluation), so the page can give the
browser back its main thread between slices of a few steps; :func:`run` runs it whole. How
it is sliced never changes what it chooses.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass

from engine import Action, Match, Rng, View, derive, seat_of

#: ``sample(rng) -> Match``: the seat's ``Match.sampler``.
Sampler = Callable[[Rng], Match]
#: ``choose(view, legal, rng) -> action``: a game's greedy player.
Greedy = Callable[[View, list[Action], Rng], Action]


@dataclass(frozen=True)
class Budget:
    """How much the search looks: ``candidates`` actions, each in ``rollouts`` sampled
    futures of ``depth`` decisions (every seat's decisions counted; see ``per_seat``)."""

    candidates: int = 4
    rollouts: int = 8
    depth: int = 12
    #: The mean margin (the evaluation's units) a candidate must gain over the greedy choice.
    keep: float = 0.0
    #: A rollout also stops once this many rounds have ended (where a round's end is what
    #: pays): 1 at the end of the round, 2 at the end of the next one; 0 never.
    round_end: int = 0
    #: A rollout also stops once the phase has changed (where a phase's end settles the choice:
    #: an offer at the end of the trade).
    phase_end: bool = False
    #: At least this many decisions a seat (``depth`` is every seat's together): with more
    #: players, the seat's own look-ahead is as long as at two.
    per_seat: int = 0

    def depth_for(self, players: int) -> int:
        """The rollouts' depth at ``players`` players."""
        return max(self.depth, self.per_seat * players)

    @property
    def most(self) -> int:
        """The most rollouts one decision may run."""
        return self.candidates * self.rollouts


@dataclass(frozen=True)
class Player:
    """A game's part of the search. ``candidates(view, legal, rng, k)``: at most ``k``
    legal actions worth trying, the greedy choice first. ``margin(match, seat)``: the
    position's worth to ``seat`` (a sampled copy: it may read the whole state, which holds
    only what the seat knows and a deal of the rest)."""

    greedy: Greedy
    candidates: Callable[[View, list[Action], Rng, int], list[Action]]
    margin: Callable[[Match, int], float]
    budget: Budget
    #: The budget for the decision of a view, where it depends on it (the step; the number
    #: of players: fewer seats make every rollout cheaper); else ``budget``.
    budget_at: Callable[[View], Budget] | None = None
    #: The seat's own decisions in its rollouts, where it judges otherwise than the greedy
    #: players it expects at the other seats (its own guesses); else ``greedy``.
    own: Greedy | None = None

    def budget_for(self, view: View) -> Budget:
        return self.budget if self.budget_at is None else self.budget_at(view)


def ranked(legal: Sequence[Action], scores: Sequence[float], first: Action, k: int,
           group: Callable[[Action], Hashable] | None = None) -> list[Action]:
    """``first`` (the greedy choice), then the best-scored other actions: ``k`` at most.
    With ``group``, the best of each group not yet among them comes first (candidates
    that differ, where the best few are near-copies), then the next best of any."""
    order = sorted(range(len(legal)), key=lambda i: -scores[i])
    out = [first]
    if group is not None:
        seen = {group(first)}
        for i in order:
            if len(out) < k and group(legal[i]) not in seen:
                out.append(legal[i])
                seen.add(group(legal[i]))
    for i in order:
        if len(out) >= k:
            break
        if legal[i] not in out:
            out.append(legal[i])
    return out


def score_margin(scores: Sequence[float], seat: int) -> float:
    """``seat``'s score less the best other seat's."""
    return scores[seat] - max(s for i, s in enumerate(scores) if i != seat)


class Search:
    """One decision of the strong player, advanced a step at a time: a step deals a sampled
    copy and plays the candidate in it, or plays one greedy decision of a rollout, or
    evaluates a rollout's last position (so no step is longer than a greedy decision)."""

    def __init__(self, player: Player, view: View, legal: list[Action], rng: Rng,
                 sample: Sampler, budget: Budget | None = None, also: Action | None = None) -> None:
        self.player, self.sample = player, sample
        #: The seat's own decisions in the rollouts.
        self._own = player.own or player.greedy
        self.budget = budget or player.budget_for(view)
        self.seat = seat_of(view)
        self.depth = self.budget.depth_for(view["players"])
        self.candidates = list(player.candidates(view, legal, Rng(rng.next64()), self.budget.candidates))
        if also is not None and also not in self.candidates:
            # A choice to judge beside the best ones (ai.review: the one a person made).
            self.candidates.append(also)
        self.seeds = [rng.next64() for _ in range(self.budget.rollouts)]
        #: Each candidate's margin in each rollout so far, in the order of :attr:`seeds`.
        self.margins: list[list[float]] = [[] for _ in self.candidates]
        #: Rollouts finished.
        self.done = 0
        # The rollout under way: its copy, the decisions played in it, the round its candidate
        # led to and the round and phase the decision was taken in.
        self._twin: Match | None = None
        self._played = 0
        self._progress = self._phase = (0, "")

    @property
    def totals(self) -> list[float]:
        """Each candidate's margins added up (:func:`added`)."""
        return [added(margins) for margins in self.margins]

    @property
    def rollouts(self) -> int:
        """How many rollouts this decision runs (none when the greedy choice is the only candidate)."""
        return len(self.seeds) * len(self.candidates) if len(self.candidates) > 1 else 0

    @property
    def finished(self) -> bool:
        return self.done >= self.rollouts

    def step(self) -> bool:
        """Take the next step; whether the search is finished."""
        if self.finished:
            return True
        seed = self.seeds[self.done // len(self.candidates)]
        twin = self._twin
        if twin is None:
            twin = self._twin = self.sample(Rng(seed))
            # The phase the decision is taken in (a candidate that ends it ends the rollout
            # too), the round the candidate leads to.
            phase = self._progress_of(twin)
            twin.apply_sampled(self.seat, self.candidates[self.done % len(self.candidates)])
            self._played, self._progress, self._phase = 0, self._progress_of(twin), phase
        elif self._played < self.depth and not twin.over and not self._ended(twin):
            seat = twin.to_act[0]
            policy = self._own if seat == self.seat else self.player.greedy
            action = policy(twin.view(seat), twin.legal(seat), Rng(derive(seed, self._played, seat)))
            twin.apply_sampled(seat, action)
            self._played += 1
        else:
            worth = self.player.margin(twin, self.seat)
            self.margins[self.done % len(self.candidates)].append(worth)
            self._twin = None
            self.done += 1
        return self.finished

    @staticmethod
    def _progress_of(twin: Match) -> tuple[int, str]:
        return twin.game.progress(twin.state)

    def _ended(self, twin: Match) -> bool:
        """Whether the rollout's rounds (``round_end``) or phase (``phase_end``) are over."""
        if not (self.budget.round_end or self.budget.phase_end):
            return False
        now = self._progress_of(twin)
        return (self.budget.round_end > 0 and now[0] - self._progress[0] >= self.budget.round_end) or (
            self.budget.phase_end and now != self._phase)

    def action(self) -> Action:
        """The choice (once :attr:`finished`): the best mean margin, the greedy choice unless
        another beats it by the budget's ``keep``."""
        if not self.finished:
            raise RuntimeError("the search has steps left to take")
        totals = self.totals
        best = max(range(len(totals)), key=lambda i: (totals[i], -i))
        if best and (totals[best] - totals[0]) / len(self.seeds) <= self.budget.keep:
            best = 0
        return self.candidates[best]


def added(values: Iterable[float]) -> float:
    """``values`` added up in their order. A loop and not ``sum``: from Python 3.12 ``sum`` adds
    floats with compensation, so the tests (3.11) and the page (3.14) could tell a near tie apart
    differently."""
    total = 0.0
    for value in values:
        total += value
    return total


def run(search: Search) -> Action:
    """The search's choice, every rollout run at once (CPython, tests, ``simulate``)."""
    while not search.step():
        pass
    return search.action()

"""The review of a finished match: each decision of a seat judged in two stages.

**The screen.** At each decision of the seats reviewed, the strong level's search
(:mod:`ai.search`) is run from that seat's view, with that seat's sampler, as the strong level
runs it (so it never reads what the seat could not see), on its best candidates and the choice
that was made, with :data:`ROLLOUTS` times the strong level's rollouts. It names the best
candidate. Where that is the choice made, or where even the screen's cost's 95% interval lies
under :data:`CLEAR` of the game's first threshold, the choice is good and judged no further
(the cheap decisions); the screen's horizon is short, and its costs were found off by half or
twice against the end of the match (docs/figures.md, "The review"), so it marks nothing itself.

**The re-check** (:mod:`ai.recheck`). Every other choice is played against the screen's best on
fresh deals, the same deals for both, to the end of the match (what decides it), in batches
until the cost's 95% interval lies within one band or the budget ends; the mark is that band, or
``unclear`` where the interval still straddles a threshold. The judgement keeps the cost and the
interval's half-width (``noise``): the cost lies within ``cost - noise`` and ``cost + noise``. A
decision where the search has nothing to try beside the choice made (its one candidate) is good
and has no figures.

The review's generators come from the record alone (the seed, the decision's number and its
seat: :data:`REVIEW_STREAM`), so the same record gives the same review on every machine.
:class:`Review` is advanced a step at a time (a step of a search, or a decision replayed), so
the page can show its progress and stop it between steps; :func:`review` runs it whole. It screens
every decision before it re-checks any, and re-checks the costliest by the screen's measure first:
the screen is a tenth of the time and finds most choices good, so the page shows those marks within
the first tenth, and the marks that matter most next (a review cancelled half way has them). The
order changes no judgement: each decision has its own generator.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine import Action, Match, Rng, View, derive, seat_of

from . import computer, strong_player
from .marks import ALL, GOOD, UNCLEAR
from .recheck import MOST, Recheck, interval
from .search import Budget, Sampler, Search

#: The review's own stream of the match's seed (the match's are engine.match's 1-3).
REVIEW_STREAM = 4
#: The screen's rollouts, in multiples of the strong level's at that decision.
ROLLOUTS = 1
#: A choice whose screened cost's interval lies under this share of the game's first threshold
#: is good without a re-check (the screen's costs were found to be half the end's at worst).
CLEAR = 0.5
#: The share of a review's progress bar its screens fill, the re-checks the rest: the screen was
#: 7-15% of a whole review's processor time in each game (docs/figures.md, "The review", 2026-12-07).
SCREEN = 0.15


@dataclass(frozen=True)
class Judgement:
    """One decision judged: the choice made (``chosen``) and the best the review found
    (``best``), as action codes; the mean margin the seat could expect after each at the
    screen's horizon (``expected``, ``best_expected``; ``None`` where nothing was tried beside
    the choice made); what the choice cost against the best (``cost``), the half-width of its
    95% interval (``noise``: the cost lies within ``cost - noise`` and ``cost + noise``), and
    the ``mark`` (:data:`ai.marks.ALL`). ``at``: the decision's place in the match (the
    replay's step that shows the position it was taken in)."""

    at: int
    seat: int
    round: int
    phase: str
    chosen: str
    best: str
    expected: float | None
    best_expected: float | None
    cost: float
    noise: float
    mark: str

    @property
    def low(self) -> float:
        return self.cost - self.noise

    @property
    def high(self) -> float:
        return self.cost + self.noise

    def to_json(self) -> list[Any]:
        return [self.at, self.seat, self.round, self.phase, self.chosen, self.best, _round(self.expected),
                _round(self.best_expected), _round(self.cost), _round(self.noise), self.mark]

    @classmethod
    def from_json(cls, data: object) -> Judgement:
        """A judgement as :meth:`to_json` wrote it; ``ValueError`` if it is not one."""
        if not isinstance(data, list) or len(data) != 11:
            raise ValueError("not a judgement")
        at, seat, round_, phase, chosen, best, expected, best_expected, cost, noise, mark = data
        whole = [at, seat, round_]
        if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in whole):
            raise ValueError("a judgement's place is not a count")
        if not all(isinstance(t, str) and len(t) <= 200 for t in (phase, chosen, best)) or mark not in ALL:
            raise ValueError("a judgement's words are not ones it writes")
        figures = [expected, best_expected, cost, noise]
        if not all(f is None or (isinstance(f, (int, float)) and not isinstance(f, bool) and math.isfinite(f))
                   for f in figures) or cost is None or noise is None or noise < 0:
            raise ValueError("a judgement's figures are not numbers")
        return cls(at, seat, round_, phase, chosen, best, _float(expected), _float(best_expected), float(cost),
                   float(noise), mark)


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 2)


def _float(x: float | None) -> float | None:
    return None if x is None else float(x)


def budget_for(game_id: str, view: View) -> Budget:
    """The screen's budget at a decision: the strong level's, with :data:`ROLLOUTS` times its rollouts."""
    budget = strong_player(game_id).budget_for(view)
    return replace(budget, rollouts=budget.rollouts * ROLLOUTS)


def judging(game_id: str, view: View, legal: list[Action], chosen: Action, rng: Rng, sample: Sampler,
            budget: Budget | None = None) -> Search:
    """The screen's search at a decision of the seat whose view this is, from that view, the
    legal actions, ``rng`` and the seat's sampler alone (the strong level's inputs)."""
    return Search(strong_player(game_id), view, legal, rng, sample, budget or budget_for(game_id, view), also=chosen)


@dataclass(frozen=True)
class Screened:
    """What the screen found: its best candidate, the mean margins after the choice made and
    after the best, and the choice's cost against it with its interval's half-width."""

    best: Action
    expected: float
    best_expected: float
    cost: float
    noise: float


def screened(search: Search, chosen: Action) -> Screened:
    """The screen's figures from its finished ``search`` (one with rollouts). Where the choice
    made is the best, its cost is 0 and the noise is that of its lead over the next best."""
    means = [t / len(m) for t, m in zip(search.totals, search.margins)]
    mine = search.candidates.index(chosen)
    best = max(range(len(means)), key=lambda i: (means[i], i == mine, -i))
    other = best if best != mine else max((i for i in range(len(means)) if i != mine), key=lambda i: (means[i], -i))
    cost, half = interval([b - c for b, c in zip(search.margins[other], search.margins[mine])])
    if best == mine:
        cost = 0.0
    return Screened(search.candidates[best], means[mine], means[best], cost, min(half, 1e6))


class Judging:
    """One decision judged, a step at a time (:meth:`step`): the screen's search, then, where
    it does not settle the choice as good, the re-check (:class:`ai.recheck.Recheck`)."""

    def __init__(self, game_id: str, view: View, legal: list[Action], chosen: Action, rng: Rng, sample: Sampler,
                 budget: Budget | None = None, at: int = 0, most: int = MOST) -> None:
        self.view, self.legal, self.chosen, self.rng, self.sample, self.most = view, legal, chosen, rng, sample, most
        self.player, self.marks = strong_player(game_id), computer(game_id).marks
        self.place = (at, seat_of(view), view["round"], view["phase"], chosen.code)
        self.search = judging(game_id, view, legal, chosen, rng, sample, budget)
        self.screen: Screened | None = None
        self.recheck: Recheck | None = None
        self.judgement: Judgement | None = None

    @property
    def due(self) -> bool:
        """Screened, and its re-check not yet begun (:class:`Review` runs the re-checks last)."""
        return self.screen is not None and self.recheck is None and self.judgement is None

    def resume(self, view: View, legal: list[Action], sample: Sampler) -> None:
        """The position read again (a replay of the record to the decision) before the re-check
        begins: the view, legal actions and sampler the screen had were of a match that has
        played on since."""
        self.view, self.legal, self.sample = view, legal, sample

    def step(self) -> bool:
        """Take the next step; whether the decision is judged. Once the screen leaves it to a
        re-check (:attr:`due`), the next step begins it."""
        if self.judgement is not None:
            return True
        if self.recheck is not None:
            if self.recheck.step():
                self.judgement = self._rechecked(self.recheck)
            return self.judgement is not None
        screen = self.screen
        if screen is not None:
            self.recheck = Recheck(self.player, self.view, self.legal, screen.best, self.chosen, self.rng,
                                   self.sample, self.marks, self.most)
            return False
        if not self.search.step():
            return False
        if not self.search.rollouts:
            self.judgement = Judgement(*self.place, best=self.chosen.code, expected=None, best_expected=None,
                                       cost=0.0, noise=0.0, mark=GOOD)
            return True
        screen = self.screen = screened(self.search, self.chosen)
        if screen.best == self.chosen or screen.cost + screen.noise < CLEAR * self.marks.inaccuracy:
            self.judgement = self._made(screen.best if screen.cost > 0 else self.chosen, screen.cost, screen.noise,
                                        GOOD)
            return True
        return False

    def _rechecked(self, recheck: Recheck) -> Judgement:
        cost, noise = recheck.figures()
        return self._made(recheck.best if cost > 0 else self.chosen, cost, noise, recheck.mark)

    def _made(self, best: Action, cost: float, noise: float, mark: str) -> Judgement:
        # Figures to the hundredth, as they are kept (web/reviewing.py): a review read back is the same.
        screen = self.screen
        assert screen is not None
        return Judgement(*self.place, best=best.code, expected=round(screen.expected, 2),
                         best_expected=round(screen.best_expected, 2), cost=round(cost, 2), noise=round(noise, 2),
                         mark=mark)


def judge(game_id: str, view: View, legal: list[Action], chosen: Action, rng: Rng, sample: Sampler,
          budget: Budget | None = None, at: int = 0, most: int = MOST) -> Judgement:
    """One decision judged whole (the tests)."""
    work = Judging(game_id, view, legal, chosen, rng, sample, budget, at, most)
    while not work.step():
        pass
    assert work.judgement is not None
    return work.judgement


def review_rng(match: Match, at: int, seat: int) -> Rng:
    """The generator the review judges decision ``at`` of ``seat`` with: from the record alone."""
    return Rng(derive(match.seed, REVIEW_STREAM, at, seat))


class Review:
    """The review of ``match``'s decisions by ``seats``, advanced a step at a time
    (:meth:`step`): a decision replayed up to the next one to judge, or a step of its judging.

    It runs in two passes, so that what matters most is known first: the screen of every
    decision, in the order of the match (the cheap part, about a tenth of the time: most choices
    are found good there), then the re-checks the screen left, the costliest by the screen's
    measure first. ``done`` (earlier judgements, of a review left half way) are kept and not
    judged again; ``only``: the places of the decisions to judge, where not every one of the
    seats' (the tests); ``budget`` and ``most``: the screen's budget and the re-check's most
    deals, where smaller (the tests that check the table, not the judge)."""

    def __init__(self, match: Match, seats: Iterable[int], budget: Budget | None = None,
                 done: Iterable[Judgement] = (), only: Iterable[int] | None = None, most: int = MOST) -> None:
        self.match, self.game_id, self.budget, self.most = match, match.game.id, budget, most
        chosen = set(seats)
        self.judgements: list[Judgement] = list(done)
        kept = {j.at for j in self.judgements}
        wanted = None if only is None else set(only)
        #: The decisions left to screen, by their place in the match.
        self.plan = [at for at, (seat, _) in enumerate(match.decisions)
                     if seat in chosen and at not in kept and (wanted is None or at in wanted)]
        #: The screened decisions whose re-check is to come, the costliest by the screen first.
        self.due: list[Judging] = []
        #: How many re-checks the screen left (those done, under way and due).
        self.rechecks = 0
        self.total = len(self.plan) + len(self.judgements)
        self._cursor = match.replayed(0)
        self._judging: Judging | None = None

    @property
    def finished(self) -> bool:
        return not self.plan and not self.due and self._judging is None

    @property
    def rechecking(self) -> bool:
        """Every decision is screened: the second pass (the decision under way, if any, was screened)."""
        return not self.plan and (self._judging is None or self._judging.screen is not None)

    @property
    def checking(self) -> int:
        """Once every decision is screened, the re-checks not yet done (the one under way too); 0 before."""
        return len(self.due) + (self._judging is not None) if self.rechecking else 0

    @property
    def progress(self) -> float:
        """From 0 to 1: the screens the first :data:`SCREEN` of it, the re-checks the rest (each
        counted by its steps)."""
        if self.finished:
            return 1.0
        work = self._judging
        if not self.rechecking:
            part = 0.0 if work is None else work.search.done / max(1, work.search.rollouts)
            left = len(self.plan) + (work is not None)
            return SCREEN * (self.total - left + part) / max(1, self.total)
        part = 0.0 if work is None or work.recheck is None else work.recheck.share
        done = self.rechecks - len(self.due) - (work is not None)
        return SCREEN + (1 - SCREEN) * (done + part) / self.rechecks

    def step(self) -> bool:
        """Take the next step; whether the review is finished."""
        work = self._judging
        if work is not None:
            if work.step():
                assert work.judgement is not None
                self.judgements.append(work.judgement)
                self._judging = None
            elif work.due:  # screened in the first pass (in the second, its step began the re-check)
                bisect.insort(self.due, work, key=_costliest_first)
                self.rechecks += 1
                self._judging = None
            return self.finished
        if self.plan:
            at, cursor = self.plan.pop(0), self._cursor
            while len(cursor.decisions) < at:
                seat, index = self.match.decisions[len(cursor.decisions)]
                cursor.play(seat, cursor.legal(seat)[index])
            seat, index = self.match.decisions[at]
            legal = cursor.legal(seat)
            self._judging = Judging(self.game_id, cursor.view(seat), legal, legal[index],
                                    review_rng(self.match, at, seat), cursor.sampler(seat), self.budget, at,
                                    self.most)
            return False
        if self.due:
            work = self.due.pop(0)
            at, seat = work.place[0], work.place[1]
            position = self.match.replayed(at)
            work.resume(position.view(seat), position.legal(seat), position.sampler(seat))
            self._judging = work
            return False
        return True


def _costliest_first(work: Judging) -> tuple[float, int]:
    """The order of the second pass: the screen's cost, the highest first, then the match's order."""
    assert work.screen is not None
    return -work.screen.cost, work.place[0]


def review(match: Match, seats: Iterable[int], budget: Budget | None = None,
           only: Iterable[int] | None = None, most: int = MOST) -> list[Judgement]:
    """Every decision of ``seats`` (or those ``only`` names) judged, run whole (the command line, the tests)."""
    work = Review(match, seats, budget, only=only, most=most)
    while not work.step():
        pass
    return sorted(work.judgements, key=lambda j: j.at)


# --- what a review says -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Summary:
    """What the marked choices cost in all (those the review placed in a band past good), the
    costliest three, and how many decisions had each mark (``unclear`` among them)."""

    lost: float
    costliest: tuple[Judgement, ...]
    counts: dict[str, int]


def summary(judgements: Sequence[Judgement]) -> Summary:
    marked = [j for j in judgements if j.mark not in (GOOD, UNCLEAR)]
    costliest = tuple(sorted(marked, key=lambda j: (-j.cost, j.at))[:3])
    counts = {mark: sum(1 for j in judgements if j.mark == mark) for mark in ALL}
    return Summary(sum(j.cost for j in marked), costliest, counts)


def lines(judgements: Sequence[Judgement], unit: str) -> list[str]:
    """The review as text, a decision a line, then the summary (``python -m ai review``)."""
    out = []
    for j in judgements:
        where = f"decision {j.at + 1}, seat {j.seat + 1}, round {j.round}, {j.phase}"
        if j.expected is None:
            out.append(f"{where}: {j.chosen}: good (nothing else worth trying)")
            continue
        figures = f"expected margin {j.expected:+.1f} {unit}"
        if j.best != j.chosen:
            figures += f"; {j.best} {j.cost:.1f} {unit} better ({j.low:.1f} to {j.high:.1f})"
        out.append(f"{where}: {j.chosen}: {j.mark}, {figures}")
    total = summary(judgements)
    counts = ", ".join(f"{mark} {total.counts[mark]}" for mark in ALL)
    out.append(f"{len(judgements)} decisions: {counts}; the marked choices cost about {total.lost:.1f} {unit} in all")
    for j in total.costliest:
        out.append(f"  round {j.round}, {j.phase}: {j.chosen} instead of {j.best}, "
                   f"about {j.cost:.1f} {unit} ({j.mark})")
    return out

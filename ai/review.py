"""The review of a finished match: each decision of a seat judged by the strong level's search.

At each decision of the seats reviewed, the search (:mod:`ai.search`) is run from that seat's
view, with that seat's sampler, as the strong level runs it (so it never reads what the seat
could not see), on its best candidates and the choice that was made, with :data:`ROLLOUTS`
times the strong level's rollouts. Every candidate is played in the same sampled futures, so
what the choice made cost against the best one (``cost``, in the game's unit: the mean of the
paired differences of the search's margin) is measured on the same deals. Where that cost is
within the play-outs' noise (:data:`NOISE` standard errors of the paired differences), the
two are not told apart and the choice is not marked; otherwise it is marked by the game's
thresholds (:class:`ai.marks.Marks`). A decision where the search has nothing to try beside
the choice made (its one candidate) is good and has no figures.

The review's generators come from the record alone (the seed, the decision's number and its
seat: :data:`REVIEW_STREAM`), so the same record gives the same review on every machine.
:class:`Review` is advanced a step at a time (a step of a search, or a decision replayed), so
the page can show its progress and stop it between steps; :func:`review` runs it whole.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine import Action, Match, Rng, View, derive

from . import computer, strong_player
from .marks import GOOD, MARKS, Marks
from .search import Budget, Sampler, Search, added

#: The review's own stream of the match's seed (the match's are engine.match's 1-3).
REVIEW_STREAM = 4
#: The review's rollouts, in multiples of the strong level's at that decision.
ROLLOUTS = 2
#: Standard errors of the paired differences within which two choices are not told apart.
NOISE = 2.0


@dataclass(frozen=True)
class Judgement:
    """One decision judged: the choice made (``chosen``) and the best the search found
    (``best``), as action codes; the mean margin the seat could expect after each
    (``expected``, ``best_expected``; ``None`` where nothing was tried beside the choice made);
    what the choice cost against the best (``cost``), the noise within which the two are not
    told apart, and the ``mark``. ``at``: the decision's place in the match (the replay's step
    that shows the position it was taken in)."""

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
        if not all(isinstance(t, str) and len(t) <= 200 for t in (phase, chosen, best)) or mark not in MARKS:
            raise ValueError("a judgement's words are not ones it writes")
        figures = [expected, best_expected, cost, noise]
        if not all(f is None or (isinstance(f, (int, float)) and not isinstance(f, bool) and math.isfinite(f))
                   for f in figures) or cost is None or noise is None:
            raise ValueError("a judgement's figures are not numbers")
        return cls(at, seat, round_, phase, chosen, best, _float(expected), _float(best_expected), float(cost),
                   float(noise), mark)


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 2)


def _float(x: float | None) -> float | None:
    return None if x is None else float(x)


def budget_for(game_id: str, view: View) -> Budget:
    """The review's budget at a decision: the strong level's, with :data:`ROLLOUTS` times its rollouts."""
    budget = strong_player(game_id).budget_for(view)
    return replace(budget, rollouts=budget.rollouts * ROLLOUTS)


def judging(game_id: str, view: View, legal: list[Action], chosen: Action, rng: Rng, sample: Sampler,
            budget: Budget | None = None) -> Search:
    """The search that judges ``chosen`` at a decision of the seat whose view this is, from
    that view, the legal actions, ``rng`` and the seat's sampler alone (the strong level's
    inputs); :func:`judged` reads it once it is finished."""
    return Search(strong_player(game_id), view, legal, rng, sample, budget or budget_for(game_id, view), also=chosen)


def judged(search: Search, chosen: Action, marks: Marks, at: int, view: View) -> Judgement:
    """The judgement of ``chosen`` from its finished ``search``."""
    place = (at, search.seat, view["round"], view["phase"], chosen.code)
    if not search.rollouts:
        return Judgement(*place, best=chosen.code, expected=None, best_expected=None, cost=0.0, noise=0.0, mark=GOOD)
    means = [t / len(m) for t, m in zip(search.totals, search.margins)]
    mine = search.candidates.index(chosen)
    best = max(range(len(means)), key=lambda i: (means[i], i == mine, -i))
    differences = [b - c for b, c in zip(search.margins[best], search.margins[mine])]
    cost = means[best] - means[mine]
    noise = NOISE * _standard_error(differences)
    # Figures to the hundredth, as they are kept (web/reviewing.py): a review read back is the same.
    return Judgement(*place, best=search.candidates[best].code, expected=round(means[mine], 2),
                     best_expected=round(means[best], 2), cost=round(cost, 2), noise=round(noise, 2),
                     mark=marks.mark(cost, noise))


def _standard_error(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return 0.0
    mean = added(values) / n
    return math.sqrt(added((v - mean) ** 2 for v in values) / (n - 1) / n)


def judge(game_id: str, view: View, legal: list[Action], chosen: Action, rng: Rng, sample: Sampler,
          budget: Budget | None = None, at: int = 0) -> Judgement:
    """One decision judged whole (the tests)."""
    search = judging(game_id, view, legal, chosen, rng, sample, budget)
    while not search.step():
        pass
    return judged(search, chosen, computer(game_id).marks, at, view)


def review_rng(match: Match, at: int, seat: int) -> Rng:
    """The generator the review judges decision ``at`` of ``seat`` with: from the record alone."""
    return Rng(derive(match.seed, REVIEW_STREAM, at, seat))


class Review:
    """The review of ``match``'s decisions by ``seats``, advanced a step at a time
    (:meth:`step`): a decision replayed up to the next one to judge, or a step of its search.
    ``done`` (earlier judgements, of a review left half way) are kept and not judged again;
    ``only``: the places of the decisions to judge, where not every one of the seats' (the tests)."""

    def __init__(self, match: Match, seats: Iterable[int], budget: Budget | None = None,
                 done: Iterable[Judgement] = (), only: Iterable[int] | None = None) -> None:
        self.match, self.game_id, self.budget = match, match.game.id, budget
        self.marks = computer(self.game_id).marks
        chosen = set(seats)
        self.judgements: list[Judgement] = list(done)
        kept = {j.at for j in self.judgements}
        #: The decisions to judge, by their place in the match.
        wanted = None if only is None else set(only)
        self.plan = [at for at, (seat, _) in enumerate(match.decisions)
                     if seat in chosen and at not in kept and (wanted is None or at in wanted)]
        self.total = len(self.plan) + len(self.judgements)
        self._cursor = match.replayed(0)
        self._search: Search | None = None

    @property
    def finished(self) -> bool:
        return not self.plan and self._search is None

    @property
    def progress(self) -> float:
        """The share of the decisions judged, from 0 to 1 (the one under way counted by its rollouts)."""
        if not self.total:
            return 1.0
        part = 0.0
        if self._search is not None and self._search.rollouts:
            part = self._search.done / self._search.rollouts
        return (len(self.judgements) + part) / self.total

    def step(self) -> bool:
        """Take the next step; whether the review is finished."""
        search = self._search
        if search is not None:
            if search.step():
                at = self.plan.pop(0)
                seat, index = self.match.decisions[at]
                view = self._cursor.view(seat)
                chosen = self._cursor.legal(seat)[index]
                self.judgements.append(judged(search, chosen, self.marks, at, view))
                self._search = None
            return self.finished
        if not self.plan:
            return True
        cursor, at = self._cursor, self.plan[0]
        while len(cursor.decisions) < at:
            seat, index = self.match.decisions[len(cursor.decisions)]
            cursor.play(seat, cursor.legal(seat)[index])
        seat, index = self.match.decisions[at]
        legal = cursor.legal(seat)
        self._search = judging(self.game_id, cursor.view(seat), legal, legal[index], review_rng(self.match, at, seat),
                               cursor.sampler(seat), self.budget)
        return False


def review(match: Match, seats: Iterable[int], budget: Budget | None = None,
           only: Iterable[int] | None = None) -> list[Judgement]:
    """Every decision of ``seats`` (or those ``only`` names) judged, run whole (the command line, the tests)."""
    work = Review(match, seats, budget, only=only)
    while not work.step():
        pass
    return sorted(work.judgements, key=lambda j: j.at)


# --- what a review says -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Summary:
    """What the choices cost in all (those the play-outs tell apart from the best), the costliest
    three, and how many decisions had each mark."""

    lost: float
    costliest: tuple[Judgement, ...]
    counts: dict[str, int]


def summary(judgements: Sequence[Judgement]) -> Summary:
    marked = [j for j in judgements if j.mark != GOOD]
    costliest = tuple(sorted(marked, key=lambda j: (-j.cost, j.at))[:3])
    counts = {mark: sum(1 for j in judgements if j.mark == mark) for mark in MARKS}
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
            figures += f"; {j.best} {j.cost:.1f} {unit} better (noise {j.noise:.1f})"
        out.append(f"{where}: {j.chosen}: {j.mark}, {figures}")
    total = summary(judgements)
    counts = ", ".join(f"{mark} {total.counts[mark]}" for mark in MARKS)
    out.append(f"{len(judgements)} decisions: {counts}; the marked choices cost about {total.lost:.1f} {unit} in all")
    for j in total.costliest:
        out.append(f"  round {j.round}, {j.phase}: {j.chosen} instead of {j.best}, "
                   f"about {j.cost:.1f} {unit} ({j.mark})")
    return out

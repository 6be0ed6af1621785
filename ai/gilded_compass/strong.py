"""The strong Gilded Compass player's part of the search (:mod:`ai.search`).

**Its own judgement** (:func:`.judgement.tuned`): the greedy player's guesses, tuned in matches
of one such player against three greedy ones (:data:`.judgement.TUNED`) or one
(:data:`.judgement.TUNED_TWO`), 1000 matches a trial. It hopes more of an unstaffed map and of
a spare specialist (a map or a specialist to pair it with comes in later rounds more often
than the greedy player guesses), counts a die placed at 0.5 gold rather than 0.9, and a
knowledge token at its half gold alone. Alone, with no search, it wins about two matches
in three against three greedy seats and three in four against one
(``build.py bench gilded-compass-own``). It makes the first candidate, and plays the
seat's own decisions in the rollouts (:attr:`.search.Player.own`); the other seats play
the greedy player.

**Candidates** (:data:`BUDGET`: 4): its own choice first (its re-rolls and abilities
included), then the best placement or pick on each other building, by its own worth
(:func:`.scores`): the next best placements are mostly the same building with one die more
or less, so one a building spreads the few candidates over choices that differ. When a
re-roll is legal and it would not spend a token, the re-roll it would make (the dice of
its best placement kept) takes the last place: whether a knowledge token is worth
spending is then tried, not ruled.

**Evaluation** (:func:`margin`): the gold the engine's scoring would give each seat if the
match ended now (``gold_by_source``: maps and specialists assigned at best, knowledge,
artifacts, missions, abilities, the Tower), with what is still to come for a match not
over, as its own judgement hopes: a knowledge token is worth half a gold each (not rounded
down by pairs), a map that no specialist staffs its share of what staffing would add, and a
specialist on no map its share of its gold, less the best other seat's. A rollout goes
on to the end of the round (at most 40 decisions), past the resolution, so what a building
pays is counted as it is paid. The engine's assignment is memoised (``scoring._best``), so
scoring the same holdings again in every rollout costs nothing.

**Keep** (``Budget.keep``, 2 gold at 3-5 players): the comparisons are close and noisy (at
4-player decisions sampled from three matches, a search of 6 rollouts a candidate chose
what one of 60 chose 64% of the time), and its own choice is good, so another candidate is
played only when it beats it by 2 gold on average. Tuning deals (seed 99, the same 60
four-player matches): keep 0, 37.5 wins; 1 gold, 44; 2 gold, 44.5; 3 gold, 41; 4 gold, 43;
its own judgement alone, 41. At 2 players, with 10 rollouts a candidate, keep 0 (the same
60 two-player matches: 55.5 wins; 1 gold, 52.5; 2 gold, 50).

Figures (strength, time, where the time goes): docs/figures.md, "The strong level".
"""

from __future__ import annotations

from typing import cast

from engine import Action, Match, Rng, View
from engine.gilded_compass.assign import NONE
from engine.gilded_compass.data import KNOWLEDGE_PER_GOLD
from engine.gilded_compass.scoring import all_maps, gold_by_source
from engine.gilded_compass.state import GCState, Seat

from ..level import NEVER
from ..marks import Marks
from ..search import Budget, Player, ranked, score_margin
from .greedy import _decide, _reroll, _worth, choose
from .judgement import horizon, tuned
from .worth import Context

#: Measured in ``build.py bench gilded-compass-strength`` (docs/figures.md, "The strong level").
#: With two seats a rollout is cheaper, and 10 fit in the time 6 take at four (8 at four
#: players overran the page's 1.5 s at the 95th percentile: 1.74 s, load average 8).
#: ``keep``: another candidate is played only when it beats the strong player's own choice
#: by 2 gold on average: its own choice is good, and a few rollouts are noisy.
BUDGET = Budget(candidates=4, rollouts=6, depth=40, round_end=1, keep=2.0)
#: At 2 players every candidate has 10 rollouts, and the margins are wider: keep 0 (seed
#: 99, the same 60 matches: 55.5 wins with keep 0, 52.5 with 1 gold, 50 with 2).
TWO_PLAYERS = Budget(candidates=4, rollouts=10, depth=40, round_end=1)


def _building(action: Action) -> tuple[str, ...]:
    """What makes two candidates really different: the kind, and the building placed on."""
    if action.kind in ("place", "will", "neutral"):
        return action.kind, action.word(0)
    return (action.kind,)


def own(view: View, legal: list[Action], rng: Rng) -> Action:
    """The strong player's own decisions, in its rollouts and as its first candidate: the
    greedy player with the tuned guesses (:func:`.judgement.tuned`)."""
    return choose(view, legal, rng, tuned(view["players"]))


def candidates(view: View, legal: list[Action], rng: Rng, k: int) -> list[Action]:
    # One reading of the view for its own choice, the others' order and its re-roll: every
    # legal action is weighed once.
    ctx = Context(view, judgement=tuned(view["players"]))
    worth = [_worth(ctx, a) for a in legal]
    first = _decide(ctx, legal, rng, NEVER, rerolls=True, worth=worth)  # what own() chooses
    out = ranked(legal, worth, first, k, group=_building)
    if first.kind != "reroll" and any(a.kind == "reroll" for a in legal):
        best = max((i for i, a in enumerate(legal) if a.kind in ("place", "will")),
                   key=lambda i: (worth[i], -i), default=None)  # its best placement
        if best is not None:
            reroll = _reroll(ctx, legal, legal[best], worth[best])
            if reroll is not None and reroll not in out:
                out = out[:k - 1] + [reroll] if len(out) >= k else [*out, reroll]
    return out


def _gold(seat: Seat, unstaffed: float, unassigned: float) -> float:
    gold, found = gold_by_source(seat)
    knowledge = seat.knowledge / KNOWLEDGE_PER_GOLD - gold["knowledge"]
    hoped = sum(tile.large - tile.small for tile, (c, e, _, _) in zip(all_maps(seat), found.placing)
                if c == NONE and e == NONE)
    return sum(gold.values()) + knowledge + unstaffed * hoped + unassigned * found.unassigned


def margin(match: Match, seat: int) -> float:
    state = cast(GCState, match.state)
    if state.over:
        return score_margin(state.final["scores"], seat)
    rounds, judgement = horizon(state.rounds - state.round, state.phase), tuned(state.players)
    unstaffed, unassigned = judgement.unstaffed(rounds), judgement.unassigned(rounds)
    return score_margin([_gold(s, unstaffed, unassigned) for s in state.seats], seat)


def budget_at(view: View) -> Budget:
    """:data:`TWO_PLAYERS` with two seats, else :data:`BUDGET`."""
    return TWO_PLAYERS if view["players"] == 2 else BUDGET


STRONG = Player(choose, candidates, margin, BUDGET, budget_at=budget_at, own=own)

#: The review's thresholds (ai.review; docs/figures.md, "The review").
MARKS = Marks(1.5, 3.0, 6.0, "gold")

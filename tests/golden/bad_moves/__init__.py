"""Golden records with a known bad move, for the review's test (tests/contract/test_review.py).

Each is a four-player match of greedy seats (seed :data:`SEED`) in which one decision of seat 0
was replaced by the worst legal action: the greedy player's own worst by its scores
(``ai.computer(game).scores``), at the decision, in the middle of the match (the seat's decisions
from :data:`WINDOW`), where a judge with :data:`ORACLE` times the review's rollouts, on a
generator of its own (:data:`ORACLE_STREAM`), finds that action costs most. So the move is known
bad by a longer look than the review's and not by the review's own samples. ``python -m
tests.golden.bad_moves <game-id> ...`` builds them again (about a minute a game).
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import ai
from ai.review import budget_for, judge
from engine import Match, Rng, derive

HERE = Path(__file__).parent
SEED = 11
PLAYERS = 4
SEAT = 0
#: The share of the seat's decisions, from and to, among which the bad move is placed.
WINDOW = (0.25, 0.65)
#: The judge's rollouts, in multiples of the review's.
ORACLE = 4
ORACLE_STREAM = 0x0BAD


def path(game_id: str) -> Path:
    return HERE / f"{game_id.replace('-', '_')}.json"


def load(game_id: str) -> dict[str, Any]:
    """``{"link": record, "seat": 0, "bad": the decision's place, "action": its code}``."""
    data: dict[str, Any] = json.loads(path(game_id).read_text(encoding="utf-8"))
    return data


def _greedy(match: Match, bad: tuple[int, str] | None = None) -> Match:
    while not match.over:
        seat = match.to_act[0]
        legal, view = match.legal(seat), match.view(seat)
        if bad is not None and len(match.decisions) == bad[0]:
            match.play(seat, bad[1])
        else:
            match.play(seat, ai.choose(match.game.id, view, legal, match.ai_rng(seat)))
    return match


def worst(game_id: str, view: Any, legal: list[Any]) -> Any:
    scores = ai.computer(game_id).scores(view, legal)
    return legal[min(range(len(legal)), key=lambda i: (scores[i], i))]


def build(game_id: str) -> Path:
    plain = _greedy(Match.new(game_id, PLAYERS, SEED))
    mine = [at for at, (seat, _) in enumerate(plain.decisions) if seat == SEAT]
    window = set(mine[int(len(mine) * WINDOW[0]):int(len(mine) * WINDOW[1])])
    step = plain.replayed(0)
    found: tuple[float, int, str] | None = None
    for at, (seat, index) in enumerate(plain.decisions):
        legal = step.legal(seat)
        if at in window and len(legal) >= 3:
            view = step.view(seat)
            action = worst(game_id, view, legal)
            if action != legal[index]:
                budget = budget_for(game_id, view)
                judged = judge(game_id, view, legal, action, Rng(derive(SEED, ORACLE_STREAM, at)), step.sampler(seat),
                               replace(budget, rollouts=budget.rollouts * ORACLE), at)
                if found is None or judged.cost > found[0]:
                    found = (judged.cost, at, action.code)
        step.play(seat, legal[index])
    assert found is not None, "no decision to spoil"
    cost, at, code = found
    spoiled = _greedy(Match.new(game_id, PLAYERS, SEED), (at, code))
    out = path(game_id)
    out.write_text(json.dumps({"link": spoiled.record(), "seat": SEAT, "bad": at, "action": code,
                               "judged": round(cost, 2)}, indent=1) + "\n", encoding="utf-8")
    return out

"""The reviewer's first check of the review: a seat that plays at random is given no fewer
mistakes and blunders than a greedy seat on the same deal (tests/contract/test_review.py's
``slow`` run, ``build.py bench review``). Not in ai/: the page never runs it."""

from __future__ import annotations

from ai import choose
from ai.marks import BLUNDER, MISTAKE
from ai.review import review
from engine import Match, Rng, derive

#: The deal and the table of the check (the issue's: three players, seed 21).
SEED, PLAYERS, SEAT = 21, 3, 0


def played(game_id: str, at_random: bool, seed: int = SEED, players: int = PLAYERS) -> Match:
    """The match of ``seed`` with greedy seats, :data:`SEAT` at random (uniform over the legal
    actions, from its own stream) or greedy too."""
    match = Match.new(game_id, players, seed)
    while not match.over:
        seat = match.to_act[0]
        legal = match.legal(seat)
        if at_random and seat == SEAT:
            action = legal[Rng(derive(seed, 0x5A9, len(match.decisions))).below(len(legal))]
        else:
            action = choose(game_id, match.view(seat), legal, match.ai_rng(seat))
        match.play(seat, action)
    return match


def costly(match: Match) -> int:
    """The mistakes and blunders the review gives :data:`SEAT`."""
    return sum(1 for j in review(match, [SEAT]) if j.mark in (MISTAKE, BLUNDER))


def random_and_greedy(game_id: str) -> tuple[int, int]:
    """The random seat's mistakes and blunders, and the greedy seat's, on the same deal."""
    return costly(played(game_id, True)), costly(played(game_id, False))

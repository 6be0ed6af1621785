"""Play whole matches between computer seats and report them, one JSON line a match.

The loop lives here so that ``python -m engine simulate`` (uniform-random seats only:
``engine`` may not import ``ai``) and ``python -m ai simulate`` (greedy seats too) share
it. A chooser is ``chooser(game_id, view, legal, rng) -> action``, the signature of
``ai.choose``; it is given the view of its own seat only. A chooser that looks ahead
(:class:`LooksAhead`, the strong level) is also given ``sample``, the seat's
``Match.sampler``: copies of the match with what the seat cannot see dealt again.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter, defaultdict
from typing import Any, TextIO

from .core import GAMES, Action, Chooser, View
from .match import LooksAhead, Match
from .rng import Rng, derive

MAX_DECISIONS = 50_000


def decide(chooser: Chooser, match: Match, seat: int) -> Action:
    """``chooser``'s decision for ``seat`` now, from the seat's view (and sampler, for a
    chooser that looks ahead), with the decision's own generator ``match.ai_rng(seat)``."""
    args = (match.game.id, match.view(seat), match.legal(seat), match.ai_rng(seat))
    if isinstance(chooser, LooksAhead):
        return chooser(*args, match.sampler(seat))
    return chooser(*args)


def random_choice(game_id: str, view: View, legal: list[Action], rng: Rng) -> Action:
    """The uniform-random player: any legal action, equally likely."""
    return legal[rng.below(len(legal))]


def play_match(game_id: str, players: int, seed: int, choosers: list[Chooser],
               timings: list[tuple[int, float]] | None = None, options: dict[str, Any] | None = None) -> Match:
    """One match from ``seed`` with ``choosers[seat]`` deciding for each seat.

    Simultaneous decisions are taken in seat order; each decision's generator is
    ``match.ai_rng(seat)``, as in the page, so a match replays exactly from its record.
    """
    match = Match.new(game_id, players, seed, **(options or {}))
    while not match.over:
        to_act = match.to_act
        if not to_act:
            raise RuntimeError(f"{game_id} seed {seed}: nobody can act but the match is not over")
        for seat in to_act:
            if not match.legal(seat):
                raise RuntimeError(f"{game_id} seed {seed}: seat {seat} must act but has no legal action")
            start = time.perf_counter()
            action = decide(choosers[seat], match, seat)
            if timings is not None:
                timings.append((seat, time.perf_counter() - start))
            match.play(seat, action)
            if match.result is not None:  # the last decision ended it: nobody else decides
                break
        if len(match.decisions) > MAX_DECISIONS:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {MAX_DECISIONS} decisions")
    return match


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(game_id: str, players: int, games: int, seed: int, kinds: list[str], choosers: dict[str, Chooser],
        as_json: bool, out: TextIO = sys.stdout, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play ``games`` matches, seats rotated each match, and print a line each plus a summary."""
    wins_by_kind: defaultdict[str, float] = defaultdict(float)
    seats_by_kind: Counter[str] = Counter()
    wins_by_seat: defaultdict[int, float] = defaultdict(float)
    reasons: Counter[str] = Counter()
    rounds: Counter[int] = Counter()
    decision_times: dict[str, list[float]] = {k: [] for k in set(kinds)}
    started = time.perf_counter()
    for number in range(games):
        match_seed = derive(seed, number) & ((1 << 32) - 1)
        seating = [kinds[(seat + number) % players] for seat in range(players)]
        timings: list[tuple[int, float]] = []
        match = play_match(game_id, players, match_seed, [choosers[k] for k in seating], timings, options)
        for seat, seconds in timings:
            decision_times[seating[seat]].append(seconds)
        result = match.result
        assert result is not None
        winners = list(result.winners)
        for kind in seating:
            seats_by_kind[kind] += 1
        for w in winners:
            wins_by_kind[seating[w]] += 1 / len(winners)
            wins_by_seat[w] += 1 / len(winners)
        reasons[result.reason] += 1
        rounds[result.rounds] += 1
        line = {
            "match": number, "seed": match_seed, "players": players, "seats": seating,
            "options": match.options, "scores": list(result.scores), "winners": winners,
            "winner_kinds": [seating[w] for w in winners], "rounds": result.rounds,
            "decisions": len(match.decisions), "forced": match.forced, "reason": result.reason,
        }
        if as_json:
            print(json.dumps(line), file=out)
        else:
            print(f"match {number}: {' '.join(seating)} scores {list(result.scores)} winners {winners} "
                  f"rounds {result.rounds} ({result.reason})", file=out)
    elapsed = time.perf_counter() - started
    summary = {
        "summary": True, "game": game_id, "players": players, "games": games, "seconds": round(elapsed, 3),
        "matches_per_second": round(games / elapsed, 3) if elapsed else None,
        # Per seat of that kind: one greedy seat against three random ones wins this share of its games.
        "win_rate_by_kind": {k: round(wins_by_kind[k] / seats_by_kind[k], 4) for k in sorted(seats_by_kind)},
        # Of all matches, the share won by seats of that kind.
        "match_share_by_kind": {k: round(wins_by_kind[k] / games, 4) for k in sorted(seats_by_kind)},
        "wins_by_seat": {str(s): round(wins_by_seat[s], 2) for s in range(players)},
        "reasons": dict(reasons.most_common()),
        "rounds": {str(r): rounds[r] for r in sorted(rounds)},
        "rounds_median": statistics.median(sorted(rounds.elements())) if games else None,
        "decision_ms": {k: {"p50": round(_percentile(v, 0.5) * 1000, 3), "p95": round(_percentile(v, 0.95) * 1000, 3)}
                        for k, v in sorted(decision_times.items())},
    }
    print(json.dumps(summary) if as_json else "summary: " + json.dumps(summary, indent=1), file=out)
    return summary


def _option(text: str) -> tuple[str, Any]:
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"an option is NAME=VALUE, not {text!r}")
    return name, int(value) if value.lstrip("-").isdigit() else value


def main(argv: list[str] | None, choosers: dict[str, Chooser], prog: str) -> int:
    parser = argparse.ArgumentParser(prog=prog, description="Play matches between computer seats.")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play matches and print one line each, then a summary")
    sim.add_argument("--game", required=True, choices=sorted(GAMES))
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--seats", default=None,
                     help=f"comma-separated, one a seat, rotated every match; kinds: {', '.join(sorted(choosers))}")
    sim.add_argument("--option", type=_option, action="append", default=[], metavar="NAME=VALUE",
                     help="a match option (see the game's README); 'random' lets the seed choose where allowed")
    sim.add_argument("--json", action="store_true", help="JSON lines instead of text")
    args = parser.parse_args(argv)
    game = GAMES[args.game]
    if not game.min_players <= args.players <= game.max_players:
        parser.error(f"{game.title} is for {game.min_players} to {game.max_players} players")
    default = "greedy" if "greedy" in choosers else "random"
    kinds = args.seats.split(",") if args.seats else [default] * args.players
    if len(kinds) != args.players:
        parser.error(f"--seats names {len(kinds)} seats for {args.players} players")
    unknown = sorted(set(kinds) - set(choosers))
    if unknown:
        parser.error(f"unknown seat kind(s) {', '.join(unknown)}; known: {', '.join(sorted(choosers))}")
    options = dict(args.option)
    try:
        game.check_options(args.players, options)
    except ValueError as exc:
        parser.error(str(exc))
    run(args.game, args.players, args.games, args.seed, kinds, choosers, args.json, options=options)
    return 0

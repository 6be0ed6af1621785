"""The strong level's strength and time: ``build.py bench <game>-strength [--runs N]``.

Two settings per game, seats rotated every match (the strong seat sits at each seat in
turn): one strong seat against three greedy ones at 4 players (goal: 62.5% of the wins, 2.5
times the fair 25%), and against one greedy seat at 2 players (goal: 75%). ``--runs`` is the
number of matches per setting (the issue's figures want 200; each match takes seconds of
processor time, so the default of 5 is a smoke run); ``--players N`` runs one setting only. It prints
the strong seat's share of the wins (a tie shares the win) with its 95% Wilson interval,
and a strong decision's processor time (median and p95; the page's Pyodide is 2-3 times
slower than CPython).
"""

from __future__ import annotations

import math
import time

from engine import ENTRIES, Action, Chooser, Rng, View, derive

from . import Options, benchmark

#: (players, goal share of the wins) per setting.
SETTINGS = ((4, 0.625), (2, 0.75))
SEED = 35
#: The deals of ``<game>-own``: those its judgement was tuned on (seed 7).
OWN_SEED = 7


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a share of ``wins`` in ``n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def measure(game_id: str, players: int, matches: int, seed: int = SEED,
            verbose: bool = True, own: bool = False) -> tuple[float, list[float], list[int]]:
    """Play ``matches`` matches with one strong seat (at seat ``n % players`` in match
    ``n``) and greedy seats: the strong seat's wins, its decisions' processor seconds and
    each match's strong-minus-best-other score margin. ``own``: the strong player's own
    judgement alone in that seat (:func:`own_player`), no search."""
    from ai import chooser
    from engine import Match
    from engine.simulate import MAX_DECISIONS, decide

    strong, greedy = own_player(game_id) if own else chooser("strong"), chooser("greedy")
    wins, times, margins = 0.0, [], []
    for number in range(matches):
        me = number % players
        match = Match.new(game_id, players, derive(seed, players, number) & 0xFFFFFFFF)
        while not match.over:
            seat = match.to_act[0]
            start = time.process_time()
            action = decide(strong if seat == me else greedy, match, seat)
            if seat == me:
                times.append(time.process_time() - start)
            match.play(seat, action)
            if len(match.decisions) > MAX_DECISIONS:
                raise RuntimeError(f"{game_id} match {number}: no end after {MAX_DECISIONS} decisions")
        result = match.result
        assert result is not None
        if me in result.winners:
            wins += 1 / len(result.winners)
        scores = result.scores
        margins.append(scores[me] - max(s for i, s in enumerate(scores) if i != me))
        if verbose:  # a long run's figures so far, should it be cut short
            print(f"     match {number + 1}: strong at seat {me + 1}, scores {list(scores)}, "
                  f"winners {[w + 1 for w in result.winners]}; strong wins so far {wins:g}", flush=True)
    return wins, times, margins


def own_player(game_id: str) -> Chooser:
    """The strong player's own judgement (``Player.own``: the greedy player with its own
    guesses, as it plays its seat in its rollouts) as a one-ply player."""
    from ai import strong_player

    player = strong_player(game_id)
    if player.own is None:
        raise ValueError(f"{game_id}'s strong player judges as the greedy player does")
    own = player.own

    def choose_own(_game_id: str, view: View, legal: list[Action], rng: Rng) -> Action:
        return own(view, legal, rng)

    return choose_own


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def report(game_id: str, options: Options) -> bool:
    met = True
    for players, goal in SETTINGS:
        if options.players not in (None, players):
            continue
        wins, times, margins = measure(game_id, players, options.runs)
        n = options.runs
        low, high = wilson(wins, n)
        share = wins / n if n else 0.0
        verdict = "met" if low >= goal else ("short" if high < goal else "not yet shown")
        met = met and low >= goal
        print(f"   {players} players, strong vs {players - 1} greedy: {wins:g} wins of {n} = {share:.1%} "
              f"(95% {low:.1%}-{high:.1%}); goal {goal:.1%}: {verdict}; mean margin "
              f"{sum(margins) / max(1, len(margins)):+.1f}; decision {_percentile(times, 0.5) * 1000:.0f} ms "
              f"p50, {_percentile(times, 0.95) * 1000:.0f} ms p95 processor time ({len(times)} decisions)",
              flush=True)
    return met


def report_own(game_id: str, options: Options) -> None:
    """The strong player's own judgement alone against greedy seats: what its tuning gained."""
    from ai import strong_player

    if strong_player(game_id).own is None:
        print(f"   {game_id}: the strong player's own decisions are the greedy player's", flush=True)
        return
    for players, _goal in SETTINGS:
        if options.players not in (None, players):
            continue
        wins, _times, margins = measure(game_id, players, options.runs, seed=OWN_SEED, verbose=False, own=True)
        low, high = wilson(wins, options.runs)
        print(f"   {players} players, the strong player's own judgement (no search) vs {players - 1} greedy: "
              f"{wins:g} wins of {options.runs} = {wins / max(1, options.runs):.1%} (95% {low:.1%}-{high:.1%}; "
              f"a fair share {1 / players:.0%}); mean margin {sum(margins) / max(1, len(margins)):+.1f}",
              flush=True)


def _register(game_id: str) -> None:
    @benchmark(f"{game_id}-strength", f"{ENTRIES[game_id].title}: the strong level against greedy seats "
                                      "(--runs: matches per setting)")
    def strength(options: Options) -> bool:
        return report(game_id, options)

    @benchmark(f"{game_id}-own", f"{ENTRIES[game_id].title}: the strong player's own judgement alone "
                                 "(no search) against greedy seats, where it has one (--runs: matches per setting)")
    def own(options: Options) -> None:
        report_own(game_id, options)


for _gid in ENTRIES:
    _register(_gid)

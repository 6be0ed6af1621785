"""Each game's rules and computer player in CPython: greedy 4-player matches per second,
one greedy decision's time (p50, p95), and restoring a whole match from its record."""

from __future__ import annotations

import statistics
import time

from bench import Options, benchmark, summary

MATCHES_PER_RUN = 8


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def engine_figures(game: str, options: Options) -> None:
    import ai
    from engine import Match
    from engine.simulate import play_match

    rates, decisions, restores, rounds, records = [], [], [], [], []
    for run in range(options.runs):
        timings: list = []
        started = time.perf_counter()
        for n in range(MATCHES_PER_RUN):
            match = play_match(game, 4, 1000 * run + n, [ai.choose] * 4, timings)
            records.append(match.record())
            rounds.append(match.result["rounds"])
        rates.append(MATCHES_PER_RUN / (time.perf_counter() - started))
        decisions += [seconds * 1000 for _, seconds in timings]
    for text in records:
        started = time.perf_counter()
        Match.from_record(text)
        restores.append((time.perf_counter() - started) * 1000)
    print(f"   greedy 4-player matches per second: {summary(rates, '/s')}")
    print(f"   greedy decision: p50 {percentile(decisions, 0.5):.2f} ms, p95 {percentile(decisions, 0.95):.2f} ms, "
          f"max {max(decisions):.1f} ms (n={len(decisions)})")
    print(f"   restore a whole match from its record: {summary(restores, 'ms', 1)} "
          f"(records {statistics.median(len(r) for r in records):.0f} characters; rounds {summary(rounds, '', 0)})")


@benchmark("mundus-novus", "Mundus Novus in CPython: greedy matches per second, decision time, restoring a record")
def mundus_novus(options: Options):
    engine_figures("mundus-novus", options)


@benchmark("puerto-rico", "Puerto Rico in CPython: greedy matches per second, decision time, restoring a record")
def puerto_rico(options: Options):
    engine_figures("puerto-rico", options)

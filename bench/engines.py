"""Each game's rules and computer player in CPython, 4 players: greedy and uniform-random
matches per second, a greedy decision's p50 and p95 (goal: p95 under 5 ms) with its
processor time beside it (which does not count waiting for a processor on a busy machine),
sampled positions per second (re-deal what a seat cannot see and apply one legal action:
what a look-ahead player needs), replaying a whole match from its record, and a record's
length (indexes into the legal list, as written, against action codes, both compressed)."""

from __future__ import annotations

import base64
import statistics
import time
import zlib

import ai
from bench import Options, benchmark, summary
from engine import ENTRIES, GAMES, Action, Chooser, Match, Rng, View

MATCHES_PER_RUN = 6
DECISION_P95_GOAL_MS = 5.0


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def codes_length(match: Match) -> int:
    """The length a record would have with action codes instead of indexes (same envelope)."""
    codes = [f"{seat}{action.code}" for seat, action in match.played()]
    body = base64.urlsafe_b64encode(zlib.compress("\n".join(codes).encode(), 9)).rstrip(b"=")
    header = len(match.record()) - len(match.record().split(".")[2])
    return header + len(body)


def sampled_per_second(match: Match, seconds: float = 1.0) -> float:
    count, started, k = 0, time.perf_counter(), 0
    while time.perf_counter() - started < seconds and not match.over:
        seat = match.to_act[0]
        legal = match.legal(seat)
        twin = match.sample(seat, Rng(k))
        twin.apply_sampled(seat, legal[k % len(legal)])
        count, k = count + 1, k + 1
    return count / (time.perf_counter() - started)


def cpu_timed(chooser: Chooser, into: list[float]) -> Chooser:
    """``chooser``, appending the processor time of each choice (ms) to ``into``: on a busy
    machine the wall-clock figure also counts the time spent waiting for a processor."""

    def timed(game_id: str, view: View, legal: list[Action], rng: Rng) -> Action:
        started = time.process_time()
        try:
            return chooser(game_id, view, legal, rng)
        finally:
            into.append((time.process_time() - started) * 1000)

    return timed


def engine_figures(game: str, options: Options) -> bool:
    from engine.simulate import play_match, random_choice

    greedy_rates, random_rates, decisions, replays, records, code_lengths, samples = [], [], [], [], [], [], []
    cpu: list[float] = []
    for run in range(options.runs):
        timings: list[tuple[int, float]] = []
        started = time.perf_counter()
        for n in range(MATCHES_PER_RUN):
            match = play_match(game, 4, 1000 * run + n, [cpu_timed(ai.choose, cpu)] * 4, timings)
            records.append(match.record())
        greedy_rates.append(MATCHES_PER_RUN / (time.perf_counter() - started))
        decisions += [seconds * 1000 for _, seconds in timings]
        started = time.perf_counter()
        for n in range(MATCHES_PER_RUN):
            last = play_match(game, 4, 5000 + 1000 * run + n, [random_choice] * 4)
        random_rates.append(MATCHES_PER_RUN / (time.perf_counter() - started))
        code_lengths.append(codes_length(match))
        middle = match.replayed(len(match.decisions) // 2)
        samples.append(sampled_per_second(middle, 0.5))
        del last
    for text in records:
        started = time.perf_counter()
        Match.from_record(text)
        replays.append((time.perf_counter() - started) * 1000)
    p95 = percentile(decisions, 0.95)
    print(f"   greedy 4-player matches per second: {summary(greedy_rates, '/s')}")
    print(f"   uniform-random 4-player matches per second: {summary(random_rates, '/s')}")
    print(f"   greedy decision: p50 {percentile(decisions, 0.5):.2f} ms, p95 {p95:.2f} ms "
          f"(goal < {DECISION_P95_GOAL_MS:.0f} ms), max {max(decisions):.1f} ms (n={len(decisions)})")
    print(f"   its processor time: p50 {percentile(cpu, 0.5):.2f} ms, p95 {percentile(cpu, 0.95):.2f} ms, "
          f"max {max(cpu):.1f} ms (the wall clock above also counts waiting for a processor)")
    print(f"   sampled positions per second (re-deal + one action): {summary(samples, '/s')}")
    print(f"   replay a whole greedy match from its record: {summary(replays, 'ms', 1)}")
    print(f"   record of a greedy match: {statistics.median(len(r) for r in records):.0f} characters with indexes, "
          f"{statistics.median(code_lengths):.0f} with action codes")
    return p95 < DECISION_P95_GOAL_MS


def _register(game: str, title: str) -> None:
    @benchmark(game, f"{title} in CPython: matches per second, decision time, sampling, replay, record size")
    def figures(options: Options) -> bool:
        return engine_figures(game, options)


# Every game of the catalogue whose rules and computer player are built.
for _entry in ENTRIES.values():
    if GAMES.built(_entry.id) and ai.has_player(_entry.id):
        _register(_entry.id, _entry.title)

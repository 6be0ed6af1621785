"""``build.py bench review``: a whole four-player match of each game reviewed (ai/review.py).

The match is each game's golden record with a known bad move (tests/golden/bad_moves): greedy
seats, one decision of seat 0 replaced by a bad one. Seat 0's every decision is judged in CPython:
the processor time in all and per decision, the marks, the share of the greedy player's own
choices found good, and the bad move's mark. The review in the page (its time, its progress
and the longest main-thread task) is not measured here yet (docs/figures.md has a figure by hand).
"""

from __future__ import annotations

import statistics
import time
from collections import Counter

from ai.marks import GOOD, MARKS
from ai.review import Review
from bench import Options, benchmark
from engine import ENTRIES, Match
from tests.golden import bad_moves


@benchmark("review", "a whole 4-player match of each game reviewed in CPython: time, marks, "
                     "the greedy choices' share good")
def run(options: Options) -> None:
    for game_id in ENTRIES:
        if not bad_moves.path(game_id).exists():
            continue
        golden = bad_moves.load(game_id)
        match = Match.from_record(golden["link"])
        work = Review(match, [golden["seat"]])
        each: list[float] = []
        began = time.process_time()
        while not work.finished:
            before, decided = time.process_time(), len(work.judgements)
            while len(work.judgements) == decided and not work.step():
                pass
            each.append(time.process_time() - before)
        total = time.process_time() - began
        judged = sorted(work.judgements, key=lambda j: j.at)
        bad = next(j for j in judged if j.at == golden["bad"])
        greedy = [j for j in judged if j.at != golden["bad"]]
        good = sum(1 for j in greedy if j.mark == GOOD)
        counts = Counter(j.mark for j in greedy)
        ms = sorted(t * 1000 for t in each)
        p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
        print(f"{ENTRIES[game_id].title}: {len(judged)} decisions of seat 1 in {total:.1f} s of processor time "
              f"(a decision p50 {statistics.median(ms):.0f} ms, p95 {p95:.0f} ms)")
        print(f"  the bad move ({golden['action']} at decision {golden['bad'] + 1}): {bad.mark}, {bad.cost:.1f} "
              f"(best {bad.best})")
        print(f"  the greedy choices: {good} of {len(greedy)} good ({100 * good / max(1, len(greedy)):.0f}%); "
              + ", ".join(f"{mark} {counts[mark]}" for mark in MARKS))

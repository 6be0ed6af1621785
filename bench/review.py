"""``build.py bench review``: a whole four-player match of each game reviewed (ai/review.py).

The match is each game's golden record with a known bad move (tests/golden/bad_moves): greedy
seats, one decision of seat 0 replaced by a bad one. Seat 0's every decision is judged in CPython:
the processor time in all, per decision and until every decision is screened (the review's first
pass: ai/review.py), the marks, the share of the greedy player's own choices found good, and the
bad move's mark; then the reviewer's first check
(:func:`tests.review_sanity.random_and_greedy`): a random seat's mistakes and blunders against a greedy
one's. Then the same records in the page (Chromium, the built site): "Review my decisions" clicked
on the end panel, the time until every decision is screened (the end panel says how many choices it
checks again) and until the review is drawn, how many times its progress was drawn, and
the main thread's longest frame meanwhile, from the Long Animation Frames API (the goal: none over
100 ms: the review runs in the worker).
"""

from __future__ import annotations

import os
import statistics
import time
from collections import Counter

from ai.marks import ALL, GOOD
from ai.review import Review
from bench import Options, benchmark
from engine import ENTRIES, Match
from tests.golden import bad_moves
from tests.review_sanity import random_and_greedy

#: The main thread's frames over 50 ms (each its start, its length, the time in scripts and in
#: the rendering at its end), and each drawing of the review's progress, from the page's start.
WATCH = ("window.__frames = []; new PerformanceObserver(list => { for (const e of list.getEntries())"
         " window.__frames.push([e.startTime, e.duration, e.scripts.reduce((t, s) => t + s.duration, 0),"
         " e.renderStart ? e.startTime + e.duration - e.renderStart : 0]); })"
         ".observe({type: 'long-animation-frame', buffered: true});"
         "window.__progress = []; new MutationObserver(() => { const end = document.getElementById('end');"
         " const bar = end && end.querySelector('progress'); if (bar) window.__progress.push(bar.value); })"
         ".observe(document, {subtree: true, childList: true, attributes: true});")
GOAL_LONGEST_MS = 100


@benchmark("review", "a whole 4-player match of each game reviewed in CPython and in the page: time, marks, "
                     "the greedy choices' share good, progress, the longest main-thread frame")
def run(options: Options) -> bool:
    records = _in_cpython()
    return _in_page(options, records)


def _in_cpython() -> list[tuple[str, str]]:
    records = []
    for game_id in ENTRIES:
        if not bad_moves.path(game_id).exists():
            continue
        golden = bad_moves.load(game_id)
        match = Match.from_record(golden["link"])
        work = Review(match, [golden["seat"]])
        each: list[float] = []
        began, screened = time.process_time(), 0.0
        while not work.finished:
            before, decided = time.process_time(), len(work.judgements)
            while len(work.judgements) == decided and not work.step():
                if not screened and work.checking:
                    screened = time.process_time() - began
            each.append(time.process_time() - before)
        total = time.process_time() - began
        screened = screened or total
        judged = sorted(work.judgements, key=lambda j: j.at)
        bad = next(j for j in judged if j.at == golden["bad"])
        greedy = [j for j in judged if j.at != golden["bad"]]
        good = sum(1 for j in greedy if j.mark == GOOD)
        counts = Counter(j.mark for j in greedy)
        ms = sorted(t * 1000 for t in each)
        p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
        print(f"{ENTRIES[game_id].title}: {len(judged)} decisions of seat 1 in {total:.1f} s of processor time "
              f"(a decision p50 {statistics.median(ms):.0f} ms, p95 {p95:.0f} ms); every decision screened in "
              f"{screened:.1f} s, {work.rechecks} left to re-check")
        print(f"  the bad move ({golden['action']} at decision {golden['bad'] + 1}): {bad.mark}, {bad.cost:.1f} "
              f"(best {bad.best})")
        print(f"  the greedy choices: {good} of {len(greedy)} good ({100 * good / max(1, len(greedy)):.0f}%); "
              + ", ".join(f"{mark} {counts[mark]}" for mark in ALL))
        began = time.process_time()
        wild, tame = random_and_greedy(game_id)
        print(f"  a random seat and a greedy one on the same deal (3 players, seed 21): mistakes and blunders "
              f"{wild} and {tame} ({time.process_time() - began:.0f} s)")
        records.append((game_id, golden["link"]))
    return records


def _in_page(options: Options, records: list[tuple[str, str]]) -> bool:
    from playwright.sync_api import sync_playwright

    import build
    from tests import browser_support
    from tests.e2e.helpers import MATCH_READY

    met = True
    with build.serving(options.site) as url, sync_playwright() as playwright:
        browser = browser_support.launch_chromium(playwright)
        try:
            for game_id, record in records:
                context = browser.new_context()
                page = context.new_page()
                page.add_init_script(WATCH)
                page.goto(f"{url}#{record}")
                browser_support.wait_until_ready(page, MATCH_READY)
                began = float(page.evaluate("() => performance.now()"))
                page.click('#end [data-action="review"]')
                page.wait_for_selector('#end .review-checking, #end .review-summary', timeout=3_600_000)
                screened = float(page.evaluate("() => performance.now()"))
                page.wait_for_selector('#app[data-ai="idle"] #end .review-summary', timeout=3_600_000)
                ended = float(page.evaluate("() => performance.now()"))
                frames = [f[1:] for f in page.evaluate("() => window.__frames") if f[0] >= began]
                drawn = len(set(page.evaluate("() => window.__progress")))
                longest, scripts, rendering = max(frames, default=(0.0, 0.0, 0.0))
                met = met and longest <= GOAL_LONGEST_MS
                said = (f"the longest {longest:.0f} ms (scripts {scripts:.0f} ms, rendering {rendering:.0f} ms; "
                        f"{len(frames)} over 50 ms)" if frames else "none over 50 ms")
                print(f"{ENTRIES[game_id].title} in the page: every decision screened in "
                      f"{(screened - began) / 1000:.1f} s, reviewed in {(ended - began) / 1000:.1f} s, the progress "
                      f"drawn at {drawn} values, the main thread's frames meanwhile: {said} "
                      f"(goal none over {GOAL_LONGEST_MS} ms); the machine's load average "
                      f"{os.getloadavg()[0]:.1f}")
                context.close()
        finally:
            browser.close()
    return met

"""The strong level in the page: ``build.py bench <game>-strong-page [--runs N]``.

In Chromium, 4-player matches against three strong computers at the instant speed (the
computers' moves follow one another with no pause, so the page is thinking nearly all the
time), the person's choices clicked at random: each strong decision's thinking time (its
slices added up: ``data-ai-ms``) and its time from the first slice to its move drawn
(``data-ai-wall-ms``: the browser's turns between slices included), both with the goal p95 at
most 1.5 s; and the main thread's long tasks, from the browser's Long Animation Frames API,
which says what ran in each long frame: the computers' work (thinking slices and their
moves drawn, run from Pyodide's event loop: message and timer callbacks), the person's
clicks (the click handler: the decision played and the table drawn) and the browser's own
style, layout and paint. The goal: no task of the computers' over 100 ms, so taps,
scrolling and the thinking indicator keep working while a computer thinks. ``--runs``
counts matches (at least one): a match is 100-250 strong decisions.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from bench import Options, benchmark
from bench.engines import percentile
from engine import ENTRIES
from web.games import playable

if TYPE_CHECKING:
    from playwright.sync_api import Page

GOAL_DECISION_P95_MS = 1500
GOAL_LONGEST_TASK_MS = 100
#: Every long animation frame (over 50 ms) from the page's start: when, how long, its rendering
#: (style, layout, paint) and each script in it with what invoked it.
FRAMES = ("window.__frames = []; new PerformanceObserver(list => { for (const e of list.getEntries())"
          " window.__frames.push({start: e.startTime,"
          " render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,"
          " scripts: e.scripts.map(s => [s.invokerType, s.invoker, s.duration])}); })"
          ".observe({type: 'long-animation-frame', buffered: true});")


def _register(game: str, title: str) -> None:
    @benchmark(f"{game}-strong-page", f"{title} in the page against three strong computers: "
                                      "decision time and the longest main-thread task")
    def figures(options: Options) -> bool:
        return strong_page_figures(game, options)


for _entry in ENTRIES.values():
    if playable(_entry.id) and "strong" in _entry.levels:
        _register(_entry.id, _entry.title)


def _numbers(page: Page, attribute: str) -> list[float]:
    return [float(x) for x in (page.get_attribute("#app", attribute) or "").split(",") if x]


def strong_page_figures(game: str, options: Options) -> bool:
    from playwright.sync_api import sync_playwright

    import build
    from tests import browser_support
    from tests.e2e.helpers import click_some_choice, start_match, wait_idle

    thinking: list[float] = []
    wall: list[float] = []
    computers: list[float] = []  # each script run from the event loop (thinking, a move drawn)
    clicks: list[float] = []  # each click handler's run
    rendering: list[float] = []  # each long frame's style, layout and paint
    with build.serving(options.site) as url, sync_playwright() as playwright:
        browser = browser_support.launch_chromium(playwright)
        try:
            for run in range(max(1, options.runs // 5)):
                context = browser.new_context()
                page = context.new_page()
                page.add_init_script(FRAMES)
                page.goto(url)
                browser_support.wait_until_ready(page)
                started = float(page.evaluate("() => performance.now()"))
                start_match(page, players=4, game=game, level="strong")
                rng = random.Random(run)
                while click_some_choice(page, rng) is not None:
                    pass
                wait_idle(page)
                thinking += _numbers(page, "data-ai-ms")
                wall += _numbers(page, "data-ai-wall-ms")
                for frame in page.evaluate("() => window.__frames"):
                    if frame["start"] < started:
                        continue
                    rendering.append(frame["render"])
                    for _kind, invoker, duration in frame["scripts"]:
                        (clicks if "onclick" in invoker else computers).append(duration)
                context.close()
        finally:
            browser.close()
    p95, wall_p95 = percentile(thinking, 0.95), percentile(wall, 0.95)
    longest = max(computers, default=0.0)
    over = sorted(d for d in computers if d > GOAL_LONGEST_TASK_MS)
    met = wall_p95 <= GOAL_DECISION_P95_MS and not over
    print(f"   strong decision's thinking (its slices): p50 {percentile(thinking, 0.5):.0f} ms, p95 {p95:.0f} ms, "
          f"max {max(thinking, default=0.0):.0f} ms (n={len(thinking)})")
    print(f"   strong decision, first slice to its move drawn: p50 {percentile(wall, 0.5):.0f} ms, "
          f"p95 {wall_p95:.0f} ms (goal p95 <= {GOAL_DECISION_P95_MS} ms: "
          f"{'met' if wall_p95 <= GOAL_DECISION_P95_MS else 'MISSED'})")
    print(f"   the computers' tasks in long frames (thinking slices, moves drawn): {len(computers)}, the longest "
          f"{longest:.0f} ms, {len(over)} over {GOAL_LONGEST_TASK_MS} ms "
          f"(goal: none: {'met' if not over else 'MISSED'})"
          + (f": {', '.join(f'{d:.0f}' for d in over)} ms" if over else ""))
    print(f"   beside them: the person's clicks in long frames {len(clicks)}, "
          f"the longest {max(clicks, default=0.0):.0f} ms; "
          f"the browser's rendering of a long frame p50 {percentile(rendering, 0.5):.0f} ms, "
          f"the longest {max(rendering, default=0.0):.0f} ms")
    return met

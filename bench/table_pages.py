"""Each game's figures of the table in the page (the engine's are in :mod:`bench.engines`).

``<game>-page`` for every game the table offers (``mundus-novus-page``, ``puerto-rico-page``,
``gilded-compass-page`` ...): in Chromium, whole 4-player matches clicked through at the
instant speed, the same matches every time (``?seed=``): each computer decision (p50, p95;
goal p95 < 50 ms), each click on the table to the next frame (p95; goal < 100 ms) and, by
the browser's Event Timing, to the next paint (the home screen's clicks that set the match
up and start it are figures of their own), and opening a whole-match link into an
interactive table; for a game whose board is an inline SVG
(Endeavor's map), the bytes the drawing adds to the table.
"""

from __future__ import annotations

import random
import statistics
import time

from bench import Options, benchmark, summary
from bench.engines import percentile as _pct
from engine import ENTRIES
from web.games import playable

GOAL_AI_P95_MS = 50
GOAL_CLICK_P95_MS = 100
#: The browser's own measure of each click to the next paint (the Event Timing API, as
#: Interaction to Next Paint reads it): the page's figure stops at the next frame's start, this
#: one includes that frame's layout and paint. Chromium reports durations of 16 ms and more, in
#: 8 ms steps; a click not reported took less.
EVENT_TIMING = ("window.__clickPaint = []; new PerformanceObserver(list => { for (const e of list.getEntries())"
                " if (e.name === 'click') window.__clickPaint.push([e.startTime, e.duration]); })"
                ".observe({type: 'event', durationThreshold: 16, buffered: true});")
EVENT_TIMING_FLOOR_MS = 16.0


def _register(game: str, title: str) -> None:
    @benchmark(f"{game}-page", f"{title} in the page: AI decisions, clicks, restoring a whole-match link")
    def figures(options: Options) -> bool:
        return page_figures(game, options)


for _entry in ENTRIES.values():
    if playable(_entry.id):
        _register(_entry.id, _entry.title)


def page_figures(game: str, options: Options) -> bool:
    from playwright.sync_api import sync_playwright

    import build
    from tests import browser_support
    from tests.e2e.helpers import click_some_choice, click_times, record, start_match, wait_idle

    ai_ms: list[float] = []
    click_ms: list[float] = []
    setup_ms: list[float] = []  # the home screen's clicks up to and including Start
    paint_ms: list[float] = []
    restore: list[float] = []
    boot: list[float] = []
    links: list[str] = []
    sizes: list[tuple[int, int]] = []  # (the table's bytes, of which inline SVG) at each run's end
    with build.serving(options.site) as url, sync_playwright() as playwright:
        browser = browser_support.launch_chromium(playwright)
        try:
            for run in range(max(1, options.runs // 2)):
                context = browser.new_context()
                page = context.new_page()
                page.add_init_script(EVENT_TIMING)
                # The same match in every run with this number (``?seed=``, the person's clicks from
                # ``rng``): two versions of the page benched side by side play the same clicks.
                page.goto(f"{url}?seed={1000 + run}")
                page.wait_for_selector(browser_support.READY_SELECTOR, timeout=browser_support.READY_TIMEOUT_MS)
                start_match(page, players=4, game=game)
                opening = len(click_times(page))
                started = float(page.evaluate("() => performance.now()"))
                rng = random.Random(run)
                while click_some_choice(page, rng) is not None:
                    pass
                wait_idle(page)
                ai_ms += [float(x) for x in (page.get_attribute("#app", "data-ai-ms") or "").split(",") if x]
                clicks = click_times(page)
                setup_ms += clicks[:opening]
                click_ms += clicks[opening:]
                painted = [duration for at, duration in page.evaluate("() => window.__clickPaint") if at > started]
                paint_ms += painted + [EVENT_TIMING_FLOOR_MS] * max(0, len(clicks) - opening - len(painted))
                links.append(record(page))
                sizes.append(page.evaluate(
                    "() => { const t = document.querySelector('#app .game-table');"
                    " return [t.innerHTML.length, [...t.querySelectorAll('svg')]"
                    ".reduce((n, s) => n + s.outerHTML.length, 0)]; }"))
                context.close()
            for run in range(options.runs):
                for fragment, times in (("", boot), (links[run % len(links)], restore)):
                    context = browser.new_context()
                    page = context.new_page()
                    started = time.perf_counter()
                    page.goto(url + fragment, wait_until="commit")
                    ready = '#app[data-ready="match"][data-ai="idle"]' if fragment else browser_support.READY_SELECTOR
                    page.wait_for_selector(ready, timeout=browser_support.READY_TIMEOUT_MS)
                    times.append(time.perf_counter() - started)
                    context.close()
        finally:
            browser.close()
    ai_p95, click_p95 = _pct(ai_ms, 0.95), _pct(click_ms, 0.95)
    print(f"   computer decision in the page: p50 {_pct(ai_ms, 0.5):.1f} ms, p95 {ai_p95:.1f} ms "
          f"(n={len(ai_ms)})  goal p95 < {GOAL_AI_P95_MS} ms: {'met' if ai_p95 < GOAL_AI_P95_MS else 'MISSED'}")
    click_verdict = "met" if click_p95 < GOAL_CLICK_P95_MS else "MISSED"
    print(f"   click on the table to the updated table: p50 {_pct(click_ms, 0.5):.1f} ms, p95 {click_p95:.1f} ms "
          f"(n={len(click_ms)})  goal p95 < {GOAL_CLICK_P95_MS} ms: {click_verdict}")
    print(f"   setting up on the home screen and Start, each click to the next frame: "
          f"p50 {_pct(setup_ms, 0.5):.1f} ms, the slowest {max(setup_ms):.1f} ms (n={len(setup_ms)})")
    print(f"   click on the table to the next paint (the browser's Event Timing): p50 {_pct(paint_ms, 0.5):.0f} ms, "
          f"p95 {_pct(paint_ms, 0.95):.0f} ms (n={len(paint_ms)})")
    print(f"   open a whole-match link to an interactive table: {summary(restore)} "
          f"(the home screen alone: {summary(boot)}; link length {statistics.median(len(x) for x in links):.0f})")
    table, svg = (statistics.median(x) for x in zip(*sizes))
    if svg:  # a game that draws its board as inline SVG (Endeavor's map): what the drawing adds
        print(f"   the table's markup at the end: {table / 1024:.1f} KiB, of which the inline SVG map "
              f"{svg / 1024:.1f} KiB")
    return ai_p95 < GOAL_AI_P95_MS and click_p95 < GOAL_CLICK_P95_MS

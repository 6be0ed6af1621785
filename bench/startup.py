"""The page's first seconds as a phone lives them: CPU slowed down, the main thread's long frames.

One visit (:func:`visit`) in a fresh browser context at a CPU slowed `rate` times (Chrome's own
throttling, ``Emulation.setCPUThrottlingRate``: 4x is the usual stand-in for a mid-range phone):
  - ``home``: navigation to the first task after the home screen is ready (a working button:
    with Python in a worker, the main side's home screen, drawn before the worker is up);
  - ``table``: Start pressed at that moment, as a person who knows what they want does, until the
    table is drawn (from the navigation);
  - ``warm``: the page loaded again in that context, to its home screen ready (the browser's
    cache warm; the match just started is among the saves);
  - ``link``: a shared link (:func:`shared_link`) opened in another fresh context, until its
    table is drawn; ``link_warm``: the same link loaded again there (the cache warm);
  - ``blocking``: total blocking time up to ``home``: the sum of the Long Animation Frames API's
    ``blockingDuration`` over the frames that began before it (a frame blocks for what its
    longest task ran past 50 ms, as Lighthouse's TBT counts tasks);
  - ``longest``: the longest such frame up to ``home``, and ``after``: the longest from ``home``
    until the table was drawn (what a tap during that time waits for, at most).
The page's own clock (performance.now(), navigation at 0) dates everything: an init script
watches for the ready selectors and records the frames as they end.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

    from tests.browser_support import Browser

#: Records the page's long animation frames and when the selectors first matched (then the next
#: task: the page can answer a tap) on window.__benchStart.
START_CLOCK = """(() => {
  const wanted = %s;
  const clock = window.__benchStart = {frames: [], ready: {}, interactive: {}};
  new PerformanceObserver((list) => {
    for (const f of list.getEntries()) clock.frames.push([f.startTime, f.duration, f.blockingDuration]);
  }).observe({type: "long-animation-frame", buffered: true});
  const observer = new MutationObserver(() => {
    for (const [name, selector] of Object.entries(wanted)) {
      if (clock.ready[name] !== undefined || !document.querySelector(selector)) continue;
      clock.ready[name] = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { clock.interactive[name] = performance.now(); };
      channel.port2.postMessage(null);
    }
  });
  observer.observe(document, {subtree: true, childList: true, attributes: true});
})();"""
#: The first Start button that works: the home screen Python drew, or (Python in a worker) the
#: one the main side drew while the worker starts, which takes Start at once (main_side/home.py).
START_BUTTON = '#app:is([data-ready="home"], [data-early="home"]) [data-action="start"]:not([disabled])'
TABLE_READY = '#app[data-ready="match"]'
#: Chrome's CPU slow-down for a mid-range phone, and none.
RATES = (1, 4)
#: The page with Python on the page's main thread, retired 2026-12-07: its last figures (the
#: machine otherwise idle, docs/figures.md "A shared link's table"), printed beside ours.
RETIRED = ("the earlier page, Python on the main thread (retired; its last figures, 2026-12-07, idle): "
           "a shared link's table 1.37 s fresh at 1x, 3.58 s at 4x; the longest frame at 4x 1.41 s")


def _interactive(page: Page, name: str, timeout_ms: int) -> float:
    """Milliseconds from the navigation to the first task after `name`'s selector matched."""
    found = page.wait_for_function(f"() => window.__benchStart && window.__benchStart.interactive[{json.dumps(name)}]",
                                   timeout=timeout_ms)
    return float(found.json_value())


def blocking(frames: list[list[float]], until_ms: float) -> tuple[float, float]:
    """(total blocking time, longest frame) in ms over the `frames` ([start, duration, blocking])
    that began before `until_ms`."""
    before = [f for f in frames if f[0] < until_ms]
    return sum(f[2] for f in before), max((f[1] for f in before), default=0.0)


def longest_between(frames: list[list[float]], start_ms: float, end_ms: float) -> float:
    """The longest of the `frames` that ended after `start_ms` and began before `end_ms`."""
    return max((f[1] for f in frames if f[0] + f[1] > start_ms and f[0] < end_ms), default=0.0)


def shared_link() -> str:
    """The record of a match as a person shares it: Puerto Rico at four, 40 decisions in (the
    first legal choice at each), two people and two computers."""
    from engine import Match

    match = Match.new("puerto-rico", players=4, seed=7, table={"names": ["Ana", "Bo", "", ""], "human": 1,
                                                               "levels": ["", "", "greedy", "greedy"]})
    for _ in range(40):
        seat = match.to_act[0]
        match.play(seat, match.legal(seat)[0])
    return match.record()


def _slowed(browser: Browser, rate: int, wanted: dict[str, str]) -> tuple[BrowserContext, Page]:
    """(context, page): a fresh context at `rate` times slower CPU, the page's clock watching
    for the ``wanted`` selectors (name -> selector)."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(script=START_CLOCK % json.dumps(wanted))
    page = context.new_page()
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
    return context, page


def link_visit(browser: Browser, url: str, rate: int, timeout_ms: int) -> dict[str, float]:
    """A shared link opened in a fresh context at `rate` times slower CPU, and again there:
    seconds from the navigation to the first task after its table is drawn."""
    context, page = _slowed(browser, rate, {"table": TABLE_READY})
    try:
        address = url + "#" + shared_link()
        page.goto(address, wait_until="commit")
        fresh = _interactive(page, "table", timeout_ms)
        page.reload(wait_until="commit")
        warm = _interactive(page, "table", timeout_ms)
        return {"link": fresh / 1000, "link_warm": warm / 1000}
    finally:
        context.close()


def visit(browser: Browser, url: str, rate: int, timeout_ms: int) -> dict[str, float]:
    """One fresh context at `rate` times slower CPU: see the module's docstring for the figures
    (seconds for times, milliseconds for frames)."""
    context, page = _slowed(browser, rate, {"home": START_BUTTON, "table": TABLE_READY})
    try:
        page.goto(url, wait_until="commit")
        home = _interactive(page, "home", timeout_ms)
        page.click(START_BUTTON, timeout=timeout_ms)
        table = _interactive(page, "table", timeout_ms)
        frames = page.evaluate("() => window.__benchStart.frames")
        total, longest = blocking(frames, home)
        after = longest_between(frames, home, table)
        # The home screen again: the match left its address, so a reload would open the match.
        page.goto(url, wait_until="commit")
        warm = _interactive(page, "home", timeout_ms)
        return {"home": home / 1000, "table": table / 1000, "warm": warm / 1000,
                "blocking": total, "longest": longest, "after": after}
    finally:
        context.close()


def runtime_alone(browser: Browser, url: str, ready: str, runs: int, timeout_ms: int) -> dict[int, list[float]]:
    """The longest main-thread frame (ms) of a fresh visit to `url` until `ready` matches, at
    each CPU rate, `runs` times: for the bare MicroPython page, the runtime's own start."""
    found: dict[int, list[float]] = {rate: [] for rate in RATES}
    for _ in range(runs):
        for rate in RATES:
            context, page = _slowed(browser, rate, {"ready": ready})
            try:
                page.goto(url, wait_until="commit")
                until = _interactive(page, "ready", timeout_ms)
                found[rate].append(blocking(page.evaluate("() => window.__benchStart.frames"), until)[1])
            finally:
                context.close()
    return found


def side_by_side(browser: Browser, urls: dict[str, str], runs: int,
                 timeout_ms: int) -> dict[tuple[str, int], list[dict[str, float]]]:
    """:func:`visit` of each page in ``urls`` (name -> address) at each rate, ``runs`` times,
    interleaved (the order turned each run), so that a busy machine weighs on all alike."""
    found: dict[tuple[str, int], list[dict[str, float]]] = {(name, rate): [] for name in urls for rate in RATES}
    for run in range(runs):
        names = list(urls) if run % 2 == 0 else list(reversed(urls))
        for rate in RATES:
            for name in names:
                figures = visit(browser, urls[name], rate, timeout_ms)
                figures.update(link_visit(browser, urls[name], rate, timeout_ms))
                found[(name, rate)].append(figures)
    return found

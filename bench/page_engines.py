"""The page's start-up in WebKit and Firefox beside Chromium, each driven the same way
(tests/engines/drivers.py's Tab: WebKitGTK's WebDriver, Firefox's WebDriver BiDi, Playwright
for Chromium), a 1366x768 window, service workers blocked in Chromium and not registered
before the first load in the others:

  - fresh: a new profile, from the navigation to the home screen drawn by the worker
    (``#app[data-ready="home"]``);
  - warm: the same page loaded again in that profile (its HTTP cache warm; in WebKit and
    Firefox the service worker installed during the first visit may answer).

Neither WebDriver can run a script before the page's own, so the time is taken by a
MutationObserver put in once the load event has passed (the page's clock: performance.now(),
the navigation at 0); the home screen comes seconds after that event, once Pyodide is up. A
visit where it was already there is counted as missed, not guessed. These are not the `page`
bench's figures (its clock starts before the page's scripts and waits one task more): compare
the engines with each other, within one run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from bench import Options, benchmark, summary

if TYPE_CHECKING:
    from tests.engines.drivers import Engine, Tab

HOME = '#app[data-ready="home"]'
#: window.__engineHome: performance.now() when HOME first matched; -1: it matched already.
OBSERVE = """(selector) => {
  if (document.querySelector(selector)) { window.__engineHome = -1; return; }
  window.__engineHome = null;
  new MutationObserver((_, seen) => {
    if (!document.querySelector(selector)) return;
    window.__engineHome = performance.now();
    seen.disconnect();
  }).observe(document, {subtree: true, childList: true, attributes: true});
}"""
DESKTOP = (1366, 768)
ENGINES = ("chromium", "webkit", "firefox")


class Visit(TypedDict):
    """One visit's seconds to the home screen (None: drawn before the observer) and its console errors."""
    fresh: float | None
    warm: float | None
    errors: int


def _home_after(tab: Tab) -> float | None:
    tab.evaluate(OBSERVE, HOME)
    found = tab.wait_for("() => window.__engineHome", what="the home screen")
    return None if found < 0 else float(found) / 1000


def visit(engine: Engine, url: str) -> Visit:
    tab = engine.open(*DESKTOP)
    try:
        tab.goto(url)
        fresh = _home_after(tab)
        tab.reload()
        warm = _home_after(tab)
        return {"fresh": fresh, "warm": warm, "errors": len(tab.errors())}
    finally:
        tab.close()


def start(name: str) -> Engine:
    if name == "chromium":
        from tests.engines.chromium import ChromiumEngine

        return ChromiumEngine()
    from tests.engines.conftest import start as start_engine

    return start_engine(name)


@benchmark("page-engines", "The page's start-up in WebKit and Firefox beside Chromium, fresh and warm")
def page_engines(options: Options) -> None:
    import build
    from tools.engines import ensure_engines

    ensure_engines()
    found: dict[str, list[Visit]] = {name: [] for name in ENGINES}
    versions: dict[str, str] = {}
    with build.serving(options.site) as url:
        engines = {name: start(name) for name in ENGINES}
        try:
            for engine in engines.values():
                visit(engine, url)  # a warm-up each, not counted
            for run in range(options.runs):
                for name in (ENGINES if run % 2 == 0 else tuple(reversed(ENGINES))):
                    found[name].append(visit(engines[name], url))
            versions = {name: engine.version for name, engine in engines.items()}  # WebKit's: its first tab's
        finally:
            for engine in engines.values():
                engine.close()
    for name in ENGINES:
        visits = found[name]
        fresh = [v["fresh"] for v in visits if v["fresh"] is not None]
        warm = [v["warm"] for v in visits if v["warm"] is not None]
        missed = sum(v["fresh"] is None for v in visits) + sum(v["warm"] is None for v in visits)
        errors = sum(v["errors"] for v in visits)
        print(f"   {name} {versions.get(name, '')}: home screen fresh {summary(fresh)}, warm {summary(warm)}"
              + (f"; {missed} visits drawn before the observer" if missed else "")
              + (f"; {errors} console errors" if errors else ""))

"""What a visit costs over the wire, and how long it waits on a slow phone network (issue 61),
for `build.py bench page`.

Bytes are counted at the server (tools/server.Sent: headers and body as sent, encoded), so the
service worker's requests count too; a file "fetched twice" is a path answered 200 more than
once. The slow network is Chromium's own emulation (1.6 Mbit/s down, 750 kbit/s up, 150 ms
latency) of the page's requests; the service worker's requests are not throttled by it (they
are another target), which leaves the times to the home screen and to the first table as a
phone sees them, the offline copy's download aside.

The visit after a deploy: the same browser comes back once the site was rebuilt from sources in
which one game's rules changed (a module of engine/puerto_rico/ gained a line). That visit opens
the version it has (from the worker's copy) while the new one downloads in the background; the
visit after it opens the new one. The bytes of both are counted.
"""

from __future__ import annotations

import shutil
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

    from tests.browser_support import Browser
    from tools.server import Sent

SLOW = {"offline": False, "latency": 150, "downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8}
OFFLINE_READY = 'html[data-offline="ready"]'
UPDATED = 'html[data-offline="updated"]'
CHANGED_GAME = "puerto_rico"
GOAL_FIRST_VISIT_BYTES = 8_000_000
GOAL_OWN_BYTES = 300_000
GOAL_HOME_SLOW_S = 30.0


def own_bytes(site: Path) -> dict[str, int]:
    """Our own files as a brotli-accepting browser gets them: the page, our code's archives and
    the games' stylesheets (each its .br if the site has one)."""
    def sent(path: Path) -> int:
        copy = path.with_name(path.name + ".br")
        return (copy if copy.is_file() else path).stat().st_size

    return {"index.html": sent(site / "index.html"),
            "code": sum(sent(p) for p in site.glob("app/*.zip")),
            "stylesheets": sum(sent(p) for p in site.glob("static/games/*.css"))}


def deployed_copy(root: Path, into: Path) -> Path:
    """The site built from a copy of the sources in which one game's rules changed."""
    from tools import assemble
    from tools.wheel import _not_sources

    source = into / "source"
    shutil.copytree(root, source, ignore=_not_sources(root))
    rules = sorted((source / "engine" / CHANGED_GAME).glob("*.py"))[-1]
    rules.write_text(rules.read_text(encoding="utf-8") + "\nDEPLOYED = 2  # the bench's one-game deploy\n",
                     encoding="utf-8")
    return assemble.assemble_site(into / "site", root=source)


def _throttled(context: BrowserContext, page: Page) -> None:
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", SLOW)


def _visit(context: BrowserContext, url: str, ready: str, timeout_ms: int, slow: bool) -> tuple[Page, float]:
    from tests import browser_support

    page = context.new_page()
    if slow:
        _throttled(context, page)
    started = time.perf_counter()
    page.goto(url, wait_until="commit")
    browser_support.wait_until_ready(page, ready, timeout_ms)
    return page, time.perf_counter() - started


def _first_table(page: Page) -> float:
    from tests.e2e.helpers import MATCH_READY, act

    act(page, "speed:instant")
    act(page, "pick-game:puerto-rico")
    started = time.perf_counter()
    page.click('#app [data-action="start"]')
    page.wait_for_selector(MATCH_READY, state="attached")
    return time.perf_counter() - started


def _cost(sent: list[Sent]) -> tuple[int, int, list[str]]:
    ok = [s for s in sent if s.status == 200]
    twice = sorted(path for path, n in Counter(s.path for s in ok).items() if n > 1)
    return sum(s.header_bytes + s.body_bytes for s in sent), len(ok), twice


def measure(browser: Browser, site: Path, root: Path, timeout_ms: int) -> dict[str, Any]:
    """One fresh visit on the slow network to the home screen and a first table, its offline
    copy completed; then a deploy changing one game's rules, the visit after it and the next."""
    import build
    from tests import browser_support

    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="bench-wire-") as scratch:
        live = Path(scratch) / "live"
        shutil.copytree(site, live)
        deployed = deployed_copy(root, Path(scratch) / "next")
        sent: list[Sent] = []
        with build.serving(live, sent=sent) as url:
            context = browser.new_context(service_workers="allow")
            context.set_default_timeout(timeout_ms)
            try:
                page, out["home_fresh"] = _visit(context, url, browser_support.HOME_READY, timeout_ms, slow=True)
                out["table_fresh"] = _first_table(page)
                page.wait_for_selector(OFFLINE_READY, state="attached", timeout=timeout_ms)
                page.wait_for_load_state("networkidle")
                out["fresh"] = _cost(sent)
                page.close()
                shutil.rmtree(live)
                shutil.copytree(deployed, live)
                sent.clear()
                page, out["home_after_deploy"] = _visit(context, url, browser_support.HOME_READY, timeout_ms,
                                                        slow=True)
                out["table_after_deploy"] = _first_table(page)
                page.wait_for_selector(UPDATED, state="attached", timeout=timeout_ms)
                page.close()
                page, out["home_new_version"] = _visit(context, url, browser_support.HOME_READY, timeout_ms,
                                                       slow=True)
                page.wait_for_load_state("networkidle")
                out["deploy"] = _cost(sent)
                out["deploy_paths"] = sorted({s.path for s in sent if s.status == 200})
            finally:
                context.close()
        out["changed"] = sorted(p.relative_to(deployed).as_posix() for p in deployed.rglob("*")
                                if p.is_file() and not (site / p.relative_to(deployed)).exists()
                                and not p.name.endswith((".br", ".gz")))
    return out


def report(results: list[dict[str, Any]], site: Path) -> bool:
    from bench import summary

    ok = True
    first: list[int] = [r["fresh"][0] for r in results]
    twice = sorted({path for r in results for path in r["fresh"][2]})
    met = max(first) <= GOAL_FIRST_VISIT_BYTES and not twice
    ok &= met
    print(f"   (f) first visit over the wire, page and service worker, encoded as sent (to the offline copy "
          f"complete and a first table): {summary([b / 1e6 for b in first], 'MB', 2)} in "
          f"{results[0]['fresh'][1]} responses; files sent twice: {len(twice)} {twice or ''}"
          f"  goal <= {GOAL_FIRST_VISIT_BYTES / 1e6:.0f} MB, none twice: {'met' if met else 'MISSED'}")
    own = own_bytes(site)
    met = sum(own.values()) < GOAL_OWN_BYTES
    ok &= met
    print(f"   (g) our own bytes as sent (brotli): {sum(own.values()) / 1000:.1f} kB (index.html "
          f"{own['index.html'] / 1000:.1f}, code {own['code'] / 1000:.1f}, stylesheets {own['stylesheets'] / 1000:.1f})"
          f"  goal < {GOAL_OWN_BYTES // 1000} kB: {'met' if met else 'MISSED'}")
    home: list[float] = [r["home_fresh"] for r in results]
    met = max(home) <= GOAL_HOME_SLOW_S
    ok &= met
    print(f"   (h) slow network (1.6 Mbit/s, 150 ms): home screen fresh {summary(home)}"
          f"  goal <= {GOAL_HOME_SLOW_S:.0f} s: {'met' if met else 'MISSED'}; "
          f"first table (Start to table) {summary([r['table_fresh'] for r in results])}")
    after = summary([r["home_after_deploy"] for r in results])
    print(f"       after a deploy changing {CHANGED_GAME}'s rules: home {after}"
          f" (the version kept), first table {summary([r['table_after_deploy'] for r in results])}; "
          f"the visit after: home {summary([r['home_new_version'] for r in results])} (the new version)")
    deploy = results[0]
    changed = {"/" + path for path in deploy["changed"]}
    fetched = set(deploy["deploy_paths"]) - {"/", "/sw.js", "/index.html"}
    met = fetched <= changed
    ok &= met
    print(f"       the deploy cost a returning visitor {summary([r['deploy'][0] / 1000 for r in results], 'kB', 1)} "
          f"over the wire: {', '.join(sorted(fetched))} (+ index.html, sw.js); changed files: "
          f"{', '.join(sorted(changed))}  goal only the changed files: {'met' if met else 'MISSED'}")
    return ok

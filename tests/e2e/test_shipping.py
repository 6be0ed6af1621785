"""What the site ships is what the page uses, each file sent once (issue 61).

One visit with the service worker blocked, so that every file the page itself fetches reaches
the server: the home screen, a match started in each game (its table, its stylesheet), a
finished match of each game opened from its link (the whole match replayed in the page, its
end shown) and watched again from its start (the replay). The files fetched must be exactly
those the service worker keeps (its precache list in sw.js): nothing kept that the page does
not use, nothing used that is not kept. (Offline start: tests/e2e/test_offline.py.)

The same visit records the standard library modules the page imported (``sys.modules``, read
through PyScript's hooks): each must be in the trimmed standard library the build ships
(tools/bytecode.py). With ``NWT_RECORD_IMPORTS=1`` the test writes them into
tools/stdlib_imports.txt, the list that trimming starts from.

A second, fresh visit with the service worker allowed loads the page until its offline copy is
complete: no file may be sent twice (counted at the server, the worker's requests included).
"""

from __future__ import annotations

import collections
import json
import os
import re
import zipfile

import ai
import build
from engine import ENTRIES
from engine.simulate import play_match
from tests import browser_support
from tests.e2e.helpers import HOME_READY, MATCH_READY, act, click_some_choice, go_to, start_match
from tools import assemble, bytecode

GAMES = list(ENTRIES)
OFFLINE_READY = 'html[data-offline="ready"]'
STDLIB = "/lib/python314.zip/"

# Keeps PyScript's main-thread interpreter at hand for the test (Pyodide, or with Python in a worker the
# main side's MicroPython; an init script: build-time tooling, as every
# snippet handed to page.evaluate; never part of the site).
KEEP_INTERPRETER = """addEventListener('DOMContentLoaded', () => {
  const core = document.querySelector('script[type=module][src*="/pyscript"]').src;
  import(core).then(({hooks}) => hooks.main.onReady.add((wrap) => { window.__nwtPython = wrap.interpreter; }));
});"""
MAIN_THREAD_MODULES = ("window.__nwtPython.runPython(\"import sys; '\\\\n'.join("
                       "f'{n} {getattr(getattr(m, \\\"__spec__\\\", None), \\\"origin\\\", None)}'"
                       " for n, m in list(sys.modules.items()))\")")
#: The modules Python has loaded, one "name origin" a line: on the page's main thread, or in its
#: worker (web.worker.imported, asked by the main side's MicroPython through PyScript's ``workers``).
MODULES = f"""async () => {{
  if (!document.querySelector('script[type="py"][worker]')) return {MAIN_THREAD_MODULES};
  await window.__nwtPython.runPythonAsync(
    "from pyscript import window, workers\\nwindow.__nwtModules = await (await workers['table']).imported()");
  return window.__nwtModules;
}}"""


def precached(site=browser_support.SITE_DIR) -> set[str]:
    """The files the service worker keeps, as its precache list in sw.js names them."""
    return set(re.findall(r'\{url:"([^"]+)",revision:', (site / "sw.js").read_text(encoding="utf-8")))


def installable(site=browser_support.SITE_DIR) -> set[str]:
    """The web app manifest index.html links and the icons it names: what a phone's browser
    fetches to offer the table as an app (headless Chromium does not)."""
    page = (site / "index.html").read_text(encoding="utf-8")
    manifest = re.search(r'<link rel="manifest" href="\./([^"]+)">', page)
    assert manifest is not None
    icons = json.loads((site / manifest.group(1)).read_text(encoding="utf-8"))["icons"]
    return {manifest.group(1), *(icon["src"] for icon in icons)}


def finished_link(game: str, seed: int) -> str:
    match = play_match(game, 2, seed, [lambda g, view, legal, rng: ai.choose(g, view, legal, rng)] * 2)
    match.table.update({"names": ["Ana", ""], "human": 0, "levels": ["", "greedy"]})
    return match.record()


def stdlib_imports(page) -> list[str]:
    lines = page.evaluate(MODULES).splitlines()
    return sorted(name for name, _, origin in (line.partition(" ") for line in lines) if origin.startswith(STDLIB))


def test_the_site_holds_exactly_what_the_page_fetches_and_the_page_imports_only_what_is_shipped(
        browser, e2e_seed, rng):
    sent: list = []
    imported: set[str] = set()
    with build.serving(browser_support.SITE_DIR, sent=sent) as url:
        context = browser.new_context()  # service workers blocked: the page's own requests only
        context.set_default_timeout(browser_support.READY_TIMEOUT_MS)
        context.add_init_script(script=KEEP_INTERPRETER)
        watch = browser_support.watch(context, url)
        try:
            page = context.new_page()
            page.goto(f"{url}?seed={e2e_seed}")
            browser_support.wait_until_ready(page, HOME_READY)
            act(page, f"rules:{GAMES[0]}=goal")  # How to play: its stylesheet comes with it alone
            act(page, "rules-close")
            for game in GAMES:
                start_match(page, players=2, game=game)
                for _ in range(3):
                    click_some_choice(page, rng)
                act(page, "home")
            for game in GAMES:
                go_to(page, f"{url}?seed={e2e_seed}#{finished_link(game, e2e_seed % 1000)}")
                assert page.locator("#app #end").count() == 1
                act(page, "replay", where="#action-bar")
                act(page, "replay-step:round-forward", where="#action-bar")
                imported |= set(stdlib_imports(page))
            assert watch.problems() == []
        finally:
            context.close()
    fetched = {s.path.lstrip("/") for s in sent if s.status == 200} - {""}
    assert fetched | installable() == precached() - {"index.html"}  # the page itself was asked for as /
    modules = sorted(imported)
    if os.environ.get("NWT_RECORD_IMPORTS") == "1":
        header = [line for line in assemble.STDLIB_IMPORTS.read_text().splitlines() if line.startswith("#")]
        assemble.STDLIB_IMPORTS.write_text("\n".join(header + modules) + "\n")
    stdlib = next(browser_support.SITE_DIR.glob(f"runtime/pyodide.*/{bytecode.STDLIB_ZIP}"))
    with zipfile.ZipFile(stdlib) as shipped:
        names = {name.removesuffix("c") for name in shipped.namelist()}
    assert [m for m in modules if bytecode.module_file(names, m) is None] == []
    missing = sorted(set(modules) - set(assemble.recorded_imports()))
    assert missing == [], f"the page imports modules tools/stdlib_imports.txt does not list: {missing}"


def test_a_first_visit_sends_each_file_once_service_worker_included(browser, e2e_seed):
    sent: list = []
    with build.serving(browser_support.SITE_DIR, sent=sent) as url:
        context = browser.new_context(service_workers="allow")
        context.set_default_timeout(browser_support.READY_TIMEOUT_MS)
        try:
            page = context.new_page()
            page.goto(f"{url}?seed={e2e_seed}")
            browser_support.wait_until_ready(page, HOME_READY)
            page.wait_for_selector(OFFLINE_READY, state="attached")
            start_match(page, players=2, game="endeavor")  # its stylesheet: from the worker's copy
            page.wait_for_selector(MATCH_READY, state="attached")
        finally:
            context.close()
    bodies = collections.Counter(s.path for s in sent if s.status == 200)
    assert [path for path, count in bodies.items() if count > 1] == []
    assert {path.lstrip("/") for path in bodies} - {""} == precached() - {"index.html"} | {"sw.js"}
    # Sent compressed where the browser accepts it: every large file but the PNG icons as brotli.
    assert {s.encoding for s in sent if s.status == 200 and s.body_bytes > 10_000 and not s.path.endswith(".png")} \
        == {"br"}

"""After one visit the page opens and plays with no network at all (issue: offline start).

The site is served for these tests by a server of their own, which is shut down after the first
visit. From then on nothing can answer but the browser's copy (the service worker's cache). Going
offline in the browser alone would not prove it, because Playwright's offline switch does not
cover a service worker's own requests.
"""

from __future__ import annotations

import re
import shutil

from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

import build
from tests import browser_support
from tests.e2e.helpers import HOME_READY, MATCH_READY, act, click_some_choice, decide, go_to, record, start_match
from tests.e2e.screens import near_the_end

OFFLINE_READY = 'html[data-offline="ready"]'
MAX_CLICKS = 3000


def _visit_once(context, seed: int, rng) -> tuple[str, str]:
    """The first visit, online: the service worker installs; a match is started and saved.
    Returns the site's address (now gone) and the match's record."""
    with build.serving(browser_support.SITE_DIR) as url:
        page = context.new_page()
        page.goto(f"{url}?seed={seed}")
        browser_support.wait_until_ready(page, HOME_READY)
        page.wait_for_selector(OFFLINE_READY, state="attached")
        start_match(page, players=3)
        for _ in range(5):
            click_some_choice(page, rng)
        saved = record(page)
        page.close()
    return url, saved


def test_after_one_visit_the_page_opens_plays_resumes_and_opens_links_with_no_network(browser, e2e_seed, rng):
    context = browser.new_context(service_workers="allow")
    context.set_default_timeout(browser_support.READY_TIMEOUT_MS)
    try:
        url, saved = _visit_once(context, e2e_seed, rng)
        context.set_offline(True)
        watch = browser_support.watch(context, url)

        # A new tab: the page, the runtime and our wheel all come from the browser's copy.
        page = context.new_page()
        page.goto(f"{url}?seed={e2e_seed + 1}")
        browser_support.wait_until_ready(page, HOME_READY)

        # The save made online resumes.
        key = page.locator("#saves .save-card").first.get_attribute("data-save")
        act(page, f"resume:{key}")
        assert record(page) == saved

        # A link opens in another new tab.
        linked = context.new_page()
        linked.goto(f"{url}#{saved}")
        browser_support.wait_until_ready(linked, MATCH_READY)
        assert record(linked) == saved
        linked.close()

        # A new match starts and plays; the saved one, opened a few decisions before its end
        # (played on here in Python), is played to the end.
        act(page, "home")
        start_match(page, players=2)
        for _ in range(3):
            assert click_some_choice(page, rng) is not None
        go_to(page, f"{url}?seed={e2e_seed + 1}" + near_the_end(saved, 12, e2e_seed))
        clicks = 0
        while click_some_choice(page, rng) is not None:
            clicks += 1
            assert clicks < MAX_CLICKS, "the match did not end"
        assert page.locator("#app #end").count() == 1
        # A failed response here would be a file the copy lacks (the server is gone).
        assert watch.problems() == []
    finally:
        context.close()


def _deploy(site, live, marker: str | None = None) -> None:
    """Put a build in the served folder `live`, as a deploy would: the files replaced in place.
    `marker`: the build differs from `site` by a <meta name="build"> in index.html, with the
    service worker generated again over it, as build.py would."""
    from tools import offline

    staging = live.with_name(live.name + ".next")
    shutil.copytree(site, staging)
    if marker is not None:
        index = staging / "index.html"
        index.write_text(index.read_text().replace("<head>", f'<head>\n  <meta name="build" content="{marker}">', 1))
        kept = re.findall(r'\{url:"([^"]+)",revision:', (staging / offline.SERVICE_WORKER).read_text())
        offline.generate_service_worker(staging, kept, offline.ensure_workbox())
        for name in ("index.html", offline.SERVICE_WORKER):  # their precompressed copies are of the old ones
            for suffix in (".br", ".gz"):
                (staging / (name + suffix)).unlink(missing_ok=True)
    if live.exists():
        shutil.rmtree(live)
    staging.rename(live)


#: Whether the service worker of the page's revision ``arg`` has taken over: active and in
#: control, none waiting, and its cache holding that revision of the page and no other.
#: ``wait_for_function`` does not await a promise (an async predicate's promise is truthy, so it
#: passed at once), so each poll starts the asynchronous check when none is under way and
#: answers with the last one's result.
TAKEN_OVER = """(revision) => {
  const seen = window.__nwtTakenOver || (window.__nwtTakenOver = {busy: false, yes: false});
  if (seen.yes) return true;
  if (seen.busy) return false;
  seen.busy = true;
  (async () => {
    const r = await navigator.serviceWorker.getRegistration();
    if (!r || r.installing || r.waiting || !r.active || r.active.state !== 'activated') return false;
    if (navigator.serviceWorker.controller !== r.active) return false;
    for (const name of await caches.keys()) {
      const pages = (await (await caches.open(name)).keys()).map(q => q.url).filter(u => u.includes('index.html?'));
      if (pages.length) return pages.length === 1 && pages[0].endsWith('__WB_REVISION__=' + revision);
    }
    return false;
  })().then(yes => { seen.yes = yes; }, () => {}).finally(() => { seen.busy = false; });
  return false;
}"""


#: Each time the page's controller changes (a newer version took it over): whether the page had
#: drawn its first screen by then, its start over (main_side/offline.py: no take-over mid-start).
TAKE_OVERS = """(() => { const seen = window.__nwtTakeOvers = [];
  if (navigator.serviceWorker) navigator.serviceWorker.addEventListener('controllerchange',
    () => seen.push(document.querySelector('#app[data-ready]') !== null)); })()"""


#: What the browser holds of the offline copy, said when the take-over is not seen: the
#: registration's workers and their states, the page's controller, each cache's pages.
OFFLINE_STATE = """async () => {
  const r = await navigator.serviceWorker.getRegistration();
  const of = w => w ? w.scriptURL.split('/').pop() + ' ' + w.state : null;
  const caches_ = {};
  for (const name of await caches.keys()) {
    caches_[name] = (await (await caches.open(name)).keys()).map(q => q.url).filter(u => u.includes('index.html'));
  }
  return {installing: of(r && r.installing), waiting: of(r && r.waiting), active: of(r && r.active),
          controller: of(navigator.serviceWorker.controller),
          controlled_by_active: !!r && navigator.serviceWorker.controller === r.active,
          offline: document.documentElement.dataset.offline ?? null, caches: caches_};
}"""


def _wait_for_take_over(page, revision: str) -> None:
    """Wait until the service worker of ``revision`` has taken over; if it does not, fail with what
    the browser holds instead."""
    try:
        page.wait_for_function(TAKEN_OVER, arg=revision)
    except PlaywrightTimeoutError:
        state = page.evaluate(OFFLINE_STATE)
        raise AssertionError(f"the release of page revision {revision} did not take over: {state}") from None


def _revision_of_the_page(site) -> str:
    """index.html's revision in the service worker's list (sw.js) of ``site``."""
    from tools import offline

    found = re.search(r'\{url:"index\.html",revision:"(\w+)"\}', (site / offline.SERVICE_WORKER).read_text())
    assert found is not None
    return found.group(1)


def _build_of(page) -> str | None:
    return page.evaluate("() => document.querySelector('meta[name=build]')?.content ?? null")


def test_a_new_release_takes_over_at_the_next_visit_and_never_breaks_a_running_match(browser, e2e_seed, rng,
                                                                                      tmp_path):
    live = tmp_path / "site"
    _deploy(browser_support.SITE_DIR, live)
    context = browser.new_context(service_workers="allow")
    context.set_default_timeout(browser_support.READY_TIMEOUT_MS)
    try:
        with build.serving(live) as url:
            watch = browser_support.watch(context, url)
            running = context.new_page()
            running.goto(f"{url}?seed={e2e_seed}")
            browser_support.wait_until_ready(running, HOME_READY)
            running.wait_for_selector(OFFLINE_READY, state="attached")
            start_match(running, players=3)
            click_some_choice(running, rng)

            _deploy(browser_support.SITE_DIR, live, marker="two")

            # The visit after the deploy still opens the version it has, whole; the new one
            # installs meanwhile and takes over once this page has started, never before.
            visit = context.new_page()
            visit.add_init_script(TAKE_OVERS)
            visit.goto(url)
            browser_support.wait_until_ready(visit, HOME_READY)
            assert _build_of(visit) is None
            # Waited for in the browser's own state, not the page's ``data-offline="updated"``:
            # the running tab asks the new version to take over too, and may be first.
            _wait_for_take_over(visit, _revision_of_the_page(live))
            assert visit.evaluate("() => window.__nwtTakeOvers") == [True]
            visit.close()

            # The match that was running all along goes on.
            before = record(running)
            decide(running, rng)
            assert record(running) != before
            still = record(running)

            # The next visit opens the new version, and the running match's save resumes there.
            after = context.new_page()
            after.goto(url)
            browser_support.wait_until_ready(after, HOME_READY)
            assert _build_of(after) == "two"
            key = after.locator("#saves .save-card").first.get_attribute("data-save")
            act(after, f"resume:{key}")
            assert record(after) == still
            assert watch.problems() == []
    finally:
        context.close()

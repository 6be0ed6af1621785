# The page's offline copy: the service worker the build generated (tools/offline.py), registered
# from the main side, so that after one visit the page opens and plays with no network.
#
# Nothing is downloaded twice for it. Every file the service worker keeps but the page itself is
# named by its content, and it takes those from the browser's HTTP cache, where the page has just
# put them. The page itself has a revision (so that a deploy is seen), which Workbox would fetch
# afresh: so before the service worker is first registered, the page copies itself from the HTTP
# cache into the service worker's cache under that revision (keep_this_page), and it finds it
# there. Where the host forbids the HTTP cache to keep the page, it fetches it once more.
# MicroPython has no md5, so the page's revision (Workbox's md5 of its bytes) is worked out by
# the worker (web/worker.revision). A game's stylesheet, loaded when its table is first shown,
# may come from a newer version: the only crossing, and a cosmetic one.
#
# Sets ``data-offline`` on <html> for tests and benchmarks to wait on: ``ready`` (a service worker
# is active: the site is in the browser's cache), ``updated`` (a newer version took over while
# this page was open), ``unavailable`` (no service worker here: an old browser, a private window
# or a blocked registration).
#
# A newer version takes over only when no page is starting: each page holds the Web Lock
# ``STARTING``, shared, from its first line until its first screen is drawn; the take-over asks
# for that lock alone. A page still starting would otherwise have its next runtime files asked
# of the newer version, which holds that version's files, not the page's (they are named by their
# content). It also keeps the take-over off the starting page's burst of requests: asked during
# such a burst, Chromium 156 waits for the old version to go idle before it activates the new
# one, and under Playwright (DevTools attached) it never does. Measured 2026-11-29: a page
# fetching its own files six at a time while asking left the new version waiting for good in
# 10 tries of 14; tests/e2e/test_offline.py failed so in one of eleven whole runs.

SERVICE_WORKER = "./sw.js"
SKIP_WAITING = {"type": "SKIP_WAITING"}
PRECACHE = "newworld-table-precache-v2-"  # tools/offline.CACHE_ID, "precache", "v2", then the scope
PAGE = "index.html"
STARTING = "newworld-table-starting"

kept = []  # type: list[object]  # the event handlers must outlive the calls that add them


def _missing(value):
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined", "undefined")


def _locks(window):
    """The browser's Web Locks, or None where it has none (an old browser, an insecure origin)."""
    locks = getattr(window.navigator, "locks", None)
    return None if _missing(locks) else locks


def hold_while_starting(window, to_js):
    """Hold the lock ``STARTING``, shared with other pages starting, until the function this
    returns is called (where the browser has no Web Locks, that function does nothing)."""
    locks = _locks(window)
    if locks is None:
        return lambda: None
    ends = []

    def until_started(resolve, _reject):
        ends.append(resolve)

    started = window.Promise.new(until_started)

    def granted(_lock):
        return started  # the lock is held until this settles

    kept.extend((until_started, granted))
    locks.request(STARTING, to_js({"mode": "shared"}), granted)

    def release():
        while ends:
            ends.pop()(True)

    return release


def take_over(window, waiting, to_js):
    """Ask ``waiting``, a newer version installed, to become the active one once no page is
    starting (the lock ``STARTING`` alone)."""
    if _missing(waiting):
        return

    def ask(_lock=None):
        waiting.postMessage(to_js(SKIP_WAITING))

    locks = _locks(window)
    if locks is None:
        ask()
        return
    kept.append(ask)
    locks.request(STARTING, ask)


async def keep_this_page(window, worker, to_js):
    """Copy the page from the browser's HTTP cache into the service worker's cache, under the key
    its first install looks for; on any failure the service worker fetches the page itself."""
    try:
        scope = str(window.URL.new("./", window.location.href).href)
        # The address the page was loaded from, which its ``?`` part may since have left (a
        # form Start sent before any script: main_side/start.py): the cache holds the page under it.
        loaded = window.performance.getEntriesByType("navigation")
        address = str(loaded[0].name if int(loaded.length) else window.location.href).split("#", 1)[0]
        response = await window.fetch(address, to_js({"cache": "only-if-cached", "mode": "same-origin"}))
        if not response.ok:
            return
        text = await response.clone().text()
        revision = await worker.revision(str(text))
        cache = await window.caches.open(PRECACHE + scope)
        await cache.put(scope + PAGE + "?__WB_REVISION__=" + str(revision), response)
    except Exception:
        return


async def keep_offline_copy(window, document, worker, to_js):
    """Register the service worker, let a waiting newer version take over, say the state."""

    def state(value):
        document.documentElement.setAttribute("data-offline", value)

    container = getattr(window.navigator, "serviceWorker", None)
    if _missing(container):
        state("unavailable")
        return
    if _missing(container.controller):
        await keep_this_page(window, worker, to_js)
    try:
        registration = await container.register(SERVICE_WORKER)
    except Exception:
        registration = None
    if _missing(registration):
        state("unavailable")
        return
    controlled = not _missing(container.controller)

    def on_controller_change(_event):
        state("updated" if controlled else "ready")

    def watch(installing):
        """Let ``installing``, a newer version, take over once it is installed (an update: the
        page has a controller; a first install needs no taking over)."""
        if _missing(installing):
            return

        def on_state_change(_event):
            if str(installing.state) == "installed" and not _missing(container.controller):
                take_over(window, installing, to_js)

        kept.append(on_state_change)
        installing.addEventListener("statechange", on_state_change)

    def on_update_found(_event):
        watch(registration.installing)

    kept.extend((on_controller_change, on_update_found))
    container.addEventListener("controllerchange", on_controller_change)
    registration.addEventListener("updatefound", on_update_found)
    take_over(window, registration.waiting, to_js)  # installed before this page listened
    # Installing as this page registered (its updatefound came before this page listened): with
    # Python in a worker the main side registers only once the worker is up, seconds into the visit.
    watch(registration.installing)
    await container.ready
    if controlled or not _missing(container.controller):
        state("ready")

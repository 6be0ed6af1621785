# The page's offline copy, registered from the main side when Python runs in a worker: what
# web/offline.py does on the main-thread page (its docstring says why each step is there), in
# MicroPython. MicroPython has no md5, so the page's revision (Workbox's md5 of its bytes) is
# worked out by the worker (web/worker.revision).
#
# Sets ``data-offline`` on <html>: ``ready``, ``updated`` or ``unavailable``, as web/offline.py.

SERVICE_WORKER = "./sw.js"
SKIP_WAITING = {"type": "SKIP_WAITING"}
PRECACHE = "newworld-table-precache-v2-"  # tools/offline.CACHE_ID, "precache", "v2", then the scope
PAGE = "index.html"

kept = []  # the event handlers must outlive the calls that add them


def _missing(value):
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined", "undefined")


async def keep_this_page(window, worker, to_js):
    """Copy the page from the browser's HTTP cache into the service worker's cache, under the key
    its first install looks for; on any failure the service worker fetches the page itself."""
    try:
        scope = str(window.URL.new("./", window.location.href).href)
        address = str(window.location.href).split("#", 1)[0]
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

    def take_over(waiting):
        if not _missing(waiting):
            waiting.postMessage(to_js(SKIP_WAITING))

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
                take_over(installing)

        kept.append(on_state_change)
        installing.addEventListener("statechange", on_state_change)

    def on_update_found(_event):
        watch(registration.installing)

    kept.extend((on_controller_change, on_update_found))
    container.addEventListener("controllerchange", on_controller_change)
    registration.addEventListener("updatefound", on_update_found)
    take_over(registration.waiting)  # installed before this page listened
    # Installing as this page registered (its updatefound came before this page listened): with
    # Python in a worker the main side registers only once the worker is up, seconds into the visit.
    watch(registration.installing)
    await container.ready
    if controlled or not _missing(container.controller):
        state("ready")

"""The page's offline copy: the service worker the build generated (tools/offline.py), registered
from Python, so that after one visit the page opens and plays with no network.

Nothing is downloaded twice for it. Every file the worker keeps but the page itself is named by
its content, and the worker takes those from the browser's HTTP cache, where the page has just
put them. The page itself has a revision (so that a deploy is seen), which Workbox would fetch
afresh: so before the worker is first registered, the page copies itself from the HTTP cache
into the worker's cache under that revision (:func:`_keep_this_page`), and the worker finds it
there. Where the host forbids the HTTP cache to keep the page, the worker fetches it once more.

A new version waits until this page is running, then this page tells it to take over. Its files
were all loaded before that, so it never mixes two versions' runtime. The next visit opens the
new version. (The worker page also keeps the take-over from a tab that is still starting, with
a Web Lock: main_side/offline.py. Here Python runs only once the files are in, too late to hold
it.) A game's stylesheet, loaded when
its table is first shown, may then come from the new version. That is the only crossing, and it
is cosmetic.

What it sets on ``<html>`` for tests and benchmarks to wait on (never a fixed pause):
``data-offline``: ``ready`` (a service worker is active: the site is in the browser's cache),
``updated`` (a newer version took over while this page was open), ``unavailable`` (no service
worker here: an old browser, a private window or a blocked registration).
"""

from __future__ import annotations

import hashlib
from typing import Any

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

SERVICE_WORKER = "./sw.js"
SKIP_WAITING = {"type": "SKIP_WAITING"}  # the message Workbox's generated worker listens for
#: Workbox's name for the worker's cache: tools/offline.CACHE_ID, "precache", "v2", the scope.
PRECACHE = "newworld-table-precache-v2-"
PAGE = "index.html"

_kept: list[Any] = []  # event handlers must outlive this module's calls


def _state(value: str) -> None:
    document.documentElement.setAttribute("data-offline", value)


def _missing(value: object) -> bool:
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


def _take_over(worker: Any) -> None:
    """Ask a new version, installed and waiting, to become the active one."""
    if not _missing(worker):
        worker.postMessage(to_js(SKIP_WAITING, dict_converter=window.Object.fromEntries))


def precache_key(scope: str, page: bytes) -> str:
    """Where Workbox keeps index.html: its address with the revision (the md5 of its bytes)."""
    return f"{scope}{PAGE}?__WB_REVISION__={hashlib.md5(page).hexdigest()}"


async def _keep_this_page() -> None:
    """Copy the page as the browser's HTTP cache holds it (no request goes out: only-if-cached)
    into the worker's cache, where the worker's first install finds it; if the cache has no
    copy, or any step fails, the worker fetches the page itself."""
    try:
        scope = str(window.URL.new("./", window.location.href).href)
        address = str(window.location.href).split("#", 1)[0]
        options = to_js({"cache": "only-if-cached", "mode": "same-origin"}, dict_converter=window.Object.fromEntries)
        response = await window.fetch(address, options)
        if not response.ok:
            return
        page = (await response.clone().arrayBuffer()).to_bytes()
        cache = await window.caches.open(PRECACHE + scope)
        await cache.put(precache_key(scope, page), response)
    except Exception:  # no Cache API, a refused fetch: the worker downloads the page instead
        return


async def keep_offline_copy() -> None:
    """Register the service worker; let a waiting newer version take over; report the state."""
    container: Any = getattr(window.navigator, "serviceWorker", None)
    if _missing(container):
        _state("unavailable")
        return
    if _missing(container.controller):  # no worker yet: give its first install this page
        await _keep_this_page()
    try:
        registration: Any = await container.register(SERVICE_WORKER)
    except Exception:  # refused (a private window, a file:// page): the page works online
        registration = None
    if _missing(registration):  # a blocked registration resolves to nothing
        _state("unavailable")
        return
    controlled = not _missing(container.controller)

    def on_controller_change(_event: Any) -> None:
        _state("updated" if controlled else "ready")

    def watch(worker: Any) -> None:
        """Let ``worker``, a version installing, take over once installed, if it is an update."""
        if _missing(worker):
            return

        def on_state_change(_event: Any) -> None:
            if str(worker.state) == "installed" and not _missing(container.controller):
                _take_over(worker)  # an update: this page is loaded, the new version may take over

        handler = create_proxy(on_state_change)
        _kept.append(handler)
        worker.addEventListener("statechange", handler)

    def on_update_found(_event: Any) -> None:
        watch(registration.installing)

    for target, event, handler in ((container, "controllerchange", on_controller_change),
                                   (registration, "updatefound", on_update_found)):
        proxy = create_proxy(handler)
        _kept.append(proxy)
        target.addEventListener(event, proxy)
    _take_over(registration.waiting)  # a version installed on an earlier visit
    watch(registration.installing)  # one installing as this page registered: its updatefound came before
    await container.ready
    if controlled or not _missing(container.controller):
        _state("ready")

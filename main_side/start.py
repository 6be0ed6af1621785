# The page's start on the main side: read the storage, draw the early home screen
# (main_side/home.py), boot the worker, show its first screen, then register the offline copy.
# MicroPython, like page.py; inline in index.html after the other modules (tools/assemble.py).

import asyncio
import json

try:  # CPython (the tests); in the page these are defined by the modules before this one
    from main_side.dom import reach
    from main_side.form import sent_form
    from main_side.home import begin
    from main_side.offline import hold_while_starting
    from main_side.page import Page
    from main_side.stored import OVERSIZED, read_address, read_storage
except ImportError:
    pass


def boot_message(window, storage, persistent, address, search, check, early):
    """What the worker starts from: the saves and settings, the browser's language, the address
    (OVERSIZED: longer than the main side reads, main_side/stored.py), and what the person did on
    the early home screen (``early``, or None). ``search``: the address's ``?`` part (the seeds of
    the tests), "" where it is longer than the main side reads."""
    location = window.location
    message = {"storage": storage, "persistent": persistent, "language": str(window.navigator.language or "en"),
               "base_url": str(location.origin) + str(location.pathname) + search,
               "search": search, "address": "" if address == OVERSIZED else address,
               "address_over": address == OVERSIZED, "check": check}
    message.update({} if early is None else early.home.boot_fields())
    return json.dumps(message)


def not_sent(event):
    """A form sent by Start while this script runs: the tap's command starts the match (the
    click's), and the browser does not send the form itself (web/home_form.py ``FORM``)."""
    event.preventDefault()


async def main(window, document, workers, to_js, keep_offline_copy):
    """Start the page: listen, read the storage, boot the worker, draw its first reply, then
    register the offline copy (``keep_offline_copy``: main_side/offline.py). Until the worker
    is up and its first screen drawn, no newer version takes over (``hold_while_starting``)."""
    started = hold_while_starting(window, to_js)
    root = document.getElementById("app")
    page = Page(window, document, root, to_js)
    search = await read_address(window, to_js, "search")
    search = "" if search == OVERSIZED else search
    # Start tapped before this script ran: the browser sent the form, and its fields are the
    # address's ``?`` part. They are taken (begin) and taken off the address.
    sent = sent_form(search)
    if sent is not None:
        search = sent[3]
        location = window.location
        window.history.replaceState(None, "", str(location.pathname) + search + str(location.hash))
    page.check = "check-redraw" in search
    # Through document.defaultView: MicroPython's ``window`` (PyScript 0.7.31, MicroPython 1.28)
    # calls addEventListener with the wrong ``this`` ("Illegal invocation"), seen 2026-11-28.
    document.defaultView.addEventListener("hashchange", page.on_address)
    document.defaultView.addEventListener("popstate", page.on_address)
    page.storage = await reach(window, to_js, window, "localStorage")
    storage, persistent = await read_storage(window, to_js, page.storage)
    address = await read_address(window, to_js)
    # The browser's turn between reading and drawing: no long frame of ours (docs/figures.md, "A
    # shared link's table"). No tap of ours is heard yet: one on the form is the browser's own,
    # and Start sends the form (web/first_paint.py), which this script takes when it runs again.
    await asyncio.sleep(0)
    early = page.early = begin(document, root, storage, str(window.navigator.language or "en"), address, sent)
    root.addEventListener("click", page.on_click)
    root.addEventListener("change", page.on_change)
    root.addEventListener("keydown", page.on_key)
    root.addEventListener("submit", not_sent)
    root.addEventListener("scroll", page.on_scroll, True)  # a scroll does not bubble: caught on its way down
    document.defaultView.addEventListener("storage", page.on_storage)
    try:
        worker = await workers["table"]
        sent = 0 if early is None else early.home.changes
        reply = await worker.boot(boot_message(window, storage, persistent, address, search, page.check, early))
    except Exception as error:
        started()
        page.failed(error)
        return
    page.worker = worker
    page.received(reply)
    if early is not None and early.home.changes != sent:  # tapped while the worker drew its first screen
        message = early.home.boot_fields()
        message["kind"] = "early"
        page.post(message, first=True)
    if page.queue and not page.running:
        page.running = True
        page.task = asyncio.create_task(page.run())
    try:
        # The first screen drawn: page.received only queues it, in the task it has just made.
        await page.apply_task  # type: ignore[misc]
    finally:
        started()
    await keep_offline_copy(window, document, worker, to_js)

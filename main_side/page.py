# The page's main thread, in MicroPython (PyScript's ``mpy``): it shows what the table's Python
# in a worker (web/worker.py) sends, and sends it what the person does. It holds only what must
# be on the main thread: the DOM, localStorage, the address and the history, the clipboard, the
# focus and the live region, and the timers that pace the computers' moves.
#
# Written for MicroPython (no dataclasses, no typing) and shipped inline in index.html by the
# build; tests/web/test_main_side.py runs it in CPython against a small fake DOM.
#
# Each message to the worker waits for the one before; a computer's move is asked beside them (the
# worker answers a message between the slices of its search). Replies are applied whole (storage,
# then markup, then the rest) in the order the worker made them (each is numbered), which need not
# be the order they arrive in.

import asyncio
import json

try:  # CPython (the tests); in the page the main side's modules are one script and these are defined
    from main_side.dom import (
        OPEN_POPS,
        attempt,
        close_pops,
        compare,
        css_string,
        each,
        failure_banner,
        hand_on,
        held,
        hold,
        into_view,
        missing,
        more_now,
        replaced,
        set_attribute,
        show,
        targets,
    )
    from main_side.stored import OVERSIZED, read_address, read_change, read_storage, write
except ImportError:
    pass

PACE_MS = 650  # pause before each computer decision at the "one by one" speed
#: Said when the worker fails (it cannot say it itself): the storage holds every decision it reported.
FAILED = {
    "en": ("Something went wrong inside the table. Your match is saved up to your last decision:"
           " reload the page to go on.", "Reload"),
    "ko": ("테이블 내부에서 문제가 생겼습니다. 게임은 마지막 결정까지 저장되어 있으니 페이지를"
           " 새로 고쳐 이어 하세요.", "새로 고침"),
    "zh-Hant": ("遊戲桌內部發生錯誤。你的對局已儲存到你上一次的決定：請重新載入頁面繼續。", "重新載入"),
}
RELOAD = "reload"  # the one action the main side answers itself


class Page:
    def __init__(self, window, document, root, to_js):
        self.window, self.document, self.root, self.to_js = window, document, root, to_js
        self.storage = None  # localStorage, None where the browser keeps nothing (the worker keeps the visit)
        self.worker = None
        self.queue = []  # messages waiting for the worker: [message, time it was made]
        self.running = False
        self.timer = False
        self.shown_decisions = 0
        self.subject = None
        self.scrolled = False  # a frame is asked to say where more choices lie (on_scroll)
        self.sheets_done = set()
        self.stylesheets = []
        self.screen = ""
        self.draws = self.clicks = 0
        self.click_ms, self.ai_wall_ms = [], []
        self.refusing = False
        self.check = False
        self.task = self.thinking = self.apply_task = None
        # Replies waiting, by the number the worker gave each: applied in that order (WebKit, 2026-12-07,
        # delivered a computer's reply after a click's the worker made later).
        self.replies, self.next_reply = {}, 1
        self.applying = False
        self.tasks = []  # the events' tasks under way (:meth:`later`)
        self.unwritten = {}  # the saves the browser refused to write (main_side/stored.write)
        self.early = None  # the home screen drawn here until the worker's is up (main_side/home.py)

    # --- what the person does ---------------------------------------------------------------

    def on_click(self, event):
        close_pops(self.root, event.target)
        target = event.target.closest("[data-action]")
        if missing(target) or target.hasAttribute("disabled"):
            return
        if str(target.getAttribute("data-action")) == RELOAD:
            self.window.location.reload()
            return
        self.act(str(target.getAttribute("data-action")))

    def on_change(self, event):
        target = event.target
        if missing(target) or not target.hasAttribute("data-change"):
            return
        self.act(str(target.getAttribute("data-change")))

    def on_key(self, event):
        if str(event.key) != "Escape":
            return
        focused = self.document.activeElement
        within = None if missing(focused) else focused.closest(OPEN_POPS)
        if close_pops(self.root):
            event.preventDefault()
            if not missing(within):
                summary = within.querySelector("summary")
                if not missing(summary):
                    summary.focus()

    def on_address(self, _event):
        self.later(self.address_changed())

    async def address_changed(self):
        address = await read_address(self.window, self.to_js)
        record = "" if address == OVERSIZED else address.strip("#")
        if record or address == OVERSIZED:
            close_pops(self.root)
            self.post({"kind": "open", "text": record, "over": address == OVERSIZED})
        else:
            self.post({"kind": "back"})

    def on_storage(self, event):
        self.later(self.storage_changed(event))

    async def storage_changed(self, event):
        """Another tab changed the storage: tell the worker, whose copy of it is otherwise the one
        read at start (a save made or deleted there is listed or gone here; the open match's, moved
        on there, is not written over here)."""
        change = await read_change(self.window, self.to_js, event)
        if change is None:
            return
        key, value = change
        if key is None:  # the other tab cleared it: all of it again
            self.post({"kind": "stored", "storage": (await read_storage(self.window, self.to_js, self.storage))[0]})
        else:
            self.post({"kind": "stored", "text": key, "value": value})

    def later(self, work):
        """Run the coroutine ``work`` (an event's reading of the storage or the address) as a task
        of its own, kept until it ends."""
        self.tasks = [t for t in self.tasks if not t.done()] + [asyncio.create_task(work)]

    def act(self, text):
        form = {}
        for field in each(self.root.querySelectorAll("[data-field]")):
            form[str(field.getAttribute("data-field"))] = str(field.value)
        if self.worker is None and self.early is not None and self.early.act(text, form):
            return
        self.post({"kind": "action", "text": text, "form": form}, clicked=True)

    # --- to the worker and back ---------------------------------------------------------------

    def post(self, message, clicked=False, first=False):
        """Send ``message`` once those before it are answered (``first``: before any waiting)."""
        entry = (message, float(self.window.performance.now()) if clicked else None)
        if first:
            self.queue.insert(0, entry)
        else:
            self.queue.append(entry)
        if self.worker is not None and not self.running:
            self.running = True
            self.task = asyncio.create_task(self.run())  # kept: not collected midway

    async def run(self):
        try:
            while self.queue:
                message, clicked = self.queue.pop(0)
                try:
                    reply = await self.worker.send(json.dumps(message))
                except Exception as error:
                    self.failed(error)
                    return
                self.received(reply, clicked)
        finally:
            self.running = False

    def received(self, reply, clicked=None, thought=None):
        """A reply, applied after those the worker made before it (each waits for its storage
        writes; each reply's parts change the page the one before left); ``clicked``,
        ``thought``: when the click, or the computer's thinking, began."""
        reply = json.loads(str(reply))
        self.replies[reply["number"]] = (reply, clicked, thought)
        if not self.applying:
            self.applying = True
            self.apply_task = asyncio.create_task(self.apply_all())

    async def apply_all(self):
        try:
            while self.next_reply in self.replies:
                reply, clicked, thought = self.replies.pop(self.next_reply)
                self.next_reply += 1
                await self.apply(reply, thought)
                if clicked is not None:
                    self.clicks += 1
                    self.root.setAttribute("data-clicks", str(self.clicks))
                    self.window.requestAnimationFrame(lambda _t, s=clicked: self.clicked(s))
        finally:
            self.applying = False

    def clicked(self, start):
        self.click_ms.append(float(self.window.performance.now()) - start)
        self.root.setAttribute("data-click-ms", ",".join(f"{x:.2f}" for x in self.click_ms[-1000:]))

    def failed(self, error):
        """The worker failed: say so above the table (in the page's language), with a button
        that reloads the page, which opens the match from its save."""
        self.window.console.error("the table's worker failed: " + str(error))
        if self.early is not None:  # the early home answers no more: the banner stays, and the page is reloaded
            self.early.active = False
        if missing(self.document.getElementById("worker-failed")):
            lang = str(self.root.getAttribute("lang"))
            self.root.prepend(failure_banner(self.document, *FAILED.get(lang, FAILED["en"])))
        set_attribute(self.root, "data-ai", "idle")

    # --- a reply on the page -------------------------------------------------------------------

    async def apply(self, reply, thought=None):
        await self.keep(reply["store"])  # a decision is kept before it is drawn
        root, document = self.root, self.document
        changes = targets(root, reply["parts"])
        kept = held(root, replaced(changes))
        focused = document.activeElement
        action = None if missing(focused) else focused.getAttribute("data-action")
        in_bar = not missing(focused) and not missing(focused.closest("#action-bar"))
        had_choices = not missing(root.querySelector("#action-bar .act"))
        typed = None if self.early is None else self.early.typed()
        show(root, changes)
        if self.early is not None:
            self.early.handed_over(typed)
            self.early = None
        differs = self.check and reply.get("html") is not None and compare(document, root, reply["html"])
        if differs:
            self.window.console.error("AssertionError: " + differs)
        hold(document, root, kept)
        self.focus(None if missing(action) else str(action), had_choices, in_bar)
        self.shown_decisions = reply["decisions"]
        self.show_subject(had_choices)
        self.draws += 1
        self.stylesheets = reply["stylesheets"]
        self.screen = reply["screen"]
        for href in self.stylesheets:
            self.add_stylesheet(href)
        self.set_ready()
        set_attribute(root, "data-ai", reply["ai"])
        set_attribute(root, "data-moved", reply["moved"])
        set_attribute(root, "data-draws", str(self.draws))
        set_attribute(root, "aria-busy", "false")
        set_attribute(root, "lang", reply["lang"])
        set_attribute(document.documentElement, "lang", reply["lang"])
        if thought is not None and reply.get("timed"):  # a computer's move, not the table's answer for the person
            self.ai_wall_ms.append(float(self.window.performance.now()) - thought)
        if reply["ai_ms"]:
            root.setAttribute("data-ai-ms", ",".join(f"{x:.2f}" for x in reply["ai_ms"]))
            root.setAttribute("data-ai-wall-ms", ",".join(f"{x:.2f}" for x in self.ai_wall_ms[-1000:]))
        document.title = reply["title"]
        live = document.getElementById("live")
        if not missing(live) and str(live.textContent) != reply["announcement"]:
            live.textContent = reply["announcement"]
        if reply.get("error"):
            self.window.console.error(reply["error"])
        self.effects(reply["effects"])
        if reply["ai"] == "busy" and not self.timer:
            self.timer = True
            self.window.setTimeout(lambda *_: self.start_thinking(), PACE_MS if reply["pace"] else 0)

    def start_thinking(self):
        """A computer's move, asked of the worker beside the messages: a click while it thinks is
        sent and answered at once (the worker's search gives way between slices, and drops a move
        for a position that is gone)."""
        self.thinking = asyncio.create_task(self.think())

    async def think(self):
        started = float(self.window.performance.now())
        try:
            reply = await self.worker.think()
        except Exception as error:
            self.failed(error)
            return
        finally:
            self.timer = False
        self.received(reply, thought=started)

    async def keep(self, writes):
        """Make the worker's storage writes ([key, value or None to remove, the revision it is
        written over or None]: main_side/stored.py); tell it when the browser refuses one, and
        when it keeps them again, and what a key holds where another tab wrote it since. Each
        write runs inside a promise (:func:`attempt`): a full storage throws, and MicroPython
        cannot catch a JavaScript exception. Where the browser keeps nothing the writes are
        dropped: the worker holds the visit's matches (it was told at boot)."""
        storage = self.storage
        if missing(storage):
            return
        for key, value, expect in writes:
            ok, instead = await write(self.window, self.to_js, attempt, storage, self.unwritten, key, value, expect)
            if instead is not None:
                self.post({"kind": "stored", "text": key, "value": instead[0]}, first=True)
                continue
            if bool(ok) == self.refusing:
                self.refusing = not ok
                self.post({"kind": "refused", "text": key} if not ok else {"kind": "kept"}, first=True)

    def focus(self, action, had_choices, in_bar):
        root = self.root
        if action is not None:
            where = "#action-bar " if in_bar else ""
            again = root.querySelector(where + '[data-action="' + css_string(action) + '"]')
            if not missing(again):
                again.focus()
                return
        first = root.querySelector("#action-bar .act:not([disabled])")
        if missing(first):
            first = root.querySelector("[data-choice]:not([disabled])")
        if missing(first):
            return
        focused = self.document.activeElement
        lost = missing(focused) or focused == self.document.body or not root.contains(focused)
        if lost or (not had_choices and action is not None):
            first.focus(self.to_js({"preventScroll": True}))

    def show_subject(self, had_choices):
        """Mark the decision's subject (``data-subject-at`` in the bar) and bring it into view when it is new."""
        root = self.root
        bar = root.querySelector("#action-bar[data-subject-at]")
        selector = None if missing(bar) else str(bar.getAttribute("data-subject-at"))
        element = None if selector is None else root.querySelector(selector)
        for old in each(root.querySelectorAll("[data-subject]")):
            if missing(element) or old != element:
                old.removeAttribute("data-subject")
        # A decision's choices come into view when it comes, and when a tap within it (a die
        # picked, a card of an offer) changes the pieces it offers: the buildings a die may go to.
        offered = ",".join(str(e.getAttribute("data-action")) for e in each(root.querySelectorAll("[data-choice]")))
        key = (selector, self.shown_decisions, offered)
        came = key != self.subject or not had_choices
        self.subject = key
        if not missing(element) and not element.hasAttribute("data-subject"):
            element.setAttribute("data-subject", "")
        if came:
            self.window.requestAnimationFrame(lambda _t: self.bring_into_view())

    def bring_into_view(self):
        """The subject's choices into view (main_side/dom.py), a frame after the draw: the
        subject found again then, as a reply drawn since may have replaced its element."""
        root = self.root
        bar = root.querySelector("#action-bar[data-subject-at]")
        element = None if missing(bar) else root.querySelector(str(bar.getAttribute("data-subject-at")))
        into_view(root, element)

    def on_scroll(self, _event):
        """The table scrolled: say again, a frame later and once a frame, where more choices lie."""
        if self.scrolled:
            return
        self.scrolled = True

        def again(_t):
            self.scrolled = False
            more_now(self.root)

        self.window.requestAnimationFrame(again)

    def set_ready(self):
        styled = all(href in self.sheets_done for href in self.stylesheets)
        set_attribute(self.root, "data-ready", self.screen if styled else "styling")

    def add_stylesheet(self, href):
        document = self.document
        for link in each(document.head.querySelectorAll("link[data-game-css]")):
            if str(link.getAttribute("href")) == href:
                return
        link = document.createElement("link")
        link.setAttribute("rel", "stylesheet")
        link.setAttribute("href", href)
        link.setAttribute("data-game-css", "")

        def arrived(loaded):
            self.sheets_done.add(href)
            self.set_ready()
            if loaded:
                self.show_subject(False)

        link.addEventListener("load", lambda _e: arrived(True))
        link.addEventListener("error", lambda _e: arrived(False))
        document.head.appendChild(link)

    def effects(self, effects):
        location, history = self.window.location, self.window.history
        base = str(location.pathname) + str(location.search)
        for name, text in effects:
            if name == "set":
                history.replaceState(None, "", base + ("#" + text if text else ""))
            elif name == "push":
                history.pushState(None, "", base + "#" + text)
            elif name in ("copy", "share"):
                hand_on(self.window.navigator, self.to_js, text, name == "share",
                        lambda ok: self.post({"kind": "copied", "text": "1" if ok else ""}))

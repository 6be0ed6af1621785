"""The page's side of the table: PyScript glue, and nothing else.

It holds the page's state (web/state.py), sends the loop (web/update.py) the clicks as
commands, carries out the effects it returns (the address, the history, the clipboard),
paces the computers' moves (web/thinking.py) with timers, and draws each frame
(web/present.py) into ``#app``, replacing only the parts that changed (web/patch.py). One
listener on ``#app`` (never replaced) reads a clicked element's ``data-action``, a second a
value set by pointer or keys (the replay's slider, ``data-change``), a third Escape, which
closes an explanation lying over the table (web/pops.py).

What it sets on ``#app`` for tests and benchmarks to wait on (never a fixed pause): ``data-ready``
(the screen drawn, its game's stylesheet arrived), ``data-moved`` (``computer`` after a computer's
move, or a replay's step, at "one by one": the stylesheet highlights what it changed),
``data-ai`` (``busy`` while a computer has a move to make now, else ``idle``), ``data-draws``
(drawings so far: a test can tell its click was handled); with ``?check-redraw``,
``data-redraw-error`` once a redraw went wrong. For the benchmarks: ``data-ai-ms`` (each
computer decision's thinking, its slices added up), ``data-ai-wall-ms`` (each from its first
slice to its move drawn), ``data-click-ms`` (each click to the next frame), ``data-clicks``
(clicks handled: the timings are complete when there are as many) and ``data-draw-ms`` (the
latest drawing: rendering and patching, saves read included).
"""

from __future__ import annotations

import asyncio
import traceback
from functools import partial
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

from . import patch, pops
from .address import query_values, secret_seed, seeds_from_query
from .commands import Back, Command, Copied, CopyText, Effect, Fault, Open, PushAddress, ReplayStep, SetAddress, parse
from .local_storage import browser_storage, missing
from .offline import keep_offline_copy
from .present import Painted, paint
from .thinking import ai_pending, think
from .update import go_home, start, update

if TYPE_CHECKING:
    from .state import State, World

#: Pause before each computer decision at the "one by one" speed, in milliseconds.
PACE_MS = 650
#: A strong computer thinks in slices of the main thread this long (and the step passing it).
SLICE_MS = 20


def _next_task() -> asyncio.Future[None]:
    """Done from a timer, a new task: awaiting it lets the browser handle input and draw first."""
    done: asyncio.Future[None] = asyncio.get_event_loop().create_future()
    window.setTimeout(create_once_callable(partial(done.set_result, None)), 0)
    return done


def _set(element: Any, name: str, value: str) -> None:
    """Set an attribute only if it changes: setting ``lang`` even to the same value makes the
    browser work out the style of every element under it again (``:lang(ko)`` in the CSS)."""
    if str(element.getAttribute(name)) != value:
        element.setAttribute(name, value)


def _css_string(text: str) -> str:
    """``text`` made safe inside a double-quoted CSS attribute selector."""
    return text.replace("\\", "\\\\").replace('"', '\\"')


class Page:
    def __init__(self, state: State, world: World, root: Any) -> None:
        self.state, self.world, self.root = state, world, root
        self.timer = False
        self.effects: list[Effect] = []  # of the commands and moves since the last draw, carried out at its end
        self.ai_wall_ms: list[float] = []
        #: The games' stylesheets that have arrived (or failed to): see :meth:`_set_ready`.
        self.sheets_done: set[str] = set()
        self.draws = self.clicks = 0
        self.offline_task: asyncio.Task[None] | None = None
        #: Milliseconds from each click to the next frame, read by the benchmarks.
        self.click_ms: list[float] = []
        #: What the last draw put on the page (None before the first): the next markup is compared with it.
        self.painted: Painted | None = None
        #: Whether each redraw is checked against a fresh parse (``?check-redraw``, for tests).
        self.check = False
        #: Who made the move just drawn: "computer" at the "one by one" speed, else "" (the CSS
        #: highlights what a computer's move changed, web/static/table.css).
        self.moved = ""
        #: The part the decision last drawn was about (its selector) and the decisions made then.
        self.subject: tuple[str | None, int] | None = None

    def draw(self) -> None:
        started = window.performance.now()
        # Redrawing replaces the parts of the table that changed; what the reader opened (the
        # player aid, a card's explanation), where they had scrolled and the focused button
        # are carried over into the new ones so the page does not jump.
        opened = {str(d.id): bool(d.open) for d in self.root.querySelectorAll("details[id]")}
        scrolled = [(e, str(e.id), float(e.scrollTop)) for e in self.root.querySelectorAll("[data-keep-scroll][id]")]
        focused = document.activeElement
        focus_action = None if missing(focused) else focused.getAttribute("data-action")
        # A choice may be offered twice (in the action bar and where it happens on the board):
        # the focus stays on the one it was on.
        in_bar = not missing(focused) and not missing(focused.closest("#action-bar"))
        had_choices = bool(self.root.querySelector("#action-bar .act"))
        painted = paint(self.state, self.world)
        self._show(painted.html)
        self.painted = painted
        for d in self.root.querySelectorAll("details[id]"):
            # Set only where it differs: setting it fires a toggle and lays the page out again.
            if str(d.id) in opened and bool(d.open) != opened[str(d.id)]:
                d.open = opened[str(d.id)]
        for old, ident, top in scrolled:
            new: Any = None if old.isConnected else document.getElementById(ident)
            # A new element starts at the top; setting it there anyway would lay the page out now.
            if top and not missing(new) and self.root.contains(new):
                new.scrollTop = top
        self._focus(focus_action, had_choices, in_bar)
        self._show_subject(had_choices)
        self.draws += 1
        for href in painted.stylesheets:
            self._stylesheet(href)
        self._set_ready()
        _set(self.root, "data-ai", painted.ai)
        _set(self.root, "data-moved", self.moved)
        _set(self.root, "data-draws", str(self.draws))
        # For the benchmarks: this drawing's milliseconds, from the state to the page's markup.
        self.root.setAttribute("data-draw-ms", f"{float(window.performance.now()) - started:.1f}")
        _set(self.root, "aria-busy", "false")
        _set(self.root, "lang", painted.lang)
        _set(document.documentElement, "lang", painted.lang)
        document.title = painted.title
        self._announce(painted.announcement)
        self._effects()
        self._schedule()

    def _show(self, html: str) -> None:
        """Put ``html`` on the page, changing only the parts that differ from what is shown
        (web/patch.py). Every part to change is found before any is changed, as the numbers
        are those of the page as it was."""
        shown = self.painted.html if self.painted is not None else None
        changed = patch.changes(shown, html) if shown is not None else [(patch.REPLACE, patch.WHOLE, html)]
        if changed and changed[0][1] == patch.WHOLE:
            self.root.innerHTML = html
        elif changed:
            found = self.root.querySelectorAll("[data-part]")
            elements = [(what, found.item(index), markup) for what, index, markup in changed]
            # New parts first, beside parts still where they were; a part replaced or removed
            # after that takes nothing put beside it along.
            for what, element, markup in elements:
                if what in (patch.BEFORE, patch.AFTER):
                    element.insertAdjacentHTML(what, markup)
            for what, element, markup in elements:
                if what == patch.REPLACE:
                    element.outerHTML = markup
                elif what == patch.REMOVE:
                    element.remove()
        if self.check:
            self._check(html)

    def _check(self, html: str) -> None:
        """With ``?check-redraw`` (the browser tests): the page must read exactly as ``html``
        drawn anew, or a part was replaced wrongly (or the markup is one the parser rearranges)."""
        fresh = document.createElement("template")
        fresh.innerHTML = html
        # ``open`` is the reader's (a details element they opened or closed), not the markup's;
        # an empty ``style`` is left by test tools (a screenshot hides the caret with one).
        # ``data-subject`` marks the part the decision is about, set on the page after each draw.
        drawn, shown = (str(x).replace(' open=""', "").replace(' style=""', "").replace(' data-subject=""', "")
                        for x in (fresh.innerHTML, self.root.innerHTML))
        if drawn != shown:
            self.root.setAttribute("data-redraw-error", "")
            at = next((i for i, (a, b) in enumerate(zip(drawn, shown)) if a != b), min(len(drawn), len(shown)))
            raise AssertionError(f"the redrawn page differs from its markup at {at}: "
                                 f"{shown[max(0, at - 80):at + 80]!r} instead of {drawn[max(0, at - 80):at + 80]!r}")

    def _focus(self, action: Any, had_choices: bool, in_bar: bool = False) -> None:
        """Keep the focus on the button it was on (in the action bar if it was there); when the
        player's choices appear (or the focused button went away with their decision), on the
        first choice: the bar's, or the table's first piece when the bar has none."""
        if not missing(action):
            where = "#action-bar " if in_bar else ""
            again = self.root.querySelector(f'{where}[data-action="{_css_string(str(action))}"]')
            if not missing(again):
                again.focus()
                return
        first = self.root.querySelector("#action-bar .act:not([disabled])")  # a disabled one takes no focus
        if missing(first):  # every choice is a piece on the table (web/games/kit.py)
            first = self.root.querySelector("[data-choice]:not([disabled])")
        if missing(first):
            return
        focused = document.activeElement
        lost = missing(focused) or focused == document.body or not self.root.contains(focused)
        if lost or (not had_choices and not missing(action)):
            first.focus(to_js({"preventScroll": True}))

    def _show_subject(self, had_choices: bool) -> None:
        """The part of the table the player's decision is about (the game's ``subject``, which
        the action bar names in ``data-subject-at``) is marked ``data-subject`` and, when a
        decision comes or its subject changes, brought into view above the bar. It stays put
        while the same subject is shown again, and where it is in view already."""
        bar = self.root.querySelector("#action-bar[data-subject-at]")
        selector = None if missing(bar) else str(bar.getAttribute("data-subject-at"))
        element: Any = None if selector is None else self.root.querySelector(selector)
        for old in self.root.querySelectorAll("[data-subject]"):
            if missing(element) or old != element:
                old.removeAttribute("data-subject")
        # A new decision, or another part of the same one (a step of it): shown if out of view.
        key = (selector, self.painted.decisions if self.painted is not None else 0)
        came = key != self.subject or not had_choices
        self.subject = key
        if missing(element):
            return
        if not element.hasAttribute("data-subject"):
            element.setAttribute("data-subject", "")
        if came:
            # Measured in the next frame, when the browser lays the page out anyway: measuring
            # now would lay it out twice for one click.
            window.requestAnimationFrame(create_once_callable(lambda _t: self._bring_into_view(element)))

    def _bring_into_view(self, element: Any) -> None:
        scroller = self.root.querySelector("#match-scroll")
        if missing(scroller) or not element.isConnected:
            return
        box, view = element.getBoundingClientRect(), scroller.getBoundingClientRect()
        # As little as will do; one taller than the table's window with its top at the top.
        # The table's own scroll only (scrollIntoView would move the page around it too).
        if box.top < view.top or box.height > view.height:
            scroller.scrollTop += box.top - view.top
        elif box.bottom > view.bottom:
            scroller.scrollTop += box.bottom - view.bottom

    def _announce(self, text: str) -> None:
        """One small live region (outside the redrawn table) says the latest move and the prompt."""
        live = document.getElementById("live")
        if not missing(live) and str(live.textContent) != text:
            live.textContent = text

    def _set_ready(self) -> None:
        """``data-ready``: the screen drawn, once the stylesheets it needs have arrived (until
        then ``styling``: a table measured, or looked at, before its game's stylesheet is
        laid out unstyled)."""
        painted = self.painted
        if painted is not None:
            styled = all(href in self.sheets_done for href in painted.stylesheets)
            _set(self.root, "data-ready", painted.screen if styled else "styling")

    def _stylesheet(self, href: str) -> None:
        """A game's own stylesheet, added to the page once, when its table is first shown."""
        for link in document.head.querySelectorAll("link[data-game-css]"):
            if str(link.getAttribute("href")) == href:
                return
        link = document.createElement("link")
        link.setAttribute("rel", "stylesheet")
        link.setAttribute("href", href)
        link.setAttribute("data-game-css", "")

        def arrived(loaded: bool) -> None:
            self.sheets_done.add(href)  # or failed to: the table is shown as it can be
            self._set_ready()
            if loaded:  # the table is laid out anew: the subject is found again
                self._show_subject(False)

        link.addEventListener("load", create_once_callable(lambda _event: arrived(True)))
        link.addEventListener("error", create_once_callable(lambda _event: arrived(False)))
        document.head.appendChild(link)

    def send(self, command: Command | None, form: dict[str, str] | None = None) -> None:
        """Give the loop one command (its effects wait for the next draw); a failure is a bug, said on the page."""
        try:
            _, effects = update(self.state, self.world, command, form)
        except Exception:
            if isinstance(command, Open):
                go_home(self.state)
            self._bug()
            return
        self.effects += effects

    def _effects(self) -> None:
        effects, self.effects = self.effects, []
        base = str(window.location.pathname) + str(window.location.search)
        for effect in effects:
            match effect:
                case SetAddress(text=text):  # in step (a reload restores the match), adding no history
                    window.history.replaceState(None, "", base + ("#" + text if text else ""))
                case PushAddress(text=text):  # opening a match adds one entry: Back returns home
                    window.history.pushState(None, "", base + "#" + text)
                case CopyText(text=text):
                    self._copy(text)

    def _copy(self, url: str) -> None:
        def settled(copied: bool) -> None:
            self.send(Copied(copied))
            self.draw()

        try:
            window.navigator.clipboard.writeText(url).then(create_once_callable(lambda _: settled(True)),
                                                           create_once_callable(lambda _: settled(False)))
        except Exception:
            settled(False)

    def _schedule(self) -> None:
        if self.timer or not ai_pending(self.state):
            return
        self.timer = True
        delay = 0 if self.state.settings.speed == "instant" else PACE_MS
        window.setTimeout(create_once_callable(self._ai_step), delay)

    def _ai_step(self) -> None:  # the task is kept: not collected midway
        self.thinking = asyncio.ensure_future(self._think())

    async def _think(self) -> None:
        """The next computer move, in slices of :data:`SLICE_MS` with the browser's turns between,
        and a turn before a strong computer's move is played and drawn."""
        first = float(window.performance.now())
        decided = len(self.state.ai_ms)
        try:
            began = first
            for move_next in think(self.state, self.world, self.effects) or ():
                if move_next or float(window.performance.now()) - began >= SLICE_MS:
                    await _next_task()
                    began = float(window.performance.now())
        except Exception:
            self._bug()
        self.timer = False
        # At "one by one", the parts of the table this move replaced are highlighted: the stylesheet
        # animates the parts put in while ``data-moved`` is "computer" (the rest keep their elements).
        self.moved = "computer" if self.state.settings.speed == "normal" else ""
        self.draw()
        if len(self.state.ai_ms) > decided:  # a computer's move, not the table's answer for the person
            self.ai_wall_ms.append(float(window.performance.now()) - first)
        self.root.setAttribute("data-ai-ms", ",".join(f"{x:.2f}" for x in self.state.ai_ms[-1000:]))
        self.root.setAttribute("data-ai-wall-ms", ",".join(f"{x:.2f}" for x in self.ai_wall_ms[-1000:]))

    def on_click(self, event: Any) -> None:
        pops.close(self.root, event.target)  # a tap outside an explanation over the table
        target = event.target.closest("[data-action]")
        if missing(target) or target.hasAttribute("disabled"):
            return  # a click outside the buttons (a card's explanation, the player aid)
        self._dispatch(str(target.getAttribute("data-action")))

    def on_change(self, event: Any) -> None:
        """A control that acts when its value is set (the replay's slider: ``data-change``),
        by pointer or by keys alike."""
        target = event.target
        if missing(target) or not target.hasAttribute("data-change"):
            return
        self._dispatch(str(target.getAttribute("data-change")))

    def _dispatch(self, text: str) -> None:
        form = {str(f.getAttribute("data-field")): str(f.value) for f in self.root.querySelectorAll("[data-field]")}
        start = window.performance.now()
        # A replay's step is a move being watched: what it changed glows as a computer's move does.
        action = parse(text)
        self.moved = "computer" if isinstance(action, ReplayStep) and self.state.settings.speed == "normal" else ""
        self.send(action, form)  # None (a stale or forged button) does nothing
        self.draw()
        self.clicks += 1
        self.root.setAttribute("data-clicks", str(self.clicks))
        # Measured up to the next frame, when the browser has laid out the new table.
        window.requestAnimationFrame(create_once_callable(lambda _t: self._clicked(start)))

    def _clicked(self, start: float) -> None:
        self.click_ms.append(float(window.performance.now()) - start)
        self.root.setAttribute("data-click-ms", ",".join(f"{x:.2f}" for x in self.click_ms[-1000:]))

    def on_hashchange(self, event: Any) -> None:
        """Back from a match (no record: the home screen), or another record in the address (the
        match shown already is not opened again)."""
        record = str(window.location.hash).strip("#")
        if record:
            pops.close(self.root)  # perhaps another position: what was explained may lie over other buttons
        self.send(Open(record) if record else Back())
        self.draw()

    def _bug(self) -> None:
        """A bug in the table: say so on the page, keep the match, and leave the details for tests."""
        details = traceback.format_exc()
        window.console.error(details)
        last = details.strip().splitlines()[-1] if details.strip() else "?"
        update(self.state, self.world, Fault(last[:160]))


def main() -> None:
    storage, persistent = browser_storage(window)
    seeds = seeds_from_query(str(window.location.search))
    state, world = start(storage, language=str(window.navigator.language or "en"), new_seed=seeds or secret_seed,
                         persistent=persistent)
    root = document.getElementById("app")
    state.base_url = str(window.location.origin) + str(window.location.pathname) + str(window.location.search)
    page = Page(state, world, root)
    page.check = "check-redraw" in query_values(str(window.location.search))
    page.send(Open(str(window.location.hash)))
    page.draw()
    root.addEventListener("click", create_proxy(page.on_click))
    root.addEventListener("change", create_proxy(page.on_change))
    root.addEventListener("keydown", create_proxy(lambda event: pops.escape(root, event, document.activeElement)))
    window.addEventListener("hashchange", create_proxy(page.on_hashchange))
    window.addEventListener("popstate", create_proxy(page.on_hashchange))
    # After the first draw (the table comes first); kept, so the task is not collected midway.
    page.offline_task = asyncio.ensure_future(keep_offline_copy())

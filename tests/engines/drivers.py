"""One way to drive the page in any engine: :class:`Tab` (load, wait for a state, click, read,
evaluate, screenshot, the console's errors), and :class:`Engine`, which opens a tab in a
fresh profile. Each engine implements the few primitives; everything else is written once here.

- WebKit (Safari's engine): WebKitGTK's WebDriver, `WebKitWebDriver`, starting its
  MiniBrowser in automation mode, spoken to over classic WebDriver (HTTP + JSON):
  tests/engines/webkit.py. WebKitGTK 2.50's driver has no WebDriver BiDi (it refuses the
  `webSocketUrl` capability).
- Firefox: `firefox-esr`'s own WebDriver BiDi endpoint (`--remote-debugging-port`), spoken
  to over a WebSocket: tests/engines/firefox.py. No geckodriver is needed (Debian ships none).

Every wait polls the page for a state (never a fixed pause) until ``TIMEOUT_S``.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: How long a state may take to come. A loaded two-core machine starts Pyodide slowly, and
#: these engines start it more slowly than Chromium.
TIMEOUT_S = 180.0
POLL_S = 0.1

PY_ERROR = ".py-error"  # PyScript appends it when Python raises


class PageFailed(AssertionError):
    """Python raised in the page (PyScript's .py-error), or a state never came."""


def wrapped(function: str, args: tuple[Any, ...]) -> str:
    """An async function expression that calls ``function`` (JavaScript source of a function)
    with ``args`` and resolves to its result as JSON text: one shape for every engine's
    evaluate, whatever the protocol's own serialisation of values."""
    return (f"async () => {{ const r = await ({function})(...{json.dumps(list(args))});"
            " return JSON.stringify(r === undefined ? null : r); }")


class Tab:
    """A page in one engine. Subclasses give :meth:`goto`, :meth:`reload`, :meth:`_call`
    (run :func:`wrapped`'s text, return its string), :meth:`click`, :meth:`screenshot`,
    :meth:`errors` and :meth:`close`."""

    engine = ""
    #: Taps are a finger's (WebDriver's touch pointer) rather than a mouse's: on a phone's width.
    touch = False

    # --- what each engine implements -----------------------------------------------------------
    def goto(self, url: str) -> None:
        raise NotImplementedError

    def reload(self) -> None:
        raise NotImplementedError

    def _call(self, source: str) -> str:
        raise NotImplementedError

    def click(self, selector: str) -> None:
        """Tap (a finger where :attr:`touch`, else click) the first element ``selector``
        finds, as a person would: where it is drawn, after scrolling it into view."""
        raise NotImplementedError

    def screenshot(self, path: Path) -> None:
        raise NotImplementedError

    def errors(self) -> list[str]:
        """The console's errors and the page's uncaught errors so far."""
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    # --- written once -----------------------------------------------------------------------
    def evaluate(self, function: str, *args: Any) -> Any:
        """The value (JSON's) of the JavaScript function ``function`` called with ``args``
        in the page; a promise is awaited."""
        return json.loads(self._call(wrapped(function, args)))

    def wait_for(self, function: str, *args: Any, what: str = "", timeout_s: float = TIMEOUT_S) -> Any:
        """Until ``function(*args)`` is truthy in the page; its value. Fails at once with
        Python's message if PyScript shows a Python error first."""
        deadline = time.monotonic() + timeout_s
        while True:
            value = self.evaluate(
                f"async (...a) => {{ const e = document.querySelector('{PY_ERROR}');"
                f" return e ? {{pyError: e.textContent}} : {{ok: await ({function})(...a)}}; }}", *args)
            if "pyError" in value:
                raise PageFailed(f"Python failed in the page ({self.engine}):\n{value['pyError']}")
            if value.get("ok"):
                return value["ok"]
            if time.monotonic() > deadline:
                raise PageFailed(f"{self.engine}: waited {timeout_s:.0f} s for {what or function}")
            time.sleep(POLL_S)

    def wait_selector(self, selector: str, timeout_s: float = TIMEOUT_S) -> None:
        self.wait_for("s => document.querySelector(s) !== null", selector, what=selector, timeout_s=timeout_s)

    def count(self, selector: str) -> int:
        return int(self.evaluate("s => document.querySelectorAll(s).length", selector))

    def attribute(self, selector: str, name: str) -> str | None:
        value = self.evaluate("(s, n) => { const e = document.querySelector(s); return e && e.getAttribute(n); }",
                              selector, name)
        return None if value is None else str(value)

    def text(self, selector: str) -> str:
        return str(self.evaluate("s => document.querySelector(s).innerText", selector))

    def value(self, selector: str) -> str:
        return str(self.evaluate("s => document.querySelector(s).value", selector))

    def fill(self, selector: str, text: str) -> None:
        """Put ``text`` in an input, as typing does (its ``input`` event too)."""
        self.evaluate("(s, t) => { const e = document.querySelector(s); e.value = t;"
                      " e.dispatchEvent(new Event('input', {bubbles: true}));"
                      " e.dispatchEvent(new Event('change', {bubbles: true})); }", selector, text)

    def scroll_to(self, selector: str) -> None:
        found = self.evaluate("s => { const e = document.querySelector(s);"
                              " if (e) e.scrollIntoView({block: 'center', inline: 'center'}); return e !== null; }",
                              selector)
        if not found:
            raise PageFailed(f"{self.engine}: nothing to tap at {selector}")

    def viewport(self) -> tuple[int, int]:
        width, height = self.evaluate("() => [window.innerWidth, window.innerHeight]")
        return int(width), int(height)


class Engine:
    """A browser of one engine: :meth:`open` gives a Tab in a fresh profile (its own storage,
    cache and service workers) of the given window size."""

    name = ""
    #: The browser's version, once known (WebKit's: once a tab has opened).
    version = ""

    def open(self, width: int, height: int) -> Tab:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError


#: Narrower than this, a window is a phone's: tapped with a finger.
PHONE_WIDTH = 600


def until(check: Callable[[], Any], what: str, timeout_s: float = TIMEOUT_S) -> Any:
    """Poll ``check`` (in this process) until it answers something truthy."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise PageFailed(f"waited {timeout_s:.0f} s for {what}")
        time.sleep(POLL_S)

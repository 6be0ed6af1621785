"""The one place that knows how to start Chromium and watch a page: used by tests/e2e and bench/.
Which Chromium is build.find_chromium()'s answer, the same one `build.py test` checks for.

Playwright is imported lazily, so importing this module never needs it installed.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from build import find_chromium
from tests import chromium_log

ROOT = Path(__file__).resolve().parent.parent
#: The site the browser tests open: site/, or the one build.py names in $NWT_SITE.
SITE_DIR = Path(os.environ.get("NWT_SITE") or ROOT / "site")

# Without the background-networking flags Chromium keeps trying to reach the internet.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]

# The page is at its interactive home screen when web/ has set data-ready="home" on #app
# (main_side/page.py sets data-ready to the screen the worker drew). Tests and bench/ wait for this.
HOME_READY = '#app[data-ready="home"]'
READY_SELECTOR = HOME_READY
# Pyodide boots in ~2 s here, but a loaded CI machine can be much slower.
READY_TIMEOUT_MS = 60_000


#: How PageWatch.problems names a page whose renderer died (CRASH_IN_REPORT finds it).
RENDERER_DIED = "Chromium's renderer process"

# PyScript appends <div class="py-error"> to the page when Python raises.
PY_ERROR_SELECTOR = ".py-error"


class PythonFailed(AssertionError):
    """Python raised in the page before it became ready."""


def wait_until_ready(page, selector: str = READY_SELECTOR, timeout_ms: int = READY_TIMEOUT_MS):
    """Wait for `selector` (attached to the DOM); fail at once, with Python's message, if
    PyScript shows a Python error first, instead of waiting out the timeout."""
    found = page.wait_for_selector(f"{selector}, {PY_ERROR_SELECTOR}", state="attached", timeout=timeout_ms)
    if page.locator(selector).count() == 0:
        raise PythonFailed("Python failed before the page was ready:\n" + found.text_content())
    return found


def launch_chromium(playwright, **options):
    """A headless Chromium Browser from a sync_playwright() handle, with the project's flags: the
    browser build.find_chromium() names (the one finder), else Playwright's own."""
    executable = find_chromium()
    if executable:
        options.setdefault("executable_path", executable)
    return Browser(lambda log: playwright.chromium.launch(
        headless=True, args=CHROMIUM_ARGS + chromium_log.args(log), **options))


#: How Chromium says its renderers died (chromium_log.cause), one line for each Chromium that
#: had a crash, once it has closed; tests/e2e/conftest.py hands them to the end of the run.
CRASH_CAUSES: list[str] = []


class Browser:
    """A Playwright Browser whose new contexts block service workers unless asked otherwise
    (``service_workers="allow"``). Otherwise every test's fresh context would copy the whole
    site (15 MB) into its cache in the background while the test runs. The offline tests allow
    them.

    ``launch(log)`` starts the Chromium, its own log written to ``log``; :meth:`renew` starts
    another in its place. ``crashed`` is set when the renderer of any page of any of its
    contexts dies; once that Chromium has closed, what its log says of how is added to
    CRASH_CAUSES, and the log is kept."""

    def __init__(self, launch):
        self._launch = launch
        self._logs = Path(tempfile.mkdtemp(prefix="chromium-logs-"))
        #: Every Chromium launched, with its log: what log_of reads.
        self._launches: list[tuple[Any, Path]] = []
        self._browser = self._start()
        #: A page's renderer crashed: the next context should come from a new Chromium.
        self.crashed = False

    def _start(self):
        self.log = self._logs / f"chromium-{len(self._launches) + 1}.log"
        chromium = self._launch(self.log)
        self._launches.append((chromium, self.log))
        return chromium

    def log_of(self, chromium) -> Path:
        """The log of a Chromium this Browser launched (a page's ``context.browser``), the
        present one or one already renewed: what its line in CRASH_CAUSES names."""
        return next(log for launched, log in self._launches if launched is chromium)

    def _close(self) -> None:
        try:
            self._browser.close()
        except Exception:  # already gone with its crash: nothing left to close
            pass
        if self.crashed:
            text = self.log.read_text(errors="replace") if self.log.exists() else ""
            CRASH_CAUSES.append(f"{chromium_log.cause(text)} (Chromium's log: {self.log})")
        else:
            self.log.unlink(missing_ok=True)

    def new_context(self, **options):
        options.setdefault("service_workers", "block")
        context = self._browser.new_context(**options)
        chromium = self._browser

        def on_crash(_page) -> None:
            # A late word from a Chromium already renewed says nothing of the present one.
            if self._browser is chromium:
                self.crashed = True

        # Here rather than in each test: a context a test makes for itself (screens.open_page, a
        # second visitor) would otherwise leave a crashed Chromium to the next test.
        context.on("page", lambda page: page.on("crash", on_crash))
        return context

    def renew(self) -> None:
        """Close this Chromium and launch a new one. Once one renderer had crashed, every
        page that Chromium opened next crashed too (29 tests of one worker, one run of the
        eighth session): a new one keeps a crash to the test it happened in."""
        self._close()
        self._browser = self._start()
        self.crashed = False

    def close(self) -> None:
        """Close the Chromium; the folder of its logs goes, unless it holds the kept log of
        one that crashed."""
        self._close()
        if not any(self._logs.iterdir()):
            shutil.rmtree(self._logs, ignore_errors=True)

    def __getattr__(self, name):
        return getattr(self._browser, name)


def site_is_built(site: Path = SITE_DIR) -> bool:
    return all((site / name).is_file() for name in ("index.html", "sw.js"))


# Python errors as PyScript reports them on the console.
PYTHON_ERROR = re.compile(r"Traceback \(most recent call last\)|PythonError|^\w*(Error|Exception)\b: ", re.M)
IGNORED_MISSING = ("/favicon.ico",)  # the browser asks for it by itself


@dataclass
class PageWatch:
    """What a page did: every request URL, failed responses, console messages, page errors."""

    origin: str
    requests: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    console: list[tuple[str, str]] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    #: Pages whose renderer process died ("Target crashed" in the test's own error).
    crashed: list[str] = field(default_factory=list)

    def offsite_requests(self) -> list[str]:
        """Requests that left the origin (data:, blob: and about: URLs stay in the page)."""
        out = []
        for url in self.requests:
            parts = urlsplit(url)
            if parts.scheme in ("data", "blob", "about"):
                continue
            if f"{parts.scheme}://{parts.netloc}" != self.origin:
                out.append(url)
        return out

    def python_errors(self) -> list[str]:
        """Console messages and page errors that show a Python traceback or error."""
        texts = [text for _kind, text in self.console] + self.page_errors
        return [text for text in texts if PYTHON_ERROR.search(text)]

    def problems(self) -> list[str]:
        """Everything that should fail a test: off-origin requests, failed responses,
        Python errors and uncaught page errors."""
        problems = [f"request left the origin {self.origin}: {url}" for url in self.offsite_requests()]
        problems += [f"failed response: {entry}" for entry in self.failed]
        problems += [f"Python error in the console: {text}" for text in self.python_errors()]
        problems += [f"uncaught page error: {text}" for text in self.page_errors if text not in self.python_errors()]
        problems += [f"{RENDERER_DIED} for {url} died (killed, or out of memory: the page's own "
                     "errors would show above)" for url in self.crashed]
        return problems


def watch(context, origin: str) -> PageWatch:
    """Record what every page of a Playwright BrowserContext does."""
    seen = PageWatch(origin=origin.rstrip("/"))

    def on_response(response) -> None:
        path = urlsplit(response.url).path
        if response.status >= 400 and not path.endswith(IGNORED_MISSING):
            seen.failed.append(f"{response.status} {response.url}")

    def on_page(page) -> None:
        page.on("console", lambda message: seen.console.append((message.type, message.text)))
        page.on("pageerror", lambda error: seen.page_errors.append(str(error)))
        page.on("crash", lambda crashed: seen.crashed.append(crashed.url))

    context.on("request", lambda request: seen.requests.append(request.url))
    def on_request_failed(request) -> None:
        if request.failure != "net::ERR_ABORTED":  # a navigation or reload cancelled it
            seen.failed.append(f"{request.failure} {request.url}")

    context.on("requestfailed", on_request_failed)
    context.on("response", on_response)
    context.on("page", on_page)
    return seen


@dataclass
class Visit:
    """A fresh visitor: a new context, what its pages do, and a page in it."""

    context: Any
    watch: PageWatch
    page: Any
    #: When this visit is the load again after a renderer crash: how the first load failed.
    reloaded_after: str | None = None

    def close(self) -> None:
        self.context.close()


class RendererCrashed(AssertionError):
    """The page's renderer died while the page first loaded, in a new Chromium as well."""


def new_visit(browser: Browser, origin: str, **context_options) -> Visit:
    """A Visit in a new context of ``browser`` (a new Chromium first if a renderer crashed), its
    actions waiting up to READY_TIMEOUT_MS."""
    if browser.crashed:
        browser.renew()
    context = browser.new_context(**context_options)
    context.set_default_timeout(READY_TIMEOUT_MS)
    seen = watch(context, origin)
    return Visit(context, seen, context.new_page())


def load_home(browser: Browser, url: str, selector: str = READY_SELECTOR,
              while_loading: Callable[[Any], None] | None = None, **context_options) -> Visit:
    """A new Visit at ``url``, waited for until ``selector`` (the home screen).

    If the page's renderer dies on the way, that context is closed and the page loaded once
    more in a new context of a new Chromium: Debian's Chromium now and then loses a renderer
    while the home screen first loads (about one run of the browser tests in four), at random,
    and a test that fails by chance makes every run worthless. The visit says so (``reloaded_after``);
    a second crash raises RendererCrashed. Any other failure closes the context and raises.
    ``while_loading(page)`` runs between the navigation and the wait, in every load: tests
    of this crash the renderer there."""
    parts = urlsplit(url)
    origin = f"{parts.scheme}://{parts.netloc}"
    first_crash = None
    while True:
        visit = new_visit(browser, origin, **context_options)
        try:
            visit.page.goto(url)
            if while_loading is not None:
                while_loading(visit.page)
            wait_until_ready(visit.page, selector)
        except Exception as error:
            crashed = renderer_crashed(visit.watch, error)
            try:
                visit.close()
            except Exception:  # already gone with its Chromium: nothing left to close
                pass
            if not crashed:
                raise
            browser.crashed = True  # whatever loads next, here or in the next test
            if first_crash is not None:
                raise RendererCrashed(f"the renderer died while {url} loaded, and again in a new Chromium: "
                                      f"{first_crash}; then {_first_line(error)}") from error
            first_crash = _first_line(error)
        else:
            visit.reloaded_after = first_crash
            return visit


# Playwright's words when the page's renderer died under a call: a wait ("Target crashed"), a
# navigation ("Page crashed").
CRASHED = re.compile(r"\b(Target|Page) crashed\b")
#: A test's failure that came of a renderer's death, in its report: Playwright's words, the
#: `page` fixture's (PageWatch.problems) or load_home's second crash (RendererCrashed).
CRASH_IN_REPORT = re.compile(f"{CRASHED.pattern}|{re.escape(RENDERER_DIED)} .* died|{RendererCrashed.__name__}")


def renderer_crashed(seen: PageWatch, error: BaseException) -> bool:
    """Whether ``error`` (from a call on a page ``seen`` watches) came of the page's renderer
    dying. The page's crash event may still be on its way when the call fails: Playwright's
    message says it too."""
    return bool(seen.crashed) or bool(CRASHED.search(_first_line(error)))


def _first_line(error: BaseException) -> str:
    return (str(error).strip().splitlines() or [type(error).__name__])[0].strip()

"""WebKit (Safari's engine) through WebKitGTK's WebDriver: `WebKitWebDriver` (Debian's
`webkit2gtk-driver`) starts WebKitGTK's MiniBrowser with `--automation` for every session, under
an X server of our own (`xvfb-run`). Classic WebDriver, HTTP and JSON, with urllib: the handful
of commands this tier needs, so no Selenium.

Each tab is a WebKitWebDriver of its own, under an X server of its own, whose one session is a
new MiniBrowser: its website data lives only as long as it does, a fresh profile.

The console. WebKitGTK 2.50's driver has no log endpoint and no BiDi; in automation mode
MiniBrowser writes no console message to its output (`--enable-write-console-messages-to-stdout`,
and the same in a `--config` file, are taken and nothing is written); and WebKit's remote
inspector over HTTP (`WEBKIT_INSPECTOR_HTTP_SERVER`), which does see every console message,
the workers' too, takes the place of the inspector socket the driver itself talks to, so the
session never starts (all tried 2026-12-07). What is left: once each load has returned, the
tab puts a listener in the page (:data:`HOOK`: `console.error`, uncaught errors, unhandled
rejections) and reads what it caught before the next load. It does not see what came before
the load event, nor the worker's own console; the worker's failures reach the page
(PyScript's `.py-error`, a state that never comes), which every wait checks.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from tests.engines.drivers import PHONE_WIDTH, TIMEOUT_S, Engine, PageFailed, Tab, until

DRIVER = "WebKitWebDriver"
SCREEN = (1600, 1000)
MINIBROWSER = Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"  # the WebDriver spec's element key


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def minibrowser() -> Path:
    for path in (MINIBROWSER, *Path("/usr/lib").glob("*/webkit2gtk-4.*/MiniBrowser")):
        if path.exists():
            return path
    raise FileNotFoundError("no WebKitGTK MiniBrowser: `apt-get install webkit2gtk-driver`")


class WebDriverError(RuntimeError):
    pass


#: Catches the page's errors from now on, into ``window.__nwtErrors``.
HOOK = """() => {
  if (window.__nwtErrors) return;
  const seen = window.__nwtErrors = [];
  const error = console.error.bind(console);
  console.error = (...args) => { seen.push('console: ' + args.map(String).join(' ')); error(...args); };
  const told = x => x instanceof Error ? `${x}\n${x.stack}` : String(x);
  addEventListener('error', e => seen.push('javascript: ' + (e.error ? told(e.error) : e.message)));
  addEventListener('unhandledrejection', e => seen.push('unhandled rejection: ' + told(e.reason)));
}"""
HARVEST = "() => (window.__nwtErrors || []).splice(0)"


class Driver:
    """A WebKitWebDriver under an X server of its own (`xvfb-run -a`), its output in a log."""

    def __init__(self) -> None:
        driver, xvfb = shutil.which(DRIVER), shutil.which("xvfb-run")
        if not driver or not xvfb:
            raise FileNotFoundError(f"no {DRIVER} or xvfb-run: `apt-get install webkit2gtk-driver xvfb`")
        self._dir = Path(tempfile.mkdtemp(prefix="nwt-webkit-"))
        self.log = self._dir / "webkit.log"
        self.port = free_port()
        with self.log.open("w") as out:
            self._process = subprocess.Popen(
                [xvfb, "-a", "-s", f"-screen 0 {SCREEN[0]}x{SCREEN[1]}x24", driver, f"--port={self.port}"],
                stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
        until(self._up, f"{DRIVER} to listen")

    def _up(self) -> bool:
        if self._process.poll() is not None:
            raise WebDriverError(f"{DRIVER} stopped: {self.log.read_text(errors='replace')[-2000:]}")
        try:
            self.command("GET", "/status")
        except (OSError, WebDriverError):
            return False
        return True

    def command(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=TIMEOUT_S) as answer:
                value = json.loads(answer.read())["value"]
        except urllib.error.HTTPError as error:
            value = json.loads(error.read() or b"{}").get("value", {})
            raise WebDriverError(f"{method} {path}: {value.get('error')}: {value.get('message')}") from None
        return value

    def close(self) -> None:
        try:
            os.killpg(self._process.pid, signal.SIGTERM)
            self._process.wait(timeout=30)
        except ProcessLookupError:
            pass
        except subprocess.TimeoutExpired:
            os.killpg(self._process.pid, signal.SIGKILL)
            self._process.wait()
        shutil.rmtree(self._dir, ignore_errors=True)


class WebKitTab(Tab):
    engine = "webkit"

    def __init__(self, width: int, height: int):
        self._driver = Driver()
        try:
            made = self._driver.command("POST", "/session", {"capabilities": {"alwaysMatch": {
                "webkitgtk:browserOptions": {"binary": str(minibrowser()),
                                             "args": ["--automation", "--full-screen"]}}}})
            self.session = made["sessionId"]
            self.version = str(made["capabilities"].get("browserVersion", ""))
            self._errors: list[str] = []
            self.touch = width < PHONE_WIDTH
            self._size(width, height)
        except BaseException:
            self._driver.close()
            raise

    def _do(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        return self._driver.command(method, f"/session/{self.session}{path}", body)

    def _size(self, width: int, height: int) -> None:
        """Make the page's viewport ``width`` x ``height``. MiniBrowser's window keeps its
        toolbar, which will not shrink below 447 px; started full screen and made full screen
        by WebDriver it has none (measured on WebKitGTK 2.50.6, 2026-12-07), and with no
        window manager under Xvfb the window can be sized from there exactly."""
        self._do("POST", "/window/fullscreen", {})

        def sized() -> bool:
            # Full screen comes a moment later; until it has, the toolbar holds the width.
            self._do("POST", "/window/rect", {"width": width, "height": height})
            return self.viewport() == (width, height)

        until(sized, f"MiniBrowser's page to be {width}x{height}", timeout_s=60)

    def _harvest(self) -> None:
        self._errors += self.evaluate(HARVEST)

    def goto(self, url: str) -> None:
        self._harvest()
        self._do("POST", "/url", {"url": url})
        self.evaluate(HOOK)

    def reload(self) -> None:
        self._harvest()
        self._do("POST", "/refresh", {})
        self.evaluate(HOOK)

    def _call(self, source: str) -> str:
        script = ("const done = arguments[arguments.length - 1];"
                  f"({source})().then(done, e => done(JSON.stringify({{__threw: String(e)}})));")
        text = str(self._do("POST", "/execute/async", {"script": script, "args": []}))
        if text.startswith('{"__threw"'):
            raise PageFailed(f"webkit: the script threw: {json.loads(text)['__threw']}")
        return text

    def click(self, selector: str) -> None:
        """A mouse: WebDriver's element click (which scrolls the element into view and hits
        where it is drawn). A finger: a touch pointer's down and up at the element's centre."""
        if not self.touch:
            found = self._do("POST", "/element", {"using": "css selector", "value": selector})
            self._do("POST", f"/element/{found[ELEMENT]}/click", {})
            return
        self.scroll_to(selector)
        found = self._do("POST", "/element", {"using": "css selector", "value": selector})
        self._do("POST", "/actions", {"actions": [{
            "type": "pointer", "id": "finger", "parameters": {"pointerType": "touch"},
            "actions": [{"type": "pointerMove", "x": 0, "y": 0, "origin": found},
                        {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}]})

    def screenshot(self, path: Path) -> None:
        path.write_bytes(base64.b64decode(self._do("GET", "/screenshot")))

    def errors(self) -> list[str]:
        self._harvest()
        return list(self._errors)

    def close(self) -> None:
        try:
            self._do("DELETE", "")
        finally:
            self._driver.close()


class WebKitEngine(Engine):
    """Nothing runs between tabs: each tab starts its own driver and MiniBrowser."""

    name = "webkit"

    def __init__(self) -> None:
        minibrowser()
        self.version = ""

    def open(self, width: int, height: int) -> WebKitTab:
        tab = WebKitTab(width, height)
        self.version = tab.version
        return tab

    def close(self) -> None:
        pass

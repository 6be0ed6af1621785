"""WebKit (Safari's engine) through WebKitGTK's WebDriver: `WebKitWebDriver` (Debian's
`webkit2gtk-driver`) starts WebKitGTK's MiniBrowser with `--automation` for every session, under
an X server of our own (`xvfb-run`). Classic WebDriver, HTTP and JSON, with urllib: the handful
of commands this tier needs, so no Selenium.

Each session is a new MiniBrowser whose website data lives only as long as it does: a
fresh profile. Its console goes to its standard output
(`--enable-write-console-messages-to-stdout`, a WebKitSettings property MiniBrowser takes on
its command line), which the driver passes on to ours: :meth:`WebKitTab.errors` reads the
lines since the tab opened.
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from tests.engines.drivers import TIMEOUT_S, Engine, PageFailed, Tab, until

DRIVER = "WebKitWebDriver"
SCREEN = (1600, 1000)
MINIBROWSER = Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"  # the WebDriver spec's element key
#: How MiniBrowser writes a console message: "CONSOLE <source> <level> <text>" (WebKit's
#: ConsoleMessage logging), e.g. "CONSOLE JS ERROR ..." for an uncaught error.
CONSOLE_ERROR = re.compile(r"^CONSOLE \w+ ERROR\b.*", re.M)


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


class WebKitTab(Tab):
    engine = "webkit"

    def __init__(self, browser: WebKitEngine, width: int, height: int):
        self._b = browser
        self._log_start = browser.log_size()
        made = browser.command("POST", "/session", {"capabilities": {"alwaysMatch": {
            "webkitgtk:browserOptions": {"binary": str(minibrowser()), "args": [
                "--automation", "--full-screen", "--enable-write-console-messages-to-stdout=true"]}}}})
        self.session = made["sessionId"]
        self._size(width, height)

    def _do(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        return self._b.command(method, f"/session/{self.session}{path}", body)

    def _size(self, width: int, height: int) -> None:
        """Make the page's viewport ``width`` x ``height``. MiniBrowser's window keeps its
        toolbar, which will not shrink below 447 px; full screen drops it (measured on
        WebKitGTK 2.50.6, 2026-12-07), and with no window manager under Xvfb the window can be
        sized from there exactly."""
        self._do("POST", "/window/fullscreen", {})
        self._do("POST", "/window/rect", {"width": width, "height": height})
        got = self.viewport()
        if got != (width, height):
            raise WebDriverError(f"MiniBrowser's page is {got[0]}x{got[1]}, not {width}x{height}")

    def goto(self, url: str) -> None:
        self._do("POST", "/url", {"url": url})

    def reload(self) -> None:
        self._do("POST", "/refresh", {})

    def _call(self, source: str) -> str:
        script = ("const done = arguments[arguments.length - 1];"
                  f"({source})().then(done, e => done(JSON.stringify({{__threw: String(e)}})));")
        text = str(self._do("POST", "/execute/async", {"script": script, "args": []}))
        if text.startswith('{"__threw"'):
            raise PageFailed(f"webkit: the script threw: {json.loads(text)['__threw']}")
        return text

    def click(self, selector: str) -> None:
        found = self._do("POST", "/element", {"using": "css selector", "value": selector})
        self._do("POST", f"/element/{found[ELEMENT]}/click", {})

    def screenshot(self, path: Path) -> None:
        path.write_bytes(base64.b64decode(self._do("GET", "/screenshot")))

    def errors(self) -> list[str]:
        return CONSOLE_ERROR.findall(self._b.log_since(self._log_start))

    def close(self) -> None:
        self._do("DELETE", "")


class WebKitEngine(Engine):
    name = "webkit"

    def __init__(self) -> None:
        driver, xvfb = shutil.which(DRIVER), shutil.which("xvfb-run")
        if not driver or not xvfb:
            raise FileNotFoundError(f"no {DRIVER} or xvfb-run: `apt-get install webkit2gtk-driver xvfb`")
        self._dir = Path(tempfile.mkdtemp(prefix="nwt-webkit-"))
        self.log = self._dir / "webkit.log"
        self._port = free_port()
        self._out = self.log.open("w")
        self._process = subprocess.Popen(
            [xvfb, "-a", "-s", f"-screen 0 {SCREEN[0]}x{SCREEN[1]}x24", driver, f"--port={self._port}"],
            stdout=self._out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
        until(self._up, f"{DRIVER} to listen")
        self.version = ""

    def _up(self) -> bool:
        if self._process.poll() is not None:
            raise RuntimeError(f"{DRIVER} stopped: {self.log.read_text(errors='replace')[-2000:]}")
        try:
            self.command("GET", "/status")
        except (OSError, WebDriverError):
            return False
        return True

    def command(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{self._port}{path}", data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=TIMEOUT_S) as answer:
                value = json.loads(answer.read())["value"]
        except urllib.error.HTTPError as error:
            value = json.loads(error.read() or b"{}").get("value", {})
            raise WebDriverError(f"{method} {path}: {value.get('error')}: {value.get('message')}") from None
        return value

    def log_size(self) -> int:
        self._out.flush()
        return self.log.stat().st_size

    def log_since(self, start: int) -> str:
        with self.log.open("rb") as f:
            f.seek(start)
            return f.read().decode(errors="replace")

    def open(self, width: int, height: int) -> WebKitTab:
        tab = WebKitTab(self, width, height)
        if not self.version:
            self.version = str(self.command("GET", "/status").get("message", ""))
        return tab

    def close(self) -> None:
        try:
            os.killpg(self._process.pid, signal.SIGTERM)
            self._process.wait(timeout=30)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            os.killpg(self._process.pid, signal.SIGKILL)
            self._process.wait()
        self._out.close()
        shutil.rmtree(self._dir, ignore_errors=True)

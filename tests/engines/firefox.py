"""Firefox ESR driven over its own WebDriver BiDi endpoint (`firefox-esr --remote-debugging-port`),
a WebSocket on the loopback: the route that works here.

Playwright 1.65.2's `moz-firefox` channel speaks BiDi too, but its new_context sends
`emulation.setMediaFeaturesOverride` unconditionally (its bundled driver, coreBundle.js), and
Firefox ESR 153 answers `unknown command` (probed 2026-12-07; every other command it sends
there, setViewport and the screen overrides, ESR knows). Selenium's Firefox needs geckodriver,
which neither Debian 12 nor PyPI ships as a package. So: the commands this tier needs, over
tests/engines/websocket.py.

A fresh profile is a BiDi user context (`browser.createUserContext`): its own cookies,
storage, cache and service workers, in the one Firefox the run starts.
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
from pathlib import Path
from typing import Any

from tests.engines.drivers import PHONE_WIDTH, TIMEOUT_S, Engine, PageFailed, Tab
from tests.engines.websocket import WebSocket

FIREFOX = "firefox-esr"
LISTENING = re.compile(r"WebDriver BiDi listening on (ws://\S+)")

#: Prefs that keep an automated Firefox off the network (it has none here beyond PyPI and
#: Debian) and quiet: no update checks, telemetry, studies, remote settings or captive-portal
#: probes; each would only log failures.
PREFS = {
    "app.update.enabled": False,
    "browser.shell.checkDefaultBrowser": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.enabled": False,
    "app.normandy.enabled": False,
    "messaging-system.rsexperimentloader.enabled": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "services.settings.server": "http://127.0.0.1:9/",
    "browser.safebrowsing.update.enabled": False,
    "extensions.update.enabled": False,
}


class BidiError(RuntimeError):
    pass


class Connection:
    """Commands and their answers; events kept in ``events`` by method."""

    def __init__(self, url: str):
        self._ws = WebSocket(url)
        self._next = 0
        self._answers: dict[int, dict[str, Any]] = {}
        self.events: list[dict[str, Any]] = []
        self._lock = threading.Lock()

    def send(self, method: str, params: dict[str, Any], timeout_s: float = TIMEOUT_S) -> dict[str, Any]:
        with self._lock:
            self._next += 1
            ident = self._next
            self._ws.settimeout(timeout_s)
            self._ws.send(json.dumps({"id": ident, "method": method, "params": params}))
            while True:
                message = json.loads(self._ws.recv())
                if message.get("type") == "event":
                    self.events.append(message)
                    continue
                if message.get("id") == ident:
                    break
        if message.get("type") == "error":
            raise BidiError(f"{method}: {message.get('error')}: {message.get('message')}")
        result: dict[str, Any] = message["result"]
        return result

    def close(self) -> None:
        self._ws.close()


class FirefoxTab(Tab):
    engine = "firefox"

    def __init__(self, browser: FirefoxEngine, user_context: str, width: int, height: int):
        self._b = browser
        self.user_context = user_context
        made = browser.bidi.send("browsingContext.create", {"type": "tab", "userContext": user_context})
        self.context = made["context"]
        self.touch = width < PHONE_WIDTH
        browser.bidi.send("browsingContext.setViewport",
                          {"context": self.context, "viewport": {"width": width, "height": height}})
        self._seen = len(browser.bidi.events)  # console entries before this tab are not its

    def goto(self, url: str) -> None:
        self._b.bidi.send("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    def reload(self) -> None:
        self._b.bidi.send("browsingContext.reload", {"context": self.context, "wait": "complete"})

    def _call(self, source: str) -> str:
        done = self._b.bidi.send("script.callFunction", {
            "functionDeclaration": source, "awaitPromise": True, "target": {"context": self.context}})
        if done.get("type") == "exception":
            details = done["exceptionDetails"]
            raise PageFailed(f"firefox: the script threw: {details.get('text')}")
        return str(done["result"]["value"])

    def click(self, selector: str) -> None:
        self.scroll_to(selector)
        found = self._b.bidi.send("script.callFunction", {
            "functionDeclaration": "s => document.querySelector(s)",
            "arguments": [{"type": "string", "value": selector}],
            "awaitPromise": False, "target": {"context": self.context}})
        node = found["result"]
        if node.get("type") != "node":
            raise PageFailed(f"firefox: nothing to tap at {selector}")
        pointer = "touch" if self.touch else "mouse"
        self._b.bidi.send("input.performActions", {"context": self.context, "actions": [{
            "type": "pointer", "id": pointer, "parameters": {"pointerType": pointer},
            "actions": [{"type": "pointerMove", "x": 0, "y": 0,
                         "origin": {"type": "element", "element": {"sharedId": node["sharedId"]}}},
                        {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}]})

    def screenshot(self, path: Path) -> None:
        shot = self._b.bidi.send("browsingContext.captureScreenshot", {"context": self.context})
        path.write_bytes(base64.b64decode(shot["data"]))

    def errors(self) -> list[str]:
        found = []
        for event in self._b.bidi.events[self._seen:]:
            if event.get("method") != "log.entryAdded":
                continue
            entry = event["params"]
            if entry.get("source", {}).get("context") not in (self.context, None):
                continue
            if entry.get("level") == "error":
                found.append(f"{entry.get('type')}: {entry.get('text')}")
        return found

    def close(self) -> None:
        self._b.bidi.send("browsingContext.close", {"context": self.context})
        self._b.bidi.send("browser.removeUserContext", {"userContext": self.user_context})


class FirefoxEngine(Engine):
    name = "firefox"

    def __init__(self, executable: str | None = None):
        executable = executable or shutil.which(FIREFOX)
        if not executable:
            raise FileNotFoundError(f"no {FIREFOX}: `apt-get install {FIREFOX}`")
        self._profile = Path(tempfile.mkdtemp(prefix="nwt-firefox-"))
        (self._profile / "user.js").write_text(
            "".join(f'user_pref("{k}", {json.dumps(v)});\n' for k, v in PREFS.items()))
        self._log = self._profile / "firefox.log"
        self._process = subprocess.Popen(
            [executable, "--headless", "--no-remote", "--profile", str(self._profile),
             "--remote-debugging-port", "0", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True,
            start_new_session=True)
        url = self._endpoint()
        self.version = ""
        self.bidi = Connection(url.rstrip("/") + "/session")
        made = self.bidi.send("session.new", {"capabilities": {}})
        self.version = made["capabilities"]["browserVersion"]
        self.bidi.send("session.subscribe", {"events": ["log.entryAdded"]})

    def _endpoint(self) -> str:
        assert self._process.stderr is not None
        seen = []
        for line in self._process.stderr:
            seen.append(line)
            found = LISTENING.search(line)
            if found:
                # The rest of its stderr is drained into the log, so that Firefox never blocks on it.
                threading.Thread(target=self._drain, daemon=True).start()
                return found.group(1)
        raise RuntimeError("firefox-esr stopped before its BiDi endpoint listened:\n" + "".join(seen[-20:]))

    def _drain(self) -> None:
        assert self._process.stderr is not None
        with self._log.open("a") as log:
            for line in self._process.stderr:
                log.write(line)

    def open(self, width: int, height: int) -> FirefoxTab:
        user_context = self.bidi.send("browser.createUserContext", {})["userContext"]
        return FirefoxTab(self, user_context, width, height)

    def close(self) -> None:
        try:
            self.bidi.send("browser.close", {}, timeout_s=30)
        except Exception:
            pass
        try:
            self.bidi.close()
        except Exception:
            pass
        try:
            self._process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(self._process.pid, signal.SIGKILL)
            self._process.wait()
        shutil.rmtree(self._profile, ignore_errors=True)

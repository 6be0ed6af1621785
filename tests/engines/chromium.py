"""Chromium as a :class:`~tests.engines.drivers.Tab`, through Playwright (the browser the default
run tests in, tests/browser_support.py): for the engines' benchmark (bench/page_engines.py), so
that Chromium's figures beside WebKit's and Firefox's come from the same steps."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.engines.drivers import TIMEOUT_S, Engine, Tab


class ChromiumTab(Tab):
    engine = "chromium"

    def __init__(self, browser: Any, width: int, height: int):
        self._context = browser.new_context(viewport={"width": width, "height": height}, service_workers="block")
        self._context.set_default_timeout(TIMEOUT_S * 1000)
        self._page = self._context.new_page()
        self._errors: list[str] = []
        self._page.on("console", lambda m: self._errors.append(m.text) if m.type == "error" else None)
        self._page.on("pageerror", lambda e: self._errors.append(str(e)))

    def goto(self, url: str) -> None:
        self._page.goto(url, wait_until="load")

    def reload(self) -> None:
        self._page.reload(wait_until="load")

    def _call(self, source: str) -> str:
        return str(self._page.evaluate(source))

    def click(self, selector: str) -> None:
        self._page.click(selector)

    def screenshot(self, path: Path) -> None:
        self._page.screenshot(path=str(path))

    def errors(self) -> list[str]:
        return list(self._errors)

    def close(self) -> None:
        self._context.close()


class ChromiumEngine(Engine):
    name = "chromium"

    def __init__(self) -> None:
        from playwright.sync_api import sync_playwright

        from tests import browser_support

        self._playwright = sync_playwright().start()
        self._browser = browser_support.launch_chromium(self._playwright)
        self.version = str(self._browser.version)

    def open(self, width: int, height: int) -> ChromiumTab:
        return ChromiumTab(self._browser, width, height)

    def close(self) -> None:
        self._browser.close()
        self._playwright.stop()

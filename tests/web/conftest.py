import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest

from web import commands as c
from web import games, i18n, rules_screen
from web.saves import MemoryStorage

from .. import toy_game
from ..core.toy import TOY
from . import toy_table
from .client import Client

# The page imports a game's table when it first needs it (web.games.TABLES); these tests also
# import table modules directly and read every text, so every table's texts are added up front.
# tests/web/test_start_up.py checks the lazy path itself, in a fresh interpreter. Each game's
# rules (How to play) add their texts when first opened: added here too, for the same checks.
games.load_all()
for _game in list(games.TABLES):
    rules_screen.rules_of(_game)


@pytest.fixture(autouse=True)
def toy(monkeypatch):
    """The toy game, its table and a computer player for it, for the web's tests only: an
    entry in the catalogue, and tests/web/toy_table.py standing in for ``ai.toy`` and
    ``web.games.toy`` (tests/toy_game.py), its table loaded and its texts added."""
    for mapping, key, value in toy_game.parts():
        monkeypatch.setitem(mapping, key, value)
    monkeypatch.setitem(games.TABLES, TOY.id, toy_table)
    for lang, texts in toy_table.TEXTS.items():
        for k, v in texts.items():
            monkeypatch.setitem(i18n.TEXTS[lang], k, v)
    yield


class Clock:
    def __init__(self):
        self.minute = 0

    def __call__(self):
        self.minute += 1
        return f"2026-11-22 10:{self.minute:02d}"


@pytest.fixture
def storage():
    return MemoryStorage()


@pytest.fixture
def make_app(storage):
    seeds = iter(range(1000, 2000))

    def make(lang="en", store=None, strict=True):
        return Client(store if store is not None else storage, language=lang, clock=Clock(),
                      new_seed=lambda: next(seeds), strict=strict)

    return make


def play_to_the_end(app, choose, limit: int = 3000) -> str:
    """Play the app's match to its end, the human taking ``choose(legal actions)`` at every
    decision; the end panel's markup (``<section id="end">``)."""
    for _ in range(limit):
        app.run_ai()
        if app.match.over:
            break
        app.handle(c.Play((choose(app.match.legal(0)).code,)))
    assert app.match.over
    html = str(app.render())
    end = html[html.index('id="end"'):]
    return end[:end.index("</section>")]


def run_apart(coroutine):
    """Run ``coroutine`` to its end in a thread of its own: in a test process that also drives the
    browser, Playwright's sync API has an event loop running in the main thread, where
    ``asyncio.run`` refuses to start another."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()

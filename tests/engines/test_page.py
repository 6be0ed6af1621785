"""The page in WebKit and in Firefox, on a phone (360x780) and a desktop (1366x768): the home
screen in every language; a short match of each game, decisions made by tapping pieces, undone and
kept over a reload; a finished match's link opened in a fresh profile (every tab is one), and its
review; and the reopen with no network. Every tab's console must stay free of errors (conftest.py).
"""

from __future__ import annotations

import re

import pytest

import ai
import build
from engine import ENTRIES, Match
from tests.conftest import SEED
from tests.engines.conftest import SITE_DIR, SIZES
from tests.engines.play import (
    HOME_READY,
    MATCH_READY,
    act,
    decide,
    decisions,
    open_home,
    over,
    record,
    start_match,
)

GAMES = tuple(ENTRIES)
#: Decisions made by tapping in each game's short match, and at most while waiting for undo.
DECISIONS = 4
MAX_DECISIONS = 12
UNDO = '#app [data-action="undo"]'
HANGUL = re.compile(r"[\uac00-\ud7a3]")
OFFLINE_READY = 'html[data-offline="ready"]'


def no_sideways_scroll(tab) -> None:
    width = tab.viewport()[0]
    assert tab.evaluate("() => document.documentElement.scrollWidth") <= width


def test_the_home_screen_in_every_language(tab, table_url, shot):
    open_home(tab, table_url)
    assert tab.count('#app [data-action="start"]') == 1
    no_sideways_scroll(tab)
    shot(tab, "en")
    act(tab, "lang:ko")
    assert tab.attribute("html", "lang") == "ko" and HANGUL.search(tab.text("#app"))
    no_sideways_scroll(tab)
    shot(tab, "ko")
    act(tab, "lang:zh-Hant")
    assert tab.attribute("html", "lang") == "zh-Hant" and "新對局" in tab.text("#app")
    no_sideways_scroll(tab)
    shot(tab, "zh-Hant")


@pytest.mark.parametrize("game", GAMES)
def test_a_short_match_by_taps_undone_and_reloaded(game, tab, table_url, rng, shot):
    """Decisions by tapping; one undone where the table offers undo (not once a die or a card
    has been revealed since: then it is greyed); the match kept over a reload."""
    entry = ENTRIES[game]
    open_home(tab, table_url)
    start_match(tab, game, entry.min_players, dict(entry.small_variant))
    shot(tab, "start")
    undone = False
    for made in range(MAX_DECISIONS):
        if made >= DECISIONS and undone:
            break
        decide(tab, rng)
        if not undone and tab.count(UNDO) and not over(tab):
            before = decisions(tab)
            act(tab, "undo")
            assert decisions(tab) < before
            undone = True
    assert undone, f"undo was not offered once in {MAX_DECISIONS} decisions"
    no_sideways_scroll(tab)
    shot(tab, "played")

    saved = record(tab)
    tab.reload()
    tab.wait_selector(MATCH_READY)
    assert record(tab) == saved


def finished(seed: int) -> Match:
    """A finished two-player Gilded Compass match, the person's seat played by the greedy player."""
    match = Match.new("gilded-compass", 2, seed, table={"names": ["Ana", ""], "human": 0, "levels": ["", "greedy"]})
    while not match.over:
        seat = match.to_act[0]
        match.play(seat, ai.choose(match.game.id, match.view(seat), match.legal(seat), match.ai_rng(seat)))
    return match


PROGRESS = ("() => { const m = /(\\d+) of (\\d+)/.exec(document.getElementById('end').innerText);"
            " return m && Number(m[1]) >= 1; }")


def test_a_finished_match_opened_from_its_link_in_a_fresh_profile_and_reviewed(tab, table_url, shot):
    match = finished(SEED % 1000)
    tab.goto(f"{table_url}#{match.record()}")
    tab.wait_selector(MATCH_READY)
    assert decisions(tab) == len(match.decisions)
    assert tab.count('#end [data-action="review"]') == 1
    shot(tab, "end")
    tab.click('#end [data-action="review"]')
    tab.wait_for(PROGRESS, what="the review's progress")
    shot(tab, "reviewing")
    act(tab, "review-cancel", where="#end")
    tab.wait_for("() => document.getElementById('end').innerText.includes('Review stopped at')",
                 what="the review to stop", timeout_s=60)
    assert tab.count('#end [data-action="review"]') == 1


def test_after_one_visit_the_page_reopens_and_resumes_with_no_network(open_tab, rng, shot):
    """The site from a server of this test's own, shut down after the first visit: then only
    the service worker's copy can answer (tests/e2e/test_offline.py does the same in Chromium)."""
    tab = open_tab(*SIZES["desktop"])
    with build.serving(SITE_DIR) as url:
        open_home(tab, f"{url}?seed={SEED}")
        tab.wait_selector(OFFLINE_READY)
        start_match(tab, "puerto-rico", 3)
        decide(tab, rng)
        saved = record(tab)
    open_home(tab, f"{url}?seed={SEED + 1}")
    key = tab.attribute("#saves .save-card", "data-save")
    act(tab, f"resume:{key}")
    assert record(tab) == saved
    decide(tab, rng)
    shot(tab, "offline")
    assert tab.count(HOME_READY) == 0

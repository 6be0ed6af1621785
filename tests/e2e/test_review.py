"""The review in the browser (issue 60), on a phone's width: asked on the end panel of a finished
match, its progress drawn while the worker judges and Cancel answered at once; a review kept
beside the save shown at once when the match opens again, its costliest decision seen in the
replay with its mark and the better choice; axe-core on each screen."""

from __future__ import annotations

import functools
import re

import ai
from ai.review import Review
from engine import Match
from tests.browser_support import HOME_READY, wait_until_ready
from tests.e2e.helpers import MATCH_READY, act, go_to
from tests.e2e.screens import axe_script, axe_violations, small_text
from tests.web.client import Client
from web import reviewing
from web.saves import MemoryStorage
from web.thinking import ai_state

PHONE = {"width": 360, "height": 780}
PROGRESS = re.compile(r"Reviewing your decisions: (\d+) of (\d+)")
#: Seeds of :func:`finished` whose review at the test's small budget marks a decision costly.
COSTLY_SEEDS = (1, 3, 4, 5, 6, 7, 10, 11, 12, 13)


def finished(seed: int) -> Match:
    match = Match.new("gilded-compass", 2, seed, table={"names": ["Ana", ""], "human": 0, "levels": ["", "greedy"]})
    while not match.over:
        seat = match.to_act[0]
        match.play(seat, ai.choose(match.game.id, match.view(seat), match.legal(seat), match.ai_rng(seat)))
    return match


def test_the_review_shows_its_progress_and_cancel_stops_it_at_once(home, table_url, e2e_seed):
    home.set_viewport_size(PHONE)
    match = finished(e2e_seed % 1000)
    go_to(home, f"{table_url}#{match.record()}")
    assert home.locator('#end [data-action="review"]').count() == 1
    home.click('#end [data-action="review"]')
    # The worker judges a slice at a time and the page draws each step of the progress.
    home.wait_for_function(
        "() => { const m = /Reviewing your decisions: (\\d+) of/.exec(document.getElementById('end').innerText);"
        " return m && Number(m[1]) >= 1; }", timeout=120_000)
    assert home.get_attribute("#app", "data-ai") == "busy"
    assert axe_violations(home, axe_script()) == []
    # Every decision screened: the end panel says how many choices it checks again, costliest first.
    home.wait_for_selector("#end .review-checking", timeout=300_000)
    assert re.search(r"Checking \d+ choices? again on more deals", home.inner_text("#end"))
    assert axe_violations(home, axe_script()) == []
    act(home, "review-cancel", where="#end")
    shown = home.inner_text("#end")
    assert "Review stopped at" in shown and home.locator('#end [data-action="review"]').count() == 1


def test_a_kept_review_opens_at_once_and_its_costliest_decision_is_seen_in_the_replay(home, table_url, e2e_seed,
                                                                                      monkeypatch):
    home.set_viewport_size(PHONE)
    # The review worked out here, at a small budget, and kept as the page keeps it: of this seed's
    # match where its review places a decision in a costly band (25 of seeds 0-39 do), else of one
    # of the seeds found to (2026-12-08), so that it is never skipped and never tries many.
    monkeypatch.setattr(reviewing, "Review", functools.partial(Review, budget=ai.Budget(3, 3, 4), most=2))
    for seed in (e2e_seed % 1000, COSTLY_SEEDS[e2e_seed % len(COSTLY_SEEDS)]):
        match, app = finished(seed), Client(MemoryStorage(), language="en", new_seed=lambda: 1)
        app.open_link(match.record())
        app.handle("review")
        while ai_state(app.state) == "busy":
            for _ in app.think_ai() or ():
                pass
        if any(j.mark not in ("good", "unclear") for j in app.table.review.judgements):
            break
    else:
        raise AssertionError(f"no decision in a costly band at seed {COSTLY_SEEDS[e2e_seed % len(COSTLY_SEEDS)]}, "
                             "where there was one: the players or the review have changed")
    kept = {k: v for k, v in app.storage.data.items() if k.startswith(("nwt:save:", reviewing.PREFIX))}
    home.evaluate("kept => { for (const [k, v] of Object.entries(kept)) localStorage.setItem(k, v); }", kept)
    home.reload()
    wait_until_ready(home, HOME_READY)
    go_to(home, f"{table_url}#{match.record()}", MATCH_READY)
    assert home.locator("#end .review-chart circle").count() == sum(
        1 for j in app.table.review.judgements if j.expected is not None)
    assert home.locator('#end [data-action="review"]').count() == 0 and not PROGRESS.search(home.inner_text("#end"))
    assert axe_violations(home, axe_script()) == []
    home.locator("#end .review-chart").scroll_into_view_if_needed()
    assert home.locator("#end .review-chart .round-figure").count() >= 2
    assert small_text(home) == []  # the chart's figures too, scaled by its viewBox
    first = home.locator("#end .review-costliest button").first.get_attribute("data-action")
    act(home, first, where="#end")
    line = home.inner_text(".review-step")
    assert "You chose" in line and "better" in line
    assert axe_violations(home, axe_script()) == []
    for button in home.locator("#action-bar button").all():
        box = button.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"] + 0.5

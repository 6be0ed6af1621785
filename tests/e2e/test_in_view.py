"""At every decision, what it is about, the choices and the scores are on the screen: on a
360x780 phone and on a 1366x768 desktop, for every game the table offers (tests/e2e/helpers.
decision_in_view: the bar at most 30% of a phone's height, the prompt and every choice in it
and not clipped, the part of the table the decision is about in the table's window and not
under the bar, the table the largest thing on a desktop), and the scoreboard strip in view
with a line for each seat. When the match ends, its final scores come into view. Every tip of
each game's table opens inside a phone's screen. A finished match's review: its summary in view,
and in the replay, at each decision it marked, the better choice outlined and in view, the bar
at most 30% of a phone (its tallest printed).

The default run plays the start of a match of each game on each screen; whole matches of
every game run with the long tests."""

from __future__ import annotations

import functools

import pytest

import ai
from ai.review import Review
from engine import ENTRIES, Match
from tests import browser_support
from tests.by_seed import LANGS, language, one_by_seed
from tests.e2e.helpers import (
    BAR_SHARE,
    act,
    click_some_choice,
    decision_in_view,
    go_to,
    record,
    start_match,
    wait_idle,
)
from tests.e2e.screens import SHORT as SHORT_MATCHES
from tests.e2e.screens import open_page, played_out, rotation
from tests.web.client import Client
from web import commands as c
from web import games, reviewing
from web.saves import MemoryStorage
from web.thinking import ai_state

GAMES = [g for g in ENTRIES if games.playable(g)]
PHONE = {"width": 360, "height": 780}
DESKTOP = {"width": 1366, "height": 768}
#: Decisions checked in the default run's short matches.
SHORT = 12
MAX_CLICKS = 1500


def play_checking(page, rng, screen: dict, players: int, limit: int | None) -> int:
    """Taps at random (pieces and the bar) until ``limit`` taps or the end, checking at each:
    the subject only when a decision has come (the record grew), the bar always."""
    decisions = 0
    last = None
    while limit is None or decisions < limit:
        wait_idle(page)
        if page.locator("#app #end").count():
            break
        now = record(page)
        decision_in_view(page, screen["width"], screen["height"], subject=now != last)
        last = now
        strip = page.locator("#scoreboard")
        box = strip.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= screen["height"] / 4, box
        assert strip.locator(".sb-seat").count() == players
        assert strip.locator(".sb-seat.acting").count() >= 1
        assert click_some_choice(page, rng) is not None
        decisions += 1
        assert decisions < MAX_CLICKS, "the match did not end"
    return decisions


def _run(browser, table_url, rng, game: str, screen: dict, limit: int | None, lang: str = "en") -> None:
    context, page = open_page(browser, table_url, screen)
    try:
        if lang != "en":
            page.click(f'#app [data-action="lang:{lang}"]')
            page.wait_for_selector(f'#app[lang="{lang}"]', state="attached")
        players = ENTRIES[game].max_players if limit else ENTRIES[game].min_players + 1
        start_match(page, players=players, game=game)
        decisions = play_checking(page, rng, screen, players, limit)
        assert decisions >= (limit or 10)
    finally:
        context.close()


@pytest.mark.parametrize("game,screen", [
    *one_by_seed([(g, PHONE) for g in GAMES], 0, [f"phone-{g}" for g in GAMES]),
    *one_by_seed([(g, DESKTOP) for g in GAMES], 1, [f"desktop-{g}" for g in GAMES])])
def test_the_start_of_a_match_keeps_the_decision_in_view(browser, table_url, rng, game, screen):
    _run(browser, table_url, rng, game, screen, SHORT, lang=language(1) if screen is PHONE else "en")


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("screen", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_whole_match_keeps_every_decision_in_view(browser, table_url, rng, game, screen):
    _run(browser, table_url, rng, game, screen, None)


def before_the_last_decision(saved: str, seed: int) -> str:
    """The link of the match ``saved`` (a ``#record``, the person at seat 0) just before the
    person's last decision, the rest of it played in this process by random legal choices."""
    match = played_out(saved, seed)
    last = max(i for i, (seat, _) in enumerate(match.decisions) if seat == 0)
    return "#" + match.replayed(last).record()


@pytest.mark.parametrize("screen", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_final_scores_come_into_view_when_the_match_ends(browser, table_url, rng, e2e_seed, screen):
    """The last decisions are made with the table scrolled to its foot (where a decision's
    subject often is); when the match ends, the final scores (``#end``, above the table) are
    brought into view, their top in the table's window."""
    game = rotation(e2e_seed)[0 if screen is PHONE else 1]
    players, options = SHORT_MATCHES[game]
    context, page = open_page(browser, table_url, screen)
    try:
        act(page, "auto:off")  # the person's last decision is theirs to make, not taken for them
        start_match(page, players=players, game=game, options=options)
        go_to(page, table_url + before_the_last_decision(record(page), e2e_seed))
        away = 0
        for _ in range(MAX_CLICKS):
            wait_idle(page)
            if page.locator("#app #end").count():
                break
            away = page.evaluate("() => { const t = document.getElementById('match-scroll');"
                                 " t.scrollTop = t.scrollHeight; return t.scrollTop; }")
            assert click_some_choice(page, rng) is not None
        assert away > 0, "the table was not scrolled away from its top at the last decision"
        # The final scores are the subject now: the same checks as at a decision.
        assert page.get_attribute("#action-bar", "data-subject-at") == "#end"
        decision_in_view(page, screen["width"], screen["height"])
    finally:
        context.close()


def test_at_one_by_one_the_parts_a_computer_move_changed_glow(home, e2e_seed):
    """At the "one by one" speed each computer move is drawn on its own, and the parts of the
    table its redraw put in are animated (a glow that fades); the human's own click is not."""
    # The glow lasts as long as the test may need to see it, however slow the machine.
    home.add_style_tag(content="#app .game-table [data-part] { animation-duration: 600s !important; }")
    governor = Match.new("puerto-rico", players=4, seed=e2e_seed).view(None)["board"]["governor"]
    # The first governor is drawn from the seed: the person sits just before him, so that the
    # three computers choose their roles first.
    start_match(home, players=4, game="puerto-rico", seat=(governor - 1) % 4, instant=False)
    home.wait_for_function(
        "() => document.getElementById('app').dataset.moved === 'computer'"
        " && document.getAnimations().some(a => a.animationName === 'moved'"
        " && a.effect.target.closest('.game-table [data-part]'))",
        timeout=browser_support.READY_TIMEOUT_MS)
    wait_idle(home)
    act(home, home.eval_on_selector("#action-bar .act", "e => e.dataset.action"), where="#action-bar")
    assert home.get_attribute("#app", "data-moved") in ("", "computer")
    assert "Skip to my turn" in home.locator('#action-bar [data-action="speed:instant"]').get_attribute("aria-label")


#: Every explanation that opens on a tap (a pop: main_side/dom.close_pops), as its summary.
POPS = "#app details[data-pop] > summary"


@pytest.mark.parametrize("game", GAMES)
def test_every_tip_opens_inside_a_phone_s_screen(browser, table_url, game):
    """At the first decision of a match on a 360x780 phone, every tip of the table and the
    scoreboard (a "?", a tile's, a building's) opens wholly inside the screen, wherever its
    summary stands: Puerto Rico's in the left column opened 100 px off the left edge."""
    context, page = open_page(browser, table_url, PHONE, LANGS[GAMES.index(game) % len(LANGS)])
    try:
        start_match(page, players=ENTRIES[game].max_players, game=game)
        wait_idle(page)
        summaries = page.locator(POPS)
        count = summaries.count()
        opened = 0
        for i in range(count):
            summary = summaries.nth(i)
            if not summary.is_visible():
                continue
            summary.click()
            box = summary.evaluate("s => { const d = s.parentElement; const r = [...d.children]"
                                   ".filter(e => e !== s).map(e => e.getBoundingClientRect());"
                                   " return d.open ? r.map(b => [b.left, b.top, b.right, b.bottom]) : null; }")
            assert box is not None, f"tip {i} of {game} did not open"
            for left, top, right, bottom in box:
                assert left >= 0 and right <= PHONE["width"] and top >= 0 and bottom <= PHONE["height"], \
                    f"tip {i} of {game} opens outside the screen: {left:.0f},{top:.0f} to {right:.0f},{bottom:.0f}"
            page.keyboard.press("Escape")
            opened += 1
        assert opened, f"no tip to open in {game}"
    finally:
        context.close()


#: The replay's bar at most, as a share of a phone's height, with the review's line: the bar's
#: limit at every decision (helpers.BAR_SHARE). The aim is 25%: with the better choice's button
#: in the review's sentence, a placement said briefly (the tables' ``brief``) and 36 px rows,
#: the tallest was 22-24% in eight matches of two seeds (2026-12-07; before, up to 32%, which
#: failed here). The limit leaves room for a sentence a line longer than any seen; each
#: match's tallest is printed.
REPLAY_BAR = BAR_SHARE
#: Where the outlined better choice is: in the table's window above the bar, or in the bar.
OUTLINED = """async () => {
  await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
  const box = e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom, r.left, r.right]; };
  const bar = document.getElementById('action-bar'), table = document.getElementById('match-scroll');
  const found = [...document.querySelectorAll('#app .hinted')].filter(e => e.getClientRects().length);
  return {bar: box(bar), table: box(table), outlined: found.map(e => [bar.contains(e), box(e)])};
}"""


def reviewed(game: str, seed: int) -> tuple[Match, dict, tuple[int, ...]]:
    """A 2-player match of ``game`` the computers played, its review kept as the page keeps it
    (worked out here at a small budget), and the steps it marked."""
    match = Match.new(game, 2, seed, table={"names": ["Ana", ""], "human": 0, "levels": ["", "greedy"]})
    while not match.over:
        seat = match.to_act[0]
        match.play(seat, ai.choose(game, match.view(seat), match.legal(seat), match.ai_rng(seat)))
    app = Client(MemoryStorage(), language="en", new_seed=lambda: 1)
    app.open_link(match.record())
    app.handle(c.ReviewStart())
    while ai_state(app.state) == "busy":
        for _ in app.think_ai() or ():
            pass
    kept = {k: v for k, v in app.storage.data.items() if k.startswith(("nwt:save:", reviewing.PREFIX))}
    return match, kept, tuple(reviewing.marked_steps(app.table))


@pytest.mark.parametrize("game", one_by_seed(GAMES, 3))  # one game a run by the seed, the others in the long run
def test_the_review_s_summary_and_each_better_choice_come_into_view(browser, table_url, e2e_seed, game,
                                                                     monkeypatch):
    """A finished match with its review, on a phone: the review's summary is in view when the
    match opens; in the replay, at each decision the review marked, the bar is at most 25% of the
    height and the better choice is outlined where it is seen: a piece in the table's window
    above the bar, or, where the table has no piece for it, a button in the bar."""
    monkeypatch.setattr(reviewing, "Review", functools.partial(Review, budget=ai.Budget(3, 3, 4), most=2))
    match, kept, marked = reviewed(game, e2e_seed % 1000)
    context, page = open_page(browser, table_url, PHONE, language(2))
    try:
        page.evaluate("kept => { for (const [k, v] of Object.entries(kept)) localStorage.setItem(k, v); }", kept)
        page.reload()
        browser_support.wait_until_ready(page)
        go_to(page, f"{table_url}#{match.record()}")
        assert page.get_attribute("#action-bar", "data-subject-at") == "#review-done"
        decision_in_view(page, PHONE["width"], PHONE["height"])
        if not marked:
            return  # this seed's review marks nothing: no better choice to see
        act(page, "replay")
        tallest = 0.0
        for step in marked:
            if step > 0:  # the replay opens at the first decision (step 0): a mark there is shown at once
                act(page, "replay-step:mark-forward")
            f = page.evaluate(OUTLINED)
            bar_top, bar_bottom = f["bar"][:2]
            tallest = max(tallest, bar_bottom - bar_top)
            assert bar_bottom - bar_top <= REPLAY_BAR * PHONE["height"] + 1, \
                f"{game}, step {step}: the replay's bar is {bar_bottom - bar_top:.0f}px tall"
            assert f["outlined"], f"{game}, step {step}: the better choice is not outlined"
            in_bar, (top, bottom, left, right) = f["outlined"][0]
            window_top, window_bottom = (bar_top, bar_bottom) if in_bar else f["table"][:2]
            assert window_top - 1 <= top and bottom <= window_bottom + 1 and left >= 0 and right <= PHONE["width"], \
                f"{game}, step {step}: the better choice is out of view ({top:.0f}-{bottom:.0f})"
        print(f"{game}: {len(marked)} marked decisions, the replay's bar {tallest / PHONE['height']:.0%} at most")
    finally:
        context.close()

"""Mundus Novus played in a real browser, by clicks alone, on a phone and on a desktop."""

import re

import pytest

import ai
from engine import ENTRIES, Match
from engine.mundus_novus import cards as C
from tests import browser_support
from tests.e2e.conftest import open_home
from tests.e2e.helpers import (
    MATCH_READY,
    act,
    assert_no_secrets_shown,
    choices,
    click_some_choice,
    decision_in_view,
    record,
    start_match,
    wait_idle,
)
from tests.e2e.screens import open_page
from web.context import TableContext
from web.games.mundus_novus.sets import ready_sets

MAX_CLICKS = 3000


def play_to_the_end(page, rng) -> int:
    clicks = 0
    while click_some_choice(page, rng) is not None:
        clicks += 1
        assert clicks < MAX_CLICKS, "the match did not end"
        if clicks % 7 == 0:
            assert_no_secrets_shown(page)
    return clicks


# The phone test below plays a 3-player match by clicks in the default run; the 6-player match
# (the most trades, the longest) runs with the long tests (`python3 build.py fuzz`).
@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 6])
def test_a_whole_match_by_clicking_buttons(home, rng, players):
    start_match(home, players=players)
    clicks = play_to_the_end(home, rng)
    assert clicks > 10
    end = home.locator("#app #end")
    assert end.count() == 1
    text = end.inner_text()
    assert "won" in text or "share the victory" in text
    assert home.locator('#action-bar [data-action="rematch"]').count() == 1
    assert home.locator(".scores tr").count() == players
    act(home, "rematch")
    assert home.locator(MATCH_READY).count() == 1
    assert home.locator("#app #end").count() == 0


@pytest.mark.slow
def test_on_a_phone_the_prompt_and_every_choice_are_on_the_first_screen_all_match_long(browser, table_url, rng):
    """At every decision of a whole match on a 360x780 phone: the sentence of what to do and
    every choice without a piece are in the action bar, which takes 30% of the screen at most,
    and what the decision is about, with its pieces, is in view above it
    (helpers.decision_in_view); the focus is on a choice."""
    context, page = open_page(browser, table_url, {"width": 360, "height": 780})
    try:
        start_button = page.locator('#app [data-action="start"]').bounding_box()
        assert start_button and start_button["y"] + start_button["height"] <= 780  # Start without scrolling
        start_match(page, players=3)
        decisions = 0
        while True:
            wait_idle(page)
            if page.locator("#app #end").count():
                break
            # A choice is a button of the bar or a piece on the table, a card tapped back out of
            # an offer or the warehouses included: with both cards of a two-card hand tapped for
            # the warehouses, "Store" is the one other.
            assert len(choices(page)) >= 2
            decision_in_view(page, 360, 780)
            _prompt_names_only_buttons(page)
            assert page.evaluate("() => document.activeElement.matches('#action-bar .act, #app [data-choice]')")
            assert click_some_choice(page, rng) is not None
            decisions += 1
            assert decisions < MAX_CLICKS
        assert decisions > 10
    finally:
        context.close()


def _until_offer_step(page, rng):
    """Click on until the human is choosing a trade offer (cards are tapped into it: ``ui:mo=``)."""
    for _ in range(400):
        if any(a.startswith("ui:mo=") for a in choices(page)):
            return
        click_some_choice(page, rng)
    raise AssertionError("never reached a trade offer")


def _place_offer(page):
    """Tap cards into the offer until it may be placed, then place it."""
    while True:
        places = [a for a in choices(page) if a.startswith("play:offer:") or a == "play:done"]
        if places:
            act(page, places[0])
            return
        act(page, page.get_attribute('#app .mn-hand button[aria-pressed="false"]:not([disabled])', "data-action"))


def test_resume_after_a_reload_in_the_middle_of_a_trade(home, rng):
    """Reloaded while the person chooses their offer (the trade open, the offers before theirs
    made): the same match, hand and trade, the offer still theirs to make, and made after it.
    Not after placing it: at the instant speed the computers may finish the trade at once (seed
    1000376557: the person's offer was the last, and the trade was over before the reload)."""
    start_match(home, players=4)
    _until_offer_step(home, rng)
    before = record(home)
    hand_before = home.inner_text("#app .mn-hand")
    assert home.locator("#app .mn-trade").count() == 1
    home.reload()
    browser_support.wait_until_ready(home, MATCH_READY)
    assert record(home) == before
    assert home.inner_text("#app .mn-hand") == hand_before
    assert home.locator("#app .mn-trade").count() == 1
    assert any(a.startswith("ui:mo=") for a in choices(home))
    _place_offer(home)
    assert record(home) != before  # the offer made after the reload is played


def test_a_link_restores_the_exact_view_on_another_device(home, rng, browser, table_url):
    start_match(home, players=3)
    for _ in range(25):
        click_some_choice(home, rng)
    # Cards picked for an offer, and choosing a set's cards by hand, are the table's own state,
    # not the match's: a link carries the match, so they are dropped (a tap again, the ready-made
    # sets again) before the two tables are compared.
    chosen = home.locator("#app .game-table [data-choice][aria-pressed='true']")
    while chosen.count():
        act(home, chosen.first.get_attribute("data-action"))
    if home.locator("#app [data-action='ui:mn=']").count():
        act(home, "ui:mn=")
    link = record(home)
    table = home.inner_html("#app .game-table")
    other = browser.new_context()
    try:
        page = other.new_page()
        page.goto(table_url + link)
        browser_support.wait_until_ready(page, MATCH_READY)
        wait_idle(page)
        assert page.inner_html("#app .game-table") == table
    finally:
        other.close()


def test_undo_takes_back_a_choice_but_stops_at_a_reveal(home, rng):
    start_match(home, players=3)
    _until_offer_step(home, rng)
    before = record(home)
    act(home, next(a for a in choices(home) if a.startswith("ui:mo=")))
    assert record(home) == before  # a card chosen for the offer, not yet placed
    act(home, home.get_attribute('#app .mn-hand button[aria-pressed="true"]', "data-action"))  # and taken back
    assert home.locator('#app .mn-hand button[aria-pressed="true"]').count() == 0
    _place_offer(home)
    if home.locator("#app .mn-trade .total").count() == 0:  # the others are still choosing: undo the whole offer
        assert record(home) != before
        act(home, "undo")
        assert record(home) == before
        _place_offer(home)
    # Let the offers be revealed: undo must refuse.
    while home.locator("#app .mn-trade .total").count() == 0:
        assert click_some_choice(home, rng) is not None, "the match ended before an offer was revealed"
    # Undo is shown only when it can be used, and says why not next to where it was.
    assert home.locator('#app [data-action="undo"]').count() == 0
    home.click("#action-bar .undo-off > summary")  # greyed: a tap says why
    assert "not possible past a revealed" in home.inner_text("#action-bar .undo-note")


@pytest.mark.slow  # the default run: tests/e2e/test_phone.py checks the width at every decision
def test_a_phone_screen_has_no_sideways_scrolling(browser, table_url, rng):
    visit = open_home(browser, table_url, viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    page, watch = visit.page, visit.watch
    try:
        _assert_fits(page)
        start_match(page, players=6)
        for n in range(40):
            if click_some_choice(page, rng) is None:
                break
            if n % 10 == 0:
                _assert_fits(page)
        page.click("#app details.mn-aid summary")  # not a button: a click the table ignores
        page.click("#app .mn-queue details summary")  # a card's explanation
        _assert_fits(page)
        assert watch.problems() == []
    finally:
        visit.close()


def _assert_fits(page):
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 360, f"the page is {width}px wide"
    # One evaluation, so that no redrawing can come between finding the buttons and measuring them.
    boxes = page.evaluate(
        "() => [...document.querySelectorAll('#app button')]"
        ".filter(e => e.offsetParent !== null && !e.closest('details:not([open]) > :not(summary)'))"
        ".map(e => { const r = e.getBoundingClientRect(); return [e.dataset.action || e.textContent, r.left, r.right,"
        " r.height]; })")
    assert boxes
    for action, left, right, height in boxes:
        assert left >= 0 and right <= 360, f"button {action} is off screen ({left}-{right})"
        assert height >= 40, f"button {action} is too small to tap ({height}px)"


def test_a_name_with_html_shows_as_text(home):
    name = "<img src=x onerror=1>"  # within the 24 characters a name may have
    start_match(home, players=2, name=name)
    assert home.locator("#app img").count() == 0
    assert name in home.inner_text("#app .seat-list")


def test_what_the_reader_opened_stays_open_while_the_computers_play(home, rng):
    start_match(home, players=4, instant=False)  # one computer move a redrawing, paced
    home.click("#app details.mn-aid summary")
    assert home.locator("#app details.mn-aid[open]").count() == 1
    lines = home.locator(".log-lines li").count()
    for _ in range(20):  # until computers' moves have redrawn the table
        if home.locator(".log-lines li").count() > lines + 2:
            break
        click_some_choice(home, rng)  # returns once the computers have answered
    assert home.locator(".log-lines li").count() > lines + 2
    assert home.locator("#app details.mn-aid[open]").count() == 1


QUOTED = r"[“‘]([^”’]+)[”’]"


def _prompt_names_only_buttons(page) -> int:
    """Every button the prompt names (in quotes) is a button of the bar; how many it named."""
    prompt = page.inner_text("#action-bar .prompt") if page.locator("#action-bar .prompt").count() else ""
    shown = page.eval_on_selector_all(
        "#action-bar button", "els => els.map(e => e.innerText.replace(/\\s+/g, ' ').trim())")
    named = re.findall(QUOTED, prompt)
    for words in named:
        assert words in shown, (prompt, shown)
    return len(named)


def _at_a_set_of_seven():
    """The record of a 2-player match (the computers' own play for both seats, seed 1) up to the
    person's Progression turn where a ready-made set of seven different values or more is offered."""
    levels = ["", ENTRIES["mundus-novus"].levels[0]]
    m = Match.new("mundus-novus", players=2, seed=1, table={"names": ["Ana", ""], "human": 0, "levels": levels})
    while not m.over:
        seat = m.to_act[0]
        if seat == 0 and m.view(0)["board"]["step"] == "turn":
            ctx = TableContext(view=m.view(0), legal=m.legal(0), lang="en", human=0, names=["Ana", "B"])
            if any(r.kind == "different" and len(r.cards) >= 7 for r in ready_sets(ctx)):
                return m.record()
        m.play(seat, ai.choose("mundus-novus", m.view(seat), m.legal(seat), m.ai_rng(seat)))
    raise AssertionError("seed 1 offers no set of seven values")


def test_a_set_of_seven_values_is_laid_down_in_one_tap(page, table_url):
    page.goto(table_url + "#" + _at_a_set_of_seven())
    browser_support.wait_until_ready(page, MATCH_READY)
    wait_idle(page)
    assert _prompt_names_only_buttons(page) == 0  # the turn's prompt names no button
    sevens = [a for a in choices(page) if a.startswith("play:different,") and a.count("add:") >= 7]
    assert sevens
    button = page.locator(f'#app .mn-ready-panel button[data-action="{sevens[0]}"]')  # a piece under the hand
    pays = int(button.locator(".gain").inner_text().split()[0])
    assert pays == C.DIFFERENT_PAY[sevens[0].count("add:")]  # 000: "카드 7장-15더블룬" ...
    before = record(page)
    act(page, sevens[0])  # one tap
    assert record(page) != before
    assert page.locator(".log-lines").inner_text().count(f"+{pays}") >= 1

"""Puerto Rico played in a real browser, by clicks alone, on a phone and on a desktop.

At every decision the page must keep the rules' secrets: other seats' VP chips are shown as
"?" until the end, and the face-down plantations only as a count. The page is checked as it
is, and the position it shows (replayed from its link in this process) is drawn again with
those secrets changed: the drawing must not change.
"""

from __future__ import annotations

import re

import pytest

from engine import Match, Rng
from tests.by_seed import english_and_one
from tests.e2e.helpers import (
    act,
    choices,
    decision_in_view,
    fits,
    go_to,
    record,
    reload_and_open_link,
    start_match,
    wait_idle,
)
from tests.e2e.screens import axe_script, axe_violations, open_page, played_out, small_text
from tests.puerto_rico.helpers import single_sensible_answer
from tests.web.table_checks import bar_of
from web.context import TableContext
from web.games import puerto_rico as table

MAX_CLICKS = 1500
GAME = "puerto-rico"


def is_over(page) -> bool:
    wait_idle(page)
    return page.locator("#app #end").count() > 0


def click_a_choice(page, rng) -> str:
    """Click one of the human's choices: on its piece on the table (a role card, a plantation,
    a building, a spot, a ship, a barrel), or else in the action bar, which then has no copy."""
    action = rng.choice(choices(page))
    on_board = page.locator(f'#app .game-table [data-choice][data-action="{action}"]')
    in_bar = page.locator(f'#action-bar [data-action="{action}"]')
    assert (on_board.count() > 0) != (in_bar.count() > 0), action  # on its piece or in the bar, not both
    act(page, action, where="#app .game-table" if on_board.count() else "#action-bar")
    return action


def _drawn(match: Match, seat: int) -> str:
    ctx = TableContext(view=match.view(seat), legal=match.legal(seat), lang="en", human=seat,
                       names=[f"P{n}" for n in range(match.players)])
    return table.render(ctx) + "".join(bar_of(table, ctx)) + table.prompt(ctx)


def assert_no_secrets_shown(page, players: int, salt: int) -> None:
    """Other seats' VP chips are "?" and the face-down plantations a count, on the page and
    in the drawing of the position it shows, whatever those secrets are."""
    seats = page.locator("#app .pr-seat")
    assert seats.count() == players - 1
    assert page.locator("#app .pr-seat .pr-hidden").count() == players - 1
    for text in seats.all_inner_texts():
        assert not re.search(r"VP chips\s*\d", text), text
    match = Match.from_record(record(page).lstrip("#"))
    view = match.view(0)["board"]
    row = page.locator("#app .pr-plantations .pr-row-tile").count()
    assert row == len(view["supply"]["face_up"]) or (row == 0 and not view["supply"]["face_up"])
    stack = page.inner_text("#app .pr-stack")
    assert re.search(rf"\b{view['supply']['plantation_stack']}\b", stack), stack
    twin = match.sample(0, Rng(salt))
    for seat, board in enumerate(twin.state.seats):
        if seat:
            board.vp += 5 + seat
    twin.touched()
    assert _drawn(twin, 0) == _drawn(match, 0)


def assert_not_obvious(page, asked: list[str]) -> None:
    """The decision shown is not one the table's ``obvious`` would answer (production against
    leaving it, a privilege or a violet building's benefit against declining it, warehouses
    that keep every kind): the preference has answered every such question already."""
    match = Match.from_record(record(page).lstrip("#"))
    ctx = TableContext(view=match.view(0), legal=match.legal(0), lang="en", human=0,
                       names=[f"P{n}" for n in range(match.players)])
    assert sorted(asked) == sorted(a.code for a in ctx.legal)  # the page shows this decision
    assert table.obvious(ctx) is None, asked


def play_to_the_end(page, rng, players: int, check_every: int = 1) -> int:
    """Click to the end. With "take what I produce and my privileges without asking" on (the
    default) the page never asks a question that has a single sensible answer."""
    clicks = 0
    while not is_over(page):
        if clicks % check_every == 0:
            assert_no_secrets_shown(page, players, clicks)
        asked = [a.removeprefix("play:") for a in choices(page)]
        assert not single_sensible_answer(asked), asked
        assert_not_obvious(page, asked)
        click_a_choice(page, rng)
        clicks += 1
        assert clicks < MAX_CLICKS, "the match did not end"
    return clicks


# The default run plays 2 players here and 4 on the phone below; the other counts run with the
# long tests (`python3 build.py fuzz`), keeping the default run short.
@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_whole_match_by_clicks(home, rng, players):
    start_match(home, players=players, game=GAME)
    clicks = play_to_the_end(home, rng, players)
    assert clicks > 10
    end = home.locator("#app #end")
    text = end.inner_text()
    assert "won" in text or "share the victory" in text
    assert "Why the game ended:" in text
    assert home.locator("#app #end .pr-end-row").count() == players  # every seat's parts
    assert home.locator("#app .pr-hidden").count() == 0  # the chips are shown at the end
    assert home.locator('#action-bar [data-action="rematch"]').count() == 1


@pytest.mark.slow
@pytest.mark.parametrize("players", [4, 5])
def test_on_a_phone_the_prompt_and_every_choice_are_on_the_first_screen_all_match_long(browser, table_url, rng,
                                                                                        players):
    """At every decision of a whole match on a 360x780 phone: no sideways scrolling, the sentence
    of what to do and every choice in the action bar (30% of the screen at most), what the
    decision is about in view above it (helpers.decision_in_view), every choice in the bar at
    least 40 px tall and at least two choices (an obvious one is made for the player)."""
    context, page = open_page(browser, table_url, {"width": 360, "height": 780})
    try:
        start_match(page, players=players, game=GAME)
        decisions = 0
        while not is_over(page):
            heights = page.eval_on_selector_all("#action-bar .act", "els => els.map(e => e.offsetHeight)")
            assert len(set(choices(page))) >= 2 and min(heights, default=40) >= 40, heights
            decision_in_view(page, 360, 780)
            if decisions % 5 == 0:
                fits(page, 360)
            assert_not_obvious(page, [a.removeprefix("play:") for a in choices(page)])
            click_a_choice(page, rng)
            decisions += 1
            assert decisions < MAX_CLICKS
        fits(page, 360)
        page.click("#app details.pr-aid summary")
        page.click('#app [data-action="ui:pr-supply=1"]')  # the supply, folded after the builder phase
        page.click("#app #pr-b-harbor summary")  # a building's explanation
        fits(page, 360)
        assert decisions > 10
    finally:
        context.close()


#: Clicks of the default run's Korean match (its first round at 3 players); the long run plays it whole.
KOREAN_CLICKS = 20


@pytest.mark.parametrize("whole", [False, pytest.param(True, marks=pytest.mark.slow)], ids=["start", "whole"])
def test_korean_reads_without_english(home, rng, whole):
    act(home, "lang:ko")
    start_match(home, players=3, name="가나", game=GAME)
    clicks = 0
    while True:
        text = home.inner_text("#app .match")  # all but the switch to English, named in English
        assert not re.findall(r"[A-Za-z]+", text), re.findall(r"[A-Za-z]+", text)[:10]
        assert "이(가)" not in text and "을(를)" not in text
        if is_over(home) or (not whole and clicks == KOREAN_CLICKS):
            break
        click_a_choice(home, rng)
        clicks += 1
        assert clicks < MAX_CLICKS
    if whole:
        assert "게임이 끝난 이유" in home.inner_text("#app #end")


def table_html(page) -> str:
    """The table as drawn, without the marks of what changed since the player's last decision
    (a page opened afresh has seen nothing change)."""
    wait_idle(page)
    return page.evaluate(
        "() => { const t = document.querySelector('#app .game-table').cloneNode(true);"
        " t.querySelectorAll('.delta').forEach(e => e.remove());"
        " t.querySelectorAll('.new').forEach(e => e.classList.remove('new'));"
        " return t.innerHTML.replace(/ class=\"\"/g, ''); }")


def test_saves_reload_links_and_undo_stopping_at_a_reveal(home, rng, browser, table_url, e2e_seed):
    governor = Match.new(GAME, players=3, seed=e2e_seed).view(None)["board"]["governor"]
    start_match(home, players=3, game=GAME, seat=governor)  # the human is the governor: the first to choose
    before = record(home)
    act(home, "play:role:builder", where="#app .pr-roles")  # the human builds first: asked again at once
    assert record(home) != before
    act(home, "undo")
    assert record(home) == before
    act(home, "play:role:settler", where="#app .pr-roles")
    reload_and_open_link(home, browser, table_url, table_html)  # saved: reload, and a link in a fresh browser
    # Take a plantation: when the settler phase ends, the row is refilled from the face-down
    # stack (a reveal), and undo stops there.
    act(home, next(a for a in choices(home) if a.startswith("play:settle:")), where="#app .pr-plantations")
    assert home.locator('#app [data-action="undo"]').count() == 0
    home.click("#action-bar .undo-off > summary")  # greyed: a tap says why
    assert "not possible past a revealed" in home.inner_text("#action-bar .undo-note")


def _asks_a_benefit(match: Match) -> bool:
    """Whether the person is asked a question with one sensible answer (production, a privilege)."""
    return match.to_act[0] == 0 and single_sensible_answer([a.code for a in match.legal(0)])


def test_with_take_without_asking_off_production_is_asked_and_turning_it_on_answers_it(home, table_url, e2e_seed):
    """Off, the rulebook's optional benefits are asked every time ("역할 카드의 액션은 선택적");
    turned on at the table, the question is answered for the person at once, as their own
    decision in the match's record."""
    act(home, "auto:off")
    start_match(home, players=3, game=GAME)
    go_to(home, table_url + "#" + played_out(record(home), e2e_seed, until=_asks_a_benefit).record())
    asked = [a.removeprefix("play:") for a in choices(home)]
    assert single_sensible_answer(asked)
    before = Match.from_record(record(home).lstrip("#"))
    act(home, "auto:on", where="#action-bar")
    seat, taken = Match.from_record(record(home).lstrip("#")).played()[len(before.decisions)]
    assert seat == 0 and taken.code in asked and taken.code not in ("decline", "pass")
    assert not single_sensible_answer([a.removeprefix("play:") for a in choices(home)])


def test_role_cards_say_who_took_them_and_one_tap_shows_a_seats_whole_board(browser, table_url, rng):
    """On a phone: a taken role card names its taker beside the seat's colour and mark, a free
    one its doubloons; another seat's board is compact, and its button shows it whole, full
    size (12 island spaces, 12 city spaces), and again small."""
    context, page = open_page(browser, table_url, {"width": 360, "height": 780})
    try:
        start_match(page, players=4, game=GAME)
        while page.locator("#app .pr-role.taken").count() == 0:
            assert not is_over(page)
            click_a_choice(page, rng)
        match = Match.from_record(record(page).lstrip("#"))
        for slot in match.view(0)["board"]["roles"]:
            card = page.locator(f"#app #pr-role-{slot['id']}")
            if slot["taken_by"] is not None:
                taker = card.locator(".pr-taker")
                assert taker.locator(f".pr-seat-mark.pr-s{slot['taken_by']}").count() == 1
                if slot["taken_by"]:
                    # (its words for a screen reader, "taken by", a line of their own in innerText)
                    assert f"taken by Computer {slot['taken_by'] + 1}" in " ".join(taker.inner_text().split())
            elif slot["doubloons"]:
                assert card.locator(".pr-coin use[href='#pr-doubloon']").count() == 1
                assert card.locator(".pr-coin b").inner_text() == str(slot["doubloons"])
        whole = page.get_by_role("button", name="Computer 3's whole board, full size")
        assert whole.get_attribute("aria-pressed") == "false"
        assert page.locator("#app .pr-island.mini").count() == 3
        whole.click()
        page.wait_for_selector("#app .pr-seat-full")
        shown = page.locator("#app .pr-seat-full")
        assert shown.locator("h3").first.inner_text().strip().startswith("▲ Computer 3")
        assert shown.locator(".pr-isle").count() == 12 and page.locator("#app .pr-island.mini").count() == 2
        assert shown.locator('[data-action^="play:"]').count() == 0  # nothing there is a choice
        fits(page, 360)
        assert not small_text(page, 12)
        found = axe_violations(page, axe_script())
        assert not found, "\n".join(found[:20])
        # Full size: a plantation's picture as large as on the player's own island (on a compact
        # board, smaller). The picture, not the space: a space's size follows what lies on it (a
        # name on two lines) and its panel's padding. Every seat starts with a plantation.
        def tile(spaces: str) -> float:
            return page.locator(f"#app {spaces} .pr-tile-pic").first.bounding_box()["height"]
        full, mine, small = tile(".pr-seat-full .pr-isle"), tile("#pr-me .pr-isle"), tile(".pr-island.mini .pr-isle")
        assert full == pytest.approx(mine, abs=1) and small < full
        page.get_by_role("button", name="Computer 3's whole board, full size").click()
        page.wait_for_function("() => !document.querySelector('#app .pr-seat-full')")
        assert page.locator("#app .pr-island.mini").count() == 3
    finally:
        context.close()


@pytest.mark.parametrize("lang", english_and_one(2))
def test_a_tap_on_a_piece_that_cannot_be_chosen_says_why_in_the_bar(home, page_watch, lang):
    """Why not (issue 77): the pieces the person cannot choose now are not marked choosable, and
    a tap on one says the rule in the bar, in the page's language (Playwright would wait for an
    aria-disabled button to be enabled: the tap is forced, as a person's finger is)."""
    if lang != "en":
        act(home, f"lang:{lang}")
    start_match(home, players=3, game=GAME)
    wait_idle(home)
    if home.locator('#app [data-action="play:role:builder"]').count():
        act(home, "play:role:builder")
    refused = home.eval_on_selector_all('#app [data-action^="why:"]', "els => els.map(e => e.dataset.action)")
    assert refused and home.locator('#app [data-action^="why:"][data-choice]').count() == 0
    act(home, refused[-1], force=True)
    line = home.inner_text("#action-bar .why-line")
    assert line.startswith("✗") and len(line) > 10
    hangul = any("\uac00" <= ch <= "\ud7a3" for ch in line)
    han = any("\u4e00" <= ch <= "\u9fff" for ch in line)
    assert hangul == (lang == "ko") and han == (lang == "zh-Hant"), line
    found = axe_violations(home, axe_script())
    assert not found and not page_watch.page_errors, found

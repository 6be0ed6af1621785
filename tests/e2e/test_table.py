"""The table's own promises in a real browser: saves, links, messages, languages."""

import re

from tests.browser_support import wait_until_ready
from tests.e2e.helpers import (
    CHOOSABLE,
    HOME_READY,
    MATCH_READY,
    act,
    click_some_choice,
    link,
    record,
    start_match,
    wait_idle,
)


def test_a_save_survives_a_reload(home, rng):
    start_match(home, players=3)
    click_some_choice(home, rng)
    before = record(home)
    home.reload()
    wait_until_ready(home, MATCH_READY)
    assert record(home) == before  # the address holds the match: a reload restores it
    act(home, "home")
    home.reload()
    wait_until_ready(home, HOME_READY)
    rows = home.locator("#saves .save-card")
    assert rows.count() == 1
    assert "Mundus Novus" in rows.first.inner_text()
    key = rows.first.get_attribute("data-save")
    act(home, f"resume:{key}")
    assert record(home) == before


def _older_format(link: str) -> str:
    """A record as an earlier table wrote it (record format 1), with a valid check."""
    from engine.record import _check

    gid, _, body, _ = link.lstrip("#").split(".")
    return f"{gid}.1.{body}.{_check(f'{gid}.1.{body}')}"


def test_a_corrupt_save_is_reported_and_the_others_kept(home):
    start_match(home, players=2)
    old = _older_format(record(home))
    act(home, "home")
    home.evaluate("old => { localStorage.setItem('nwt:save:broken', '{not json'); "
                  "localStorage.setItem('nwt:save:future', JSON.stringify({v: 99, record: 'x'})); "
                  "localStorage.setItem('nwt:save:old', JSON.stringify({v: 1, record: old, round: 2, "
                  "saved: '2026-01-01 09:00', over: false})); }", old)
    home.reload()
    wait_until_ready(home, HOME_READY)
    text = home.inner_text("#saves")
    assert text.count("Unreadable save") == 3
    assert "damaged" in text and "newer version" in text and "saved by an earlier version of the table" in text
    assert home.locator('#saves [data-action^="resume:"]').count() == 1
    act(home, "delete:broken")
    act(home, "delete-yes:broken")
    assert home.inner_text("#saves").count("Unreadable save") == 2
    assert home.locator('#saves [data-action^="resume:"]').count() == 1
    # The save from the earlier table stays (listed, with its reason) until the player deletes it.
    home.reload()
    wait_until_ready(home, HOME_READY)
    assert "saved by an earlier version of the table" in home.inner_text('[data-save="old"]')
    assert home.evaluate("() => localStorage.getItem('nwt:save:old')") is not None


def test_a_tampered_link_says_what_is_wrong(page, table_url):
    page.goto(table_url)
    wait_until_ready(page, HOME_READY)
    start_match(page, players=2)
    good = record(page)  # "#mundus-novus.2.<body>.<check>"
    bad = good[:-4] + ("AAAA" if not good.endswith("AAAA") else "BBBB")
    page.goto(table_url + "&fresh" + bad)  # another query: a real navigation, not a hash change
    wait_until_ready(page, '#app[data-ready="error"]')
    assert "This link could not be opened" in page.inner_text("#app")
    assert "changed" in page.inner_text("#app")
    act(page, "home")
    assert page.locator("#saves .save-card").count() == 1  # the good match is untouched


def test_text_from_a_link_is_never_markup(page, table_url):
    page.goto(table_url + "#<img src=x onerror=alert(1)>.1.<b>x</b>.y")
    wait_until_ready(page, '#app[data-ready="error"]')
    assert page.locator("#app img, #app b").count() == 0
    assert "This link could not be opened" in page.inner_text("#app")


def test_the_korean_switch_changes_the_page(home):
    act(home, "lang:ko")
    assert "새 게임" in home.inner_text("#app")
    assert home.get_attribute("html", "lang") == "ko"
    start_match(home, players=3, name="가나")
    assert "내 손" in home.inner_text("#app")
    act(home, "home")
    home.reload()
    wait_until_ready(home, HOME_READY)
    assert "진행 중인 게임" in home.inner_text("#app")
    act(home, "lang:en")
    assert "Matches in progress" in home.inner_text("#app")


def test_the_seed_in_the_address_makes_a_match_replayable(home, browser, table_url):
    # What lets a failed browser test be replayed with NWT_E2E_SEED.
    start_match(home, players=3)
    first = record(home)
    other = browser.new_context()
    try:
        page = other.new_page()
        page.goto(table_url)
        wait_until_ready(page, HOME_READY)
        start_match(page, players=3)
        assert record(page) == first
    finally:
        other.close()


def test_back_returns_from_a_match_to_the_home_screen(home, rng):
    start_match(home, players=3)
    click_some_choice(home, rng)
    home.go_back()
    wait_until_ready(home, HOME_READY)
    assert home.locator("#saves .save-card").count() == 1
    home.go_forward()  # and Forward opens the match again, where it was
    wait_until_ready(home, MATCH_READY)


def test_the_link_box_holds_the_whole_address_and_copied_shows_beside_the_button(home, context, table_url):
    start_match(home, players=2)
    address = link(home)
    assert address.startswith(table_url + "#mundus-novus.")  # pasted anywhere, it opens this match
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    act(home, "copy")
    home.wait_for_selector("#app .share .copy-note", state="attached")
    assert home.evaluate("() => navigator.clipboard.readText()") == address


def test_after_a_decision_the_focus_is_on_the_next_choice_and_the_tab_says_whose_turn(home, rng):
    start_match(home, players=3)
    assert home.title().startswith("● Your turn")
    click_some_choice(home, rng)
    wait_idle(home)
    if home.locator("#app #end").count() == 0:
        # On a choice: in the bar, or a piece of the table (where the bar has none).
        assert home.evaluate("() => document.activeElement.matches('#action-bar .act, #app [data-choice]')")
    # One small live region outside the table says the latest move and the prompt.
    live = home.inner_text("#live")
    assert live.endswith(home.inner_text("#prompt"))
    assert home.get_attribute("#app", "aria-live") is None


def test_korean_reads_without_english(home, rng):
    act(home, "lang:ko")
    start_match(home, players=4, name="가나")
    for _ in range(30):
        if click_some_choice(home, rng) is None:
            break
        text = home.inner_text("#app .match")  # all but the switch to English, named in English
        assert not re.findall(r"[A-Za-z]{3,}", text), re.findall(r"[A-Za-z]{3,}", text)[:10]
        assert "이(가)" not in text and "을(를)" not in text
    assert home.title().startswith(("● 내 차례", "게임 종료", "몬두스"))


def test_a_move_replaces_only_the_parts_that_changed_and_a_wrong_redraw_is_caught(home, rng, page_watch):
    """A click replaces the parts of the table that changed (web/patch.py), not the whole
    table: the top bar is the same element afterwards. With ``?check-redraw`` (every browser
    test's address), a page that no longer reads as its markup is a Python error: this is what
    guards every other browser test against a part replaced wrongly."""
    start_match(home, players=3)
    home.evaluate("() => { window.nwtBar = document.querySelector('#app header.bar'); }")
    for _ in range(3):
        click_some_choice(home, rng)
    assert home.evaluate("() => window.nwtBar.isConnected")
    assert home.locator("#app [data-part]").count() > 5
    assert not page_watch.problems()
    # Something changes the page behind the table's back: the next redraw must notice.
    home.evaluate("() => document.querySelector('#app header.bar').setAttribute('data-tampered', '')")
    wait_idle(home)
    home.click(f"{CHOOSABLE} >> nth=0")  # a choice that can be pressed, on the table or in the bar
    home.wait_for_selector("#app[data-redraw-error]", state="attached")
    home.wait_for_function("() => true")  # the console message of the same task has arrived
    assert any("differs from its markup" in text and "data-tampered" in text for text in page_watch.python_errors())
    page_watch.console.clear()
    page_watch.page_errors.clear()



def test_strong_computers_think_in_slices_and_play_in_the_page(home, rng):
    """Puerto Rico against strong computers: their search runs in slices awaited one after
    another (main_side/page.py), and their moves are played up to the person's decision."""
    start_match(home, players=3, seat=2, instant=False, game="puerto-rico", level="strong")
    for _ in range(3):  # the person's decisions, each followed by the computers' moves
        wait_idle(home)
        assert home.locator("#app .banner-error").count() == 0  # no bug said on the page
        assert click_some_choice(home, rng) is not None
    wait_idle(home)
    timed = home.get_attribute("#app", "data-ai-ms") or ""
    assert len(timed.split(",")) >= 2  # strong computer moves were made, and timed, in the page
    # ... and each also from its first slice to its move drawn, which takes at least its thinking
    walls = (home.get_attribute("#app", "data-ai-wall-ms") or "").split(",")
    assert len(walls) == len(timed.split(","))
    assert all(float(w) >= float(t) for w, t in zip(walls, timed.split(",")))


def test_a_table_is_ready_only_once_its_games_stylesheet_has_arrived(home):
    """A game's stylesheet comes with its first table (main_side/page.py): until it has arrived the
    table is laid out unstyled, so the page says ``data-ready="styling"``, not ``match``, and
    tests and benchmarks that wait for the table measure it styled (an Endeavor map measured
    unstyled had its labels over its stars)."""
    held = []
    home.route("**/static/games/*.css", lambda route: held.append(route))  # the stylesheet waits until let through
    act(home, "pick-game:endeavor")
    home.fill("#name", "Ana")
    act(home, "start")
    home.wait_for_selector('#app[data-ready="styling"]', state="attached")
    assert len(held) == 1 and re.search(r"/static/games/endeavor\.[0-9a-f]+\.css$", held[0].request.url)
    assert home.locator(MATCH_READY).count() == 0
    held[0].continue_()
    home.wait_for_selector(MATCH_READY, state="attached")
    assert home.evaluate("() => document.querySelector('link[data-game-css]').sheet.cssRules.length") > 10

"""The table's own promises in a real browser: saves, links, messages, languages."""

from tests.e2e.helpers import MATCH_READY, click_some_choice, record, start_match

import random


def test_a_save_survives_a_reload(home):
    start_match(home, players=3)
    click_some_choice(home, random.Random(1))
    before = record(home)
    home.reload()
    home.wait_for_selector(MATCH_READY)
    assert record(home) == before  # the address holds the match: a reload restores it
    home.click('[data-action="home"]')
    home.wait_for_selector('#app[data-ready="home"]')
    home.reload()
    home.wait_for_selector('#app[data-ready="home"]')
    rows = home.locator(".saves-table tbody tr")
    assert rows.count() == 1
    assert "Mundus Novus" in rows.first.inner_text()
    rows.first.locator('[data-action^="resume:"]').click()
    home.wait_for_selector(MATCH_READY)
    assert record(home) == before


def test_a_corrupt_save_is_reported_and_the_others_kept(home):
    start_match(home, players=2)
    home.click('[data-action="home"]')
    home.wait_for_selector('#app[data-ready="home"]')
    home.evaluate("() => { localStorage.setItem('nwt:save:broken', '{not json'); "
                  "localStorage.setItem('nwt:save:future', JSON.stringify({v: 99, record: 'x'})); }")
    home.reload()
    home.wait_for_selector('#app[data-ready="home"]')
    text = home.inner_text(".saves-table")
    assert text.count("Unreadable save") == 2
    assert "damaged" in text and "newer version" in text
    assert home.locator('.saves-table [data-action^="resume:"]').count() == 1
    home.click('[data-action="delete:broken"]')
    home.click('[data-action="delete-yes:broken"]')
    assert home.inner_text(".saves-table").count("Unreadable save") == 1
    assert home.locator('.saves-table [data-action^="resume:"]').count() == 1


def test_a_tampered_link_says_what_is_wrong(page, site_url):
    page.goto(site_url)
    page.wait_for_selector('#app[data-ready="home"]')
    page.click('[data-action="pick-players:2"]')
    page.click('[data-action="start"]')
    page.wait_for_selector(MATCH_READY)
    good = record(page)  # "#mundus-novus.1.<body>.<check>"
    bad = good[:-4] + ("AAAA" if not good.endswith("AAAA") else "BBBB")
    page.goto(site_url + "?fresh" + bad)
    page.wait_for_selector('#app[data-ready="error"]')
    assert "This link could not be opened" in page.inner_text("#app")
    assert "changed" in page.inner_text("#app")
    page.click('[data-action="home"]')
    page.wait_for_selector('#app[data-ready="home"]')
    assert page.locator(".saves-table tbody tr").count() == 1  # the good match is untouched


def test_text_from_a_link_is_never_markup(page, site_url):
    page.goto(site_url + "#<img src=x onerror=alert(1)>.1.<b>x</b>.y")
    page.wait_for_selector('#app[data-ready="error"]')
    assert page.locator("#app img, #app b").count() == 0


def test_the_korean_switch_changes_the_page(home):
    home.click('[data-action="lang:ko"]')
    assert "새 게임" in home.inner_text("#app")
    assert home.get_attribute("html", "lang") == "ko"
    start_match(home, players=3, name="가나")
    assert "내 손" in home.inner_text("#app")
    home.click('[data-action="home"]')
    home.reload()
    home.wait_for_selector('#app[data-ready="home"]')
    assert "저장된 게임" in home.inner_text("#app")
    home.click('[data-action="lang:en"]')
    assert "Saved matches" in home.inner_text("#app")

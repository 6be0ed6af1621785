"""How to play, in the browser (web/rules_screen.py): on a 360x780 phone, in English and Korean,
the rules of one game (a different one each run, by the seed) open from the home screen and from
a match at the section of the phase being played; no text is under 12 px, nothing is wider than
the screen, axe-core finds nothing, and closing them shows the screen under them as it was."""

from __future__ import annotations

import pytest

from engine import ENTRIES, Match
from tests.by_seed import LANGS, english_and_one
from tests.e2e.helpers import HOME_READY, MATCH_READY, act, record, start_match
from tests.e2e.screens import PHONE, axe_script, axe_violations, open_page, rotation, small_text
from web import rules_screen

WIDTH = PHONE["width"]

#: Every text and button inside the screen's width, and no button too small to tap.
_FITS = """() => { const w = document.documentElement.clientWidth;
  const out = [...document.querySelectorAll('#app *')].filter(e => e.offsetParent !== null)
    .map(e => [e.tagName, e.getBoundingClientRect()])
    .filter(([, r]) => r.width > 0 && (r.left < 0 || r.right > w + 0.5))
    .map(([t, r]) => `${t} ${r.left}-${r.right}`);
  const small = [...document.querySelectorAll('#app button')].filter(e => e.offsetParent !== null)
    .map(e => [e.dataset.action, e.getBoundingClientRect()]).filter(([, r]) => r.height < 24 || r.width < 24)
    .map(([a, r]) => `${a} ${r.width}x${r.height}`);
  return {wide: document.documentElement.scrollWidth > w ? ['the page scrolls sideways'] : [], out, small}; }"""


def check(page, script, where: str) -> None:
    assert page.locator("#app [data-rules]").count() == 1, f"the rules are not shown {where}"
    assert not small_text(page), f"text under 12 px {where}: {small_text(page)[:5]}"
    found = page.evaluate(_FITS)
    assert found == {"wide": [], "out": [], "small": []}, f"{where}: {found}"
    violations = axe_violations(page, script)
    assert not violations, f"axe-core {where}:\n  " + "\n  ".join(violations[:20])


@pytest.mark.parametrize("lang", english_and_one(3))
def test_the_rules_open_from_home_and_from_a_match_on_a_phone(browser, table_url, e2e_seed, lang):
    game = rotation(e2e_seed + LANGS.index(lang), 1)[0]
    rules = rules_screen.rules_of(game)
    assert rules is not None
    script = axe_script()
    context, page = open_page(browser, table_url, PHONE, lang)
    try:
        act(page, f"pick-game:{game}")
        home = page.inner_html("#new")
        act(page, f"rules:{game}=goal")
        check(page, script, f"from the home screen ({game}, {lang})")
        last = rules.anchors()[-1]
        act(page, f"rules:{game}={last}")  # the page's variants and rulings: the longest words
        check(page, script, f"at '{last}' ({game}, {lang})")
        act(page, "rules-close")
        page.wait_for_selector(HOME_READY, state="attached")
        assert page.inner_html("#new") == home

        entry = ENTRIES[game]
        start_match(page, entry.min_players, game=game, options=dict(entry.small_variant))
        before = record(page)
        match = Match.from_record(before.lstrip("#"))
        at = rules.section_of(match.view(int(match.table.get("human", 0)))["phase"])
        page.click("#scoreboard .sb-legend summary")  # the table's "?": the legend, and How to play
        act(page, f"rules:{game}={at}", where="#scoreboard")
        assert page.get_attribute("#app [data-rules]", "data-rules") == at
        check(page, script, f"from the match at '{at}' ({game}, {lang})")
        act(page, "rules-close")
        page.wait_for_selector(MATCH_READY, state="attached")
        assert page.locator("#action-bar").count() == 1 and record(page) == before
    finally:
        context.close()

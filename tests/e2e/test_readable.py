"""No text under 12 px on a 360x780 phone (issue 30): every text drawn on the page, cards,
tiles, map labels and the other seats' boards included, at every decision of a match of each
game, at its end and with its log open; the home screen and the new-match form too. SVG text
counts at the size it is drawn (its font size scaled by the SVG's viewBox). Traditional Chinese
is drawn in a face with the Traditional forms of Han (Debian's Noto Sans CJK TC here), not in a
Korean, Japanese or Simplified one.

The default run's short match of each game is walked by tests/e2e/test_phone.py, which checks
this at every screen of it (the home screen, the new-match form, every decision, the end, the
log); the long tests here play whole matches with the most seats, in every language."""

from __future__ import annotations

import pytest

from tests.by_seed import LANGS
from tests.e2e.helpers import act
from tests.e2e.screens import GAMES, PHONE, long_match, open_page, small_text

MIN_PX = 12


def check(page, where: str) -> None:
    small = small_text(page, MIN_PX)
    assert not small, f"text under {MIN_PX} px {where}: {small[:12]}"


def _walk(page, screens, game: str) -> int:
    decisions = 0
    for screen in screens:
        if screen == "end":
            check(page, f"at the end of {game}")
            act(page, "log:open")
            check(page, f"in the log of {game}")
        else:
            decisions += 1
            check(page, f"at decision {decisions} of {game}")
    return decisions


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_no_text_under_12px_on_a_phone_in_a_whole_match(browser, table_url, rng, game, lang):
    context, page = open_page(browser, table_url, PHONE, lang)
    try:
        assert _walk(page, long_match(page, rng, game), game) >= 5
    finally:
        context.close()


def _faces(page, selector: str) -> list[str]:
    """The fonts the browser drew the text of ``selector`` with (Chromium's DevTools)."""
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("DOM.enable")
        cdp.send("CSS.enable")
        root = cdp.send("DOM.getDocument")["root"]["nodeId"]
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        return [f["familyName"] for f in cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]]
    finally:
        cdp.detach()


def test_traditional_chinese_is_drawn_in_a_traditional_face(home):
    """The language button 繁體中文 on an English page, and a whole page in zh-Hant (its html
    element's lang says so): their Han characters are drawn in Noto Sans CJK TC, never in the
    Korean face the other languages list, whose forms of the same characters differ."""
    assert _faces(home, '#app .langs [lang="zh-Hant"]') == ["Noto Sans CJK TC"]
    act(home, "lang:zh-Hant")
    assert home.get_attribute("html", "lang") == "zh-Hant" and home.get_attribute("#app", "lang") == "zh-Hant"
    faces = _faces(home, "#app .brand")
    assert faces == ["Noto Sans CJK TC"], faces
    faces = _faces(home, "#app .choice-about")
    assert "Noto Sans CJK TC" in faces and not any("KR" in f or "JP" in f or "SC" in f for f in faces), faces

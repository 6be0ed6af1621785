"""Why not in the browser (issue 77), for Endeavor, the Gilded Compass and Mundus Novus (Puerto
Rico's: test_puerto_rico.py): at a position opened by its link, the piece tapped is drawn not
choosable (``aria-disabled``, no ``data-choice``), and a tap on it says the rule in the bar, in
English and in Korean. The positions and the sentences are the web tests'
(tests/web/test_why_tables.py: ``CASES``, ``MORE``)."""

from __future__ import annotations

import pytest

from tests.by_seed import english_and_one
from tests.e2e.helpers import act, go_to, wait_idle
from tests.e2e.screens import axe_script, axe_violations
from tests.web.test_why_tables import CASES, MORE


@pytest.mark.parametrize("lang", english_and_one(4))
@pytest.mark.parametrize("game", sorted(CASES) + sorted(MORE))
def test_a_tap_on_a_piece_that_cannot_be_chosen_says_the_rule_in_the_bar(home, page_watch, table_url, game, lang):
    """Playwright would wait for an aria-disabled button to be enabled: the tap is forced, as a
    person's finger is (an Endeavor city is a space of the map's SVG)."""
    case = CASES.get(game) or MORE[game]
    if lang != "en":
        act(home, f"lang:{lang}")
    go_to(home, table_url + "#" + case.match().record())
    wait_idle(home)
    # Where the map is narrower than the world's shape, a region not yet open is cut to its strip
    # (Endeavor's closed India): its cities are shown by the map's own button, as a person would.
    whole = home.locator('#app .ev-map [data-action="ui:ev-whole=1"]')
    if whole.count() and whole.first.is_visible():
        act(home, "ui:ev-whole=1", where="#app .ev-map")
    piece = home.locator(f'#app [data-action="why:{case.code}"]').first
    assert piece.get_attribute("aria-disabled") == "true" and piece.get_attribute("data-choice") is None
    assert not home.locator("#action-bar .why-line").count()
    act(home, f"why:{case.code}", force=True)
    line = home.inner_text("#action-bar .why-line")
    assert line.replace("✗", "", 1).strip() == case.said[lang]
    found = axe_violations(home, axe_script())
    assert not found and not page_watch.page_errors, found

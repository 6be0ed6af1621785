"""axe-core (pinned in requirements/axe/, injected from its installed package, never from a
CDN) finds no WCAG violation on the home screen, the new-match form, a match in progress on
the home screen, and a game's table at its decisions and at its end, in English and Korean,
on a 360x780 phone and a 1366x768 desktop.

The default run checks one game per screen size, a different one each run (chosen by the
run's seed: screens.rotation); the long tests check every game at both sizes."""

from __future__ import annotations

import pytest

from tests import browser_support
from tests.by_seed import LANGS, language
from tests.e2e.helpers import HOME_READY, act
from tests.e2e.screens import (
    DESKTOP,
    GAMES,
    PHONE,
    SHORT,
    axe_script,
    axe_violations,
    open_page,
    rotation,
    short_match,
)

SIZES = {"phone": PHONE, "desktop": DESKTOP}


def check(page, script, where: str) -> None:
    found = axe_violations(page, script)
    assert not found, f"axe-core finds {len(found)} violations {where}:\n  " + "\n  ".join(found[:20])


def check_everything(browser, table_url, rng, seed, game: str, size: str, lang: str) -> None:
    script = axe_script()
    context, page = open_page(browser, table_url, SIZES[size], lang)
    try:
        where = f"({game}, {size}, {lang})"
        check(page, script, f"on the home screen {where}")
        act(page, f"pick-game:{game}")
        check(page, script, f"on the new-match form {where}")
        decisions = 0
        for screen in short_match(page, rng, game, table_url, seed, first=2, last=2):
            if screen == "end":
                check(page, script, f"at the end {where}")
                if page.locator('#app [data-action="log:open"]').is_visible():  # a phone: the log opens over the table
                    act(page, "log:open")
                    check(page, script, f"with the log open at the end {where}")
                    act(page, "log:close")
            elif decisions in (0, 1):  # the first decisions; the late ones are checked by the end
                check(page, script, f"at decision {decisions + 1} {where}")
            decisions += 1
        act(page, "home")
        browser_support.wait_until_ready(page, HOME_READY)
        check(page, script, f"on the home screen with a finished match {where}")
    finally:
        context.close()


# Two languages a screen size, turned by the seed: the four checks of a run are in every language.
@pytest.mark.parametrize("size,lang", [("phone", language(0)), ("phone", language(1)),
                                       ("desktop", language(2)), ("desktop", language(3))])
def test_axe_finds_no_violation_on_one_game_per_screen_size(browser, table_url, rng, e2e_seed, size, lang):
    game = rotation(e2e_seed, len(SIZES))[list(SIZES).index(size)]
    check_everything(browser, table_url, rng, e2e_seed, game, size, lang)


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", GAMES)
def test_axe_finds_no_violation_on_every_game(browser, table_url, rng, e2e_seed, game, size, lang):
    assert game in SHORT
    check_everything(browser, table_url, rng, e2e_seed, game, size, lang)

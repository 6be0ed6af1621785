"""A guided first round (web/guide.py, issue 77): from the home screen, a three-player match on
a fixed deal; at each of the person's decisions of the first round, the rules' part for the
phase and the computer's choice outlined; left at any step; at the round's end, said, and marked
on the home screen."""

from __future__ import annotations

import json

import pytest

from web import commands as c
from web import guide, i18n, screens
from web.present import frame
from web.saves import MemoryStorage
from web.setup import KEY
from web.thinking import ai_pending, step_ai
from web.update import start, update

GAMES = ["mundus-novus", "puerto-rico", "gilded-compass", "endeavor"]


def _opened(game: str, lang: str = "en"):
    state, world = start(MemoryStorage(), language=lang)
    state, _ = update(state, world, c.PickGame(game))  # the home form's game offers its guided round
    state, _ = update(state, world, c.Guide(game), {"name": "Ana"})
    _computers(state, world)
    return state, world


def _computers(state, world) -> None:
    """The computers' moves up to the person's decision (or the end)."""
    while ai_pending(state):
        step_ai(state, world, [])


@pytest.mark.parametrize("game", GAMES)
def test_a_guided_round_is_three_players_on_a_fixed_deal_with_the_computers_at_the_easiest_level(game):
    state, _ = _opened(game)
    m = state.table.match
    assert m.players == guide.PLAYERS == 3 and m.seed == guide.SEED
    assert m.table["human"] == 0 and m.table["names"][0] == "Ana" and m.table["levels"] == ["", "easy", "easy"]
    again, _ = _opened(game)
    assert again.table.match.record() == m.record()  # the same round for every newcomer


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
@pytest.mark.parametrize("game", GAMES)
def test_each_decision_of_the_first_round_says_the_rules_of_its_phase_and_outlines_the_computer_s_choice(game, lang):
    """Followed to the end of the first round, taking the outlined choice each time: at every
    decision the bar has the rules' part for the phase (its heading and first paragraph in the
    page's language), the computer's choice outlined and named, the way to the whole part and
    the way out; then the guide ends, says so, and the game's guided round is marked played,
    kept with the form."""
    state, world = _opened(game, lang)
    steps = 0
    while state.table.guide is not None:
        drawn = frame(state, world)
        shown, hinted = drawn.match.guide, drawn.match.hint
        assert shown is not None and hinted is not None, f"decision {steps + 1} of {game}: no guide"
        assert shown.step == steps + 1
        html = str(screens.render(drawn))
        assert i18n.tr(lang, shown.heading) in html and i18n.tr(lang, shown.text).replace("'", "&#x27;") in html
        assert shown.text != shown.heading  # words of the rules' part, not its heading again
        assert f'data-action="rules:{game}={shown.anchor}"' in html and 'data-action="guide-leave"' in html
        assert all(code in drawn.match.ctx.hint for code in hinted.codes)
        assert drawn.match.hints_used == 0  # the guide's choice is not a hint asked
        state, _ = update(state, world, c.Play(tuple(hinted.codes)))
        _computers(state, world)
        steps += 1
        assert steps < 60
    assert steps >= 2
    assert state.message is not None and i18n.tr(lang, f"game.{game}") in state.message[1]
    assert frame(state, world).match.guide is None
    assert json.loads(world.storage.get(KEY))["guided"] == [game]
    state, _ = update(state, world, c.Home())
    home = str(screens.render(frame(state, world)))
    assert i18n.tr(lang, "guide.open_done") in home and f'data-action="guide:{game}"' in home


def test_the_guide_can_be_left_at_any_step_and_the_match_plays_on():
    state, world = _opened("puerto-rico")
    assert frame(state, world).match.guide is not None
    state, _ = update(state, world, c.GuideLeave())
    drawn = frame(state, world)
    assert drawn.match.guide is None and state.table.guide is None
    assert 'data-action="guide-leave"' not in str(screens.render(drawn))
    state, _ = update(state, world, c.Play((state.table.match.legal(0)[0].code,)))
    assert state.table.guide is None and world.storage.get(KEY) is None  # not marked played


def test_a_game_that_cannot_be_played_opens_no_guide():
    state, world = start(MemoryStorage(), language="en")
    state, _ = update(state, world, c.Guide("no-such-game"))
    assert state.screen == "home" and state.table is None


def test_every_text_of_the_guide_is_in_every_language():
    for lang in i18n.TEXTS:
        for key in guide.text_keys():
            assert i18n.TEXTS[lang].get(key), (lang, key)


def test_the_guided_mark_is_kept_only_for_games_there_are():
    from web import home_form
    from web.games import form_catalogue

    setup = home_form.read_setup({"guided": ["endeavor", "chess", 7, "endeavor"]}, form_catalogue())
    assert setup["guided"] == ["endeavor"]

"""Why not at the tables of Endeavor, the Gilded Compass and Mundus Novus (web/why.py, each
game's engine ``why.py``): a piece the person cannot choose now is drawn not choosable, and a
tap on it says the rule in the bar, in both languages (Puerto Rico's own:
tests/web/test_puerto_rico_table.py)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from engine import Match

HUMAN = 0


def _why_line(app) -> str:
    """What the bar says of the last piece tapped that cannot be chosen ("" if nothing)."""
    found = re.search(r'<p class="why-line" role="status">(.*?)</p>', str(app.render()))
    return re.sub(r"<[^>]+>", "", found.group(1)).replace("✗ ", "") if found else ""


def _played_to(game: str, players: int, seed: int, there: Callable[[Match], bool], limit: int = 400) -> Match:
    """A match played on (the first legal action each time) until the human is to act at a
    position ``there`` accepts."""
    m = Match.new(game, players=players, seed=seed)
    for _ in range(limit):
        if HUMAN in m.to_act and there(m):
            return m
        seat = m.to_act[0]
        m.play(seat, m.legal(seat)[0])
    raise AssertionError("position not reached")


def _tapped(make_app, lang: str, m: Match, code: str) -> str:
    from web.update import open_match

    app = make_app(lang)
    open_match(app.state, app.world, m, "why-test")
    html = str(app.render())
    assert f'data-action="why:{code}" aria-disabled="true"' in html and not _why_line(app)
    app.handle(f"why:{code}")
    said = _why_line(app)
    app.handle("log:open")
    assert not _why_line(app)
    return said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The University is a level 4 building, and your build level (industry) is 1: "
           "you build at your build level or lower."),
    ("ko", "대학은 4등급 건물인데, 내 건설 등급(산업)은 1입니다. "
           "자신의 건설 등급보다 낮거나 같은 등급의 건물만 지을 수 있습니다.")])
def test_endeavor_a_building_above_the_build_level_says_why(make_app, lang, said):
    m = _played_to("endeavor", 3, 4, lambda m: m.state.phase == "build")
    assert _tapped(make_app, lang, m, "build:university") == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "No free magic item of the Hidden Temple shows two dice you have: an item takes exactly the two dice "
           "it shows."),
    ("ko", "숨겨진 사원의 빈 마법 아이템 중 내 주사위 두 개를 표시한 것이 없습니다. "
           "아이템에는 표시된 두 주사위를 정확히 놓습니다.")])
def test_gilded_compass_a_building_the_dice_cannot_go_to_says_why(make_app, lang, said):
    """Seed 28 (four players: the Guild and the Hidden Temple): the first roll shows no pair an
    item of the temple asks for."""
    m = _played_to("gilded-compass", 4, 28, lambda m: m.state.turn["stage"] == "place")
    assert _tapped(make_app, lang, m, "place:hidden_temple") == said


def _mn_turn(m: Match) -> bool:
    st = m.state
    return st.phase == "progression" and st.step == "turn" and st.turn == HUMAN and st.building is None


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "An identical set takes at least 3 cards of one value, relics wild: you have 2 that count as tobacco (3)."),
    ("ko", "같은 종류의 자원 세트는 같은 자원 카드 3장 이상(유물은 와일드 카드)으로 만드는데, "
           "담배 (3)로 셀 수 있는 카드가 2장입니다.")])
def test_mundus_novus_a_card_that_cannot_start_an_identical_set_says_why(make_app, lang, said):
    """Seed 1, three players: in the first Progression turn the hand holds two tobacco cards."""
    m = _played_to("mundus-novus", 3, 1, _mn_turn)
    assert _tapped(make_app, lang, m, "same:3") == said

"""Why not at the tables of Endeavor, the Gilded Compass and Mundus Novus (web/why.py, each
game's engine ``why.py``): a piece the person cannot choose now is drawn not choosable, and a
tap on it says the rule in the bar, in both languages (Puerto Rico's own:
tests/web/test_puerto_rico_table.py). The browser taps the same pieces at the same positions
(tests/e2e/test_why_not.py: :data:`CASES`)."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from engine import Match
from web import commands as c
from web.home_form import LANGUAGES

HUMAN = 0


@dataclass(frozen=True)
class Case:
    """A position (the game, the players and the seed, played on by the first legal action of
    each seat until the person is to act where ``there`` holds, then the person's ``moves``),
    the piece tapped (``code``) and what the bar says, by language."""

    game: str
    players: int
    seed: int
    there: Callable[[Match], bool]
    code: str
    said: dict[str, str]
    moves: tuple[str, ...] = ()

    def match(self, limit: int = 400) -> Match:
        m = Match.new(self.game, players=self.players, seed=self.seed,
                      table={"names": ["Ana"] + [""] * (self.players - 1), "human": HUMAN,
                             "levels": [""] + ["greedy"] * (self.players - 1)})
        for _ in range(limit):
            if HUMAN in m.to_act and self.there(m):
                for code in self.moves:
                    m.play(HUMAN, code)
                return m
            seat = m.to_act[0]
            m.play(seat, m.legal(seat)[0])
        raise AssertionError("position not reached")


def _mn_turn(m: Match) -> bool:
    st = m.state
    return st.phase == "progression" and st.step == "turn" and st.turn == HUMAN and st.building is None


CASES = {
    # Endeavor, three players, seed 4: the first Build phase; industry 0 builds level 1.
    "endeavor": Case("endeavor", 3, 4, lambda m: m.state.phase == "build", "build:university", {
        "en": "The University is a level 4 building, and your build level (industry) is 1: "
              "you build at your build level or lower.",
        "ko": "대학은 4등급 건물인데, 내 건설 등급(산업)은 1입니다. "
              "자신의 건설 등급보다 낮거나 같은 등급의 건물만 지을 수 있습니다.",
        "zh-Hant": "大學是 4 級建築，而你的建造等級（工業）是 1：建築的等級不能高於你的建造等級。"}),
    # The Gilded Compass, four players, seed 28 (the Guild and the Hidden Temple): the first
    # roll shows no pair an item of the temple asks for.
    "gilded-compass": Case("gilded-compass", 4, 28, lambda m: m.state.turn["stage"] == "place",
                           "place:hidden_temple", {
        "en": "No free magic item of the Hidden Temple shows two dice you have: an item takes exactly the two "
              "dice it shows.",
        "ko": "숨겨진 사원의 빈 마법 아이템 중 내 주사위 두 개를 표시한 것이 없습니다. "
              "아이템에는 표시된 두 주사위를 정확히 놓습니다.",
        "zh-Hant": "隱密神廟沒有空著、且標示你擁有的兩顆骰子的魔法物品：物品只接受它標示的那兩顆骰子。"}),
    # Mundus Novus, three players, seed 1: in the first Progression turn the hand holds two
    # tobacco cards and no relic.
    "mundus-novus": Case("mundus-novus", 3, 1, _mn_turn, "same:3", {
        "en": "An identical set takes at least 3 cards of one value, relics wild: you have 2 that count as "
              "tobacco (3).",
        "ko": "같은 종류의 자원 세트는 같은 자원 카드 3장 이상(유물은 와일드 카드)으로 만드는데, "
              "담배 (3)로 셀 수 있는 카드가 2장입니다.",
        "zh-Hant": "相同資源的組合至少要 3 張同一數值的牌（印加遺物可百搭）：你能當作煙草（3）的牌只有 2 張。"}),
}


#: More pieces: a city of the Endeavor map (Europe's Colonial House activated in the first
#: Actions phase: a ship or an occupy, India closed), a card of Mundus Novus's offers.
MORE = {
    "endeavor-city": Case("endeavor", 3, 4, lambda m: m.state.phase == "actions"
                          and any(a.code == "activate:colonial_house" for a in m.legal(HUMAN)), "occupy:26", {
        "en": "Cities are occupied in Europe and the open regions, and India is not open yet.",
        "ko": "도시는 유럽과 열린 지역에서 점령하는데, 인도는 아직 열리지 않았습니다.",
        "zh-Hant": "城市只能在歐洲與已開放的區域佔領，而印度尚未開放。"},
        moves=("activate:colonial_house",)),
    # Mundus Novus, three players, seed 3: the person takes first from the revealed offers, and
    # taps a card of their own (a 3).
    "mundus-novus-take": Case("mundus-novus", 3, 3, lambda m: m.state.step == "take" and m.state.taker == HUMAN,
                              "take:0.3", {
        "en": "You take a card from another player's offer, not from your own.",
        "ko": "카드는 내 제안이 아니라 다른 플레이어의 제안에서 가져옵니다.",
        "zh-Hant": "你要從其他玩家拿出的牌中選，不能選自己的。"}),
}


def _why_line(app) -> str:
    """What the bar says of the last piece tapped that cannot be chosen ("" if nothing)."""
    found = re.search(r'<p class="why-line" role="status">(.*?)</p>', str(app.render()))
    return html.unescape(re.sub(r"<[^>]+>", "", found.group(1))).replace("✗ ", "") if found else ""


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("game", sorted(CASES) + sorted(MORE))
def test_a_tap_on_a_piece_that_cannot_be_chosen_says_the_rule_until_the_next_command(make_app, game, lang):
    from web.update import open_match

    case = CASES.get(game) or MORE[game]
    app = make_app(lang)
    open_match(app.state, app.world, case.match(), "why-test")
    drawn = str(app.render())
    assert re.search(f'<[^>]* data-action="why:{case.code}"[^>]* aria-disabled="true"', drawn) and not _why_line(app)
    assert f'data-action="play:{case.code}"' not in drawn
    app.handle(c.Why(case.code))
    assert _why_line(app) == case.said[lang]
    app.handle(c.Log('open'))
    assert not _why_line(app)

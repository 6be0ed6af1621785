"""The Gilded Compass table draws every decision of whole matches, in every language: every
legal action can be reached by taps (a building then a group of dice, the dice of a re-roll,
Mighty Power's die then its face) and only legal actions are ever offered; every action and
log event has words; nothing a seat may not see is drawn (other seats' collections,
missions, magic items, face-down treasures, tower tokens)."""

from __future__ import annotations

import copy
import re
import string
from html import unescape
from pathlib import Path

import pytest

import ai
from engine import Action, Match, Rng
from engine.gilded_compass.data import ITEMS, MAPS, MISSIONS, SPECIALISTS
from engine.gilded_compass.dice import code
from engine.simulate import random_choice
from tests.by_seed import LANGS, one_by_seed
from tests.web.conftest import play_to_the_end
from tests.web.table_checks import bar_of, positions, readme_codes, text_of
from tests.web.zh_hant import simplified
from web import commands as c
from web.context import TableContext
from web.games import gilded_compass as table
from web.games.gilded_compass.choices import MANY
from web.games.gilded_compass.gains import REWARDS, gain, gain_words, with_reward
from web.games.gilded_compass.names import item_name
from web.games.gilded_compass.preview import landing
from web.games.gilded_compass.rules_texts import TEXTS as RULES_TEXTS
from web.games.gilded_compass.texts import TEXTS
from web.games.gilded_compass.words import seat_of
from web.markup import Markup, fragment
from web.widgets import shown_words

from ..gilded_compass import helpers as H

GID = "gilded-compass"
README = (Path(__file__).resolve().parents[2] / "engine" / "gilded_compass" / "README.md").read_text(encoding="utf-8")
GREEDY = ai.chooser("greedy")
PLAY = re.compile(r'<button type="button" class="([^"]*)" data-action="play:([^"]+)"')
UI = re.compile(r'data-action="ui:([a-z]+)=([^"]*)"')


def _fields(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


def names(players: int, lang: str) -> list[str]:
    if lang == "ko":
        return ["아나", *(f"컴퓨터 {n + 1}" for n in range(1, players))]
    if lang == "zh-Hant":
        return ["安娜", *(f"電腦 {n + 1}" for n in range(1, players))]
    return ["Ana", *(f"Computer {n + 1}" for n in range(1, players))]


def ctx_for(match, seat, lang="en", before=None, ui=None):
    return TableContext(view=match.view(seat), legal=match.legal(seat), lang=lang, human=seat,
                        names=names(match.players, lang), before=before, ui=dict(ui or {}))


def draw(ctx) -> str:
    """What the table module puts on the page: the board, the choices, the prompt, the latest
    log lines and the end."""
    log = [table.describe(e, ctx) for e in ctx.view["log"][-12:]]
    return table.render(ctx) + fragment(bar_of(table, ctx), table.prompt(ctx) if ctx.legal else "",
                                        [x for x in log if x], table.end_details(ctx))







def reachable(match, seat, lang="en") -> dict[str, str]:
    """Every ``play:`` button or piece the player can reach by taps from the first drawing, with
    its classes: the board's pieces and the action bar's choices at the first drawing, each
    building's groups (of the dice picked, where a building has many), each re-roll (its ui
    state set as the dice tapped set it), each die of Mighty Power."""
    legal = match.legal(seat)
    states: list[dict] = [{}]
    placing = [a for a in legal if a.kind in ("place", "will", "neutral")]
    states += [{"b": b} for b in {a.word(0) for a in placing}]
    for b in {a.word(0) for a in placing}:  # many groups: the dice are tapped first
        options = [a for a in placing if a.word(0) == b]
        if len(options) > MANY:
            ctx = ctx_for(match, seat, lang)
            for a in options:
                dice = code(landing(ctx, a).used)
                states.append({"b": b, "d": f"0.{dice}" if a.kind == "neutral" else f"{dice}.0"})
    rerolls = [a for a in legal if a.kind == "reroll"]
    # Each re-roll's confirmation is drawn when the toggles have picked its dice (``rr`` is its
    # code); a few of them stand for all (a seat may have hundreds).
    states += [{"rr": f"{a.args[0]}.{a.args[1]}"} for a in rerolls[:1] + rerolls[len(rerolls) // 2:][:1] + rerolls[-1:]]
    states += [{"pw": str(v)} for v in {a.number(0) for a in legal if a.kind == "set"}]
    found: dict[str, str] = {}
    for ui in states:  # the board first: its pieces leave the bar only what has no piece
        ctx = ctx_for(match, seat, lang, ui=ui)
        html = fragment(table.render(ctx), bar_of(table, ctx))
        for cls, played in PLAY.findall(html):
            found.setdefault(played, cls)
    return found


def check_choices(match, seat, html: str, ctx) -> None:
    legal = {a.code for a in ctx.legal}
    offered = reachable(match, seat) if ctx.lang == "en" else {c: cls for cls, c in PLAY.findall(html)}
    assert set(offered) <= legal, set(offered) - legal  # only legal actions are ever offered
    if ctx.lang == "en":  # and every one is reachable (the re-rolls: as :func:`reachable` samples them)
        missing = {c for c in legal - set(offered) if not c.startswith("reroll:")}
        assert not missing, missing
    for action in ctx.legal:
        words = table.label(action, ctx)
        assert words and words != action.code and "{" not in words, action.code
    if ctx.legal:
        assert table.prompt(ctx) != ctx.t("match.your_turn")
    for key, value in UI.findall(html):  # the taps that lead there name a known step
        assert key in ("b", "rr", "pw", "d"), key
        assert value == "" or re.fullmatch(r"[a-z_]+|\d+\.\d+|\d", value), value


def check_words(ctx, html: str) -> None:
    text = text_of(html)
    assert not re.search(r"{\w*}|\bgc\.[a-z_]+", text), text[:200]
    if ctx.lang != "en":  # Korean and Chinese through and through: not one Latin letter
        assert not re.findall(r"[A-Za-z]+", text), re.findall(r"[A-Za-z]+", text)[:10]
    if ctx.lang == "zh-Hant":  # nor a Korean or a Simplified character
        assert not re.search(r"[가-힣]", text) and not simplified(text), (simplified(text), text[:200])


# --- whole matches --------------------------------------------------------------------------------

#: Every building and both small-game variants, at every player count; the last two run with
#: the long tests (`python3 build.py fuzz`), keeping the default run short.
SETTINGS = [
    (2, 1, random_choice, {"b_building": "guild", "variant": "neutral_player", "c_building": "treasure_tower"}),
    (3, 6, GREEDY, {"b_building": "auction_house", "variant": "neutral_player", "c_building": "illuminati"}),
    (4, 3, random_choice, {"b_building": "auction_house", "c_building": "hidden_temple"}),
    (5, 4, GREEDY, {"b_building": "guild", "c_building": "sunken_galleon"}),
    (3, 2, GREEDY, {"b_building": "auction_house", "variant": "no_c_building"}),
    (4, 5, random_choice, {"b_building": "guild", "c_building": "illuminati"}),
]


# One setting a default run, another each run by the seed; all of them in the long run.
@pytest.mark.parametrize("players,seed,chooser,options", one_by_seed(
    SETTINGS, ids=[f"{p}p-{'-'.join(o.values())}" for p, _, _, o in SETTINGS]))
def test_every_decision_of_whole_matches_draws_in_every_language(players, seed, chooser, options):
    decisions = 0
    for m, seat, before in positions(GID, players, seed, chooser, **options):
        for lang in LANGS:
            ctx = ctx_for(m, seat, lang, before=before)
            html = draw(ctx)
            check_choices(m, seat, html, ctx)
            check_words(ctx, html)
        decisions += 1
    assert m.over and decisions > 40


def test_the_buildings_are_laid_out_as_in_the_setup_picture():
    """B, the Archives, C, the University and the Library: the buildings are drawn in the order
    they resolve (the setup picture's, left to right and down), which the stylesheet's columns
    keep; without C, four."""
    m = Match.new(GID, players=4, seed=2, b_building="guild", c_building="illuminati")
    html = table.render(ctx_for(m, 0))
    found = re.findall(r'class="gc-bld[^"]*" id="gc-b-(\w+)"', html)
    assert found == ["guild", "archives", "illuminati", "university", "library"]
    m = Match.new(GID, players=2, seed=2, b_building="auction_house", variant="no_c_building")
    html = table.render(ctx_for(m, 0))
    found = re.findall(r'class="gc-bld[^"]*" id="gc-b-(\w+)"', html)
    assert found == ["auction_house", "archives", "university", "library"]


# --- secrets ----------------------------------------------------------------------------------------

def test_other_seats_secrets_never_show():
    """The page is the same whatever the other seats' collections, missions, magic items,
    face-down treasures and tower tokens, and whatever the order of the face-down stacks:
    the seat sees none of them (they are re-dealt in a sample of the match)."""
    checked = 0
    for players, seed, options in ((3, 11, {"b_building": "guild", "variant": "neutral_player",
                                            "c_building": "sunken_galleon"}),
                                   (4, 12, {"b_building": "auction_house", "c_building": "hidden_temple"}),
                                   (5, 13, {"b_building": "guild", "c_building": "treasure_tower"})):
        for n, (m, seat, _) in enumerate(positions(GID, players, seed, GREEDY, **options)):
            if m.over:
                break
            if n % 4:
                continue
            html = draw(ctx_for(m, seat))
            full = fragment(html, [table.describe(e, ctx_for(m, seat)) or "" for e in m.view(seat)["log"]])
            seen = [t for e in m.view(seat)["log"] if e["type"] in ("draw_missions", "passed_missions")
                    for t in e["tiles"]]  # missions this seat drew or was passed, which it may remember
            hand = m.view(seat)["board"]["hand"]
            mine = set(m.state.seats[seat].missions) | set(seen) | set((hand or {}).get("tiles") or [])
            for other, s in enumerate(m.state.seats):
                if other != seat:
                    for mission in set(s.missions) - mine:
                        assert TEXTS["en"][f"gc.mission.{mission}"] not in full, (mission, other)
            twin = m.sample(seat, Rng(1000 + n))
            assert draw(ctx_for(twin, seat)) == html
            checked += 1
    assert checked > 60


def test_a_seats_own_secrets_show_only_to_it():
    m = H.new_match(3, start=0, seed=4, b_building="guild", variant="neutral_player", c_building="treasure_tower")
    st = m.state
    H.give(st, 1, missions=[MISSIONS.index(next(x for x in MISSIONS if x.rule == "cartographers"))])
    st.seats[1].tower["gold"] = [3]
    m.touched()
    own = draw(ctx_for(m, 1))
    other = draw(ctx_for(m, 0))
    assert "Guild of cartographers" in own and "Guild of cartographers" not in other
    assert "gold treasure token: 3 gold" in text_of(own) and "1 mission" in text_of(other)
    assert "gold treasure token" in text_of(other) and "gold treasure token: 3" not in text_of(other)


def test_tower_tokens_and_another_seat_s_artifacts_alike_show_once_with_their_count():
    """Another seat's face-down tokens by metal, each metal once with "×n"; the seat's own by
    metal and gold, the same token once with its count. Another seat's artifacts one a kind with
    their count; the seat's own each with the gold its collection gives it."""
    m = H.new_match(3, start=0, seed=4, b_building="guild", c_building="treasure_tower")
    st = m.state
    st.seats[1].tower["silver"] = [2, 2, 3]
    st.seats[1].tower["gold"] = [4]
    st.seats[1].artifacts += ["water", "water", "fire"]
    st.seats[1].collection = 0
    m.touched()
    own, other = draw(ctx_for(m, 1)), draw(ctx_for(m, 0))

    def tokens(html: str, where: str) -> list[tuple[str, str]]:
        """Each token drawn (its tip's id) and the count beside it."""
        return re.findall(rf'id="gc-{where}-t-token-(\w+-\w+)".*?</details>(?:<b class="gc-n">(×\d)</b>)?', html)

    assert tokens(own, "me") == [("silver-2", "×2"), ("silver-3", ""), ("gold-4", "")]
    assert tokens(other, "s1") == [("silver-None", "×3"), ("gold-None", "")]
    assert "silver treasure token: 2" not in text_of(other)
    assert re.findall(r'id="gc-s1-(\w+)-art".*?</details>(?:<b class="gc-n">(×\d)</b>)?', other) == [
        ("water", "×2"), ("fire", "")]
    assert len(re.findall(r'id="gc-me-\d-art"', own)) == 3


# --- words for every action and event ------------------------------------------------------------

def _rare_positions():
    """Positions with the actions whole matches seldom offer: A Little Help, Mighty Power and
    its faces, Will to Win, a Timely Gift."""
    m = H.new_match(4, start=0, seed=9, b_building="guild", c_building="illuminati")
    H.give_ability(m.state, 1, "a_little_help")
    H.give_ability(m.state, 1, "mighty_power")
    m.touched()
    m.play(0, next(a for a in m.legal(0) if a.kind == "place"))
    yield m  # seat 1: help or roll
    m.play(1, "help")
    yield m  # Mighty Power offered after the roll
    m.play(1, "power")
    yield m  # the die to set, and its face
    m.play(1, next(a for a in m.legal(1) if a.kind == "set"))
    yield m
    m = H.new_match(4, start=0, seed=9, b_building="guild", c_building="illuminati")
    st = m.state
    H.give_ability(st, 0, "will_to_win")
    st.runs = [[1, 2, 4]]
    st.seats[1].dice = st.seats[1].dice[3:]
    H.set_dice(st, 0, 2, 3, 4, 6, 1, 1, 1, 1)
    m.touched()
    yield m
    m = H.new_match(4, start=0, seed=9, b_building="guild", c_building="sunken_galleon")
    st = m.state
    st.sunken_discard, st.sunken_stack = st.sunken_stack, []  # the stack runs out: the discards are reshuffled
    m.touched()
    m.play(0, next(a for a in m.legal(0) if a.kind == "place" and a.word(0) == "sunken_galleon"))
    yield m
    m = H.new_match(4, start=0, seed=9, b_building="guild", c_building="illuminati")
    st = m.state
    H.give_ability(st, 1, "timely_gift")
    H.set_dice(st, 0, *[5] * 8)
    m.touched()
    m.play(0, "place:archives.5.8.0")
    for seat in (1, 2, 3):
        dice = m.state.seats[seat].dice
        m.play(seat, f"place:library.{dice[0]}")
    yield m


def test_every_action_kind_has_words_and_a_button():
    kinds = set()
    for players, _seed, chooser, options in SETTINGS[:3]:
        for m, seat, _ in positions(GID, players, 60 + players, chooser, **options):
            kinds.update(a.kind for a in m.legal(seat))
    for m in _rare_positions():
        seat = m.to_act[0]
        for lang in LANGS:
            ctx = ctx_for(m, seat, lang)
            html = draw(ctx)
            check_choices(m, seat, html, ctx)
            check_words(ctx, html)
        kinds.update(a.kind for a in m.legal(seat))
    assert kinds == readme_codes(README, "Actions")


def test_every_log_event_and_end_reason_has_words():
    types = set()
    ends = [list(positions(GID, players, 40 + players, chooser, **options))[-1][0]
            for players, _seed, chooser, options in SETTINGS]
    for m in ends + list(_rare_positions()):
        for lang in LANGS:
            ctx = ctx_for(m, 0, lang)
            for event in m.log:  # private events too
                text = table.describe(event, ctx)
                types.add(event["type"])
                assert text and not re.search(r"{\w*}|gc\.", text), event
                if lang != "en":
                    assert not re.search(r"[A-Za-z]", text), text
                if lang == "zh-Hant":
                    assert not simplified(text), text
            if m.over:
                assert table.reason(m.view(0)["result"]["reason"], ctx) != "rounds"
    assert types == readme_codes(README, "Log events")



def test_korean_names_are_the_rulebooks():
    ko = TEXTS["ko"]
    assert [ko[f"gc.b.{b}"] for b in ("university", "archives", "library", "auction_house", "guild",
                                      "hidden_temple", "illuminati", "sunken_galleon", "treasure_tower")] == [
        "대학교", "기록 보관소", "도서관", "경매장", "보물 사냥꾼 길드", "숨겨진 사원", "일루미나티", "잠긴 갤리온",
        "보물 탑"]
    assert [ko[f"gc.abil.{a}"] for a in ("timely_gift", "will_to_win", "a_little_help", "mighty_power")] == [
        "적시의 선물", "승리에 대한 의지", "조금의 도움", "강력한 힘"]
    assert [ko[f"gc.kind.{k}"] for k in ("cartographer", "excavator")] == ["지도 제작자", "발굴가"]
    assert [ko[f"gc.metal.{m}"] for m in ("bronze", "silver", "gold")] == ["브론즈", "실버", "골드"]


#: The names of things in zh-Hant. No Chinese edition of the game could be found: they are the
#: choices recorded in docs/glossary-zh-Hant.md, one name for each thing everywhere.
ZH_NAMES = {
    "gc.b.university": "大學", "gc.b.archives": "檔案館", "gc.b.library": "圖書館", "gc.b.auction_house": "拍賣行",
    "gc.b.guild": "寶藏獵人公會", "gc.b.hidden_temple": "隱密神廟", "gc.b.illuminati": "光明會",
    "gc.b.sunken_galleon": "沉沒帆船", "gc.b.treasure_tower": "寶藏塔",
    "gc.site.pompeii": "龐貝神殿", "gc.site.atlantis": "亞特蘭提斯", "gc.site.ruins": "叢林遺跡",
    "gc.site.pharaoh": "法老之墓", "gc.site.gods": "眾神之塔", "gc.site.darkness": "黑暗神殿",
    "gc.kind.cartographer": "製圖師", "gc.kind.excavator": "發掘師",
    "gc.item_kind.cartographer": "羅盤", "gc.item_kind.excavator": "工具",
    "gc.abil.timely_gift": "及時之禮", "gc.abil.will_to_win": "求勝意志", "gc.abil.a_little_help": "一臂之力",
    "gc.abil.mighty_power": "強大力量",
    "gc.art.desert": "沙漠", "gc.art.jungle": "叢林", "gc.art.water": "水域", "gc.art.fire": "火焰",
    "gc.art.holy": "神聖", "gc.art.dark": "黑暗",
    "gc.metal.bronze": "銅", "gc.metal.silver": "銀", "gc.metal.gold": "金",
    "gc.maps": "古地圖", "gc.specialists": "專家", "gc.items": "魔法物品", "gc.artifacts": "古物",
    "gc.collection": "私人收藏", "gc.missions": "祕密任務", "gc.abilities": "特殊能力", "gc.knowledge": "知識標記",
    "gc.source.sunken": "沉沒寶藏", "gc.tower_tokens": "寶藏標記", "gc.neutral": "中立玩家",
    "gc.start_player": "起始玩家",
}
GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary-zh-Hant.md"


def _glossary_section(title: str) -> dict[str, str]:
    """English -> 繁體中文 of the glossary's section ``title`` (its table's rows)."""
    section = GLOSSARY.read_text(encoding="utf-8").split(f"## {title}\n", 1)[1].split("\n## ", 1)[0]
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in section.splitlines()
            if line.startswith("|") and not set(line) <= set("|-: ")]
    return {row[0]: row[1] for row in rows[1:]}


def test_chinese_names_are_the_glossarys():
    zh = TEXTS["zh-Hant"]
    assert {key: zh[key] for key in ZH_NAMES} == ZH_NAMES
    glossary = _glossary_section("The Order of the Gilded Compass")
    assert set(ZH_NAMES.values()) <= set(glossary.values()), set(ZH_NAMES.values()) - set(glossary.values())
    assert glossary[TEXTS["en"]["gc.b.sunken_galleon"]] == zh["gc.b.sunken_galleon"]
    # A thing's name is the same wherever it is named: the home screen's options, the missions, the rules.
    for b in ("guild", "auction_house"):
        assert zh[f"opt.gilded-compass.b_building.{b}"] == zh[f"gc.b.{b}"]
    for b in ("hidden_temple", "illuminati", "sunken_galleon", "treasure_tower"):
        assert zh[f"opt.gilded-compass.c_building.{b}"] == zh[f"gc.b.{b}"]
    assert zh["gc.mission.3"].endswith(f"{zh['gc.site.pompeii']}與{zh['gc.site.ruins']}")


@pytest.mark.parametrize("catalogue", [TEXTS, RULES_TEXTS], ids=["table", "rules"])
def test_every_english_key_exists_in_every_language_with_the_same_fields(catalogue):
    assert set(catalogue) == set(LANGS)
    for lang in LANGS:
        assert set(catalogue[lang]) == set(catalogue["en"]), (lang, set(catalogue["en"]) ^ set(catalogue[lang]))
        for key, text in catalogue["en"].items():
            assert catalogue[lang][key].strip(), (lang, key)
            assert _fields(catalogue[lang][key]) == _fields(text), (lang, key)
    for text in catalogue["zh-Hant"].values():
        assert not simplified(text) and not re.search(r"[가-힣]", text), text
        assert not re.search(r"\{\w+:[^}]*\}", text), text  # the bare field: no plural, article or particle


# --- choosing by taps ------------------------------------------------------------------------------

def pieces(html: str) -> list[str]:
    """The actions of the pieces that can be tapped (kit.piece), in the order drawn."""
    return re.findall(r'data-action="([^"]+)" data-choice', html)


def board_and_bar(ctx) -> tuple[str, str]:
    """The board, then the bar (drawn after it, as the shell does: web/table.py)."""
    board = table.render(ctx)
    return board, fragment(bar_of(table, ctx))


def test_a_placement_is_a_building_then_a_legal_group_that_says_where_it_lands():
    m = H.new_match(4, start=0, seed=3, b_building="guild", c_building="treasure_tower")
    st = m.state
    st.university = [[1, 2], [2, 3], [3, 4], [1, 5], [2, 5], [3, 6]]
    st.tower = [[[1, 1], [2, 2], [3, 3]], [[1, 4]]]
    H.set_dice(st, 0, 1, 1, 3, 4, 4, 6, 6, 6)
    m.touched()
    board, bar = board_and_bar(ctx_for(m, 0))
    assert "ui:b=university" in pieces(board) and "play:place:" not in board + bar  # a building first
    assert "ui:b=" not in bar  # the buildings are on the board only
    board, bar = board_and_bar(ctx_for(m, 0, ui={"b": "university"}))
    assert {c for _, c in PLAY.findall(board + bar)} == {a.code for a in m.legal(0)
                                                         if a.kind == "place" and a.word(0) == "university"}
    assert all(f"play:{c}" in pieces(board) for _, c in PLAY.findall(board))  # its groups are pieces on it
    # A 1 enters the first entrance and pushes Computer 4's 6 off the seventh (4 players: 6 entrances).
    assert "Place 1 at the University: the 1st entrance; Computer 4's 6 to the Library" in unescape(board)
    board, bar = board_and_bar(ctx_for(m, 0, ui={"b": "treasure_tower"}))
    assert ("Place 1 6 at the Treasure Tower: 1 enters the left tower's first floor, 6 enters the right tower's "
            "first floor; Computer 4's 3 to the Library") in unescape(board)
    assert 'data-action="ui:b="' in bar  # and back


def test_a_placement_is_the_dice_then_a_building_that_places_them():
    """The other order: the dice tapped (only those leading to a legal group can be), then a
    building, whose piece places them when they make one group there."""
    m = H.new_match(4, start=0, seed=3, b_building="guild", c_building="treasure_tower")
    H.set_dice(m.state, 0, 1, 1, 3, 4, 4, 6, 6, 6)
    m.touched()
    board, _ = board_and_bar(ctx_for(m, 0, ui={"d": "1.0"}))
    assert 'aria-pressed="true"' in board
    placed = {a[len("play:"):] for a in pieces(board) if a.startswith("play:")}
    ones = {a.code for a in m.legal(0) if a.kind == "place" and a.word(0) in ("university", "library",
                                                                                "treasure_tower")
            and sorted(landing(ctx_for(m, 0), a).used) == [1]}
    assert ones and ones <= placed and placed <= {a.code for a in m.legal(0)}
    for bad in ("9.0", "x", "13.0", "1.1"):  # dice the seat has not, or no group holds: nothing picked
        assert pieces(board_and_bar(ctx_for(m, 0, ui={"d": bad}))[0]) == pieces(board_and_bar(ctx_for(m, 0))[0])


def test_many_groups_at_one_building_are_chosen_by_tapping_the_dice_first():
    """21 runs at the Guild are too many to read: the dice are tapped, only those that still
    make a legal run can be, and the runs they make are offered."""
    m = H.new_match(4, start=0, seed=3, b_building="guild", c_building="sunken_galleon")
    H.set_dice(m.state, 0, 1, 2, 3, 4, 5, 5, 6, 6)
    m.state.runs = [[1, 2, 3]]
    m.touched()
    options = [a for a in m.legal(0) if a.kind == "place" and a.word(0) == "guild"]
    assert len(options) > MANY
    board, bar = board_and_bar(ctx_for(m, 0, ui={"b": "guild"}))
    assert "play:" not in board + bar and board.count('class="piece gc-dpiece"') == 8
    board, _ = board_and_bar(ctx_for(m, 0, ui={"b": "guild", "d": "23.0"}))
    # 2-3 is Computer 2's run: not legal, not offered; the longer runs holding a 2 and a 3 are
    offered = {c for _, c in PLAY.findall(board) if c.startswith("place:guild.")}
    assert offered == {a.code for a in options if {2, 3} <= set(landing(ctx_for(m, 0), a).used)}
    assert offered and "place:guild.2.3" not in offered
    board, _ = board_and_bar(ctx_for(m, 0, ui={"b": "guild", "d": "55.0"}))
    assert not [c for _, c in PLAY.findall(board) if c.startswith("place:guild.")]  # no run holds two 5s
    board, _ = board_and_bar(ctx_for(m, 0, ui={"b": "guild", "d": "5.0"}))
    assert "play:place:guild.5.5" in pieces(board)
    tray = board[board.index('id="gc-tray"'):]
    assert len(re.findall(r"\sdisabled[\s>]", tray[:tray.index("</div>")])) == 1  # the other 5: no run holds two
    board, _ = board_and_bar(ctx_for(m, 0, ui={"b": "guild", "d": "234.0"}))
    assert "play:place:guild.2.4" in pieces(board)
    assert "a new run 2–4 (ranks 1st, rewarded)" in unescape(board)


def test_a_reroll_is_the_dice_tapped_then_one_button():
    m = H.new_match(2, start=0, seed=3, b_building="guild", variant="neutral_player", c_building="illuminati")
    st = m.state
    H.set_dice(st, 0, 1, 2, 2, 3, 4, 5, 6, 6)
    st.seats[0].neutral = [3, 5]
    m.touched()
    board, bar = board_and_bar(ctx_for(m, 0))
    assert 'data-action="ui:rr=0.0"' in bar and "play:reroll" not in board + bar
    board, bar = board_and_bar(ctx_for(m, 0, ui={"rr": "0.0"}))
    assert [a for a in pieces(board) if a.startswith("ui:rr=")] == pieces(board) and len(pieces(board)) == 10
    assert "play:reroll" not in board + bar and ">0 chosen<" in bar
    assert 'data-action="ui:rr=2.0"' in board and 'data-action="ui:rr=0.5"' in board
    board, bar = board_and_bar(ctx_for(m, 0, ui={"rr": "26.5"}))
    assert 'data-action="play:reroll:26.5"' in bar and ">3 chosen<" in bar
    assert board.count('aria-pressed="true"') == 3
    assert 'data-action="ui:rr=6.5"' in board  # tapping the 2 again keeps it
    assert Action.parse("reroll:26.5") in m.legal(0) and code([6, 2]) == 26
    for bad in ("9.0", "x", "66.0", "7"):  # a stale or made-up tap draws the choice afresh, never an illegal one
        assert {c for _, c in PLAY.findall(fragment(board_and_bar(ctx_for(m, 0, ui={"rr": bad}))))} <= {
            a.code for a in m.legal(0)}


def test_a_stale_building_in_the_ui_state_is_ignored():
    m = Match.new(GID, players=3, seed=1, b_building="guild", variant="no_c_building")
    ctx = ctx_for(m, 0, ui={"b": "treasure_tower"})
    assert table.prompt(ctx) == table.prompt(ctx_for(m, 0))


# --- what the table shows ------------------------------------------------------------------------

def test_the_running_estimate_is_the_engines_scoring_of_what_the_seat_holds():
    from engine.gilded_compass.scoring import gold_by_source

    for m, seat, _ in positions(GID, 3, 21, GREEDY, b_building="auction_house", variant="neutral_player",
                                c_building="hidden_temple"):
        if m.view(seat)["round"] == 4 or m.over:
            break
    gold, _ = gold_by_source(m.state.seats[seat])
    html = table.render(ctx_for(m, seat))
    assert f"If the game ended now: <b>{sum(gold.values())} gold</b>" in html



#: The codes the table once wrote for tiles ("Po Ca 2", "Go 1/4", "폼 제작"): never visible again.
TILE_CODE = re.compile(r"\b(?:Po|At|Ju|Ph|Go|Da|All)\b\s*(?:\b(?:Ca|Ex)\b|\d/\d)"
                       r"|(?<![가-힣])(?:폼|아|정|파|신|어|전체)\s*(?:제작|발굴|\d/\d)(?![가-힣])")


def _pick_positions(players=4, seed=9, **options):
    """Every reward choice (a map, a specialist, an artifact, a mission, an ability) seat 0 is
    offered in a greedy match."""
    options = options or {"b_building": "guild", "c_building": "illuminati"}
    for m, seat, _ in positions(GID, players, seed, GREEDY, **options):
        if seat == 0 and not m.over and any(a.kind in REWARDS for a in m.legal(0)):
            yield m


def _engine_gain(m, action) -> int:
    """The engine's final score of seat 0 with the tile taken, less without it."""
    from engine.gilded_compass.scoring import gold_by_source

    ctx = ctx_for(m, 0)
    now = seat_of(ctx.board["seats"][0])
    return sum(gold_by_source(with_reward(now, ctx, action))[0].values()) - sum(gold_by_source(now)[0].values())


#: How a reward's gold begins, in each language.
GAIN = {"en": "+{n} gold: ", "ko": "+{n}골드: ", "zh-Hant": "+{n} 金幣："}


def test_a_reward_choice_says_what_it_adds_to_the_final_score_now():
    """Each reward, a piece on the building, says the gold the engine's final scoring gives with the tile, less
    without it, and why (the issue's "+3 gold: completes your Pompeii map")."""
    seen: set[str] = set()
    completes = None
    for m in _pick_positions():
        for lang in LANGS:
            ctx = ctx_for(m, 0, lang)
            board, bar = board_and_bar(ctx)
            drawn = unescape(board + bar)
            for a in m.legal(0):
                if a.kind not in REWARDS:
                    continue
                n = _engine_gain(m, a)
                assert f"play:{a.code}" in pieces(board)  # a piece on the table
                button = re.search(rf'data-action="play:{re.escape(a.code)}"[^>]*>(.*?)</button>', drawn).group(1)
                assert GAIN[lang].format(n=n) in button, button
                seen.add(a.kind)
                if lang == "en" and "completes your map of" in button:
                    completes = (n, button)
    assert {"map", "specialist", "mission", "ability"} <= seen
    assert completes is not None and completes[0] > 0


def test_a_specialist_that_completes_a_map_says_so():
    m = next(m for m in _pick_positions() if any(a.kind == "specialist" for a in m.legal(0)))
    st = m.state
    pompeii = next(i for i, t in enumerate(MAPS) if t.colours == ("pompeii",))
    cart, exc = (next(i for i, s in enumerate(SPECIALISTS) if s.colour == "pompeii" and s.kind == k)
                 for k in ("cartographer", "excavator"))
    st.seats[0].maps, st.seats[0].specialists, st.seats[0].items, st.seats[0].missions = [pompeii], [cart], [], []
    st.specialists_shown[0] = exc
    m.touched()
    ctx = ctx_for(m, 0)
    action = next(a for a in m.legal(0) if a.kind == "specialist" and a.number() == 0)
    g = gain(ctx, action)
    assert g is not None and g.gold == SPECIALISTS[exc].gold == _engine_gain(m, action)
    tile = MAPS[pompeii]
    assert gain_words(ctx, g) == f"+{g.gold} gold: completes your map of Pompeii ({tile.small}/{tile.large})"
    ko = gain_words(ctx_for(m, 0, "ko"), gain(ctx_for(m, 0, "ko"), action))
    assert ko == f"+{g.gold}골드: 내 폼페이 신전 지도 ({tile.small}/{tile.large})를 완성"
    zh = gain_words(ctx_for(m, 0, "zh-Hant"), gain(ctx_for(m, 0, "zh-Hant"), action))
    assert zh == f"+{g.gold} 金幣：完成你的龐貝神殿地圖（{tile.small}/{tile.large}）"


def test_a_hidden_temple_placement_says_what_its_item_adds_to_the_final_score():
    """Nobody can push dice off an item, so placing there wins it: the placement says the
    engine's final score with the item, less without it."""
    from engine.gilded_compass.scoring import gold_by_source

    m = H.new_match(4, start=0, seed=3, b_building="guild", c_building="hidden_temple")
    st = m.state
    item = st.items_shown[0]
    it = ITEMS[item]
    spec = next(i for i, s in enumerate(SPECIALISTS) if (s.colour, s.kind) == (it.colour, it.kind))
    st.seats[0].maps = [next(i for i, t in enumerate(MAPS) if t.colours == (it.colour,))]
    st.seats[0].specialists = [spec]
    H.set_dice(st, 0, *sorted([*it.dice, 1, 2, 3, 4, 5, 6]))
    m.touched()
    with_item = copy.deepcopy(st.seats[0])
    with_item.items.append(item)
    n = sum(gold_by_source(with_item)[0].values()) - sum(gold_by_source(st.seats[0])[0].values())
    assert n == SPECIALISTS[spec].gold  # the item doubles the specialist on the map
    action = next(a for a in m.legal(0) if a.kind == "place" and a.word(0) == "hidden_temple" and a.number(1) == 0)
    assert table.label(action, ctx_for(m, 0)).endswith(f"on the {item_name(ctx_for(m, 0), item)}: +{n} gold to your "
                                                       "final score now")


def test_no_tile_is_drawn_as_a_code_and_every_mark_is_defined():
    """Maps, specialists, items, artifacts and treasures: their marks (SVG symbols defined once
    in the table's sprite) and their names in words, never two-letter codes."""
    ids = {s.id for s in table.SYMBOLS}
    assert {f"gc-site-{c}" for c in ("pompeii", "atlantis", "ruins", "pharaoh", "gods", "darkness", "all")} <= ids
    assert {f"gc-{k}" for k in ("map", "cartographer", "excavator", "compass", "tool", "sunken", "token")} <= ids
    for m, seat, before in positions(GID, 4, 3, GREEDY, b_building="auction_house", c_building="hidden_temple"):
        for lang in LANGS:
            html = draw(ctx_for(m, seat, lang, before=before))
            shown = re.sub(r'<(\w+) class="sr-only"[^>]*>[^<]*</\1>', " ", html)
            assert not TILE_CODE.search(unescape(re.sub(r"<[^>]+>", " ", shown))), TILE_CODE.search(
                unescape(re.sub(r"<[^>]+>", " ", shown)))
            assert set(re.findall(r'<use href="#([^"]+)">', html)) <= ids


def test_every_final_button_names_its_action():
    """A button or a piece that plays an action shows its verb (Place, Take, Keep, Set, Re-roll ...),
    not only the dice or the tile it is about: the Auction House's confirmation says Place."""
    verbs = {"en": ("Place", "Take", "Keep", "Set", "Re-roll", "Use", "Just roll", "End", "No extra", "Will to Win"),
             "ko": ("배치", "가져오기", "가지기", "정하기", "다시 굴리기", "쓰기", "그냥 굴리기", "턴 마치기",
                    "추가 턴", "승리에 대한 의지"),
             "zh-Hant": ("放置", "拿取", "保留", "設為", "重擲", "使用", "直接擲骰", "結束", "額外一輪", "求勝意志")}
    checked = dict.fromkeys(LANGS, 0)
    # Each position in one language, the three in turn (all three at each took 25 s, 2026-12-08).
    for n, (m, seat, _) in enumerate(positions(GID, 3, 6, GREEDY, b_building="auction_house",
                                               variant="neutral_player", c_building="illuminati")):
        if m.over:
            break
        for ui in [{}, *({"b": b} for b in {a.word(0) for a in m.legal(seat) if a.kind in ("place", "neutral")})]:
            lang = LANGS[n % len(LANGS)]
            ctx = ctx_for(m, seat, lang, ui=ui)
            for button in re.findall(r'<button[^>]*data-action="play:[^"]*"[^>]*>.*?</button>',
                                     "".join(board_and_bar(ctx))):
                words = shown_words(Markup(button))
                assert any(v in words for v in verbs[lang]), words
                checked[lang] += 1
    assert min(checked.values()) > 200, checked


def test_the_home_screen_offers_the_buildings_and_the_small_game_variants(make_app):
    app = make_app()
    app.handle(c.PickGame(GID))
    app.handle(c.PickPlayers(4))
    html = app.render()
    for value in ("guild", "auction_house", "random"):
        assert f'data-action="option:b_building={value}"' in html
    for value in ("hidden_temple", "illuminati", "sunken_galleon", "treasure_tower", "random"):
        assert f'data-action="option:c_building={value}"' in html
    assert "option:variant=" not in html  # 4-5 players: no variant
    app.handle(c.PickPlayers(2))
    html = app.render()
    for value in ("no_c_building", "neutral_player"):
        assert f'data-action="option:variant={value}"' in html
    # Variant 1 (the default) plays without a C building: the C building is not asked for.
    assert "option:c_building=" not in html
    app.handle(c.Option("variant", "neutral_player"))
    assert 'data-action="option:c_building=sunken_galleon"' in app.render()
    app.handle(c.Option("b_building", "guild"))
    app.handle(c.Option("c_building", "sunken_galleon"))
    app.handle(c.Start(), {"name": "Ana"})
    assert app.match.options == {"b_building": "guild", "c_building": "sunken_galleon", "variant": "neutral_player"}
    board = app.match.view(0)["board"]
    assert board["variant"] == "neutral_player" and board["buildings"][0] == "guild"
    assert "sunken_galleon" in board["buildings"] and 'id="gc-b-sunken_galleon"' in app.render()
    app.handle(c.Home())
    assert "Variant for 2–3 players: Variant 2: the neutral player" in app.render()  # the saves list says it


def test_the_end_panel_shows_gold_by_source_the_assignment_and_the_tie_break(make_app):
    app = make_app()
    app.handle(c.PickGame(GID))
    app.handle(c.PickPlayers(3))
    app.handle(c.Option("variant", "no_c_building"))
    app.handle(c.Start(), {"name": "Ana"})
    end = play_to_the_end(app, lambda legal: legal[0])
    result = app.match.view(0)["result"]
    gold = result["details"]["gold"]
    assert 'class="gc-end"' in end
    rows = {int(part.split('"', 1)[0]): part for part in end.split('data-seat="')[1:]}
    assert sorted(rows) == [0, 1, 2]
    for seat, row in rows.items():
        assert f"Total <b>{result['scores'][seat]} gold</b>" in row
        for source, n in gold[seat].items():
            if n:
                assert f"{TEXTS['en'][f'gc.source.{source}']} <b>{n}</b>" in row
        assert f"Tie-break: unassigned specialists <b>{result['tiebreak'][seat]}</b>" in row
        maps = app.match.view(0)["board"]["seats"][seat]["maps"]
        assert row.count(" ← ") == len(maps) + sum(1 for m in app.match.view(0)["board"]["seats"][seat]["missions"]
                                                   if MISSIONS[m].map)


def test_a_match_of_variant_1_is_listed_without_a_c_building(make_app):
    """Variant 1 plays without a C building: the home screen neither asks for one nor names one
    in the saves list (the option's value is kept in the record all the same)."""
    app = make_app()
    app.handle(c.PickGame(GID))
    app.handle(c.PickPlayers(2))
    app.handle(c.Start(), {"name": "Ana"})
    assert app.match.options["variant"] == "no_c_building"
    app.handle(c.Home())
    saves = app.render()
    assert "Variant 1" in saves and TEXTS["en"]["opt.gilded-compass.c_building"] not in saves


def test_a_save_from_the_earlier_rules_is_listed_with_the_reason_in_the_pages_language_and_kept(make_app, storage):
    """rules_version 2 (the Galleon, knowledge tokens, the start player, the University pair)
    replays old records differently: an old save says so, in the page's language, as a link
    does, and stays until the player deletes it."""
    import json

    from engine.gilded_compass import GAME
    from web.saves import PREFIX, SAVE_VERSION, match_key

    old_match = Match.new(GID, 4, 77, table={"names": ["Ana", "B", "C", "D"], "human": 0}, b_building="guild",
                          c_building="sunken_galleon")
    now = GAME.rules_version
    try:
        GAME.rules_version = now - 1  # written by the page before this change
        from tests.hostile import indexes_only

        record = indexes_only(old_match.record())  # as the page wrote saves before they kept codes
    finally:
        GAME.rules_version = now
    key = match_key(old_match)
    saved = json.dumps({"v": SAVE_VERSION, "record": record, "round": 2, "saved": "2026-01-01 09:00", "over": False})
    storage.set(PREFIX + key, saved)
    said = {"en": "played with older rules that this page can no longer replay",
            "ko": "이 페이지에서 더 이상 재현할 수 없는 이전 규칙으로 진행되었습니다"}
    for lang in LANGS:
        app = make_app(lang)
        # Another language: its sentence, less the first and last characters (a capital, the full stop).
        words = said.get(lang) or app.tr("record.older_rules", game=app.tr("game.gilded-compass"))[1:-1]
        html = app.render()
        card = unescape(re.search(rf'<li[^>]*data-save="{key}"[^>]*>(.*?)</li>', html, re.S).group(1))
        assert words in card and app.tr("game.gilded-compass") in card
        assert f'data-action="resume:{key}"' not in html and f'data-action="delete:{key}"' in html
        app.handle(c.Resume(key))
        app.open_link("#" + record)
        assert app.screen == "error" and words in unescape(app.render())
        assert storage.get(PREFIX + key) == saved, "never deleted nor overwritten by the table"


def test_a_start_player_other_than_seat_0_is_shown_and_the_computers_play_up_to_the_person():
    """The start player is drawn from the seed: the table names the seat that starts, and
    the computer players before the person take their turns first."""
    m = H.new_match(4, start=2, seed=1, b_building="guild", c_building="sunken_galleon")
    ctx = ctx_for(m, 0)
    status = text_of(table.render(ctx))
    assert re.search(rf"Start player: \W* {ctx.name(2)}", " ".join(status.split()))  # a seat mark between
    assert m.to_act == (2,) and not m.legal(0)
    for seat in (2, 3):
        m.play(seat, ai.choose(GID, m.view(seat), m.legal(seat), m.ai_rng(seat)))
    assert m.to_act == (0,) and len(m.legal(0)) >= 2
    log = [table.describe(e, ctx_for(m, 0)) for e in m.view(0)["log"]]
    assert f"Round 1: {ctx.name(2)} is the start player." in log


def _played_until(found, seeds: int = 40) -> Match | None:
    """The first 4-player match of ``seeds`` played at random that reaches a position where
    ``found(board)`` holds (seat 0's view), stopped there; None if none does."""
    for seed in range(seeds):
        match, rng = Match.new(GID, players=4, seed=seed), Rng(seed)
        while not match.over:
            if found(match.view(0)["board"]):
                return match
            seat = match.to_act[0]
            match.play(seat, random_choice(GID, match.view(seat), match.legal(seat), rng))
    return None


def _twice(tiles: list) -> bool:
    return len(set(tiles)) < len(tiles)


def test_the_auction_houses_discarded_artifacts_show_one_tile_a_kind_with_how_many():
    """Artifacts discarded face up are counted by kind (which kinds are gone is what a collector
    reads), one tile a kind in the order first discarded, "×n" beside a kind discarded twice or more."""
    match = _played_until(lambda b: b["buildings"][0] == "auction_house" and _twice(b["discards"]["artifacts"]))
    assert match is not None, "no match of 40 discarded one kind of artifact twice"
    discards = match.view(0)["board"]["discards"]["artifacts"]
    html = table.render(ctx_for(match, 0))
    kinds = list(dict.fromkeys(discards))
    shown = re.findall(r'<span class="gc-disc">.*?id="gc-disc-([a-z_]+)-art".*?</details>'
                       r'(?:<b class="gc-n">×(\d+)</b>)?', html)
    assert [kind for kind, _ in shown] == kinds
    assert [int(n or 1) for _, n in shown] == [discards.count(k) for k in kinds]


def test_the_sunken_galleons_face_up_treasures_show_one_tile_a_value_with_how_many():
    """The treasures face up beside the galleon's stack, one tile a gold value from the lowest,
    "×n" beside a value there are two or more of (ten one by one took four lines of a phone)."""
    match = _played_until(lambda b: "sunken_galleon" in b["buildings"] and _twice(b["discards"]["sunken"]))
    assert match is not None, "no match of 40 put two face-up treasures of one value beside the galleon"
    faceup = match.view(0)["board"]["discards"]["sunken"]
    html = table.render(ctx_for(match, 0))
    values = sorted(set(faceup))
    shown = re.findall(r'<span class="gc-disc">.*?id="gc-disc-(\d+)-sunken-\d+".*?</details>'
                       r'(?:<b class="gc-n">×(\d+)</b>)?', html)
    assert [int(g) for g, _ in shown] == values
    assert [int(n or 1) for _, n in shown] == [faceup.count(g) for g in values]

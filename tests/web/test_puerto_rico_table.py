"""The Puerto Rico table draws every decision of whole matches, in every language, with a
button for every legal action, words for every action and log event, and nothing a seat
may not see (other seats' VP chips before the end, the face-down plantations)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import ai
from engine import Match, Rng
from engine.simulate import random_choice
from tests.by_seed import one_by_seed
from tests.web.conftest import play_to_the_end
from tests.web.table_checks import bar_of, text_of
from tests.web.zh_hant import simplified
from web import commands as c
from web import i18n
from web.context import TableContext
from web.games import puerto_rico as table
from web.games.puerto_rico import rules_texts
from web.games.puerto_rico.texts import TEXTS
from web.home_form import LANGUAGES
from web.markup import fragment

from ..puerto_rico import helpers as H

README = (Path(__file__).resolve().parents[2] / "engine" / "puerto_rico" / "README.md").read_text(encoding="utf-8")
GREEDY = ai.chooser("greedy")


def names(players: int, lang: str) -> list[str]:
    if lang == "ko":
        return ["아나", *(f"컴퓨터 {n + 1}" for n in range(1, players))]
    if lang == "zh-Hant":
        return ["安娜", *(f"電腦 {n + 1}" for n in range(1, players))]
    return ["Ana", *(f"Computer {n + 1}" for n in range(1, players))]


def ctx_for(match, seat, lang="en", before=None, seen=None):
    return TableContext(view=match.view(seat), legal=match.legal(seat), lang=lang, human=seat,
                        names=names(match.players, lang), before=before, seen_log=seen)


def draw(ctx) -> str:
    """What the table module puts on the page: the board, the choices, the prompt, the latest
    log lines (the whole log's words: test_every_log_event_and_end_reason_has_words), the end."""
    log = [table.describe(e, ctx) for e in ctx.view["log"][-12:]]
    return table.render(ctx) + fragment(bar_of(table, ctx), table.prompt(ctx), [x for x in log if x],
                                        table.end_details(ctx))



def positions(players, seed, chooser=random_choice):
    """Yield (match, seat, view at that seat's last decision) at every decision of a whole
    match; at the end, (match, 0, None)."""
    m = Match.new("puerto-rico", players=players, seed=seed)
    last: dict[int, dict] = {}
    while not m.over:
        for seat in m.to_act:
            yield m, seat, last.get(seat)
            last[seat] = m.view(seat)
            m.play(seat, chooser("puerto-rico", m.view(seat), m.legal(seat), m.ai_rng(seat)))
            if m.over:
                break
    yield m, 0, None


def readme_words(section: str) -> set[str]:
    """The first column's codes of a README table (``role:<id>`` gives ``role``)."""
    text = README.split(f"## {section}", 1)[1].split("\n## ", 1)[0]
    return {m.split(":")[0] for m in re.findall(r"^\| `([a-z_]+(?::[^`]*)?)`", text, re.M)}


def check_choices(ctx, html: str) -> None:
    buttons = re.findall(r'<button type="button" class="([^"]*)" data-action="play:([^"]+)"', html)
    acts = [code for cls, code in buttons if "act" in cls.split()]
    pieces = [code for cls, code in buttons if "piece" in cls.split()]
    legal = [a.code for a in ctx.legal]
    # Each legal action offered: on its pieces on the table (two face-up sugar plantations are
    # two pieces of one action), or else once in the action bar.
    assert set(acts) | set(pieces) == set(legal) and not set(acts) & set(pieces), (acts, pieces, legal)
    assert len(acts) == len(set(acts)), acts
    assert {code for _, code in buttons} <= set(legal)  # the table's buttons offer legal actions only
    for action in ctx.legal:
        words = table.label(action, ctx)
        assert words and words != action.code and "{" not in words, action.code
    if ctx.legal:
        assert table.prompt(ctx) != ctx.t("match.your_turn")


# --- whole matches ------------------------------------------------------------------------------

# One player count and chooser a default run, another each run by the seed; all in the long run.
@pytest.mark.parametrize("players,seed,chooser", one_by_seed(
    [(p, s, c) for c in (random_choice, GREEDY) for p, s in ((2, 1), (3, 2), (4, 3), (5, 4))],
    ids=[f"{c}-{p}-{s}" for c in ("random", "greedy") for p, s in ((2, 1), (3, 2), (4, 3), (5, 4))]))
def test_every_decision_of_whole_matches_draws_in_every_language(players, seed, chooser):
    # Every language but English whose catalogue has every text (the shell's words beside the
    # table's: web/texts.py; this table's own have no Latin letter: test_every_english_text_...).
    complete = [lang for lang in LANGUAGES if lang != "en" and set(i18n.TEXTS["en"]) <= set(i18n.TEXTS[lang])]
    assert "ko" in complete
    decisions = 0
    for m, seat, before in positions(players, seed, chooser):
        for lang in LANGUAGES:
            ctx = ctx_for(m, seat, lang, before=before)
            html = draw(ctx)
            check_choices(ctx, html)
            text = text_of(html)
            assert not re.search(r"{\w*}|\bpr\.[a-z_]+", text), text[:200]
            if lang in complete:  # Korean and Chinese through and through: not one Latin letter
                assert not re.findall(r"[A-Za-z]+", text), re.findall(r"[A-Za-z]+", text)[:10]
        decisions += 1
    assert m.over and decisions > 20


def test_other_seats_vp_chips_and_the_face_down_plantations_never_show():
    """The page is the same whatever the other seats' VP chips and the order of the face-down
    stack: the seat sees neither (the rules: chips face down until the end)."""
    checked = 0
    for players, seed in ((2, 5), (4, 6)):
        for n, (m, seat, _) in enumerate(positions(players, seed)):
            if m.over:
                html = draw(ctx_for(m, seat))
                assert "pr-hidden" not in html  # at the end every seat's chips are shown
                break
            if n % 3:
                continue
            ctx = ctx_for(m, seat)
            html = draw(ctx)
            assert html.count("pr-hidden") == players - 1  # each other seat: "VP chips ?"
            twin = m.sample(seat, Rng(1000 + n))
            for other, board in enumerate(twin.state.seats):
                if other != seat:
                    board.vp += 7 + other
            twin.touched()
            assert draw(ctx_for(twin, seat)) == html
            checked += 1
    assert checked > 40


def test_every_log_event_and_end_reason_has_words():
    types = set()
    *_, harbor = _rare_positions()
    harbor.play(2, "harbor")
    ends = [harbor] + [list(positions(players, 40 + players, chooser))[-1][0]
                       for players, chooser in ((2, GREEDY), (3, random_choice), (4, GREEDY), (5, random_choice))]
    for m in ends:
        for lang in LANGUAGES:
            ctx = ctx_for(m, 0, lang)
            for event in m.log:  # private events too (each seat sees its own VP chips)
                text = table.describe(event, ctx)
                types.add(event["type"])
                quiet = event["type"] in table.log.QUIET or (
                    event["type"] == "store" and not (event["warehouse"] or event["windrose"] or event["lost"]))
                assert (text is None) == quiet, event
                assert text is None or not re.search(r"{\w*}|pr\.", text), text
            for code in ("colonists", "city", "vp"):
                assert table.reason(code, ctx) != code
    assert types == readme_words("Log events")


# --- words for every action ------------------------------------------------------------------

def _rare_positions():
    """Positions with the actions a random match seldom offers: the university, the wharf, the
    captain's privilege and the harbor on one load (the last one: the harbor asked)."""
    m = Match.new("puerto-rico", players=4, seed=9)
    st = m.state
    H.give_building(st, 1, "university", 1)
    H.set_doubloons(st, 1, 10)
    H.choose(st, 1, "builder")
    H.act(st, "build:coffee_roaster")
    m.touched()
    yield m
    m = Match.new("puerto-rico", players=4, seed=9)
    st = m.state
    H.load_ship(st, 0, "tobacco", 2)
    H.give_building(st, 2, "harbor", 1)
    H.give_building(st, 2, "wharf", 1)
    H.give_building(st, 2, "small_warehouse", 1)
    H.give_goods(st, 2, tobacco=5, sugar=2, corn=2)
    H.choose(st, 2, "captain")
    m.touched()
    yield m
    H.act(st, "load:tobacco.0")  # the captain's privilege is asked first, then the harbor's
    m.touched()
    yield m
    H.act(st, "privilege")
    m.touched()
    yield m


def test_every_action_kind_has_words_and_a_button():
    kinds = set()
    for players in (2, 3, 4, 5):
        for m, seat, _ in positions(players, 60 + players):
            kinds.update(a.kind for a in m.legal(seat))
    for m in _rare_positions():
        seat = m.to_act[0]
        for lang in LANGUAGES:
            ctx = ctx_for(m, seat, lang)
            check_choices(ctx, draw(ctx))
        kinds.update(a.kind for a in m.legal(seat))
    assert kinds == readme_words("Actions")



def test_korean_names_are_the_rulebooks():
    ko = TEXTS["ko"]
    assert [ko[f"pr.role.{r}"] for r in ("settler", "mayor", "builder", "craftsman", "trader", "captain",
                                         "prospector")] == ["개척자", "시장", "건축가", "장인", "상인", "선장", "광부"]
    assert [ko[f"pr.bld.{b}"] for b in ("factory", "hospice", "guild_hall", "construction_hut")] == [
        "재외 상관", "수용소", "직인 조합", "건설막"]


#: The names of docs/glossary-zh-Hant.md ("Puerto Rico"): the Traditional Chinese editions' where
#: they could be confirmed, else the consistent choice the glossary records.
ZH_ROLES = ["開拓者", "市長", "建築師", "工匠", "交易商", "船長", "探勘者"]
ZH_BUILDINGS = {"small_indigo_plant": "小染料廠", "small_sugar_mill": "小蔗糖廠", "indigo_plant": "大染料廠",
                "sugar_mill": "大蔗糖廠", "tobacco_storage": "煙草廠", "coffee_roaster": "咖啡廠",
                "small_market": "小市場", "hacienda": "農莊", "construction_hut": "建築舍",
                "small_warehouse": "小倉庫", "hospice": "民宿", "office": "辦公室", "large_market": "大市場",
                "large_warehouse": "大倉庫", "factory": "工廠", "university": "大學", "harbor": "海港",
                "wharf": "船塢", "guild_hall": "公會廳", "residence": "府邸", "fortress": "堡壘",
                "customs_house": "海關", "city_hall": "市政廳"}
GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary-zh-Hant.md"


def glossary_rows() -> dict[str, str]:
    """The Puerto Rico section of the glossary: English -> 繁體中文."""
    text = GLOSSARY.read_text(encoding="utf-8").split("## Puerto Rico", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| ([^|]+?) \| ([^|]+?) \|", text, re.M)
    return {en: zh for en, zh in rows if en != "English" and not set(en) <= set("-: ")}


def test_chinese_names_are_the_glossarys():
    zh, en = TEXTS["zh-Hant"], TEXTS["en"]
    assert [zh[f"pr.role.{r}"] for r in ("settler", "mayor", "builder", "craftsman", "trader", "captain",
                                         "prospector")] == ZH_ROLES
    assert {b: zh[f"pr.bld.{b}"] for b in ZH_BUILDINGS} == ZH_BUILDINGS
    rows = glossary_rows()
    named = [k for k in en if k.startswith(("pr.role.", "pr.bld.", "pr.good.", "pr.tile."))]
    for key in named:  # each name is in the glossary, as the table writes it
        assert rows.get(en[key].capitalize()) == zh[key] or rows.get(en[key]) == zh[key], (key, en[key])
    for key in ("pr.governor", "pr.colonist_ship", "pr.trading_house", "pr.ships", "pr.vp_chips",
                "pr.doubloons", "pr.san_juan"):
        assert rows.get(en[key]) == zh[key], (key, en[key])




@pytest.mark.parametrize("catalogue", [TEXTS, rules_texts.TEXTS], ids=["table", "rules"])
def test_every_english_text_is_in_traditional_chinese_with_the_same_fields(catalogue):
    en, zh = catalogue["en"], catalogue["zh-Hant"]
    assert set(zh) == set(en)
    field = re.compile(r"{(\w+)[:}]")
    for key, text in en.items():
        assert set(field.findall(zh[key])) == set(field.findall(text)), key
        assert ":" not in "".join(re.findall(r"{[^}]*}", zh[key])), key  # a bare field: no plural, article, particle
        outside = re.sub(r"{[^}]*}", "", zh[key])
        assert not re.search(r"[A-Za-z]", outside), (key, zh[key])
        assert not simplified(outside), (key, simplified(outside))
    assert set(i18n.TEXTS["zh-Hant"]) >= set(en)  # added to the page's catalogue


# --- what the table shows ----------------------------------------------------------------------

def test_the_builder_sees_prices_and_why_a_building_is_out_of_reach():
    m = Match.new("puerto-rico", players=3, seed=2)
    st = m.state
    H.give_tile(st, 0, "quarry", 1)
    H.set_doubloons(st, 0, 4)
    H.choose(st, 0, "builder")
    m.touched()
    ctx = ctx_for(m, 0)
    html = draw(ctx)
    assert "Builder: build one building (you pay 1 doubloon less) or pass. You have 4 doubloons." in html
    # The hospice costs 4; one quarry and the privilege take 2 off.
    # (A button's accessible name begins with the words it shows: "Build 2: Build the Hospice ...".)
    assert '<span class="sr-only">: Build the Hospice for 2 doubloons</span>' in html
    # Why not, in the engine's words (engine/puerto_rico/why.py): the factory's 7 less 2 is 5.
    assert "The Factory costs you 5 doubloons, and you have 4." in html
    supply = html[html.index('id="pr-supply"'):]
    assert 'data-action="play:build:hospice"' in supply  # tapped in the supply too, without "act"
    assert 'data-action="play:build:factory"' not in supply
    assert 'data-action="why:build:factory" aria-disabled="true"' in supply  # a tap says why


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The Small Market is already in your city: a city holds one of each building."),
    ("ko", "소형 시장은 이미 내 도시에 있습니다. 같은 건물은 도시에 하나만 지을 수 있습니다."),
    ("zh-Hant", "你的城市已有小市場：同一種建築每座城市只能有一棟。")])
def test_a_tap_on_a_building_already_in_the_city_says_why_and_the_next_tap_takes_it_away(make_app, lang, said):
    """The issue's example, in every language: the piece is not marked choosable, and a tap on it
    says the rule in the bar until the next command."""
    from web.update import open_match

    m = Match.new("puerto-rico", players=3, seed=2)
    H.give_building(m.state, 0, "small_market")
    H.choose(m.state, 0, "builder")
    m.touched()
    app = make_app(lang)
    open_match(app.state, app.world, m, "pr-why")
    assert 'data-action="why:build:small_market"' in str(app.render()) and not _why_line(app)
    app.handle(c.Why("build:small_market"))
    assert _why_line(app) == said
    app.handle(c.Why("build:city_hall"))  # another piece (10 doubloons): its own answer
    assert _why_line(app) not in ("", said)
    app.handle(c.Log("open"))
    assert not _why_line(app)


def _why_line(app) -> str:
    """What the bar says of the last piece tapped that cannot be chosen ("" if nothing)."""
    found = re.search(r'<p class="why-line" role="status">(.*?)</p>', str(app.render()))
    return re.sub(r"<[^>]+>", "", found.group(1)).replace("✗ ", "") if found else ""


def test_what_changed_since_the_last_decision_is_marked():
    m = Match.new("puerto-rico", players=3, seed=2)
    [governor] = m.to_act
    before = m.view(governor)
    m.play(governor, "role:settler")  # the settler takes a plantation next: the row changes
    ctx = ctx_for(m, governor, before=before)
    html = draw(ctx)
    assert re.search(r'class="pr-role taken pr-by-s\d mine new"', html), html[:2000]



def test_the_end_panel_shows_every_seats_parts(make_app):
    app = make_app()
    app.handle(c.PickGame("puerto-rico"))
    app.handle(c.PickPlayers(3))
    app.handle(c.Start(), {"name": "Ana"})
    end = play_to_the_end(app, lambda legal: legal[-1])
    result = app.match.view(0)["result"]
    details = result["details"]
    assert 'class="pr-end"' in end
    for seat in range(3):
        row = end[end.index(f'data-seat="{seat}"'):]
        row = row[:row.index("</li>")]
        assert f"VP chips <b>{details['vp_chips'][seat]}</b>" in row
        assert f"Buildings <b>{details['building_vp'][seat]}</b>" in row
        assert f"Large buildings <b>{sum(details['bonus_vp'][seat].values())}</b>" in row
        assert f"Total <b>{result['scores'][seat]}</b>" in row
        assert "Doubloons + goods" not in row  # the tie-break is not part of the score
    assert "Why the game ended:" in end


def test_the_tie_break_is_shown_apart_and_only_when_it_decides():
    """"가장 높은 승리 포인트를 가진 플레이어가 승리한다! 두 명 이상일 경우, 가장 많은 더블룬과
    상품(상품 1 = 1 더블룬)을 가진 플레이어가 승리한다": doubloons plus goods only break a tie
    on the most VP, so they are shown only then, apart, for the players tied."""
    m = Match.new("puerto-rico", players=3, seed=4)
    while not m.over:
        [seat] = m.to_act
        m.play(seat, m.legal(seat)[0])
    view = m.view(0)

    def end_with(scores, tiebreak, winners, lang="en"):
        result = {**view["result"], "scores": scores, "tiebreak": tiebreak, "winners": winners}
        ctx = TableContext(view={**view, "result": result}, legal=[], lang=lang, human=0, names=names(3, lang))
        return str(fragment(table.end_details(ctx)))

    apart = end_with([40, 38, 40], [10, 20, 7], [0])
    tie = apart[apart.index('class="tie-break"'):]
    assert "Tied on 40 VP" in tie and "Doubloons + goods" in tie
    assert "Ana (you) <b>10</b>" in tie and "Computer 3 <b>7</b>" in tie and "Computer 2" not in tie
    assert apart.count("Doubloons + goods") == 1  # not in the score rows
    ko = end_with([40, 38, 40], [10, 20, 7], [0], "ko")
    assert "40점 동점" in ko and "더블룬 + 상품" in ko
    zh = end_with([40, 38, 40], [10, 20, 7], [0], "zh-Hant")
    tie = zh[zh.index('class="tie-break"'):]
    assert "同為 40 分" in tie and "杜布隆 + 貨物" in tie and "電腦 3 <b>7</b>" in tie and "電腦 2" not in tie
    by_vp = end_with([40, 38, 39], [10, 20, 7], [0])
    assert "Doubloons + goods" not in by_vp and "tie-break" not in by_vp
    shared = end_with([38, 40, 40], [30, 9, 9], [1, 2])  # tied again: the victory is shared
    tie = shared[shared.index('class="tie-break"'):]
    assert "Computer 2 <b>9</b>" in tie and "Computer 3 <b>9</b>" in tie and "Ana" not in tie


def test_a_save_from_the_rules_before_the_governor_draw_stays_listed_with_the_reason(make_app, storage,
                                                                                     monkeypatch):
    """Rules version 3 draws the first governor: a save of version 2 cannot be replayed. It
    is listed with the reason in the page's language, cannot be resumed, and is kept until
    the player deletes it (a new match or a link of the same match goes beside it)."""
    import json

    from engine import GAMES
    from web.saves import PREFIX, SAVE_VERSION, match_key

    game = GAMES["puerto-rico"]
    now = game.rules_version
    monkeypatch.setattr(game, "rules_version", now - 1)
    old_match = Match.new("puerto-rico", players=3, seed=1000, table={"names": ["아나", "컴퓨터 2", "컴퓨터 3"],
                                                                      "human": 0})
    from tests.hostile import indexes_only

    record = indexes_only(old_match.record())  # as the page wrote saves before they kept codes
    monkeypatch.setattr(game, "rules_version", now)
    key = match_key(old_match)
    old = json.dumps({"v": SAVE_VERSION, "record": record, "round": 1, "saved": "2026-01-01 09:00",
                      "over": False})
    storage.set(PREFIX + key, old)
    for lang, words in (("ko", "이 푸에르토리코 게임은 이 페이지에서 더 이상 재현할 수 없는 이전 규칙으로"),
                        ("zh-Hant", i18n.tr("zh-Hant", "record.older_rules",
                                            game=i18n.tr("zh-Hant", "game.puerto-rico"))),
                        ("en", "This save could not be opened: this game of Puerto Rico was played with older rules")):
        app = make_app(lang)
        html = str(app.render())
        card = html[html.index(f'data-save="{key}"'):]
        card = card[:card.index("</li>")]
        assert words in card and f'data-action="resume:{key}"' not in card
        app.handle(c.Resume(key))
        assert app.screen == "home" and storage.get(PREFIX + key) == old
    app.open_link("#" + record)
    assert app.screen == "error" and "older rules" in app.error
    app.handle(c.PickGame("puerto-rico"))
    app.handle(c.PickPlayers(3))
    app.handle(c.Start(), {"name": "Ana"})
    assert app.match.seed == 1000 and app.save_key != key  # same game, players and seed: beside it
    assert storage.get(PREFIX + key) == old


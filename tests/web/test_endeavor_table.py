"""The Endeavor table draws every decision of whole matches, in every language: every legal
action is offered once, as a piece on the table (a marked space of the map, a building of
the supply, a building, token, card or track of the player's mat, a card of the discard
pile) or else as a button in the action bar, and only legal actions are ever offered; every action and
log event has words; the map marks exactly the legal spaces; names are escaped; the home
screen offers the board side and the Silent Fleet; a whole match is played through the loop (tests/web/client.py)
by clicks and ends with every seat's glory by the score sheet's lines."""

from __future__ import annotations

import json
import re
import string
from dataclasses import replace
from html import unescape
from pathlib import Path

import pytest

import ai
from engine import Match
from engine.endeavor.buildings import ALL_BUILDINGS, BUILDINGS
from engine.endeavor.data import ATTRIBUTES, DISCS
from engine.endeavor.maps import SIDES
from engine.endeavor.scoring import LINES
from engine.simulate import random_choice
from tests.endeavor import helpers as H
from tests.web.conftest import play_to_the_end
from tests.web.table_checks import bar_of, positions, readme_codes, text_of
from tests.web.zh_hant import simplified
from web import commands as c
from web.context import TableContext
from web.games import endeavor as table
from web.games.endeavor.board import targets
from web.games.endeavor.rules_texts import TEXTS as RULES_TEXTS
from web.games.endeavor.texts import TEXTS
from web.home_form import LANGUAGES
from web.markup import fragment

GID = "endeavor"
README = (Path(__file__).resolve().parents[2] / "engine" / "endeavor" / "README.md").read_text(encoding="utf-8")
GREEDY = ai.chooser("greedy")
PLAY = re.compile(r'data-action="play:([^"]+)"')
#: The Korean rulebook itself writes the board's sides and the score sheet's lines with these letters.
RULEBOOK_LETTERS = {"A", "B", "C", "D", "E"}


def names(players: int, lang: str) -> list[str]:
    if lang == "ko":
        return ["아나", *(f"컴퓨터 {n + 1}" for n in range(1, players))]
    if lang == "zh-Hant":
        return ["安娜", *(f"電腦 {n + 1}" for n in range(1, players))]
    return ["Ana", *(f"Computer {n + 1}" for n in range(1, players))]


def ctx_for(match, seat, lang="en", before=None, ui=None):
    return TableContext(view=match.view(seat), legal=match.legal(seat), lang=lang, human=seat,
                        names=names(match.players, lang), before=before, ui=ui or {})


def draw(ctx) -> str:
    """What the table module puts on the page: the board, the choices, the prompt, the latest
    log lines and the end."""
    log = [table.describe(e, ctx) for e in ctx.view["log"][-12:]]
    return table.render(ctx) + fragment(bar_of(table, ctx), table.prompt(ctx) if ctx.legal else "",
                                        [x for x in log if x], table.end_details(ctx))



def latin(text: str) -> list[str]:
    return [w for w in re.findall(r"[A-Za-z]+", text) if w not in RULEBOOK_LETTERS]




def foreign(ctx, text: str) -> list[str]:
    """What does not belong in ``ctx.lang``'s text: Latin words (the rulebook's A-E apart) in
    Korean or Chinese, Hangul in Chinese, Simplified characters in Traditional Chinese."""
    if ctx.lang == "en":
        return []
    found = latin(text)
    if ctx.lang == "zh-Hant":
        found += re.findall(r"[\uac00-\ud7a3]+", text) + sorted(simplified(text))
    return found


#: The most buttons the bar holds: pass, end the turn, an empty governor slot, the Silent
#: Fleet's "nothing" (the choices with no piece).
BAR_MOST = 3


def on_table(html: str) -> set[str]:
    """The ``play:`` actions of the pieces (``data-choice``) in ``html``."""
    return {code for tag in re.findall(r"<[^>]*\bdata-choice\b[^>]*>", html) for code in PLAY.findall(tag)}


def bar_choices(ctx) -> set[str]:
    """The ``play:`` buttons of the action bar (drawn after the table, as the shell does)."""
    return set(PLAY.findall(fragment(bar_of(table, ctx))))


def check_choices(ctx, html: str) -> None:
    legal = {a.code for a in ctx.legal}
    board = table.render(replace(ctx, on_board=frozenset()))
    pieces, bar = on_table(board), bar_choices(ctx)
    assert pieces | bar == legal  # every legal action is offered: a piece on the table, or a button in the bar
    assert not pieces & bar  # once: the bar leaves out what a piece offers
    assert len(re.findall(r'<button[^>]*class="[^"]*\bact\b', fragment(bar_of(table, ctx)))) <= BAR_MOST
    assert set(PLAY.findall(html)) <= legal  # and nothing else is offered anywhere
    on_map = {a.code for a in targets(ctx.legal).values()}
    svg = html[html.index('class="ev-mapgrid"'):]
    svg = svg[:svg.index('class="ev-notes"')]
    assert on_table(svg) == set(PLAY.findall(svg)) == on_map  # the map marks exactly the legal spaces, as pieces
    for action in ctx.legal:
        words = table.label(action, ctx)
        assert words and words != action.code and "{" not in words, action.code
    if ctx.legal:
        said = table.prompt(ctx)
        assert said != ctx.t("match.your_turn")
        assert not said[:1].islower(), said  # begun as a sentence ("Occupy-or-draw token: ...")


def check_words(ctx, html: str) -> None:
    text = text_of(html)
    assert not re.search(r"{\w*}|\bev\.[a-z_]+", text), text[:200]
    assert not foreign(ctx, text), foreign(ctx, text)[:10]  # Korean and Chinese through and through


# --- whole matches --------------------------------------------------------------------------------

#: Every player count and board side; the Silent Fleet with its optional rules. The last
#: ones run with the long tests (`python3 build.py fuzz`), keeping the default run short.
SETTINGS = [
    (2, 1, random_choice, {"two_player": "silent_fleet_a", "sf_occupy_limit": "on", "sf_no_token_reaction": "on",
                           "sf_scarce_buildings": "on"}),
    (3, 2, GREEDY, {}),
    (4, 3, random_choice, {"side": "b"}),
    (5, 4, GREEDY, {}),
    (4, 5, GREEDY, {"side": "a"}),
    (2, 6, GREEDY, {"two_player": "silent_fleet_b", "sf_occupy_limit": "on", "sf_scarce_buildings": "on"}),
    (2, 7, random_choice, {"two_player": "standard"}),
]
SLOW = 2


@pytest.mark.parametrize("players,seed,chooser,options", [
    pytest.param(*s, marks=pytest.mark.slow) if i >= SLOW else s for i, s in enumerate(SETTINGS)],
    ids=[f"{p}p-{'-'.join(o.values()) or 'default'}" for p, _, _, o in SETTINGS])
def test_every_decision_of_whole_matches_draws_in_every_language(players, seed, chooser, options):
    decisions = 0
    for m, seat, before in positions(GID, players, seed, chooser, **options):
        for i, lang in enumerate(LANGUAGES):
            # English at every decision, each other language at every third one, in turn: time.
            if i and (decisions - i) % 3 and not m.over:
                continue
            ctx = ctx_for(m, seat, lang, before=before)
            html = draw(ctx)
            check_choices(ctx, html)
            check_words(ctx, html)
        decisions += 1
    assert m.over and decisions > 30


# --- words for every action and event ------------------------------------------------------------

def _monument_position() -> Match:
    """Two Monument owners: an attack asks the attacker, then the defender, for a track."""
    m = H.new_match(3, seed=1)
    st = H.bare(3)
    blue, yellow = st.queue[0], st.queue[1]
    city = st.board.area_nodes("europe")[0]
    st.nodes[city] = yellow
    st.node_tokens[city] = None
    st.seats[yellow].supply -= 1
    for s in (blue, yellow):
        st.seats[s].shore.append("monument")
        st.seats[s].workers.append(False)
    st.seats[blue].harbour, st.seats[blue].supply = 3, st.seats[blue].supply - 3
    m.state = st
    m.touched()
    m.play(blue, "activate:monument")  # its one target is attacked at once (a single legal action)
    assert m.state.nodes[city] == blue and {a.kind for a in m.legal(blue)} == {"monument"}
    return m


def _abolition_position() -> Match:
    """A seat with five discs in Europe and a slavery card draws the Europe 5 card: abolition."""
    m = H.new_match(3, seed=1)
    st = H.bare(3)
    blue = st.queue[0]
    europe = st.board.area_nodes("europe")[:5]
    for node in europe:
        st.nodes[node] = blue
        st.removed_tokens[st.node_tokens[node]] += 1
        st.node_tokens[node] = None
    slave = H.card("slavery", 0)
    st.decks["slavery"].remove(slave)
    st.seats[blue].cards = [slave]
    st.removed_cards += st.decks["europe"][1:]
    st.decks["europe"] = st.decks["europe"][:1]
    st.seats[blue].shore.append("market")
    st.seats[blue].workers.append(False)
    st.supply["market"] -= 1
    st.seats[blue].harbour, st.seats[blue].supply = 1, st.seats[blue].supply - 6
    m.state = st
    m.touched()
    m.play(blue, "activate:market")
    return m


def _rare_positions():
    """Positions whole matches seldom reach: the scarce-buildings rule, a Monument's casualty, abolition."""
    m = Match.new(GID, players=2, seed=3, two_player="silent_fleet_a", sf_scarce_buildings="on")
    while not any(a.kind == "remove" for a in m.legal(m.to_act[0])):
        seat = m.to_act[0]
        m.play(seat, m.legal(seat)[0])
    yield m
    m = _monument_position()
    yield m
    m.play(m.to_act[0], "monument:industry")
    yield m
    m = _abolition_position()
    yield m
    m.play(m.to_act[0], "draw:europe")  # abolition
    yield m
    yield _fleet_none_position()
    yield _no_build_position()


def _fleet_none_position() -> Match:
    """The Admiralty ships and attacks; the Silent Fleet may answer the attack (nothing)."""
    m = H.new_match(2, seed=1, two_player="silent_fleet_a")
    st = H.bare(2, two_player="silent_fleet_a")
    me, other = st.queue[0], st.queue[1]
    city = st.board.area_nodes("europe")[0]
    st.nodes[city], st.node_tokens[city] = other, None
    st.seats[other].supply -= 1
    st.seats[me].shore.append("admiralty")
    st.seats[me].workers.append(False)
    st.seats[me].harbour, st.seats[me].supply = 4, st.seats[me].supply - 4
    m.state = st
    m.touched()
    m.play(me, "activate:admiralty")
    m.play(me, "ship:track.africa")
    m.play(me, f"attack:{city}")
    assert "fleet:none" in {a.code for a in m.legal(me)}
    m.play(me, "fleet:none")
    return m


def _no_build_position() -> Match:
    """No level-1 building left: a seat of build level 1 builds nothing."""
    from engine.endeavor.game import FLOW

    m = H.new_match(2, seed=1)
    st = H.bare(2, phase="discard")
    for name in ("market", "shipyard", "workshop"):
        st.supply[name] = 0
    FLOW.start(st, "build")
    m.state = st
    m.touched()
    assert any(e["type"] == "no_build" for e in m.log)
    return m


def test_every_action_kind_has_words_and_a_button():
    kinds = set()
    for players, seed, chooser, options in SETTINGS[:4]:
        for m, seat, _ in positions(GID, players, seed + 20, chooser, **options):
            kinds.update(a.kind for a in m.legal(seat))
    for m in _rare_positions():
        seat = m.to_act[0]
        for lang in LANGUAGES:
            ctx = ctx_for(m, seat, lang)
            html = draw(ctx)
            check_choices(ctx, html)
            check_words(ctx, html)
        kinds.update(a.kind for a in m.legal(seat))
    assert kinds == readme_codes(README, "Actions")


def test_every_log_event_and_end_reason_has_words():
    types = set()
    ends = [list(positions(GID, players, 40 + players, chooser, **options))[-1][0]
            for players, _seed, chooser, options in SETTINGS]
    for m in ends + list(_rare_positions()):
        for lang in LANGUAGES:
            ctx = ctx_for(m, 0, lang)
            for event in m.log:
                text = table.describe(event, ctx)
                types.add(event["type"])
                assert text and not re.search(r"{\w*}|ev\.", text), event
                assert not foreign(ctx, text), text
            if m.over:
                assert table.reason(m.view(0)["result"]["reason"], ctx) != "rounds"
    assert types == readme_codes(README, "Log events")



def test_korean_names_are_the_rulebooks():
    ko = TEXTS["ko"]
    assert [ko[f"ev.attr.{a}"] for a in ATTRIBUTES] == ["산업", "문화", "재산", "영향력"]
    assert [ko[f"ev.action.{a}"] for a in ("ship", "occupy", "attack", "pay", "draw")] == [
        "선적", "점령", "공격", "지불", "카드 뽑기"]
    assert [ko[f"ev.area.{a}"] for a in ("europe", "africa", "south_america", "caribbean", "north_america", "india",
                                         "far_east")] == ["유럽", "아프리카", "남아메리카", "카리브 제도", "북아메리카",
                                                          "인도", "극동"]
    buildings = ("market", "theatre", "docks", "monument", "city_hall", "colonial_house", "trade_dock")
    assert [ko[f"ev.b.{b}"] for b in buildings] == [
        "시장", "극장", "부두", "기념비", "시청", "식민지 주택", "무역 부두"]
    assert [ko[f"ev.level.{a}"] for a in ATTRIBUTES] == ["건설 등급", "인구 증가 등급", "월급 등급", "카드 보유 한계"]
    assert ko["ev.silent_fleet"] == "침묵의 함대" and ko["ev.deck.slavery"] == "노예 덱"
    assert all(f"ev.b.{b}" in ko for b in BUILDINGS)


GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary-zh-Hant.md"


def glossary_rows() -> dict[str, str]:
    """English -> 繁體中文, from the glossary's Endeavor section (English lower-cased)."""
    section = GLOSSARY.read_text(encoding="utf-8").split("## Endeavor: Age of Sail", 1)[1].split("\n## ", 1)[0]
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in section.splitlines()
            if line.startswith("|") and "---" not in line]
    return {english.lower(): chinese for english, chinese, _source in rows[1:]}


def test_chinese_names_are_the_glossarys():
    zh, en = TEXTS["zh-Hant"], TEXTS["en"]
    assert [zh[f"ev.attr.{a}"] for a in ATTRIBUTES] == ["工業", "文化", "財富", "影響力"]
    assert [zh[f"ev.action.{a}"] for a in ("ship", "occupy", "attack", "pay", "draw")] == [
        "航海", "佔領", "攻擊", "支薪", "抽牌"]
    assert [zh[f"ev.area.{a}"] for a in ("europe", "africa", "south_america", "caribbean", "north_america", "india",
                                         "far_east")] == ["歐洲", "非洲", "南美", "加勒比海", "北美", "印度", "遠東"]
    assert zh["ev.silent_fleet"] == "沉默艦隊" and zh["ev.deck.slavery"] == "奴隸牌堆" and zh["ev.harbour"] == "港口"
    glossary = glossary_rows()
    named = [*(f"ev.Attr.{a}" for a in ATTRIBUTES), *(f"ev.action.{a}" for a in ("ship", "occupy", "attack", "pay",
             "draw")), *(f"ev.Area.{a}" for a in ("europe", "africa", "south_america", "caribbean", "north_america",
             "india", "far_east")), *(f"ev.b.{b}" for b in ALL_BUILDINGS), *(f"ev.level.{a}" for a in ATTRIBUTES),
             "ev.harbour", "ev.worker", "ev.Silent_fleet", "ev.deck.slavery", "ev.track", "ev.sea"]
    for key in named:  # every game term the table names is the glossary's, word for word
        assert glossary.get(en[key].lower()) == zh[key], (key, en[key], zh[key])
    assert glossary["governor"] in zh["ev.card.governor"] and glossary["glory"] in zh["ev.glory_n"]
    assert glossary["abolition of slavery"] in zh["ev.card.abolition"]


def _fields(text: str) -> set[str]:
    """A text's field names, without the specs English and Korean add (``{n:disc|discs}`` is ``n``)."""
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


@pytest.mark.parametrize("catalogue", [TEXTS, RULES_TEXTS], ids=["table", "rules"])
def test_every_english_text_is_in_every_language_with_the_same_fields(catalogue):
    en = catalogue["en"]
    for lang in LANGUAGES:
        texts = catalogue[lang]
        assert set(texts) == set(en), (lang, sorted(set(en) ^ set(texts))[:5])
        for key, text in en.items():
            assert _fields(texts[key]) == _fields(text), (lang, key)
    for key, text in catalogue["zh-Hant"].items():
        assert not any(spec for _, f, spec, _ in string.Formatter().parse(text) if f), key  # bare fields in Chinese
        words = re.sub(r"{[^{}]*}", "", text)
        assert set(re.findall(r"[A-Za-z]+", words)) <= RULEBOOK_LETTERS, key  # nothing left in English
        assert not re.findall(r"[\uac00-\ud7a3]", words) and not simplified(words), key


# --- the map ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("side", ["a", "b"])
def test_the_map_draws_every_city_fleet_connection_and_track_space_of_the_side(side):
    m = Match.new(GID, players=4, seed=2, side=side)
    html = table.render(ctx_for(m, 0))
    board = SIDES[side]
    assert html.count('class="ev-svg') == 7  # Europe and the six regions
    assert html.count("ev-city ") == sum(1 for n in board.nodes if n.kind == "city")
    assert html.count("ev-fleet ") == sum(1 for n in board.nodes if n.kind == "fleet")
    assert html.count('class="ev-link') == len(board.links)
    assert html.count('class="ev-space"') == sum(board.tracks.values())  # every track space still empty
    assert html.count("ev-closed") == 6


def test_a_closed_region_is_cut_to_its_strip_on_a_phone_unless_a_city_is_a_choice_or_asked_whole():
    m = Match.new(GID, players=4, seed=2, side="a")
    html = table.render(ctx_for(m, 0))
    assert html.count("ev-shut") == 6
    toggle = re.search(r'<button[^>]*data-action="ui:ev-whole=1"[^>]*>', html)
    assert toggle and 'aria-pressed="false"' in toggle.group(0)
    whole = table.render(ctx_for(m, 0, ui={"ev-whole": "1"}))
    assert "ev-shut" not in whole and 'data-action="ui:ev-whole="' in whole and 'aria-pressed="true"' in whole
    assert table.LASTING_UI == {"ev-whole", "ev-supply"}  # kept from one decision to the next
    checked = 0
    for m, seat, _ in positions(GID, 3, 8, GREEDY):
        ctx = ctx_for(m, seat)
        spots = targets(ctx.legal)
        closed = [r for r in SIDES[ctx.board["side"]].tracks if r not in ctx.board["opened"]]
        if closed and any(spot[0] == "node" for spot in spots):
            html = table.render(ctx)
            for region in closed:
                nodes = set(SIDES[ctx.board["side"]].area_nodes(region))
                tag = re.search(rf'<svg[^>]*id="ev-svg-{region}"[^>]*>', html).group(0)
                assert ("ev-shut" in tag) == (not any(s[0] == "node" and s[1] in nodes for s in spots))
            checked += 1
            if checked == 5:
                break
    assert checked == 5


def test_on_a_phone_the_supply_is_folded_unless_a_choice_is_made_in_it_when_every_region_is_cut():
    builds = actions = 0
    for m, seat, _ in positions(GID, 4, 9, GREEDY, side="a"):
        ctx = ctx_for(m, seat)
        if m.over:
            continue
        html = table.render(ctx)
        head = re.search(r'<section[^>]*id="ev-supply"[^>]*>', html).group(0)
        shut = re.findall(r'<svg[^>]*class="ev-svg ev-svg-([a-z_]+) ev-shut"', html)
        if any(a.kind in ("start", "build") for a in ctx.legal):
            builds += 1
            assert "ev-folded" not in head and 'data-action="ui:ev-supply=1"' not in html
            assert set(shut) == set(SIDES["a"].tracks)  # the map has no choice: every region is cut to its strip
        elif ctx.legal:
            actions += 1
            assert "ev-folded" in head and 'data-action="ui:ev-supply=1"' in html
            assert set(shut) == set(SIDES["a"].tracks) - set(ctx.board["opened"])
            shown = table.render(ctx_for(m, seat, ui={"ev-supply": "1"}))
            assert "ev-folded" not in re.search(r'<section[^>]*id="ev-supply"[^>]*>', shown).group(0)
        if builds > 3 and actions > 10:
            break
    assert builds > 3 and actions > 10


def test_a_ship_choice_is_a_marked_track_space_on_the_map():
    for m, seat, _ in positions(GID, 3, 8, GREEDY):
        if any(a.kind == "ship" for a in m.legal(seat)):
            break
    ctx = ctx_for(m, seat)
    html = table.render(ctx)
    ships = [a for a in m.legal(seat) if a.kind == "ship"]
    for a in ships:
        assert f'data-action="play:{a.code}"' in html
    assert html.count('class="piece ev-tap"') == len(targets(m.legal(seat)))
    region = next(a.args[1] for a in ships if a.args[0] == "track")
    words = table.label(next(a for a in ships if a.args == ("track", region)), ctx)
    token = m.view(seat)["board"]["track_tokens"][region][len(m.view(seat)["board"]["tracks"][region])]
    assert TEXTS["en"][f"ev.token.{token}"] in words  # the token it would take is named


# --- what the table shows ------------------------------------------------------------------------

def test_the_mat_shows_the_tracks_levels_and_the_glory_by_the_engines_score_sheet():
    from engine.endeavor.scoring import sheet

    for m, seat, _ in positions(GID, 4, 9, GREEDY, side="a"):
        if m.view(seat)["round"] == 4:
            break
    html = unescape(table.render(ctx_for(m, seat)))
    p = m.view(seat)["board"]["seats"][seat]
    assert f"Glory now <b>{sum(sheet(m.state, seat).values())}</b>" in html
    level = p["levels"]["industry"]
    assert f"build level <b>{level}</b>: </span>builds level {level} or lower" in html



def test_the_home_screen_offers_the_side_where_the_count_allows_and_the_silent_fleet(make_app):
    app = make_app()
    app.handle(c.PickGame(GID))
    app.handle(c.PickPlayers(4))
    html = app.render()
    assert 'data-action="option:side=a"' in html and 'data-action="option:side=b"' in html
    assert "option:two_player=" not in html
    for players in (3, 5):
        app.handle(c.PickPlayers(players))
        assert "option:side=" not in app.render()  # the count fixes the side
    app.handle(c.PickPlayers(2))
    html = app.render()
    for value in ("standard", "silent_fleet_a", "silent_fleet_b"):
        assert f'data-action="option:two_player={value}"' in html
    assert "option:sf_" not in html  # the Silent Fleet's rules only with the Silent Fleet
    app.handle(c.Option('two_player', 'silent_fleet_b'))
    html = app.render()
    for rule in ("occupy_limit", "no_token_reaction", "scarce_buildings"):  # each on or off, any combination
        assert f'data-action="option:sf_{rule}=on"' in html and f'data-action="option:sf_{rule}=off"' in html
    app.handle(c.Option('sf_occupy_limit', 'on'))
    app.handle(c.Option('sf_scarce_buildings', 'on'))
    app.handle(c.Start(), {"name": "Ana"})
    board = app.match.view(0)["board"]
    assert board["side"] == "b" and board["silent_fleet"]
    assert board["sf_rules"] == ["occupy_limit", "scarce_buildings"]
    app.handle(c.Home())
    saves = unescape(app.render())  # the saves list names the side and each rule
    assert "The Silent Fleet, side B" in saves
    assert "Silent Fleet rule 1 (occupation limit): On" in saves
    assert "Silent Fleet rule 2 (no reaction to tokens): Off" in saves
    assert "Silent Fleet rule 3 (scarce buildings): On" in saves


def test_a_whole_match_by_clicks_ends_with_the_score_sheet(make_app):
    app = make_app()
    app.handle(c.PickGame(GID))
    app.handle(c.PickPlayers(2))
    app.handle(c.Option('two_player', 'silent_fleet_a'))
    app.handle(c.Start(), {"name": "Ana"})
    end = play_to_the_end(app, lambda legal: legal[-1])
    result = app.match.view(0)["result"]
    assert 'class="ev-end"' in end and "Glory by the score sheet" in end
    # A row per seat (its name, then lines A-E and the total), the lines' words in the key.
    body = end.split('class="ev-sheet"', 1)[1].split("<tbody", 1)[1].split("</tbody>", 1)[0]
    rows = body.split("</tr>")[:-1]
    order = sorted(range(2), key=lambda s: -result["scores"][s])
    assert len(rows) == 2
    for s, row in zip(order, rows, strict=True):
        cells = [int(x) for x in re.findall(r"<td[^>]*>(?:<b>)?(-?\d+)(?:</b>)?</td>", row)]
        assert cells == [*(result["details"]["sheets"][s][line] for line in LINES), result["scores"][s]]
    assert all(TEXTS["en"][f"ev.line.{line}"] in end for line in LINES)
    assert sum(result["details"]["sheets"][0].values()) == result["scores"][0]
    assert app.match.state.seats[0].supply <= DISCS


#: Where on the table each kind of choice is a piece: the map, the supply, the player's mat.
PIECE_AT = {"ship": "ev-map", "occupy": "ev-map", "attack": "ev-map", "draw": "ev-map", "fleet": "ev-map",
            "build": "ev-supply", "start": "ev-supply", "activate": "ev-me", "pay": "ev-me", "salary": "ev-me",
            "token": "ev-me", "discard": "ev-me", "slot": "ev-me", "monument": "ev-me"}


def _section(html: str, ident: str) -> str:
    start = html.index(f'id="{ident}"')
    return html[start:html.index("</section>", start)]


def test_every_choice_with_a_piece_is_made_on_it_and_the_bar_holds_the_rest():
    seen: set[str] = set()
    for m, seat, _ in positions(GID, 5, 4, GREEDY):
        ctx = ctx_for(m, seat)
        if m.over:
            continue
        html = table.render(ctx)
        bar = bar_choices(ctx)
        for a in ctx.legal:
            where = PIECE_AT.get(a.kind)
            if where is None or a.code in bar:  # pass, done, an empty slot, the Silent Fleet's nothing
                assert a.kind in ("pass", "done", "slot", "fleet") and a.code in bar, a.code
                continue
            assert a.code in on_table(_section(html, where)), (a.code, where)
            seen.add(a.kind)
    assert {"ship", "occupy", "draw", "build", "activate", "salary", "token", "discard"} <= seen


def test_the_hint_outlines_the_piece_it_recommends():
    for m, seat, _ in positions(GID, 3, 2, GREEDY):
        ctx = ctx_for(m, seat)
        ships = [a for a in ctx.legal if a.kind == "ship"]
        if ships:
            break
    hinted = replace(ctx, hint=frozenset({ships[0].code}), on_board=frozenset())
    html = table.render(hinted)
    marked = re.findall(r'<g[^>]*class="piece ev-tap hinted"[^>]*data-action="play:([^"]+)"', html)
    assert marked == [ships[0].code]
    assert "hinted" not in table.render(replace(ctx, on_board=frozenset()))


#: A save the table wrote under Endeavor's rules version 1 (a 2-player Silent Fleet match, six
#: decisions in), with that version's option ``sf_rules="all"``, which no longer exists.
OLD_RULES_RECORD = ("endeavor.2.eNoVzLsKAjEQRuGk9Snkr6fQBZt04mOIhClmUZgkSy6ILHl3Z9vD4duRERZCQdjR1liHSkMAq4LQ"
                    "vyVuyj-pltpHJfe4qkiPjEmweiXYfrP1AN4jsXkXQuZ0OE_cMxv0KGkbXep5wWvOk3fOO_8Hhigk3A.OqyrxBHB")


def test_a_save_from_earlier_rules_is_listed_with_the_reason_in_the_pages_language_and_kept(make_app, storage):
    from engine import BadRecord
    from web.saves import PREFIX, SAVE_VERSION

    with pytest.raises(BadRecord) as refused:
        Match.from_record(OLD_RULES_RECORD, GID)
    assert refused.value.code == "older_rules"
    old = json.dumps({"v": SAVE_VERSION, "record": OLD_RULES_RECORD, "round": 1, "saved": "2026-01-01 09:00",
                      "over": False})
    storage.set(PREFIX + "endeavor-old", old)
    reasons = {"ko": "이 엔데버: 대항해시대 게임은 이 페이지에서 더 이상 재현할 수 없는 이전 규칙으로 진행되었습니다.",
               "en": "this game of Endeavor: Age of Sail was played with older rules that this page can no longer "
                     "replay."}
    links = {"ko": "이 링크를 열 수 없습니다: ", "en": "This link could not be opened: "}
    saves = {"ko": "이 저장을 열 수 없습니다: ", "en": "This save could not be opened: "}
    for lang, reason in reasons.items():
        app = make_app(lang)
        html = unescape(app.render())
        assert saves[lang] + reason in html  # in the saves list
        assert 'data-action="resume:endeavor-old"' not in html and 'data-action="delete:endeavor-old"' in html
        app.handle(c.Resume('endeavor-old'))
        assert app.screen == "home"
        app.open_link("#" + OLD_RULES_RECORD)  # the same record as a link: said, not opened
        assert app.screen == "error" and app.error == links[lang] + reason
        assert storage.get(PREFIX + "endeavor-old") == old
    app = make_app("ko")
    app.handle(c.PickGame(GID))
    app.handle(c.PickPlayers(2))
    app.handle(c.Start(), {"name": "아나"})  # a new match goes beside it
    assert app.save_key != "endeavor-old" and storage.get(PREFIX + "endeavor-old") == old


def test_a_remembered_new_match_form_with_the_old_silent_fleet_option_still_starts(make_app, storage):
    # The form as the table kept it before the optional rules became three on/off options.
    storage.set("nwt:setup", '{"game": "endeavor", "players": 2, "seat": 0, "name": "Ana", "level": "greedy", '
                             '"options": {"endeavor": {"two_player": "silent_fleet_a", "sf_rules": "all"}}}')
    app = make_app()
    html = app.render()
    assert "option:sf_rules" not in html and 'data-action="option:sf_occupy_limit=on"' in html
    app.handle(c.Start(), {"name": "Ana"})
    board = app.match.view(0)["board"]
    assert board["silent_fleet"] and board["sf_rules"] == []  # the old choice dropped, not guessed

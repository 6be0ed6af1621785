"""The shell's promises in CPython: the markup builder, words that agree, options and levels
from the games' declarations, saves as cards, records' errors in the page's language."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from engine import ENTRIES, RANDOM, Match
from web import commands as c
from web import games
from web.commands import PushAddress
from web.home_form import LANGUAGES
from web.i18n import final_consonant, particle, tr
from web.markup import Markup, escape, fragment, h

WEB = Path(__file__).resolve().parents[2] / "web"


# --- the builder ------------------------------------------------------------------------------

def test_the_builder_escapes_every_value_it_is_not_told_is_markup():
    evil = '<img src=x onerror="alert(1)">&'
    html = h.li(h.b(evil), " ", 3, None, False, [evil], class_=["seat", False, "me"], data_name=evil, open=True)
    assert html == ('<li class="seat me" data-name="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;" open>'
                    "<b>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;</b> 3"
                    "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;</li>")
    assert isinstance(html, Markup) and escape(html) is html  # markup is not escaped twice
    assert h.input(value='"', disabled=False, readonly=True) == '<input value="&quot;" readonly>'
    assert Markup("<b>") + "<i>" == "<b>&lt;i&gt;" and "<i>" + Markup("<b>") == "&lt;i&gt;<b>"
    assert fragment("a", h.br(), "<") == "a<br>&lt;"


def test_no_html_is_written_outside_the_builder():
    """Every tag in web/ comes from web/markup.py: no other module has a string holding a tag."""
    tag = re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*[\s>/]")
    offenders = []
    for path in WEB.rglob("*.py"):
        if path.name == "markup.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(body[0].value) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
                      and (body := node.body) and isinstance(body[0], ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and tag.search(node.value):
                if id(node) not in docstrings:
                    offenders.append(f"{path.relative_to(WEB)}:{node.lineno}: {node.value[:40]!r}")
    assert offenders == []


def test_the_shell_names_no_game():
    shell = list(WEB.glob("*.py"))
    for game in games.game_ids():
        for path in shell:
            text = path.read_text(encoding="utf-8")
            assert game not in text, f"{path.name} names {game}"
            assert tr("en", f"game.{game}") not in text, f"{path.name} names {game}"


def _names(css: str) -> set[str]:
    """The classes and ids a stylesheet names (comments and declarations left out)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.DOTALL)
    selectors = " ".join(re.findall(r"([^{}]*)\{", css))
    return set(re.findall(r"[.#](-?[A-Za-z_][-\w]*)", selectors))


def _of(prefix: str, name: str) -> bool:
    return name == prefix or name.startswith(f"{prefix}-")


def test_each_game_styles_its_own_classes_and_the_shared_stylesheet_none():
    """A game's classes and ids start with its catalogue prefix (``Entry.css_prefix``): the
    shared stylesheet names none of any game's, and a game's stylesheet (loaded with its table
    only) names its own and no other game's. A game's stylesheet may also style the shared
    classes inside its table, and classes without the prefix (Mundus Novus's cards, ``rc-``
    and ``dc-``): it is loaded only while its table is shown."""
    entries = [e for e in ENTRIES.values() if e.css_prefix]
    assert len({e.css_prefix for e in entries}) == len(entries), "a prefix shared by two games"
    static = WEB / "static"
    for path in static.glob("*.css"):
        shared = _names(path.read_text(encoding="utf-8"))
        for entry in entries:
            assert not [n for n in shared if _of(entry.css_prefix, n)], (path.name, entry.id)
    for entry in entries:
        table = games.TABLES[entry.id]
        assert table.stylesheet == f"{entry.id}.css", entry.id
        names = _names((static / "games" / table.stylesheet).read_text(encoding="utf-8"))
        assert any(_of(entry.css_prefix, n) for n in names), entry.id
        for other in entries:
            if other is not entry:
                assert not [n for n in names if _of(other.css_prefix, n)], (entry.id, other.id)


# --- words that agree -----------------------------------------------------------------------------

def test_korean_particles_agree_with_the_word_before_them():
    assert particle("컴퓨터 3", "이") == "이" and particle("아나", "이") == "가"
    assert particle("목화 (5)", "을") == "를"  # the parenthesis is not read
    assert particle("물", "으로") == "로" and particle("밤", "으로") == "으로" and particle("배", "으로") == "로"
    assert particle("10", "은") == "은" and particle("2", "은") == "는" and particle("Ana", "와") == "와"
    assert final_consonant("") == 0
    assert tr("ko", "mn.log.announce", name="컴퓨터 3", n=2) == "컴퓨터 3이 2장을 선언합니다."
    assert tr("ko", "mn.log.announce", name="아나", n=2) == "아나가 2장을 선언합니다."


def test_english_plurals_follow_the_number():
    assert tr("en", "mn.doubloons", n=1) == "1 doubloon" and tr("en", "mn.doubloons", n=2) == "2 doubloons"
    assert tr("en", "mn.log.draw", name="Bo", n=1) == "Bo draws 1 card."


def test_english_articles_follow_the_word_read_aloud():
    from web.i18n import article

    assert tr("en", "ev.log.use_token", name="Bo", token="influence token") == "Bo uses an influence token."
    assert tr("en", "ev.log.use_token", name="Bo", token="culture token") == "Bo uses a culture token."
    assert tr("en", "pr.log.settle", name="Bo", tile="indigo plantation") == "Bo takes an indigo plantation."
    assert [article(w) for w in ("Exchange", "University", "8", "18", "11", "1", "80", "one-way")] == [
        "an", "a", "an", "an", "an", "a", "an", "a"]


def test_no_english_text_puts_a_fixed_article_before_a_word_it_is_given():
    from web import i18n

    for game in games.TABLES:  # every game's texts
        assert games.TABLES[game]
    for key, text in i18n.TEXTS["en"].items():
        assert not re.search(r"\b[Aa]n? \{\w+\}", text), key


def test_no_text_hedges_a_particle_or_a_plural():
    from web import i18n

    for lang, texts in i18n.TEXTS.items():
        for key, text in texts.items():
            assert not re.search(r"이\(가\)|을\(를\)|은\(는\)|\(으\)로|과\(와\)", text), (lang, key)
            assert not re.search(r"\w\(s\)", text), (lang, key)


# --- the home screen from what the games declare --------------------------------------------

def _start(app, name="Ana", players=2):
    app.handle(c.PickGame('toy'))
    app.handle(c.PickPlayers(players))
    app.handle(c.Start(), {"name": name})


def test_a_game_with_options_is_offered_them_on_the_home_screen(make_app):
    """The toy declares one option (target 6 or 9, or random): the shell offers it unchanged."""
    app = make_app()
    app.handle(c.PickGame('toy'))
    html = app.render()
    for value in ("6", "9", RANDOM):
        assert f'data-action="option:target={value}"' in html
    assert 'data-action="option:target=6" checked' in html  # the default
    app.handle(c.Option('target', '9'))
    app.handle(c.Option('target', '7'))  # not a choice: ignored
    assert app.options_now() == {"target": 9}
    app.handle(c.Start(), {"name": "Ana"})
    assert app.match.options == {"target": 9}
    app.handle(c.Home())
    assert "Target: 9" in app.render()  # the saves list names the options


def test_a_random_option_is_drawn_again_at_a_rematch(make_app):
    app = make_app()
    app.handle(c.PickGame('toy'))
    app.handle(c.Option("target", RANDOM))
    drawn = set()
    app.handle(c.Start(), {"name": "Ana"})
    for _ in range(12):
        drawn.add(app.match.options["target"])
        app.handle(c.Rematch())
    assert drawn == {6, 9} and app.match.table["chosen"] == {"target": RANDOM}
    app.handle(c.Home())
    assert "Target: " in app.render() and "(random)" in app.render()


def test_the_level_of_the_computers_is_chosen_per_match_and_shown(make_app):
    app = make_app()
    assert games.levels("toy") == ("greedy",)  # the toy's player has one level: no choice offered
    app.handle(c.PickGame('toy'))
    assert 'data-action="pick-level:' not in app.render()
    app.handle(c.PickGame('mundus-novus'))
    levels = games.levels("mundus-novus")
    assert levels == ("easy", "greedy", "strong") and 'data-action="pick-level:easy"' in app.render()
    app.handle(c.PickLevel('easy'))
    app.handle(c.PickPlayers(2))
    app.handle(c.Start(), {"name": "Ana"})
    assert app.match.table["levels"] == ["", "easy"]
    assert games.level_of(app.match.table, 1, "mundus-novus") == "easy"
    assert games.level_of({}, 1, "mundus-novus") == games.DEFAULT_LEVEL  # a match from before levels
    app.run_ai()
    app.handle(c.Home())
    assert "Easier computers" in app.render()


def _strong_match(app):
    """A 3-player Puerto Rico match against strong computers, at a computer's decision."""
    app.handle(c.PickGame('puerto-rico'))
    app.handle(c.PickLevel('strong'))
    app.handle(c.PickPlayers(3))
    app.handle(c.Start(), {"name": "Ana"})
    while app.think_ai() is None:  # the person's turn first: the first action offered
        app.handle(next(a for a in re.findall(r'data-action="(play:[^"]+)"', app.render())))
    assert app.match.table["levels"].count("strong") == 2
    return app.match


def test_a_strong_computer_thinks_in_slices_and_plays_only_at_the_end(make_app):
    app = make_app()
    match = _strong_match(app)
    before = len(match.decisions)
    thinking = app.think_ai()
    said = []
    for move_next in thinking:
        said.append(move_next)
        assert len(match.decisions) == before  # nothing played while it thinks
    assert len(said) > 10 and len(match.decisions) == before + 1
    # only the last slice says that the move comes next (the page gives the browser a turn
    # before it plays and draws the move)
    assert said[-1] is True and not any(said[:-1])
    app.handle(c.Home())  # the saves list names the level
    assert "Strong computers" in app.render()
    app.handle(c.Lang('ko'))
    assert "컴퓨터: 강함" in app.render()


def test_a_move_thought_out_for_a_position_that_changed_is_dropped(make_app):
    app = make_app()
    match = _strong_match(app)
    record, before = match.record(), len(match.decisions)
    thinking = app.think_ai()
    for _ in range(5):
        next(thinking)
    app.go_home()
    app.open_link(record)  # the same position in a new match object, as a link or undo brings
    assert list(thinking) == [] and len(match.decisions) == before and app.match is not match
    assert app.step_ai() and len(app.match.decisions) == before + 1


def test_computers_are_named_in_the_page_language_whatever_the_match_began_in(make_app):
    app = make_app("en")
    _start(app, players=3)
    assert "Computer 2" in app.render()
    app.handle(c.Lang('ko'))
    html = app.render()
    assert "컴퓨터 2" in html and "Computer 2" not in html
    old = Match.new("toy", players=2, seed=5, table={"names": ["Ana", "Computer 2"], "human": 0})
    app.open_link(old.record())  # a match saved by an earlier table, with English names stored
    assert "컴퓨터 2" in app.render()


def test_finished_matches_are_apart_and_cleared_on_request(make_app):
    app = make_app()
    _start(app)
    while not app.match.over:
        app.handle(c.Play((app.match.legal(0)[0].code,)))
        app.run_ai()
    app.handle(c.Home())
    _start(app, name="Bo")
    app.handle(c.Home())
    html = app.render()
    assert html.index('id="saves"') < html.index('id="new"') < html.index('id="finished"')
    app.handle(c.ClearFinished())
    assert "Delete every finished match?" in app.render()
    app.handle(c.ClearFinished('yes'))
    entries = app.saves.entries()
    assert len(entries) == 1 and not entries[0].over


def test_undo_shows_only_when_it_can_be_used(make_app):
    app = make_app()
    _start(app)
    assert app.undo_state() == "none" and 'data-action="undo"' not in app.render()
    app.handle(c.Play((app.match.legal(0)[0].code,)))
    assert app.undo_state() in ("ok", "blocked")
    assert ('data-action="undo"' in app.render()) == (app.undo_state() == "ok")


def test_a_bad_link_is_explained_in_the_page_language(make_app):
    app = make_app("ko")
    app.open_link("#toy.2.abc.def")
    assert app.screen == "error" and "이 링크를 열 수 없습니다" in app.error
    assert not re.search(r"[A-Za-z]{4,}", app.error)


def test_the_link_is_the_whole_address(make_app):
    app = make_app()
    app.state.base_url = "https://example.org/table/index.html"
    _start(app)
    assert app.link() == "https://example.org/table/index.html#" + app.record()
    assert f'value="https://example.org/table/index.html#{app.record()}"' in app.render()


def test_opening_a_match_adds_one_history_entry(make_app):
    app = make_app()
    _start(app)
    assert [type(e) for e in app.effects].count(PushAddress) == 1
    app.go_home()
    assert app.screen == "home" and app.match is None


def _log_blocks(html: str) -> list[tuple[int, list[str]]]:
    """The log's blocks as drawn: (the number of the first line shown, the lines)."""
    log = html[html.index('id="log"'):]
    log = log[:log.index("</aside>")]
    return [(int(start), re.findall(r"<li[^>]*>(.*?)</li>", lines))
            for start, lines in re.findall(r'<ol[^>]*class="log-block"[^>]*start="(\d+)"[^>]*>(.*?)</ol>', log)]


def test_the_log_is_the_whole_match_in_blocks_numbered_from_the_first_line_and_old_blocks_stay_as_they_were(make_app):
    from web import happened

    app = make_app()
    app.handle(c.PickGame('puerto-rico'))
    app.handle(c.PickPlayers(4))
    app.handle(c.Speed('instant'))
    app.handle(c.Start(), {"name": "Ana"})
    rng = random.Random(5)
    while len(app.match.view(0)["log"]) < happened.LOG_BLOCK * 7:
        app.run_ai()
        app.handle(c.Play((rng.choice(app.match.legal(0)).code,)))
    app.run_ai()
    before = str(app.render())
    blocks = _log_blocks(before)
    # Newest first, every line of the match numbered once, counting on from block to block,
    # down to the first: no line is left out.
    numbers = [start - k for start, lines in blocks for k in range(len(lines))]
    assert numbers == list(range(numbers[0], 0, -1))
    log = app.match.view(0)["log"]
    assert numbers[0] == sum(1 for event in log if happened._words(app.context(), games.TABLES["puerto-rico"], event))
    # A move (and the computers' after it) adds lines to the newest block or starts one; the
    # blocks before stay exactly as they were drawn, so the page keeps them.
    for _ in range(10):  # a move that is a step of a longer one (the mayor's "keep") has no line yet
        app.handle(c.Play((app.match.legal(0)[0].code,)))
        app.run_ai()
        after = str(app.render())
        if _log_blocks(after)[0][0] > numbers[0]:
            break
    drawn = re.findall(r'<ol[^>]*class="log-block".*?</ol>', before)
    assert sum(block in after for block in drawn) >= len(drawn) - 2
    assert _log_blocks(after)[0][0] > numbers[0]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_tool_of_the_bar_shows_its_name_and_a_tool_turned_on_is_not_a_filled_confirm(make_app, lang):
    """An icon alone was not read on a phone (no tooltip): each tool shows its name in a word or
    two under it, and its whole words are its accessible name; a tool turned on (auto-take) is
    marked as a switch, not filled as the bar's confirm is (web/static/table.css)."""


    app = make_app(lang)
    app.handle(c.HintSetting('on'))
    app.handle(c.PickGame('puerto-rico'))
    app.handle(c.Start(), {"name": "Ana"})
    app.run_ai()
    html = str(app.render())
    tools = re.findall(r'<button[^>]*class="tool"[^>]*>.*?</button>', html)
    assert len(tools) >= 4
    for tool in tools:
        name = re.search(r'<span class="tool-name">([^<]+)</span>', tool)
        assert name and name.group(1).strip(), tool
    auto = next(t for t in tools if 'data-action="auto:' in t)
    assert f'aria-label="{tr(lang, "tool.auto")}: {tr(lang, "home.auto")}"' in auto
    css = (Path(__file__).parents[2] / "web/static/table.css").read_text(encoding="utf-8")
    pressed = re.search(r'button\.tool\[aria-pressed="true"\] \{([^}]*)\}', css)
    assert pressed and "var(--accent-ink)" not in pressed.group(1) and "border" in pressed.group(1)

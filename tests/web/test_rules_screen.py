"""How to play (web/rules_screen.py): each game's rules screen draws in every language with
every section and every text its own; it opens from the home screen and from the table (at
the section of the phase being played) and closes back to the same screen, untouched."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from engine import ENTRIES, Match, Rng
from engine.simulate import random_choice
from web import commands as c
from web import games, home_form, i18n, rules_screen

from ..core.toy import TOY

GAMES = [g for g in ENTRIES if rules_screen.rules_of(g) is not None]
LANGS = tuple(home_form.LANGUAGES)


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def _rules(game: str) -> rules_screen.Rules:
    found = rules_screen.rules_of(game)
    assert found is not None
    return found


def test_every_built_game_has_rules_to_show():
    assert GAMES == [g for g in ENTRIES if games.playable(g) and g != TOY.id]
    assert rules_screen.rules_of(TOY.id) is None  # a game without rules: no screen, no tool


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_texts_exist_in_every_language_with_the_same_fields_and_none_unused(game):
    rules = _rules(game)
    assert set(rules.texts) == set(LANGS)
    keys = set(rules.texts["en"])
    for lang in LANGS:
        assert set(rules.texts[lang]) == keys, lang
        for key in keys:
            assert rules.texts[lang][key].strip(), (lang, key)
            assert _fields(rules.texts[lang][key]) == _fields(rules.texts["en"][key]), (lang, key)
    drawn = set(rules.keys())
    own = {k for k in drawn if k in keys}
    # Every text of the rules' own is drawn; what the screen draws beyond them is the table's words.
    words = {k for k in keys if not any(k.startswith(f"{s.heading}.") or k == s.heading for s in rules.sections)}
    assert keys - own <= words, sorted(keys - own - words)
    for key in drawn:
        for lang in LANGS:
            assert key in i18n.TEXTS[lang], (lang, key)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_the_screen_draws_every_section_in_every_language(make_app, game, lang):
    app = make_app(lang)
    rules = _rules(game)
    for anchor in rules.anchors():
        app.handle(c.Rules(game, anchor))
        html = str(app.render())
        assert f'data-rules="{anchor}"' in html
        for section in rules.sections:
            assert f'id="rules-{section.anchor}"' in html
            hidden = f'class="rules-part rules-off" id="rules-{section.anchor}"' in html
            assert hidden == (section.anchor != anchor), section.anchor
        # Every text of every section, in this language (the markup escapes them).
        text = re.sub(r"<[^>]+>", "", html).replace("&#x27;", "'").replace("&quot;", '"').replace("&amp;", "&")
        for key in (k for k in rules.keys() if k in rules.texts[lang]):
            assert rules.texts[lang][key] in text, (lang, key)
    assert app.stylesheets()[0].endswith("rules.css")


@pytest.mark.parametrize("game", GAMES)
def test_every_phase_of_a_match_opens_its_own_section(game):
    """Over a seeded match at the fewest seats, every phase the view shows maps to a section
    of the rules other than the goal."""
    rules, entry = _rules(game), ENTRIES[game]
    match, rng = Match.new(game, players=entry.min_players, seed=77, **dict(entry.small_variant)), Rng(77)
    phases = set()
    while match.result is None and len(match.decisions) < 400:
        seat = match.to_act[0]
        phases.add(match.view(seat)["phase"])
        match.play(seat, random_choice(game, match.view(seat), match.legal(seat), rng))
    phases.add(match.view(0)["phase"])
    assert len(phases) > 1
    for phase in phases:
        assert rules.section_of(phase) in rules.anchors()
        assert rules.section_of(phase) != "goal", phase


@pytest.mark.parametrize("game", GAMES)
def test_it_opens_from_the_home_screen_and_closes_back_to_it(make_app, game):
    app = make_app("ko")
    app.handle(c.PickGame(game))
    before = str(app.render())
    link = str(c.Rules(game, "goal"))
    assert f'data-action="{link}"' in before
    app.handle(link)
    assert app.state.rules == (game, "goal") and app.screen == "home"
    assert 'data-rules="goal"' in str(app.render())
    app.handle(c.Rules(game, _rules(game).anchors()[-1]))
    app.handle(c.RulesClose())
    assert app.state.rules is None
    assert str(app.render()) == before


@pytest.mark.parametrize("game", GAMES)
def test_it_opens_from_the_table_at_the_phase_and_the_match_stays_as_it_was(make_app, game):
    app = make_app()
    entry = ENTRIES[game]
    app.handle(c.PickGame(game))
    app.handle(c.PickPlayers(entry.min_players))
    for name, value in entry.small_variant:
        app.handle(c.Option(name, str(value)))
    app.handle(c.Start(), {"name": "Ana"})
    app.run_ai()
    table = str(app.render())
    decisions, record = len(app.match.decisions), app.match.record()
    phase = app.match.view(app.table.human)["phase"]
    tool = c.Rules(game, _rules(game).section_of(phase))
    assert f'data-action="{tool}"' in table
    app.handle(str(tool))
    shown = str(app.render())
    assert f'data-rules="{tool.at}"' in shown and 'class="match' not in shown
    assert app.run_ai() == 0
    assert (len(app.match.decisions), app.match.record()) == (decisions, record)
    app.handle(c.RulesClose())
    assert str(app.render()) == table


def test_a_forged_or_stale_rules_command_changes_nothing(make_app):
    app = make_app(strict=False)
    before = str(app.render())
    for text in ("rules:nowhere=goal", f"rules:{GAMES[0]}=nowhere", "rules:", "rules:x", "rules-close"):
        app.handle(text)
        assert app.state.rules is None
    assert str(app.render()) == before


def test_going_home_closes_the_rules(make_app):
    app = make_app()
    app.handle(c.PickGame(GAMES[0]))
    app.handle(c.Start(), {"name": "Ana"})
    app.handle(c.Rules(GAMES[0], "goal"))
    app.go_home()
    assert app.state.rules is None and app.screen == "home"


def test_a_printout_holds_every_section_and_nothing_else_of_the_page():
    """On a screen one section is shown; the print stylesheet shows them all, without the bar,
    the contents or the previous and next buttons."""
    css = (Path(rules_screen.__file__).parent / rules_screen.STYLESHEET).read_text(encoding="utf-8")
    on_screen, _, printed = css.partition("@media print")
    assert re.search(r"\.rules-off\s*\{\s*display:\s*none", on_screen)
    assert re.search(r"\.rules-off\s*\{\s*display:\s*block", printed)
    hidden = re.search(r"([^{}]*)\{\s*display:\s*none !important", printed)
    assert hidden and {".bar", ".rules-toc", ".rules-steps"} <= {s.strip() for s in hidden.group(1).split(",")}

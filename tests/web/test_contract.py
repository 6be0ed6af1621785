"""The table contract: every registered game's table passes these by being registered, with no
game named here (as tests/contract does for the rules). A game's own tests
(tests/web/test_<game>_table.py) check what only that game has: its rulebook's names, its
board, its steps, the events its README lists.

Checked for each table: it declares every required hook (web/games/protocol.py); its texts in
every language (English, Korean, Traditional Chinese) have the same keys and fields; a whole
match draws at its decisions in every language, with seat names in that language too, every
legal action, log event and end reason in words, no field left unfilled and no Latin word
outside English; the scoreboard names every seat once;
the subject of a decision is a part of the table drawn; most decisions have a piece to tap; a
name with markup in it is escaped everywhere the page shows it, from the first decision to the end.
"""

from __future__ import annotations

import re

import pytest

from engine import ENTRIES, Match
from engine.simulate import random_choice
from tests.by_seed import LANGS
from tests.web.conftest import play_to_the_end
from tests.web.table_checks import bar_of, positions, stray_numbers, text_of
from web import commands as c
from web import games
from web.context import TableContext
from web.games.protocol import TableModule, load
from web.home_form import LANGUAGES
from web.markup import Markup, fragment

GAMES = [g for g in games.TABLES if g in ENTRIES and games.playable(g)]
FIELD = re.compile(r"{(\w+)[:}]")
UNFILLED = re.compile(r"{\w*}|{\w+:[^}]*}")
#: The share of a whole match's decisions at which the table draws a piece to tap, at least
#: (the rest are choices with no piece, such as a number to announce: they stay in the bar).
PIECES_SHARE = 0.75
#: The rulebooks write some things with single capital letters (Endeavor's sides A and B, its
#: score sheet's lines A-E): in Korean or Chinese, a Latin word is a text that was not translated.
LATIN_WORD = re.compile(r"[A-Za-z]{2,}|[a-z]")
#: Names a rulebook prints in Latin letters in its language, kept so: Mundus Novus's Chinese
#: rulebook names its characters in Spanish (Diego de Almagro, Hernán Cortés; checked against
#: the rulebook in test_mundus_novus_names.py). The texts under these keys may hold Latin words.
KEPT_IN_LATIN = {("mundus-novus", "zh-Hant"): "mn.char."}


def latin_words(game: str, lang: str, text: str) -> list[str]:
    """The Latin words of ``text`` in ``lang``, but the words of the names its rulebook prints so."""
    prefix = KEPT_IN_LATIN.get((game, lang))
    texts = games.TABLES[game].texts[lang] if prefix else {}
    kept = {w for key, name in texts.items() if key.startswith(prefix or "") for w in LATIN_WORD.findall(name)}
    return [w for w in LATIN_WORD.findall(text) if w not in kept]


#: A person's name and a computer's in each language.
SEAT_NAMES = {"en": ("Ana", "Computer {n}"), "ko": ("아나", "컴퓨터 {n}"), "zh-Hant": ("安娜", "電腦 {n}")}
#: The languages other than English.
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]


def names(players: int, lang: str, human: int) -> list[str]:
    person, computer = SEAT_NAMES[lang]
    return [person if s == human else computer.format(n=s + 1) for s in range(players)]


def ctx_for(match: Match, seat: int, lang: str, before: dict | None = None) -> TableContext:
    return TableContext(view=match.view(seat), legal=match.legal(seat), lang=lang, human=seat,
                        names=names(match.players, lang, seat), before=before)


def drawn(table, ctx: TableContext) -> str:
    """Everything the game's table module puts on the page at this position."""
    return table.render(ctx) + fragment(bar_of(table, ctx) if ctx.legal else None,
                                        table.prompt(ctx) if ctx.legal else None, table.end_details(ctx))


@pytest.mark.parametrize("game", GAMES)
def test_the_table_module_declares_every_required_hook(game):
    table = games.TABLES[game]
    assert isinstance(table.module, TableModule)
    for hook in ("render", "prompt", "label", "describe", "reason", "choices", "end_details", "subject",
                 "scoreboard"):
        assert callable(getattr(table, hook)), hook
    assert table.stylesheet is None or table.stylesheet.endswith(".css")


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game", GAMES)
def test_every_language_has_every_text_with_the_same_fields(game, lang):
    texts = games.TABLES[game].texts
    en, other = texts["en"], texts.get(lang, {})
    assert sorted(set(en) - set(other)) == [] and sorted(set(other) - set(en)) == []
    own = {k.split(".")[0] for k in en if not k.startswith(f"opt.{game}.")}
    assert len(own) == 1, own  # one prefix of the game's own, and its options'
    for key in en:
        assert set(FIELD.findall(en[key])) == set(FIELD.findall(other[key])), key
    for key, text in other.items():  # outside the fields, no Latin word
        assert not latin_words(game, lang, re.sub(r"{[^}]*}", "", text)), (key, text)


def check_position(game: str, ctx: TableContext) -> None:
    table = games.TABLES[game]
    html = drawn(table, ctx)
    assert not stray_numbers(str(html)), stray_numbers(str(html))[:3]
    text = text_of(html)
    assert not UNFILLED.search(text), UNFILLED.search(text)
    for action in ctx.legal:
        words = table.label(action, ctx)
        assert words and words != action.code and not UNFILLED.search(words), action.code
    if ctx.legal:
        assert table.prompt(ctx).strip()
    if ctx.lang != "en":
        assert not latin_words(game, ctx.lang, text), latin_words(game, ctx.lang, text)[:10]
    board = table.scoreboard(ctx)
    assert sorted(e.seat for e in board) == list(range(ctx.view["players"]))
    for entry in board:
        for figure in entry.figures:
            assert figure.label and not UNFILLED.search(figure.label)
    subject = table.subject(ctx)
    if subject is not None:
        assert subject.startswith(("#", ".")), subject
        key = subject[1:]
        found = f'id="{key}"' in html if subject.startswith("#") else re.search(rf'class="([^"]* )?{key}[ "]', html)
        assert found, f"the subject {subject} is not on the table"


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_match_draws_in_every_language_with_words_for_everything(game):
    entry = ENTRIES[game]
    table = games.TABLES[game]
    decisions = 0
    # Every fourth decision in one language, the three in turn (each language every twelfth; all
    # three drawn at every fourth took 35 s over the four games, 2026-12-08), the end in all three.
    for m, seat, before in positions(game, entry.max_players, 3):
        if decisions % 4 == 0 or m.over:
            for lang in (LANGS if m.over else [LANGS[decisions // 4 % len(LANGS)]]):
                check_position(game, ctx_for(m, seat, lang, before))
        decisions += 1
    assert m.over and decisions > 10
    for lang in LANGUAGES:
        ctx = ctx_for(m, 0, lang)
        for event in m.log:
            words = table.describe(event, ctx)
            assert words is None or (words.strip() and not UNFILLED.search(words)), event
            if words and lang != "en":
                assert not latin_words(game, lang, words), words
        reason = m.view(0)["result"]["reason"]
        assert table.reason(reason, ctx) not in ("", reason)


@pytest.mark.parametrize("game", GAMES)
def test_the_subject_and_the_scoreboard_at_every_decision_of_a_short_match(game):
    entry = ENTRIES[game]
    table = games.TABLES[game]
    subjects = 0
    for m, seat, before in positions(game, entry.min_players, 5, random_choice):
        ctx = ctx_for(m, seat, "en", before)
        check_position(game, ctx)
        subjects += table.subject(ctx) is not None
    assert subjects > 10  # the game names what its decisions are about


@pytest.mark.thorough  # a whole match at the most seats: seconds (the fast tier leaves it out)
@pytest.mark.parametrize("game", GAMES)
def test_most_decisions_of_a_whole_match_have_a_piece_to_tap(game):
    entry = ENTRIES[game]
    table = games.TABLES[game]
    decisions = with_pieces = 0
    for n, (m, seat, before) in enumerate(positions(game, entry.max_players, 1, random_choice)):
        if m.over:
            break
        if n % 7 == 0:  # every seventh decision drawn: the share, at a seventh of the cost
            decisions += 1
            with_pieces += "data-choice" in drawn(table, ctx_for(m, seat, "en", before))
    assert with_pieces >= PIECES_SHARE * decisions, f"a piece to tap at {with_pieces} of {decisions} decisions"


def first_and_last_pages(make_app, game: str, name: str):
    """(the app, the whole page at the person's first decision and at the end) of a match of
    ``game`` with the fewest seats, the person taking the first legal action every time."""
    app = make_app()
    app.handle(c.PickGame(game))
    app.handle(c.PickPlayers(ENTRIES[game].min_players))
    app.handle(c.Start(), {"name": name})
    app.run_ai()
    first = str(app.render())
    play_to_the_end(app, lambda legal: legal[0])
    return app, [first, str(app.render())]


@pytest.mark.parametrize("game", GAMES)
def test_html_in_names_is_escaped_everywhere_the_page_shows_them(game, make_app):
    app, pages = first_and_last_pages(make_app, game, '<b>A</b>"><img src=x>')
    for html in pages:
        assert "<b>A</b>" not in html and "<img" not in html
        assert "&lt;b&gt;A&lt;/b&gt;" in html
    assert isinstance(app.render(), Markup)


@pytest.mark.parametrize("game", GAMES)
def test_no_number_is_left_bare_on_the_page_at_the_start_or_the_end(game, make_app):
    """The whole page (the shell's parts with the game's), at the first decision and at the end
    with no hint asked: no number stands bare where markup should be (table_checks.stray_numbers)."""
    _, pages = first_and_last_pages(make_app, game, "Ana")
    assert 'id="end"' in pages[-1]
    for html in pages:
        assert not stray_numbers(html), stray_numbers(html)[:3]


def test_a_module_without_a_required_hook_is_refused_when_loaded_and_the_optional_ones_have_defaults():
    from types import SimpleNamespace

    from engine import Action

    from . import toy_table
    from .toy_table import TEXTS

    with pytest.raises(TypeError, match="prompt, label"):
        load(SimpleNamespace(TEXTS=TEXTS, render=toy_table.render, describe=toy_table.describe,
                             reason=toy_table.reason))
    table = load(toy_table)  # the toy's table defines the required hooks only
    ctx = TableContext(view={"board": {"points": [0, 0]}, "to_act": [0], "result": None, "log": []},
                       legal=[Action("step:1"), Action("step:2")], lang="en", human=0, names=["Ana", "Bo"])
    assert [str(b) for b in bar_of(table, ctx)] == [
        '<button type="button" class="act" data-action="play:step:1">step:1</button>',
        '<button type="button" class="act" data-action="play:step:2">step:2</button>']
    assert table.subject(ctx) is None and table.end_details(ctx) is None and table.stylesheet is None
    assert [e.seat for e in table.scoreboard(ctx)] == [0, 1] and not table.scoreboard(ctx)[0].figures

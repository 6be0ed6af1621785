"""The page against hostile links and saves, and saves under pressure (issue 38).

A hostile link or a save edited by hand ends on the "cannot open" screen (or in the saves
list as unreadable) with the reason in the page's language; every other save is kept and
still opens. A full storage is said once, the match goes on in memory, and clearing the
finished matches is offered right there.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from engine import ENTRIES, Match
from tests import hostile
from web import commands as c
from web import home_saves, i18n, saves
from web.saves import PREFIX, SAVE_VERSION, MemoryStorage, match_key

from .test_app import start_toy

ROOT = Path(__file__).resolve().parents[2]
LINKS = [(name, game) for name in hostile.LINKS for game in ("mundus-novus", "endeavor")]
#: The code each of the three links is refused with.
EXPECTED = {"nested": "header", "players": "players", "bomb": "too_long"}


def raised_codes() -> set[str]:
    """Every code a BadRecord is raised with in the engine (read from its source)."""
    codes = {"damaged"}  # the default
    for path in (ROOT / "engine").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "BadRecord" and len(node.args) > 1:
                code = node.args[1]
                assert isinstance(code, ast.Constant), f"{path.name}: a BadRecord code that is not a literal"
                codes.add(code.value)
    return codes


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_every_reason_a_record_is_refused_for_has_words_in_each_language(lang):
    codes = raised_codes()
    assert {"header", "players", "seed", "settings", "notes", "too_long", "wrong"} <= codes
    for code in codes:
        assert f"record.{code}" in i18n.TEXTS[lang], (lang, code)


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
@pytest.mark.parametrize("name,game", LINKS)
def test_a_hostile_link_ends_on_the_cannot_open_screen_in_the_pages_language(make_app, storage, name, game, lang):
    app = make_app()
    start_toy(app)
    app.handle(c.Home())
    app.handle(c.Lang(lang))
    before = dict(storage.data)
    app.open_link("#" + hostile.link(name, game))
    assert app.screen == "error"
    reason = i18n.tr(lang, f"record.{EXPECTED[name]}", game=i18n.tr(lang, f"game.{game}"),
                     low=ENTRIES[game].min_players, high=ENTRIES[game].max_players)
    assert app.error == i18n.tr(lang, "msg.bad_link", reason=reason)
    html = app.render()
    assert i18n.tr(lang, "err.title") in html and "Traceback" not in html
    assert storage.data == before  # every save kept as it was
    app.handle(c.Home())
    assert app.screen == "home" and len(app.saves.entries()) == 1 and app.saves.entries()[0].ok


def hand_edited(storage, key: str, record) -> None:
    storage.set(PREFIX + key, json.dumps({"v": SAVE_VERSION, "record": record, "round": 2,
                                          "saved": "2026-01-01 09:00", "over": False}))


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_a_save_edited_by_hand_is_refused_as_a_hostile_link_and_the_others_untouched(make_app, storage, lang):
    app = make_app()
    start_toy(app)
    good_key, good = app.save_key, storage.get(PREFIX + app.save_key)
    app.handle(c.Home())
    app.handle(c.Lang(lang))
    for name in hostile.LINKS:
        hand_edited(storage, name, hostile.link(name))
    storage.set(PREFIX + "deep", "[" * 200_000)
    storage.set(PREFIX + "huge", json.dumps({"v": 1, "record": "x" * 300_000}))
    storage.set(PREFIX + "odd", json.dumps({"v": 1, "record": ["toy"], "round": 10**30, "saved": {"a": 1}}))
    edited = {k: v for k, v in storage.data.items() if k != PREFIX + good_key}
    listed = {e.key: e for e in app.saves.entries()}
    assert listed[good_key].ok
    for name in hostile.LINKS:
        assert not listed[name].ok and listed[name].error.code == EXPECTED[name]
    assert {listed[k].problem for k in ("deep", "huge")} == {"corrupt"}
    assert not listed["odd"].ok
    html = app.render()
    assert html.count(i18n.tr(lang, "home.unreadable")) == 6
    assert i18n.tr(lang, "msg.bad_save", reason=i18n.tr(lang, "record.header")) in html
    for name in [*hostile.LINKS, "deep", "huge", "odd"]:
        assert f'data-action="resume:{name}"' not in html and f'data-action="delete:{name}"' in html
        app.handle(c.Resume(name))
        assert app.screen == "home"
    app.handle(c.Resume(good_key))
    assert app.screen == "match"
    assert json.loads(storage.get(PREFIX + good_key))["record"] == json.loads(good)["record"]
    assert {k: v for k, v in storage.data.items() if k != PREFIX + good_key} == edited  # kept, untouched


def test_a_save_is_read_once_per_text_however_often_the_home_screen_is_drawn(make_app, storage, monkeypatch):
    for n in range(50):
        match = Match.new("toy", players=2, seed=n, table={"names": ["Ana", ""], "human": 0})
        saves.Saves(storage).write(match_key(match), match, f"2026-01-01 09:{n:02d}")
    peeked = []
    real = saves.peek
    monkeypatch.setattr(saves, "peek", lambda record: peeked.append(record) or real(record))
    app = make_app()
    app.render()
    assert len(peeked) == 50
    app.render()
    app.handle(c.Speed('instant'))
    app.render()
    assert len(peeked) == 50
    changed = next(iter(storage.data))
    storage.set(changed, storage.get(changed).replace('"round":', '"round":1'))
    app.render()
    assert len(peeked) == 51


def used(storage: MemoryStorage) -> int:
    return sum(len(k) + len(v) for k, v in storage.data.items())


def finished_toy(app) -> None:
    start_toy(app)
    while not app.match.over:
        app.run_ai()
        if app.match.legal(app.human):
            app.handle(c.Play((app.match.legal(app.human)[0].code,)))
    app.handle(c.Home())


def test_a_full_storage_is_said_once_the_match_goes_on_and_clearing_finished_matches_is_offered(make_app):
    storage = MemoryStorage()
    app = make_app(store=storage)
    finished_toy(app)
    finished_toy(app)
    assert len([e for e in app.saves.entries() if e.over]) == 2
    start_toy(app)
    storage.quota = used(storage)  # a longer save does not fit
    app.handle(c.Play((app.match.legal(app.human)[0].code,)))
    assert app.unsaved and app.message[0] == "error" and "storage is full" in app.message[1]
    html = app.render()
    assert i18n.tr("en", "msg.quota_clear", n=2) in html and 'data-action="clear-finished"' in html
    app.handle(c.Dismiss())
    app.run_ai()
    app.handle(c.Play((app.match.legal(app.human)[0].code,)))  # the match goes on, in memory
    assert app.message is None and app.unsaved  # said once
    app.handle(c.Home())
    app.handle(c.Resume(app.saves.entries()[0].key))
    unsaved = app.match
    storage.quota = used(storage)
    app.run_ai()
    app.handle(c.Play((app.match.legal(app.human)[0].code,)))
    # Said when a computer's move could not be saved, and still said after the player's move.
    assert app.unsaved and "storage is full" in app.message[1] and "clear-finished" in app.render()
    app.handle(c.ClearFinished())
    assert i18n.tr("en", "home.clear_confirm") in app.render()
    app.handle(c.ClearFinished('yes'))
    assert not app.unsaved and app.message == ("info", i18n.tr("en", "msg.saved_again"))
    assert not [e for e in app.saves.entries() if e.over]
    assert Match.from_record(app.saves.record_of(app.save_key)).decisions == unsaved.decisions


def test_with_hundreds_of_saves_the_home_screen_draws_the_most_recent_and_offers_the_rest(make_app, storage):
    for n in range(40):
        match = Match.new("toy", players=2, seed=n, table={"names": ["Ana", ""], "human": 0})
        saves.Saves(storage).write(match_key(match), match, f"2026-01-01 09:{n:02d}")
    app = make_app()
    html = app.render()
    newest = [e.key for e in app.saves.entries()][: home_saves.SHOWN]
    assert html.count('data-save=') == home_saves.SHOWN
    assert all(f'data-save="{key}"' in html for key in newest)
    assert i18n.tr("en", "home.show_all", n=40) in html
    app.handle(c.AllSaves())
    html = app.render()
    assert html.count('data-save=') == 40 and 'data-action="all-saves"' not in html

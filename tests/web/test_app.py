"""The table's controller: home screen, saves, links, undo, languages, escaping."""

import dataclasses
import json
import random
import re

import pytest

from engine import ENTRIES, Match
from web import commands as c
from web import home_saves, i18n
from web.address import seeds_from_query
from web.commands import SetAddress
from web.saves import PREFIX, SAVE_VERSION, MemoryStorage, match_key
from web.update import NotCarriedOut

from .client import Client
from .zh_hant import simplified


def start_toy(app, players=2, seat=0, name="Ana"):
    app.handle(c.PickGame("toy"))
    app.handle(c.PickPlayers(players))
    app.handle(c.PickSeat(seat))
    app.handle(c.Start(), {"name": name})
    return app.match


def test_home_lists_every_game_and_marks_unbuilt_ones_coming(make_app, monkeypatch):
    from web import games

    app = make_app()
    html = app.render()
    assert app.ready == "home"
    for title in ("Mundus Novus", "Puerto Rico", "The Order of the Gilded Compass", "Endeavor: Age of Sail"):
        assert title in html
    assert "coming soon" not in html  # every game has its table
    assert "Matches in progress" not in html  # nothing saved yet: the new match comes first
    # A game not built yet: its entry names modules that do not exist.
    monkeypatch.setitem(ENTRIES, "endeavor", dataclasses.replace(ENTRIES["endeavor"], module="not_built_yet"))
    assert not games.playable("endeavor")
    assert "coming soon" in app.render()


def test_start_saves_at_once_and_sets_the_link(make_app, storage):
    app = make_app()
    m = start_toy(app)
    # Computers are named by the page in its language, so only the human's name is kept.
    assert app.screen == "match" and m.table == {"names": ["Ana", ""], "human": 0, "levels": ["", app.setup["level"]]}
    assert SetAddress(m.record()) in app.effects
    assert [k for k in storage.keys() if k.startswith(PREFIX)] == [PREFIX + app.save_key]


def test_every_decision_autosaves(make_app, storage):
    app = make_app()
    start_toy(app)
    app.handle(c.Play(("bid:3",)))
    app.run_ai()
    saved = json.loads(storage.get(PREFIX + app.save_key))
    assert Match.from_record(saved["record"]).decisions == app.match.decisions
    assert len(app.match.decisions) >= 2


def test_resume_restores_the_same_match(make_app, storage):
    app = make_app()
    start_toy(app)
    app.handle(c.Play(("bid:2",)))
    app.run_ai()
    before = app.match.view(0)
    again = make_app()
    [entry] = again.saves.entries()
    assert entry.ok and entry.game == "toy" and entry.players == 2 and entry.round == before["round"]
    again.handle(c.Resume(entry.key))
    assert again.match.view(0) == before


def test_several_saves_coexist(make_app, storage):
    app = make_app()
    start_toy(app)
    app.handle(c.Home())
    start_toy(app, players=3, seat=2)
    assert len(app.saves.entries()) == 2


def test_delete_asks_first(make_app):
    app = make_app()
    start_toy(app)
    app.handle(c.Home())
    key = app.saves.entries()[0].key
    app.handle(c.Delete(key))
    assert "Delete this save for good?" in app.render()
    app.handle(c.DeleteNo(key))
    assert len(app.saves.entries()) == 1
    app.handle(c.Delete(key))
    app.handle(c.DeleteYes(key))
    assert app.saves.entries() == []


def test_corrupt_save_is_unreadable_and_the_others_untouched(make_app, storage):
    app = make_app()
    start_toy(app)
    key = app.save_key
    good = storage.get(PREFIX + key)
    storage.set(PREFIX + "broken", "{not json")
    storage.set(PREFIX + "future", json.dumps({"v": SAVE_VERSION + 1, "record": "x"}))
    storage.set(PREFIX + "tampered", json.dumps({"v": 1, "record": json.loads(good)["record"][:-3] + "AAA"}))
    app.handle(c.Home())
    html = app.render()
    entries = {e.key: e for e in app.saves.entries()}
    assert not entries["broken"].ok and not entries["future"].ok and not entries["tampered"].ok
    assert entries[key].ok and entries[key].game == "toy"
    assert html.count("Unreadable save") == 3
    assert "saved by a newer version" in html and "damaged" in html
    app.handle(c.Delete("broken"))
    app.handle(c.DeleteYes("broken"))
    assert "broken" not in {e.key for e in app.saves.entries()}
    assert storage.get(PREFIX + key) == good


def test_full_storage_is_reported_not_a_crash(make_app):
    small = MemoryStorage(quota=10)
    app = make_app(store=small)
    start_toy(app)
    assert app.message[0] == "error" and "storage is full" in app.message[1]
    assert app.screen == "match"
    app.handle(c.Play(("bid:1",)))  # play goes on
    assert len(app.match.decisions) >= 1


def test_link_restores_the_exact_match(make_app):
    app = make_app()
    start_toy(app, players=3, seat=1)
    app.handle(c.Play(("bid:1",)))
    app.run_ai()
    record = app.match.record()
    other = make_app(store=MemoryStorage())
    other.open_link("#" + record)
    assert other.screen == "match" and other.match.record() == record
    assert other.match.view(1) == app.match.view(1) and other.human == 1


def test_a_link_or_a_reload_marks_the_same_news_since_the_last_decision(make_app, storage):
    """What changed since the player's last decision is found from the record, so a link on
    another device (or a reload) marks the same moves as new as the page that made them."""
    app = make_app()
    start_toy(app, players=3, seat=1)
    app.handle(c.Play(("bid:1",)))
    app.run_ai()
    mine = [i for i, (seat, _) in enumerate(app.match.decisions) if seat == 1]
    assert mine and mine[-1] < len(app.match.decisions) - 1  # the computers moved after the player
    other = make_app(store=MemoryStorage())
    other.open_link("#" + app.match.record())
    reloaded = make_app()
    reloaded.handle(c.Resume(reloaded.saves.entries()[0].key))
    for again in (other, reloaded):
        assert again.seen == app.seen
        assert again.render() == app.render()


def test_link_never_overwrites_a_save_that_went_further(make_app, storage):
    app = make_app()
    m = start_toy(app)
    early = m.record()
    app.handle(c.Play(("bid:1",)))
    app.run_ai()
    later = app.match.record()
    app.open_link(early)
    assert len(app.saves.entries()) == 2
    assert Match.from_record(later).decisions in [Match.from_record(e.record).decisions for e in app.saves.entries()]


def test_bad_link_says_what_is_wrong_and_offers_home(make_app):
    app = make_app()
    app.open_link("#toy.1.<script>alert(1)</script>.zz")
    html = app.render()
    assert app.screen == "error"
    assert "This link could not be opened" in html and "Go to the home screen" in html
    assert "<script>" not in html
    app.handle(c.Home())
    assert app.screen == "home"


def test_names_with_html_are_shown_as_text(make_app):
    app = make_app()
    start_toy(app, name='<img src=x onerror="alert(1)">')
    html = app.render()
    assert "<img" not in html and "&lt;img src=x" in html
    app.handle(c.Home())
    home = app.render()
    assert "<img" not in home and "&lt;img" in home


def test_every_attribute_value_is_quoted_and_escaped(make_app):
    app = make_app()
    start_toy(app, name='"><b>x</b>')
    html = app.render()
    assert "<b>" not in html


@pytest.mark.parametrize(("lang", "new_match"), [("ko", "새 게임"), ("zh-Hant", "新對局")])
def test_the_language_switch_changes_the_page_and_is_remembered(make_app, storage, lang, new_match):
    app = make_app()
    app.handle(c.Lang(lang))
    html = app.render()
    assert new_match in html and "New match" not in html
    assert make_app().lang == lang


def test_language_follows_the_browser(make_app):
    assert make_app(lang="ko-KR").lang == "ko"
    assert make_app(lang="fr-FR").lang == "en"


@pytest.mark.parametrize("preferred", ["zh-TW", "zh-HK", "zh-Hant", "zh-Hant-TW", "zh-CN", "zh-Hans", "zh", "ZH-tw"])
def test_every_chinese_browser_gets_traditional_chinese(make_app, preferred):
    """Decided: every Chinese gets 繁體中文 (Traditional is read in mainland China more readily
    than English), the page drawn in it."""
    app = make_app(lang=preferred)
    assert app.lang == "zh-Hant"
    assert "新對局" in app.render()


def test_undo_goes_back_to_the_human_decision(make_app):
    app = make_app()
    start_toy(app, players=3)
    app.handle(c.Play(("bid:1",)))
    assert app.match.decisions[-1][0] == 0 and app.ai_pending()
    app.handle(c.Undo())
    assert app.match.decisions == [] and 0 in app.match.to_act


def test_undo_stops_at_a_reveal(make_app):
    app = make_app()
    start_toy(app)
    app.handle(c.Play(("bid:2",)))
    app.run_ai()  # the computer bids, the bids are revealed
    n = len(app.match.decisions)
    app.handle(c.Undo())
    assert len(app.match.decisions) == n
    assert "not possible past a revealed" in app.message[1]


def test_illegal_click_is_a_message_not_a_crash(make_app):
    app = make_app()
    start_toy(app)
    app.handle(c.Play(("bid:9",)))
    assert app.message[0] == "error" and "not allowed" in app.message[1]
    assert app.match.decisions == []


def test_stale_or_unknown_clicks_do_nothing(make_app):
    app = make_app(strict=False)
    app.handle("frobnicate:1")
    app.handle(c.Resume("nope"))
    app.handle(c.Play(("bid:1",)))
    assert app.screen == "home"


def test_a_click_not_carried_out_fails_a_test_loudly(make_app):
    """The tests' page (World.strict) raises where the page does nothing: a typo in a test's
    command, or a command for a match with none open, is no silent pass."""
    app = make_app()
    for text in ("frobnicate:1", "pick-seat:x", "play:bid:1", "undo"):
        with pytest.raises(NotCarriedOut):
            app.handle(text)
    app.handle(c.Resume("nope"))  # a save no longer there: the page's answer is nothing to open
    assert app.screen == "home"


def test_rematch_keeps_the_settings_with_a_new_seed(make_app):
    app = make_app()
    m = start_toy(app, players=3, seat=2, name="Bo")
    app.handle(c.Rematch())
    assert app.match.seed != m.seed and app.match.table == m.table and app.match.players == 3


@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang != "en"])
def test_translations_are_complete_with_the_same_fields(lang):
    en, other = i18n.TEXTS["en"], i18n.TEXTS[lang]
    assert sorted(set(en) - set(other)) == [] and sorted(set(other) - set(en)) == []
    differ = [key for key in en
              if set(re.findall(r"{(\w+)[:}]", en[key])) != set(re.findall(r"{(\w+)[:}]", other[key]))]
    assert differ == []


def _zh_hant_texts():
    return [(key, text) for key, text in i18n.TEXTS["zh-Hant"].items() if text]


def test_traditional_chinese_texts_hold_no_simplified_character():
    found = [(key, sorted(simplified(text))) for key, text in _zh_hant_texts() if simplified(text)]
    assert found == []
    assert len(_zh_hant_texts()) > 200  # the check reads the catalogue


def test_traditional_chinese_texts_write_their_fields_bare():
    """English plurals (``{n:card|cards}``), articles (``{token:a}``) and Korean particles
    (``{name:이}``) are those languages' grammar: a zh-Hant text writes ``{n}``, ``{name}``."""
    specs = [(key, spec) for key, text in _zh_hant_texts() for spec in re.findall(r"{\w+:([^{}]*)}", text)
             if "|" in spec or spec == "a" or spec in i18n.PARTICLES]
    assert specs == []


def test_traditional_chinese_punctuation_is_full_width_in_sentences():
    """A sentence in zh-Hant ends and pauses with full-width marks (。，：；！？), not ASCII ones."""
    han = r"[\u4e00-\u9fff]"
    ascii_marks = [(key, text) for key, text in _zh_hant_texts()
                   if re.search(han + r"[,.;:!?](?!\d)", text) or re.search(han + r"\s[,.;:!?]", text)]
    assert ascii_marks == []


def test_the_default_names_in_traditional_chinese():
    """The person's unnamed seat is 你, a computer 電腦 2, a person at a shared device 玩家 3."""
    tr = lambda key, **fields: i18n.tr("zh-Hant", key, **fields)  # noqa: E731
    assert home_saves.seat_names(tr, {"names": ["", ""], "levels": ["", "greedy"]}, 2, [tr]) == ["你", "電腦 2"]
    assert home_saves.seat_names(tr, {"names": ["", "", ""], "levels": ["", "", "easy"]}, 3, [tr]) == [
        "玩家 1", "玩家 2", "電腦 3"]


def test_a_new_match_never_gets_the_record_of_the_one_before(make_app, storage):
    app = make_app()
    for _ in range(5):  # start and leave at once: same decision count, maybe the same memory
        m = start_toy(app)
        assert app.record() == m.record()
        assert json.loads(storage.get(PREFIX + app.save_key))["record"] == m.full_record()
        app.handle(c.Home())


def test_a_seed_in_the_address_fixes_the_seeds_of_new_matches(storage):
    seeds = seeds_from_query("?lang=ko&seed=41")
    assert [seeds() for _ in range(3)] == [41, 42, 43]  # each new match its own, in order
    wrapped = seeds_from_query("seed=4294967295")
    assert [wrapped(), wrapped()] == [4294967295, 0]  # seeds stay 32-bit
    for query in ("", "?fresh", "?seed=", "?seed=-3", "?seed=1e3", "?seed=²", "?seed=x"):
        assert seeds_from_query(query) is None, query
    first = Client(MemoryStorage(), new_seed=seeds_from_query("?seed=7"))
    second = Client(MemoryStorage(), new_seed=seeds_from_query("?seed=7"))
    assert start_toy(first).record() == start_toy(second).record()
    assert first.match.seed == 7


def test_the_ai_state_says_whether_a_computer_has_a_move_to_make(make_app):
    app = make_app()
    assert app.ai_state == "idle"  # no match
    start_toy(app)
    assert app.ai_state == "busy"  # both bid at once: the computer has its bid to make
    app.run_ai()
    assert app.ai_state == "idle" and app.match.to_act == (0,)  # only the human is left to decide


def _older_format(record: str) -> str:
    """The same record as the table wrote it before record format 2 (a valid check)."""
    from engine.record import _check

    gid, _, body, _ = record.split(".")
    return f"{gid}.1.{body}.{_check(f'{gid}.1.{body}')}"


def test_a_save_from_an_earlier_table_stays_listed_with_the_reason(make_app, storage):
    old_match = Match.new("toy", players=2, seed=1000, table={"names": ["Ana", "Computer 2"], "human": 0})
    old_key = match_key(old_match)
    old = json.dumps({"v": SAVE_VERSION, "record": _older_format(old_match.record()), "round": 3,
                      "saved": "2026-01-01 09:00", "over": False})
    storage.set(PREFIX + old_key, old)
    app = make_app()
    [entry] = app.saves.entries()
    assert not entry.ok and "saved by an earlier version of the table" in entry.problem
    html = app.render()
    assert "Unreadable save" in html and "saved by an earlier version of the table" in html
    assert f'data-action="resume:{old_key}"' not in html and f'data-action="delete:{old_key}"' in html
    app.handle(c.Resume(old_key))
    assert app.screen == "home"
    # A new match of the same game, players and seed (so the same key) goes beside it...
    m = start_toy(app)
    assert m.seed == old_match.seed and app.save_key != old_key
    # ... and so does a link to that match.
    app.handle(c.Play(("bid:1",)))
    app.run_ai()
    other = make_app()
    other.open_link("#" + app.record())
    assert other.screen == "match" and other.save_key != old_key
    assert storage.get(PREFIX + old_key) == old
    other.handle(c.Home())
    listed = {e.key: e for e in other.saves.entries()}
    assert not listed[old_key].ok and len(listed) == 2  # the link went on in the new match's save
    assert "saved by an earlier version of the table" in other.render()
    other.handle(c.Delete(old_key))
    other.handle(c.DeleteYes(old_key))  # only the player removes it
    assert storage.get(PREFIX + old_key) is None


def test_a_link_beside_an_unreplayable_save_does_not_replace_it(make_app, storage):
    app = make_app()
    m = start_toy(app)
    key = app.save_key
    app.handle(c.Home())
    # A save whose record reads but no longer replays (say, its rules changed under it).
    bad = json.loads(storage.get(PREFIX + key))
    gid, fmt = "toy", 2  # as written before saves kept codes
    import base64
    import zlib

    from engine.record import _check

    raw = json.dumps({"n": 2, "o": {"target": 6}, "r": 1, "s": m.seed, "t": m.table}, separators=(",", ":"),
                     sort_keys=True).encode() + b"\n" + bytes([7 * 8 + 0])  # seat 1 choosing a 8th option
    body = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")
    bad["record"] = f"{gid}.{fmt}.{body}.{_check(f'{gid}.{fmt}.{body}')}"
    storage.set(PREFIX + key, json.dumps(bad))
    assert app.saves.entry(key).ok  # it reads; replaying it fails
    app.open_link("#" + m.record())
    assert app.save_key != key and json.loads(storage.get(PREFIX + key)) == bad


def test_the_human_is_never_asked_a_question_with_one_answer(make_app):
    app = make_app()
    start_toy(app, players=3, seat=1)
    rng = random.Random(5)
    asked = 0
    app.run_ai()
    while not app.match.over:
        legal = app.match.legal(app.human)
        assert len(legal) >= 2 and not app.ai_pending()
        app.handle(c.Play((rng.choice(legal).code,)))
        app.run_ai()
        asked += 1
    assert asked >= 3


def test_a_match_in_the_page_replays_the_same_on_the_command_line(make_app, monkeypatch):
    """The computer players draw from ``match.ai_rng``, as ``python -m ai simulate`` does."""
    import ai
    from engine.simulate import play_match

    from . import toy_table

    monkeypatch.setattr(toy_table, "choose", lambda view, legal, rng: legal[rng.below(len(legal))])
    app = make_app()
    start_toy(app, players=2, seat=1)
    app.run_ai()  # the computer (seat 0) decides first, as seat order has it
    while not app.match.over:
        m = app.match
        app.handle(c.Play((ai.choose('toy', m.view(1), m.legal(1), m.ai_rng(1)).code,)))
        app.run_ai()
    again = play_match("toy", 2, app.match.seed, [ai.choose] * 2)
    assert again.decisions == app.match.decisions and again.result == app.match.result


def test_the_end_of_a_match_shows_the_result(make_app):
    app = make_app()
    start_toy(app, players=2)
    while not app.match.over:
        app.handle(c.Play((app.match.legal(0)[0].code,)))
        app.run_ai()
    result = app.match.result
    html = app.render()
    assert 'id="end"' in html and result.reason in html
    names = ["Ana (you)", "Computer 2"]
    winners = ", ".join(names[s] for s in result.winners)
    assert (f"{winners} won." if len(result.winners) == 1 else f"{winners} share the victory.") in html
    for seat, score in enumerate(result.scores):
        assert f"{names[seat]}{' ★' if seat in result.winners else ''}</th><td>{score}</td>" in html
    assert 'data-action="play:' not in html and app.ai_state == "idle"


def test_undo_is_not_offered_once_the_match_has_ended(make_app):
    app = make_app()
    start_toy(app)
    while not app.match.over:
        app.run_ai()
        if not app.match.over:
            app.handle(c.Play((app.match.legal(0)[0].code,)))
    # The human's last decision could still be taken back in the record; the end stands.
    assert app.match.undo_point(0) is not None
    assert app.undo_state() == "none" and 'data-action="undo"' not in app.render()
    decisions = list(app.match.decisions)
    app.handle(c.Undo())  # a stale button from the last decision's drawing
    assert app.match.over and app.match.decisions == decisions


def test_a_name_or_number_is_set_apart_from_chinese_by_a_space_where_latin_or_digits_meet_han():
    """As Taiwan writes: 電腦 2 正在考慮…, 等待 Bo, 請把裝置交給玩家 3 (nothing before the name:
    the text ends there); a Chinese name joins the Chinese at once (安娜正在考慮…)."""
    zh = lambda key, **fields: i18n.tr("zh-Hant", key, **fields)  # noqa: E731
    assert zh("match.waiting", name="電腦 2") == "電腦 2 正在考慮…"
    assert zh("match.waiting", name="安娜") == "安娜正在考慮…"
    assert zh("home.waiting_for", name="Bo") == "等待 Bo"
    assert zh("pass.title", name="玩家 3") == "請把裝置交給玩家 3"
    assert zh("match.round", n=3) == "第 3 回合" and zh("home.players_n", n=4) == "4 人"
    assert zh("match.you", typed="安娜") == "安娜（你）"
    assert i18n.tr("en", "match.waiting", name="Computer 2") == "Computer 2 is deciding…"

"""The saves and the record on the home screen the page's main side draws while the worker starts
(main_side/saves.py reads them, web/home_saves.py draws them): the worker's screen, in both
languages and in MicroPython, answered at once, and handed to the worker, which carries out
what was done and opens the match asked for."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import Match
from main_side import home as early
from main_side import saves as read
from tests import hostile, micropython
from web import commands, friends, screens, worker
from web import commands as c
from web.first_paint import home_data, limits
from web.games import form_catalogue
from web.home_form import LANGUAGES
from web.home_saves import OVERSIZED
from web.present import frame
from web.saves import PREFIX, MemoryStorage, Saves
from web.update import start as start_state
from web.update import update

from .test_app import start_toy
from .test_early_home import EARLY, tree
from .test_tally import finish


@pytest.fixture
def data() -> dict[str, Any]:
    return json.loads(home_data())


@pytest.fixture
def kept(make_app) -> dict[str, str]:
    """A storage as a player leaves it: two finished matches (counted in the record), fourteen
    in progress (more than the list shows before "show all") of every game, with options, a
    drawn option, names and people at the device, and two saves this table cannot read."""
    app = make_app()
    finish(app)
    finish(app, 1)
    for n in range(10):
        start_toy(app, players=2 + n % 3, seat=n % 2, name=["Ana 😀 é\u0301 \u200fא", "", "<b>Mina</b>"][n % 3])
        app.run_ai()
        app.handle(c.Home())
    for setup in (["pick-game:puerto-rico", "pick-players:3", "pick-seat:2", "pick-level:strong"],
                  ["pick-game:mundus-novus", "pick-players:2", "pick-person:1"],
                  ["pick-game:gilded-compass", "pick-players:2", "option:variant=random"],
                  ["pick-game:endeavor", "pick-players:2", "pick-person:1", "option:board=random"]):
        for tap in setup:
            app.handle(tap)
        app.handle(c.Start(), {"name": "지수", "name-1": "Bo"})
        app.handle(c.Home())
    # A match with a friend by link, waiting for Bo's link to come back (web/friends.py).
    for command in (c.PickGame("mundus-novus"), c.PickPlayers(3), c.PickSeat(0)):
        app.handle(command)
    if 1 not in app.setup["people"]:
        app.handle(c.PickPerson(1))
    app.handle(c.PickLink(1))
    assert app.setup["linked"] == [1]
    app.handle(c.Start(), {"name": "지수", "name-1": "Bo"})
    while app.run_ai() >= 0 and friends.waiting_for(app.match) is None:
        app.handle(c.Play((app.match.legal(0)[0].code,)))
    app.handle(c.Home())
    app.storage.set(PREFIX + "damaged", "{not json")
    app.storage.set(PREFIX + "from-a-newer-table", json.dumps({"v": 99, "record": "x"}))
    return dict(app.storage.data)


def _entries(stored: dict[str, str]) -> list[Any]:
    storage = MemoryStorage()
    storage.data.update(stored)
    return Saves(storage).entries()


def walk(stored: dict[str, str]) -> list[str]:
    """Taps over the saves and the record: everything shown, a save asked about and kept, another
    deleted, the finished ones cleared and the record reset (each asked first and refused first),
    in both languages."""
    going = [e.key for e in _entries(stored) if not (e.ok and e.over)]
    return ["all-saves", f"delete:{going[0]}", f"delete-no:{going[0]}", f"delete:{going[1]}", "lang:ko",
            f"delete-yes:{going[1]}", "reset-tally", "reset-tally:no", "clear-finished", "clear-finished:no",
            "lang:en", "clear-finished", "clear-finished:yes", "reset-tally", "reset-tally:yes", "delete:damaged",
            "delete-yes:damaged", "delete-yes:nothing"]


def test_the_early_home_draws_the_saves_and_the_record_as_the_worker_does(data, kept):
    """At each tap of the walk, in each language the page starts in, the main side's screen is
    the worker's: the saves in progress and finished, unreadable ones, the record, each question."""
    assert len([e for e in _entries(kept) if not (e.ok and e.over)]) > 12 and any(e.over for e in _entries(kept))
    assert any(e.waiting == 1 for e in _entries(kept))  # drawn "Waiting for Bo" on both sides
    for lang in LANGUAGES:
        storage = MemoryStorage()
        storage.data.update(kept)
        state, world = start_state(storage, language=lang)
        home = early.EarlyHome(data, dict(kept), lang)
        assert home.markup("home.starting") == str(screens.render(frame(state, world))), lang
        waiting = {"en": "Waiting for Bo", "ko": "Bo 님의 차례를 기다리는 중", "zh-Hant": "等待 Bo"}
        assert waiting[lang] in home.markup("home.starting")
        for tap in walk(kept):
            update(state, world, commands.parse(tap), {})
            assert home.act(tap, {}), tap
            assert home.markup("home.starting") == str(screens.render(frame(state, world))), (lang, tap)


def test_the_saves_are_read_and_drawn_alike_in_micropython(data, kept):
    code = (f"data = json.loads({json.dumps(json.dumps(data))})\n"
            f"stored = json.loads({json.dumps(json.dumps(kept))})\nout = []\n"
            "home = EarlyHome(data, stored, 'ko')\n"
            "out.append(home.markup('home.starting'))\n"
            f"for tap in json.loads({json.dumps(json.dumps(walk(kept)))}):\n"
            "    home.act(tap, {})\n"
            "    out.append(home.markup('home.starting'))\n"
            "print(json.dumps(out))\n")
    there = micropython.values(EARLY, code)
    home = early.EarlyHome(data, dict(kept), "ko")
    here = [home.markup("home.starting")]
    for tap in walk(kept):
        home.act(tap, {})
        here.append(home.markup("home.starting"))
    assert isinstance(there, list) and len(there) == len(here)
    for mine, theirs in zip(here, there):
        assert tree(mine) == tree(theirs)


def test_a_name_from_a_save_is_text_on_the_early_home(data, kept):
    markup = early.EarlyHome(data, kept, "en").markup("home.starting")
    assert "&lt;b&gt;Mina&lt;/b&gt;" in markup and "<b>Mina" not in markup


def test_the_worker_carries_out_what_was_done_to_the_saves_and_opens_the_save_continued(data, kept):
    going = [e.key for e in _entries(kept) if e.ok and not e.over]
    home = early.EarlyHome(data, dict(kept), "en")
    for tap in (f"delete:{going[0]}", f"delete-yes:{going[0]}", "all-saves", f"resume:{going[3]}"):
        assert home.act(tap, {}), tap
    assert home.started and home.resume == going[3]
    assert 'data-action="start" disabled' in home.markup(early.Early.WAITING)
    assert home.act("start", {}) and home.resume == going[3]  # asked once: nothing more is
    side, reply = worker._boot({"storage": dict(kept), "language": "en", "address": "", **home.boot_fields()})
    assert (PREFIX + going[0], None, None) in reply.store and side.mirror.get(PREFIX + going[0]) is None
    assert reply.screen == "match" and side.state.table is not None and side.state.table.key == going[3]
    assert home.boot_fields()["kept"] == []  # handed once


def test_what_was_done_to_the_saves_while_the_worker_drew_its_first_screen_follows_it(data, kept):
    home = early.EarlyHome(data, dict(kept), "en")
    side, _ = worker._boot({"storage": dict(kept), "language": "en", "address": "", **home.boot_fields()})
    assert home.act("reset-tally", {}) and home.act("reset-tally:yes", {}) and home.act("clear-finished", {})
    worker._answer(side, {"kind": worker.EARLY, **home.boot_fields()})
    assert side.state.confirm_clear and not side.world.tally.lines()
    assert home.markup(early.Early.WAITING) == reply_markup(side)


def reply_markup(side: worker.WorkerSide) -> str:
    return str(screens.render(frame(side.state, side.world)))


def test_a_save_the_early_home_cannot_read_says_so_and_a_tap_on_it_waits_for_the_worker(data, kept):
    broken = dict(kept)
    key = next(k for k in kept if k.startswith(PREFIX) and json.loads(kept[k]).get("record"))
    saved = json.loads(kept[key])
    saved["record"] = saved["record"][:-1] + ("A" if saved["record"][-1] != "A" else "B")  # its check no longer matches
    broken[key] = json.dumps(saved)
    home = early.EarlyHome(data, broken, "en")
    (entry,) = [s for s in home.saves if s["key"] == key[len(PREFIX):]]
    assert entry == {"key": key[len(PREFIX):], "ok": False, "problem": "record", "over": False}
    assert not home.act(f"resume:{entry['key']}", {})  # the worker says why it cannot open it


def _sealed_with_names(names: list[str]) -> str:
    text = Match.new("puerto-rico", players=len(names), seed=5).full_record()
    head, _, rest = hostile.unseal(text).partition(b"\n")
    header = json.loads(head)
    header["t"]["names"] = names
    return hostile.seal_save("puerto-rico", json.dumps(header).encode() + b"\n" + rest)


#: What a save may hold that no table wrote (issue 81: one with a NUL in a name broke the home
#: screen for good): each is drawn as unreadable, with Delete, on both home screens.
POISONED = [
    json.dumps({"v": 1, "record": _sealed_with_names(["a\u0000b", ""])}),
    json.dumps({"v": 1, "record": _sealed_with_names(["\ud800", ""])}),
    json.dumps({"v": 1, "record": _sealed_with_names(["a\u202eb", ""])}),
    OVERSIZED, "null", "[]", "\u0000", "\ud800", '{"v": 1, "record": "<b>x</b>"}', "[" * 100_000,
    json.dumps({"v": 1, "record": _sealed_with_names(["Ana", ""]), "saved": "\u0000" * 50, "round": 10**30}),
    json.dumps({"v": 10**30}), '{"v": 1, "v": 1}',
]


@pytest.mark.parametrize("raw", POISONED)
def test_whatever_a_save_holds_both_home_screens_draw_whole_and_offer_to_delete_it(data, raw):
    stored = {PREFIX + "poison": raw, "nwt:setup": raw, "nwt:tally": raw}
    home = early.EarlyHome(data, stored, "en")
    side, reply = worker._boot({"storage": dict(stored), "language": "en", "address": ""})
    for markup in (home.markup("home.starting"), side.shown):
        assert 'data-action="start"' in markup and 'data-action="delete:poison"' in markup
        assert "\u0000" not in markup
    assert "\\u0000" not in worker._text(reply)
    worker._answer(side, {"kind": "action", "text": "delete:poison", "form": {}})
    worker._answer(side, {"kind": "action", "text": "delete-yes:poison", "form": {}})
    assert PREFIX + "poison" not in side.mirror.data


def test_a_poisoned_save_is_drawn_alike_in_micropython(data):
    stored = {PREFIX + f"poison-{n}": raw for n, raw in enumerate(POISONED) if len(raw) < 1000}
    code = (f"data = json.loads({json.dumps(json.dumps(data))})\n"
            f"stored = json.loads({json.dumps(json.dumps(stored))})\n"
            "print(json.dumps(EarlyHome(data, stored, 'en').markup('home.starting')))\n")
    there = micropython.values(EARLY, code)
    assert tree(there) == tree(early.EarlyHome(data, stored, "en").markup("home.starting"))


@pytest.mark.parametrize("raw, problem", [
    ("{", "corrupt"), ("[]", "corrupt"), ('{"v": "1"}', "corrupt"), ('{"v": 1, "round": {"a": 1}}', "corrupt"),
    ("x" * 300_000, "corrupt"), ('{"v": 2}', "newer"), ('{"v": 1}', "record"), ('{"v": 1, "record": 7}', "record"),
    ('{"v": 1, "record": "toy.3.abc.defghijk"}', "record")])
def test_a_save_that_cannot_be_read_is_listed_with_the_reason(data, raw, problem):
    assert read.read_save("k", raw, data["catalogue"], data["limits"]) == {
        "key": "k", "ok": False, "problem": problem, "over": False}


def test_a_record_s_head_is_read_as_the_rules_read_it(data):
    match = Match.new("puerto-rico", players=3, seed=5, table={"names": ["A", "B", "C"], "human": 0,
                                                               "levels": ["", "strong", "strong"]})
    cat, bounds = data["catalogue"], data["limits"]
    for text in (match.full_record(), match.record()):  # a save's record, and a link's
        assert read.record_head(text, cat, bounds) == {"game": "puerto-rico", "players": 3,
                                                       "options": match.options, "table": match.table}
    text = match.full_record()
    gid, fmt, body, check = text.split(".")
    assert read.record_head(".".join(["mundus-novus", fmt, body, check]), cat, bounds) is None  # another game
    assert read.record_head(".".join([gid, "9", body, check]), cat, bounds) is None  # a newer format
    assert read.record_head(text[:-3], cat, bounds) is None  # cut short
    assert read.record_head(" " + text + "\n", cat, bounds) is not None


def test_the_record_of_wins_is_read_as_the_worker_reads_it(data, kept):
    storage = MemoryStorage()
    storage.data.update(kept)
    _, world = start_state(storage)
    assert early.tally_lines(read.read_tally(kept, data["limits"])) == [tuple(ln) for ln in world.tally.lines()]
    for damaged in ("{", '{"v": 2, "matches": {}}', '{"v": 1, "matches": {"a": {"game": 1}}}',
                    '{"v": 1, "matches": 3}'):
        assert read.read_tally({"nwt:tally": damaged}, data["limits"]) == []


def test_the_limits_are_the_worker_s(data):
    assert data["limits"] == json.loads(json.dumps(limits()))
    assert set(form_catalogue()["order"]) == set(data["catalogue"]["order"])

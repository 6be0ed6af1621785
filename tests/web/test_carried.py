"""A save or a link written under earlier rules of its game, opened by today's table (issue 59),
on the toy game's two rules versions (tests/core/toy.py): it plays on with a line saying it
continues under the updated rules and what changed, or it opens before a move today's rules do
not allow, saying which of the person's moves could not be kept and why, and the earlier save
stays as it was until the person plays on or deletes it; a link whose moves changed meaning
is refused with a sentence, and nothing is lost."""

from __future__ import annotations

import json
import random

import pytest

from engine import GAMES, Match
from web import commands as c
from web import i18n
from web.saves import PREFIX, Saves, match_key

from ..core.toy import TOY, TOY_2

TABLE = {"names": ["Ana", "Bo"], "human": 0}


def version_1_match(seed: int, decisions: int) -> Match:
    """A toy match of rules version 1, ``decisions`` random decisions in."""
    rng = random.Random(seed)
    match = Match.new("toy", players=2, seed=seed, table=TABLE)
    while len(match.decisions) < decisions and not match.over:
        seat = match.to_act[0]
        match.play(seat, rng.choice(match.legal(seat)))
    return match


def find(stops: bool, human: bool = True) -> Match:
    """A version-1 match whose save, under version 2, stops (at the person's move) or plays on."""
    for seed in range(500):
        match = version_1_match(seed, 12)
        if match.over:
            continue
        GAMES["toy"] = TOY_2
        try:
            carried = Match.from_record(match.full_record()).carried
        finally:
            GAMES["toy"] = TOY
        if (carried.stop is not None) == stops and (not stops or (carried.stop.seat == 0) == human):
            return match
    raise AssertionError("no such match among 500 seeds")


@pytest.fixture
def saved(storage, monkeypatch):
    """Keep a version-1 match in the storage, then let version 2 be today's rules."""

    def keep(match: Match) -> str:
        key = match_key(match)
        Saves(storage).write(key, match, "2026-11-20 09:00")
        monkeypatch.setitem(GAMES, "toy", TOY_2)
        return key

    return keep


def test_a_save_of_earlier_rules_whose_moves_all_stand_plays_on_with_the_line(make_app, storage, saved):
    old = find(stops=False)
    key = saved(old)
    app = make_app()
    app.handle(c.Resume(key))
    assert app.screen == "match" and app.match.carried.since == 1 and app.match.carried.stop is None
    kind, line = app.message
    assert kind == "info" and "continues under the updated rules of Toy" in line and "a 9 must be kept" in line
    assert line in app.render()
    # Nothing was lost: saved again at once, under today's rules.
    again = Match.from_record(json.loads(storage.get(PREFIX + key))["record"])
    assert again.carried is None and len(again.decisions) >= len(old.decisions) - old.codes.count("0 keep")


def test_a_save_of_earlier_rules_opens_before_the_move_that_is_no_longer_allowed(make_app, storage, saved):
    old = find(stops=True)
    key = saved(old)
    written = storage.get(PREFIX + key)
    app = make_app()
    app.handle(c.Resume(key))
    stop = app.match.carried.stop
    assert app.screen == "match" and stop.code == "discard" and stop.seat == 0
    assert len(app.match.decisions) < stop.number
    kind, line = app.message
    assert kind == "info" and "Your move “discard” in round" in line and "could not be kept" in line
    assert "no longer allow it there" in line and "your earlier save is kept as it was until you play on" in line
    assert "A seat 5 points behind may rally" in line
    later = sum(1 for seat, _ in stop.dropped[1:] if seat == 0)
    assert (f"{later} of your later" in line) == (later > 0)
    app.run_ai()
    assert storage.get(PREFIX + key) == written  # kept as it was while the person only looks
    app.handle(c.Home())
    assert storage.get(PREFIX + key) == written and app.saves.entry(key).ok
    app.handle(c.Resume(key))  # opened again, the same way
    assert app.match.carried.stop == stop
    app.run_ai()
    seat = app.human
    app.handle(c.Play((app.match.legal(seat)[-1].code,)))  # the person plays on
    assert storage.get(PREFIX + key) != written
    now = Match.from_record(json.loads(storage.get(PREFIX + key))["record"])
    assert now.carried is None and now.decisions == app.match.decisions


def test_a_save_of_earlier_rules_stopped_by_a_computers_move_says_whose(make_app, saved):
    old = find(stops=True, human=False)
    app = make_app()
    app.handle(c.Resume(saved(old)))
    stop = app.match.carried.stop
    assert stop.seat == 1
    assert "A move by Bo in round" in app.message[1]


def test_an_earlier_save_that_was_kept_can_be_deleted(make_app, storage, saved):
    key = saved(find(stops=True))
    app = make_app()
    app.handle(c.Resume(key))
    app.handle(c.Home())
    app.handle(c.Delete(key))
    app.handle(c.DeleteYes(key))
    assert storage.get(PREFIX + key) is None


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_a_link_of_earlier_rules_opens_as_it_was_or_is_refused_with_the_sentence(make_app, storage, monkeypatch,
                                                                                 lang):
    links = [version_1_match(seed, 12).record() for seed in range(40)]
    monkeypatch.setitem(GAMES, "toy", TOY_2)
    opened = refused = 0
    for link in links:
        app = make_app(lang)
        before = dict(storage.data)
        app.open_link("#" + link)
        if app.screen == "match":
            opened += 1
            assert app.match.carried.stop is None
            assert app.message[1].startswith(i18n.tr(lang, "carried.on", game=i18n.tr(lang, "game.toy")))
            continue
        refused += 1
        assert app.screen == "error" and storage.data == before  # no half-opened match, nothing lost
        reason = i18n.tr(lang, "record.rules_changed", game=i18n.tr(lang, "game.toy"))
        assert i18n.tr(lang, "msg.bad_link", reason=reason) == app.error
    assert opened and refused


def test_a_save_written_before_saves_kept_codes_opens_as_before(make_app, storage):
    """A save in a browser from before record format 3 (a link's record, indexes only)."""
    from tests import hostile

    match = version_1_match(3, 8)
    key = match_key(match)
    head, _, tail = hostile.unseal(match.record()).partition(b"\n")
    old = hostile.seal("toy", head + b"\n" + tail, fmt=2)
    storage.set(PREFIX + key, json.dumps({"v": 1, "record": old, "round": 2, "saved": "2026-11-01 09:00",
                                          "over": False}))
    app = make_app()
    app.handle(c.Resume(key))
    assert app.screen == "match" and app.match.decisions == match.decisions and app.message is None

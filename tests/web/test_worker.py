"""The table's Python in a worker (web/worker.py): JSON in, a reply out, the storage's writes
handed to the main side with the reply that shows them, and the browser's refusal heard."""

from __future__ import annotations

import asyncio
import json

import pytest

from tests import golden
from tests.web.conftest import run_apart
from web import commands as c
from web import patch, worker
from web.saves import PREFIX


def _boot(storage: dict[str, str] | None = None, address: str = "", **more) -> tuple[worker.WorkerSide, worker.Reply]:
    snapshot = {"storage": storage or {}, "language": "en", "base_url": "http://table/", "search": "?seed=11",
                "address": address, **more}
    return worker._boot(snapshot)


def _message(side: worker.WorkerSide, kind: str, text: str = "", form: dict[str, str] | None = None) -> worker.Reply:
    return worker._send(side, worker._command({"kind": kind, "text": text, "form": form or {}}), form)


def _play_first(side: worker.WorkerSide) -> worker.Reply:
    m = side.state.table.match
    return _message(side, "action", str(c.Play((m.legal(m.to_act[0])[0].code,))))


def test_the_first_reply_draws_the_whole_page_and_later_ones_only_what_changed():
    side, first = _boot()
    assert first.screen == "home" and first.parts == [(patch.REPLACE, patch.WHOLE, side.shown)]
    assert first.store == [] and first.effects == [] and first.html is None
    started = _message(side, "action", "start")
    assert started.screen == "match"
    record = side.state.table.match.record()
    assert started.effects == [("push", record), ("set", record)]
    while side.state.table.human not in side.state.table.match.to_act:
        worker._think(side)
    played = _play_first(side)
    assert played.parts and all(index != patch.WHOLE for _, index, _ in played.parts)


def test_every_decision_s_save_comes_with_the_reply_that_shows_it():
    side, _ = _boot()
    started = _message(side, "action", "start")
    key = PREFIX + side.state.table.key
    assert dict(started.store)[key] == side.mirror.data[key]
    while side.state.table.human not in side.state.table.match.to_act:
        reply = worker._think(side)
        assert reply.moved == "computer" and reply.ai_ms  # one by one, highlighted; its thinking timed
        assert reply.timed  # a computer's move: the main side times it to its drawing
        assert dict(reply.store)[key] == side.mirror.data[key]
    reply = _play_first(side)
    assert dict(reply.store)[key] == side.mirror.data[key]
    assert json.loads(side.mirror.data[key])["record"] == side.state.table.match.full_record()


def test_a_match_in_the_address_opens_from_the_storage_the_main_side_read():
    side, _ = _boot()
    _message(side, "action", "start")
    record = side.state.table.match.record()
    again, reply = _boot(storage=side.mirror.data, address="#" + record)
    assert reply.screen == "match" and again.state.table.match.record() == record


def test_a_write_the_browser_refuses_is_said_and_tried_again_and_its_recovery_said():
    side, _ = _boot()
    _message(side, "action", "start")
    while side.state.table.human not in side.state.table.match.to_act:
        worker._think(side)
    refused = _message(side, "refused", "nwt:save:x")
    assert side.state.unsaved and side.mirror.full and "refused" not in refused.announcement
    reply = _play_first(side)
    assert reply.store and side.state.unsaved  # sent again for the browser to try; still said unsaved
    _message(side, "kept")
    assert not side.state.unsaved and not side.mirror.full
    assert side.state.message is not None and side.state.message[0] == "info"


def test_a_bad_address_or_a_forged_control_loses_nothing():
    side, reply = _boot(address="#mundus-novus.3.not-a-record")
    assert reply.screen in ("home", "error") and reply.error is None
    before = json.dumps(side.mirror.data, sort_keys=True)
    forged = _message(side, "action", "play:nonsense,,")
    assert forged.error is None and json.dumps(side.mirror.data, sort_keys=True) == before
    assert _message(side, "nonsense").error is None


def test_a_bug_is_said_on_the_page_and_its_traceback_sent_for_the_console(monkeypatch):
    side, _ = _boot()
    real = worker.update

    def broken(state, world, command, form=None):
        if isinstance(command, c.Start):
            raise ValueError("boom")
        return real(state, world, command, form)

    monkeypatch.setattr(worker, "update", broken)
    reply = _message(side, "action", "start")
    assert reply.error is not None and "ValueError: boom" in reply.error
    assert side.state.message is not None and "boom" in side.state.message[1]


def test_the_exported_functions_speak_json_only():
    reply = json.loads(worker.boot(json.dumps({"storage": {}, "language": "ko", "address": "", "check": True})))
    assert reply["lang"] == "ko" and reply["html"] and reply["parts"][0][1] == patch.WHOLE
    reply = json.loads(worker.send(json.dumps({"kind": "action", "text": "start", "form": {}})))
    assert reply["screen"] == "match"
    if reply["ai"] == "busy":
        reply = json.loads(run_apart(worker.think()))
        assert reply["moved"] in ("", "computer")


@pytest.mark.parametrize("kind", ["open", "back", "copied", "refused", "kept"])
def test_the_main_side_s_messages_are_the_page_s_own_commands(kind):
    command = worker._command({"kind": kind, "text": "1"})
    assert command is not None and c.parse(str(command)) is None


def test_another_tab_s_save_is_listed_and_its_deletion_heard_and_nothing_is_written_back():
    side, _ = _boot({"nwt:lang": "en"})
    save = json.dumps({"v": 1, "record": golden.load("mundus-novus")[0]["save"], "round": 3,
                       "saved": "2026-11-29 09:00", "over": False})
    made = worker._answer(side, {"kind": worker.STORED, "text": PREFIX + "elsewhere", "value": save})
    assert made.store == [] and made.screen == "home"
    assert 'data-save="elsewhere"' in side.shown and any(part[2] for part in made.parts)
    gone = worker._answer(side, {"kind": worker.STORED, "text": PREFIX + "elsewhere", "value": None})
    assert gone.store == [] and 'data-save="elsewhere"' not in side.shown
    worker._answer(side, {"kind": worker.STORED, "text": PREFIX + "elsewhere", "value": save})
    cleared = worker._answer(side, {"kind": worker.STORED, "storage": {}})  # the other tab cleared it all
    assert cleared.store == [] and side.mirror.data == {} and 'data-save="elsewhere"' not in side.shown


def test_a_message_while_a_strong_computer_thinks_is_answered_and_its_move_dropped():
    side, _ = _boot()
    _message(side, "action", "pick-level:strong")
    _message(side, "action", "start")
    m = side.state.table.match
    while side.state.table.human not in m.to_act:  # the person first, so that the computers think after
        worker._think(side)
    _play_first(side)
    assert any(s != side.state.table.human for s in m.to_act)
    decisions = len(m.decisions)

    async def think_and_go_home() -> tuple[worker.Reply, worker.Reply]:
        thinking = asyncio.ensure_future(worker._think_in_slices(side, 0))
        await asyncio.sleep(0)  # the search has begun
        home = _message(side, "action", "home")  # answered between two slices
        return home, await thinking

    home, thought = run_apart(think_and_go_home())
    assert home.screen == "home" and thought.screen == "home"
    assert len(m.decisions) == decisions  # the move worked out for a position no longer shown is not played


def test_the_table_s_answer_for_the_person_is_no_computer_move_to_time(monkeypatch):
    """A think that plays the person's obvious answer (web/auto.py) times no computer: the
    main side's ``data-ai-wall-ms`` counts the computers' moves alone, as ``data-ai-ms`` does."""
    side, _ = _boot()
    _message(side, "action", "start")
    while side.state.table.human not in side.state.table.match.to_act:
        worker._think(side)
    m = side.state.table.match
    monkeypatch.setattr("web.thinking.ai_pending", lambda state: True)
    monkeypatch.setattr("web.thinking.is_person", lambda match, seat: True)  # no computer has a move
    monkeypatch.setattr("web.thinking.auto_answer", lambda state: m.legal(m.to_act[0])[0].code)
    decided = len(m.decisions)
    reply = worker._think(side)
    assert len(m.decisions) == decided + 1 and not reply.timed

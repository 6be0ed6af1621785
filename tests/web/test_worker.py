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
    assert {k: v for k, v, _ in started.store}[key] == side.mirror.data[key]
    while side.state.table.human not in side.state.table.match.to_act:
        reply = worker._think(side)
        assert reply.moved == "computer" and reply.ai_ms  # one by one, highlighted; its thinking timed
        assert reply.timed  # a computer's move: the main side times it to its drawing
        assert {k: v for k, v, _ in reply.store}[key] == side.mirror.data[key]
    reply = _play_first(side)
    assert {k: v for k, v, _ in reply.store}[key] == side.mirror.data[key]
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


# --- issue 81: one match, one writer; the boundary's text ------------------------------------------

def _stored(side: worker.WorkerSide, key: str, value: str | None) -> worker.Reply:
    """Another tab's write (the main side's ``storage`` event, or a write of ours found overtaken)."""
    return worker._answer(side, {"kind": worker.STORED, "text": key, "value": value})


def _at_turn(side: worker.WorkerSide) -> None:
    while side.state.table.human not in side.state.table.match.to_act:
        worker._think(side)


def test_a_save_s_write_carries_the_revision_it_is_written_over():
    side, _ = _boot()
    reply = _message(side, "action", "start")
    key = PREFIX + side.state.table.key
    (first,) = [w for w in reply.store if w[0] == key]
    assert first[2] == ""  # a new save: over nothing
    _at_turn(side)
    before = side.mirror.data[key]
    (then,) = [w for w in _play_first(side).store if w[0] == key][:1]
    assert then[2] == worker.save_revision(before)
    assert all(w[2] is None for w in reply.store if not w[0].startswith(PREFIX))  # settings: the last writer's


def test_opening_a_save_writes_nothing_and_keeps_when_it_was_last_played():
    side, _ = _boot()
    _message(side, "action", "start")
    _at_turn(side)
    _play_first(side)
    key = side.state.table.key
    kept = side.mirror.data[PREFIX + key]
    again, reply = _boot(storage=dict(side.mirror.data))
    opened = _message(again, "action", f"resume:{key}")
    assert again.state.screen == "match"
    assert all(w[0] != PREFIX + key for w in reply.store + opened.store)
    assert again.mirror.data[PREFIX + key] == kept


def test_a_match_played_on_in_another_tab_is_said_and_never_written_over():
    side, _ = _boot()
    _message(side, "action", "start")
    _at_turn(side)
    key = PREFIX + side.state.table.key
    # The other tab opened the same save and played a move: its save is what this tab hears.
    other, _ = _boot(storage=dict(side.mirror.data))
    _message(other, "action", f"resume:{side.state.table.key}")
    _play_first(other)
    theirs = other.mirror.data[key]
    heard = _stored(side, key, theirs)
    assert side.state.table.elsewhere == "moved" and 'data-action="load-latest"' in side.shown
    assert "another tab" in side.shown and heard.store == []
    mine = _play_first(side)  # played here: not written over theirs
    assert all(w[0] != key for w in mine.store) and side.mirror.data[key] == theirs
    _message(side, "action", "load-latest")
    assert side.state.table.match.full_record() == other.state.table.match.full_record()
    assert side.state.table.elsewhere is None and 'data-action="load-latest"' not in side.shown


def test_a_match_kept_here_after_another_tab_moved_it_goes_into_a_save_of_its_own():
    side, _ = _boot()
    _message(side, "action", "start")
    _at_turn(side)
    key = side.state.table.key
    _stored(side, PREFIX + key, side.mirror.data[PREFIX + key].replace('"round":', '"round": ', 1)
            .replace(side.state.table.match.full_record(), "changed-elsewhere"))
    assert side.state.table.elsewhere == "moved"
    theirs = side.mirror.data[PREFIX + key]
    reply = _message(side, "action", "keep-here")
    copy = side.state.table.key
    assert copy != key and side.mirror.data[PREFIX + key] == theirs
    assert [w[2] for w in reply.store if w[0] == PREFIX + copy] == [""]  # over nothing
    assert side.state.table.elsewhere is None


def test_a_match_deleted_in_another_tab_is_said_and_kept_again_under_its_key():
    side, _ = _boot()
    _message(side, "action", "start")
    _at_turn(side)
    key = side.state.table.key
    _stored(side, PREFIX + key, None)
    assert side.state.table.elsewhere == "deleted" and 'data-action="load-latest"' not in side.shown
    _message(side, "action", "keep-here")
    assert side.state.table.key == key and PREFIX + key in side.mirror.data


def test_another_tab_s_write_of_what_this_tab_holds_changes_nothing():
    side, _ = _boot()
    _message(side, "action", "start")
    key = PREFIX + side.state.table.key
    _stored(side, key, side.mirror.data[key])
    assert side.state.table.elsewhere is None


def test_a_stored_value_too_long_for_the_main_side_is_listed_unreadable_with_delete():
    from web.home_saves import OVERSIZED

    side, reply = _boot(storage={PREFIX + "big": OVERSIZED, "nwt:setup": OVERSIZED, "nwt:tally": OVERSIZED})
    assert reply.screen == "home" and 'data-action="delete:big"' in side.shown


def test_an_address_too_long_for_the_main_side_is_refused_as_the_rules_refuse_a_long_text():
    side, reply = _boot(address="", address_over=True)
    assert reply.screen == "error" and "far too long" in side.shown


def test_the_reply_holds_every_character_as_itself_never_a_nul_nor_half_a_character():
    """MicroPython reads ``\\ud83d\\ude00`` as two halves, and a string with a NUL reaches the page
    only up to it: the reply is written so that neither can happen."""
    _, reply = _boot()
    reply.title = "Ana 😀 가\u0000b\ud800"
    text = worker._text(reply)
    assert "😀" in text and "\\ud83d" not in text and "\\u0000" not in text and "\ud800" not in text
    assert json.loads(text)["title"] == "Ana 😀 가\ufffdb\ufffd"
    reply.title = "a\\u0000b"  # a backslash and the letters u0000: text, kept as it is
    assert json.loads(worker._text(reply))["title"] == "a\\u0000b"

"""Watching a replay (web/replay.py): step by step, by rounds and by the slider, as the person's
seat saw it, with nothing hidden shown early, and from a link at a given move."""

from __future__ import annotations

import random

import ai
from engine import Match
from engine.simulate import play_match
from web import commands as c
from web.commands import SetAddress
from web.replay import MARK

from .test_app import start_toy
from .test_tally import finish


def greedy(game_id, view, legal, rng):
    return ai.choose(game_id, view, legal, rng)


def test_the_end_screen_offers_the_replay_and_it_opens_at_the_start(make_app):
    app = make_app()
    match = finish(app)
    app.handle(c.Resume(app.saves.entries()[0].key))
    assert 'data-action="replay"' in app.render()
    app.handle(c.Replay())
    assert app.replay == 0
    html = app.render()
    assert f"Replay: move 0 of {len(match.decisions)}, round 1" in html
    assert 'data-action="replay-step:back"' in html and 'data-action="replay-step:forward"' in html
    assert 'type="range"' in html and 'data-change="replay-step:slider"' in html
    assert 'data-action="undo"' not in html and 'data-action="rematch"' not in html


def test_each_step_shows_the_match_after_that_many_decisions_from_the_persons_seat(make_app):
    app = make_app()
    match = finish(app)
    app.open_link(match.record())
    app.handle(c.Replay())
    for k in range(len(match.decisions) + 1):
        assert app.replay == k
        assert app.context().view == match.replayed(k).view(app.human)
        assert app.context().legal == []  # nothing to decide in a replay
        app.handle(c.ReplayStep('forward'))
    assert app.replay == len(match.decisions)  # forward stops at the end
    app.handle(c.ReplayStep('back'))
    assert app.replay == len(match.decisions) - 1
    app.handle(c.ReplayStep('start'))
    app.handle(c.ReplayStep('back'))
    assert app.replay == 0


def test_rounds_and_the_slider_move_to_the_step_asked(make_app):
    app = make_app()
    match = play_match("puerto-rico", 3, 21, [greedy] * 3)
    match.table.update({"names": ["Ana", "", ""], "human": 0, "levels": ["", "greedy", "greedy"]})
    app.open_link(match.record())
    app.handle(c.Replay())
    rounds = app.rounds()
    assert len(rounds) == len(match.decisions) + 1 and rounds[0] == 1 and rounds[-1] == match.result.rounds
    app.handle(c.ReplayStep('round-forward'))
    at = app.replay
    assert rounds[at] == 2 and rounds[at - 1] == 1  # the first step of round 2
    app.handle(c.ReplayStep('round-forward'))
    assert rounds[app.replay] == 3 and rounds[app.replay - 1] == 2
    app.handle(c.ReplayStep('forward'))
    app.handle(c.ReplayStep('round-back'))  # from inside round 3: its first step
    assert rounds[app.replay] == 3 and rounds[app.replay - 1] == 2
    app.handle(c.ReplayStep('round-back'))  # from the first step of round 3: round 2's first
    assert app.replay == at
    app.handle(c.ReplayStep('slider'), {"replay-at": "40"})
    assert app.replay == 40
    assert app.context().view == match.replayed(40).view(0)
    for bad in ("", "-3", "1e9", "x"):
        app.handle(c.ReplayStep('slider'), {"replay-at": bad})
        assert app.replay == 40
    app.handle(c.ReplayStep('slider'), {"replay-at": "999999"})
    assert app.replay == len(match.decisions)


def test_a_step_marks_what_it_changed(make_app):
    app = make_app()
    match = play_match("puerto-rico", 2, 8, [greedy] * 2)
    match.table.update({"names": ["Ana", ""], "human": 0, "levels": ["", "greedy"]})
    app.open_link(match.record())
    app.handle(c.ReplayStep('slider'), {"replay-at": "30"})  # not open: nothing happens
    assert app.replay is None
    app.handle(c.Replay(30))
    before = match.replayed(29).view(0)
    assert app.seen == (len(before["log"]), before)


def test_a_replay_never_shows_what_the_seat_could_not_see_then():
    """Mundus Novus hides every hand: at every step, the replay's view is the seat's own view of
    that moment, which differs from what a spectator at the end knows."""
    match = play_match("mundus-novus", 3, 4, [greedy] * 3)
    from web.saves import MemoryStorage

    from .client import Client

    match.table.update({"names": ["Ana", "", ""], "human": 1, "levels": ["greedy", "", "greedy"]})
    app = Client(MemoryStorage(), language="en")
    app.open_link(match.record())
    rng = random.Random(3)
    for k in sorted(rng.sample(range(len(match.decisions)), 12)):
        app.handle(c.Replay(k))
        shown = app.context().view
        assert shown == match.replayed(k).view(1)
        # Only seat 1's own hand is in the view; the others' are counts, as at the table.
        assert shown["board"]["hand"] == match.replayed(k).view(1)["board"]["hand"]
        assert all("hand" not in s and isinstance(s["hand_size"], int) for s in shown["board"]["seats"])
        if k < len(match.decisions) - 1:
            assert shown["result"] is None


def test_a_link_opens_the_replay_at_its_step_and_the_address_follows_the_replay(make_app):
    app = make_app()
    match = finish(app)
    other = make_app()
    other.open_link(f"{match.record()}{MARK}3")
    assert other.screen == "match" and other.replay == 3
    assert other.address() == f"{match.record()}{MARK}3"
    assert other.link().endswith(f"#{match.record()}{MARK}3")
    other.handle(c.ReplayStep('forward'))
    assert SetAddress(f"{match.record()}{MARK}4") in other.effects
    other.handle(c.ReplayExit())
    assert other.replay is None and other.address() == match.record()
    for bad in ("x", "-1", "9" * 40, ""):
        third = make_app()
        third.open_link(f"{match.record()}{MARK}{bad}")
        assert third.screen == "match" and third.replay is None


def test_a_replay_of_a_match_in_progress_holds_the_computers_and_leaving_goes_back_to_play(make_app):
    app = make_app()
    start_toy(app, players=3)
    app.run_ai()
    app.handle(c.Play((app.match.legal(app.human)[0].code,)))
    played = len(app.match.decisions)
    app.handle(c.Replay())
    assert app.ai_state == "idle" and app.run_ai() == 0
    app.handle(c.Play((app.match.legal(app.human)[0].code,)))  # a stale choice does nothing
    assert len(app.match.decisions) == played
    app.handle(c.ReplayExit())
    assert app.replay is None
    app.run_ai()
    assert app.match.legal(app.human) or app.match.over


def test_the_replay_reads_in_korean(make_app):
    app = make_app(lang="ko")
    match = finish(app)
    app.open_link(match.record())
    html = app.render()
    assert "리플레이 보기" in html
    app.handle(c.Replay(1))
    html = app.render()
    for words in ("리플레이: 전체", "한 수 뒤로", "한 수 앞으로", "이전 라운드", "다음 라운드", "리플레이 끝내기"):
        assert words in html


def test_a_replay_opened_on_a_record_replays_nothing_else(make_app):
    # The replay's match is the record's: stepping through it never changes the match kept.
    app = make_app()
    match = finish(app)
    app.open_link(match.record())
    kept = app.match.record()
    for how in ("forward", "round-forward", "back", "end", "start"):
        app.handle(c.ReplayStep(how)) if app.replay is not None else app.handle(c.Replay())
    assert app.match.record() == kept and isinstance(app.match, Match)

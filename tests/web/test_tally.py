"""Your record (web/tally.py): counted from the finished matches, kept when they are cleared,
reset on request, and shown on the home screen in both languages."""

from __future__ import annotations

import json

from engine import Match
from web import commands as c
from web.saves import MemoryStorage
from web.tally import KEY, Tally, counted

from .test_app import start_toy


def finish(app, pick=0) -> Match:
    """Start a toy match and play it out, the person taking their ``pick``-th legal action."""
    start_toy(app)
    while not app.match.over:
        app.run_ai()
        legal = app.match.legal(app.human)
        if legal:
            app.handle(c.Play((legal[min(pick, len(legal) - 1)].code,)))
    match = app.match
    app.handle(c.Home())
    return match


def test_a_finished_match_is_counted_once_with_the_persons_score_and_win(make_app):
    app = make_app()
    match = finish(app)
    human = match.table["human"]
    (line,) = app.tally.lines()
    assert (line.game, line.level, line.played) == ("toy", "greedy", 1)
    assert line.won == (human in match.result.winners)
    assert line.best == match.result.scores[human] == line.average
    app.render()  # the home screen's catch-up finds nothing new
    assert app.tally.lines()[0].played == 1


def test_the_record_adds_up_best_and_average_over_matches(make_app):
    app = make_app()
    matches = [finish(app, pick) for pick in (0, 1, 2)]
    (line,) = app.tally.lines()
    scores = [m.result.scores[m.table["human"]] for m in matches]
    assert line.played == 3
    assert line.won == sum(m.table["human"] in m.result.winners for m in matches)
    assert line.best == max(scores)
    assert line.average == sum(scores) / 3


def test_clearing_finished_matches_keeps_the_record(make_app):
    app = make_app()
    finish(app)
    finish(app, 1)
    app.handle(c.ClearFinished())
    app.handle(c.ClearFinished('yes'))
    assert not [e for e in app.saves.entries() if e.over]
    assert app.tally.lines()[0].played == 2
    again = make_app(store=app.storage)  # a reload reads it back
    assert again.tally.lines()[0].played == 2


def test_a_finished_save_the_table_did_not_see_end_is_counted_on_the_home_screen(make_app, storage):
    app = make_app()
    match = finish(app)
    storage.remove(KEY)  # as a save from before the record existed, or from another tab
    reloaded = make_app(store=storage)
    assert reloaded.tally.lines() == []
    html = reloaded.render()
    assert 'id="tally"' in html
    (line,) = reloaded.tally.lines()
    assert line.played == 1 and line.best == match.result.scores[match.table["human"]]


def test_a_reset_asks_first_and_counts_only_later_matches(make_app):
    app = make_app()
    finish(app)
    app.handle(c.ResetTally())
    assert "Start your record again from zero?" in app.render()
    app.handle(c.ResetTally('no'))
    assert app.tally.lines()[0].played == 1
    app.handle(c.ResetTally())
    app.handle(c.ResetTally('yes'))
    assert app.tally.lines() == []
    app.render()  # the finished save still listed is not counted again
    assert app.tally.lines() == []
    finish(app, 1)
    assert app.tally.lines()[0].played == 1


def test_a_match_in_progress_is_not_counted(make_app):
    app = make_app()
    start_toy(app)
    app.handle(c.Home())
    assert app.tally.lines() == []
    assert 'id="tally"' not in app.render()


def test_a_record_edited_by_hand_starts_again_from_the_saves_and_breaks_nothing():
    storage = MemoryStorage()
    for bad in ("{", "[]", json.dumps({"v": 1, "matches": {"k": {"game": "toy"}}}), "[" * 50_000,
                json.dumps({"v": 1, "matches": {"k": {"game": "<b>x</b>", "level": 1, "won": 1,
                                                      "score": "x", "at": 1}}})):
        storage.set(KEY, bad)
        tally = Tally(storage)
        assert tally.matches == {} and tally.ignored == set()


def test_a_name_in_a_record_is_escaped(make_app, storage):
    storage.set(KEY, json.dumps({"v": 1, "ignored": [], "matches": {
        "k": {"game": "<img src=x>", "level": "", "won": True, "score": 5, "at": "2026"}}}))
    html = make_app(store=storage).render()
    assert "<img src=x>" not in html and "&lt;img src=x&gt;" in html


def test_the_record_reads_in_korean(make_app):
    app = make_app(lang="ko")
    finish(app)
    html = app.render()
    for words in ("내 전적", "끝낸 판", "승리", "최고 점수", "평균 점수", "전적 초기화"):
        assert words in html


def test_counted_needs_a_finished_match_and_a_person():
    match = Match.new("toy", 2, 5, table={"names": ["", ""], "human": 0, "levels": ["", "greedy"]})
    assert counted(match, "now") is None  # not over


def test_the_record_keeps_each_number_of_players_on_a_line_of_its_own(make_app):
    app = make_app()
    storage = app.storage
    tally = Tally(storage)
    for n, players in enumerate((2, 4, 2)):
        match = Match.new("toy", players, 40 + n, table={"human": 0, "levels": ["", *["greedy"] * (players - 1)]})
        while not match.over:
            seat = match.to_act[0]
            match.play(seat, match.legal(seat)[0])
        assert tally.add(f"k{n}", match, f"2026-11-28 10:0{n}")
    lines = tally.lines()
    assert [(ln.players, ln.played) for ln in lines] == [(2, 2), (4, 1)]
    # Read back as it was written, and a match counted before players were kept keeps a line of its own.
    raw = json.loads(storage.get(KEY))
    assert {m["players"] for m in raw["matches"].values()} == {2, 4}
    del raw["matches"]["k1"]["players"]
    storage.set(KEY, json.dumps(raw))
    assert [(ln.players, ln.played) for ln in Tally(storage).lines()] == [(2, 2), (0, 1)]
    app.handle(c.Home())
    html = str(make_app(store=storage).render())
    assert "2 players" in html and "players not recorded" in html
    assert "2인" in str(make_app(lang="ko", store=storage).render())

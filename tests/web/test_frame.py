"""The frame (web/frame.py): the screens are functions of it alone, a draw asks the match for
the person's view once, and a link's record is replayed once."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from pathlib import Path

import pytest

from engine import Match
from tests.test_code_quality import import_graph, modules
from web import commands as c
from web import screens

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
#: The loop: the state, the update and its parts, the frame's builder, and the browser glue that drives it.
CONTROLLER = {"web.state", "web.update", "web.present", "web.setup", "web.keeping", "web.replay", "web.passing",
              "web.thinking", "web.hints", "web.auto", "web.worker", "web.first_paint", "web.carried"}
#: What draws: the screens and every game's table.
SCREENS = ["web.screens", "web.home", "web.table", "web.happened", "web.why", "web.toolbar", "web.banner",
           "web.scoreboard", "web.frame"]


def _reach(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for n in graph.get(todo.pop(), set()) - seen:
            seen.add(n)
            todo.append(n)
    return seen


def test_the_screens_and_the_tables_import_nothing_of_the_controller():
    graph = import_graph(modules("web") + modules("engine") + modules("ai"))
    drawing = SCREENS + [m for m in graph if m.startswith("web.games")]
    reached = {m: sorted(_reach(graph, m) & CONTROLLER) for m in drawing}
    assert {m: r for m, r in reached.items() if r} == {}


@pytest.fixture
def views(monkeypatch):
    """Counts ``Match.view`` by seat."""
    asked: Counter[int | None] = Counter()
    view = Match.view

    def counted(self, seat=None):
        asked[seat] += 1
        return view(self, seat)

    monkeypatch.setattr(Match, "view", counted)
    return asked


def _draw(app):
    """What the page does to draw: the frame once, then the screen, the tab's title and the
    announcement from it."""
    frame = app.frame()
    return screens.render(frame), screens.title(frame), screens.announcement(frame)


@pytest.mark.parametrize("game", ["puerto-rico", "mundus-novus", "gilded-compass", "endeavor"])
def test_a_click_and_its_draw_ask_the_person_s_view_once(game, make_app, views):
    app = make_app()
    app.handle(c.PickGame(game))
    app.handle(c.Start())
    app.run_ai()
    _draw(app)
    for _ in range(5):  # a few of the person's decisions, each with the computers' moves after it
        app.run_ai()
        if app.match.over or not app.match.legal(app.human):
            break
        _draw(app)
        views.clear()
        app.handle(c.Play((app.match.legal(app.human)[0].code,)))
        _draw(app)
        assert views[app.human] == 1, views


def _links() -> list[tuple[str, str]]:
    return [(p.stem, record["link"]) for p in sorted(GOLDEN.glob("*.json")) for record in json.loads(p.read_text())]


@pytest.mark.parametrize(("game", "link"), _links(), ids=lambda x: x if len(x) < 30 else "")
def test_a_link_is_replayed_once_and_marks_what_changed_since_the_person_s_last_decision(game, link, make_app,
                                                                                           monkeypatch, views):
    replays: list[int] = []
    replay = Match._replay

    def counted(self, decisions, seen=None, at=None):
        decisions = list(decisions)
        replays.append(len(decisions))
        return replay(self, decisions, seen, at)

    monkeypatch.setattr(Match, "_replay", counted)
    app = make_app()
    app.open_link("#" + link)
    _draw(app)
    assert app.screen == "match"
    assert replays == [len(app.match.decisions)]
    assert views[app.human] <= 2  # at the person's last decision, met on the way, and now
    # What was met on the way is the view a replay to that decision gives, untouched since.
    monkeypatch.setattr(Match, "_replay", replay)
    mine = [n for n, (seat, _) in enumerate(app.match.decisions, 1) if seat == app.human]
    before = app.match.replayed(mine[-1] if mine else 0).view(app.human)
    assert app.seen == (len(before["log"]), before)


@pytest.mark.parametrize("game", ["puerto-rico", "mundus-novus", "gilded-compass", "endeavor"])
def test_drawing_leaves_the_frame_as_it_was(game, make_app):
    """A screen is drawn from its frame and writes nothing into it (the tables' pieces, the bar
    and what it leaves out, the hint's outline): the frame is the same after drawing, at each
    decision of a match's first rounds, with and without the hint asked, and in its replay. The
    frame itself is built with the table's memo frozen: what it reads was worked out after the
    change (web/settle.py)."""
    app = make_app()
    app.handle(c.PickGame(game))
    app.handle(c.HintSetting('on'))
    app.handle(c.Start())
    rng = random.Random(game)
    drawn = 0
    for step in range(60):
        app.run_ai()
        if app.match.over or not app.match.legal(app.human):
            break
        if step % 3 == 0:
            app.handle(c.Hint())
        frame = _frozen_frame(app)
        before = copy.deepcopy(frame)
        _draw_frame(frame)
        assert frame == before, f"drawing {game} at the person's decision {step + 1} changed its frame"
        drawn += 1
        app.handle(c.Play((rng.choice(app.match.legal(app.human)).code,)))
    for step in ("replay", "replay-step:forward", "replay-step:forward", "replay-step:round-forward"):
        app.handle(step)
        assert app.table.replay is not None
        frame = _frozen_frame(app)
        before = copy.deepcopy(frame)
        _draw_frame(frame)
        assert frame == before, f"drawing {game}'s replay at {step} changed its frame"
    assert drawn >= 5


def _frozen_frame(app):
    """The frame, built with the table's memo frozen (web/state.Memo: a write raises FrozenInstanceError)."""
    app.table.memo.frozen = True
    try:
        return app.frame()
    finally:
        app.table.memo.frozen = False


def _draw_frame(frame):
    screens.render(frame), screens.title(frame), screens.announcement(frame)

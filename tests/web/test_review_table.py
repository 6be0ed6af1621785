"""The review at the table (web/reviewing.py, web/review_view.py): asked on the end panel of a
finished match, run a step at a time as a computer's thinking is, with its progress and Cancel,
and drawn once done: the summary, the costliest three in the table's words, the chart and the
legend with the game's thresholds."""

from __future__ import annotations

import functools
import itertools
import re

import pytest

import ai
from ai.review import Review, review
from engine import Match
from web import commands as c
from web import reviewing
from web.thinking import ai_state

SMALL = ai.Budget(candidates=3, rollouts=3, depth=4)
#: A small re-check: two deals.
FEW = 2


@pytest.fixture(autouse=True)
def small_review(monkeypatch):
    """The review at a small budget: what is checked here is the table's, not the judge's."""
    monkeypatch.setattr(reviewing, "Review", functools.partial(Review, budget=SMALL, most=FEW))


def finished(gid: str = "gilded-compass", players: int = 2, seed: int = 21) -> Match:
    match = Match.new(gid, players, seed, table={"human": 0, "levels": ["", *["greedy"] * (players - 1)]})
    while not match.over:
        seat = match.to_act[0]
        match.play(seat, ai.choose(gid, match.view(seat), match.legal(seat), match.ai_rng(seat)))
    return match


def opened(make_app, match: Match, lang: str = "en"):
    app = make_app(lang)
    app.handle(c.Lang(lang))
    app.open_link(match.record())
    return app


def think_once(app) -> None:
    for _ in app.think_ai() or ():
        pass


def run_whole(app) -> None:
    while ai_state(app.state) == "busy":
        think_once(app)


def end(app) -> str:
    html = str(app.render())
    part = html[html.index('id="end"'):]
    return part[:part.index("</section>")]


def test_a_finished_match_offers_the_review_and_a_match_in_progress_does_not(make_app):
    match = finished()
    app = opened(make_app, match)
    assert 'data-action="review"' in end(app) and "Review my decisions" in end(app)
    assert "strong level" in end(app)  # the judge is named, and that a mark is its opinion
    unfinished = Match.from_record(match.record()).replayed(20)
    app = opened(make_app, unfinished)
    assert 'data-action="review"' not in str(app.render())
    app.handle(c.ReviewStart())  # a stale or forged button does nothing
    assert app.table.review is None and ai_state(app.state) == "idle"


def test_the_review_runs_a_slice_at_a_time_with_its_progress_then_shows_its_summary_chart_and_legend(make_app):
    match = finished()
    app = opened(make_app, match)
    app.handle(c.ReviewStart())
    assert ai_state(app.state) == "busy"
    seen, so_far, checking, listed = [], [], [], []
    while ai_state(app.state) == "busy":
        think_once(app)
        found = re.search(r"Reviewing your decisions: (\d+) of (\d+)", end(app))
        if found:
            seen.append(int(found[1]))
            work = app.table.review.work
            marked_yet = [j for j in work.judgements if j.mark != "good"]
            so_far.append(("So far: " in end(app)) == bool(marked_yet))  # the marks as they come
            costly_yet = [j for j in marked_yet if j.mark != "unclear"]
            # The costliest so far, each with its button to the replay, as they come.
            listed.append(end(app).count('data-action="replay:'))
            so_far.append(listed[-1] == min(3, len(costly_yet)))
            # Once every decision is screened, how many choices are checked again on more deals.
            said = re.search(r"Checking (\d+) (choice|choices) again on more deals, the costliest first", end(app))
            checking.append(int(said[1]) if said else 0)
            assert checking[-1] == work.checking and (not work.checking or not work.plan)
    mine = [at for at, (seat, _) in enumerate(match.decisions) if seat == 0]
    assert seen == sorted(seen) and len(seen) > 1 and seen[-1] < len(mine)
    shown = end(app)
    assert 'data-action="review"' not in shown and "<progress" not in shown
    assert all(so_far)
    assert max(listed) > 0  # a costly choice was listed before the review ended
    counted = [n for n in checking if n]
    assert counted and counted == sorted(counted, reverse=True)  # it counts down
    judged = review(match, [0], SMALL, most=FEW)
    marked = [j for j in judged if j.mark not in ("good", "unclear")]
    unclear = [j for j in judged if j.mark == "unclear"]
    assert app.table.review.judgements == judged
    assert (f"{len(unclear)} more decision" in shown) == bool(unclear)  # counted apart, not as a loss
    if marked:
        assert f"Of your {len(mine)} decisions, {len(marked)} cost you something" in shown
        assert shown.count("<li>Round ") == min(3, len(marked))
    else:
        assert f"none of your {len(mine)} decisions" in shown
    assert shown.count("<circle") == sum(1 for j in judged if j.expected is not None)
    assert 'role="img"' in shown and "aria-label=\"Your expected margin" in shown
    marks = ai.computer("gilded-compass").marks
    assert f"inaccuracy: {marks.inaccuracy:g} gold or more" in shown
    assert f"good: under {marks.inaccuracy:g} gold" in shown


def test_cancel_keeps_what_was_judged_and_going_on_ends_with_the_whole_review(make_app):
    match = finished()
    app = opened(make_app, match)
    app.handle(c.ReviewStart())
    while len(app.table.review.work.judgements) < 5:
        think_once(app)
    app.handle(c.ReviewCancel())
    assert ai_state(app.state) == "idle"
    kept = list(app.table.review.judgements)
    assert len(kept) >= 5 and "Review stopped at" in end(app) and 'data-action="review"' in end(app)
    app.handle(c.ReviewStart())
    assert app.table.review.judgements[:len(kept)] == kept
    run_whole(app)
    assert [(j.at, j.mark, j.best) for j in app.table.review.judgements] == [
        (j.at, j.mark, j.best) for j in review(match, [0], SMALL, most=FEW)]


def test_leaving_the_table_stops_the_review(make_app):
    app = opened(make_app, finished())
    app.handle(c.ReviewStart())
    think_once(app)
    app.handle(c.Home())
    assert ai_state(app.state) == "idle" and app.think_ai() is None


def test_the_review_reads_in_korean(make_app):
    app = opened(make_app, finished(), "ko")
    assert "내 선택 복기하기" in end(app)
    app.handle(c.ReviewStart())
    think_once(app)
    assert "내 선택을 복기하는 중" in end(app)
    run_whole(app)
    words = re.sub(r"<[^>]+>", " ", end(app))
    assert not re.search(r"Round|good|decision|margin|gold", words)
    assert "좋음: 1.5 골드 미만" in words and "라운드: " in words


def test_the_worker_neither_paces_nor_highlights_a_review_s_steps():
    from web import worker

    side, _ = worker._boot({"storage": {}, "language": "en", "address": finished().record()})
    worker._apply(side, reviewing_start())
    reply = worker._think(side)
    assert reply.ai == "busy" and reply.pace is False and reply.moved == ""


def reviewing_start():
    from web.commands import ReviewStart

    return ReviewStart()


def test_a_review_is_kept_with_the_save_and_reopening_the_match_shows_it_at_once(make_app):
    match = finished()
    app = opened(make_app, match)
    app.handle(c.ReviewStart())
    run_whole(app)
    judged = list(app.table.review.judgements)
    key = app.table.key
    assert app.storage.get(reviewing.PREFIX + key) is not None
    again = opened(make_app, match)  # the same storage: the page opened again
    assert again.table.key == key and again.table.review.judgements == judged
    assert ai_state(again.state) == "idle" and 'data-action="review"' not in end(again) and "<svg" in end(again)
    again.handle(c.Home())
    again.handle(c.Delete(key))
    again.handle(c.DeleteYes(key))
    assert app.storage.get(reviewing.PREFIX + key) is None


def test_a_review_left_half_way_is_kept_and_goes_on_where_it_was_left(make_app):
    match = finished()
    app = opened(make_app, match)
    app.handle(c.ReviewStart())
    while len(app.table.review.work.judgements) < 3:
        think_once(app)
    app.handle(c.ReviewCancel())
    kept = list(app.table.review.judgements)
    again = opened(make_app, match)
    assert again.table.review.judgements == kept and "Review stopped at" in end(again)
    again.handle(c.ReviewStart())
    run_whole(again)
    assert [j.at for j in again.table.review.judgements] == [j.at for j in review(match, [0], SMALL, most=FEW)]


@pytest.mark.parametrize("tamper", [
    lambda text: text[:-5],
    lambda text: text.replace('"v":2', '"v":9'),
    lambda text: text.replace('"good"', '"superb"', 1),
    lambda text: re.sub(r'"of":"[0-9a-f]+"', '"of":"0000"', text),
    lambda text: text.replace('"judged":[[', '"judged":[[999,0,1,"x","a","b",0,0,0,0,"good"],[', 1),
    lambda text: "x" * (reviewing.MAX_KEPT + 1),
])
def test_a_kept_review_that_cannot_be_read_is_as_if_there_were_none_and_the_match_opens(make_app, tamper):
    match = finished()
    app = opened(make_app, match)
    app.handle(c.ReviewStart())
    run_whole(app)
    key = reviewing.PREFIX + app.table.key
    app.storage.set(key, tamper(app.storage.get(key)))
    again = opened(make_app, match)
    assert again.table.review is None and 'data-action="review"' in end(again)


def test_the_browser_refusing_to_keep_a_review_is_not_said_as_a_match_not_saved():
    from web import worker
    from web.commands import Refused

    side, _ = worker._boot({"storage": {}, "language": "en", "address": finished().record()})
    worker._apply(side, Refused(reviewing.PREFIX + "x"))
    assert side.mirror.full is False and side.state.unsaved is False and side.state.message is None


def test_the_replay_shows_a_reviewed_decision_with_its_mark_and_the_better_choice_outlined(make_app):
    match = finished()
    app = opened(make_app, match)
    app.handle(c.ReviewStart())
    run_whole(app)
    marked = reviewing.marked_steps(app.table)
    assert marked, "the review marked none of this match's decisions"
    app.handle(c.Replay(marked[0]))
    j = reviewing.judged_at(app.table, marked[0])
    html = str(app.render())
    line = re.sub(r"<[^>]+>", "", html[html.index('class="review-step"'):].split("</p>")[0])
    # An unclear mark says its range: the cost's 95% interval.
    cost = f"{max(0.0, j.low):.1f} to {j.high:.1f}" if j.mark == "unclear" else f"{j.cost:.1f}"
    assert j.mark in line and "You chose" in line and f"about {cost} gold better" in line
    assert app.context().hint == frozenset({j.best}) and html.count(" hinted") >= 1
    app.handle(c.Play((j.best,)))  # the outlined piece plays nothing in a replay
    assert len(app.match.decisions) == len(match.decisions) and app.table.replay == marked[0]
    back = re.search(r'<button[^>]*data-action="replay-step:mark-back"[^>]*>', html)[0]
    forward = re.search(r'<button[^>]*data-action="replay-step:mark-forward"[^>]*>', html)[0]
    assert "disabled" in back and ("disabled" in forward) == (len(marked) == 1)  # the first marked one
    app.handle(c.ReplayStep("mark-forward"))
    assert app.table.replay == (marked[1] if len(marked) > 1 else marked[0])
    app.handle(c.ReplayStep("mark-back"))
    assert app.table.replay == marked[0]
    end_panel_steps = re.findall(r'data-action="replay:(\d+)"', end(opened(make_app, match)))
    assert [int(k) for k in end_panel_steps] == sorted(
        [j.at for j in sorted(app.table.review.judgements, key=lambda j: (-j.cost, j.at))
         if j.mark not in ("good", "unclear")][:3],
        key=lambda k: -next(x.cost for x in app.table.review.judgements if x.at == k))


def test_a_mark_made_while_the_review_runs_is_seen_in_the_replay_and_the_review_goes_on(make_app):
    match = finished()
    app = opened(make_app, match)
    app.handle(c.ReviewStart())
    while not reviewing.marked_steps(app.table):
        think_once(app)
    work = app.table.review.work
    assert work is not None and not work.finished  # still running
    step = reviewing.marked_steps(app.table)[0]
    app.handle(c.Replay(step))
    j = reviewing.judged_at(app.table, step)
    html = str(app.render())
    line = re.sub(r"<[^>]+>", "", html[html.index('class="review-step"'):].split("</p>")[0])
    assert j is not None and j.mark in line and "You chose" in line
    assert ai_state(app.state) == "busy"  # the replay does not stop the review
    run_whole(app)
    assert app.table.review.done and app.table.review.judgements == review(match, [0], SMALL, most=FEW)


def _chart_of(rounds: list[int], margins: list[float], lang: str = "en") -> str:
    from ai.review import Judgement
    from web.frame import Frame, ReviewFrame
    from web.review_view import chart

    judged = tuple(Judgement(at=i, seat=0, round=r, phase="", chosen="a", best="a", expected=m, best_expected=m,
                             cost=0.0, noise=0.0, mark="good") for i, (r, m) in enumerate(zip(rounds, margins)))
    frame = Frame(screen="match", lang=lang, speed="", auto="", hint_setting="", message=None, error=None,
                  unsaved=False, finished=0, confirm_clear=False)
    return str(chart(frame, ReviewFrame(status="done", judgements=judged)))


def _figures(svg: str, kind: str) -> list[tuple[str, float]]:
    """The chart's figures of one axis ("margin" or "round"), each with where it is along its axis."""
    axis = "y" if kind == "margin" else "x"
    found = []
    for attributes, text in re.findall(r"<text ([^>]*)>([^<]+)</text>", svg):
        if f"{kind}-figure" in attributes:
            found.append((text, float(re.search(rf'\b{axis}="([-\d.]+)"', attributes)[1])))
    return found


def test_the_chart_gives_the_margin_s_highest_zero_and_lowest_on_the_left_and_each_round_below():
    svg = _chart_of([1, 1, 2, 3, 3], [2.0, 5.5, -3.0, 12.0, 8.0])
    margins = _figures(svg, "margin")
    assert [text for text, _ in margins] == ["0", "+12", "\u22123.0"]
    heights = dict(margins)
    assert heights["+12"] < heights["0"] < heights["\u22123.0"]  # the highest at the top
    assert [text for text, _ in _figures(svg, "round")] == ["1", "2", "3"]
    assert svg.count('class="round"') == 3  # a thin line where each round begins
    assert "Your expected margin in points after each decision, round by round" in svg
    assert "라운드별로" in _chart_of([1, 2], [1.0, 2.0], "ko")


def test_the_chart_s_figures_never_run_into_each_other():
    rounds = [r for r in range(1, 41) for _ in range(3)]
    svg = _chart_of(rounds, [0.1 * (i % 7) for i in range(len(rounds))])
    xs = [x for _, x in _figures(svg, "round")]
    assert xs[0] < xs[-1] and all(b - a >= 28 for a, b in itertools.pairwise(xs))
    assert len(xs) >= 8  # still one every fifth round or closer
    heights = [y for _, y in _figures(_chart_of([1, 2, 3], [0.0, 0.3, -80.0]), "margin")]
    assert len(heights) == 2  # +0.3 sits on 0's line: 0 alone is said there, and -80 below
    assert all(abs(a - b) >= 14 for a in heights for b in heights if a != b)


@pytest.mark.parametrize("per_round", [1, 2, 3, 7])
def test_the_chart_numbers_its_rounds_at_a_regular_step_never_one_here_and_there(per_round):
    """Endeavor's chart read 1, 3, 4, 5 ...: numbers left out where they did not fit, which a
    reader takes for rounds missing. Now every round, or every 2nd, 5th ...: a regular step."""
    import re as _re
    from itertools import pairwise

    from web.review_view import ROUND_STEPS, WIDTH, _rounds

    rounds = [r for r in range(1, 16) for _ in range(per_round)]

    def x(i: int) -> float:
        return 40 + (WIDTH - 50) * i / (len(rounds) - 1)

    drawn = "".join(map(str, _rounds(rounds, x)))
    shown = [int(n) for n in _re.findall(r'class="figure round-figure"[^>]*>(\d+)<', drawn)]
    assert len(shown) >= 3
    step = shown[-1] - shown[-2]
    multiples = [n for n in shown if n % step == 0]
    assert shown in (multiples, [1, *multiples]), shown  # the step's multiples, and round 1 where it fits
    steps = {b - a for a, b in pairwise(multiples)}
    assert len(steps) == 1 and steps.pop() in ROUND_STEPS, shown


def test_the_replay_s_marked_steps_are_those_with_a_better_choice_to_show():
    """An unclear decision whose cost came out below nothing has no better choice: the replay's
    jumps to a marked decision pass it by, as they pass a good one."""
    from types import SimpleNamespace

    from ai.review import Judgement
    from web.state import Reviewing

    def j(at: int, best: str, mark: str, seat: int = 0) -> Judgement:
        return Judgement(at, seat, 1, "turn", "a", best, 0.0, 0.0, -0.5 if best == "a" else 2.0, 3.0, mark)

    found = Reviewing(judgements=[j(1, "b", "unclear"), j(2, "a", "unclear"), j(3, "a", "good"), j(4, "b", "mistake"),
                                  j(5, "b", "mistake", seat=1)])
    assert reviewing.marked_steps(SimpleNamespace(review=found, human=0)) == (1, 4)

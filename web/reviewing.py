"""The review of a finished match at the table: "Review my decisions" on the end panel.

The review (ai/review.py) judges each decision of the match's people with the strong level's
search from their own view. It runs a step at a time in the worker, as a computer's search does
(web/thinking.py): while one is under way the page says ``data-ai="busy"`` and asks the worker
to think, and the worker gives its event loop a turn between slices, so that Cancel, Home or a
replay step is answered at once. Cancel keeps what was judged; "Review my decisions" again goes
on from there. What the end panel shows of it is :class:`web.frame.ReviewFrame`.

What it judged is kept beside the match's save (:data:`PREFIX` and the save's key) when it ends
or is cancelled, with a digest of the record it is of, so that reopening the match shows it at
once, or goes on from where it was left; web/saves.py deletes it with its save. It is read back as
a save is: bounded before it is parsed, every judgement checked (``Judgement.from_json``); one that
cannot be read is as if there were none (the review is run again, nothing of the match is lost).
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

import ai
from ai.marks import GOOD
from ai.review import Judgement, Review, summary
from engine import Action, Match
from engine.record import load_json

from . import games
from .context import TableContext, seat_names
from .frame import Costly, ReviewFrame, ReviewStep
from .home_saves import people
from .saves import REVIEW_PREFIX
from .state import Reviewing

if TYPE_CHECKING:
    from .state import State, Table, World

#: The longest the page goes without the review's progress redrawn.
PROGRESS_MS = 400
#: The storage key of a match's review is this and its save's key.
PREFIX = REVIEW_PREFIX
#: The version of what is kept; another is from another table, and not read (2: a judgement's
#: noise is its cost's 95% interval's half-width, and its mark may be "unclear").
VERSION = 2
#: The longest review read back (the longest measured, 183 judgements of a four-player match: about 15 kB).
MAX_KEPT = 200_000


def offered(table: Table) -> bool:
    """A finished match of a game whose computer can judge it."""
    gid = table.match.game.id
    return table.match.over and ai.has_player(gid) and "strong" in ai.levels(gid)


def running(table: Table | None) -> bool:
    return table is not None and table.review is not None and table.review.work is not None


def on_review(table: Table, world: World, start: bool) -> None:
    """Start the review (or go on with one left half way), or stop it (and keep what it judged)."""
    if not offered(table):
        return
    found = table.review
    if not start:
        if found is not None and found.work is not None:
            found.judgements, found.work = sorted(found.work.judgements, key=lambda j: j.at), None
            keep(world, table)
        return
    if found is not None and (found.work is not None or found.done):
        return
    m = table.match
    work = Review(m, people(m.table, m.players), done=found.judgements if found else ())
    table.review = Reviewing(judgements=list(work.judgements), work=work, total=work.total)


def steps(state: State, world: World) -> Iterator[bool] | None:
    """The review's next steps, as a computer's thinking is (web/thinking.py): each yields
    whether the review is finished; it stops where the table it runs for is gone or shows
    another screen. ``None`` when no review is under way."""
    table = state.table
    if not running(table):
        return None
    assert table is not None and table.review is not None and table.review.work is not None
    return _steps(state, world, table, table.review, table.review.work)


def _steps(state: State, world: World, table: Table, reviewing: Reviewing, work: Review) -> Iterator[bool]:
    """Steps until a decision is judged or :data:`PROGRESS_MS` have passed, so that the page
    shows the progress that often (the page asks for the next ones at once)."""
    began, judged = time.perf_counter(), len(work.judgements)
    while state.table is table and reviewing.work is work:
        finished = work.step()
        if finished:
            reviewing.judgements, reviewing.work = sorted(work.judgements, key=lambda j: j.at), None
            keep(world, table)
        yield finished
        if finished or len(work.judgements) > judged or (time.perf_counter() - began) * 1000 >= PROGRESS_MS:
            return


def review_frame(table: Table, lang: str) -> ReviewFrame | None:
    """What the end panel shows of the review (None: not offered)."""
    if not offered(table):
        return None
    found = table.review
    if found is None:
        return ReviewFrame(status="offered")
    work = found.work
    if work is not None:
        return ReviewFrame(status="running", progress=work.progress, judged=len(work.judgements), total=found.total,
                           judgements=tuple(work.judgements), checking=work.checking,
                           costliest=_words(table, found, lang))
    if not found.done:
        return ReviewFrame(status="stopped", progress=len(found.judgements) / max(1, found.total),
                           judged=len(found.judgements), total=found.total)
    marks = ai.computer(table.match.game.id).marks
    return ReviewFrame(status="done", judgements=tuple(found.judgements), costliest=_words(table, found, lang),
                       judged=len(found.judgements), total=found.total,
                       thresholds=(marks.inaccuracy, marks.mistake, marks.blunder))


def keep_words(table: Table, lang: str) -> None:
    """The costliest decisions' words in ``lang`` (so far, while the review runs), worked out once
    for each three and kept (web/settle.py), so that the frame reads them."""
    found = table.review
    if found is not None and (found.work is not None or found.done):
        key, costliest = _costliest_of(found, lang)
        if key not in found.words:
            # Only the latest: the costliest so far change as the review goes on.
            found.words = {key: _costliest(table.match, costliest, lang)}


def _words(table: Table, found: Reviewing, lang: str) -> tuple[Costly, ...]:
    key, costliest = _costliest_of(found, lang)
    return found.words.get(key) or _costliest(table.match, costliest, lang)


def _costliest_of(found: Reviewing, lang: str) -> tuple[tuple[str, tuple[int, ...]], tuple[Judgement, ...]]:
    """The costliest judged so far, and the key their words are kept by."""
    costliest = summary(found.judged).costliest
    return (lang, tuple(j.at for j in costliest)), costliest


def judged_at(table: Table, step: int) -> Judgement | None:
    """The review's judgement of the decision taken at the replay's ``step`` (the position
    before it), of the seat the table shows; None where there is none (yet: a review under way
    has judged some)."""
    found = table.review
    if found is None:
        return None
    return next((j for j in found.judged if j.at == step and j.seat == table.human), None)


def marked_steps(table: Table) -> tuple[int, ...]:
    """The steps of the decisions the review marked (not good) with a better choice to show (an
    unclear one whose cost came out below nothing has none), of the seat the table shows; those
    marked so far while the review runs."""
    found = table.review
    if found is None:
        return ()
    return tuple(sorted(j.at for j in found.judged if j.mark != GOOD and j.best != j.chosen and j.seat == table.human))


def review_step(table: Table, lang: str, shown: Match) -> ReviewStep | None:
    """What the replay's bar says of the review at its step (None: no replay, or no review);
    ``shown``: the match at that step, as the table draws it (web/replay.py)."""
    step = table.replay
    marked = marked_steps(table)
    if step is None or table.review is None:
        return None
    j = judged_at(table, step)
    if j is None:
        return ReviewStep(None, "", "", marked)
    ctx = _context_at(shown, j.seat, lang)
    mod = games.TABLES[table.match.game.id]
    return ReviewStep(j, mod.brief(Action.parse(j.chosen), ctx), mod.brief(Action.parse(j.best), ctx), marked)


def _context_at(at: Match, seat: int, lang: str) -> TableContext:
    return TableContext(view=at.view(seat), legal=at.legal(seat), lang=lang, human=seat,
                        names=seat_names(at.table, at.players, lang))


def _costliest(match: Match, costliest: Iterable[Judgement], lang: str) -> tuple[Costly, ...]:
    """The costliest marked decisions (:func:`ai.review.summary`'s), their choices in the table's own words."""
    mod = games.TABLES[match.game.id]
    out = []
    for j in costliest:
        ctx = _context_at(match.replayed(j.at), j.seat, lang)
        out.append(Costly(j, mod.label(Action.parse(j.chosen), ctx), mod.label(Action.parse(j.best), ctx)))
    return tuple(out)


# --- kept beside the save ---------------------------------------------------------------------------

def _of(match: Match) -> str:
    return hashlib.sha256(match.record().encode("utf-8")).hexdigest()[:16]


def keep(world: World, table: Table) -> None:
    """Keep what the review judged beside the match's save (a review not kept is no loss: it
    can be run again)."""
    found = table.review
    if found is None:
        return
    text = json.dumps({"v": VERSION, "of": _of(table.match), "total": found.total,
                       "judged": [j.to_json() for j in found.judgements]}, separators=(",", ":"))
    try:
        world.storage.set(PREFIX + table.key, text)
    except Exception:
        pass


def kept(world: World, table: Table) -> Reviewing | None:
    """The review kept for the open match, if one is and it can be read."""
    if not offered(table):
        return None
    raw = world.storage.get(PREFIX + table.key)
    if raw is None or len(raw) > MAX_KEPT:
        return None
    try:
        data = load_json(raw, 3)
        if not (isinstance(data, dict) and data.get("v") == VERSION and data.get("of") == _of(table.match)
                and isinstance(data.get("judged"), list)):
            return None
        judgements = sorted((Judgement.from_json(j) for j in data["judged"]), key=lambda j: j.at)
    except ValueError:
        return None
    m = table.match
    mine = {at for at, (seat, _) in enumerate(m.decisions) if seat in people(m.table, m.players)}
    if len({j.at for j in judgements}) != len(judgements) or not {j.at for j in judgements} <= mine:
        return None
    return Reviewing(judgements=judgements, total=len(mine))

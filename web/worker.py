"""The table's Python in a worker: the rules, the computer players and the screens, answering the
page's main side (``main_side/``, MicroPython on the page's main thread) with what to put on screen.

The main side holds what only the page has: the DOM, ``localStorage``, the address, the clipboard,
the focus and the timers. It sends this side the commands of the one-way loop (web/update.py) as
messages, and applies each :class:`Reply` in this order: the storage's writes first (a decision is
kept before it is drawn), then the parts of ``#app`` that changed (web/patch.py, worked out here
against the markup last sent), the page's attributes, the title and the live region, and last the
effects (the address, the history, the clipboard).

Only text crosses: each exported function takes and returns JSON (:func:`boot`, :func:`send`,
:func:`think`), or a text (:func:`revision`). A message is ``{"kind": ..., "text": ..., "form":
{...}}``, its ``kind`` one of ``action`` (a control's ``data-action`` or ``data-change``, read by
web/commands.parse), ``open`` (the address's ``#`` part; ``over``: longer than the main side
reads), ``back``, ``copied`` (``text`` "1" or ""), ``refused`` (the browser would not keep the
write of ``text``, a storage key), ``kept`` (it keeps them again), ``stored`` (another tab changed
a key: :meth:`Mirror.heard`) and ``early`` (:func:`_early`). Text goes back as :func:`_text` writes it.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
import sys
import time
import traceback
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from . import commands as c
from . import patch
from .address import secret_seed, seeds_from_query
from .controls import action
from .games import form_catalogue
from .home_commands import KEEPING
from .home_form import read_setup
from .home_saves import save_revision
from .present import paint
from .reviewing import running
from .saves import PREFIX, REVIEW_PREFIX, SaveError
from .thinking import think as think_next
from .update import go_home, start, update

if TYPE_CHECKING:
    from .state import State, World

#: How long a search runs before the worker's event loop has a turn (a click waits at most this).
SLICE_MS = 50
#: The message that tells of another tab's change to the storage (:meth:`Mirror.heard`).
STORED = "stored"
#: The message that tells what the person did on the main side's home screen while the worker
#: booted (main_side/home.py): the settings changed, the saves' commands, the form, and the match asked for.
EARLY = "early"
#: The effects' names in a reply, as the main side reads them.
EFFECTS: dict[type[c.Effect], str] = {c.SetAddress: "set", c.PushAddress: "push", c.CopyText: "copy",
                                      c.ShareText: "share"}


class Mirror:
    """``localStorage`` as the main side read it at start, kept here as the loop changes it; each
    write is also queued (:attr:`writes`, the value None for a removal) for the main side to make,
    a save's with the revision it is written over (main_side/stored.py: one match, one writer).

    The browser's answer comes later: once the main side says a write was refused (``full``),
    every write here raises :class:`SaveError` as a full storage does, and is queued all the same,
    so the main side tries again and says when the browser keeps it again."""

    def __init__(self, data: dict[str, str]) -> None:
        self.data = dict(data)
        self.writes: list[tuple[str, str | None, str | None]] = []
        self.full = False

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        expect = save_revision(self.data.get(key)) if key.startswith(PREFIX) else None
        self.data[key] = value
        self.writes.append((key, value, expect))
        if self.full:
            raise SaveError("refused by the browser")

    def remove(self, key: str) -> None:
        self.data.pop(key, None)
        self.writes.append((key, None, None))

    def keys(self) -> list[str]:
        return list(self.data)

    def heard(self, message: dict[str, Any]) -> list[str]:
        """Another tab changed the storage (the main side's ``storage`` event, or a save found
        written by another tab when this one wrote it): one key, its ``value`` None for a
        removal, or, where the other tab cleared the storage, the main side's new snapshot of it
        (``storage``). Nothing is written back. The keys changed."""
        if isinstance(message.get("storage"), dict):
            old, self.data = self.data, {str(k): str(v) for k, v in message["storage"].items()}
            return [k for k in set(old) | set(self.data) if old.get(k) != self.data.get(k)]
        key, value = str(message.get("text") or ""), message.get("value")
        if value is None:
            self.data.pop(key, None)
        else:
            self.data[key] = str(value)
        return [key]


@dataclass
class Reply:
    """What the main side puts on the page after one message."""
    #: 1, 2, 3...: the order the worker made the replies in, which the main side applies them in
    #: (``parts`` change the page the reply before left; replies may arrive out of order).
    number: int
    #: The changes to ``#app`` as web/patch.changes gives them: [what, part number, markup].
    parts: list[tuple[str, int, str]]
    #: The storage's writes to make first: [key, value or None to remove, the revision it is
    #: written over or None: main_side/stored.py].
    store: list[tuple[str, str | None, str | None]]
    #: [name, text]: "set" the address's ``#`` part, "push" a history entry with it, "copy", "share".
    effects: list[tuple[str, str]]
    title: str
    announcement: str
    lang: str
    #: The screen drawn: ``data-ready`` once the stylesheets arrived.
    screen: str
    stylesheets: list[str]
    #: "busy" while a computer has a move to make now: the main side calls :func:`think` (at once,
    #: or after the pace of "one by one", ``pace``).
    ai: str
    pace: bool
    decisions: int
    #: "computer": this reply shows a computer's move (or a replay's step) at "one by one", which
    #: the stylesheet highlights.
    moved: str
    #: The whole markup, only with ``?check-redraw`` (the tests compare the page with it).
    html: str | None = None
    #: A bug's traceback, for the console (the page says the bug's last line in its banner).
    error: str | None = None
    #: The computers' thinking, in milliseconds, for the benchmarks.
    ai_ms: list[float] = field(default_factory=list)
    #: This reply shows a computer's move (not the table's answer for the person): the main side
    #: times it from its first slice to its move drawn (``data-ai-wall-ms``).
    timed: bool = False


@dataclass
class WorkerSide:
    """This side's state: the loop's, the storage's mirror, and what the page shows now."""
    state: State
    world: World
    mirror: Mirror
    check: bool = False
    shown: str | None = None
    replies: int = 0
    effects: list[c.Effect] = field(default_factory=list)


def _boot(snapshot: dict[str, Any]) -> tuple[WorkerSide, Reply]:
    """The page's start: ``snapshot`` holds what the main side read (``storage``, ``persistent``,
    ``language``, ``base_url``, ``search`` (the address's ``?`` part: ``?seed=``), ``address``
    (its ``#`` part), ``check``) and what the person did on the home screen the main side drew
    while this side started (``settings``, ``kept``, ``setup``, ``start``, ``resume``: :func:`_early`)."""
    mirror = Mirror(snapshot.get("storage") or {})
    seeds = seeds_from_query(str(snapshot.get("search") or ""))
    state, world = start(mirror, language=snapshot.get("language") or "en", new_seed=seeds or secret_seed,
                         persistent=bool(snapshot.get("persistent", True)))
    state.base_url = str(snapshot.get("base_url") or "")
    side = WorkerSide(state=state, world=world, mirror=mirror, check=bool(snapshot.get("check")))
    error = _apply(side, c.Open(str(snapshot.get("address") or ""), oversized=snapshot.get("address_over") is True))
    return side, _reply(side, "", error or _early(side, snapshot))


def _early(side: WorkerSide, fields: dict[str, Any]) -> str | None:
    """Take over what the person did on the home screen the main side drew while this side
    started (main_side/home.py): the settings they changed (``settings``: verb -> value), what
    they did to the saves and the record (``kept``: the commands' texts, carried out in order,
    as web/keeping.py carries out a tap), the form as they left it (``setup``), and the match
    they asked for (``start``, or the save to ``resume``); an error's details, if that failed."""
    changed = fields.get("settings")
    for verb, value in (changed.items() if isinstance(changed, dict) else ()):
        command = c.parse(action(str(verb), str(value)))
        if isinstance(command, c.Setting):
            _apply(side, command)
    if side.state.screen != "home":
        return None
    kept = fields.get("kept")
    for text in (kept if isinstance(kept, list) else ()):
        command = c.parse(str(text))
        if isinstance(command, KEEPING):
            _apply(side, command)
    if isinstance(fields.get("setup"), dict):
        side.state.home.setup = read_setup(fields["setup"], form_catalogue())
    if isinstance(fields.get("resume"), str):
        return _apply(side, c.Resume(fields["resume"]))
    return _apply(side, c.Start()) if fields.get("start") is True else None


def _command(message: dict[str, Any]) -> c.Command | None:
    kind, text = message.get("kind"), str(message.get("text") or "")
    if kind == "action":
        return c.parse(text)
    if kind == "open":
        return c.Open(text, oversized=message.get("over") is True)
    if kind == "back":
        return c.Back()
    if kind == "copied":
        return c.Copied(bool(text))
    if kind == "refused":
        return c.Refused(text)
    if kind == "kept":
        return c.Kept()
    return None


def _answer(side: WorkerSide, message: dict[str, Any]) -> Reply:
    """A message's reply: the page redrawn after another tab's change to the storage (a save
    listed or gone on the home screen), or after the message's command."""
    if message.get("kind") == STORED:
        error = None
        for key in side.mirror.heard(message):
            error = error or _apply(side, c.Changed(key))
        return _reply(side, "", error)
    if message.get("kind") == EARLY:
        return _reply(side, "", _early(side, message))
    form = message.get("form") or {}
    return _send(side, _command(message), {str(k): str(v) for k, v in form.items()})


def _send(side: WorkerSide, command: c.Command | None, form: dict[str, str] | None = None) -> Reply:
    error = _apply(side, command, form)
    moved = isinstance(command, c.ReplayStep) and side.state.settings.speed == "normal"
    return _reply(side, "computer" if moved else "", error)


def _apply(side: WorkerSide, command: c.Command | None, form: dict[str, str] | None = None) -> str | None:
    """Carry out ``command``; the details of the error if it failed (the page then says so)."""
    if isinstance(command, c.Refused) and command.key.startswith(REVIEW_PREFIX):
        return None  # a review not kept is no loss, and no reason to say the match is not saved
    if isinstance(command, (c.Refused, c.Kept)):
        side.mirror.full = isinstance(command, c.Refused)
    try:
        _, effects = update(side.state, side.world, command, form)
        side.effects += effects
    except Exception:
        if isinstance(command, c.Open):
            go_home(side.state)
        return _fault(side)
    return None


def _think(side: WorkerSide) -> Reply:
    """The next computer decision, thought out whole, with no turn given away (the tests)."""
    thinking = _think_in_slices(side, float("inf"))
    try:
        thinking.send(None)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    raise AssertionError("a search with no slices gave its turn away")


async def _think_in_slices(side: WorkerSide, slice_ms: float) -> Reply:
    """The next computer decision, its search giving the worker's event loop a turn every
    ``slice_ms``: a message that comes meanwhile (undo, home, another match) is answered at once,
    and the search, finding its position gone, stops without playing (web/thinking.py)."""
    error = None
    decided = len(side.state.ai_ms)
    # A review's steps are not a computer's move: no pace, no highlight (web/reviewing.py).
    moved = "computer" if side.state.settings.speed == "normal" and not running(side.state.table) else ""
    try:
        began = time.perf_counter()
        for _ in think_next(side.state, side.world, side.effects) or ():
            if (time.perf_counter() - began) * 1000 >= slice_ms:
                await asyncio.sleep(0)
                began = time.perf_counter()
    except Exception:
        error = _fault(side)
    reply = _reply(side, moved, error)
    reply.timed = len(side.state.ai_ms) > decided
    return reply


def _fault(side: WorkerSide) -> str:
    details = traceback.format_exc()
    last = details.strip().splitlines()[-1] if details.strip() else "?"
    update(side.state, side.world, c.Fault(last[:160]))
    return details


def _reply(side: WorkerSide, moved: str, error: str | None) -> Reply:
    state = side.state
    painted = paint(state, side.world)
    shown, side.shown = side.shown, painted.html
    parts = patch.changes(shown, painted.html) if shown is not None else [(patch.REPLACE, patch.WHOLE, painted.html)]
    effects, side.effects = side.effects, []
    store, side.mirror.writes = side.mirror.writes, []
    side.replies += 1
    return Reply(number=side.replies, parts=parts, store=store, effects=[(EFFECTS[type(e)], e.text) for e in effects],
                 title=painted.title, announcement=painted.announcement, lang=painted.lang, screen=painted.screen,
                 stylesheets=list(painted.stylesheets), ai=painted.ai,
                 pace=state.settings.speed != "instant" and not running(state.table),
                 decisions=painted.decisions, moved=moved, html=painted.html if side.check else None,
                 error=error, ai_ms=list(state.ai_ms[-1000:]))


# --- what the worker exports: JSON text in and out ---------------------------------------------------

#: A lone surrogate (half of a character: a Python string can hold one, UTF-8 and the page cannot).
_HALF = re.compile("[\ud800-\udfff]")
#: JSON's escape of NUL, not itself escaped (an even run of backslashes before it).
_NUL = re.compile(r"(?<!\\)((?:\\\\)*)\\u0000")


def _text(reply: Reply) -> str:
    """``reply`` as the JSON the main side reads: every character as itself, not escaped (MicroPython's
    ``json`` reads ``\\ud83d\\ude00`` as two halves, which reach the page as six U+FFFD), a lone
    surrogate as U+FFFD, and NUL as U+FFFD (a MicroPython string reaches JavaScript only up to its
    first NUL: the table's markup would stop there). The names are clean (engine/names.py): this is
    the boundary's own guarantee."""
    text = json.dumps(asdict(reply), ensure_ascii=False)
    if _HALF.search(text):
        text = _HALF.sub("\ufffd", text)
    return _NUL.sub("\\1\ufffd", text) if "\\u0000" in text else text


_side: WorkerSide | None = None


def boot(snapshot: str) -> str:
    """Start the loop from the main side's snapshot; the first reply."""
    global _side
    _side, reply = _boot(json.loads(snapshot))
    return _text(reply)


def send(message: str) -> str:
    """One message from the page; its reply."""
    assert _side is not None, "boot() comes first"
    return _text(_answer(_side, json.loads(message)))


def revision(page: str) -> str:
    """The page's revision as Workbox names it, the md5 of its bytes (main_side/offline.py: MicroPython has no md5)."""
    return hashlib.md5(page.encode("utf-8")).hexdigest()


def imported() -> str:
    """The modules loaded in the worker, one ``name origin`` a line: tests/e2e/test_shipping.py
    checks that each one of the standard library is in the trimmed one the build ships."""
    return "\n".join(f"{name} {getattr(getattr(module, '__spec__', None), 'origin', None)}"
                     for name, module in list(sys.modules.items()))


async def think() -> str:
    """The next computer decision; the reply that shows it (see :func:`_think_in_slices`)."""
    assert _side is not None, "boot() comes first"
    return _text(await _think_in_slices(_side, SLICE_MS))

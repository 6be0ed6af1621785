"""The page's main side (main_side/page.py, MicroPython in the page) run in CPython against a
few stand-ins for the browser's objects: the storage's writes made before anything is drawn, the
browser's refusal told to the worker once and its recovery once, the parts changed in the order
web/patch.py asks, and the module written in what MicroPython has."""

from __future__ import annotations

import ast
import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from main_side import dom, offline, start, stored
from main_side import page as main_side
from tests import micropython
from tests.web.conftest import run_apart
from tools.assemble import MAIN_SIDE
from web import patch, worker
from web.home_form import LANGUAGES
from web.home_saves import OVERSIZED, save_revision

SOURCE = Path(main_side.__file__)


class Nodes:
    def __init__(self, items):
        self.items = list(items)
        self.length = len(self.items)

    def item(self, i):
        return self.items[i]


class Element:
    def __init__(self, name, log):
        self.name, self.log = name, log
        self.attributes: dict[str, str] = {}

    def insertAdjacentHTML(self, where, markup):
        self.log.append(("insert", self.name, where, markup))

    def remove(self):
        self.log.append(("remove", self.name))

    def __setattr__(self, name, value):
        if name == "outerHTML":
            self.log.append(("replace", self.name, value))
        object.__setattr__(self, name, value)

    def querySelectorAll(self, _selector):
        return Nodes(self.parts)


class Storage:
    def __init__(self, refuse=()):
        self.data: dict[str, str] = {}
        self.refuse = set(refuse)

    def setItem(self, key, value):
        if key in self.refuse:
            raise RuntimeError("QuotaExceededError")
        self.data[key] = value

    def removeItem(self, key):
        self.data.pop(key, None)

    def key(self, i):
        return list(self.data)[i]

    def getItem(self, key):
        return self.data.get(key)

    @property
    def length(self):
        return len(self.data)


class Window:
    #: JavaScript's Reflect.get (main_side/stored.py measures a property's text through it).
    Reflect = type("Reflect", (), {"get": staticmethod(lambda target, name: getattr(target, name))})

    def __init__(self, storage):
        self.localStorage = storage


def _page(storage):
    page = main_side.Page(Window(storage), None, None, to_js=lambda x: x)
    page.storage = storage  # as main() reads it (main_side.dom.reach)
    return page


async def _attempt(_window, _to_js, function, _target, args):
    """main_side.dom.attempt in CPython: the call's exception is its answer, False."""
    try:
        function(*args)
        return True
    except Exception:
        return False


@pytest.fixture
def measured(monkeypatch):
    """main_side/stored.py's JavaScript in CPython: a call made when measured, a text measured by
    its UTF-8 bytes; what was read, by the size it was read at, in ``read``."""
    read: list[int] = []
    monkeypatch.setattr(stored, "called", lambda _w, _t, target, name, args: (lambda: getattr(target, name)(*args)))

    async def sizes(_window, _to_js, texts):
        return [len(str(t()).encode("utf-8", "surrogatepass")) for t in texts]

    real = stored._read

    def _read(get, size):
        read.append(size)
        return real(get, size)

    monkeypatch.setattr(stored, "sizes", sizes)
    monkeypatch.setattr(stored, "_read", _read)
    return read


def test_the_worker_s_writes_are_made_and_a_refusal_told_once_and_the_recovery_once(monkeypatch, measured):
    monkeypatch.setattr(main_side, "attempt", _attempt)
    storage = Storage(refuse={"nwt:save:a"})
    page = _page(storage)
    page.window.performance = type("Clock", (), {"now": staticmethod(lambda: 0.0)})()
    run_apart(page.keep([("nwt:setup", "{}", None), ("nwt:save:a", "one", "")]))
    assert storage.data == {"nwt:setup": "{}"}
    assert [m for m, _ in page.queue] == [{"kind": "refused", "text": "nwt:save:a"}]
    run_apart(page.keep([("nwt:save:a", "two", "")]))  # refused again: said once
    assert len(page.queue) == 1
    storage.refuse.clear()
    run_apart(page.keep([("nwt:save:a", "three", ""), ("nwt:tally", None, None)]))
    assert storage.data["nwt:save:a"] == "three"
    assert [m for m, _ in page.queue] == [{"kind": "kept"}, {"kind": "refused", "text": "nwt:save:a"}]


def test_a_save_is_written_only_over_the_revision_the_worker_read(monkeypatch, measured):
    """One match, one writer: another tab wrote the save since; nothing is written over it, and
    the worker is told what it holds now (first, before what waits)."""
    monkeypatch.setattr(main_side, "attempt", _attempt)
    storage = Storage()
    storage.data = {"nwt:save:a": "mine"}
    page = _page(storage)
    page.window.performance = type("Clock", (), {"now": staticmethod(lambda: 0.0)})()
    run_apart(page.keep([("nwt:save:a", "mine, moved on", save_revision("mine"))]))
    assert storage.data == {"nwt:save:a": "mine, moved on"} and page.queue == []
    storage.data.update({"nwt:save:a": "theirs", "nwt:save:c": "made there"})  # another tab
    page.post({"kind": "action", "text": "undo"})
    run_apart(page.keep([("nwt:save:a", "mine again", save_revision("mine, moved on")),
                         ("nwt:save:b", "new", ""), ("nwt:save:c", "new", "")]))
    assert storage.data == {"nwt:save:a": "theirs", "nwt:save:b": "new", "nwt:save:c": "made there"}
    assert [m for m, _ in page.queue] == [{"kind": worker.STORED, "text": "nwt:save:c", "value": "made there"},
                                          {"kind": worker.STORED, "text": "nwt:save:a", "value": "theirs"},
                                          {"kind": "action", "text": "undo"}]


def test_the_snapshot_holds_the_table_s_keys_only(measured):
    storage = Storage()
    storage.data = {"nwt:save:a": "x", "other-site": "y", "nwt:lang": "ko"}
    assert run_apart(stored.read_storage(None, None, storage)) == ({"nwt:save:a": "x", "nwt:lang": "ko"}, True)
    assert run_apart(stored.read_storage(None, None, None)) == ({}, False)  # a browser that keeps nothing


def test_a_value_or_key_longer_than_the_main_side_reads_is_measured_and_never_read(measured):
    """A value of 1.1 MB left the page grey (a MemoryError in MicroPython): it is kept by its key
    alone now, and a key longer than the table's is not read at all."""
    storage = Storage()
    big = "x" * (stored.LIMIT + 1)
    storage.data = {"nwt:save:big": big, "nwt:save:ok": "y", "nwt:" + "k" * 300: "z", "nwt:setup": "가" * 400_000}
    found, _ = run_apart(stored.read_storage(None, None, storage))
    assert found == {"nwt:save:big": OVERSIZED, "nwt:save:ok": "y", "nwt:setup": OVERSIZED}
    assert max(size for size in measured if size <= stored.LIMIT) <= stored.LIMIT  # nothing longer read


def test_where_the_browser_keeps_nothing_no_write_is_tried_and_none_is_said_refused(monkeypatch):
    tried: list = []
    monkeypatch.setattr(main_side, "attempt", lambda *args: tried.append(args))
    page = _page(None)
    run_apart(page.keep([("nwt:setup", "{}"), ("nwt:save:a", "one")]))
    assert tried == [] and page.queue == []  # the worker was told at boot: its banner says so


def test_in_micropython_a_text_longer_than_its_heap_is_measured_and_never_read():
    """The measuring itself, in the pinned MicroPython under Node: a stored value, an address and
    a storage event's value of 20 MiB, beyond its 16 MiB heap (a read would raise MemoryError),
    are measured in JavaScript and kept as OVERSIZED; what the table writes is read."""
    big = 20 * 1024 * 1024
    code = f"""import js, jsffi, json
storage = js.makeStorage(jsffi.to_js([["nwt:save:big", {big}], ["nwt:save:ok", "y"], ["other", {big}],
                                      ["nwt:" + "k" * 300, "z"], ["nwt:setup", "{{}}"]]))
found, kept = await read_storage(js, jsffi.to_js, storage)
js.location = js.makeThing(jsffi.to_js([["hash", {big}], ["search", "?seed=1"]]))
address = await read_address(js, jsffi.to_js)
search = await read_address(js, jsffi.to_js, "search")
event = js.makeThing(jsffi.to_js([["key", "nwt:save:big"], ["newValue", {big}]]))
changed = await read_change(js, jsffi.to_js, event)
print(json.dumps([sorted(found.items()), kept, address, search, list(changed)]))
"""
    modules = ("main_side/dom.py", "engine/names.py", "web/markup.py", "web/controls.py", "web/home_commands.py",
               "web/home_form.py",
               "web/home_saves.py", "main_side/stored.py")
    assert set(modules) <= set(MAIN_SIDE)
    found, kept, address, search, changed = json.loads(micropython.run(modules, code, awaits=True).splitlines()[-1])
    assert found == [["nwt:save:big", OVERSIZED], ["nwt:save:ok", "y"], ["nwt:setup", "{}"]] and kept
    assert (address, search, changed) == (OVERSIZED, "?seed=1", ["nwt:save:big", OVERSIZED])


def test_another_tab_s_change_to_the_table_s_keys_is_told_to_the_worker(measured):
    storage = Storage()
    storage.data = {"nwt:save:a": "x", "other-site": "y"}
    page = _page(storage)

    def event(key, value=None):
        return type("StorageEvent", (), {"key": key, "newValue": value})()

    for seen in (event("nwt:save:b", "made"), event("nwt:save:a"),  # made there, deleted there
                 event("other-site", "z"), event(None),  # not the table's; cleared there: the table's keys read again
                 event("nwt:save:c", "x" * (stored.LIMIT + 1)), event("x" * 300, "y")):  # too long to read
        run_apart(page.storage_changed(seen))
    assert [m for m, _ in page.queue] == [
        {"kind": worker.STORED, "text": "nwt:save:b", "value": "made"},
        {"kind": worker.STORED, "text": "nwt:save:a", "value": None},
        {"kind": worker.STORED, "storage": {"nwt:save:a": "x"}},
        {"kind": worker.STORED, "text": "nwt:save:c", "value": OVERSIZED}]


def test_parts_are_all_found_first_then_new_ones_put_in_then_old_ones_replaced_or_removed():
    log: list[tuple] = []
    root = Element("root", log)
    root.parts = [Element(f"part{i}", log) for i in range(4)]
    show, targets = main_side.show, main_side.targets
    changes = targets(root, [(patch.REPLACE, 0, "<a>"), (patch.AFTER, 1, "<b>"), (patch.REMOVE, 2, ""),
                             (patch.BEFORE, 3, "<c>")])
    assert [e.name for e in main_side.replaced(changes)] == ["part0", "part2"]  # where folds may change
    show(root, changes)
    assert log == [("insert", "part1", patch.AFTER, "<b>"), ("insert", "part3", patch.BEFORE, "<c>"),
                   ("replace", "part0", "<a>"), ("remove", "part2")]
    changes = targets(root, [(patch.REPLACE, patch.WHOLE, "<main>")])
    assert main_side.replaced(changes) == [root]
    show(root, changes)
    assert root.innerHTML == "<main>"


def test_the_names_of_the_changes_are_web_patch_s():
    text = (SOURCE.parent / "dom.py").read_text(encoding="utf-8")
    for name in (patch.REPLACE, patch.REMOVE, patch.BEFORE, patch.AFTER):
        assert f'"{name}"' in text
    assert "== -1" in text and patch.WHOLE == -1


def test_the_boot_message_is_what_the_worker_reads():
    class Location:
        origin, pathname, search, hash = "http://table", "/", "?seed=3", "#abc"

    class Navigator:
        language = "ko-KR"

    window = Window(Storage())
    window.location, window.navigator = Location(), Navigator()
    read = json.loads(start.boot_message(window, {"nwt:lang": "ko"}, True, "#abc", "?seed=3", False, None))
    assert read == {"storage": {"nwt:lang": "ko"}, "persistent": True, "language": "ko-KR",
                    "base_url": "http://table/?seed=3", "search": "?seed=3", "address": "#abc",
                    "address_over": False, "check": False}
    read = json.loads(start.boot_message(window, {}, True, OVERSIZED, "?seed=3", False, None))
    assert read["address"] == "" and read["address_over"] is True  # refused unread by the worker


@pytest.mark.parametrize("name", ["page.py", "offline.py", "dom.py", "home.py", "saves.py", "start.py", "stored.py",
                                  "form.py"])
def test_the_main_side_is_written_in_what_micropython_has(name):
    """Its own modules, and the shared ones it is shipped with (tests/web/test_early_home.py
    runs them all in MicroPython)."""
    tree = ast.parse((SOURCE.parent / name).read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    # MicroPython's own modules (no dataclasses, no typing); the page's objects come in as arguments.
    assert imported <= {"json", "asyncio", "binascii", "hashlib", "io", "deflate", "zlib", "main_side.dom",
                        "main_side.form", "main_side.home", "main_side.offline", "main_side.page", "main_side.saves",
                        "main_side.stored", "web.controls", "web.home_commands", "web.home_form", "web.home_saves",
                        "web.markup", "web.spacing", "engine.names"}
    assert not any(isinstance(node, ast.AnnAssign) for node in ast.walk(tree))


def test_the_page_s_revision_is_workbox_s_md5_and_its_cache_workbox_s():
    page = "<!doctype html><p>한국어</p>\n"
    assert worker.revision(page) == hashlib.md5(page.encode("utf-8")).hexdigest()
    assert offline.PRECACHE == "newworld-table-precache-v2-" and offline.SKIP_WAITING == {"type": "SKIP_WAITING"}
    assert offline.SERVICE_WORKER == "./sw.js"


class Made:
    """An element made by the fake document: its attributes, text and children."""

    def __init__(self, tag):
        self.tag, self.attributes, self.children, self.textContent = tag, {}, [], ""

    def setAttribute(self, name, value):
        self.attributes[name] = value

    def getAttribute(self, name):
        return self.attributes.get(name)

    def appendChild(self, child):
        self.children.append(child)

    def prepend(self, child):
        self.children.insert(0, child)


class Document:
    def __init__(self):
        self.made: dict[str, Made] = {}

    def createElement(self, tag):
        return Made(tag)

    def getElementById(self, ident):
        return self.made.get(ident)


class Console:
    def __init__(self):
        self.errors: list[str] = []

    def error(self, text):
        self.errors.append(text)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_failed_worker_is_said_in_the_page_s_language_with_a_reload_and_the_computers_stopped(lang):
    window, document, root = Window(Storage()), Document(), Made("main")
    window.console = Console()
    root.setAttribute("lang", lang)
    root.setAttribute("data-ai", "busy")
    page = main_side.Page(window, document, root, to_js=lambda x: x)
    page.failed(RuntimeError("worker gone"))
    banner = root.children[0]
    text, button = banner.children
    assert banner.attributes["role"] == "alert" and text.textContent == main_side.FAILED[lang][0]
    assert button.attributes["data-action"] == main_side.RELOAD and button.textContent == main_side.FAILED[lang][1]
    assert root.attributes["data-ai"] == "idle" and "worker gone" in window.console.errors[0]


def test_a_failed_worker_is_said_in_every_language_and_in_english_in_an_unknown_one():
    assert set(main_side.FAILED) == set(LANGUAGES)
    window, document, root = Window(Storage()), Document(), Made("main")
    window.console = Console()
    root.setAttribute("lang", "fr")
    main_side.Page(window, document, root, to_js=lambda x: x).failed(RuntimeError("gone"))
    assert root.children[0].children[0].textContent == main_side.FAILED["en"][0]


def test_a_worker_that_fails_to_start_stops_the_early_home_so_the_banner_stays():
    window, document, root = Window(Storage()), Document(), Made("main")
    window.console = Console()
    page = main_side.Page(window, document, root, to_js=lambda x: x)
    page.early = type("Early", (), {"active": True})()
    page.failed(RuntimeError("no worker"))
    assert page.early.active is False and root.children[0].attributes["role"] == "alert"


class _Events:
    """A fake of a JavaScript object's listeners: ``fire(name)`` calls them."""

    def __init__(self) -> None:
        self.listeners: dict[str, list[Any]] = {}

    def addEventListener(self, name: str, handler: Any) -> None:
        self.listeners.setdefault(name, []).append(handler)

    def fire(self, name: str) -> None:
        for handler in self.listeners.get(name, []):
            handler(None)


class _ServiceWorker(_Events):
    def __init__(self, state: str) -> None:
        super().__init__()
        self.state, self.messages = state, []

    def postMessage(self, message: Any) -> None:
        self.messages.append(message)


@pytest.mark.parametrize("when", ["installing as the page registers", "found after", "installed before"])
def test_a_newer_version_takes_over_however_its_install_and_the_page_s_start_interleave(when):
    """The main side registers the service worker only once the table's worker is up: a newer
    version may by then be installed (waiting), still installing (its ``updatefound`` came
    before the page listened), or found later. Each is told to take over once installed."""
    newer = _ServiceWorker("installed" if when == "installed before" else "installing")
    registration = _Events()
    registration.installing = newer if when == "installing as the page registers" else None
    registration.waiting = newer if when == "installed before" else None
    container = _Events()
    container.controller = _ServiceWorker("activated")  # an update: the page has a version already

    async def register(_url):
        return registration

    async def ready():
        return registration

    container.register = register
    container.ready = ready()
    html = type("Html", (), {"setAttribute": lambda self, name, value: None})()
    window = type("Window", (), {"navigator": type("Navigator", (), {"serviceWorker": container})()})()
    document = type("Document", (), {"documentElement": html})()
    run_apart(offline.keep_offline_copy(window, document, None, lambda value: value))
    if when == "found after":
        registration.installing = newer
        registration.fire("updatefound")
    if when != "installed before":
        assert newer.messages == []  # not while it installs
        newer.state = "installed"
        newer.fire("statechange")
    assert newer.messages == [offline.SKIP_WAITING]


class _Promise:
    """A fake of a JavaScript promise made with ``Promise.new(executor)``: ``then`` callbacks
    run when its executor's resolve is called."""

    def __init__(self, executor: Any) -> None:
        self.settled, self.callbacks = False, []
        executor(self.resolve, lambda _reason: None)

    @classmethod
    def new(cls, executor: Any) -> _Promise:
        return cls(executor)

    def resolve(self, _value: Any) -> None:
        self.settled = True
        while self.callbacks:
            self.callbacks.pop(0)()


class _Locks:
    """A fake of the browser's Web Locks for one name: shared holders together, held until the
    promise their callback returned settles; an exclusive request granted once none is held."""

    def __init__(self) -> None:
        self.shared, self.exclusive = 0, []

    def request(self, name: str, options: Any, callback: Any = None) -> None:
        assert name == offline.STARTING
        if callback is None:
            self.exclusive.append(options)
            self._grant()
            return
        assert options == {"mode": "shared"}
        self.shared += 1
        held = callback(None)

        def released() -> None:
            self.shared -= 1
            self._grant()

        if held.settled:
            released()
        else:
            held.callbacks.append(released)

    def _grant(self) -> None:
        while self.shared == 0 and self.exclusive:
            self.exclusive.pop(0)(None)


def _window_with_locks() -> Any:
    navigator = type("Navigator", (), {"locks": _Locks()})()
    return type("Window", (), {"navigator": navigator, "Promise": _Promise})()


def test_a_newer_version_takes_over_only_once_no_page_is_starting():
    """Two pages start; a newer version installed meanwhile is told to take over only once both
    have drawn their first screen, so neither asks the newer version for its runtime files."""
    window = _window_with_locks()
    first, second = (offline.hold_while_starting(window, lambda value: value) for _ in range(2))
    newer = _ServiceWorker("installed")
    offline.take_over(window, newer, lambda value: value)
    first()
    assert newer.messages == []  # the second page is still starting
    second()
    assert newer.messages == [offline.SKIP_WAITING]
    first()  # a second call changes nothing
    assert newer.messages == [offline.SKIP_WAITING]


def test_with_no_page_starting_or_no_web_locks_a_newer_version_is_told_at_once():
    window = _window_with_locks()
    newer = _ServiceWorker("installed")
    offline.take_over(window, newer, lambda value: value)
    assert newer.messages == [offline.SKIP_WAITING]
    bare = type("Window", (), {"navigator": type("Navigator", (), {})()})()
    assert offline.hold_while_starting(bare, lambda value: value)() is None
    older = _ServiceWorker("installed")
    offline.take_over(bare, older, lambda value: value)
    assert older.messages == [offline.SKIP_WAITING]


def test_a_save_the_browser_refused_is_written_later_over_what_the_storage_holds(monkeypatch, measured):
    """A full storage keeps the save as it was, while the worker believes its write made: the
    next write is made over what the storage holds, not taken for another tab's."""
    monkeypatch.setattr(main_side, "attempt", _attempt)
    storage = Storage(refuse={"nwt:save:a"})
    storage.data = {"nwt:save:a": "one"}
    page = _page(storage)
    page.window.performance = type("Clock", (), {"now": staticmethod(lambda: 0.0)})()
    run_apart(page.keep([("nwt:save:a", "two", save_revision("one"))]))  # refused: the worker believes "two"
    run_apart(page.keep([("nwt:save:a", "three", save_revision("two"))]))  # refused again
    storage.refuse.clear()
    run_apart(page.keep([("nwt:save:a", "four", save_revision("three"))]))
    assert storage.data == {"nwt:save:a": "four"}
    assert [m for m, _ in page.queue] == [{"kind": "kept"}, {"kind": "refused", "text": "nwt:save:a"}]
    storage.data["nwt:save:a"] = "another tab's"
    run_apart(page.keep([("nwt:save:a", "five", save_revision("four"))]))
    assert storage.data == {"nwt:save:a": "another tab's"} and page.queue[0][0]["kind"] == worker.STORED


def test_replies_are_applied_in_the_order_the_worker_made_them_whatever_order_they_arrive_in():
    """Each reply's parts change the page the reply before it left: a computer's reply that
    arrives after a click's reply the worker made later waits for it (WebKit delivered a review's
    step after the click that cancelled it, and the page showed the review both running and stopped)."""
    page, applied = _page(Storage()), []

    async def apply(reply, thought=None):
        applied.append(reply["number"])

    page.apply = apply

    async def scenario():
        for number in (2, 1, 4):
            page.received(json.dumps({"number": number}))
        while page.applying:
            await page.apply_task
        assert applied == [1, 2]  # the third is not here: the fourth waits
        page.received(json.dumps({"number": 3}))
        await page.apply_task

    run_apart(scenario())
    assert applied == [1, 2, 3, 4] and not page.replies


def test_the_worker_numbers_its_replies_in_the_order_it_makes_them():
    numbers = [json.loads(worker.boot(json.dumps({"storage": {}, "language": "en", "address": ""})))["number"]]
    for text in ("start", "home"):
        numbers.append(json.loads(worker.send(json.dumps({"kind": "action", "text": text, "form": {}})))["number"])
    assert numbers == [1, 2, 3]


class _Settled:
    """A fake of a promise already settled: ``then`` calls the one callback that applies."""

    def __init__(self, ok: bool) -> None:
        self.ok = ok

    def then(self, done: Any, failed: Any) -> None:
        (done if self.ok else failed)(None)


class _Navigator:
    """A browser's navigator with a clipboard, and a share sheet where ``share`` says how it ends
    (None: the browser has none)."""

    def __init__(self, share: bool | None, copies: bool = True) -> None:
        self.copied: list[str] = []
        self.shared: list[Any] = []
        outer = self

        class Clipboard:
            def writeText(self, text: str) -> _Settled:
                outer.copied.append(text)
                return _Settled(copies)

        self.clipboard = Clipboard()
        if share is not None:
            self.share = lambda data: (self.shared.append(data), _Settled(share))[1]


@pytest.mark.parametrize(("share", "asked", "shared", "copied"), [
    (True, True, True, False),   # a phone's share sheet, used
    (False, True, True, True),   # closed without sharing: copied instead
    (None, True, False, True),   # no share sheet (a desktop browser): copied
    (True, False, False, True),  # the match's own link: always copied
])
def test_a_friend_s_link_goes_to_the_share_sheet_where_there_is_one_else_to_the_clipboard(share, asked, shared,
                                                                                        copied):
    navigator, said = _Navigator(share), []
    dom.hand_on(navigator, lambda value: value, "Bo, your turn: #x", asked, said.append)
    assert bool(navigator.shared) == shared and bool(navigator.copied) == copied and said == [True]
    failing, said = _Navigator(None, copies=False), []
    dom.hand_on(failing, lambda value: value, "x", asked, said.append)
    assert said == [False]

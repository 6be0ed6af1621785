"""The page's one-way loop (web/update.py): plain state in, a command, the state and typed
effects out; the page's own commands; no controller object and no mixins."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import json
from pathlib import Path

from engine import Match
from web import commands as c
from web import screens
from web import state as state_module
from web.present import frame, paint
from web.saves import MemoryStorage
from web.thinking import run_ai
from web.update import start, update

WEB = Path(__file__).resolve().parents[2] / "web"


def _started():
    state, world = start(MemoryStorage(), language="en", clock=lambda: "2026-11-28 20:00", new_seed=lambda: 7)
    return state, world


def test_update_gives_back_the_state_it_was_given_and_the_effects_as_values():
    state, world = _started()
    same, effects = update(state, world, c.Start())
    assert same is state and state.screen == "match" and state.table is not None
    record = state.table.match.record()
    assert effects == [c.PushAddress(record), c.SetAddress(record)]  # a history entry, then the address in step
    moved: list[c.Effect] = []
    while not run_ai(state, world, moved):  # the person's decisions until a computer's
        assert moved == []
        code = state.table.match.legal(state.table.human)[0].code
        _, effects = update(state, world, c.Play((code,)))
        assert effects == [c.SetAddress(state.table.match.record())]
    assert moved[-1] == c.SetAddress(state.table.match.record())  # each computer move, its address
    _, effects = update(state, world, c.Copy())
    assert effects == [c.CopyText("#" + state.table.match.record())]
    _, effects = update(state, world, c.Home())
    assert effects == [c.SetAddress("")] and state.screen == "home" and state.table is None


def test_the_page_s_own_commands_are_never_read_from_a_control():
    for command in (c.Open("toy.2.abc"), c.Back(), c.Copied(True), c.Fault("ValueError: x")):
        assert c.parse(str(command)) is None


def test_opening_the_address_shown_replays_nothing(monkeypatch):
    state, world = _started()
    update(state, world, c.Start())
    table, record = state.table, state.table.match.record()
    read = []
    real = Match.from_record
    monkeypatch.setattr(Match, "from_record", staticmethod(lambda *a, **k: read.append(a) or real(*a, **k)))
    _, effects = update(state, world, c.Open("#" + record))  # the address the page just set, read back
    assert effects == [] and state.table is table and read == []
    update(state, world, c.Back())
    _, effects = update(state, world, c.Open("#" + record))  # Forward after Back: opened again, once
    assert len(read) == 1 and state.table is not table and state.table.match.record() == record


def test_back_goes_home_from_a_match_only():
    state, world = _started()
    update(state, world, c.Open("#toy.2.abc"))
    assert state.screen == "error"
    update(state, world, c.Back())
    assert state.screen == "error"  # the "cannot open" screen stays until Home
    update(state, world, c.Start())
    update(state, world, c.Back())
    assert state.screen == "home" and state.table is None


def test_a_fault_is_said_in_the_banner_and_the_match_kept():
    state, world = _started()
    update(state, world, c.Start())
    table = state.table
    update(state, world, c.Fault("ValueError: boom"))
    assert state.table is table and state.message is not None
    assert state.message[0] == "error" and "ValueError: boom" in state.message[1]


def test_the_clipboard_s_answer_is_said_until_the_next_command():
    state, world = _started()
    update(state, world, c.Start())
    update(state, world, c.Copied(True))
    assert state.table.copied is True
    update(state, world, c.Log("open"))
    assert state.table.copied is None


def test_the_state_is_plain_data():
    """Every class of web/state.py is a dataclass whose only behaviour is a derived property."""
    classes = [k for _, k in inspect.getmembers(state_module, inspect.isclass) if k.__module__ == state_module.__name__]
    assert {k.__name__ for k in classes} == {"World", "Settings", "Home", "Memo", "Reviewing", "Table", "State"}
    for k in classes:
        assert dataclasses.is_dataclass(k), k
        methods = {n for n, v in vars(k).items() if inspect.isfunction(v) and not n.startswith("__")}
        assert methods == set(), (k, methods)


def test_no_class_of_the_page_mixes_in_another():
    """The loop is functions over the state, not a controller assembled from parts: no class in
    web/ has more than one base, and there is no web/app.py."""
    assert not (WEB / "app.py").exists()
    mixed = []
    for path in WEB.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and len(node.bases) > 1:
                mixed.append(f"{path.relative_to(WEB)}:{node.name}")
    assert mixed == []


def test_what_the_page_paints_is_plain_values_from_one_frame():
    """``paint`` gives what crosses to the page: strings and numbers only (JSON as it is), the
    markup the screens draw from the frame, the title and announcement of the same frame."""
    state, world = _started()
    update(state, world, c.Start())
    painted = paint(state, world)
    values = dataclasses.asdict(painted)
    assert json.loads(json.dumps(values)) == {**values, "stylesheets": list(painted.stylesheets)}
    shown = frame(state, world)
    assert painted.html == str(screens.render(shown)) and painted.title == screens.title(shown)
    assert painted.announcement == screens.announcement(shown) and painted.lang == "en"
    assert painted.screen == "match" and painted.decisions == len(state.table.match.decisions)
    assert painted.ai in ("busy", "idle") and all(s.endswith(".css") for s in painted.stylesheets)

"""The page's commands (web/commands.py): one grammar, read once at the page's edge."""

from __future__ import annotations

import ast
import copy
import dataclasses
import json
from pathlib import Path

import pytest

from tests import micropython
from web import commands as c
from web.home_commands import HOME_KINDS, ClearFinished, answer_saves, read_home
from web.saves import MemoryStorage

from .client import Client

WEB = Path(__file__).resolve().parents[2] / "web"
MAIN_SIDE = WEB.parent / "main_side"

#: One command of every kind, with fields that use the grammar's corners.
EXAMPLES = [
    c.Play(("build:small indigo plant",)), c.Play(("same:7", "add:7", "add:7")), c.Pick("rr", "0.0"),
    c.Pick("mn", ""), c.Undo(), c.Hint(), c.Why("build:small_market"),
    c.Log("open"), c.Log("close"), c.Copy(), c.SendLink(2), c.Ready(3), c.Rematch(),
    c.Replay(), c.Replay(30), c.ReplayStep("round-back"), c.ReplayExit(), c.ReviewStart(), c.ReviewCancel(),
    c.Home(), c.Lang("ko"),
    c.Speed("instant"), c.Auto("off"), c.HintSetting("on"), c.Dismiss(), c.LoadLatest(), c.KeepHere(),
    c.Rules("mundus_novus", "trade"), c.RulesClose(), c.Guide("puerto-rico"), c.GuideLeave(),
    c.PickGame("puerto_rico"),
    c.PickPlayers(5), c.PickSeat(0), c.PickPerson(2), c.PickLink(2), c.PickLevel("strong"), c.Option("variant", "2-3"),
    c.Option("c_building", "random"), c.Start(), c.Resume("nwt:save:3"), c.AllSaves(), c.Delete("nwt:save:3"),
    c.DeleteYes("k"), c.DeleteNo("k"), c.ClearFinished(), c.ClearFinished("yes"), c.ResetTally(),
    c.ResetTally("no"),
]


def test_every_kind_of_command_has_an_example():
    assert {type(x) for x in EXAMPLES} == set(c.KINDS.values())


@pytest.mark.parametrize("command", EXAMPLES, ids=str)
def test_a_command_reads_back_from_its_text(command):
    assert c.parse(str(command)) == command


def test_the_texts_are_the_ones_the_page_and_the_tests_know():
    assert str(c.Play(("same:7", "add:7"))) == "play:same:7,add:7"
    assert str(c.Pick("rr", "0.0")) == "ui:rr=0.0"
    assert str(c.Option("variant", "2-3")) == "option:variant=2-3"
    assert str(c.ReplayStep("slider")) == "replay-step:slider"
    assert [str(x) for x in (c.Undo(), c.Replay(), c.Replay(4), c.ClearFinished(), c.ClearFinished("no"))] == [
        "undo", "replay", "replay:4", "clear-finished", "clear-finished:no"]


@pytest.mark.parametrize("text", [
    "", "nonsense", "nonsense:1", "play:", "play:a,,b", "ui:=1", "ui:key", "undo:now", "pick-seat:x",
    "pick-seat:-1", "pick-seat:２", "ready:", "option:variant", "replay:back", "delete-yes",
])
def test_a_text_that_is_no_command_reads_as_none(text):
    assert c.parse(text) is None


def test_the_home_screen_s_commands_read_alike_in_micropython():
    """The main side reads a tap on the home screen with web/home_commands.py's ``read_home``
    before the worker is up: in MicroPython each reads back to the command the worker reads."""
    home = [x for x in EXAMPLES if type(x).VERB in HOME_KINDS]
    texts = [str(x) for x in home] + ["pick-seat:x", "pick-seat:２", "option:variant", "delete-yes", "start:1",
                                      "pick-players:", "clear-finished:", "play:x"]
    code = (f"import json\nout = []\nfor text in {json.dumps(texts)}:\n"
            "    command = read_home(text)\n"
            "    out.append(None if command is None else [type(command).__name__, str(command)])\n"
            "print(json.dumps(out))\n")
    there = micropython.values(("web/controls.py", "web/home_commands.py"), code)
    here = [None if (x := c.parse(t)) is None or type(x).VERB not in HOME_KINDS else [type(x).__name__, str(x)]
            for t in texts]
    assert there == here
    assert [read_home(t) for t in texts] == [*home, None, None, None, None, None, None, ClearFinished(), None]


def test_the_saves_are_answered_on_the_home_screen_alike_on_both_sides():
    """``answer_saves``: what is asked first, and only ``yes`` to what was asked is done."""
    view = {"all_saves": False, "confirm_delete": None, "confirm_clear": False, "confirm_reset": False}
    done = [answer_saves(view, x) for x in (c.DeleteYes("k"), c.Delete("k"), c.DeleteYes("j"), c.Delete("k"),
                                            c.DeleteYes("k"), c.ClearFinished("yes"), c.ClearFinished(),
                                            c.ClearFinished("yes"), c.ResetTally(), c.ResetTally("no"),
                                            c.ResetTally("yes"), c.AllSaves())]
    assert done == [False, False, False, False, True, False, False, True, False, False, False, False]
    assert view == {"all_saves": True, "confirm_delete": None, "confirm_clear": False, "confirm_reset": False}


def _snapshot(app: Client) -> tuple[object, ...]:
    """The whole state as values: its fields, the open table's but its match, the match's record, the storage."""
    table = app.state.table
    rest = dataclasses.replace(app.state, table=None)
    fields = {f.name: getattr(table, f.name) for f in dataclasses.fields(table) if f.name not in ("match", "memo")}
    return copy.deepcopy((rest, fields)), table.match.record(), dict(app.storage.data), list(app.effects)


def test_a_stale_or_forged_button_changes_nothing():
    app = Client(MemoryStorage(), language="en", clock=lambda: "2026-11-28 12:00", new_seed=lambda: 7, strict=False)
    app.handle(c.Start())
    app.run_ai()
    before = _snapshot(app)
    for text in ("nonsense:1", "pick-seat:x", "play:", "ui:=1", "play:no-such-action", "open:x", "copied:1"):
        app.handle(text)
    after = _snapshot(app)
    assert after[1:] == before[1:]
    assert after[0][0] == dataclasses.replace(before[0][0], message=after[0][0].message)
    assert after[0][1] == before[0][1]


def test_a_click_plays_the_same_given_as_text_or_as_a_command():
    def opened() -> Client:
        app = Client(MemoryStorage(), language="en", clock=lambda: "2026-11-28 12:00", new_seed=lambda: 7)
        app.handle(c.PickGame("puerto_rico"))
        app.handle(c.Start())
        return app

    by_text, by_command = opened(), opened()
    assert by_text.match is not None and by_command.match is not None
    code = by_text.match.legal(by_text.human)[0].code
    by_text.handle(f"play:{code}")
    by_command.handle(c.Play((code,)))
    assert by_text.match.record() == by_command.match.record()
    assert len(by_text.match.decisions) == 1


def test_no_module_but_the_commands_writes_the_grammar():
    """The tables and screens, and the page's main side, build commands as values; no text of
    the grammar anywhere else (``play:``, ``ui:``, ... in a string or an f-string's literal
    part; docstrings say ``play:<code>`` in words and are left out)."""
    offenders = {}
    for path in sorted([*WEB.rglob("*.py"), *MAIN_SIDE.glob("*.py")]):
        if path.name in ("commands.py", "home_commands.py"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(n.body[0].value) for n in ast.walk(tree)
                if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))
                and n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
        bad = [n.value for n in ast.walk(tree)
               if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs
               and n.value.partition(":")[1] and n.value.partition(":")[0] in c.KINDS]
        if bad:
            offenders[str(path.relative_to(WEB.parent))] = bad
    assert offenders == {}


def _reads_commands(path: Path) -> bool:
    """Whether the module calls ``web.commands.parse`` (by that name, or through the module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modules, functions = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in ("commands", "web.commands"):
            functions |= {a.asname or a.name for a in node.names if a.name == "parse"}
        elif isinstance(node, ast.ImportFrom) and node.module in (None, "web"):
            modules |= {a.asname or a.name for a in node.names if a.name == "commands"}
    return any(isinstance(n, ast.Call) and (
        (isinstance(n.func, ast.Name) and n.func.id in functions)
        or (isinstance(n.func, ast.Attribute) and n.func.attr == "parse" and isinstance(n.func.value, ast.Name)
            and n.func.value.id in modules)) for n in ast.walk(tree))


def test_the_page_reads_a_command_in_one_place():
    """``parse`` is called at the page's edge only: the worker's message handler (the loop takes
    commands)."""
    readers = sorted(str(p.relative_to(WEB)) for p in WEB.rglob("*.py") if _reads_commands(p))
    assert readers == ["worker.py"]

"""The browser tests' harness without a browser: a test whose renderer died runs once more
(tests/e2e/conftest.py, pytest_runtest_protocol), with a new load-again hook, and nothing else
runs again."""

from __future__ import annotations

import ast

import pytest

from tests.conftest import RUN_AGAIN

pytest_plugins = ["pytester"]

INNER = '''
import pytest

calls = {}

def ran(name):
    calls[name] = calls.get(name, 0) + 1
    return calls[name]

def test_its_renderer_dies_once():
    if ran("once") == 1:
        raise RuntimeError("Page.wait_for_function: Target crashed\\nCall log: ...")

def test_its_renderer_dies_twice():
    raise RuntimeError(f"Page.goto: Page crashed (run {ran('twice')})")

def test_it_fails_otherwise():
    raise AssertionError(f"not a crash (run {ran('otherwise')})")

class CrashLoads:
    made = 0

    def __init__(self):
        CrashLoads.made += 1
        self.loads = 0

@pytest.mark.parametrize("while_home_loads", [CrashLoads], indirect=True)
def test_its_load_again_dies(while_home_loads):
    while_home_loads.loads += 1
    if CrashLoads.made == 1:
        raise RuntimeError("Page.wait_for_selector: Target crashed")
    assert while_home_loads.loads == 1 and CrashLoads.made == 2  # a new hook for the run again
'''


@pytest.fixture
def inner(pytester, monkeypatch):
    """A run of four tests laid out as browser tests (tests/e2e/), with the harness's protocol
    and its ``while_home_loads`` fixture. Its crashes are make-believe: they must not mark this
    worker's own Chromium crashed."""
    from tests.e2e import conftest as e2e

    monkeypatch.setattr(e2e, "CHROMIUM", [])
    pytester.makeconftest("from tests.e2e.conftest import pytest_runtest_protocol, while_home_loads  # noqa: F401\n")
    pytester.mkpydir("tests")
    (pytester.path / "tests" / "e2e").mkdir()
    (pytester.path / "tests" / "e2e" / "test_inner.py").write_text(INNER)
    return pytester.inline_run("tests/e2e/test_inner.py", "-p", "no:cacheprovider")


def test_a_test_whose_renderer_died_runs_once_more_and_is_listed_and_other_failures_are_not_run_again(inner):
    reports = list(inner.getreports("pytest_runtest_logreport"))
    outcome = {r.nodeid.rsplit("::", 1)[1]: r.outcome for r in reports if r.when == "call"}
    assert outcome == {"test_its_renderer_dies_once": "passed", "test_its_renderer_dies_twice": "failed",
                       "test_it_fails_otherwise": "failed", "test_its_load_again_dies[CrashLoads]": "passed"}
    calls = {r.nodeid.rsplit("::", 1)[1]: [v for k, v in r.user_properties if k == RUN_AGAIN]
             for r in reports if r.when == "teardown"}
    assert calls == {"test_its_renderer_dies_once": ["call: RuntimeError: Page.wait_for_function: Target crashed"],
                     "test_its_renderer_dies_twice": ["call: RuntimeError: Page.goto: Page crashed (run 1)"],
                     "test_it_fails_otherwise": [],
                     "test_its_load_again_dies[CrashLoads]":
                         ["call: RuntimeError: Page.wait_for_selector: Target crashed"]}
    failed = {r.nodeid.rsplit("::", 1)[1]: r.longrepr.reprcrash.message for r in reports if r.failed}
    assert failed == {"test_its_renderer_dies_twice": "RuntimeError: Page.goto: Page crashed (run 2)",
                      "test_it_fails_otherwise": "AssertionError: not a crash (run 1)"}
    # Each test reported once (setup, call, teardown), the first run of a crashed one not at all.
    assert len(reports) == 12


def _predicates(tree: ast.Module) -> list[tuple[int, str]]:
    """Each ``wait_for_function`` predicate in a module: a string literal, or a module-level
    string constant named by the call (an f-string is read from its literal parts)."""
    constants = {target.id: node.value for node in tree.body if isinstance(node, ast.Assign)
                 for target in node.targets if isinstance(target, ast.Name)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "wait_for_function" and node.args:
            first = node.args[0]
            first = constants.get(first.id, first) if isinstance(first, ast.Name) else first
            parts = first.values if isinstance(first, ast.JoinedStr) else [first]
            text = "".join(p.value for p in parts if isinstance(p, ast.Constant) and isinstance(p.value, str))
            found.append((node.lineno, text))
    return found


def test_no_browser_wait_is_on_an_async_predicate():
    """Playwright's ``wait_for_function`` polls without awaiting: an async predicate's promise is
    truthy, so the wait ends at once (seen 2026-11-29: a service worker's takeover was never
    waited for, and a test failed by chance)."""
    from tests.browser_support import ROOT

    waits = {}
    for folder in ("tests", "bench", "tools"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for line, text in _predicates(ast.parse(path.read_text(encoding="utf-8"))):
                waits[f"{path.relative_to(ROOT)}:{line}"] = text
    assert len(waits) >= 10, "the scan found the browser tests' waits"
    assert [where for where, text in waits.items() if not text.strip()] == []
    assert [where for where, text in waits.items() if text.lstrip().startswith("async")] == []


def test_chromium_s_account_of_a_crash_leaves_out_the_page_s_console_lines():
    """A loaded machine once had Chromium log the page's preloads as unused "within a few seconds
    from the window's load event", console lines that were taken for a fatal one."""
    from tests import chromium_log

    log = "\n".join([
        '[1:1:1129/112137.697903:INFO:CONSOLE:0] "The resource http://127.0.0.1:1/app/a.zip was preloaded '
        'using link preload but not used within a few seconds from the window\'s load event. Check failed.", '
        "source: http://127.0.0.1:1/ (0)",
        "[1:1:1129/112137.7:FATAL:render_process_host_impl.cc(5)] Check failed: false.",
        "Histogram: CrashExitCodes.Renderer recorded 1 samples, mean = 11.0 (flags = 0x41)",
        "11  ------------------------------------------------------------------------O (1 = 100.0%)",
        "",
    ])
    assert chromium_log.cause(log) == ("1 renderer(s) crashed with exit code 11 (SIGSEGV: a bad memory access); "
                                       "[1:1:1129/112137.7:FATAL:render_process_host_impl.cc(5)] Check failed: false.")
    assert chromium_log.cause("room to zoom, bloom\n") == "Chromium's log says nothing of how"

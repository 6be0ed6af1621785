"""What the whole test run shares: the browser tests' seed, and their groups for the workers.

`python build.py test` runs pytest with pytest-xdist's two workers (`-n 2 --dist loadgroup`).
Each file of the browser tests (tests/e2e) is one group, its tests run one after another by
one worker; the groups with the most tests are handed out first, so both workers run browser
files until all are taken, then the rest (tests/e2e/conftest.py, "Time"); run directly,
without `-n`, everything runs in one process as before.

The seed of the browser tests (see tests/e2e/conftest.py) is chosen once, in the main process,
and handed to the workers in $NWT_E2E_SEED, which they inherit: every worker plays the same
matches, and the seed printed at the end is the one they played.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from engine import ENTRIES

SEED_VARIABLE = "NWT_E2E_SEED"


def _run_seed() -> int:
    given = os.environ.get(SEED_VARIABLE, "").strip()
    if given:
        if not (given.isascii() and given.isdigit()):
            raise pytest.UsageError(f"${SEED_VARIABLE} must be a whole number, not {given!r}")
        return int(given) % 2**32
    return random.SystemRandom().randrange(2**32)


SEED = _run_seed()
os.environ[SEED_VARIABLE] = str(SEED)  # for the workers pytest-xdist starts after this
REPLAY = f"{SEED_VARIABLE}={SEED}"
_BROWSER_TESTS_RAN: list[bool] = []  # whether to print the seed at the end
#: The user property (name) under which tests/e2e/conftest.py reports a load of the home
#: screen made again after a renderer crash (value: how it went).
RELOADED = "home screen loaded again after a renderer crash"
_RELOADED: list[str] = []  # lines for the end of the run
#: User property of a browser test run again after a renderer died under it (value: where).
RUN_AGAIN = "run again after a renderer crash"
#: How Chromium says a renderer died (tests/chromium_log.py), once the crashed Chromium closed.
CRASH_CAUSE = "how Chromium says its renderer died"
_CAUSES: list[str] = []


def is_browser_test(nodeid: str) -> bool:
    """Whether the test (its pytest node id, relative to the repository) is a browser test."""
    return nodeid.startswith("tests/e2e/")


def browser_group(nodeid: str) -> str:
    """The pytest-xdist group of a browser test: its file. A file's tests run one after
    another on one worker (its module's fixtures made once); the files are shared out between
    the workers as each becomes free."""
    return "browser:" + nodeid.split("::", 1)[0].removeprefix("tests/e2e/")


# $NWT_TOY_IN_CATALOGUE: the toy game is one more game of the catalogue for the whole run, put
# in before any test module is collected, so that every list of the games read from the
# catalogue has it (tests/toy_game.py; tests/test_toy_in_catalogue.py runs the contract suites so).
if os.environ.get("NWT_TOY_IN_CATALOGUE"):
    from tests import toy_game

    toy_game.put_in_the_catalogue()

#: The fast tier (``python build.py test --fast``, or pytest's ``--fast``): the core on its toy
#: game, the contract suite over every game, and each game's rules (tests/<game>/ but its
#: computer player's tests and its fuzzing); nothing else is even collected.
FAST = ("core", "contract", *(entry.module for entry in ENTRIES.values()))
NOT_RULES = ("test_ai", "test_fuzz")
TESTS = Path(__file__).resolve().parent


def pytest_addoption(parser):
    parser.addoption("--fast", action="store_true",
                     help="the fast tier: the core, the contract suite and each game's rules")
    parser.addoption("--engines", action="store_true",
                     help="the cross-engine tier alone (tests/engines: WebKit and Firefox), left out otherwise")


#: The cross-engine tier (``python build.py test --engines``): collected with ``--engines``
#: alone, and then nothing else.
ENGINES = TESTS / "engines"


def in_fast_tier(path: Path) -> bool:
    """Whether ``path`` (a folder or file under tests/) holds tests of the fast tier."""
    parts = path.resolve().relative_to(TESTS).parts
    if not parts:
        return True
    if parts[0] not in FAST:
        return False
    game = parts[0] not in ("core", "contract")
    return not (game and parts[-1].startswith(NOT_RULES))


def pytest_ignore_collect(collection_path, config):
    path = collection_path.resolve()
    if path.is_relative_to(TESTS) and path != TESTS and path.is_relative_to(ENGINES) != config.getoption("engines"):
        return True
    if config.getoption("fast") and collection_path.resolve().is_relative_to(TESTS):
        return None if in_fast_tier(collection_path) else True
    return None


def pytest_collection_modifyitems(config, items):
    if config.getoption("fast"):  # the fast tier keeps one of each kind the default run checks in many settings
        left = [item for item in items if item.get_closest_marker("thorough")]
        if left:
            config.hook.pytest_deselected(items=left)
            items[:] = [item for item in items if not item.get_closest_marker("thorough")]
    for item in items:
        if item.nodeid.startswith("tests/engines/"):
            item.add_marker(pytest.mark.engines)
        if is_browser_test(item.nodeid):
            item.add_marker(pytest.mark.e2e)
            item.add_marker(pytest.mark.xdist_group(browser_group(item.nodeid)))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    if call.when == "teardown":
        # Here, for every test: a Chromium closed at the end of the session closes in the
        # teardown of the worker's last test, which need not be a browser test.
        from tests import browser_support

        item.user_properties.extend((CRASH_CAUSE, cause) for cause in browser_support.CRASH_CAUSES)
        browser_support.CRASH_CAUSES.clear()
    outcome = yield
    report = outcome.get_result()
    if report.failed and is_browser_test(item.nodeid):
        report.sections.append(("browser-test seed", f"the matches came from seed {SEED}; replay this run with "
                                                     f"{REPLAY} (e.g. {REPLAY} python3 build.py test {item.nodeid})"))


def pytest_runtest_logreport(report):
    # Here, not at collection: with pytest-xdist the workers collect and the main process reports.
    if report.when == "call" and is_browser_test(report.nodeid):
        _BROWSER_TESTS_RAN.append(True)
    if report.when == "teardown":
        _RELOADED.extend(f"renderer crashed while loading the home screen in {report.nodeid}; {note}"
                         for name, note in report.user_properties if name == RELOADED)
        _RELOADED.extend(f"renderer crashed in {report.nodeid} ({note}); the test ran again in a new Chromium"
                         for name, note in report.user_properties if name == RUN_AGAIN)
        _CAUSES.extend(f"{note} (Chromium closed after {report.nodeid})"
                       for name, note in report.user_properties if name == CRASH_CAUSE)


def pytest_terminal_summary(terminalreporter, config):
    # Never hidden: a load made again is a crash of Chromium's that a run got past, not no crash.
    if _RELOADED:
        terminalreporter.section("renderer crashes: loaded or run again", sep="-")
        for line in _RELOADED:
            terminalreporter.write_line(line)
    if _CAUSES:
        terminalreporter.section("renderer crashes: how Chromium says they died", sep="-")
        for line in _CAUSES:
            terminalreporter.write_line(line)
    if _BROWSER_TESTS_RAN:
        terminalreporter.write_line(f"browser tests ran with seed {SEED}; replay them with {REPLAY}")

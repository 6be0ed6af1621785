"""A game added through the catalogue alone: the toy game (tests/core/toy.py, its table and
computer player tests/web/toy_table.py) put in the catalogue for a whole run
(``$NWT_TOY_IN_CATALOGUE``, tests/toy_game.py), and the contract suites run on it in a fresh
pytest, as they would on a new game: nothing else names it."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from tests import toy_game
from web.home_form import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
SUITES = ("tests/contract", "tests/web/test_contract.py")
#: The contract's checks the toy does not meet, and why: a real game has what the toy lacks.
NOT_THE_TOYS = {
    "tests/contract/test_levels.py::test_every_game_offers_an_easier_level_and_the_greedy_one[toy]":
        "its computer player offers the greedy level only",
    "tests/contract/test_levels.py::test_the_strong_level_decides_the_same_when_what_its_seat_cannot_see_changes"
    "[toy]": "no strong level",
    "tests/contract/test_levels.py::test_a_match_with_strong_seats_replays_exactly_from_its_record[toy]":
        "no strong level",
    "tests/contract/test_readme_views.py::test_the_readme_lists_every_key_of_the_view_and_no_other[toy]":
        "a module of the tests, not engine/<module>/ with a README.md",
    "tests/contract/test_rules_changes.py::test_every_game_keeps_golden_saves_and_links_of_its_current_rules_version"
    "[toy]": "no golden records in tests/golden/",
    **{f"tests/web/test_contract.py::test_every_language_has_every_text_with_the_same_fields[toy-{lang}]":
       "its table carries its name, its box text and its rules change (web/games/names.py and changes.py "
       "have a real game's)" for lang in LANGUAGES if lang != "en"},
    "tests/web/test_contract.py::test_a_whole_match_draws_in_every_language_with_words_for_everything[toy]":
        "its table labels an action with its code",
    "tests/web/test_contract.py::test_the_subject_and_the_scoreboard_at_every_decision_of_a_short_match[toy]":
        "its table labels an action with its code",
}
#: The toy's contract tests at least, in the default run (today: 6 of the engine's, which play the
#: toy without it too, 2 of the levels', 3 of the rules changes', 3 of the table's).
AT_LEAST = 14


def test_the_contract_suites_run_on_a_game_put_in_the_catalogue_alone():
    deselect = [arg for nodeid in NOT_THE_TOYS for arg in ("--deselect", nodeid)]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0",
         "-k", "toy", *deselect, *SUITES],
        cwd=ROOT, capture_output=True, text=True, timeout=600, env={**os.environ, toy_game.VARIABLE: "1"})
    summary = done.stdout.strip().splitlines()[-1]
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    passed = int(re.search(r"(\d+) passed", summary).group(1))
    assert passed >= AT_LEAST and "failed" not in summary and "error" not in summary, summary
    # Without it, the catalogue's lists have the real games only.
    plain = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "-n", "0",
         "-k", "toy", "tests/web/test_contract.py"],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
        env={k: v for k, v in os.environ.items() if k != toy_game.VARIABLE})
    assert "[toy]" not in plain.stdout

"""The fast tier (``python3 build.py test --fast``): the core, the contract suite and every
catalogue game's rules, and nothing that needs a site, a browser or long matches."""

from __future__ import annotations

from engine import ENTRIES
from tests.conftest import TESTS, in_fast_tier


def test_the_fast_tier_is_the_core_the_contract_suite_and_each_games_rules():
    assert in_fast_tier(TESTS) and in_fast_tier(TESTS / "core") and in_fast_tier(TESTS / "contract" / "test_levels.py")
    for entry in ENTRIES.values():
        rules = sorted((TESTS / entry.module).glob("test_*.py"))
        assert in_fast_tier(TESTS / entry.module) and any(in_fast_tier(path) for path in rules), entry.module
        assert not any(in_fast_tier(path) for path in rules if path.name.startswith(("test_ai", "test_fuzz")))
    for other in ("web", "e2e", "golden", "test_code_quality.py", "test_build.py"):
        assert not in_fast_tier(TESTS / other), other

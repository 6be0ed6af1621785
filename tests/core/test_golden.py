"""Every game's golden records replay to the same actions and the same result.

A failure here means a change altered how old saves and links replay. If that was
deliberate, bump the game's ``rules_version`` and regenerate (``python -m tests.golden ID``).
"""

from __future__ import annotations

import pytest

from engine import CATALOGUE, GAMES, BadRecord, Match
from tests import golden

GOLDEN = [(gid, i, e) for gid, _ in CATALOGUE if gid in GAMES for i, e in enumerate(golden.load(gid))]


@pytest.mark.parametrize("game_id", [gid for gid, _ in CATALOGUE if gid in GAMES])
def test_every_game_keeps_golden_records(game_id):
    entries = golden.load(game_id)
    assert len(entries) >= 3, f"{game_id}: keep golden records (python -m tests.golden {game_id})"
    assert len({e["players"] for e in entries}) >= 3


@pytest.mark.parametrize("game_id,number,entry", GOLDEN, ids=[f"{g}-{i}" for g, i, _ in GOLDEN])
def test_golden_record_replays_identically(game_id, number, entry):
    match = Match.from_record(entry["record"], game_id)
    assert match.over
    assert len(match.decisions) == entry["decisions"]
    assert golden.codes_digest(match) == entry["codes"]
    assert match.result.to_json() == entry["result"]
    assert match.record() == entry["record"]  # read and written again, the very same text


@pytest.mark.parametrize("game_id", [gid for gid, _ in CATALOGUE if gid in GAMES])
def test_a_record_from_earlier_rules_says_so(game_id):
    """A save made under an earlier rules_version is refused with a clear sentence, not replayed."""
    entries = golden.load(game_id)
    game = GAMES[game_id]
    old = game.rules_version
    try:
        game.rules_version = old + 1
        with pytest.raises(BadRecord, match="older rules"):
            Match.from_record(entries[0]["record"], game_id)
    finally:
        game.rules_version = old

"""Each game's README documents its view exactly: the table under the heading
``## View (`match.view(seat)["board"]`)`` has one row per key of the game's part of the
view, and every key any real view has is in it. The envelope's keys (the core's) are
documented in docs/contract.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import ai
from engine import ENTRIES, GAMES, Match
from engine.match import ENVELOPE
from engine.simulate import random_choice

ROOT = Path(__file__).resolve().parents[2]
HEADING = '## View (`match.view(seat)["board"]`)'
GAME_IDS = sorted(gid for gid in ENTRIES if gid in GAMES)


def documented_keys(readme: str) -> list[str]:
    """The keys of the view table: the first cell of each row, in backticks."""
    assert HEADING in readme, f"no section {HEADING!r}"
    section = readme.split(HEADING, 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\| `([a-z_]+)` \|", section, flags=re.MULTILINE)


def seen_keys(game_id: str) -> set[str]:
    """Every key of ``view["board"]`` over whole matches at every player count, from every
    seat and a spectator, random and greedy seats."""
    game = GAMES[game_id]
    seen: set[str] = set()
    for players in range(game.min_players, game.max_players + 1):
        for greedy in (False, True):
            match = Match.new(game_id, players, 40 + players)
            choose = ai.choose if greedy and ai.has_player(game_id) else random_choice
            while True:
                for seat in [*range(players), None]:
                    seen |= set(match.view(seat)["board"])
                if match.over:
                    break
                seat = match.to_act[0]
                legal = match.legal(seat)
                match.play(seat, choose(game_id, match.view(seat), legal, match.ai_rng(seat)))
    return seen


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_readme_lists_every_key_of_the_view_and_no_other(game_id):
    module = ENTRIES[game_id].module
    keys = documented_keys((ROOT / "engine" / module / "README.md").read_text(encoding="utf-8"))
    assert len(keys) == len(set(keys)), "a key is listed twice"
    seen = seen_keys(game_id)
    assert not set(keys) & set(ENVELOPE), "the envelope's keys are the core's, not the game's"
    assert sorted(seen - set(keys)) == [], "in the view but not in the README"
    assert sorted(set(keys) - seen) == [], "in the README but never in a view"


def test_the_contract_documents_every_key_of_the_envelope():
    contract = (ROOT / "docs" / "contract.md").read_text(encoding="utf-8")
    missing = [key for key in ENVELOPE if f"`{key}`" not in contract]
    assert missing == []

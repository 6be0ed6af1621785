"""Golden records: whole matches per game, kept so that a rules change never breaks saves by accident.

Each game has ``tests/golden/<game module>.json``: a list of entries, each a record of a
whole match (greedy and random seats, several player counts), with the number of decisions,
a digest of the sequence of action codes played and the result. ``tests/core/test_golden.py``
replays every entry and checks all three. When a rules change makes a record replay
differently, that change must bump the game's ``rules_version`` and regenerate the file
deliberately:

    python -m tests.golden <game-id> [<game-id> ...]

(the file is rewritten from the same seeds and seat kinds, under the new rules).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

HERE = Path(__file__).parent

#: (players, seed, seat kinds) of the matches each game keeps; seats cycle through the kinds.
PLAN = ((2, 11, "greedy,random"), (3, 12, "greedy,greedy,greedy"), (4, 13, "greedy,random"),
        (5, 14, "random"), (6, 15, "greedy"))


def path_for(game_id: str) -> Path:
    from engine import CATALOGUE

    module = dict(CATALOGUE)[game_id]
    return HERE / f"{module}.json"


def codes_digest(match) -> str:
    """SHA-256 over the codes of the actions played, in order (independent of list order)."""
    h = hashlib.sha256()
    for code in action_codes(match):
        h.update(code.encode() + b"\n")
    return h.hexdigest()


def action_codes(match) -> list[str]:
    """The code of every action played so far."""
    return [f"{seat}:{action.code}" for seat, action in match.played()]


def generate(game_id: str) -> list[dict]:
    """Play the plan's matches under today's rules and describe each."""
    import ai
    from engine import GAMES
    from engine.simulate import play_match, random_choice

    game = GAMES[game_id]
    entries = []
    for players, seed, kinds in PLAN:
        if not game.min_players <= players <= game.max_players:
            continue
        kinds_list = kinds.split(",")
        choosers = [ai.choose if kinds_list[s % len(kinds_list)] == "greedy" else random_choice
                    for s in range(players)]
        match = play_match(game_id, players, seed, choosers)
        entries.append({
            "players": players,
            "seed": seed,
            "seats": kinds,
            "record": match.record(),
            "decisions": len(match.decisions),
            "codes": codes_digest(match),
            "result": match.result.to_json(),
        })
    return entries


def write(game_id: str) -> Path:
    path = path_for(game_id)
    path.write_text(json.dumps(generate(game_id), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return path


def load(game_id: str) -> list[dict]:
    path = path_for(game_id)
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else []

"""Golden records: whole matches per game, kept so that a rules change never breaks saves by accident.

Each game has ``tests/golden/<game module>.json``: a list of entries, each a whole match
(greedy and random seats, several player counts) as a link (``link``: indexes and the digest
of their action codes) and as a save (``save``: the action codes), with the rules version
they were written under (``rules``), the number of decisions, a digest of the sequence of
action codes played and the result. Entries written before record format 3 also keep that
record (``indexes_only``: what saves already in people's browsers hold).

``tests/core/test_golden.py`` replays every entry of the game's current rules version and
checks all of it. When a rules change makes a record replay differently, that change must
bump the game's ``rules_version``, add what changed to ``rules_changes`` (and its words to
``web/games/changes.py``), and then add the new version's entries:

    python -m tests.golden <game-id> [<game-id> ...]

(the matches are played again from the same seeds and seat kinds under the new rules; the
entries of earlier versions are kept as they were, written by the code before the bump, and
the test opens them under the new rules: played on, opened at an earlier position, or a link
refused with the sentence that the rules changed, never an error).
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
    from engine import ENTRIES

    return HERE / f"{ENTRIES[game_id].module}.json"


def codes_digest(match) -> str:
    """SHA-256 over the codes of the actions played, in order (independent of list order)."""
    return digest_of(action_codes(match))


def digest_of(codes) -> str:
    """SHA-256 over ``<seat>:<code>`` texts, in order."""
    h = hashlib.sha256()
    for code in codes:
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
            "rules": game.rules_version,
            "players": players,
            "seed": seed,
            "seats": kinds,
            "link": match.record(),
            "save": match.full_record(),
            "decisions": len(match.decisions),
            "codes": codes_digest(match),
            "result": match.result.to_json(),
        })
    return entries


def write(game_id: str) -> Path:
    """Today's rules version's entries written anew; those of earlier versions kept as they are."""
    from engine import GAMES

    path = path_for(game_id)
    earlier = [e for e in load(game_id) if e["rules"] < GAMES[game_id].rules_version]
    path.write_text(json.dumps(earlier + generate(game_id), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return path


def load(game_id: str) -> list[dict]:
    path = path_for(game_id)
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else []

"""What every game keeps for a rules change (docs/contract.md, "A rules change"): what each
rules version changed, in the engine (``rules_changes``) and in words in every language
(``web/games/changes.py``), golden saves and links of its current rules version, and action
codes a save can hold. No game-specific code: a new game gets these checks by registering."""

from __future__ import annotations

import re

import pytest

from engine import ENTRIES, GAMES, Action, Match
from engine.simulate import random_choice
from tests import golden

GAME_IDS = sorted(gid for gid in ENTRIES if gid in GAMES)
#: A code a save can hold: printable ASCII without spaces (engine.record.MAX_CODE at most).
CODE = re.compile(r"[!-~]{1,64}")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_rules_version_after_the_first_says_what_it_changed(game_id):
    game = GAMES[game_id]
    assert [c.version for c in game.rules_changes] == list(range(2, game.rules_version + 1))
    for change in game.rules_changes:
        assert all(CODE.fullmatch(old) and CODE.fullmatch(new) and old != new for old, new in change.renamed.items())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_what_each_rules_version_changed_has_words_in_every_language(game_id):
    from web import i18n
    from web.games.changes import TEXTS

    assert set(TEXTS) == set(i18n.LANGUAGES)
    for lang, texts in TEXTS.items():
        for change in GAMES[game_id].rules_changes:
            words = texts.get(f"rules.{game_id}.{change.version}", "")
            assert words.strip() and words.rstrip()[-1] in ".다。", (lang, change.version)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_keeps_golden_saves_and_links_of_its_current_rules_version(game_id):
    entries = [e for e in golden.load(game_id) if e["rules"] == GAMES[game_id].rules_version]
    assert len(entries) >= 3, f"python -m tests.golden {game_id}"
    for entry in entries:
        save, link = Match.from_record(entry["save"], game_id), Match.from_record(entry["link"], game_id)
        assert save.decisions == link.decisions


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_action_code_can_be_kept_in_a_save_and_read_back(game_id):
    """A save keeps each decision's code: a short printable word without spaces, which reads
    back as the very action (``Action.parse``)."""
    game = GAMES[game_id]
    players = game.min_players + 1 if game.min_players < game.max_players else game.min_players
    match = Match.new(game_id, players=players, seed=59)
    while not match.over and len(match.decisions) < 400:
        for seat in match.to_act:
            for action in match.legal(seat):
                assert CODE.fullmatch(action.code) and Action.parse(action.code) == action, action
        seat = match.to_act[0]
        match.play(seat, random_choice(game_id, match.view(seat), match.legal(seat), match.ai_rng(seat)))
    assert Match.from_record(match.full_record()).codes == match.codes

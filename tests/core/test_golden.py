"""Every game's golden records replay to the same actions and the same result, and open
under later rules as a rules change promises (docs/contract.md, "A rules change").

A failure of the first tests means a change altered how today's saves and links replay. If
that was deliberate, bump the game's ``rules_version``, say what changed (``rules_changes``,
``web/games/changes.py``) and add the new version's records (``python -m tests.golden ID``):
the earlier version's stay, and the last tests open them under the new rules.
"""

from __future__ import annotations

import pytest

from engine import GAMES, BadRecord, Match, RulesChange, catalogue, record
from engine.carry import backward
from tests import golden

BUILT = [gid for gid in catalogue.ENTRIES if gid in GAMES]
ENTRIES = [(gid, i, e) for gid in BUILT for i, e in enumerate(golden.load(gid))]
TODAY = [(g, i, e) for g, i, e in ENTRIES if e["rules"] == GAMES[g].rules_version]
EARLIER = [(g, i, e) for g, i, e in ENTRIES if e["rules"] < GAMES[g].rules_version]


def ids(entries):
    return [f"{g}-{i}" for g, i, _ in entries]


@pytest.mark.parametrize("game_id", BUILT)
def test_every_game_keeps_golden_records_of_its_current_rules_version(game_id):
    entries = [e for e in golden.load(game_id) if e["rules"] == GAMES[game_id].rules_version]
    assert len(entries) >= 3, f"{game_id}: keep golden records (python -m tests.golden {game_id})"
    assert len({e["players"] for e in entries}) >= 3
    assert all(e["link"] and e["save"] for e in entries)


def same_match(match: Match, entry: dict) -> None:
    assert match.over and match.carried is None
    assert len(match.decisions) == entry["decisions"]
    assert golden.codes_digest(match) == entry["codes"]
    assert match.result.to_json() == entry["result"]


@pytest.mark.parametrize("game_id,number,entry", TODAY, ids=ids(TODAY))
def test_golden_link_and_save_replay_identically(game_id, number, entry):
    link, save = Match.from_record(entry["link"], game_id), Match.from_record(entry["save"], game_id)
    same_match(link, entry)
    same_match(save, entry)
    assert link.decisions == save.decisions
    assert link.record() == entry["link"] and save.full_record() == entry["save"]  # written again, the same text


@pytest.mark.parametrize("game_id,number,entry", [t for t in TODAY if "indexes_only" in t[2]],
                         ids=ids([t for t in TODAY if "indexes_only" in t[2]]))
def test_a_record_written_before_saves_kept_codes_opens_as_before(game_id, number, entry):
    """Saves already in people's browsers (record format 2: indexes, no digest) open under the
    rules they were written under."""
    same_match(Match.from_record(entry["indexes_only"], game_id), entry)


@pytest.mark.parametrize("game_id", BUILT)
def test_a_record_without_codes_from_earlier_rules_is_refused_with_the_sentence(game_id):
    """A format-2 save says nothing of what its indexes meant: under later rules it is
    refused with a clear sentence (and the table keeps it), not replayed."""
    entry = next(e for e in golden.load(game_id) if "indexes_only" in e)
    game = GAMES[game_id]
    bumped = RulesChange(game.rules_version + 1)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(game, "rules_version", game.rules_version + 1)
        patch.setattr(game, "rules_changes", (*game.rules_changes, bumped))
        with pytest.raises(BadRecord, match="older rules") as exc:
            Match.from_record(entry["indexes_only"], game_id)
    assert exc.value.code == "older_rules"


@pytest.mark.parametrize("game_id", BUILT)
def test_after_a_bump_that_keeps_every_list_todays_saves_and_links_play_on(game_id):
    """What the next bump will find: today's golden saves and links, opened under a next
    rules version whose legal lists are today's, open carried over and play to the same end."""
    game = GAMES[game_id]
    now = game.rules_version
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(game, "rules_version", now + 1)
        patch.setattr(game, "rules_changes", (*game.rules_changes, RulesChange(now + 1)))
        for entry in [e for e in golden.load(game_id) if e["rules"] == now]:
            for text in (entry["link"], entry["save"]):
                match = Match.from_record(text, game_id)
                assert match.carried is not None and match.carried.since == now and match.carried.stop is None
                assert match.over and golden.codes_digest(match) == entry["codes"]
                assert match.result.to_json() == entry["result"]


@pytest.mark.parametrize("game_id,number,entry", EARLIER, ids=ids(EARLIER))
def test_golden_records_of_earlier_rules_open_under_todays_as_promised(game_id, number, entry):
    """A save of the rules before plays on, or opens at the last position before a decision
    today's rules do not allow; its link opens as it was or is refused with the sentence that
    the rules changed. Never an error, never a silently different match."""
    game = GAMES[game_id]
    save = Match.from_record(entry["save"], game_id)
    assert save.carried is not None and save.carried.since == entry["rules"]
    kept = entry["decisions"] if save.carried.stop is None else save.carried.stop.number - 1
    written = record.decode(entry["save"], game_id).codes or []
    # Each decision kept is the save's own, in order (one today's rules made for the seat is
    # kept as a forced step instead).
    assert is_in_order([named_then(game, entry, text) for text in save.codes], written[:kept])
    try:
        link = Match.from_record(entry["link"], game_id)
    except BadRecord as exc:
        assert exc.code == "rules_changed"
    else:
        assert link.carried is not None and link.carried.since == entry["rules"] and link.carried.stop is None
        assert golden.digest_of(named_then(game, entry, t).replace(" ", ":", 1) for t in link.codes) == entry["codes"]


def is_in_order(part: list, whole: list) -> bool:
    rest = iter(whole)
    return all(item in rest for item in part)


def named_then(game, entry, text: str) -> str:
    """A decision's ``<seat> <code>`` as the entry's rules version named it."""
    seat, _, code = text.partition(" ")
    return f"{seat} {backward(game, code, entry['rules'])}"

"""A rules change made on purpose: the toy's saves and links of rules version 1 opened under
version 2 (tests/core/toy.py: ``rally`` added at the front of a list, ``discard`` of a 9
removed, ``pass`` renamed ``stop``).

Each save plays on to the end, or opens at the last position before the first decision
version 2 does not allow, saying which; each link opens as it was or is refused with the
sentence that the rules changed. Never an error, never a silently different match.
"""

from __future__ import annotations

import pytest

from engine import GAMES, BadRecord, Match, record
from engine.carry import backward, forward
from engine.simulate import play_match, random_choice

from .toy import TOY, TOY_2

#: Whole version-1 matches: 2, 3 and 4 players, random seats.
SEEDS = range(300)


def version_1_matches() -> list[Match]:
    GAMES[TOY.id] = TOY
    return [play_match("toy", 2 + seed % 3, seed, [random_choice] * (2 + seed % 3)) for seed in SEEDS]


@pytest.fixture
def under_version_2():
    """Version 1's matches, then version 2 registered in its place."""
    matches = version_1_matches()
    GAMES[TOY.id] = TOY_2
    yield matches
    GAMES[TOY.id] = TOY


def named_then(match: Match) -> list[str]:
    """The match's decisions as version 1 named them."""
    return [f"{seat} {backward(TOY_2, code, 1)}" for seat, _, code in (text.partition(" ") for text in match.codes)]


def same_but_kept_nines(kept: list[str], written: list[str]) -> bool:
    """``kept`` is ``written`` in order, but for ``keep`` decisions (of a 9: version 2 keeps
    it for the seat, so the decision is kept as the forced step it became)."""
    rest = iter(written)
    for text in kept:
        for other in rest:
            if other == text:
                break
            if not other.endswith(" keep"):
                return False
        else:
            return False
    return all(other.endswith(" keep") for other in rest)


def test_the_second_version_changes_the_lists_as_real_fixes_do():
    """An action added at the front of a list, one removed, one renamed: the indexes of
    version 1 mean other actions under version 2, the codes mostly do not."""
    assert TOY.rules_version == 1 and TOY_2.rules_version == 2
    assert [c.version for c in TOY_2.rules_changes] == [2] and TOY_2.rules_changes[0].renamed == {"pass": "stop"}
    assert forward(TOY_2, "pass", 1) == "stop" and backward(TOY_2, "stop", 1) == "pass"
    assert forward(TOY_2, "raise", 1) == "raise" and forward(TOY_2, "pass", 2) == "pass"


def test_version_1_saves_play_on_or_open_before_the_first_decision_version_2_refuses(under_version_2):
    played_on = opened_earlier = 0
    for old in under_version_2:
        new = Match.from_record(old.full_record())
        assert new.carried is not None and new.carried.since == 1
        stop = new.carried.stop
        if stop is None:
            played_on += 1
            # The same decisions (a 9 kept by choice is now kept by the rules), the same end.
            assert new.over and new.result == old.result
            assert same_but_kept_nines(named_then(new), old.codes) and new.state.points == old.state.points
            continue
        opened_earlier += 1
        # Stopped at a discard of a 9, which version 2 no longer allows; every decision before it kept.
        assert stop.why == "gone" and stop.code == "discard" and stop.seat == old.decisions[stop.number - 1][0]
        assert stop.dropped == tuple((int(t[0]), t[2:]) for t in old.codes[stop.number - 1:])
        assert new.state.drawn is None and 9 in new.state.hands[stop.seat]  # the rules kept it for the seat
        assert same_but_kept_nines(named_then(new), old.codes[: stop.number - 1])
        assert not new.over
    assert played_on + opened_earlier == len(SEEDS)
    assert (played_on, opened_earlier) == (266, 34)  # printed in the report of issue 59


def test_version_1_links_open_as_they_were_or_are_refused_with_the_sentence(under_version_2):
    opened = refused = 0
    for old in under_version_2:
        try:
            new = Match.from_record(old.record())
        except BadRecord as exc:
            refused += 1
            assert exc.code == "rules_changed" and exc.fields == {"game": "toy", "since": 1}
            assert "earlier rules" in str(exc) and "rules have changed" in str(exc)
            continue
        opened += 1
        assert new.carried is not None and new.carried.stop is None
        assert named_then(new) == old.codes and new.result == old.result  # the very same match
    assert (opened, refused) == (85, 215)  # printed in the report of issue 59


def test_a_version_1_save_opened_earlier_names_the_decision_and_keeps_the_rest_to_say(under_version_2):
    old = next(m for m in under_version_2 if any(c.endswith(" discard") for c in m.codes)
               and Match.from_record(m.full_record()).carried.stop is not None)
    new = Match.from_record(old.full_record())
    stop = new.carried.stop
    assert 1 <= stop.number <= len(old.decisions)
    assert len(stop.dropped) == len(old.decisions) - stop.number + 1
    # The match opened there plays on under version 2, and writes itself as version 2.
    seat = new.to_act[0]
    new.play(seat, new.legal(seat)[-1])
    again = Match.from_record(new.full_record())
    assert again.carried is None and again.codes == new.codes
    assert record.peek(new.record())["rules"] == 2


def test_a_version_2_record_under_version_1_is_refused_as_newer(under_version_2):
    GAMES[TOY.id] = TOY_2
    text = play_match("toy", 3, 1, [random_choice] * 3).full_record()
    GAMES[TOY.id] = TOY
    with pytest.raises(BadRecord) as exc:
        Match.from_record(text)
    assert exc.value.code == "newer_rules"

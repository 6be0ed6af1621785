"""Records round-trip, and every corruption is refused with a readable BadRecord."""

import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import BadRecord, Match
from engine.record import FORMAT
from engine.simulate import play_match, random_choice

from .toy import TOY

ALPHABET = string.ascii_letters + string.digits + "-_.~"


def whole_match(seed=3, players=3):
    return play_match("toy", players, seed, [random_choice] * players)


def half_match(seed=3):
    m = Match.new("toy", players=2, seed=seed, table={"names": ["Ana", "<b>Bo</b>"], "human": 0})
    m.play(0, "bid:3")
    m.play(1, "bid:1")
    return m


def assert_readable(exc: BadRecord):
    text = str(exc)
    assert text and text[0].isupper() and text.endswith(".")
    assert "Traceback" not in text and "Error" not in text


def test_record_round_trip_keeps_everything():
    m = half_match()
    text = m.record()
    assert set(text) <= set(ALPHABET)
    back = Match.from_record(text)
    assert back.decisions == m.decisions and back.seed == m.seed and back.table == m.table
    assert back.view(0) == m.view(0)
    assert back.record() == text


def test_record_is_short():
    m = whole_match()
    # A fixed header (about 60 characters) and at most about one and a half per decision.
    assert len(m.record()) < 100 + 1.5 * len(m.decisions)


@pytest.mark.parametrize("cut", [1, 5, 10, 20])
def test_truncated_record_is_refused(cut):
    text = half_match().record()
    with pytest.raises(BadRecord) as exc:
        Match.from_record(text[:-cut])
    assert_readable(exc.value)


def test_future_format_is_named():
    text = half_match().record()
    gid, _, rest = text.partition(".")
    newer = f"{gid}.{FORMAT + 1}.{rest.partition('.')[2]}"
    with pytest.raises(BadRecord, match="newer version"):
        Match.from_record(newer)


def test_newer_rules_version_is_named(monkeypatch):
    text = half_match().record()
    monkeypatch.setattr(TOY, "rules_version", 0)
    with pytest.raises(BadRecord, match="newer rules"):
        Match.from_record(text)


def test_record_of_another_game_is_refused_when_a_game_is_expected():
    text = half_match().record()
    with pytest.raises(BadRecord, match="not of"):
        Match.from_record(text, game_id="mundus-novus")


def test_unknown_game_is_refused():
    with pytest.raises(BadRecord) as exc:
        Match.from_record("chess.1.abc.def")
    assert_readable(exc.value)


def test_illegal_decision_inside_a_valid_envelope_is_refused():
    # A record whose check is right but whose decisions are not legal (made by hand).
    m = half_match()
    m.decisions.append((1, 40))
    with pytest.raises(BadRecord, match="decision 3"):
        Match.from_record(m.record())


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_single_character_change_is_refused(data):
    text = half_match(seed=data.draw(st.integers(0, 50))).record()
    i = data.draw(st.integers(0, len(text) - 1))
    c = data.draw(st.sampled_from(ALPHABET).filter(lambda c: c != text[i]))
    with pytest.raises(BadRecord) as exc:
        Match.from_record(text[:i] + c + text[i + 1:])
    assert_readable(exc.value)


@settings(max_examples=400, deadline=None)
@given(data=st.data())
def test_any_truncation_is_refused(data):
    text = whole_match(seed=data.draw(st.integers(0, 20))).record()
    cut = data.draw(st.integers(0, len(text) - 1))
    with pytest.raises(BadRecord) as exc:
        Match.from_record(text[:cut])
    assert_readable(exc.value)


@settings(max_examples=500, deadline=None)
@given(st.one_of(st.text(max_size=300), st.text(alphabet=ALPHABET, max_size=300),
                 st.builds(lambda a, b, c: f"toy.1.{a}.{b}{c}", st.text(ALPHABET, max_size=40),
                           st.text(ALPHABET, max_size=8), st.text(ALPHABET, max_size=3))))
def test_random_text_is_refused(text):
    with pytest.raises(BadRecord) as exc:
        Match.from_record(text)
    assert_readable(exc.value)


@pytest.mark.parametrize("thing", [None, 42, b"toy.1.x.y", ["toy"]])
def test_non_text_is_refused(thing):
    with pytest.raises(BadRecord):
        Match.from_record(thing)


def test_a_record_of_the_earlier_format_says_so_and_is_not_replayed():
    """Format 1 wrote forced steps; such a save is refused with a sentence, not misread."""
    text = whole_match().record()
    gid, _fmt, body, _check = text.split(".")
    from engine.record import _check as check

    old = f"{gid}.1.{body}"
    with pytest.raises(BadRecord, match="earlier version of the table") as exc:
        Match.from_record(f"{old}.{check(old)}")
    assert_readable(exc.value)


@pytest.mark.parametrize("human", [0, 1, 2])
@pytest.mark.parametrize("kind", ["link", "save"])
def test_a_replay_hands_over_the_position_after_the_person_s_last_decision_on_the_way(human, kind):
    """``at_persons_last``: the position right after the last decision of the seat the table
    notes name (the start if it made none), met once while the record is replayed, is the
    one a second replay to that decision gives."""
    m = whole_match(seed=5)
    m.table = {**m.table, "human": human}
    text = m.record() if kind == "link" else m.full_record()
    met = []
    back = Match.from_record(text, at_persons_last=lambda at: met.append((len(at.decisions), at.view(human))))
    mine = [n for n, (seat, _) in enumerate(back.decisions, 1) if seat == human]
    keep = mine[-1] if mine else 0
    assert met == [(keep, back.replayed(keep).view(human))]
    assert back.decisions == m.decisions


def test_a_replay_with_no_decision_hands_over_the_start():
    m = Match.new("toy", players=2, seed=4, table={"human": 1})
    met = []
    Match.from_record(m.record(), at_persons_last=lambda at: met.append(len(at.decisions)))
    assert met == [0]

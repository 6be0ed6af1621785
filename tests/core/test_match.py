"""The shared contract, on the toy game: new, to_act, legal, play, view, log, undo."""

import pytest

from engine import Action, IllegalAction, Match
from engine.simulate import play_match, random_choice


def first_round(match, bids):
    for seat, bid in enumerate(bids):
        match.play(seat, Action("bid", (bid,)))


def test_same_seed_same_match():
    a = Match.new("toy", players=3, seed=42)
    b = Match.new("toy", players=3, seed=42)
    assert a.state.deck == b.state.deck
    assert Match.new("toy", players=3, seed=43).state.deck != a.state.deck


def test_simultaneous_choices_all_seats_act():
    m = Match.new("toy", players=3, seed=1)
    assert m.to_act == (0, 1, 2)
    m.play(1, "bid:2")
    assert m.to_act == (0, 2)
    assert m.legal(1) == []


def test_illegal_action_says_why():
    m = Match.new("toy", players=2, seed=1)
    with pytest.raises(IllegalAction, match="not a legal action"):
        m.play(0, Action("bid", (7,)))
    m.play(0, "bid:1")
    with pytest.raises(IllegalAction, match="nothing to decide"):
        m.play(0, "bid:2")
    assert m.decisions == [(0, 0)]


def test_action_code_round_trips():
    for action in (Action("pass"), Action("bid", (3,)), Action("take", (2, "swap", 14))):
        assert Action.parse(action.code) == action
    assert Action("take", (2, 14)).code == "take:2.14"


def test_secret_choice_hidden_until_reveal():
    m = Match.new("toy", players=2, seed=1)
    m.play(0, "bid:3")
    assert m.view(0)["my_bid"] == 3
    assert m.view(1)["my_bid"] is None
    assert m.view(1)["committed"] == [0]
    assert "3" not in str([e for e in m.view(1)["log"]])


def test_private_events_reach_only_their_seats():
    m = Match.new("toy", players=2, seed=1)
    first_round(m, [3, 1])
    draws = [e for e in m.log if e["type"] == "draw"]
    assert draws and draws[0]["to"] == [0]
    assert any(e["type"] == "draw" for e in m.view(0)["log"])
    assert not any(e["type"] == "draw" for e in m.view(1)["log"])
    assert not any(e["type"] == "draw" for e in m.view(None)["log"])


def test_view_is_json_and_names_the_seat():
    import json

    m = Match.new("toy", players=2, seed=5, table={"names": ["Ana", "Bo"]})
    v = m.view(1)
    assert json.loads(json.dumps(v)) == v
    assert v["seat"] == 1 and v["game"] == "toy" and v["table"]["names"] == ["Ana", "Bo"]
    with pytest.raises(ValueError):
        m.view(2)


def test_undo_goes_back_to_own_last_decision():
    m = Match.new("toy", players=3, seed=1)
    m.play(0, "bid:1")
    m.play(1, "bid:2")
    assert m.undo_point(0) == 0
    assert m.undo_point(1) == 1
    back = m.replayed(m.undo_point(1))
    assert back.decisions == [(0, 0)] and back.to_act == (1, 2)


def test_undo_never_crosses_a_reveal():
    m = Match.new("toy", players=2, seed=1)
    m.play(0, "bid:3")
    m.play(1, "bid:1")  # the bids are revealed and seat 0 draws
    assert m.undo_point(0) is None
    assert m.undo_point(1) is None


def test_undo_skips_forced_decisions():
    m = Match.new("toy", players=2, seed=1)
    m.play(0, "bid:2")
    m._choices[-1] = 1  # pretend the decision had no alternative
    assert m.undo_point(0) is None


def test_new_rejects_bad_settings():
    with pytest.raises(ValueError, match="2 to 4 players"):
        Match.new("toy", players=5, seed=1)
    with pytest.raises(ValueError, match="no options"):
        Match.new("toy", players=2, seed=1, speed="fast")
    with pytest.raises(KeyError):
        Match.new("chess", players=2, seed=1)


def test_play_match_ends_and_replays():
    m = play_match("toy", 3, 9, [random_choice] * 3)
    assert m.over and m.to_act == ()
    again = Match.from_record(m.record())
    assert again.decisions == m.decisions
    assert all(again.view(s) == m.view(s) for s in (0, 1, 2, None))
    assert m.result["winners"]

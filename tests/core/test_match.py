"""The core, on the toy game: new, to_act, legal, play, forced moves, views, options,
chance streams, results, sampling, undo."""

import json

import pytest

from engine import RANDOM, Action, IllegalAction, Match, Result, Rng
from engine.match import ENVELOPE
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
    with pytest.raises(IllegalAction, match="no such seat"):
        m.play("1", "bid:2")
    assert m.decisions == [(0, 0)]


def test_action_code_round_trips():
    for action in (Action("pass"), Action("bid", (3,)), Action("take", (2, "swap", 14))):
        assert Action.parse(action.code) == action
    assert Action("take", (2, 14)).code == "take:2.14"


def test_secret_choice_hidden_until_reveal():
    m = Match.new("toy", players=2, seed=1)
    m.play(0, "bid:3")
    assert m.view(0)["board"]["my_bid"] == 3
    assert m.view(1)["board"]["my_bid"] is None
    assert m.view(1)["board"]["committed"] == [0]
    assert "3" not in str(m.view(1)["log"])


def test_private_events_reach_only_their_seats():
    m = Match.new("toy", players=2, seed=1)
    first_round(m, [3, 1])
    draws = [e for e in m.log if e["type"] == "draw"]
    assert draws and draws[0]["to"] == [0]
    assert any(e["type"] == "draw" for e in m.view(0)["log"])
    assert not any(e["type"] == "draw" for e in m.view(1)["log"])
    assert not any(e["type"] == "draw" for e in m.view(None)["log"])


def test_view_is_the_cores_envelope_with_the_game_under_board():
    m = Match.new("toy", players=2, seed=5, table={"names": ["Ana", "Bo"]})
    v = m.view(1)
    assert json.loads(json.dumps(v)) == v
    assert tuple(v) == ENVELOPE
    assert v["seat"] == 1 and v["game"] == "toy" and v["players"] == 2 and v["table"]["names"] == ["Ana", "Bo"]
    assert (v["round"], v["phase"], v["to_act"], v["result"]) == (1, "bid", [0, 1], None)
    assert v["board"]["points"] == [0, 0]
    with pytest.raises(ValueError):
        m.view(2)


def test_a_seat_with_one_legal_action_is_never_asked():
    """Forced moves are the core's: the match plays them, they are not decisions."""
    forced = 0
    for seed in range(40):
        m = Match.new("toy", players=3, seed=seed)
        rng = Rng(seed)
        while not m.over:
            for seat in m.to_act:
                assert len(m.legal(seat)) >= 2
            seat = m.to_act[0]
            legal = m.legal(seat)
            m.play(seat, legal[rng.below(len(legal))])
        forced += m.forced
    assert forced > 0
    assert m.to_act == () and m.legal(0) == []


def test_forced_steps_are_not_in_the_record_and_replay_the_same():
    m = next(m for m in (play_match("toy", 3, seed, [random_choice] * 3) for seed in range(50)) if m.forced)
    again = Match.from_record(m.record())
    assert again.forced == m.forced and again.decisions == m.decisions
    assert again.view(None) == m.view(None)


def test_options_default_given_and_left_to_the_seed():
    assert Match.new("toy", players=2, seed=1).options == {"target": 6}
    assert Match.new("toy", players=2, seed=1, target=9).options == {"target": 9}
    drawn = {Match.new("toy", players=2, seed=s, target=RANDOM).options["target"] for s in range(30)}
    assert drawn == {6, 9}
    again = Match.new("toy", players=2, seed=3, target=RANDOM)
    assert Match.from_record(again.record()).options == again.options
    with pytest.raises(ValueError, match="target may be 6, 9, random"):
        Match.new("toy", players=2, seed=1, target=7)


def test_new_rejects_bad_settings():
    with pytest.raises(ValueError, match="2 to 4 players"):
        Match.new("toy", players=5, seed=1)
    with pytest.raises(ValueError, match="unknown option"):
        Match.new("toy", players=2, seed=1, speed="fast")
    with pytest.raises(ValueError, match="seed"):
        Match.new("toy", players=2, seed=-1)
    with pytest.raises(KeyError):
        Match.new("chess", players=2, seed=1)


def test_the_ai_generator_depends_on_seed_decisions_and_seat_only():
    a, b = Match.new("toy", players=2, seed=4), Match.new("toy", players=2, seed=4)
    assert a.ai_rng(0).next64() == b.ai_rng(0).next64()
    assert a.ai_rng(0).next64() != a.ai_rng(1).next64()
    a.play(0, "bid:1")
    assert a.ai_rng(1).next64() != b.ai_rng(1).next64()


def test_result_is_a_typed_value():
    m = play_match("toy", 2, 9, [random_choice] * 2)
    r = m.result
    assert isinstance(r, Result) and r.reason in ("points", "rounds")
    assert r.winners and all(r.scores[w] == max(r.scores) for w in r.winners)
    assert m.view(0)["result"] == r.to_json() == json.loads(json.dumps(r.to_json()))


def test_ranked_breaks_ties_by_the_tiebreak_then_shares():
    assert Result.ranked([5, 7, 7], "x", 3, [1, 2, 0]).winners == (1,)
    assert Result.ranked([5, 7, 7], "x", 3, [1, 2, 2]).winners == (1, 2)
    assert Result.ranked([5, 7, 7], "x", 3).winners == (1, 2)


def test_sample_keeps_what_the_seat_sees_and_deals_the_rest_again():
    m = Match.new("toy", players=3, seed=2)
    first_round(m, [3, 1, 2])
    while m.to_act and m.to_act[0] == 0 and m.view(0)["phase"] == "draw":
        m.play(0, "keep")
    for seat in range(3):
        decks = set()
        for k in range(8):
            s = m.sample(seat, Rng(k))
            assert s.view(seat) == m.view(seat)
            decks.add(tuple(s.state.deck))
        assert len(decks) > 1
    with pytest.raises(IllegalAction):
        m.sample(0, Rng(1)).play(0, "bid:1")


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


def test_play_match_ends_and_replays():
    m = play_match("toy", 3, 9, [random_choice] * 3)
    assert m.over and m.to_act == ()
    again = Match.from_record(m.record())
    assert again.decisions == m.decisions
    assert all(again.view(s) == m.view(s) for s in (0, 1, 2, None))
    assert m.result.winners


def test_a_phase_of_stages_is_its_stage_under_way():
    """``Phase.staged``: the stage the state names answers who acts and what is legal; a name
    that is no stage means nobody acts; stage names are distinct."""
    from engine.flow import Phase, Stage

    from .toy import FLOW, ToyState

    draw = FLOW.phases["draw"]
    assert [st.name for st in draw.stages] == ["keep"]
    state = ToyState(rng=Rng(1), players=2, drawer=1, drawn=10)
    assert draw.to_act(state) == (1,) and draw.legal(state, 1) == [Action("keep")]
    state.drawn = None
    assert draw.to_act(state) == ()
    stage = Stage("keep", lambda s: (), lambda s, seat: [], lambda s, seat, a: None)
    with pytest.raises(ValueError, match="distinct"):
        Phase.staged("draw", lambda s: "keep", [stage, stage], end=lambda s: "over")


def test_a_flow_game_hands_its_turns_to_its_flow():
    """``FlowGame``: setup enters the flow's first phase; to_act, legal and progress are the flow's."""
    from .toy import FLOW, TOY

    state = TOY.setup(3, Rng(5), {"target": 6})
    assert FLOW.first == "bid" and state.phase == "bid"
    assert TOY.to_act(state) == FLOW.to_act(state) == (0, 1, 2)
    assert TOY.legal(state, 0) == [Action("bid", (n,)) for n in (1, 2, 3)]
    assert TOY.progress(state) == (1, "bid")

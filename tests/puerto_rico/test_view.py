"""What each seat sees: VP chips and the plantation stack stay secret."""

from __future__ import annotations

import json

from engine import Match, Rng, derive
from engine.simulate import random_choice

from .helpers import new_match


def play_some(match, decisions, seed=3):
    rng = Rng(derive(seed))
    while not match.over and len(match.decisions) < decisions:
        seat = match.to_act[0]
        legal = match.legal(seat)
        match.play(seat, random_choice("puerto-rico", {}, legal, rng))


def test_view_keys_and_json():
    match = new_match(4)
    play_some(match, 40)
    for seat in (None, 0, 1, 2, 3):
        v = match.view(seat)
        json.dumps(v)
        assert v["players"] == 4 and v["round"] >= 1 and v["phase"]
        v = v["board"]
        for key in ("governor", "roles", "ships", "trading_house", "supply", "seats", "step"):
            assert key in v
        assert len(v["seats"]) == 4
        assert set(v["seats"][0]) >= {"island", "city", "goods", "doubloons", "colonists", "san_juan"}


def test_other_seats_vp_chips_are_secret_until_the_end():
    for seed in range(6):
        match = Match.new("puerto-rico", players=3 + seed % 3, seed=seed)
        rng = Rng(seed)
        seen_chips = False
        while not match.over:
            for seat in (None, *range(match.players)):
                v = match.view(seat)
                for s in v["board"]["seats"]:
                    if s["seat"] == seat:
                        assert s["vp_chips"] == match.state.seats[seat].vp
                    else:
                        assert s["vp_chips"] is None
                assert all(e["type"] != "vp" or e["seat"] == seat for e in v["log"])
                assert all(e["type"] != "game_end" for e in v["log"])
            seen_chips |= any(s.vp for s in match.state.seats)
            seat = match.to_act[0]
            match.play(seat, random_choice("puerto-rico", {}, match.legal(seat), rng))
        assert seen_chips
        final = match.view(None)
        assert [s["vp_chips"] for s in final["board"]["seats"]] == [s.vp for s in match.state.seats]


def test_plantation_stack_order_never_visible():
    """Reordering the face-down stack changes no view, for any seat."""
    match = new_match(4, seed=11)
    play_some(match, 60)
    before = {seat: json.dumps(match.view(seat), sort_keys=True) for seat in (None, 0, 1, 2, 3)}
    match.state.stack.reverse()
    match.state.rng.shuffle(match.state.stack)
    after = {seat: json.dumps(match.view(seat), sort_keys=True) for seat in (None, 0, 1, 2, 3)}
    assert before == after
    assert before[0].count('"plantation_stack"') == 1


def test_own_vp_event_is_private():
    match = new_match(4, seed=5)
    play_some(match, 400)
    vp_events = [e for e in match.log if e["type"] == "vp"]
    assert vp_events and all(e["to"] == [e["seat"]] for e in vp_events)


def test_declining_is_logged():
    """Leaving a privilege ("특권이나 액션은 사용하지 않아도 된다") or a violet function
    ("보라색 건물의 특수 기능을 사용하지 않아도 된다") unused is one public ``decline`` event: the
    seat, and the ``role`` whose privilege or the ``building`` whose function it left."""
    from engine.puerto_rico.state import DECLINE

    from .helpers import check_invariants

    seen: dict = {}
    for seed in range(30):
        match = new_match(4, seed=seed)
        rng = Rng(derive(seed, 5))
        while not match.over:
            seat = match.to_act[0]
            action = random_choice("puerto-rico", {}, match.legal(seat), rng)
            before = len(match.log)
            match.play(seat, action)
            events = [e for e in match.log[before:] if e["type"] == "decline"]
            if action != DECLINE:
                assert events == []
                continue
            assert len(events) == 1
            (event,) = events
            assert event["seat"] == seat and "to" not in event and len(event) == 3
            what = event.get("role") or event["building"]
            seen[what] = seen.get(what, 0) + 1
            for viewer in (None, *range(4)):
                assert event in match.view(viewer)["log"]
            check_invariants(match.state)
        if len(seen) == 7:
            break
    assert set(seen) == {"craftsman", "mayor", "captain", "hospice", "university", "harbor", "warehouse"}


def test_the_open_university_question_is_in_the_view_as_a_copy():
    from .helpers import choose, give_building, set_doubloons

    match = new_match(4)
    st = match.state
    give_building(st, 1, "university", 1)
    set_doubloons(st, 1, 10)
    choose(st, 1, "builder")
    match.touched()
    match.play(1, "build:coffee_roaster")
    view = match.view(1)["board"]
    assert view["step"]["university"] == {"building": "coffee_roaster", "cost": 5}
    view["step"]["university"]["cost"] = 0
    assert st.step["university"] == {"building": "coffee_roaster", "cost": 5}
    assert [a.code for a in match.legal(1)] == ["university", "decline"]


def test_the_view_reads_back_as_the_table_it_shows():
    """``Game.from_view`` rebuilds the table: the rebuilt state shows that seat the same view."""
    from engine.puerto_rico import GAME

    match = new_match(4)
    for decisions in (0, 25, 60, 120):
        play_some(match, decisions)
        for seat in (None, 0, 2):
            v = match.view(seat)
            assert GAME.view(GAME.from_view(v), seat) == v["board"]

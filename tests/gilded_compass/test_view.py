"""What each seat sees: secrets hidden, counts shown, everything revealed at the end; a
sampled position keeps the seat's view and re-deals only what it cannot see."""

from __future__ import annotations

from engine import Rng
from engine.simulate import random_choice

from .helpers import new_match


def play_until(match, condition, limit=5000):
    for _ in range(limit):
        if condition(match) or match.over:
            return
        seat = match.to_act[0]
        match.play(seat, random_choice("", {}, match.legal(seat), match.ai_rng(seat)))


def test_other_seats_secrets_are_hidden_and_counted():
    match = new_match(4, 11, b_building="guild", c_building="sunken_galleon")
    play_until(match, lambda m: any(s.missions for s in m.state.seats) and any(
        s.sunken_hidden or s.galleon_drawn for s in m.state.seats))
    st = match.state
    owner = next(p for p, s in enumerate(st.seats) if s.missions)
    viewer = (owner + 1) % 4
    seats = match.view(viewer)["board"]["seats"]
    assert seats[owner]["missions"] is None and seats[owner]["missions_count"] == len(st.seats[owner].missions)
    assert match.view(owner)["board"]["seats"][owner]["missions"] == st.seats[owner].missions
    assert match.view(None)["board"]["seats"][owner]["missions"] is None
    for p in range(4):
        if p != viewer:
            assert seats[p]["sunken_hidden"] is None and seats[p]["galleon_drawn"] is None
            assert seats[p]["collection"] is None


def test_collections_are_private_and_everything_is_shown_at_the_end():
    match = new_match(3, 2, b_building="auction_house", c_building="treasure_tower", variant="neutral_player")
    assert match.view(0)["board"]["seats"][1]["collection"] is None
    assert match.view(1)["board"]["seats"][1]["collection"] == match.state.seats[1].collection
    play_until(match, lambda m: False)
    assert match.over
    view = match.view(None)["board"]["seats"]
    assert all(v["collection"] is not None and v["tower"] is not None for v in view)


def test_a_sample_keeps_the_seats_view_and_re_deals_the_rest():
    match = new_match(4, 5, b_building="guild", c_building="treasure_tower")
    play_until(match, lambda m: m.state.round == 3)
    seat = match.to_act[0]
    view = match.view(seat)
    twins = [match.sample(seat, Rng(k)) for k in range(5)]
    assert all(t.view(seat) == view for t in twins)
    assert len({tuple(t.state.specialist_stack) for t in twins}) > 1
    assert twins[0].sample(seat, Rng(9)).state == match.sample(seat, Rng(9)).state

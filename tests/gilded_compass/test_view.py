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


def test_rolls_and_draws_are_reveals_undo_stops_there():
    """A seat's placement may be taken back until something hidden is revealed: the next
    seat's roll, a re-roll (draws: below)."""
    match = new_match(3, 4, b_building="guild", c_building="treasure_tower", variant="neutral_player")
    seat = match.to_act[0]
    own = next(a for a in match.legal(seat) if a.kind == "place" and a.word(0) == "archives")
    match.play(seat, own)
    assert match.to_act == (seat,), "neutral dice may still be placed: the same turn"
    assert match.undo_point(seat) == 0, "nothing revealed yet: the placement may be taken back"
    match.play(seat, next(a for a in match.legal(seat) if a.kind == "end"))
    assert match.to_act != (seat,) and match.undo_point(seat) is None, "the next seat has rolled"
    nxt = match.to_act[0]
    reroll = next(a for a in match.legal(nxt) if a.kind == "reroll")
    match.play(nxt, reroll)
    assert match.undo_point(nxt) is None, "a re-roll is a reveal"


def test_tiles_drawn_at_the_resolution_are_reveals():
    from .helpers import new_state, resolve_now

    for b in ("guild", "auction_house"):
        st = new_state(4, b=b)
        st.runs = [[1, 2, 4]]
        st.seats[1].dice = st.seats[1].dice[3:]
        before = st.reveals
        resolve_now(st, b)
        assert st.reveals == before + 1 and st.hand, "missions or artifacts drawn"
    st = new_state(4, c="treasure_tower")
    st.tower = [[[2, 1]], []]
    st.seats[2].dice = st.seats[2].dice[1:]
    before = st.reveals
    resolve_now(st, "treasure_tower")
    assert st.reveals > before and st.seats[2].tower["bronze"], "a treasure token drawn"

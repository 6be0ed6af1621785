"""Setup [R, "게임 준비"]: tokens on every circular space, decks 5-4-3-2-1(-0), governors
under their decks, the level-5 row, the start buildings, the crown, the board side."""

from __future__ import annotations

from collections import Counter

from engine.endeavor.buildings import BUILDINGS, LEVEL_5
from engine.endeavor.cards import CARDS
from engine.endeavor.data import DECKS, DISCS, REGIONS, TOKENS, WEALTH
from engine.endeavor.maps import SIDES

from .helpers import check_invariants, codes, new_match, new_state, play


def _placed(st) -> Counter:
    out: Counter = Counter(k for k in st.node_tokens + st.link_tokens if k)
    for t in st.track_tokens.values():
        out.update(k for k in t if k)
    return out


def test_trade_tokens_one_on_every_circular_space_none_on_square_connections():
    for players, options in ((5, {}), (3, {})):
        st = new_state(players, **options)
        board = st.board
        assert all(k is not None for k in st.node_tokens)
        assert all((k is not None) == link.round for k, link in zip(st.link_tokens, board.links))
        assert all(len(st.track_tokens[r]) == board.tracks[r] and None not in st.track_tokens[r] for r in REGIONS)
        assert sum(_placed(st).values()) == board.circular_spaces
        assert _placed(st) + Counter(st.box_tokens) == Counter(TOKENS)
    assert sum(new_state(5).box_tokens.values()) == 0 and SIDES["b"].circular_spaces == 95


def test_tokens_are_dealt_at_random():
    assert new_state(5, 1).node_tokens != new_state(5, 2).node_tokens


def test_decks_stacked_5_4_3_2_1_with_europe_and_slavery_0_on_top():
    st = new_state(4)
    for deck in DECKS:
        values = [CARDS[c].value for c in st.decks[deck]]
        assert values == ([5, 4, 3, 2, 1, 0] if deck in ("europe", "slavery") else [5, 4, 3, 2, 1])
    assert all(CARDS[st.governors[r]].governor and CARDS[st.governors[r]].deck == r for r in REGIONS)


def test_level_5_row_seven_shuffled_four_face_down_three_face_up():
    st = new_state(4)
    assert len(st.hidden) == 4 and len(st.face_up) == 3
    assert sorted(st.hidden + st.face_up) == sorted(LEVEL_5)
    assert all(st.supply[b] == 1 for b in st.face_up) and not any(b in st.supply for b in st.hidden)
    assert st.supply["market"] == 5 and sum(st.supply.values()) == 42 + 3
    rows = {tuple(new_state(4, seed).face_up) for seed in range(8)}
    assert len(rows) > 1


def test_start_building_chosen_in_turn_from_the_crown_with_one_disc_on_it():
    match = new_match(3, 5)
    st = match.state
    first = st.start
    assert match.to_act == (first,)
    assert codes(st) == ["start:colonial_house", "start:trade_dock"]
    match.play(first, "start:trade_dock")
    assert match.to_act == ((first + 1) % 3,)
    p = st.seats[first]
    assert p.shore == ["trade_dock"] and p.workers == [True] and p.supply == DISCS - 1
    assert p.attribute(WEALTH) == 1  # "재산 트랙의 큐브를 0이 아닌 1에"


def test_crown_at_random():
    assert len({new_state(5, seed).start for seed in range(20)}) > 1


def test_board_side_a_for_2_and_3_b_for_5_either_for_4():
    assert new_state(2).side == "a" and new_state(3).side == "a" and new_state(5).side == "b"
    assert new_state(4, side="a").side == "a" and new_state(4, side="b").side == "b"
    assert new_state(2, two_player="silent_fleet_b").side == "b"
    sf = new_state(2, two_player="silent_fleet_a")
    assert sf.silent_fleet and sf.fleet_supply == DISCS and sf.side == "a"
    assert not new_state(2).silent_fleet


def test_first_round_every_player_builds_grows_two_and_pays_the_start_worker():
    """The designer's opening: culture 0 grows 2, wealth 0 pays 1."""
    st = new_state(4)
    for _ in range(4):
        play(st, "start:colonial_house")
    assert st.phase == "build"
    for _ in range(4):
        play(st, "build:workshop")
    assert st.phase == "actions"
    for p in st.seats:
        assert p.harbour == 3 and p.workers == [False, False] and p.supply == DISCS - 3
    check_invariants(st)


def test_buildings_are_19_types_49_tiles_market_five_theatre_culture_two_docks_ship_and_occupy():
    assert len(BUILDINGS) == 19 and sum(b.copies for b in BUILDINGS.values()) == 49
    assert BUILDINGS["market"].copies == 5
    assert BUILDINGS["theatre"].attributes == (("culture", 2),)
    assert BUILDINGS["docks"].actions == ("ship", "occupy") and BUILDINGS["docks"].mode == "and"

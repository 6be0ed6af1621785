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
    # "무역 토큰 95개를 게임판에 있는 모든 (선적 트랙, 도시, 함대, 원형 연결 칸) 원형 칸마다 한 개씩
    # ... 정사각형 연결 칸에는 토큰을 놓지 않습니다"
    for players, options in ((5, {}), (4, {"side": "a"}), (3, {}), (2, {}), (2, {"two_player": "silent_fleet_b"})):
        st = new_state(players, **options)
        board = st.board
        assert all(k is not None for k in st.node_tokens)
        assert all((k is not None) == link.round for k, link in zip(st.link_tokens, board.links))
        assert all(len(st.track_tokens[r]) == board.tracks[r] and None not in st.track_tokens[r] for r in REGIONS)
        assert sum(_placed(st).values()) == board.circular_spaces
        assert _placed(st) == Counter(TOKENS)


def test_side_a_holds_all_95_trade_tokens_none_left_in_the_box():
    # The setup has no step for tokens left over: every side has exactly 95 circular spaces.
    for side in ("a", "b"):
        assert SIDES[side].circular_spaces == 95
        st = new_state(4, side=side)
        assert sum(_placed(st).values()) == 95 and _placed(st) == Counter(TOKENS)


def test_each_side_has_europe_and_six_regions_as_the_rulebook_draws_them():
    # "유럽과 여섯 지역 ... 각 지역에는 여러 도시가 (때로는 함대와) 연결되어 있습니다. 하나의 공해, 그리고
    # 카드 텍과 연결된 선적 트랙도 있습니다. 유럽은 ... 선적 트랙과 공해가 없습니다"; "몇몇 도시에는 2개"
    for board in SIDES.values():
        assert set(board.tracks) == set(REGIONS) and all(n > 0 for n in board.tracks.values())
        for area in ("europe", *REGIONS):
            cities = [i for i in board.area_nodes(area) if board.nodes[i].kind == "city"]
            assert len(cities) >= 2
            assert all(board.links_of(i) for i in board.area_nodes(area))  # every city and fleet connected
        glory = [n.glory for n in board.nodes if n.kind == "city"]
        assert set(glory) == {1, 2} and glory.count(2) < glory.count(1)
        assert any(n.kind == "fleet" for n in board.nodes if n.area == "europe")  # "유럽에 있는 빈 함대 칸"
        assert all(board.nodes[k.a].area == board.nodes[k.b].area for k in board.links)


def test_side_a_is_the_high_conflict_side_not_a_smaller_one():
    # "A면은 2명, 3명, 또는 고강도 분쟁을 원하는 4명 ... B면은 저강도 분쟁을 원하는 4명, 또는 5명": side A
    # (a reconstruction) has as many cities, fewer fleets, shorter tracks and more round connections.
    a, b = SIDES["a"], SIDES["b"]

    def count(board, kind):
        return sum(1 for n in board.nodes if n.kind == kind)

    assert count(a, "city") == count(b, "city")
    assert count(a, "fleet") < count(b, "fleet")
    assert sum(a.tracks.values()) < sum(b.tracks.values())
    assert sum(k.round for k in a.links) > sum(k.round for k in b.links)


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

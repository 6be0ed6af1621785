"""Setup ("게임준비") and the options: buildings, variants, components, rounds."""

from __future__ import annotations

import pytest

from engine import Match
from engine.gilded_compass import GAME
from engine.gilded_compass.data import (
    ABILITIES,
    COUNTS,
    ITEMS,
    MAPS,
    MISSIONS,
    SPECIALISTS,
    SUNKEN_TREASURES,
    TOWER_TOKENS,
    missions_in_play,
)

from .helpers import GID, check_invariants, ensure_registered, new_state


def test_the_components_have_the_counts_of_the_rules_text():
    assert len(MAPS) == COUNTS["maps"] == 26
    assert len(SPECIALISTS) == COUNTS["specialists"] == 36
    assert len(ITEMS) == COUNTS["items"] == 24
    assert len(MISSIONS) == COUNTS["missions"] == 20
    assert len(SUNKEN_TREASURES) == COUNTS["sunken"] == 30
    assert sum(len(t) for t in TOWER_TOKENS.values()) == COUNTS["tower"] == 36
    assert len(ABILITIES) * 5 == COUNTS["abilities"]


def test_specialists_are_every_colour_kind_and_gold_once():
    assert len({(s.colour, s.kind, s.gold) for s in SPECIALISTS}) == 36
    assert {s.gold for s in SPECIALISTS} == {1, 2, 3}


def test_magic_items_ask_for_every_face_equally_and_match_specialists():
    faces = [f for i in ITEMS for f in i.dice]
    assert all(faces.count(f) == 8 for f in range(1, 7))
    assert {(i.colour, i.kind) for i in ITEMS} == {(s.colour, s.kind) for s in SPECIALISTS}


def test_tower_tokens_are_the_rules_texts():
    assert sorted(TOWER_TOKENS["bronze"]) == [0] + [1] * 10 + [2]
    assert sorted(TOWER_TOKENS["silver"]) == [1] * 5 + [2] * 6 + [3]
    assert sorted(TOWER_TOKENS["gold"]) == [1] + [2] * 6 + [3] * 5


@pytest.mark.parametrize("players,rounds,spaces", [(2, 6, 4), (3, 6, 5), (4, 5, 6), (5, 5, 7)])
def test_rounds_and_university_entrances_by_player_count(players, rounds, spaces):
    st = new_state(players, c="illuminati")
    assert st.rounds == rounds
    assert len(st.specialists_shown) == spaces
    assert len(st.maps_shown) == 4 and len(st.abilities_shown) == 3


def test_eight_dice_and_one_knowledge_token_each():
    st = new_state(4)
    assert all(len(s.dice) + s.extra == 8 and s.knowledge == 1 for s in st.seats)


def test_private_collections_are_dealt_only_with_the_auction_house():
    assert all(s.collection is not None for s in new_state(4, b="auction_house").seats)
    assert all(s.collection is None for s in new_state(4, b="guild").seats)


def test_missions_of_a_c_building_not_in_play_leave_the_game():
    st = new_state(4, b="guild", c="sunken_galleon")
    assert sorted(st.mission_stack) == missions_in_play("sunken_galleon")
    tied = {MISSIONS[m].building for m in st.mission_stack} - {None}
    assert tied == {"sunken_galleon"}
    no_c = new_state(2, b="guild", c=None)
    assert all(MISSIONS[m].building is None for m in no_c.mission_stack)


@pytest.mark.parametrize("c", ["hidden_temple", "illuminati", "sunken_galleon", "treasure_tower"])
def test_the_chosen_c_building_resolves_after_the_archives(c):
    st = new_state(4, b="guild", c=c)
    assert st.order == ("guild", "archives", c, "university", "library")


def test_two_or_three_players_choose_one_variant_never_both():
    ensure_registered()
    variant = next(o for o in GAME.options if o.name == "variant")
    assert variant.players == (2, 3) and set(variant.choices) == {"no_c_building", "neutral_player"}
    no_c = Match.new(GID, 2, 1, variant="no_c_building", c_building="illuminati")
    assert no_c.state.c is None and not no_c.state.neutral_variant and no_c.state.order[-2:] == (
        "university", "library")
    neutral = Match.new(GID, 3, 1, variant="neutral_player", c_building="illuminati")
    assert neutral.state.c == "illuminati" and neutral.state.neutral_variant
    assert all(len(s.neutral) == 2 for s in neutral.state.seats)
    with pytest.raises(ValueError):
        Match.new(GID, 4, 1, variant="neutral_player")


def test_random_buildings_are_drawn_from_the_seed():
    ensure_registered()
    chosen = {(m.options["b_building"], m.options["c_building"]) for m in (Match.new(GID, 4, s) for s in range(30))}
    assert len(chosen) > 4
    assert Match.new(GID, 4, 7).options == Match.new(GID, 4, 7).options


def test_start_player_is_drawn_from_the_seed():
    """"가장 최근에 가치 있는 것을 찾은 플레이어에게 시작 플레이어 마커를 제공하십시오. (대안으로
    플레이어는 시작 플레이어를 무작위로 결정할 수 있습니다.)": the alternative, from the seed."""
    ensure_registered()
    for players in (2, 3, 4, 5):
        starts = [Match.new(GID, players, seed).state.start for seed in range(40)]
        assert set(starts) == set(range(players)), "every seat can start"
        again = [Match.new(GID, players, seed).state.start for seed in range(40)]
        assert again == starts, "the same seed, the same start player"
    m = Match.new(GID, 4, 2)
    first = m.state.start
    assert m.to_act == (first,) and m.view(0)["board"]["start"] == first
    assert next(e for e in m.state.log if e["type"] == "round")["start"] == first


def test_start_player_passes_clockwise_each_round():
    ensure_registered()
    m = Match.new(GID, 3, 5, variant="no_c_building")
    first = m.state.start
    starts = {}
    from engine.simulate import random_choice
    while not m.over:
        starts[m.state.round] = m.state.start
        seat = m.to_act[0]
        m.play(seat, random_choice(GID, {}, m.legal(seat), m.ai_rng(seat)))
        check_invariants(m.state)
    assert starts == {r: (first + r - 1) % 3 for r in range(1, 7)}
    assert m.result.rounds == 6

"""Final scoring: chips, building VP, the large buildings' bonuses, the tie-break."""

from __future__ import annotations

from engine.puerto_rico import scoring
from engine.puerto_rico.scoring import (
    city_hall,
    customs_house,
    fortress,
    guild_hall,
    large_building_bonus,
    residence,
    score,
)

from .helpers import board, clear_island, give_building, give_colonists, give_goods, give_tile, give_vp, new_state


def test_guild_hall_rulebook_example():
    """Small and large sugar mill, small indigo plant, coffee roaster: +6."""
    st = new_state(4)
    for name in ("guild_hall", "small_sugar_mill", "sugar_mill", "small_indigo_plant", "coffee_roaster"):
        give_building(st, 0, name, 1 if name == "guild_hall" else 0)
    assert guild_hall(board(st, 0)) == 6
    assert large_building_bonus(board(st, 0)) == {"guild_hall": 6}


def test_residence_rulebook_example():
    """10 island spaces filled: +5; up to 9: +4; 12: +7."""
    st = new_state(4)
    give_building(st, 0, "residence", 1)
    for kind in ["quarry"] * 3 + ["corn"] * 5:
        give_tile(st, 0, kind)
    assert len(board(st, 0).island) == 9 and residence(board(st, 0)) == 4
    give_tile(st, 0, "sugar")
    assert residence(board(st, 0)) == 5
    give_tile(st, 0, "sugar")
    give_tile(st, 0, "sugar")
    assert residence(board(st, 0)) == 7


def test_fortress_rulebook_example():
    """20 colonists on plantations, quarries, buildings and San Juan: +6."""
    st = new_state(4)
    give_building(st, 0, "fortress", 1)
    give_building(st, 0, "sugar_mill", 3)
    for kind in ("corn", "corn", "quarry", "sugar"):
        give_tile(st, 0, kind, 1)
    give_colonists(st, 0, 1, board(st, 0).island[0])
    give_colonists(st, 0, 11)
    assert board(st, 0).colonists() == 20
    assert fortress(board(st, 0)) == 6


def test_customs_house_rulebook_example():
    """23 VP in chips: +5 (building VP do not count)."""
    st = new_state(4)
    give_building(st, 0, "customs_house", 1)
    give_building(st, 0, "wharf", 0)
    give_vp(st, 0, 23)
    assert customs_house(board(st, 0)) == 5


def test_city_hall_rulebook_example():
    """City hall, hacienda, harbor, office, construction hut, large warehouse, residence: +7."""
    st = new_state(4)
    for name in ("city_hall", "hacienda", "harbor", "office", "construction_hut", "large_warehouse",
                 "residence", "indigo_plant"):
        give_building(st, 0, name, 1 if name == "city_hall" else 0)
    assert city_hall(board(st, 0)) == 7


def test_large_building_bonus_only_when_occupied():
    st = new_state(4)
    give_building(st, 0, "city_hall", 0)
    give_building(st, 0, "fortress", 1)
    assert large_building_bonus(board(st, 0)) == {"fortress": 0}


def test_score_chips_buildings_and_bonuses():
    """Building VP count occupied or not; bonuses only occupied."""
    st = new_state(4)
    give_vp(st, 0, 23)
    give_building(st, 0, "customs_house", 1)  # 4 + 5
    give_building(st, 0, "city_hall", 0)  # 4, no bonus
    give_building(st, 0, "harbor", 0)  # 3
    assert score(board(st, 0)) == 23 + 4 + 5 + 4 + 3


def test_tie_break_doubloons_plus_goods_then_shared():
    st = new_state(3)
    for seat in range(3):
        give_vp(st, seat, 10)
    give_goods(st, 1, corn=1)  # 2 doubloons + 1 barrel beats 2 doubloons
    st.end_triggers = ["city"]
    st.phase = "over"
    res = scoring.result(st)
    assert res.scores == (10, 10, 10) and res.winners == (1,) and res.tiebreak == (2, 3, 2)
    give_goods(st, 2, indigo=1)
    assert scoring.result(st).winners == (1, 2)
    assert res.reason == "city" and res.rounds == 1


def test_no_result_while_playing():
    assert scoring.result(new_state(4)) is None


def test_bare_residence_counts_four():
    st = new_state(4)
    clear_island(st, 0)
    give_building(st, 0, "residence", 1)
    assert residence(board(st, 0)) == 4

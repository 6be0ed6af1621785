"""The rules the AI and the table ask the engine about, as plain functions (README.md:
"Rules as functions"), each checked against the engine playing the same rule."""

from __future__ import annotations

from engine.mundus_novus import cards as C
from engine.mundus_novus.endgame import shipyard_pay, warehouse_capacity, warehouse_room
from engine.mundus_novus.progression import (
    different_pay,
    different_set_pay,
    identical_limit,
    identical_positions,
    queue_reach,
    same_reach,
)
from engine.mundus_novus.state import applying_event, counts, event_for
from engine.mundus_novus.supply import (
    counted_values,
    fleet_value,
    pick_order_key,
    pirates_hit,
)
from engine.mundus_novus.trade import (
    market_after_swap,
    offer_bonus,
    offer_size,
    offer_sizes,
    offer_total,
    orellana_bonus,
    total_of,
)

from .helpers import character, find, fresh, give_dev


def hand(*types: int) -> list[int]:
    h = counts()
    for t in types:
        h[t] += 1
    return h


def test_juan_de_la_cosa_ignores_every_event():
    assert [applying_event(e, False) for e in C.EVENTS] == list(C.EVENTS)
    assert {applying_event(e, True) for e in C.EVENTS} == {C.NO_EVENT}
    s = fresh(3)
    s.event = C.STORM
    give_dev(s, 1, character(C.COSA))
    assert (event_for(s, 0), event_for(s, 1)) == (C.STORM, C.NO_EVENT)


def test_offer_totals_count_a_relic_ten_and_valdivia_three():
    offer = hand(2, 9, C.RELIC)
    assert total_of(offer, False) == 21 and total_of(offer, True) == 24
    assert offer_bonus(True) == C.VALDIVIA_BONUS and offer_bonus(False) == 0
    s = fresh(3)
    give_dev(s, 2, character(C.VALDIVIA))
    s.offers[1], s.offers[2] = hand(2, 9, C.RELIC), hand(2, 9, C.RELIC)
    assert (offer_total(s, 1), offer_total(s, 2)) == (21, 24)


def test_offer_sizes_the_number_announced_or_the_whole_smaller_hand_las_casas_anything_up_to_it():
    assert offer_size(3, 7) == 3 and offer_size(4, 2) == 2
    assert list(offer_sizes(3, False)) == [3] and list(offer_sizes(3, True)) == [0, 1, 2, 3]


def test_orellana_gains_on_three_of_a_kind_or_a_run_of_goods():
    assert market_after_swap([4, 7, 4], 5, 7) == [4, 4, 5]
    assert orellana_bonus([4, 5, 6]) == C.ORELLANA_BONUS == orellana_bonus([C.RELIC] * 3)
    assert orellana_bonus([8, 9, C.RELIC]) == 0 == orellana_bonus([1, 2, 4])


def test_fleet_values_and_pick_order():
    assert counted_values([3, 9, 5], 1) == [0, 3, 5] and counted_values([3, 9, 5]) == [3, 5, 9]
    assert fleet_value(counted_values([3, 9, 5], 1)) == 8
    # Equal values: the lowest caravel picks first, then clockwise from the Trade Master.
    keys = sorted([(pick_order_key([2, 5], 0, 1, 3), 0), (pick_order_key([3, 4], 1, 1, 3), 1),
                   (pick_order_key([3, 4], 2, 1, 3), 2)])
    assert [seat for _, seat in keys] == [0, 1, 2]
    assert not pirates_hit(1) and pirates_hit(2) and pirates_hit(5)


def test_identical_sets_limit_reach_and_queue_access():
    assert identical_limit(C.NO_EVENT) == 1 and identical_limit(C.KINGS_HELP) is None
    reach = same_reach(hand(4, 4, C.RELIC, 1, 2), [(4, 6), (1, 3)])
    assert reach[4] == 4 and reach[5] == 2 and reach[1] == 3 and reach[9] == 1
    assert queue_reach(2, 9, C.NO_EVENT) == 0 and queue_reach(3, 1, C.NO_EVENT) == 1
    assert queue_reach(3, 9, C.NO_EVENT) == 5 and queue_reach(3, 9, C.STORM) == C.STORM_REACH
    s = fresh(3)
    s.event = C.STORM
    assert identical_positions(s, 0, 5, 9) == [1]
    give_dev(s, 0, character(C.COSA))
    assert identical_positions(s, 0, 5, 9) == [1, 2, 3, 4, 5]


def test_different_sets_pay_by_the_table_or_one_a_card_under_natives():
    assert different_set_pay(3, C.NO_EVENT) == 0 and different_set_pay(9, C.NO_EVENT) == C.DIFFERENT_PAY[9]
    assert different_set_pay(6, C.NATIVES) == 6
    s = fresh(3)
    s.event = C.NATIVES
    assert different_pay(s, 0, 6) == 6


def test_shipyards_and_warehouses():
    assert shipyard_pay([1, 3, 2, 3], 0) == 3 and shipyard_pay([1, 3, 2, 3], 1) == 0
    assert warehouse_room([1, 2], C.NO_EVENT) == 3 and warehouse_room([1, 2], C.FIRE) == 0
    s = fresh(3)
    s.event = C.FIRE
    give_dev(s, 0, find(C.WAREHOUSE, capacity=2, players=2))
    give_dev(s, 1, find(C.WAREHOUSE, capacity=2, players=3), character(C.COSA))
    assert (warehouse_capacity(s, 0), warehouse_capacity(s, 1)) == (0, 2)

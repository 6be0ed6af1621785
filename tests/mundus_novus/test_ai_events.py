"""The greedy player's choices made before the cards are known, in positions set up by
hand: Ponce de Leon's fleets under Pirates, Coronado's paid event, and the planner's
respect of the rule that no relic goes into a set of different resources."""

from __future__ import annotations

import ai
from engine import Action, Match, Rng, derive
from engine.mundus_novus import cards as C
from engine.mundus_novus import state as S
from engine.mundus_novus.rounds import FLOW

from .helpers import caravel, character, find, give_dev, set_hand, set_queue, stack_deck
from .test_ai import play_turn, progression_turn

GAME = "mundus-novus"


def _bare(players: int, seed: int) -> Match:
    """A match whose hands are back in the deck, ready to be set up by hand (on the
    deal these positions were written for: the market and deck as ``seed`` gave them
    before the core derived the setup's own stream)."""
    match = Match.new(GAME, players, seed)
    s = S.setup(players, Rng(derive(seed, 0x4D4E)))
    FLOW.start(s, "event")
    match.state = s
    for p in range(players):
        set_hand(s, p, [])
    return match


def split_position(mine: list[int], others: dict[int, list[int]], hand: list[int], supply: list[int],
                   event: str = "pirates", players: int = 3, seed: int = 9) -> Match:
    """Seat 0 owns Ponce de Leon and caravels ``mine`` and must split them; ``others``:
    seat -> caravel values; the face-up Supply cards are ``supply``."""
    match = _bare(players, seed)
    s = match.state
    give_dev(s, 0, character(C.PONCE), *[caravel(v) for v in mine])
    for seat, values in others.items():
        give_dev(s, seat, *[caravel(v) for v in values])
    set_hand(s, 0, hand)
    stack_deck(s, supply)
    s.supply_cards = [s.deck.pop() for _ in supply]
    s.round, s.event, s.trade_master = 3, event, 1
    s.phase, s.step, s.second_fleet = "supply", "split", []
    match.touched()
    return match


def sail(match: Match) -> list[list[int]]:
    """Let the AI split, sail and pick for every seat to the end of Supply (Pirates
    included); seat 0's fleets as caravel values."""
    rng = Rng(1)
    while match.state.phase == "supply":
        seat = match.to_act[0]
        match.play(seat, ai.choose(GAME, match.view(seat), match.legal(seat), rng))
    order = next(e for e in reversed(match.state.log) if e["type"] == "fleets")["order"]
    return [sorted(C.DEV_CARDS[i].value for i in f["caravels"]) for f in order if f["seat"] == 0]


def pirate_hits(fleets: list[list[int]]) -> int:
    return sum(1 for f in fleets if len(f) >= 2)


def test_ponce_de_leon_under_pirates_does_not_split_two_and_two_for_nothing():
    """Four caravels: two fleets of two lose two cards where one fleet loses one. Our
    fleets pick first either way, so splitting 2+2 gains nothing."""
    match = split_position([1, 2, 3, 4], {1: [12], 2: [13]}, [2, 5, 7, 9, 9], [3, 5, 8, 9, 10, 10])
    fleets = sail(match)
    assert sorted(v for f in fleets for v in f) == [1, 2, 3, 4]
    assert pirate_hits(fleets) == 1
    assert len([e for e in match.state.log if e["type"] == "pirates" and e["seat"] == 0]) == 1


def test_ponce_de_leon_under_pirates_splits_two_and_two_when_picking_early_pays_for_the_second_card():
    """Caravels 1, 2, 13 and 14 among others' single caravels 4 and 5, three relics face
    up and five cocoa in hand: the fleet 1+2 takes two relics before the others can,
    which is worth more than a second card lost (most likely a cocoa)."""
    match = split_position([1, 2, 13, 14], {1: [4], 2: [5]}, [1, 1, 1, 1, 1], [10, 10, 10, 1, 1, 1])
    fleets = sail(match)
    assert sorted(fleets) == [[1, 2], [13, 14]]


def test_ponce_de_leon_without_pirates_still_sails_apart():
    """Without Pirates two fleets never pick later than one: he splits as before."""
    match = split_position([1, 2, 3, 4], {1: [12], 2: [13]}, [2, 5, 7, 9, 9], [3, 5, 8, 9, 10, 10], event="none")
    assert len(sail(match)) == 2


def test_ponce_de_leon_with_two_caravels_under_pirates_sails_them_one_by_one():
    """Two fleets of one caravel each: Pirates take nothing."""
    match = split_position([5, 7], {1: [3], 2: [13]}, [1, 1, 4, 6, 8], [2, 9, 10])
    fleets = sail(match)
    assert fleets == [[5], [7]] and pirate_hits(fleets) == 0


def event_position(tableaus: dict[int, list[int]], warehouse: list[int] = (), players: int = 4, seed: int = 5,
                   doubloons: int = 10) -> Match:
    """Round 3 begins, card 1 shows no event and seat 0 owns Coronado (plus ``tableaus``);
    ``warehouse``: the cards seat 0 kept from the last round."""
    match = _bare(players, seed)
    s = match.state
    set_queue(s, [caravel(1), caravel(3), caravel(5), caravel(7), caravel(10)])
    give_dev(s, 0, character(C.CORONADO))
    for seat, ids in tableaus.items():
        give_dev(s, seat, *ids)
    for t in warehouse:
        s.deck.remove(t)
        s.stored[0][t] += 1
    s.doubloons[0] = doubloons
    s.round, s.event, s.phase, s.step = 3, C.NO_EVENT, "event", "coronado"
    match.touched()
    return match


def coronado_choice(match: Match) -> Action:
    return ai.choose(GAME, match.view(0), match.legal(0), Rng(1))


def _warehouses(capacity: int, n: int) -> list[int]:
    return [c.id for c in C.DEV_CARDS if c.kind == C.WAREHOUSE and c.capacity == capacity][:n]


def test_coronado_pays_for_an_event_that_hurts_the_others_far_more_than_two_doubloons():
    """We own Juan de la Cosa (no event touches us); each other seat sails three caravels
    (eight cards to combine) and keeps cards in two warehouses: Natives, Pirates or Fire
    cost each of them more than the 2 doubloons the choice costs us."""
    boats = [caravel(v) for v in (2, 4, 6, 8, 9, 11, 12, 13, 14)]
    houses = _warehouses(2, 3) + _warehouses(1, 3)
    tableaus = {0: [character(C.COSA)], 1: boats[0:3] + houses[0:2], 2: boats[3:6] + houses[2:4],
                3: boats[6:9] + houses[4:6]}
    action = coronado_choice(event_position(tableaus))
    assert action.kind == "event" and action.args[0] in ("natives", "pirates", "fire")


def test_coronado_does_not_pay_when_no_event_is_worth_two_doubloons_to_him():
    """Nobody has anything an event would touch more than the others: pass."""
    action = coronado_choice(event_position({}))
    assert action == Action("pass")


def test_coronado_counts_the_cards_in_his_own_warehouse():
    """Two vanillas and two relics wait in our warehouses (we know which: we put them
    there): with King's Help they start two identical sets, a gain the others, with
    nothing kept, do not share. With empty warehouses the same table is not worth 2."""
    houses = _warehouses(2, 2)
    assert coronado_choice(event_position({0: houses})) == Action("pass")
    kept = event_position({0: houses}, warehouse=[9, 9, 10, 10])
    assert kept.view(0)["board"]["warehouse"] == [0] * 8 + [2, 2]
    assert coronado_choice(kept) == Action("event", ("kings_help",))


def test_the_planner_puts_no_relic_into_a_set_of_different_resources():
    """The issue's hand: 1, 2, 3 and a relic with a merchant 7-9: no set 1-2-3-8; the relic
    makes a relic set instead."""
    merchant = find(C.MERCHANT, low=7, high=9, income=0, players=2)
    match = progression_turn({1: 1, 2: 1, 3: 1, 10: 1}, tableau=(merchant,))
    codes = play_turn(match)
    assert "different" not in codes and "relic:1" in codes
    assert not [e for e in match.state.log if e["type"] == "different_set"]

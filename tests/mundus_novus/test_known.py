"""What a seat remembers of the others' hands: the cards it saw go in and come out.

At the table the face-up cards a fleet picks, the cards taken in Trade and the offer taken
back are seen by everyone, and the Trade Master's give by the two of them. A player who
watches knows those cards are in that hand until he sees them leave (a revealed offer, a
set laid face up, relics paid in) or can no longer tell (Pirates' random card, a give he
did not see, the end of the round). The view shows each seat what it knows
(``seats[p]["known"]``) and the sampler deals those cards where the seat knows they are.

He also remembers what went onto the discard pile in front of him: every set laid face
up, his own hand at the end of a round, his own card lost to Pirates. Those cards are in
the pile, not in anyone's hand, until the pile is shuffled into a new deck.
"""

from __future__ import annotations

from engine import Rng
from engine.mundus_novus import cards as C
from engine.mundus_novus.rounds import FLOW
from engine.mundus_novus.sample import sample
from engine.mundus_novus.state import reshuffle

from .helpers import (
    GAME,
    act,
    at_turn,
    caravel,
    check_accounting,
    fresh,
    give_dev,
    legal,
    set_hand,
    stack_deck,
)
from .test_progression import table
from .test_trade import final_give_table as final_give
from .test_trade import trading


def known(s, viewer: int, seat: int) -> dict[int, int]:
    """What ``viewer``'s view says it knows of ``seat``'s hand, as {type: count}."""
    shown = GAME.view(s, viewer)["seats"][seat]["known"]
    return {t: n for t, n in zip(C.TYPES, shown) if n}


def test_the_cards_a_fleet_picks_face_up_are_known_to_every_other_seat():
    s = fresh(3)
    give_dev(s, 0, caravel(1))
    give_dev(s, 1, caravel(3))
    stack_deck(s, [1] * 15 + [7, 9])  # five each face down, then the two face-up cards
    FLOW.start(s, "supply")
    assert s.step == "pick" and GAME.to_act(s) == (0,)
    act(s, 0, "pick:9")  # seat 1's fleet takes the last card itself
    assert known(s, 1, 0) == {9: 1} and known(s, 2, 0) == {9: 1}
    assert known(s, 0, 1) == {7: 1} and known(s, 2, 1) == {7: 1}
    assert known(s, 0, 2) == {} and GAME.view(s, 0)["seats"][0]["known"] is None
    assert all(p["known"] is None for p in GAME.view(s, None)["seats"])


def test_the_cards_taken_in_trade_are_known_and_the_give_only_to_the_two():
    s = final_give()
    act(s, 0, "give:1")
    assert s.phase == "progression"
    assert known(s, 1, 0) == {}  # seat 1 did not see which card seat 0 gave: any he knew
    assert known(s, 2, 0) == {2: 1, 3: 1, 5: 1}  # seat 2 saw it was none of them
    assert known(s, 0, 2) == {1: 1, 4: 1} and known(s, 1, 2) == {4: 1}
    assert known(s, 0, 1) == {9: 2} and known(s, 2, 1) == {9: 2}


def test_a_revealed_offer_and_a_set_laid_face_up_take_the_cards_out():
    s = trading(3, [[7, 7, 1, 2, 3, 4], [5, 5], [6, 6]], master=0)
    s.known[1][0][7] = s.known[2][0][7] = 2  # both saw seat 0 pick two 7s
    act(s, 0, "announce:2", "offer:7", "offer:1")
    assert known(s, 1, 0) == {7: 2}  # face down: still among his hidden cards
    act(s, 1, "offer:5", "offer:5")
    act(s, 2, "offer:6", "offer:6")
    assert known(s, 1, 0) == {7: 1}
    s.phase = "progression"
    at_turn(s, 0)
    set_hand(s, 0, [7, 2, 3, 4, 5])
    act(s, 0, "different", "add:7")
    assert known(s, 1, 0) == {}
    act(s, 0, "cancel")  # the cards laid go back, in sight of all
    assert known(s, 1, 0) == {7: 1}


def test_pirates_take_a_card_the_others_do_not_see():
    s = fresh(3)
    give_dev(s, 0, caravel(1), caravel(2))
    give_dev(s, 1, caravel(3))
    stack_deck(s, [1] * 15 + [5, 8, 9])
    s.event = C.PIRATES
    FLOW.start(s, "supply")
    act(s, 0, "pick:9", "pick:8")
    # Seat 0's fleet of two lost a card at random: it may have been the 8 or the 9.
    assert known(s, 1, 0) == {} and known(s, 2, 0) == {}
    assert known(s, 0, 1) == {5: 1}
    # Its owner saw which went onto the discard pile; the others did not.
    lost = [t for t in C.TYPES if s.discarded[0][t]]
    assert len(lost) == 1 and lost[0] in (8, 9) and s.discard.count(lost[0]) >= 1
    assert sum(s.discarded[1]) == sum(s.discarded[2]) == 0
    check_accounting(s)


def test_at_the_end_of_the_round_everything_is_forgotten():
    s = final_give()
    act(s, 0, "give:1")
    while s.phase == "progression":
        seat = GAME.to_act(s)[0]
        act(s, seat, "first:0" if s.step == "first" else "pass")
    while s.phase == "storage":
        seat = GAME.to_act(s)[0]
        act(s, seat, legal(s, seat)[-1])
    assert all(known(s, v, p) == {} for v in range(3) for p in range(3) if v != p)


def test_the_sample_deals_the_cards_a_seat_saw_where_it_knows_them():
    s = final_give()
    act(s, 0, "give:1")
    for k in range(30):
        twin = sample(s, 1, Rng(k))
        assert twin.hands[1] == s.hands[1]
        assert [sum(h) for h in twin.hands] == [sum(h) for h in s.hands]
        assert twin.hands[2][4] >= 1  # seat 1 saw seat 2 take the 4
        assert twin.known[1] == s.known[1]
    hands = {tuple(sample(s, 1, Rng(k)).hands[0]) for k in range(30)}
    assert len(hands) > 1  # what seat 1 did not see is dealt again
    assert all(sample(s, 2, Rng(k)).hands[0][t] >= 1 for k in range(30) for t in (2, 3, 5))


def test_a_card_seen_going_into_a_hand_may_be_in_its_face_down_offer():
    s = trading(3, [[7, 1, 2, 3], [5, 5, 4], [6, 6, 4]], master=0)
    s.known[1][0][7] = 1
    act(s, 0, "announce:2", "offer:7", "offer:1")
    seen = set()
    for k in range(40):
        twin = sample(s, 1, Rng(k))
        assert twin.hands[0][7] + twin.offers[0][7] >= 1
        assert sum(twin.offers[0]) == 2 and sum(twin.hands[0]) == 2
        seen.add("offer" if twin.offers[0][7] else "hand")
    assert seen == {"offer", "hand"}


def test_the_sample_does_not_depend_on_what_two_other_seats_saw_of_each_other():
    # Seat 0 gives seat 2 a card only the two of them see: whichever card it was, seat 1's
    # samples are the same, and in them seats 0 and 2 know nothing of each other's hands.
    one, five = final_give(), final_give()
    act(one, 0, "give:1")
    act(five, 0, "give:5")
    assert known(one, 0, 2) != known(five, 0, 2) and known(one, 1, 0) == known(five, 1, 0)
    for k in range(10):
        twin = sample(one, 1, Rng(k))
        assert twin == sample(five, 1, Rng(k))
        assert sum(twin.known[0][2]) == sum(twin.known[2][0]) == 0
        assert twin.known[1] == one.known[1] and twin.known[0][1] == one.known[0][1]


def test_a_set_laid_face_up_stays_in_the_discard_pile_in_every_sample():
    # Seat 0 lays five of the eight vanillas; seat 1 holds the other three. Seat 1 has seen
    # every vanilla: in its samples no other hand, no deck holds one.
    s = table(cards=[9] * 5)
    set_hand(s, 1, [9, 9, 9, 1])
    set_hand(s, 2, [2, 3, 4, 5])
    act(s, 0, "same:9", *["add:9"] * 5, "queue:1")
    assert all(s.discarded[v][9] == 5 for v in range(3))
    check_accounting(s)
    for k in range(30):
        twin = sample(s, 1, Rng(k))
        assert twin.discard.count(9) == 5 and twin.hands[1][9] == 3
        assert twin.hands[2][9] == 0 and twin.deck.count(9) == 0
        check_accounting(twin)


def test_a_hand_discarded_at_the_end_of_the_round_is_known_to_its_owner_only():
    s = final_give()
    act(s, 0, "give:1")
    hands = [list(h) for h in s.hands]
    while s.phase == "progression":
        seat = GAME.to_act(s)[0]
        act(s, seat, "first:0" if s.step == "first" else "pass")
    while s.phase == "storage":
        seat = GAME.to_act(s)[0]
        act(s, seat, "done") if "done" in legal(s, seat) else act(s, seat, legal(s, seat)[-1])
    for v in range(3):
        assert s.discarded[v] == hands[v]  # no warehouse: the whole hand went
    check_accounting(s)


def test_the_discard_pile_shuffled_into_the_deck_is_forgotten():
    s = table(cards=[9] * 5)
    set_hand(s, 2, [2, 3, 4, 5])
    act(s, 0, "same:9", *["add:9"] * 5, "queue:1")
    reshuffle(s)
    assert s.discard == [] and all(sum(seen) == 0 for seen in s.discarded)
    twins = {sample(s, 1, Rng(k)).hands[2][9] for k in range(60)}
    assert max(twins) > 0  # the vanillas are back among the cards seat 1 cannot place

"""The greedy Mundus Novus player: it never cheats, it is legal and deterministic, and it
plays sensibly in positions set up by hand."""

from __future__ import annotations

import json

import pytest

import ai
from engine import Action, Match, Rng, derive
from engine.mundus_novus import cards as C
from engine.mundus_novus.progression import start_turn
from engine.simulate import play_match, random_choice

from .helpers import hidden_reshuffled

GAME = "mundus-novus"


def greedy(game_id, view, legal, rng):
    return ai.choose(game_id, view, legal, rng)


def seats_for(players: int, number: int) -> list:
    """All greedy every third match, else greedy and random seats alternating."""
    if number % 3 == 0:
        return [greedy] * players
    return [greedy if (seat + number) % 2 == 0 else random_choice for seat in range(players)]


# --- (a) it never cheats ----------------------------------------------------------------
def canonical(view: dict) -> str:
    return json.dumps(view, sort_keys=True)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_choice_does_not_depend_on_what_the_seat_cannot_see(players):
    """For sampled decisions of 30 matches (6 a player count), the view and the choice
    are unchanged when everything the seat cannot see is dealt again."""
    checked = changed = 0
    for number in range(6):
        seed = derive(players, number, 31) & 0xFFFFFFFF
        match = Match.new(GAME, players, seed)
        choosers = seats_for(players, number)
        rngs = [Rng(derive(seed, 7919, p)) for p in range(players)]
        while not match.over:
            for seat in match.to_act:
                legal = match.legal(seat)
                view = match.view(seat)
                if choosers[seat] is greedy and len(legal) > 1 and len(match.decisions) % 5 == 0:
                    other = hidden_reshuffled(match, seat, len(match.decisions))
                    other_view = other.view(seat)
                    assert canonical(other_view) == canonical(view)
                    assert other.legal(seat) == legal
                    changed += other.state.hands != match.state.hands or other.state.deck != match.state.deck
                    salt = derive(seed, len(match.decisions))
                    mine = ai.choose(GAME, view, legal, Rng(salt))
                    theirs = ai.choose(GAME, other_view, legal, Rng(salt))
                    assert mine == theirs, f"seed {seed} decision {len(match.decisions)}: {view['step']}"
                    checked += 1
                match.play(seat, choosers[seat](GAME, view, legal, rngs[seat]))
                if match.over:
                    break
    assert checked > 100
    assert changed > checked * 0.9


# --- (b) legal and deterministic ------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_choices_are_legal_and_replay_exactly(players):
    for number in range(2):
        seed = derive(players, number, 17) & 0xFFFFFFFF
        first = play_match(GAME, players, seed, seats_for(players, number))  # plays only legal actions
        second = play_match(GAME, players, seed, seats_for(players, number))
        assert first.decisions == second.decisions
        assert first.result == second.result
        again = Match.from_record(first.record())
        assert again.decisions == first.decisions and again.result == first.result


def test_the_same_rng_seed_gives_the_same_choice_and_the_view_is_left_untouched():
    match = Match.new(GAME, 4, 5)
    rngs = [Rng(derive(5, 7919, p)) for p in range(4)]
    for _ in range(400):
        if match.over:
            break
        seat = match.to_act[0]
        legal = match.legal(seat)
        view = match.view(seat)
        before = canonical(view)
        a = ai.choose(GAME, view, legal, Rng(99))
        assert a in legal
        assert ai.choose(GAME, view, legal, Rng(99)) == a
        assert canonical(view) == before
        match.play(seat, ai.choose(GAME, view, legal, rngs[seat]))


# --- (c) sensible play ---------------------------------------------------------------------
def progression_turn(hand: dict, seat: int = 0, players: int = 3, seed: int = 3, event: str = "none",
                     round_: int = 2, doubloons: int = 0, tableau: tuple = (), queue: tuple = ()) -> Match:
    """A match put at ``seat``'s Progression turn holding exactly ``hand`` ({type: count})."""
    match = Match.new(GAME, players, seed)
    s = match.state
    for p in range(players):  # hands back to the deck
        for typ in C.TYPES:
            s.deck += [typ] * s.hands[p][typ]
            s.hands[p][typ] = 0
    for typ, n in hand.items():
        for _ in range(n):
            s.deck.remove(typ)
        s.hands[seat][typ] += n
    for i in tableau:
        _move_dev(s, i)
        s.tableau[seat].append(i)
    for pos, i in enumerate(queue):
        _move_dev(s, i)
        s.queue.insert(pos, i)
    while len(s.queue) > C.QUEUE_SIZE:
        s.dev_deck.insert(0, s.queue.pop())
    s.round, s.event = round_, event
    s.doubloons[seat] = doubloons
    s.phase, s.trade_master = "progression", seat
    s.first_player = s.turn = seat
    s.turns_done = 0
    start_turn(s)
    match.touched()
    return match


def _move_dev(s, card_id: int) -> None:
    for pile in (s.dev_deck, s.queue, *s.tableau):
        if card_id in pile:
            pile.remove(card_id)
            return
    raise LookupError(card_id)


def card_id(kind: str, **fields) -> int:
    return next(c.id for c in C.DEV_CARDS if c.kind == kind and all(getattr(c, k) == v for k, v in fields.items()))


def play_turn(match: Match, seat: int = 0) -> list[str]:
    """Let the AI play ``seat``'s whole Progression turn; the codes it chose."""
    codes = []
    rng = Rng(1)
    while match.state.phase == "progression" and match.state.turn == seat:
        legal = match.legal(seat)
        action = ai.choose(GAME, match.view(seat), legal, rng)
        codes.append(action.code)
        match.play(seat, action)
    return codes


def test_makes_the_perfect_combination_when_it_holds_it():
    match = progression_turn({1: 1, 2: 2, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1, 10: 1})
    codes = play_turn(match)
    assert codes[0] == "perfect"
    assert 0 in match.state.perfect


def test_makes_the_perfect_combination_with_a_merchant_turning_a_spare_card():
    merchant = card_id(C.MERCHANT, low=4, high=6, income=1, event=None)
    match = progression_turn({1: 1, 2: 2, 3: 1, 4: 1, 6: 1, 7: 1, 8: 1, 9: 1, 10: 1}, tableau=(merchant,))
    codes = play_turn(match)
    assert codes[0] == "perfect" and "merchant:5" in codes
    assert 0 in match.state.perfect


def test_takes_the_highest_paying_different_set_available():
    match = progression_turn({1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1})
    codes = play_turn(match)
    assert codes[0] == "different" and "confirm" in codes
    assert match.state.doubloons[0] == C.DIFFERENT_PAY[7]


def test_a_merchant_fills_a_gap_in_the_different_set():
    merchant = card_id(C.MERCHANT, low=7, high=9, income=0, players=2)
    match = progression_turn({1: 1, 2: 1, 3: 1, 4: 1, 5: 2}, tableau=(merchant,))
    play_turn(match)
    assert match.state.doubloons[0] == C.DIFFERENT_PAY[6]


def test_relics_go_into_one_relic_set_when_cards_no_longer_pay():
    """Near the end (72 doubloons) four relics make a relic set of 18, not wild cards."""
    match = progression_turn({10: 4, 1: 1, 5: 1}, doubloons=72, round_=10)
    codes = play_turn(match)
    assert "relic:4" in codes
    assert match.state.doubloons[0] == 72 + C.RELIC_PAY[4]


def test_no_relic_is_left_unused():
    """Relics serve as wild cards or go into the relic set; none is thrown away."""
    for hand in ({10: 3, 2: 1, 4: 1, 6: 1}, {10: 2, 1: 1, 3: 1, 5: 1, 7: 1}, {10: 5, 9: 2}):
        match = progression_turn(hand)
        play_turn(match)
        assert match.state.hands[0][C.RELIC] == 0, hand


def test_an_identical_set_reaches_for_the_best_card_its_rank_allows():
    """Four 8s reach the whole queue: early in the game Cortes (3 a round) at position 5
    beats the caravels before it."""
    cortes = card_id(C.CHARACTER, character=C.CORTES)
    boats = tuple(card_id(C.CARAVEL, value=v) for v in (1, 2, 3, 5))
    match = progression_turn({8: 4}, queue=(*boats, cortes))
    assert match.state.queue[4] == cortes
    codes = play_turn(match)
    assert "queue:5" in codes
    assert cortes in match.state.tableau[0]


def test_three_common_goods_only_reach_card_1():
    boats = tuple(card_id(C.CARAVEL, value=v) for v in (1, 2, 3, 5))
    cortes = card_id(C.CHARACTER, character=C.CORTES)
    match = progression_turn({2: 3}, queue=(*boats, cortes))
    assert "queue:1" in play_turn(match)
    assert boats[0] in match.state.tableau[0]


def test_near_the_end_doubloons_beat_a_development_card():
    """1,1,1,2,3,4: three 1s buy card 1 early in the game; at 72 doubloons the different set
    of four pays more than any card will."""
    boat = (card_id(C.CARAVEL, value=1),)
    early = progression_turn({1: 3, 2: 1, 3: 1, 4: 1}, queue=boat)
    assert play_turn(early)[0] == "same:1"
    late = progression_turn({1: 3, 2: 1, 3: 1, 4: 1}, doubloons=72, round_=10, queue=boat)
    codes = play_turn(late)
    assert codes[0] == "different"
    assert late.state.doubloons[0] == 72 + C.DIFFERENT_PAY[4]


def trade_position(hand: dict, announced: int = 0, seat: int = 0, players: int = 3, seed: int = 4) -> Match:
    """A match at the trade announcement with ``seat`` the Trade Master holding ``hand``."""
    match = Match.new(GAME, players, seed)
    while match.state.step != "announce":
        seat_ = match.to_act[0]
        match.play(seat_, match.legal(seat_)[0])
    s = match.state
    for typ in C.TYPES:
        s.deck += [typ] * s.hands[seat][typ]
        s.hands[seat][typ] = 0
    for typ, n in hand.items():
        for _ in range(n):
            s.deck.remove(typ)
        s.hands[seat][typ] += n
    s.hand_before_trade[seat] = sum(hand.values())
    s.trade_master = seat
    match.touched()
    if announced:
        match.play(seat, Action("announce", (announced,)))
    return match


def test_offers_the_cards_it_does_not_need_and_keeps_its_set():
    match = trade_position({9: 3, 1: 1, 2: 1}, announced=2)
    rng = Rng(3)
    while not match.state.committed[0]:
        legal = match.legal(0)
        match.play(0, ai.choose(GAME, match.view(0), legal, rng))
    assert match.state.offers[0][1] == 1 and match.state.offers[0][2] == 1
    assert match.state.hands[0][9] == 3


def test_trade_master_announces_as_many_cards_as_it_has_spare():
    """Four cards that make nothing beside a set of 9s: the Trade Master trades four."""
    match = trade_position({9: 3, 1: 2, 2: 2})
    action = ai.choose(GAME, match.view(0), match.legal(0), Rng(1))
    assert action == Action("announce", (4,))


def test_trade_master_announces_two_when_every_card_counts():
    """Seven different goods pay 15: every card given away costs, so trade as few as possible."""
    match = trade_position({1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1})
    action = ai.choose(GAME, match.view(0), match.legal(0), Rng(1))
    assert action == Action("announce", (2,))


def test_a_take_completes_a_set():
    """Two 7s and a relic in hand: of the cards on offer it takes the 7."""
    match = trade_position({7: 2, 10: 1, 1: 1}, announced=2)
    s = match.state
    for p in range(s.players):
        s.offers[p] = [0] * (C.RELIC + 1)
        s.committed[p] = True
    s.hands[0][1] -= 1
    s.offers[0][1] = 1
    s.hand_before_trade[0] = 4
    s.offers[1][7], s.offers[1][2] = 1, 1
    s.offers[2][3], s.offers[2][4] = 1, 1
    s.market = [1, 1, 2]
    s.revealed, s.step, s.taker, s.takes = True, "take", 0, []
    s.offer_totals = [1, 9, 7]
    match.touched()
    action = ai.choose(GAME, match.view(0), match.legal(0), Rng(1))
    assert action == Action("take", (1, 7))


def test_warehouse_keeps_a_relic():
    house = card_id(C.WAREHOUSE, capacity=1, players=2)
    match = progression_turn({10: 1, 2: 1, 5: 1}, tableau=(house,))
    s = match.state
    s.phase, s.step, s.turn = "storage", "store", -1
    s.storing = [[0] * (C.RELIC + 1) for _ in range(s.players)]
    s.store_done = [p != 0 for p in range(s.players)]
    match.touched()
    action = ai.choose(GAME, match.view(0), match.legal(0), Rng(1))
    assert action == Action("store", (C.RELIC,))

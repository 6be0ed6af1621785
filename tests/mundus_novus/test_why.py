"""Why not, in Mundus Novus (engine/mundus_novus/why.py): each rule that keeps a tapped card
from being chosen, set up as the rulebook states it, and asked as the table asks it, from the
seat's view (engine/why.py)."""

from __future__ import annotations

from engine.core import Action, Refusal
from engine.mundus_novus import cards as C
from engine.mundus_novus.rounds import FLOW
from engine.mundus_novus.why import refusal
from engine.why import NOT_YOUR_TURN, why_not

from .helpers import GAME, act, caravel, fresh, legal, set_hand, set_queue


def table(cards=(), event=C.NO_EVENT, players=3):
    from .helpers import at_turn

    s = fresh(players)
    set_queue(s, [caravel(1), caravel(2), caravel(3), caravel(4), caravel(5)])
    set_hand(s, 0, list(cards))
    at_turn(s, 0, event)
    return s


def _view(s, seat: int) -> dict:
    """The seat's view as a match gives it: the core's envelope around the game's part."""
    round_, phase = GAME.progress(s)
    return {"game": "mundus-novus", "players": s.players, "seat": seat, "to_act": list(GAME.to_act(s)),
            "round": round_, "phase": phase, "result": None, "board": GAME.view(s, seat)}


def _why(s, code: str, seat: int = 0) -> Refusal | None:
    """As the table asks: from the seat's view, through the game."""
    assert code not in legal(s, seat)
    return why_not(GAME, _view(s, seat), GAME.legal(s, seat), code)


def test_an_identical_set_is_three_to_five_cards_of_one_value_relics_wild():
    """"같은 종류의 자원 세트는 3~5장의 카드로 만들 수 있다": two 8s and no relic make none."""
    s = table(cards=[8, 8, 2, 5])
    assert _why(s, "same:8") == Refusal("mn.same_too_few", {"value": 8, "have": 2, "least": 3})
    s = table(cards=[8, 8, 10])
    assert "same:8" in legal(s, 0)


def test_one_identical_set_a_turn_without_king_s_help():
    """"한 턴 중, 같은 종류의 자원 세트를 ("국왕의 원조"이벤트가 일어나지 않았을 경우) 1세트만"."""
    s = table(cards=[8, 8, 8, 2, 2, 2])
    act(s, 0, "same:8", "add:8", "add:8", "add:8", "queue:1")
    assert _why(s, "same:2") == Refusal("mn.same_made")


def test_a_queue_card_is_taken_with_an_identical_set():
    s = table(cards=[8, 8, 8])
    assert _why(s, "queue:1") == Refusal("mn.queue_needs_set")
    act(s, 0, "same:8", "add:8", "add:8")
    assert _why(s, "queue:1") == Refusal("mn.set_too_small", {"size": 2, "least": 3})


def test_the_queue_cards_a_set_reaches_grow_with_its_size_and_rarity():
    """Three common cards (value 1) reach queue card 1 only."""
    s = table(cards=[1, 1, 1])
    act(s, 0, "same:1", "add:1", "add:1", "add:1")
    assert _why(s, "queue:3") == Refusal("mn.queue_beyond_reach", {"position": 3, "reach": 1, "size": 3,
                                                                   "value": 1})


def test_an_identical_set_holds_one_value_and_relics_five_cards_at_most():
    s = table(cards=[4, 4, 4, 4, 4, 4, 7])
    act(s, 0, "same:4", "add:4")
    assert _why(s, "add:7") == Refusal("mn.add_other_value", {"card": 7, "value": 4})
    act(s, 0, "add:4", "add:4", "add:4", "add:4")
    assert _why(s, "add:4") == Refusal("mn.same_full", {"most": 5})


def test_a_set_of_different_resources_holds_each_value_once_and_no_relic():
    """"다른 종류의 자원 세트에 잉카의 유물 카드를 넣을 수는 없다"."""
    s = table(cards=[1, 1, 2, 3, 4, 10])
    act(s, 0, "different", "add:1")
    assert _why(s, "add:1") == Refusal("mn.add_value_twice", {"card": 1})
    assert _why(s, "add:10") == Refusal("mn.relic_not_different")


def test_the_same_two_players_do_not_take_from_each_other_three_times_in_a_row():
    """"A가 B의 카드를 뽑고, B가 A의 카드를 뽑았을 경우, A는 B의 카드를 다시 뽑지 못하고"."""
    s = fresh(3)
    for seat, h in enumerate([[9, 9], [5, 4], [2, 3]]):
        set_hand(s, seat, h)
    s.trade_master = 0
    FLOW.start(s, "trade")
    act(s, 0, "announce:2", "offer:9", "offer:9")
    act(s, 1, "offer:5", "offer:4")
    act(s, 2, "offer:2", "offer:3")
    act(s, 0, "take:1.5", "keep")
    act(s, 1, "take:0.9", "keep")
    assert _why(s, "take:1.4") == Refusal("mn.take_same_pair", {"player": 1})
    assert _why(s, "take:0.9") == Refusal("mn.take_own")


def test_the_refusal_reads_nothing_hidden_and_another_seat_s_turn_is_said_so():
    """Two tables differing only in what seat 0 cannot see (another hand, the deck's order)
    give seat 0 the same answers."""
    s, t = table(cards=[8, 8, 2]), table(cards=[8, 8, 2])
    set_hand(t, 1, [10, 10, 10, 8])
    t.deck.reverse()
    for code in ("same:8", "same:2", "queue:1", "add:8"):
        assert (why_not(GAME, _view(s, 0), GAME.legal(s, 0), code)
                == why_not(GAME, _view(t, 0), GAME.legal(t, 0), code))
        assert refusal(s, 0, Action.parse(code)) == refusal(t, 0, Action.parse(code))
    assert why_not(GAME, _view(s, 1), [], "same:8") == Refusal(NOT_YOUR_TURN)

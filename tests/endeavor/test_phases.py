"""The round's phases [R, "게임 진행"]: Build, Growth, Salary, Discard, the round's end,
with the rules text's examples (industry 5, culture 3, wealth 2, influence 3)."""

from __future__ import annotations

from engine import Rng
from engine.endeavor.cards import CARDS
from engine.endeavor.data import (
    CULTURE,
    INDUSTRY,
    INFLUENCE,
    ROUNDS,
    WEALTH,
    build_level,
    card_limit,
    growth,
    salary,
)
from engine.endeavor.game import FLOW
from engine.endeavor.rounds import hand_fits
from engine.simulate import random_choice

from .helpers import bare, card, codes, give, new_match, play


def test_build_level_at_industry_5_is_3_and_the_theatre_gives_culture_2_at_once():
    st = bare(4, phase="build")
    seat = st.queue[0]
    p = st.seats[seat]
    give(p, industry=5)
    st.queue = [seat]
    options = codes(st)
    assert "build:theatre" in options and "build:docks" in options
    assert not any(o in options for o in ("build:university", "build:cartographer", "build:museum"))
    play(st, "build:theatre")
    assert p.shore[-1] == "theatre" and p.attribute(CULTURE) == 2


def test_build_levels_follow_the_track():
    values = (0, 1, 2, 3, 4, 6, 7, 9, 10, 15)
    assert [build_level(v) for v in values] == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]


def test_build_copies_of_a_building_already_built_are_allowed():
    st = bare(2, phase="build")
    seat = st.queue[0]
    st.seats[seat].shore += ["market"]
    st.seats[seat].workers += [False]
    assert "build:market" in codes(st)


def test_build_leftmost_empty_space_and_supply_shrinks():
    st = bare(3, phase="build")
    seat = st.queue[0]
    before = st.supply["shipyard"]
    play(st, "build:shipyard")
    assert st.seats[seat].shore == ["colonial_house", "shipyard"] and st.supply["shipyard"] == before - 1


def test_build_nothing_when_the_supply_has_nothing_of_the_level():
    st = bare(3, phase="build")
    for name in ("market", "shipyard", "workshop"):
        st.supply[name] = 0
    FLOW.start(st, "build")
    assert st.phase != "build"
    assert sum(1 for e in st.log if e["type"] == "no_build") == 3


def test_growth_at_culture_3_takes_3_discs():
    st = bare(4, phase="build")
    p = st.seats[0]
    give(p, culture=3)
    assert growth(3) == 3
    FLOW.start(st, "growth")
    assert p.harbour == 3 and p.supply == 32


def test_growth_takes_only_what_the_supply_has():
    st = bare(4, phase="build")
    p = st.seats[1]
    give(p, culture=10)
    p.supply = 2
    FLOW.start(st, "growth")
    assert p.harbour == 2 and p.supply == 0


def test_salary_at_wealth_2_pays_2_of_3_workers_chosen_by_the_player():
    st = bare(4, phase="build")
    seat = st.start
    p = st.seats[seat]
    give(p, wealth=2)
    p.shore += ["market", "shipyard"]
    p.workers = [True, True, True]
    for other in range(4):
        if other != seat:
            st.seats[other].workers = [False]
    FLOW.start(st, "salary")
    assert salary(2) == 2 and st.phase == "salary"
    assert codes(st) == ["salary:colonial_house", "salary:market", "salary:shipyard"]
    play(st, "salary:market")
    play(st, "salary:shipyard")
    assert p.workers == [True, False, False] and p.harbour == 2 and st.phase == "actions"


def test_salary_pays_every_worker_within_the_level_without_asking():
    st = bare(2, phase="build")
    for p in st.seats:
        p.workers = [True]
    FLOW.start(st, "salary")
    assert st.phase == "actions" and all(p.workers == [False] and p.harbour == 1 for p in st.seats)


def test_card_limit_at_influence_3_is_2_plus_a_slavery_card_and_the_governor_slot():
    """The rules' example: blue holds 3 cards, a slavery card and a governor in the slot;
    it discards South America 1 and loses 2 culture."""
    st = bare(4, phase="build")
    seat = st.start
    p = st.seats[seat]
    sa1 = card("south_america", 1)
    p.cards = [sa1, card("europe", 0), card("india", 2), card("slavery", 0)]
    p.slot = st.governors["africa"]
    st.governors["africa"] = None
    for c in p.cards:
        st.decks[CARDS[c].deck].remove(c)
    give(p, influence=3)
    assert card_limit(3) == 2 and not hand_fits(p)
    culture = p.attribute(CULTURE)
    for other in range(4):
        if other != seat:
            st.seats[other].cards = []
    FLOW.start(st, "discard")
    assert codes(st)[0].startswith("slot:")
    play(st, f"slot:{p.slot}")
    assert f"discard:{sa1}" in codes(st)
    play(st, f"discard:{sa1}")
    assert hand_fits(p) and p.attribute(CULTURE) == culture - 2 and sa1 in st.pile


def test_discard_keeps_the_card_limit_read_once_after_rearranging():
    """"재배치한 후 자신의 카드 보유 한계를 넘었다면 반드시 자신의 카드 보유 한계까지만 (자신이 선택하여)
    남기고 나머지 카드는 모두 버려야 합니다": the limit is read once, the cards arranged; discarding a
    card that lowers influence (and so the limit) calls for no second discard this round."""
    st = bare(2)
    seat = st.start
    p = st.seats[seat]
    europe_1 = card("europe", 1)  # culture 2, influence 1
    hand = [europe_1, card("north_america", 2), card("caribbean", 3), card("south_america", 2)]
    for c in hand:
        st.decks[CARDS[c].deck].remove(c)
    p.cards = list(hand)
    give(p, influence=4)
    st.seats[1 - seat].cards = []
    assert card_limit(p.attribute(INFLUENCE)) == 3
    FLOW.start(st, "discard")
    assert st.turn == {"seat": seat, "stage": "discard", "limit": 3}
    play(st, f"discard:{europe_1}")
    assert card_limit(p.attribute(INFLUENCE)) == 2 and len(p.cards) == 3  # over today's limit ...
    assert st.phase != "discard" and europe_1 in st.pile  # ... but the Discard is over


def test_discard_limit_read_after_the_governor_slot_is_arranged():
    # "카드를 놓는 위치는 ... 재배치할 수 있습니다. 재배치한 후 ... 한계": the governor moved from its slot
    # into a card space, the limit is read; discarding that governor (influence 1) asks no more.
    st = bare(2)
    seat = st.start
    p = st.seats[seat]
    gov = st.governors["caribbean"]
    assert CARDS[gov].gives(INFLUENCE) == 1
    st.governors["caribbean"] = None
    p.slot = gov
    p.cards = [card("north_america", 2), card("caribbean", 3), card("south_america", 2)]
    for c in p.cards:
        st.decks[CARDS[c].deck].remove(c)
    give(p, influence=4)  # 3 in tokens and the governor's 1
    st.seats[1 - seat].cards = []
    FLOW.start(st, "discard")
    play(st, "slot:none")
    assert st.turn == {"seat": seat, "stage": "discard", "limit": 3} and len(p.cards) == 4
    play(st, f"discard:{gov}")
    assert card_limit(p.attribute(INFLUENCE)) == 2 and len(p.cards) == 3 and st.phase != "discard"


def test_card_limit_never_more_than_5_cards():
    st = bare(2)
    p = st.seats[0]
    give(p, influence=15)
    p.cards = [card("europe", v) for v in range(6)]
    assert card_limit(p.attribute(INFLUENCE)) == 5 and not hand_fits(p)
    p.cards = p.cards[:5]
    assert hand_fits(p)


def test_only_one_slavery_card_beyond_the_limit():
    st = bare(2)
    p = st.seats[0]
    p.cards = [card("slavery", 0), card("slavery", 1)]
    give(p, influence=0)
    assert hand_fits(p)  # one against the limit of 1, one beyond it
    p.cards = [card("slavery", 0), card("slavery", 1), card("slavery", 2)]
    assert not hand_fits(p)
    p.cards = [card("europe", 0), card("north_america", 2)]
    assert not hand_fits(p)


def test_discarded_slavery_card_set_aside_face_down():
    st = bare(2)
    p = st.seats[st.start]
    s0 = card("slavery", 0)
    st.decks["slavery"].remove(s0)
    p.cards = [s0, card("slavery", 1), card("europe", 0)]
    st.decks["europe"].remove(card("europe", 0))
    st.decks["slavery"].remove(card("slavery", 1))
    give(p, influence=0)
    st.seats[1 - st.start].cards = []
    FLOW.start(st, "discard")
    play(st, f"discard:{s0}")
    assert p.set_aside == [s0] and s0 not in st.pile


def test_empty_governor_slot_chosen_at_discard():
    st = bare(2)
    p = st.seats[st.start]
    gov = st.governors["india"]
    st.governors["india"] = None
    p.slot = gov
    give(p, influence=4)
    FLOW.start(st, "discard")
    assert codes(st) == [f"slot:{gov}", "slot:none"]
    play(st, "slot:none")
    assert p.slot is None and p.cards == [gov]


def test_round_end_crown_passes_left_and_the_game_lasts_7_rounds():
    match = new_match(3, 2)
    start = match.state.start

    seen = {}
    rng = Rng(3)
    while not match.over:
        seen.setdefault(match.state.round, match.state.start)
        seat = match.to_act[0]
        match.play(seat, random_choice("endeavor", match.view(seat), match.legal(seat), rng))
    assert seen == {r: (start + r - 1) % 3 for r in range(1, ROUNDS + 1)}
    assert all(len(p.shore) == 8 for p in match.state.seats)
    assert match.result.rounds == 7


def test_attributes_count_buildings_tokens_cards():
    st = bare(2)
    p = st.seats[0]
    p.shore += ["workshop", "barracks"]
    p.workers += [False, False]
    p.tokens[INDUSTRY] = 2
    p.cards = [card("slavery", 0)]
    assert p.attribute(INDUSTRY) == 1 + 1 + 2 + 2 and p.attribute(WEALTH) == 0


def test_a_discarded_governor_leaves_the_game():
    st = bare(2)
    p = st.seats[st.start]
    govs = [st.governors["india"], st.governors["africa"]]
    for region in ("india", "africa"):
        st.governors[region] = None
    p.cards = [*govs, card("europe", 0)]
    st.decks["europe"].remove(card("europe", 0))
    give(p, influence=0)
    FLOW.start(st, "discard")
    play(st, f"slot:{govs[0]}")
    assert p.slot == govs[0] and not hand_fits(p)
    play(st, f"discard:{govs[1]}")
    assert govs[1] in st.removed_cards and govs[1] not in st.pile

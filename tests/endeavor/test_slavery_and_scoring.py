"""Slavery and its abolition [R, "노예제 폐지"], and the final scoring in the score sheet's
order [R, "게임 종료와 마지막 점수 계산"], with the rules' examples (two slavery cards losing
industry 5 and wealth 2; red's 69)."""

from __future__ import annotations

from engine.endeavor.cards import ABOLITION, CARDS
from engine.endeavor.data import INDUSTRY, WEALTH, track_glory
from engine.endeavor.game import FLOW
from engine.endeavor.maps import CITY
from engine.endeavor.scoring import LINES, result, sheet

from .helpers import act, bare, card, check_invariants, give


def _hold(st, seat, *cards):
    for c in cards:
        st.decks[CARDS[c].deck].remove(c)
        st.seats[seat].cards.append(c)


def test_abolition_example_two_slavery_cards_set_aside_losing_industry_5_and_wealth_2():
    st = bare(3)
    blue = (st.queue[0] + 1) % 3
    _hold(st, blue, card("slavery", 0), card("slavery", 5))
    industry, wealth = st.seats[blue].attribute(INDUSTRY), st.seats[blue].attribute(WEALTH)
    drawer = st.queue[0]
    p = st.seats[drawer]
    st.decks["europe"] = [ABOLITION]
    st.removed_cards += [card("europe", v) for v in range(5)]
    for node in [i for i, n in enumerate(st.board.nodes) if n.area == "europe" and n.kind == CITY][:5]:
        st.nodes[node] = drawer
        st.removed_tokens[st.node_tokens[node]] += 1
        st.node_tokens[node] = None
        p.supply -= 1
    p.harbour, p.supply = 2, p.supply - 2
    p.shore.append("market")
    p.workers.append(False)
    st.supply["market"] -= 1
    remaining = list(st.decks["slavery"])
    act(st, "activate:market")
    act(st, "draw:europe")
    b = st.seats[blue]
    assert st.abolished and b.cards == [] and len(b.set_aside) == 2
    assert b.attribute(INDUSTRY) == industry - 5 and b.attribute(WEALTH) == wealth - 2
    assert sheet(st, blue)["slavery"] == -2
    assert st.decks["slavery"] == [] and set(remaining) <= set(st.removed_cards)
    check_invariants(st)


def test_set_aside_slavery_cards_do_not_count_against_the_card_limit():
    st = bare(2)
    p = st.seats[0]
    p.set_aside = [card("slavery", 0), card("slavery", 1)]
    from engine.endeavor.rounds import hand_fits

    assert hand_fits(p)


def test_track_glory_slides_left_to_the_nearest_mark():
    assert [track_glory(v) for v in (0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 12, 16)] == [0, 0, 2, 2, 4, 4, 7, 7, 7, 10, 12, 16]


def test_final_scoring_example_of_69():
    """Red: industry 10, culture 8 (7), wealth 9 (7), influence 12; cities and connections
    19; buildings, cards and the empty governor slot 14; three harbour discs 1; one
    slavery card set aside -1."""
    st = bare(5)
    red = 0
    p = st.seats[red]
    europe = [i for i, n in enumerate(st.board.nodes) if n.area == "europe" and n.kind == CITY]
    mine = europe[:-1]
    for node in mine:
        st.nodes[node] = red
    p.shore += ["university", "parliament"]
    p.workers += [False, False]
    p.cards = [card("europe", 4), card("africa", 5)]
    p.set_aside = [card("slavery", 2)]
    give(p, industry=10, culture=8, wealth=9, influence=12)
    p.harbour = 3
    board = st.board
    cities = sum(board.nodes[i].glory for i in mine)
    links = sum(1 for k in board.links if k.a in mine and k.b in mine)
    assert cities + links == 19  # the reconstructed side B's Europe, all but its last city
    s = sheet(st, red)
    assert list(s) == list(LINES)
    assert s == {"tracks": 10 + 7 + 7 + 12, "cities": 19, "buildings": 14, "harbour": 1, "slavery": -1}
    assert sum(s.values()) == 69


def test_city_hall_scores_one_glory_per_draw_symbol_itself_included():
    st = bare(2)
    p = st.seats[0]
    p.shore = ["trade_dock", "market", "trade_office", "city_hall", "guild_hall"]
    p.workers = [False] * 5
    p.slot = st.governors["india"]
    # draw icons: market 1, trade office 2, city hall 1, guild hall 1 (the trade dock none)
    assert sheet(st, 0)["buildings"] == 5 + CARDS[p.slot].glory


def test_empty_governor_slot_scores_3():
    st = bare(2)
    assert sheet(st, 0)["buildings"] == 3
    st.seats[0].slot = st.governors["africa"]
    assert sheet(st, 0)["buildings"] == CARDS[st.governors["africa"]].glory


def test_harbour_discs_one_glory_per_three():
    st = bare(2)
    for n, glory in ((2, 0), (3, 1), (5, 1), (6, 2)):
        st.seats[1].harbour = n
        assert sheet(st, 1)["harbour"] == glory


def test_a_tie_is_a_shared_victory():
    st = bare(2)
    st.round = 7
    FLOW.start(st, "discard")
    assert st.over
    r = result(st)
    assert r is not None and r.scores[0] == r.scores[1] and r.winners == (0, 1)
    assert r.details["sheets"][0] == sheet(st, 0)


def test_fleets_score_no_glory_but_end_connections():
    st = bare(5)
    board = st.board
    fleet_link = next(k for k in board.links if board.nodes[k.a].kind != CITY or board.nodes[k.b].kind != CITY)
    st.nodes[fleet_link.a] = st.nodes[fleet_link.b] = 2
    city = fleet_link.a if board.nodes[fleet_link.a].kind == CITY else fleet_link.b
    assert sheet(st, 2)["cities"] == board.nodes[city].glory + 1

"""Why not, in Endeavor (engine/endeavor/why.py): each rule that keeps a tapped building, city
or deck from being chosen, set up as the rulebook states it, and asked as the table asks it,
from the seat's view (engine/why.py)."""

from __future__ import annotations

from engine import Rng
from engine.core import Action, Refusal
from engine.endeavor import GAME
from engine.endeavor.maps import CITY
from engine.endeavor.why import refusal
from engine.why import NOT_NOW, NOT_YOUR_TURN, why_not

from .helpers import act, bare, card, codes, give, new_match, play


def _why(st, code: str) -> Refusal | None:
    seat = GAME.to_act(st)[0]
    assert code not in codes(st)
    return refusal(st, seat, Action.parse(code))


def _harbour(st, seat, n):
    st.seats[seat].harbour += n
    st.seats[seat].supply -= n


def _cities(st, area):
    return [i for i, n in enumerate(st.board.nodes) if n.area == area and n.kind == CITY]


def test_a_building_of_the_build_level_or_lower_is_built():
    """"자신의 건설 등급보다 낮거나 같은 건설 등급인 건물만": industry 5 builds level 3, not the
    University (level 4)."""
    st = bare(4, phase="build")
    seat = st.queue[0]
    give(st.seats[seat], industry=5)
    st.queue = [seat]
    assert _why(st, "build:university") == Refusal("ev.build_level", {"building": "university", "level": 4,
                                                                       "top": 3})
    assert refusal(st, seat, Action.parse("build:theatre")) is None


def test_a_building_none_of_which_is_left_in_the_supply_cannot_be_built():
    st = bare(3, phase="build")
    st.supply["market"] = 0
    assert _why(st, "build:market") == Refusal("ev.build_none_left", {"building": "market"})


def test_a_shore_holds_the_start_building_and_one_building_a_round():
    st = bare(3, phase="build")
    seat = st.queue[0]
    p = st.seats[seat]
    p.shore += ["market"] * 7
    p.workers += [False] * 7
    assert refusal(st, seat, Action.parse("build:shipyard")) == Refusal("ev.shore_full", {"spaces": 8})


def test_buildings_are_built_in_the_build_phase():
    st = bare(3)
    seat = st.queue[0]
    assert refusal(st, seat, Action.parse("build:market")) == Refusal("ev.build_not_now", {"building": "market"})


def test_a_building_is_activated_with_a_harbour_disc_on_its_empty_activation_space():
    st = bare(3)
    seat = st.queue[0]
    assert _why(st, "activate:colonial_house") == Refusal("ev.harbour_empty", {"building": "colonial_house"})
    _harbour(st, seat, 2)
    st.seats[seat].workers = [True]
    assert _why(st, "activate:colonial_house") == Refusal("ev.building_busy", {"building": "colonial_house"})


def test_a_building_without_an_action_is_not_activated():
    st = bare(3)
    seat = st.queue[0]
    _harbour(st, seat, 2)
    st.seats[seat].shore.append("workshop")
    st.seats[seat].workers.append(False)
    assert _why(st, "activate:workshop") == Refusal("ev.no_action", {"building": "workshop"})


def test_a_building_whose_actions_can_be_done_nowhere_is_not_activated():
    """The Barracks attack, which takes two discs beyond the worker: with two in the harbour,
    one is left after activating."""
    st = bare(3)
    seat = st.queue[0]
    _harbour(st, seat, 2)
    st.seats[seat].shore.append("barracks")
    st.seats[seat].workers.append(False)
    assert _why(st, "activate:barracks") == Refusal("ev.nothing_to_do", {"building": "barracks"})


def test_occupy_needs_presence_in_the_region():
    """"어떤 지역에서 점령을 하려면 반드시 그 지역에 주둔하고 있어야 합니다" (India open, no disc there)."""
    st = bare(3)
    st.opened = ["india"]
    seat = st.queue[0]
    _harbour(st, seat, 3)
    act(st, "activate:colonial_house")
    city = _cities(st, "india")[0]
    assert _why(st, f"occupy:{city}") == Refusal("ev.not_present", {"area": "india"})


def test_occupy_only_in_europe_or_an_open_region_and_only_an_empty_city():
    st = bare(3)
    seat = st.queue[0]
    _harbour(st, seat, 3)
    st.nodes[_cities(st, "europe")[0]] = (seat + 1) % 3
    act(st, "activate:colonial_house")
    assert _why(st, f"occupy:{_cities(st, 'india')[0]}") == Refusal("ev.region_closed", {"area": "india"})
    assert _why(st, f"occupy:{_cities(st, 'europe')[0]}") == Refusal("ev.city_taken")


def test_a_city_is_occupied_by_an_occupy_action():
    st = bare(3)
    seat = st.queue[0]
    assert refusal(st, seat, Action.parse(f"occupy:{_cities(st, 'europe')[0]}")) == Refusal("ev.occupy_not_now")


def test_a_card_is_drawn_when_the_discs_in_its_area_reach_its_draw_value():
    """North America's top card is its 3 card; red has two discs on its track."""
    st = bare(3)
    seat = st.queue[0]
    p = st.seats[seat]
    st.decks["north_america"] = st.decks["north_america"][:3]
    st.removed_cards += [card("north_america", v) for v in (1, 2)]
    st.tracks["north_america"] = [seat, seat]
    p.supply -= 2
    p.shore.append("market")
    p.workers.append(False)
    _harbour(st, seat, 1)
    act(st, "activate:market")
    assert _why(st, "draw:north_america") == Refusal("ev.draw_short", {"deck": "north_america", "value": 3,
                                                                        "area": "north_america", "discs": 2})
    st.decks["africa"] = []
    assert _why(st, "draw:africa") == Refusal("ev.deck_empty", {"deck": "africa"})
    assert refusal(st, seat, Action.parse("draw:europe")) is None


def test_asked_from_a_view_the_refusal_reads_nothing_hidden():
    """The face-down level-5 tiles are the only secret: two positions differing in them (a
    sample re-deals them) give the same answers; another seat's turn is said so."""
    m = new_match(3, seed=5)
    while m.state.phase != "build":
        play(m.state, codes(m.state)[0])
    seat = m.to_act[0]
    for code in ("build:university", "build:museum", "build:market", "activate:colonial_house"):
        found = why_not(GAME, m.view(seat), m.legal(seat), code)
        twin = GAME.sample(m.state, seat, Rng(9))
        assert twin.hidden != m.state.hidden or len(twin.hidden) < 2
        assert refusal(twin, seat, Action.parse(code)) == refusal(m.state, seat, Action.parse(code))
        legal = code in [a.code for a in m.legal(seat)]
        assert found == (None if legal else refusal(m.state, seat, Action.parse(code)) or Refusal(NOT_NOW))
    other = (seat + 1) % 3
    assert why_not(GAME, m.view(other), m.legal(other), "build:market") == Refusal(NOT_YOUR_TURN)

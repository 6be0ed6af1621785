"""The Silent Fleet, two players [R, "2명을 위한 변형 규칙 - 침묵의 함대"]: its discs, its
reaction to each action once a turn is over, the Docks example, the optional rules."""

from __future__ import annotations

from engine.endeavor.cards import ABOLITION, CARDS
from engine.endeavor.data import DISCS
from engine.endeavor.maps import CITY, FLEET
from engine.endeavor.state import SILENT

from .helpers import act, bare, card, check_invariants, codes, steal_token

SF = {"two_player": "silent_fleet_a"}


def _sf(**rules):
    st = bare(2, **SF, **rules)
    seat = st.queue[0]
    st.seats[seat].harbour, st.seats[seat].supply = 4, DISCS - 4
    return st, seat


def _europe(st, kind=CITY):
    return [i for i, n in enumerate(st.board.nodes) if n.area == "europe" and n.kind == kind]


def test_silent_fleet_has_a_colours_discs_and_nothing_else():
    st, _ = _sf()
    assert st.silent_fleet and st.fleet_supply == DISCS and len(st.seats) == 2


def test_ship_reaction_puts_a_disc_on_any_track_or_empty_fleet_and_its_token_leaves_the_game():
    st, seat = _sf()
    act(st, "activate:colonial_house")
    act(st, "ship:track.africa")
    options = codes(st)
    assert st.pending and st.pending[0]["seat"] == seat
    assert "fleet:ship.track.india" in options and "fleet:ship.track.africa" in options
    assert f"fleet:ship.fleet.{_europe(st, FLEET)[0]}" in options and "fleet:none" not in options
    token = st.track_tokens["india"][0]
    act(st, "fleet:ship.track.india")
    assert st.tracks["india"] == [SILENT] and st.fleet_supply == DISCS - 1
    assert st.removed_tokens[token] == 1 and st.track_tokens["india"][0] is None
    check_invariants(st)


def test_silent_fleet_governor_leaves_the_game():
    st, _seat = _sf()
    n = st.board.tracks["africa"]
    st.tracks["africa"] = [SILENT] * (n - 1)
    for i in range(n - 1):
        st.removed_tokens[st.track_tokens["africa"][i]] += 1
        st.track_tokens["africa"][i] = None
    st.fleet_supply -= n - 1
    gov = st.governors["africa"]
    act(st, "activate:colonial_house")
    act(st, "ship:track.india")
    act(st, "fleet:ship.track.africa")
    assert "africa" in st.opened and gov in st.removed_cards
    check_invariants(st)


def test_occupy_reaction_not_where_the_silent_fleet_is_absent():
    st, _seat = _sf()
    act(st, "activate:colonial_house")
    act(st, f"occupy:{_europe(st)[0]}")
    assert not st.pending  # no Silent Fleet disc in Europe yet: nowhere to occupy


def test_occupy_reaction_puts_a_disc_on_an_empty_city_where_the_silent_fleet_is_present():
    st, _seat = _sf()
    fleet = _europe(st, FLEET)[0]
    st.nodes[fleet] = SILENT
    st.removed_tokens[st.node_tokens[fleet]] += 1
    st.node_tokens[fleet] = None
    st.fleet_supply -= 1
    act(st, "activate:colonial_house")
    act(st, f"occupy:{_europe(st)[1]}")
    options = codes(st)
    assert options and all(o.startswith("fleet:occupy.") for o in options)
    assert f"fleet:occupy.{_europe(st)[1]}" not in options
    target = int(options[0].split(".")[1])
    token = st.node_tokens[target]
    act(st, options[0])
    assert st.nodes[target] == SILENT and st.removed_tokens[token] >= 1
    check_invariants(st)


def test_silent_fleet_never_controls_a_connection():
    st, _seat = _sf()
    link = next(i for i, k in enumerate(st.board.links) if k.round)
    k = st.board.links[link]
    for node in (k.a, k.b):
        st.nodes[node] = SILENT
        st.removed_tokens[st.node_tokens[node]] += 1
        st.node_tokens[node] = None
        st.fleet_supply -= 1
    from engine.endeavor.effects import controls

    assert not controls(st, SILENT, link) and st.link_tokens[link] is not None


def test_attack_and_payment_get_no_reaction_and_silent_fleet_discs_can_be_attacked():
    st, seat = _sf()
    city = _europe(st)[0]
    st.nodes[city] = SILENT
    st.removed_tokens[st.node_tokens[city]] += 1
    st.node_tokens[city] = None
    st.fleet_supply -= 1
    st.seats[seat].action_tokens = ["attack_token"]
    steal_token(st, "attack_token")
    act(st, "token:attack_token")
    act(st, f"attack:{city}")
    assert st.nodes[city] == seat and st.fleet_supply == DISCS and not st.pending
    check_invariants(st)


def test_draw_reaction_removes_a_top_card_its_discs_reach_and_may_abolish():
    st, seat = _sf()
    st.decks["europe"] = [ABOLITION]
    st.removed_cards += [card("europe", v) for v in range(5)]
    nodes = _europe(st)[:5]
    for node in nodes:
        st.nodes[node] = SILENT
        st.removed_tokens[st.node_tokens[node]] += 1
        st.node_tokens[node] = None
        st.fleet_supply -= 1
    st.seats[1 - seat].cards = [card("slavery", 5)]
    st.decks["slavery"].remove(card("slavery", 5))
    st.seats[seat].action_tokens = ["ship_draw"]
    steal_token(st, "ship_draw")
    act(st, "token:ship_draw")
    act(st, "draw:slavery")
    assert "fleet:draw.europe" in codes(st)
    act(st, "fleet:draw.europe")
    assert ABOLITION in st.removed_cards and st.abolished
    assert st.seats[1 - seat].set_aside == [card("slavery", 5)] and st.seats[seat].set_aside == [card("slavery", 0)]
    check_invariants(st)


def test_docks_example_ship_and_occupy_choose_one_reaction():
    st, seat = _sf()
    p = st.seats[seat]
    p.shore.append("docks")
    p.workers.append(False)
    st.supply["docks"] -= 1
    act(st, "activate:docks")
    act(st, "ship:track.africa")
    act(st, f"occupy:{_europe(st)[0]}")
    options = codes(st)
    assert any(o.startswith("fleet:ship.") for o in options)
    assert "fleet:none" in options  # the occupy reaction has no place (no presence yet)
    act(st, "fleet:ship.track.india")
    assert not st.pending and st.tracks["india"] == [SILENT]


def test_optional_rule_2_no_reaction_to_tokens():
    st, seat = _sf(sf_rules="no_token_reaction")
    st.seats[seat].action_tokens = ["ship_draw"]
    steal_token(st, "ship_draw")
    act(st, "token:ship_draw")
    act(st, "ship:track.africa")
    assert not st.pending


def test_optional_rule_1_occupy_only_in_the_area_just_occupied():
    st, _seat = _sf(sf_rules="occupy_limit")
    st.opened = ["africa"]
    n = st.board.tracks["africa"]
    st.tracks["africa"] = [SILENT] * n
    for i in range(n):
        st.removed_tokens[st.track_tokens["africa"][i]] += 1
        st.track_tokens["africa"][i] = None
    st.fleet_supply -= n
    st.removed_cards.append(st.governors["africa"])
    st.governors["africa"] = None
    act(st, "activate:colonial_house")
    act(st, f"occupy:{_europe(st)[0]}")
    assert not st.pending  # present in Africa only, but the occupation was in Europe


def test_optional_rule_3_scarce_buildings_removed_by_the_player_without_the_crown():
    st = bare(2, phase="scarce", two_player="silent_fleet_a", sf_rules="scarce_buildings")
    assert st.queue == [(st.start + 1) % 2]
    assert codes(st) == ["remove:market", "remove:shipyard", "remove:workshop"]
    act(st, "remove:shipyard")
    assert st.supply["shipyard"] == 4 and st.phase == "build"
    check_invariants(st)


def test_without_the_silent_fleet_nothing_reacts():
    st = bare(2)
    st.seats[st.queue[0]].harbour = 2
    st.seats[st.queue[0]].supply -= 2
    act(st, "activate:colonial_house")
    act(st, "ship:track.africa")
    assert not st.pending and all(SILENT not in t for t in st.tracks.values())
    assert CARDS  # the deck data is loaded

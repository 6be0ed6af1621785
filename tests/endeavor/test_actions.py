"""The Actions phase and the five actions [R, "4: 행동 단계"], with the rules text's
examples (the Far East track, the governor tie, occupying in India, the attack)."""

from __future__ import annotations

from engine.endeavor.buildings import BUILDINGS
from engine.endeavor.cards import CARDS
from engine.endeavor.data import ATTRIBUTES, DISCS, INDUSTRY
from engine.endeavor.effects import controls
from engine.endeavor.maps import CITY, FLEET

from .helpers import act, bare, card, check_invariants, codes, steal_token


def _turn_to(st, seat):
    """Make ``seat`` the one to act (the others keep their places)."""
    st.queue.remove(seat)
    st.queue.insert(0, seat)


def _harbour(st, seat, n):
    p = st.seats[seat]
    p.harbour += n
    p.supply -= n


def _put(st, seat, node):
    st.nodes[node] = seat
    _gone(st, st.node_tokens[node])
    st.node_tokens[node] = None
    st.seats[seat].supply -= 1


def _gone(st, kind):
    """A token taken out of play by the test's set-up (counted as removed, to conserve)."""
    if kind is not None:
        st.removed_tokens[kind] += 1


def _fill(st, region, owners):
    """The first spaces of a region's track hold ``owners`` (their tokens out of play)."""
    st.tracks[region] = list(owners)
    for i in range(len(owners)):
        _gone(st, st.track_tokens[region][i])
        st.track_tokens[region][i] = None
    for o in owners:
        st.seats[o].supply -= 1


def _nodes(st, area, kind=CITY):
    return [i for i, n in enumerate(st.board.nodes) if n.area == area and n.kind == kind]


def _link(st, a, b):
    return next(i for i, k in enumerate(st.board.links) if {k.a, k.b} == {a, b})


def test_ship_to_a_closed_regions_track_from_the_far_end_taking_its_token():
    """Purple ships to the Far East's third space after yellow and blue, taking its token."""
    st = bare(3)
    _fill(st, "far_east", [1, 2])
    seat = st.queue[0]
    _harbour(st, seat, 2)
    token = st.track_tokens["far_east"][2]
    act(st, "activate:colonial_house")
    act(st, "ship:track.far_east")
    assert st.tracks["far_east"] == [1, 2, seat] and st.track_tokens["far_east"][2] is None
    p = st.seats[seat]
    assert (p.tokens.get(token, 0) == 1) if token in ATTRIBUTES else token in p.action_tokens
    check_invariants(st)


def test_opening_a_region_gives_its_governor_to_the_most_discs_on_the_track():
    st = bare(3)
    seat = st.queue[0]
    n = st.board.tracks["india"]
    _fill(st, "india", [seat] * 2 + [(seat + 1) % 3] * (n - 3))
    _turn_to(st, (seat + 2) % 3)
    _harbour(st, (seat + 2) % 3, 2)
    gov = st.governors["india"]
    act(st, "activate:colonial_house")
    act(st, "ship:track.india")
    winner = seat if n - 3 < 2 else (seat + 1) % 3
    assert "india" in st.opened and st.governors["india"] is None
    assert st.seats[winner].slot == gov
    check_invariants(st)


def test_governor_tie_goes_to_the_disc_nearest_the_deck():
    """The rules' example: purple takes the last space; tied with others, its disc is the
    nearest the deck, so it takes the governor."""
    st = bare(3)
    a, b, c = st.queue
    n = st.board.tracks["far_east"]  # 6 on side A
    order = [a, b, c, a, b]
    _fill(st, "far_east", order[: n - 1])
    _turn_to(st, c)
    _harbour(st, c, 2)
    act(st, "activate:colonial_house")
    act(st, "ship:track.far_east")
    assert st.tracks["far_east"] == [a, b, c, a, b, c]
    assert st.seats[c].slot == next(i for i, x in enumerate(CARDS) if x.deck == "far_east" and x.governor)
    assert any(e["type"] == "open" and e["governor"] == c for e in st.log)


def test_governor_is_won_only_by_opening_never_drawn():
    st = bare(2)
    assert all(not CARDS[c].governor for d in st.decks.values() for c in d)


def test_ship_to_a_fleet_only_in_europe_or_an_open_region():
    st = bare(3)
    seat = st.queue[0]
    _harbour(st, seat, 2)
    act(st, "activate:colonial_house")
    options = codes(st)
    europe_fleet = _nodes(st, "europe", FLEET)[0]
    africa_fleet = _nodes(st, "africa", FLEET)[0]
    assert f"ship:fleet.{europe_fleet}" in options and f"ship:fleet.{africa_fleet}" not in options
    assert not any(o.startswith("ship:sea") for o in options)
    token = st.node_tokens[europe_fleet]
    act(st, f"ship:fleet.{europe_fleet}")
    assert st.nodes[europe_fleet] == seat and st.node_tokens[europe_fleet] is None
    assert token is not None
    check_invariants(st)


def test_ship_to_the_open_sea_of_an_open_region_any_number_of_discs():
    st = bare(3)
    st.opened = ["far_east"]
    _fill(st, "far_east", [1] * st.board.tracks["far_east"])
    st.governors["far_east"] = None
    st.seats[1].slot = next(i for i, x in enumerate(CARDS) if x.deck == "far_east" and x.governor)
    st.seas["far_east"][0] = 3
    st.seats[0].supply -= 3
    _turn_to(st, 0)
    _harbour(st, 0, 2)
    act(st, "activate:colonial_house")
    assert "ship:sea.far_east" in codes(st) and "ship:track.far_east" not in codes(st)
    act(st, "ship:sea.far_east")
    assert st.seas["far_east"][0] == 4 and st.present(0, "far_east")
    check_invariants(st)


def test_occupy_needs_presence_except_in_europe_and_takes_the_citys_token():
    st = bare(3)
    st.opened = ["india"]
    seat = st.queue[0]
    _harbour(st, seat, 3)
    act(st, "activate:colonial_house")
    options = codes(st)
    europe = _nodes(st, "europe")
    india = _nodes(st, "india")
    assert all(f"occupy:{i}" in options for i in europe)
    assert not any(f"occupy:{i}" in options for i in india)  # not present in India
    st.seas["india"][seat] = 1
    st.seats[seat].harbour -= 1
    st.turn["remaining"] = ["occupy"]
    options = codes(st)
    assert all(f"occupy:{i}" in options for i in india)
    token = st.node_tokens[india[0]]
    act(st, f"occupy:{india[0]}")
    assert st.nodes[india[0]] == seat and st.node_tokens[india[0]] is None and token is not None


def test_occupy_not_in_a_closed_region():
    st = bare(3)
    seat = st.queue[0]
    _fill(st, "india", [seat])
    _harbour(st, seat, 2)
    act(st, "activate:colonial_house")
    assert not any(f"occupy:{i}" in codes(st) for i in _nodes(st, "india"))


def test_connection_token_to_the_first_player_to_control_it():
    """Yellow occupies a city and controls a connection for the first time: its token."""
    st = bare(3)
    seat = st.queue[0]
    link = next(i for i, k in enumerate(st.board.links) if k.round and st.board.nodes[k.a].area == "europe"
                and st.board.nodes[k.a].kind == CITY and st.board.nodes[k.b].kind == CITY)
    a, b = st.board.links[link].a, st.board.links[link].b
    _put(st, seat, a)
    token = st.link_tokens[link]
    _harbour(st, seat, 2)
    act(st, "activate:colonial_house")
    act(st, f"occupy:{b}")
    assert controls(st, seat, link) and st.link_tokens[link] is None
    assert any(e["type"] == "token" and e["source"] == f"link:{link}" and e["token"] == token for e in st.log)
    check_invariants(st)


def test_attack_example_casualty_opponent_back_second_disc_takes_the_city_and_the_connection():
    """Blue attacks yellow's city: a casualty each; yellow loses the connection; blue
    controls the connection to the city below first and takes its token."""
    st = bare(3)
    blue, yellow = st.queue[0], st.queue[1]
    europe = _nodes(st, "europe")
    lk = next(i for i, k in enumerate(st.board.links) if k.round and k.a in europe and k.b in europe
              and any(j != i and st.board.links[j].round and k.b in (st.board.links[j].a, st.board.links[j].b)
                      and {st.board.links[j].a, st.board.links[j].b} <= set(europe)
                      for j in range(len(st.board.links))))
    x, y = st.board.links[lk].a, st.board.links[lk].b
    below = next(j for j, k in enumerate(st.board.links) if j != lk and k.round and y in (k.a, k.b)
                 and {k.a, k.b} <= set(europe))
    z = st.board.links[below].a if st.board.links[below].b == y else st.board.links[below].b
    _put(st, yellow, x)
    _put(st, yellow, y)
    _gone(st, st.link_tokens[lk])
    st.link_tokens[lk] = None
    _put(st, blue, z)
    token = st.link_tokens[below]
    _harbour(st, blue, 2)
    assert controls(st, yellow, lk)
    st.seats[blue].action_tokens = ["attack_token"]
    steal_token(st, "attack_token")
    act(st, "token:attack_token")
    assert f"attack:{y}" in codes(st) and f"attack:{z}" not in codes(st)
    supply_b, supply_y = st.seats[blue].supply, st.seats[yellow].supply
    harbour = st.seats[blue].harbour
    act(st, f"attack:{y}")
    assert st.nodes[y] == blue and st.seats[blue].harbour == harbour - 2
    assert st.seats[blue].supply == supply_b + 1 and st.seats[yellow].supply == supply_y + 1
    assert not controls(st, yellow, lk) and controls(st, blue, below) and st.link_tokens[below] is None
    assert token is not None
    check_invariants(st)


def test_attack_needs_two_harbour_discs_and_presence_and_an_open_area():
    st = bare(3)
    blue, yellow = st.queue[0], st.queue[1]
    city = _nodes(st, "europe")[0]
    _put(st, yellow, city)
    st.seats[blue].action_tokens = ["attack_token"]
    steal_token(st, "attack_token")
    _harbour(st, blue, 1)
    assert "token:attack_token" not in codes(st)
    _harbour(st, blue, 1)
    assert "token:attack_token" in codes(st)
    st.opened = []
    sa = _nodes(st, "south_america")[0]
    _put(st, yellow, sa)
    act(st, "token:attack_token")
    assert f"attack:{sa}" not in codes(st) and f"attack:{city}" in codes(st)


def test_monument_casualties_advance_a_track_of_the_owners_choice():
    st = bare(3)
    blue, yellow = st.queue[0], st.queue[1]
    city = _nodes(st, "europe")[0]
    _put(st, yellow, city)
    for s in (blue, yellow):
        st.seats[s].shore.append("monument")
        st.seats[s].workers.append(False)
    _harbour(st, blue, 3)
    industry = st.seats[blue].attribute(INDUSTRY)
    act(st, "activate:monument")
    act(st, f"attack:{city}")
    assert codes(st) == [f"monument:{a}" for a in ATTRIBUTES]
    check_invariants(st)  # the casualties wait in the supplies while the owners choose
    act(st, "monument:industry")
    assert st.seats[blue].attribute(INDUSTRY) == industry + 1
    act(st, "monument:culture")  # the defender chooses too
    assert st.seats[yellow].monument["culture"] == 1 and st.seats[yellow].supply == DISCS - 1
    check_invariants(st)


def test_payment_returns_a_worker_not_a_salary_only_one_nor_itself():
    st = bare(2)
    seat = st.queue[0]
    p = st.seats[seat]
    p.shore += ["market", "docks", "bank"]
    p.workers = [False, True, True, False]
    p.supply -= 2
    _harbour(st, seat, 1)
    assert BUILDINGS["docks"].salary_only
    act(st, "activate:bank")
    assert codes(st) == ["pay:market"]
    act(st, "pay:market")
    assert p.workers == [False, False, True, True] and p.harbour == 1


def test_draw_needs_discs_in_the_area_reaching_the_value_even_in_a_closed_region():
    """Red draws North America's 3 card with three discs on its track, the region closed."""
    st = bare(3)
    seat = st.queue[0]
    p = st.seats[seat]
    st.decks["north_america"] = st.decks["north_america"][:3]  # top card: value 3
    st.removed_cards += [card("north_america", v) for v in (1, 2)]
    _fill(st, "north_america", [seat] * 2)
    _harbour(st, seat, 3)
    act(st, "activate:colonial_house")
    act(st, "ship:track.north_america")
    p.shore.append("market")
    p.workers.append(False)
    _turn_to(st, seat)
    assert not st.can_draw(seat, "north_america") or len(st.tracks["north_america"]) == 3
    industry, culture = p.attribute("industry"), p.attribute("culture")
    act(st, "activate:market")
    act(st, "draw:north_america")
    assert p.cards[-1] == card("north_america", 3)
    assert p.attribute("industry") == industry + 2 and p.attribute("culture") == culture + 2


def test_both_european_decks_read_europes_discs_and_0_cards_need_none():
    st = bare(2)
    assert st.can_draw(0, "europe") and st.can_draw(0, "slavery")
    assert not st.can_draw(0, "africa")


def test_value_1_card_brings_a_disc_also_from_the_discard_pile():
    st = bare(2)
    seat = st.queue[0]
    p = st.seats[seat]
    c1 = card("africa", 1)
    st.decks["africa"].remove(c1)
    st.pile = [c1]
    _put(st, seat, _nodes(st, "europe")[0])
    p.shore.append("market")
    p.workers.append(False)
    st.supply["market"] -= 1
    _harbour(st, seat, 1)
    act(st, "activate:market")
    assert f"draw:pile.{c1}" in codes(st)
    act(st, f"draw:pile.{c1}")
    assert p.cards == [c1] and p.harbour == 1 and st.pile == []
    check_invariants(st)


def test_plus_building_does_its_actions_in_any_order_or_stops_with_done():
    st = bare(3)
    seat = st.queue[0]
    p = st.seats[seat]
    p.shore.append("docks")
    p.workers.append(False)
    _harbour(st, seat, 4)
    act(st, "activate:docks")
    options = codes(st)
    assert any(o.startswith("ship:") for o in options) and any(o.startswith("occupy:") for o in options)
    assert "done" not in options
    city = _nodes(st, "europe")[0]
    act(st, f"occupy:{city}")
    assert "done" in codes(st) and not any(o.startswith("occupy:") for o in codes(st))
    act(st, "ship:track.africa")
    assert st.turn is None and p.harbour == 1


def test_slash_building_does_one_of_its_actions():
    st = bare(3)
    seat = st.queue[0]
    _harbour(st, seat, 4)
    act(st, "activate:colonial_house")
    act(st, "ship:track.africa")
    assert st.turn is None and st.queue[-1] == seat


def test_action_token_leaves_the_game_when_used():
    st = bare(3)
    seat = st.queue[0]
    p = st.seats[seat]
    p.action_tokens = ["ship_draw"]
    steal_token(st, "ship_draw")
    _harbour(st, seat, 1)
    act(st, "token:ship_draw")
    assert p.action_tokens == [] and st.removed_tokens["ship_draw"] == 1
    assert any(o.startswith("ship:") for o in codes(st)) and "draw:europe" in codes(st)
    check_invariants(st)


def test_a_pass_is_final_for_the_phase():
    st = bare(3)
    seat = st.queue[0]
    _harbour(st, seat, 2)
    act(st, "pass")
    assert seat not in st.queue and st.queue[0] != seat


def test_activating_needs_a_harbour_disc_and_an_empty_activation_space():
    st = bare(3)
    seat = st.queue[0]
    assert codes(st) == [] or "activate:colonial_house" not in codes(st)
    _harbour(st, seat, 2)
    assert "activate:colonial_house" in codes(st)
    st.seats[seat].workers = [True]
    assert "activate:colonial_house" not in codes(st)


def test_a_fleet_is_an_end_of_a_connection():
    st = bare(5)
    seat = st.queue[0]
    board = st.board
    link = next(i for i, k in enumerate(board.links)
                if board.nodes[k.a].area == "europe" and FLEET in (board.nodes[k.a].kind, board.nodes[k.b].kind))
    k = board.links[link]
    fleet, city = (k.a, k.b) if board.nodes[k.a].kind == FLEET else (k.b, k.a)
    _put(st, seat, city)
    _harbour(st, seat, 2)
    act(st, "activate:colonial_house")
    act(st, f"ship:fleet.{fleet}")
    assert controls(st, seat, link)
    check_invariants(st)


def test_a_plus_building_turn_ends_when_nothing_left_can_be_done():
    st = bare(3)
    seat = st.queue[0]
    p = st.seats[seat]
    p.shore.append("docks")
    p.workers.append(False)
    st.supply["docks"] -= 1
    _harbour(st, seat, 2)
    act(st, "activate:docks")
    act(st, "ship:track.africa")
    assert st.turn is None and st.queue[-1] == seat  # no disc left to occupy with

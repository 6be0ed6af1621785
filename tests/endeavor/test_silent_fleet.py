"""The Silent Fleet, two players [R, "2명을 위한 변형 규칙 - 침묵의 함대"]: its discs, its
reaction to each action once a turn is over, the Docks example, the optional rules."""

from __future__ import annotations

import itertools

from engine.endeavor.cards import ABOLITION, CARDS
from engine.endeavor.data import DISCS
from engine.endeavor.maps import CITY, FLEET
from engine.endeavor.state import SILENT

from .helpers import act, bare, card, check_invariants, codes, new_state, steal_token

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


def test_silent_fleet_is_present_in_europe_as_every_player_and_occupies_there_from_the_start():
    # "모든 플레이어는 이미 유럽에 (원반이 있던 없던 상관 없이) 주둔하고 있다고 간주합니다"; the occupy
    # reaction: "유럽이나 열린 지역 중 침묵의 함대가 주둔하고 있는 곳의 (원반이 없는) 빈 도시".
    st, _seat = _sf()
    assert st.discs_in(SILENT, "europe") == 0 and st.present(SILENT, "europe")
    act(st, "activate:colonial_house")
    act(st, f"occupy:{_europe(st)[0]}")
    empty = [n for n in _europe(st) if st.nodes[n] == -1]
    assert codes(st) == [f"fleet:occupy.{n}" for n in empty]
    act(st, f"fleet:occupy.{empty[0]}")
    assert st.nodes[empty[0]] == SILENT and not st.pending
    check_invariants(st)


def test_occupy_reaction_not_in_an_open_region_where_the_silent_fleet_is_absent():
    st, seat = _sf()
    st.opened = ["africa"]
    n = st.board.tracks["africa"]
    st.tracks["africa"] = [1 - seat] * n  # the other player's discs open Africa
    for i in range(n):
        st.removed_tokens[st.track_tokens["africa"][i]] += 1
        st.track_tokens["africa"][i] = None
    st.seats[1 - seat].supply -= n
    st.removed_cards.append(st.governors["africa"])
    st.governors["africa"] = None
    st.seas["africa"][seat] = 1  # the player is present in Africa, the Silent Fleet is not
    st.seats[seat].harbour -= 1
    act(st, "activate:colonial_house")
    africa = [i for i, node in enumerate(st.board.nodes) if node.area == "africa" and node.kind == CITY]
    act(st, f"occupy:{africa[0]}")
    options = codes(st)
    assert options and all(int(o.split(".")[1]) in _europe(st) for o in options)
    check_invariants(st)


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
    assert any(o.startswith("fleet:ship.") for o in options) and any(o.startswith("fleet:occupy.") for o in options)
    assert "fleet:none" not in options  # both reactions have a place: one of them is chosen
    act(st, "fleet:ship.track.india")
    assert not st.pending and st.tracks["india"] == [SILENT]  # "오직 한 번만 반응"
    assert SILENT not in st.nodes


def test_optional_rule_2_no_reaction_to_tokens():
    st, seat = _sf(sf_no_token_reaction="on")
    st.seats[seat].action_tokens = ["ship_draw"]
    steal_token(st, "ship_draw")
    act(st, "token:ship_draw")
    act(st, "ship:track.africa")
    assert not st.pending


def _africa_opened_by_the_fleet(st):
    st.opened = ["africa"]
    n = st.board.tracks["africa"]
    st.tracks["africa"] = [SILENT] * n
    for i in range(n):
        st.removed_tokens[st.track_tokens["africa"][i]] += 1
        st.track_tokens["africa"][i] = None
    st.fleet_supply -= n
    st.removed_cards.append(st.governors["africa"])
    st.governors["africa"] = None


def test_optional_rule_1_occupy_only_in_the_area_just_occupied():
    # "점령 행동에 반응할 때, 침묵의 함대 원반을 이번에 점령한 곳과 같은 영역에만 놓을 수 있습니다"
    for rule, areas in (("off", {"europe", "africa"}), ("on", {"europe"})):
        st, _seat = _sf(sf_occupy_limit=rule)
        _africa_opened_by_the_fleet(st)
        act(st, "activate:colonial_house")
        act(st, f"occupy:{_europe(st)[0]}")
        options = codes(st)
        assert {st.board.nodes[int(o.split(".")[1])].area for o in options} == areas


def test_optional_rule_3_scarce_buildings_removed_by_the_player_without_the_crown():
    st = bare(2, phase="scarce", two_player="silent_fleet_a", sf_scarce_buildings="on")
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


def test_optional_rules_in_any_combination_agreed_before_the_game():
    # "어떤 규칙을 적용할지 모두가 동의한 후 게임을 시작합니다": rules 1, 2 and 3 each on or off.
    names = {"occupy_limit": "sf_occupy_limit", "no_token_reaction": "sf_no_token_reaction",
             "scarce_buildings": "sf_scarce_buildings"}
    for chosen in itertools.chain.from_iterable(itertools.combinations(names, k) for k in range(4)):
        options = {names[r]: "on" for r in chosen}
        assert new_state(2, two_player="silent_fleet_a", **options).sf_rules == sorted(chosen)
        assert new_state(2, **options).sf_rules == []  # nothing to apply them to without the Silent Fleet


def test_optional_rules_1_and_2_together():
    rules = {"sf_occupy_limit": "on", "sf_no_token_reaction": "on"}
    st, seat = _sf(**rules)
    st.seats[seat].action_tokens = ["occupy_draw"]
    steal_token(st, "occupy_draw")
    act(st, "token:occupy_draw")
    act(st, f"occupy:{_europe(st)[0]}")
    assert not st.pending  # rule 2: a token calls for no reaction
    st, seat = _sf(**rules)
    _africa_opened_by_the_fleet(st)
    act(st, "activate:colonial_house")
    act(st, f"occupy:{_europe(st)[0]}")
    assert {st.board.nodes[int(o.split(".")[1])].area for o in codes(st)} == {"europe"}  # rule 1


def test_optional_rules_2_and_3_together():
    st = bare(2, phase="scarce", two_player="silent_fleet_b", sf_no_token_reaction="on", sf_scarce_buildings="on")
    assert st.sf_rules == ["no_token_reaction", "scarce_buildings"]
    assert st.queue == [(st.start + 1) % 2] and codes(st)[0].startswith("remove:")  # rule 3

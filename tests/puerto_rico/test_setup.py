"""Setup by player count, the 2-player variant, and the round of role choices."""

from __future__ import annotations

import pytest

from engine import GAMES, Match
from engine.puerto_rico.data import BUILDINGS, GOODS_IN_BOX, PLANTATIONS_IN_BOX

from .helpers import act, check_invariants, codes, finish_phase, new_state


@pytest.mark.parametrize("players, doubloons, start, colonists, ship, vp, ships, roles", [
    (2, 3, ["indigo", "corn"], 40, 2, 65, [4, 6], 7),
    (3, 2, ["indigo", "indigo", "corn"], 55, 3, 75, [4, 5, 6], 6),
    (4, 3, ["indigo", "indigo", "corn", "corn"], 75, 4, 100, [5, 6, 7], 7),
    (5, 4, ["indigo", "indigo", "indigo", "corn", "corn"], 95, 5, 122, [6, 7, 8], 8),
])
def test_setup_for_each_player_count(players, doubloons, start, colonists, ship, vp, ships, roles):
    st = new_state(players)
    assert [s.doubloons for s in st.seats] == [doubloons] * players
    assert [s.island for s in st.seats] == [[[k, 0]] for k in start]
    assert (st.colonist_supply, st.colonist_ship, st.vp_supply) == (colonists, ship, vp)
    assert [s["capacity"] for s in st.ships] == ships
    assert len(st.roles) == roles
    assert len(st.face_up) == players + 1
    assert st.governor == 0 and st.phase == "role"
    check_invariants(st)


START = {2: ["indigo", "corn"], 3: ["indigo", "indigo", "corn"], 4: ["indigo", "indigo", "corn", "corn"],
         5: ["indigo", "indigo", "indigo", "corn", "corn"]}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_start_player_is_chosen_by_a_draw_and_takes_the_governor_card_and_an_indigo(players):
    """"먼저 자신들이 선택한 방법으로 시작할 플레이어를 고른다. 선택된 플레이어는 총독 카드와 ...
    인디고 ... 시계 방향으로 돌아가면서 다른 플레이어들도 아래와 같이 가져온다" (2 players:
    "인디고(총독), 옥수수(2번째 플레이어)"). The method is a draw from the seed."""
    governors = set()
    for seed in range(40):
        m = Match.new("puerto-rico", players=players, seed=seed)
        board = m.view(None)["board"]
        gov = board["governor"]
        governors.add(gov)
        assert m.to_act == (gov,) and board["chooser"] == gov
        dealt = [board["seats"][(gov + i) % players]["island"] for i in range(players)]
        assert dealt == [[{"tile": k, "colonists": 0}] for k in START[players]]
        assert m.view(None)["log"][-1] == {"type": "round", "round": 1, "governor": gov}
        again = Match.new("puerto-rico", players=players, seed=seed)
        assert again.view(None)["board"]["governor"] == gov  # the seed decides it
    assert governors == set(range(players))  # any seat may be drawn


def test_the_governor_card_passes_left_from_the_seat_drawn():
    st = new_state(3, governor=2)
    assert [s.island for s in st.seats] == [[["indigo", 0]], [["corn", 0]], [["indigo", 0]]]
    pickers = []
    for _ in range(3):
        pickers.append(st.chooser)
        act(st, codes(st)[0])
        finish_phase(st)
    assert pickers == [2, 0, 1]
    assert st.round == 2 and st.governor == 0 and st.chooser == 0
    check_invariants(st)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_uses_every_plantation_quarry_and_good(players):
    st = new_state(players)
    assert st.quarries == 8
    assert st.goods == GOODS_IN_BOX
    assert len(st.stack) + len(st.face_up) + players == sum(PLANTATIONS_IN_BOX.values()) == 50
    assert st.buildings == {b.name: b.copies for b in BUILDINGS}


def test_two_player_variant_components():
    st = new_state(2)
    assert st.quarries == 5
    assert st.goods == {"corn": 8, "indigo": 9, "sugar": 9, "tobacco": 7, "coffee": 7}
    assert len(st.stack) + len(st.face_up) + 2 == 50 - 5 * 3
    assert st.buildings["indigo_plant"] == 2 and st.buildings["small_indigo_plant"] == 2
    assert st.buildings["office"] == 1 and st.buildings["city_hall"] == 1
    assert [r["id"] for r in st.roles].count("prospector") == 1


def test_two_player_role_picks_alternate_until_three_each():
    st = new_state(2)
    pickers = []
    for _ in range(6):
        pickers.append(st.chooser)
        act(st, codes(st)[0])
        finish_phase(st)
        if len(pickers) < 6:
            assert st.round == 1
    assert pickers == [0, 1, 0, 1, 0, 1]
    assert st.round == 2 and st.governor == 1 and st.chooser == 1
    unchosen = [r for r in st.roles if r["doubloons"]]
    assert len(unchosen) == 1 and unchosen[0]["doubloons"] == 1  # the seventh role's doubloon


def test_role_choice_with_doubloons_on_unchosen_roles():
    st = new_state(3)
    for role in ("mayor", "builder", "trader"):
        act(st, f"role:{role}")
        finish_phase(st)
    # 3 players, 6 roles, 3 taken: a doubloon on each of the 3 others
    on = {r["id"]: r["doubloons"] for r in st.roles}
    assert on == {"settler": 1, "mayor": 0, "builder": 0, "craftsman": 1, "trader": 0, "captain": 1}
    assert st.governor == 1 and st.chooser == 1 and st.round == 2
    before = st.seats[1].doubloons
    act(st, "role:captain")
    assert st.seats[1].doubloons == before + 1
    assert st.role_slot("captain")["doubloons"] == 0


def test_prospector():
    st = new_state(4)
    st.role_slot("prospector")["doubloons"] = 2
    st.bank -= 2
    act(st, "role:prospector")
    assert st.seats[0].doubloons == 3 + 2 + 1  # the rulebook: 2 on the card, 3 in all
    assert st.phase == "role" and st.chooser == 1
    check_invariants(st)


def test_five_players_have_two_prospectors():
    st = new_state(5)
    assert "role:prospector" in codes(st) and "role:prospector2" in codes(st)


def test_registered_game():
    game = GAMES["puerto-rico"]
    assert (game.title, game.min_players, game.max_players) == ("Puerto Rico", 2, 5)
    with pytest.raises(ValueError):
        Match.new("puerto-rico", players=6, seed=1)

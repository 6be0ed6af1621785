"""The greedy Puerto Rico AI: it plays on its own view only, legally, and well."""

from __future__ import annotations

import copy

import pytest

from ai import choose
from ai.puerto_rico import choose as pr_choose
from engine import Match, Rng, derive
from engine.simulate import play_match, random_choice


def hidden_reshuffled(match: Match, seat: int, seed: int) -> Match:
    """A copy of ``match`` where what ``seat`` cannot see is different: how the other
    seats' VP chips are shared among them, and the order of the face-down plantations.

    (Their sum is public: the chips left in the supply are on the table, and every load
    is public. With two players that fixes the other's total, as at a real table.)
    """
    other = copy.deepcopy(match)
    st = other.state
    rng = Rng(seed)
    others = [s for s in range(st.players) if s != seat]
    pool = sum(st.seats[s].vp for s in others)
    for s in others:
        st.seats[s].vp = 0
    for _ in range(pool):
        st.seats[others[rng.below(len(others))]].vp += 1
    rng.shuffle(st.stack)
    return other


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_choice_unchanged_when_hidden_information_is_reshuffled(players):
    match = Match.new("puerto-rico", players=players, seed=17 + players)
    rngs = [Rng(derive(players, s)) for s in range(players)]
    checked = 0
    while not match.over and len(match.decisions) < 600:
        seat = match.to_act[0]
        legal = match.legal(seat)
        if len(match.decisions) % 5 == 0:
            state_before = rngs[seat].getstate()
            mine = pr_choose(match.view(seat), legal, Rng(state_before))
            for k in range(2):
                other = hidden_reshuffled(match, seat, k)
                assert other.view(seat) == match.view(seat)
                assert pr_choose(other.view(seat), other.legal(seat), Rng(state_before)) == mine
            checked += 1
        match.play(seat, choose("puerto-rico", match.view(seat), legal, rngs[seat]))
    assert checked > 15


def test_ai_plays_whole_matches_legally():
    for players in (2, 3, 4, 5):
        match = play_match("puerto-rico", players, 40 + players, [choose] * players)
        assert match.over and match.result.reason in ("colonists", "city", "vp")


def test_greedy_beats_random_players():
    wins = 0
    for number in range(8):
        seat = number % 4
        choosers = [random_choice] * 4
        choosers[seat] = choose
        match = play_match("puerto-rico", 4, 1000 + number, choosers)
        wins += seat in match.result.winners
    assert wins >= 7


def test_all_greedy_matches_look_like_real_games():
    for seed in range(4):
        result = play_match("puerto-rico", 4, 500 + seed, [choose] * 4).result
        assert 11 <= result.rounds <= 21
        assert 30 <= max(result.scores) <= 70


def test_production_buildings_and_colonists_valued_by_what_they_switch_on():
    from ai.puerto_rico import worth
    from ai.puerto_rico.context import Context
    from engine.puerto_rico.state import Seat

    match = Match.new("puerto-rico", players=4, seed=3)
    view = match.view(0)
    ctx = Context(view)
    board = Seat(island=[["indigo", 0]])  # one unworked indigo field, no building
    # an indigo field and an indigo circle produce only together: one colonist is worth more
    # where the other half is already worked
    board.city = [["indigo_plant", 0]]
    lone = worth.placement_value(ctx, board, 1)
    board.city[0][1] = 1
    assert worth.placement_value(ctx, board, 1) > lone
    board.city[0][1] = 0
    # more indigo circles than indigo fields already: a second indigo building does nothing
    board.island.append(["indigo", 0])
    assert worth.function_value(ctx, board, "small_indigo_plant") == pytest.approx(0.3)
    assert worth.function_value(ctx, board, "small_sugar_mill") > worth.function_value(ctx, board, "small_indigo_plant")


def test_a_production_building_waits_for_a_plantation_of_its_good():
    """"특정한 상품을 생산하려면 농장과 더불어 생산 건물을 필요로 한다": with no plantation of
    its good on the island and none in the face-up row to take, a production building's
    circles are worth nothing yet and the building only holds a city space idle (the greedy
    player no longer buys a small indigo plant on a corn island for the indigo it cannot make)."""
    from ai.puerto_rico import worth
    from ai.puerto_rico.context import Context
    from engine.puerto_rico.state import Seat

    match = Match.new("puerto-rico", players=4, seed=3)
    view = match.view(0)
    corn_island = Seat(island=[["corn", 0]], doubloons=3)
    view["board"]["supply"] = {**view["board"]["supply"], "face_up": ["corn", "sugar", "tobacco", "coffee", "coffee"]}
    assert worth.function_value(Context(view), corn_island, "small_indigo_plant") == pytest.approx(-0.3)
    assert worth.function_value(Context(view), corn_island, "small_sugar_mill") > 0  # sugar is in the row
    view["board"]["supply"]["face_up"] = ["corn", "indigo", "tobacco", "coffee", "coffee"]
    assert worth.function_value(Context(view), corn_island, "small_indigo_plant") > 0
    indigo_island = Seat(island=[["indigo", 0]])
    view["board"]["supply"]["face_up"] = ["corn", "corn", "tobacco", "coffee", "coffee"]
    assert worth.function_value(Context(view), indigo_island, "small_indigo_plant") > 0.3  # its own to serve


def test_declines_the_craftsmans_extra_barrel_only_when_behind_and_it_could_end_the_game():
    """The extra barrel is the craftsman's to leave ("특권이나 액션은 사용하지 않아도 된다"). A
    barrel must be loaded when it can be, and shipping the last chips ends the game: a seat
    that is behind leaves it while the chips left are within the barrels on the table; ahead,
    or with chips to spare, it takes the dearest one."""
    from engine.puerto_rico import rounds

    from .helpers import act, check_invariants, choose, clear_island, give_building, give_tile, give_vp

    def extra_choice(chips_left: int, shipper: int) -> str:
        match = Match.new("puerto-rico", players=4, seed=3)
        st = match.state
        clear_island(st, 0)
        give_tile(st, 0, "corn", 1)
        give_tile(st, 0, "indigo", 1)
        give_building(st, 0, "small_indigo_plant", 1)
        # the chips are shipped in public: ``shipper`` shipped all but ``chips_left`` of them
        shipped = st.vp_supply - chips_left
        give_vp(st, shipper, shipped)
        st.emit("load", seat=shipper, good="corn", count=shipped, ship=0)
        choose(st, 0, "craftsman")
        act(st, "produce")  # corn and indigo: the only 2 barrels on the table
        legal = rounds.legal(st, 0)
        assert [a.code for a in legal] == ["extra:corn", "extra:indigo", "decline"]
        check_invariants(st)
        return pr_choose(match.view(0), legal, Rng(1)).code

    # behind, and 3 chips left for 2 barrels and the extra one: one captain could end it
    assert extra_choice(3, shipper=2) == "decline"
    # as far behind, but chips to spare: the dearest kind
    assert extra_choice(20, shipper=2) == "extra:indigo"
    # the end as near, but ahead: the dearest kind
    assert extra_choice(3, shipper=0) == "extra:indigo"

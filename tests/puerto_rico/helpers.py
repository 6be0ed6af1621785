"""Building Puerto Rico positions by hand, and the invariants every position keeps.

Positions are built on a real setup, moving components between the supply and a board,
so that every conservation invariant still holds in the position a test plays on.
"""

from __future__ import annotations

from collections import Counter

from engine import Match, Rng, derive, get_game
from engine.match import SETUP_STREAM, settle
from engine.puerto_rico import rounds
from engine.puerto_rico.data import BUILDING, BUILDINGS, CITY_SPACES, DOUBLOONS_IN_BOX, GOODS, ISLAND_SPACES, QUARRY
from engine.puerto_rico.state import PuertoRicoState, setup


def new_state(players: int = 4, seed: int = 1, governor: int | None = 0) -> PuertoRicoState:
    """A new position; seat 0 is the governor unless told otherwise (``None``: drawn, as a
    match does), so that positions built by hand read from the governor as seat 0."""
    return setup(players, Rng(derive(seed, SETUP_STREAM)), governor)


def new_match(players: int = 4, seed: int = 1) -> Match:
    return Match.new("puerto-rico", players=players, seed=seed)


#: The benefits the rulebook lets a player refuse where taking is one move ("역할 카드의 액션은
#: 선택적"; "특권이나 액션은 사용하지 않아도 된다"; "보라색 건물의 특수 기능을 사용하지 않아도
#: 된다"): production, the mayor's and captain's privilege, the hospice, university and harbor,
#: the craftsman's extra good.
TAKES = {"produce", "privilege", "hospice", "university", "harbor", "extra"}


def single_sensible_answer(codes: list[str]) -> bool:
    """A question with one sensible answer: production against leaving it ("produce",
    "pass"), or one benefit against leaving it ("decline")."""
    if sorted(codes) == ["pass", "produce"]:
        return True
    takes = [c for c in codes if c != "decline"]
    return "decline" in codes and len(takes) == 1 and takes[0].split(":")[0] in TAKES


def give_tile(st: PuertoRicoState, seat: int, kind: str, colonists: int = 0) -> None:
    """A plantation (taken out of the face-down stack) or a quarry onto ``seat``'s island."""
    if kind == QUARRY:
        st.quarries -= 1
    else:
        st.stack.remove(kind)
    st.seats[seat].island.append([kind, 0])
    give_colonists(st, seat, colonists, st.seats[seat].island[-1])


def give_building(st: PuertoRicoState, seat: int, name: str, colonists: int = 0) -> None:
    st.buildings[name] -= 1
    st.seats[seat].city.append([name, 0])
    give_colonists(st, seat, colonists, st.seats[seat].city[-1])


def give_colonists(st: PuertoRicoState, seat: int, n: int, spot: list | None = None) -> None:
    """``n`` colonists from the supply onto ``spot`` (a tile or building list) or San Juan."""
    st.colonist_supply -= n
    if spot is None:
        st.seats[seat].san_juan += n
    else:
        spot[1] += n


def give_goods(st: PuertoRicoState, seat: int, **goods: int) -> None:
    for good, n in goods.items():
        st.goods[good] -= n
        st.seats[seat].goods[good] += n


def set_doubloons(st: PuertoRicoState, seat: int, n: int) -> None:
    st.bank += st.seats[seat].doubloons - n
    st.seats[seat].doubloons = n


def give_vp(st: PuertoRicoState, seat: int, n: int) -> None:
    st.vp_supply -= n
    st.seats[seat].vp += n


def load_ship(st: PuertoRicoState, ship: int, good: str, n: int) -> None:
    st.goods[good] -= n
    st.ships[ship]["good"] = good
    st.ships[ship]["load"] = n


def clear_island(st: PuertoRicoState, seat: int) -> None:
    """Put the starting plantation back in the stack (for tests needing a bare island)."""
    for kind, c in st.seats[seat].island:
        st.colonist_supply += c
        if kind == QUARRY:
            st.quarries += 1
        else:
            st.stack.append(kind)
    st.seats[seat].island = []


GAME = get_game("puerto-rico")


def choose(st: PuertoRicoState, seat: int, role: str) -> None:
    """``seat`` picks ``role`` now (out of turn if need be), then forced steps run."""
    st.phase = "role"
    st.chooser = seat
    rounds.apply(st, seat, rounds.Action("role", (role,)))
    settle(GAME, st)


def act(st: PuertoRicoState, code: str) -> None:
    """The seat to act plays ``code``, which must be legal; then forced steps run, as in
    a match."""
    seat = rounds.to_act(st)[0]
    action = rounds.Action.parse(code)
    legal = rounds.legal(st, seat)
    assert action in legal, f"{code} not in {[a.code for a in legal]}"
    rounds.apply(st, seat, action)
    settle(GAME, st)


def codes(st: PuertoRicoState) -> list[str]:
    seats = rounds.to_act(st)
    return [a.code for a in rounds.legal(st, seats[0])] if seats else []


def check_invariants(st: PuertoRicoState) -> None:
    """Everything that no rule may break, asserted on any position."""
    t = st.totals
    assert st.colonist_supply >= 0 and st.colonist_ship >= 0
    assert st.colonist_supply + st.colonist_ship + sum(s.colonists() for s in st.seats) == t["colonists"]
    assert st.vp_supply + sum(s.vp for s in st.seats) == t["vp"]
    assert st.bank + sum(s.doubloons for s in st.seats) + sum(r["doubloons"] for r in st.roles) == DOUBLOONS_IN_BOX
    for good in GOODS:
        held = sum(s.goods[good] for s in st.seats)
        shipped = sum(sh["load"] for sh in st.ships if sh["good"] == good)
        assert st.goods[good] >= 0 and all(s.goods[good] >= 0 for s in st.seats)
        assert st.goods[good] + held + shipped + st.trading_house.count(good) == t["goods"][good], good
    tiles = Counter(k for s in st.seats for k, _ in s.island)
    assert st.quarries >= 0 and st.quarries + tiles[QUARRY] == t["quarries"]
    assert len(st.stack) + len(st.face_up) + len(st.discard) + sum(tiles.values()) - tiles[QUARRY] == t["plantations"]
    copies = {b.name: (b.copies_2p if st.players == 2 else b.copies) for b in BUILDINGS}
    for name, n in copies.items():
        owners = sum(1 for s in st.seats if s.has(name))
        assert st.buildings[name] >= 0 and st.buildings[name] + owners == n, name
    for s in st.seats:
        names = [b for b, _ in s.city]
        assert len(names) == len(set(names)), "a building twice in a city"
        assert len(s.island) <= ISLAND_SPACES and s.city_used() <= CITY_SPACES
        assert s.doubloons >= 0 and s.san_juan >= 0
        assert all(0 <= c <= 1 for _, c in s.island)
        assert all(0 <= c <= BUILDING[b].circles for b, c in s.city)
    for ship in st.ships:
        assert 0 <= ship["load"] <= ship["capacity"]
        assert (ship["good"] is None) == (ship["load"] == 0)
    assert len({sh["good"] for sh in st.ships if sh["good"]}) == sum(1 for sh in st.ships if sh["good"])
    assert len(st.trading_house) <= 4


def set_face_up(st: PuertoRicoState, *kinds: str) -> None:
    """Make the face-up plantation row exactly ``kinds`` (tiles swapped with the stack)."""
    st.stack.extend(st.face_up)
    st.face_up = []
    for kind in kinds:
        st.stack.remove(kind)
        st.face_up.append(kind)


def board(st: PuertoRicoState, seat: int):
    return st.seats[seat]


def finish_phase(st: PuertoRicoState) -> None:
    """Play the phase out, each seat taking its last legal action (``pass`` where there is one)."""
    while st.phase not in ("role", "over"):
        act(st, codes(st)[-1])

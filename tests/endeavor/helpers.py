"""Building Endeavor positions by hand, playing them, and the invariants every position
keeps (discs, tokens, cards and buildings conserved; the board's own rules)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine import GAMES, Action, Match, Rng, derive
from engine.endeavor import GAME
from engine.endeavor.buildings import BUILDINGS
from engine.endeavor.cards import CARDS
from engine.endeavor.data import DISCS, REGIONS, TOKENS
from engine.endeavor.game import FLOW
from engine.endeavor.maps import CITY
from engine.endeavor.state import EMPTY, SILENT, EndeavorState, Player
from engine.match import SETUP_STREAM, settle

GID = "endeavor"


def ensure_registered() -> None:
    GAMES.setdefault(GID, GAME)


def new_state(players: int = 4, seed: int = 1, **options: Any) -> EndeavorState:
    """A position after setup (the start buildings still to choose)."""
    opts = GAME.check_options(players, options)
    return GAME.setup(players, Rng(derive(seed, SETUP_STREAM)), opts)


def new_match(players: int = 4, seed: int = 1, **options: Any) -> Match:
    ensure_registered()
    return Match.new(GID, players, seed, **options)


def bare(players: int = 4, seed: int = 1, phase: str = "actions", **options: Any) -> EndeavorState:
    """Setup with every seat on the Colonial House, then the phase ``phase`` begun for the
    crown's seat (no discs in the harbours; tests add what they need)."""
    st = new_state(players, seed, **options)
    while st.phase == "start":
        FLOW.apply(st, st.queue[0], Action("start", ("colonial_house",)))
    for p in st.seats:
        p.workers = [False]
        p.supply = DISCS
    FLOW.start(st, phase)
    return st


def play(st: EndeavorState, code: str) -> None:
    """Play ``code`` for the seat to act (checked against the legal list), then the forced steps."""
    seat = GAME.to_act(st)[0]
    legal = [a.code for a in GAME.legal(st, seat)]
    assert code in legal, f"{code} not in {legal}"
    GAME.apply(st, seat, Action.parse(code))
    settle(GAME, st)


def act(st: EndeavorState, code: str) -> None:
    """Play ``code`` for the seat to act (checked against the legal list), and nothing more
    (a test looks at the position right after it)."""
    seat = GAME.to_act(st)[0]
    legal = [a.code for a in GAME.legal(st, seat)]
    assert code in legal, f"{code} not in {legal}"
    FLOW.apply(st, seat, Action.parse(code))


def codes(st: EndeavorState) -> list[str]:
    seats = GAME.to_act(st)
    return [a.code for a in GAME.legal(st, seats[0])] if seats else []


def give(p: Player, **attributes: int) -> None:
    """Set a player's attribute values through brown tokens (nothing else held)."""
    for name, value in attributes.items():
        p.tokens[name] = value - p.attribute(name) + p.tokens[name]


def steal_token(st: EndeavorState, kind: str) -> None:
    """A token for a test's hand, taken from a space of the board (so that tokens stay
    conserved: every one of the 95 is on the board at setup)."""
    for space in (st.node_tokens, st.link_tokens, *st.track_tokens.values()):
        if kind in space:
            space[space.index(kind)] = None
            return
    raise AssertionError(f"no {kind} token left on the board")


def card(deck: str, value: int) -> int:
    return next(i for i, c in enumerate(CARDS) if c.deck == deck and c.value == value)


def check_invariants(st: EndeavorState) -> None:
    """Discs, tokens, cards and buildings conserved; the board consistent."""
    board = st.board
    for seat, p in enumerate(st.seats):
        on_board = st.nodes.count(seat) + sum(t.count(seat) for t in st.tracks.values())
        on_board += sum(st.seas[r][seat] for r in REGIONS)
        total = p.supply + p.harbour + p.workers_out() + on_board + sum(p.monument.values())
        assert total == DISCS, f"seat {seat} has {total} discs"
        assert min(p.supply, p.harbour) >= 0 and len(p.shore) == len(p.workers)
        assert p.slot is None or CARDS[p.slot].governor
        assert all(CARDS[c].slavery for c in p.set_aside)
        assert not (st.abolished and any(CARDS[c].slavery for c in p.cards))
    if st.silent_fleet:
        sf = st.nodes.count(SILENT) + sum(t.count(SILENT) for t in st.tracks.values())
        assert sf + st.fleet_supply == DISCS
    else:
        assert SILENT not in st.nodes and st.fleet_supply == 0
    tokens: Counter[str] = Counter()
    tokens.update(k for k in st.node_tokens if k)
    tokens.update(k for k in st.link_tokens if k)
    for t in st.track_tokens.values():
        tokens.update(k for k in t if k)
    for p in st.seats:
        tokens.update(p.tokens)
        tokens.update(p.action_tokens)
    tokens.update(st.removed_tokens)
    assert dict(tokens) == TOKENS, "trade tokens not conserved"
    cards = [c for d in st.decks.values() for c in d] + [c for c in st.governors.values() if c is not None]
    cards += st.pile + st.removed_cards
    for p in st.seats:
        cards += p.held() + p.set_aside
    assert sorted(cards) == list(range(len(CARDS))), "cards not conserved"
    built = Counter(b for p in st.seats for b in p.shore[1:]) + Counter(st.removed_buildings)
    for name, b in BUILDINGS.items():
        if b.level < 5:
            assert built[name] + st.supply[name] == b.copies
    assert sorted(st.hidden + st.face_up) == sorted(n for n, b in BUILDINGS.items() if b.level == 5)
    for region in REGIONS:
        assert len(st.tracks[region]) <= board.tracks[region]
        assert (region in st.opened) == (len(st.tracks[region]) == board.tracks[region])
        assert all(t is None for t in st.track_tokens[region][:len(st.tracks[region])])
    for i, owner in enumerate(st.nodes):
        assert owner == EMPTY or st.node_tokens[i] is None
        assert owner == EMPTY or board.nodes[i].area == "europe" or board.nodes[i].area in st.opened \
            or board.nodes[i].kind != CITY

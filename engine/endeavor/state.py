"""The position of an Endeavor match, its setup, and the questions every rule asks of it
(a player's attributes, discs in an area, presence).

Everything is plain lists, dicts and ints, so a view is the state written out as JSON and
:meth:`EndeavorState.from_board` reads it back (``Endeavor.from_view``: the computer player
asks the engine's own rules about the position its view shows). A city or fleet is a
*node* (its index on the side's :class:`~engine.endeavor.maps.Board`); its owner is a seat, :data:`EMPTY` or
:data:`SILENT` (the Silent Fleet).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core import State
from ..flow import clockwise
from ..rng import Rng
from .buildings import ALL_BUILDINGS, BUILDINGS, LEVEL_5, LEVEL_5_FACE_DOWN, MONUMENT
from .cards import CARDS, deck_cards, governor_of
from .data import AREAS, ATTRIBUTES, DECKS, DISCS, EUROPE, REGIONS, ROUNDS, SIDE_A, TOKENS, deck_area
from .maps import SIDES, Board

EMPTY, SILENT = -1, -2

#: What each building and card gives each attribute (looked up often: the tracks are
#: always worked out from what a player holds).
_BUILDING_GIVES = {a: {b.name: b.gives(a) for b in ALL_BUILDINGS.values()} for a in ATTRIBUTES}
_CARD_GIVES = {a: [c.gives(a) for c in CARDS] for a in ATTRIBUTES}
#: The same as (index in :data:`ATTRIBUTES`, amount) pairs, the ones given only.
_BUILDING_GAINS = {b.name: tuple((i, b.gives(a)) for i, a in enumerate(ATTRIBUTES) if b.gives(a))
                   for b in ALL_BUILDINGS.values()}
_CARD_GAINS = [tuple((i, c.gives(a)) for i, a in enumerate(ATTRIBUTES) if c.gives(a)) for c in CARDS]

#: Per board side, per area: its nodes (presence and draws count the discs in an area).
_AREA_NODES = {side: {area: tuple(b.area_nodes(area)) for area in AREAS} for side, b in SIDES.items()}

#: The Silent Fleet's optional rules ("선택 규칙" 1-3).
OCCUPY_LIMIT, NO_TOKEN_REACTION, SCARCE_BUILDINGS = "occupy_limit", "no_token_reaction", "scarce_buildings"
SF_RULES = (OCCUPY_LIMIT, NO_TOKEN_REACTION, SCARCE_BUILDINGS)


@dataclass
class Player:
    """One empire: the shore (building names, the start building first) with a worker flag
    a building, discs by place, brown tokens by attribute, blue tokens, cards in the card
    spaces, the governor slot, slavery cards set aside and the Monument's casualties."""

    shore: list[str] = field(default_factory=list)
    workers: list[bool] = field(default_factory=list)
    harbour: int = 0
    supply: int = DISCS
    tokens: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ATTRIBUTES, 0))
    action_tokens: list[str] = field(default_factory=list)
    cards: list[int] = field(default_factory=list)
    slot: int | None = None
    set_aside: list[int] = field(default_factory=list)
    monument: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ATTRIBUTES, 0))

    def attribute(self, name: str) -> int:
        """The track's value: what the buildings, tokens, held cards (the governor slot's
        too) and Monument casualties give ("자산 카드와 무역 토큰, 그리고 건물에 있는 속성 기호")."""
        gives = _BUILDING_GIVES[name]
        value = self.tokens[name] + self.monument[name]
        for b in self.shore:
            value += gives[b]
        cards = _CARD_GIVES[name]
        for c in self.cards:
            value += cards[c]
        if self.slot is not None:
            value += cards[self.slot]
        return value

    def attributes(self) -> tuple[int, int, int, int]:
        """Every track's value (:meth:`attribute`), in :data:`ATTRIBUTES` order, in one pass
        (the score sheet and the computer player read all four at once, often)."""
        t, m = self.tokens, self.monument
        values = [t[a] + m[a] for a in ATTRIBUTES]
        for b in self.shore:
            for i, n in _BUILDING_GAINS[b]:
                values[i] += n
        for c in self.held():
            for i, n in _CARD_GAINS[c]:
                values[i] += n
        return values[0], values[1], values[2], values[3]

    def held(self) -> list[int]:
        return self.cards + ([self.slot] if self.slot is not None else [])

    def has(self, building: str) -> bool:
        return building in self.shore

    def workers_out(self) -> int:
        return sum(self.workers)

    def has_monument(self) -> bool:
        return self.has(MONUMENT)


@dataclass
class EndeavorState(State):
    """The whole position; README.md ("View") gives the meaning of each part.

    ``queue``: the seats still to act in this phase, the current one first (in the Actions
    phase: those who have not passed). ``turn``: the Actions-phase turn under way (the
    building or token used, its actions left and done). ``pending``: decisions that come
    before the turn goes on: a Monument owner placing a casualty, the Silent Fleet's
    reaction.
    """

    side: str = SIDE_A
    silent_fleet: bool = False
    sf_rules: list[str] = field(default_factory=list)
    round: int = 1
    phase: str = "start"
    start: int = 0
    seats: list[Player] = field(default_factory=list)
    nodes: list[int] = field(default_factory=list)
    node_tokens: list[str | None] = field(default_factory=list)
    link_tokens: list[str | None] = field(default_factory=list)
    #: Per region: the owners on its shipping track, the far end first.
    tracks: dict[str, list[int]] = field(default_factory=dict)
    #: Per region: the token on each track space, the far end first (``None``: taken).
    track_tokens: dict[str, list[str | None]] = field(default_factory=dict)
    #: Per region: each seat's discs on its open sea.
    seas: dict[str, list[int]] = field(default_factory=dict)
    opened: list[str] = field(default_factory=list)
    #: Per deck: its cards, bottom first (the top is the last).
    decks: dict[str, list[int]] = field(default_factory=dict)
    #: Per region: its governor under the board's edge, ``None`` once won or removed.
    governors: dict[str, int | None] = field(default_factory=dict)
    pile: list[int] = field(default_factory=list)
    removed_cards: list[int] = field(default_factory=list)
    abolished: bool = False
    #: Buildings in the supply by name (the three face-up level-5 tiles among them).
    supply: dict[str, int] = field(default_factory=dict)
    face_up: list[str] = field(default_factory=list)
    #: The four face-down level-5 tiles: the only secret (the view shows their number).
    hidden: list[str] = field(default_factory=list)
    removed_buildings: list[str] = field(default_factory=list)
    fleet_supply: int = 0
    #: Tokens out of play by kind: used, or taken by the Silent Fleet.
    removed_tokens: dict[str, int] = field(default_factory=dict)
    queue: list[int] = field(default_factory=list)
    turn: dict[str, Any] | None = None
    pending: list[dict[str, Any]] = field(default_factory=list)
    #: The final scores by score-sheet line, once the match is over.
    final: dict[str, Any] = field(default_factory=dict)

    # --- the board ---------------------------------------------------------------------------
    @property
    def board(self) -> Board:
        return SIDES[self.side]

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def is_open(self, area: str) -> bool:
        return area == EUROPE or area in self.opened

    def discs_in(self, owner: int, area: str) -> int:
        """``owner``'s discs in ``area``: cities, fleets, shipping track and open sea."""
        nodes = self.nodes
        n = sum(1 for i in _AREA_NODES[self.side][area] if nodes[i] == owner)
        if area != EUROPE:
            n += self.tracks[area].count(owner)
            if owner >= 0:
                n += self.seas[area][owner]
        return n

    def present(self, owner: int, area: str) -> bool:
        """Presence ("주둔"): a disc in the area; every player is present in Europe [R], and so
        is the Silent Fleet, as a player (the ruling: README.md, "Silent Fleet presence")."""
        return area == EUROPE or self.discs_in(owner, area) > 0

    def track_full(self, region: str) -> bool:
        return len(self.tracks[region]) >= self.board.tracks[region]

    def top(self, deck: str) -> int | None:
        cards = self.decks[deck]
        return cards[-1] if cards else None

    def can_draw(self, owner: int, deck: str) -> bool:
        card = self.top(deck)
        return card is not None and CARDS[card].value <= self.discs_in(owner, deck_area(deck))

    def attribute(self, seat: int, name: str) -> int:
        return self.seats[seat].attribute(name)

    def clockwise(self) -> list[int]:
        return clockwise(self.start, self.players)

    # --- JSON --------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """Every field as plain JSON (the generator and the log apart)."""
        out: dict[str, Any] = {name: getattr(self, name) for name in _SCALARS}
        out["seats"] = [_player_json(p) for p in self.seats]
        out["hidden"] = list(self.hidden)
        _copy_parts(self.__dict__, out)
        return out

    @classmethod
    def from_board(cls, board: dict[str, Any], players: int) -> EndeavorState:
        """:meth:`to_json`'s output (or a view's board with ``round`` and ``phase``) as a state."""
        st = cls(rng=Rng(0), players=players)
        for name in _SCALARS:
            setattr(st, name, board[name])
        st.seats = [Player(list(p["shore"]), list(p["workers"]), p["harbour"], p["supply"], dict(p["tokens"]),
                           list(p["action_tokens"]), list(p["cards"]), p["slot"], list(p["set_aside"]),
                           dict(p["monument"])) for p in board["seats"]]
        _copy_parts(board, st)
        st.hidden = list(board["hidden"]) if "hidden" in board else sorted(b for b in LEVEL_5 if b not in st.face_up)
        return st

    def clone(self) -> EndeavorState:
        """A copy for looking ahead (a fresh log; the generator copied). Field by field, not
        ``copy.deepcopy``: the computer player clones once for every action it tries."""
        twin = object.__new__(EndeavorState)
        fields = twin.__dict__
        fields.update(self.__dict__)
        fields["log"] = []
        fields["rng"] = Rng(self.rng.getstate())
        fields["seats"] = [_copy_player(p) for p in self.seats]
        fields["hidden"] = list(self.hidden)
        _copy_parts(self.__dict__, fields)
        return twin


def _copy_parts(source: dict[str, Any], target: EndeavorState | dict[str, Any]) -> None:
    """The board's lists and dicts copied from ``source`` (a state's fields or a view's
    board) onto ``target`` (a state, or a JSON dict): every one a level down (two for the
    per-area ones), all that nests."""
    parts = target if isinstance(target, dict) else target.__dict__
    for name in _LISTS:
        parts[name] = source[name][:]
    for name in _DICTS:
        parts[name] = source[name].copy()
    for name in _AREA_LISTS:
        area_lists = source[name]
        parts[name] = dict(zip(area_lists, map(list, area_lists.values())))
    for name in ("turn", "pending", "final"):
        parts[name] = _copy(source[name])


_SCALARS = ("side", "silent_fleet", "round", "phase", "start", "abolished", "fleet_supply")
_LISTS = ("sf_rules", "nodes", "node_tokens", "link_tokens", "opened", "pile", "removed_cards", "face_up",
          "removed_buildings", "queue")
_DICTS = ("governors", "supply", "removed_tokens")
_AREA_LISTS = ("tracks", "track_tokens", "seas", "decks")


def _copy_player(p: Player) -> Player:
    return Player(p.shore[:], p.workers[:], p.harbour, p.supply, p.tokens.copy(), p.action_tokens[:], p.cards[:],
                  p.slot, p.set_aside[:], p.monument.copy())




def _player_json(p: Player) -> dict[str, Any]:
    return {"shore": list(p.shore), "workers": list(p.workers), "harbour": p.harbour, "supply": p.supply,
            "tokens": dict(p.tokens), "action_tokens": list(p.action_tokens), "cards": list(p.cards),
            "slot": p.slot, "set_aside": list(p.set_aside), "monument": dict(p.monument)}


def _copy(value: Any) -> Any:
    """A copy of plain JSON data, every list and dict in it copied."""
    if type(value) is list:
        return [_copy(v) if type(v) in _NESTING else v for v in value]
    if type(value) is dict:
        return {k: _copy(v) if type(v) in _NESTING else v for k, v in value.items()}
    return value


_NESTING = (list, dict)


def setup(players: int, rng: Rng, side: str, silent_fleet: bool, sf_rules: list[str]) -> EndeavorState:
    """A new match: the 95 tokens dealt at random, one onto every circular space, decks
    stacked 5-4-3-2-1(-0) face up, governors under their decks, the building supply (the
    level-5 row: 7 shuffled, 4 face down, 3 face up), the crown at random."""
    st = EndeavorState(rng=rng, players=players, side=side, silent_fleet=silent_fleet, sf_rules=sorted(sf_rules))
    board = st.board
    st.seats = [Player() for _ in range(players)]
    bag = [kind for kind, n in TOKENS.items() for _ in range(n)]
    rng.shuffle(bag)
    for region in REGIONS:
        st.track_tokens[region] = [bag.pop() for _ in range(board.tracks[region])]
        st.tracks[region] = []
        st.seas[region] = [0] * players
    st.nodes = [EMPTY] * len(board.nodes)
    st.node_tokens = [bag.pop() for _ in board.nodes]
    st.link_tokens = [bag.pop() if link.round else None for link in board.links]
    assert not bag, "every side has one circular space for each of the 95 tokens"
    st.removed_tokens = dict.fromkeys(TOKENS, 0)
    st.decks = {deck: deck_cards(deck) for deck in DECKS}
    st.governors = {region: governor_of(region) for region in REGIONS}
    st.supply = {b.name: b.copies for b in BUILDINGS.values() if b.level < 5}
    row = list(LEVEL_5)
    rng.shuffle(row)
    st.hidden = row[:LEVEL_5_FACE_DOWN]
    st.face_up = row[LEVEL_5_FACE_DOWN:]
    st.supply.update(dict.fromkeys(st.face_up, 1))
    st.fleet_supply = DISCS if silent_fleet else 0
    st.start = rng.below(players)
    return st


def rounds_left(st: EndeavorState) -> int:
    """Rounds still to come after this one."""
    return ROUNDS - st.round

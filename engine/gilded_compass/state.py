"""The position of a Gilded Compass match and its setup.

Everything is plain lists, dicts and ints (tiles are their indexes in :mod:`.data`), so
tests can build any position by hand and the view can copy it out as JSON. A die on a
building is ``[owner, value]`` (``owner`` a seat or :data:`NEUTRAL`); a seat's unplaced
dice are a sorted list of values (0: not rolled yet this round).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..core import State
from ..flow import clockwise
from ..rng import Rng
from .data import (
    ABILITIES,
    ABILITY_COPIES,
    ARTIFACT_COPIES,
    ARTIFACT_TYPES,
    AUCTION_HOUSE,
    COLLECTIONS,
    ITEMS,
    KNOWLEDGE_AT_START,
    MAPS,
    METALS,
    ROUNDS,
    SPECIALISTS,
    SUNKEN_TREASURES,
    TOWER_TOKENS,
    missions_in_play,
    resolution_order,
)

#: The owner of the neutral player's dice (never a seat's index).
NEUTRAL = -1

#: The 2-3 player variants ("두 가지를 동시에 사용해서는 안 됩니다"); 4-5 players: standard.
STANDARD, NO_C_BUILDING, NEUTRAL_PLAYER = "standard", "no_c_building", "neutral_player"


@dataclass
class Seat:
    """One player's dice and everything gathered.

    Secret from the others (the view shows them only to their owner): ``collection``,
    ``missions``, ``items``, ``sunken_hidden``, ``galleon_drawn`` and the values of
    ``tower`` (their number by metal is public).
    """

    dice: list[int] = field(default_factory=list)
    neutral: list[int] = field(default_factory=list)
    #: Dice from A Little Help this round (counted in ``dice`` until placed).
    extra: int = 0
    knowledge: int = KNOWLEDGE_AT_START
    maps: list[int] = field(default_factory=list)
    specialists: list[int] = field(default_factory=list)
    items: list[int] = field(default_factory=list)
    missions: list[int] = field(default_factory=list)
    collection: int | None = None
    artifacts: list[str] = field(default_factory=list)
    #: ``[name, round gained]`` of the abilities not used yet.
    abilities: list[list[Any]] = field(default_factory=list)
    abilities_gained: int = 0
    sunken_open: list[int] = field(default_factory=list)
    sunken_hidden: list[int] = field(default_factory=list)
    #: Sunken treasures drawn at the Galleon this round, face down until its resolution.
    galleon_drawn: list[int] = field(default_factory=list)
    tower: dict[str, list[int]] = field(default_factory=lambda: {m: [] for m in METALS})

    def ability(self, name: str) -> bool:
        return any(a[0] == name for a in self.abilities)

    def use_ability(self, name: str) -> None:
        self.abilities.remove(next(a for a in self.abilities if a[0] == name))


@dataclass
class GCState(State):
    """The whole position; see README.md ("View") for the meaning of each part.

    ``phase`` is ``turn`` (dice are rolled and placed), ``resolve`` (the buildings resolve
    in order) or ``over``. ``turn`` holds the facts of the turn being played, ``lap`` the
    seats still to play in this lap (the current one first), ``tasks`` the steps of the
    resolution still to come (see :mod:`.resolve`).
    """

    b: str = AUCTION_HOUSE
    c: str | None = None
    variant: str = STANDARD
    rounds: int = 5
    round: int = 1
    phase: str = "turn"
    start: int = 0
    seats: list[Seat] = field(default_factory=list)
    # --- the turn ---
    turn: dict[str, Any] = field(default_factory=dict)
    lap: list[int] = field(default_factory=list)
    #: A seat has placed all its dice this lap: the round ends with the lap.
    ending: bool = False
    gifts: list[int] = field(default_factory=list)
    #: Neutral dice handed back unplaced at the end of this round's placing.
    neutral_back: int = 0
    help_used: int | None = None
    # --- the buildings' dice ---
    university: list[list[int]] = field(default_factory=list)
    archives: list[list[int]] = field(default_factory=list)  # [owner, value, count]
    library: list[list[int]] = field(default_factory=list)
    runs: list[list[int]] = field(default_factory=list)  # [owner, low, high] (B building)
    temple: list[list[int]] = field(default_factory=list)  # [slot, owner, die, die]
    illuminati: list[list[Any]] = field(default_factory=list)  # [owner, [values]]
    galleon: list[list[Any]] = field(default_factory=list)  # [owner, [values]] per placement
    tower: list[list[list[int]]] = field(default_factory=lambda: [[], []])  # [left, right], first floor first
    # --- displays, stacks, discards ---
    maps_shown: list[int] = field(default_factory=list)
    specialists_shown: list[int] = field(default_factory=list)
    items_shown: list[int] = field(default_factory=list)
    abilities_shown: list[str] = field(default_factory=list)
    map_stack: list[int] = field(default_factory=list)
    specialist_stack: list[int] = field(default_factory=list)
    mission_stack: list[int] = field(default_factory=list)
    artifact_stack: list[str] = field(default_factory=list)
    item_stack: list[int] = field(default_factory=list)
    ability_stack: list[str] = field(default_factory=list)
    sunken_stack: list[int] = field(default_factory=list)
    tower_stacks: dict[str, list[int]] = field(default_factory=dict)
    collection_box: list[int] = field(default_factory=list)
    maps_removed: list[int] = field(default_factory=list)
    specialists_removed: list[int] = field(default_factory=list)
    artifact_discard: list[str] = field(default_factory=list)
    item_discard: list[int] = field(default_factory=list)
    ability_discard: list[str] = field(default_factory=list)
    sunken_discard: list[int] = field(default_factory=list)
    # --- the resolution ---
    tasks: list[dict[str, Any]] = field(default_factory=list)
    resolving: str | None = None
    #: Tiles drawn for a choice (artifacts, missions), who holds them and who has seen them.
    hand: list[Any] = field(default_factory=list)
    hand_kind: str | None = None
    hand_seat: int | None = None
    hand_seen: list[int] = field(default_factory=list)
    #: What was put into play at setup, for the conservation checks of the tests.
    totals: dict[str, Any] = field(default_factory=dict)
    #: The final scores, by source, once the match is over (see :mod:`.scoring`).
    final: dict[str, Any] = field(default_factory=dict)

    @property
    def neutral_variant(self) -> bool:
        return self.variant == NEUTRAL_PLAYER

    @property
    def order(self) -> tuple[str, ...]:
        return resolution_order(self.b, self.c)

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def clockwise(self, start: int | None = None) -> list[int]:
        return clockwise(self.start if start is None else start, self.players)

    def placed(self) -> Iterator[tuple[str, int, int]]:
        """Every die on a building as (building, owner, value)."""
        for building, dice in (("university", self.university), ("library", self.library)):
            for owner, value in dice:
                yield building, owner, value
        for owner, value, count in self.archives:
            for _ in range(count):
                yield "archives", owner, value
        for owner, low, high in self.runs:
            for value in range(low, high + 1):
                yield self.b, owner, value
        for _, owner, a, b in self.temple:
            yield "hidden_temple", owner, a
            yield "hidden_temple", owner, b
        for place, entries in (("illuminati", self.illuminati), ("sunken_galleon", self.galleon)):
            for owner, values in entries:
                for value in values:
                    yield place, owner, value
        for side in self.tower:
            for owner, value in side:
                yield "treasure_tower", owner, value


def setup(players: int, rng: Rng, b: str, c: str | None, variant: str) -> GCState:
    """A new match: the chosen buildings' tiles shuffled into their stacks, 1 knowledge
    token a seat, private collections dealt only with the Auction House; the start player
    drawn at random, the text's alternative to "가장 최근에 가치 있는 것을 찾은 플레이어"
    (which a program cannot know)."""
    st = GCState(rng=rng, players=players, b=b, c=c, variant=variant, rounds=ROUNDS[players])
    st.seats = [Seat() for _ in range(players)]
    st.map_stack = _shuffled(rng, list(range(len(MAPS))))
    st.specialist_stack = _shuffled(rng, list(range(len(SPECIALISTS))))
    if b == AUCTION_HOUSE:
        st.artifact_stack = _shuffled(rng, [t for t in ARTIFACT_TYPES for _ in range(ARTIFACT_COPIES)])
        st.collection_box = _shuffled(rng, list(range(len(COLLECTIONS))))
        for seat in st.seats:
            seat.collection = st.collection_box.pop()
    else:
        st.mission_stack = _shuffled(rng, missions_in_play(c))
    if c == "hidden_temple":
        st.item_stack = _shuffled(rng, list(range(len(ITEMS))))
    elif c == "illuminati":
        st.ability_stack = _shuffled(rng, [a for a in ABILITIES for _ in range(ABILITY_COPIES)])
    elif c == "sunken_galleon":
        st.sunken_stack = _shuffled(rng, list(SUNKEN_TREASURES))
    elif c == "treasure_tower":
        st.tower_stacks = {m: _shuffled(rng, list(TOWER_TOKENS[m])) for m in METALS}
    st.totals = {
        "maps": len(MAPS), "specialists": len(SPECIALISTS), "missions": len(st.mission_stack),
        "artifacts": len(st.artifact_stack), "items": len(st.item_stack), "abilities": len(st.ability_stack),
        "sunken": len(st.sunken_stack), "tower": {m: len(v) for m, v in st.tower_stacks.items()},
    }
    st.start = rng.below(players)
    return st


def _shuffled(rng: Rng, tiles: list[Any]) -> list[Any]:
    rng.shuffle(tiles)
    return tiles

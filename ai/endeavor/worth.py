"""What a position is worth to a seat: its score sheet now, plus what its position promises
for the rounds still to come. Every rule is the engine's (:func:`engine.endeavor.scoring.
sheet`, the track levels, the card limit); the weights are this player's own estimates."""

from __future__ import annotations

from dataclasses import dataclass

from engine.endeavor.buildings import ALL_BUILDINGS
from engine.endeavor.cards import ABOLITION, CARDS
from engine.endeavor.data import (
    AND,
    AREAS,
    ATTRIBUTES,
    CULTURE,
    HARBOUR_DISCS_PER_GLORY,
    INDUSTRY,
    INFLUENCE,
    LEVEL_STARTS,
    MAX_CARDS,
    REGIONS,
    ROUNDS,
    WEALTH,
    card_limit,
    level,
    track_glory,
)
from engine.endeavor.maps import SIDES
from engine.endeavor.scoring import sheet_total
from engine.endeavor.state import EMPTY, EndeavorState

#: Glory a level of each track is worth for each round still to come (industry: better
#: buildings; culture: a disc more a round; wealth: a worker more paid; influence: a card).
LEVEL_WORTH = {INDUSTRY: 0.8, CULTURE: 1.0, WEALTH: 0.7, INFLUENCE: 0.6}
#: Glory for progress between two marks of a track (a point toward the next mark).
PROGRESS = 0.4
#: A disc still in the harbour while actions remain (besides its end glory).
HARBOUR_DISC = 0.35
#: A blue token: an action without a disc.
ACTION_TOKEN = 1.1
#: Each action a building can do in a round, for each round still to come.
CAPACITY = 0.9
#: An action the seat can still take this round (a free building or a blue token with a
#: disc to use it), while it has not passed.
ACTION_NOW = 0.5
#: A "+" building's actions count this much each (one worker does them all).
AND_SHARE = 0.75
#: What an action of each kind is worth in a round, relative to a ship; a draw more with
#: the discs to reach good cards (:func:`draw_reach`).
ACTION_KIND = {"ship": 1.0, "occupy": 1.0, "attack": 0.6, "pay": 0.4, "draw": 0.6}
DRAW_REACH = 0.2
#: Each further building of an action kind adds less (the discs to use them are few).
SAME_KIND = 0.5
#: Culture is worth less once it grows more discs than the buildings can use.
IDLE_CULTURE = 0.3
#: A disc on a closed region's track (presence, draws), and leading its governor race.
TRACK_DISC, GOVERNOR_LEAD = 0.4, 2.0
#: A card over the limit: about what the weakest card is worth.
EXCESS_CARD = 3.0
#: The chance, each slavery card, that abolition strikes before the end.
ABOLITION_RISK = 0.35


@dataclass(frozen=True)
class Habits:
    """How far ahead a player looks: ``future`` scales what levels and buildings promise;
    ``rivalry`` weighs the others' score sheets against its own."""

    future: float = 1.0
    rivalry: float = 0.3


GREEDY = Habits()


def smooth_level(value: int) -> float:
    """The level with progress toward the next one as a fraction."""
    lv = level(value)
    if lv >= len(LEVEL_STARTS):
        return float(lv)
    low, high = LEVEL_STARTS[lv - 1], LEVEL_STARTS[lv]
    return lv + (value - low) / (high - low)


def rounds_ahead(st: EndeavorState) -> float:
    """Rounds whose phases still use the tracks (the current one counts if early)."""
    left = ROUNDS - st.round
    return left + (0.5 if st.phase in _EARLY else 0.0)


_EARLY = ("start", "scarce", "build", "growth", "salary")


def _track(value: int) -> tuple[int, int, float]:
    return track_glory(value), level(value), smooth_level(value)


#: A track's glory, level and smooth level by its value (the values a match reaches).
_TRACK = [_track(value) for value in range(40)]
#: Per board side, each node's area (a draw's reach counts a seat's discs by area).
_NODE_AREAS = {side: tuple(n.area for n in board.nodes) for side, board in SIDES.items()}
#: The tracks' weights in :data:`ATTRIBUTES` order (culture's may drop to IDLE_CULTURE).
_LEVEL_WEIGHTS = tuple(LEVEL_WORTH[a] for a in ATTRIBUTES)
_CULTURE, _INFLUENCE = ATTRIBUTES.index(CULTURE), ATTRIBUTES.index(INFLUENCE)
#: Buildings with actions (a worker's place), slavery cards and governors, looked up often.
_ACTIVE = frozenset(name for name, b in ALL_BUILDINGS.items() if b.actions)
_SLAVERY_CARDS = frozenset(i for i, c in enumerate(CARDS) if c.slavery)
_GOVERNOR_CARDS = frozenset(i for i, c in enumerate(CARDS) if c.governor)
#: A seat's worth is asked for every action tried (thousands of times a match): what
#: depends on the shore alone is worked out once a decision (``memo``).
Memo = dict[tuple[object, ...], float]


def worth(st: EndeavorState, seat: int, habits: Habits = GREEDY, memo: Memo | None = None) -> float:
    p = st.seats[seat]
    values = p.attributes()
    total = float(sheet_total(st, seat, values))
    ahead = rounds_ahead(st) * habits.future
    phase = st.phase
    acting = phase != "over" and (st.round < ROUNDS or phase in _EARLY or phase == "actions")
    capacity, active = _shore(p.shore, draw_reach(st, seat), memo)
    for i, value in enumerate(values):
        progress, promise = _track_worth(i, value, ahead, active)
        total += progress
        total += promise
    harbour, tokens = p.harbour, len(p.action_tokens)
    total += harbour / HARBOUR_DISCS_PER_GLORY - harbour // HARBOUR_DISCS_PER_GLORY
    if acting:
        total += HARBOUR_DISC * harbour + ACTION_TOKEN * tokens
    total += CAPACITY * capacity * ahead
    if phase == "actions" and seat in st.queue:
        free = sum(1 for name, busy in zip(p.shore, p.workers) if not busy and name in _ACTIVE)
        total += ACTION_NOW * (min(free, harbour) + min(tokens, max(0, harbour - free)))
    opened = st.opened
    for region in REGIONS:
        if region in opened:
            continue
        track = st.tracks[region]
        mine = track.count(seat)
        if mine:
            total += TRACK_DISC * mine * habits.future
            best_other = max((track.count(o) for o in set(track) if o != seat), default=0)
            if mine >= best_other and st.governors[region] is not None:
                total += GOVERNOR_LEAD * len(track) / st.board.tracks[region] * habits.future
    total -= EXCESS_CARD * excess_cards(st, seat, values[_INFLUENCE])
    if not _SLAVERY_CARDS.isdisjoint(p.cards) and not st.abolished \
            and (ABOLITION in st.decks["europe"] or ABOLITION in st.pile):
        for c in p.cards:
            if c in _SLAVERY_CARDS:
                total -= ABOLITION_RISK * (1 + sum(n for _, n in CARDS[c].attributes) * 0.7)
    return total


def _track_worth(i: int, value: int, ahead: float, active: int) -> tuple[float, float]:
    """Beyond its glory, track ``i`` at ``value`` (``active``: buildings with actions): the
    progress toward its next mark, and what its level promises for the rounds ahead."""
    glory, lv, smooth = _TRACK[value] if 0 <= value < len(_TRACK) else _track(value)
    weight = IDLE_CULTURE if i == _CULTURE and lv + 1 > active + 1 else _LEVEL_WEIGHTS[i]
    return PROGRESS * (value - glory) * (1.0 if ahead else 0.5), weight * smooth * ahead


def steps_worth(st: EndeavorState, seat: int, steps: dict[str, int], habits: Habits = GREEDY) -> float:
    """What these steps on the seat's tracks add to its worth (glory and promise)."""
    p = st.seats[seat]
    values = p.attributes()
    ahead = rounds_ahead(st) * habits.future
    active = sum(1 for b in p.shore if b in _ACTIVE)
    added = 0.0
    for a, n in steps.items():
        i = ATTRIBUTES.index(a)
        v = values[i]
        added += track_glory(v + n) - track_glory(v) + sum(_track_worth(i, v + n, ahead, active)) \
            - sum(_track_worth(i, v, ahead, active))
    return added


def _shore(shore: list[str], reach: int, memo: Memo | None) -> tuple[float, int]:
    """What the shore's buildings can do each round (:data:`CAPACITY`'s measure) with this
    draw reach, and how many of them have actions."""
    key = ("shore", reach, *shore)
    if memo is not None and key in memo:
        return memo[key], int(memo[("active", *shore)])
    capacity = 0.0
    seen: dict[str, int] = {}
    for name in shore:
        b = ALL_BUILDINGS[name]
        kinds = [(ACTION_KIND[a] + (DRAW_REACH * reach if a == "draw" else 0.0)) * SAME_KIND ** seen.get(a, 0)
                 for a in b.actions]
        capacity += AND_SHARE * sum(kinds) if b.mode == AND else max(kinds, default=0.0)
        for a in set(b.actions):
            seen[a] = seen.get(a, 0) + 1
    active = sum(1 for b in shore if b in _ACTIVE)
    if memo is not None:
        memo[key], memo[("active", *shore)] = capacity, float(active)
    return capacity, active


def draw_reach(st: EndeavorState, seat: int) -> int:
    """The most discs the seat has in one area (the draw values it can reach), at most 4:
    :meth:`~engine.endeavor.state.EndeavorState.discs_in` for every area in one pass."""
    count = dict.fromkeys(AREAS, 0)
    for area, owner in zip(_NODE_AREAS[st.side], st.nodes):
        if owner == seat:
            count[area] += 1
    for region in REGIONS:
        count[region] += st.tracks[region].count(seat) + st.seas[region][seat]
    return min(4, max(count.values()))


def excess_cards(st: EndeavorState, seat: int, influence: int | None = None) -> int:
    """Cards over the limit at the next Discard, a governor moved into an empty slot."""
    p = st.seats[seat]
    cards = list(p.cards)
    if p.slot is None:
        governors = [c for c in cards if c in _GOVERNOR_CARDS]
        if governors:
            cards.remove(governors[0])
    slaves = sum(1 for c in cards if c in _SLAVERY_CARDS)
    limit = card_limit(p.attribute(INFLUENCE) if influence is None else influence)
    return max(0, len(cards) - min(1, slaves) - limit, len(cards) - MAX_CARDS)


def standing(st: EndeavorState, seat: int, habits: Habits = GREEDY,
             cache: dict[tuple[object, ...], float] | None = None) -> float:
    """Its own worth less a share of the others' score sheets (``cache``: the others' mean
    by what can change it, the board's owners, abolition, the others' holdings)."""
    mine = worth(st, seat, habits, cache)
    if not habits.rivalry:
        return mine
    # the seat's own discs masked: its occupying and shipping change no one else's sheet
    key = (tuple([EMPTY if owner == seat else owner for owner in st.nodes]), st.abolished, st.phase == "over",
           tuple((len(p.cards), p.slot, p.harbour, sum(p.tokens.values()), sum(p.monument.values()))
                 for s, p in enumerate(st.seats) if s != seat))
    others = cache.get(key) if cache is not None else None
    if others is None:
        sheets = [sheet_total(st, s) for s in range(st.players) if s != seat]
        others = sum(sheets) / len(sheets)
        if cache is not None:
            cache[key] = others
    return mine - habits.rivalry * others


__all__ = ["GREEDY", "Habits", "excess_cards", "standing", "steps_worth", "worth"]

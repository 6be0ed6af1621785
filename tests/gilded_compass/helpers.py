"""Building Gilded Compass positions by hand, playing them, and the invariants every
position keeps (dice, tiles and knowledge tokens conserved; the buildings' own rules)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine import GAMES, Action, Match, Rng, derive
from engine.gilded_compass import GAME
from engine.gilded_compass.data import (
    ABILITIES,
    ABILITY_COPIES,
    ARTIFACT_COPIES,
    ARTIFACT_TYPES,
    COUNTS,
    DICE_PER_PLAYER,
    ITEMS,
    KNOWLEDGE_AT_START,
    MAPS,
    METALS,
    NEUTRAL_DICE_PER_PLAYER,
    SPECIALISTS,
    SUNKEN_TREASURES,
    TOWER_FLOORS,
    TOWER_TOKENS,
    missions_in_play,
    university_spaces,
)
from engine.gilded_compass.game import FLOW
from engine.gilded_compass.state import NEUTRAL, NO_C_BUILDING, STANDARD, GCState, setup
from engine.match import SETUP_STREAM, settle

GID = "gilded-compass"


def ensure_registered() -> None:
    GAMES.setdefault(GID, GAME)


def new_state(players: int = 4, seed: int = 1, b: str = "auction_house", c: str | None = "treasure_tower",
              variant: str | None = None, start: int | None = 0) -> GCState:
    """A position at the start of round 1 with the given buildings (``variant`` for 2-3),
    ``start`` the start player (``None``: the one the seed draws, as a match does)."""
    if players <= 3:
        variant = variant or ("no_c_building" if c is None else "neutral_player")
    else:
        variant = STANDARD
    st = setup(players, Rng(derive(seed, SETUP_STREAM)), b, None if variant == NO_C_BUILDING else c, variant)
    if start is not None:
        st.start = start
    FLOW.start(st, "turn")
    settle(GAME, st)
    return st


def new_match(players: int = 4, seed: int = 1, start: int | None = None, **options: Any) -> Match:
    """A match from ``seed``; with ``start``, the first from ``seed`` on whose start player
    (drawn from the seed) is that seat, for positions built by hand around it."""
    ensure_registered()
    match = Match.new(GID, players, seed, **options)
    while start is not None and match.state.start != start:
        seed += 1
        match = Match.new(GID, players, seed, **options)
    return match


def codes(st: GCState) -> list[str]:
    seats = GAME.to_act(st)
    return [a.code for a in GAME.legal(st, seats[0])] if seats else []


def act(st: GCState, code: str) -> None:
    """The seat to act plays ``code``, which must be legal; then forced steps run."""
    seat = GAME.to_act(st)[0]
    action = Action.parse(code)
    legal = GAME.legal(st, seat)
    assert action in legal, f"{code} not in {[a.code for a in legal]}"
    GAME.apply(st, seat, action)
    settle(GAME, st)


def set_dice(st: GCState, seat: int, *values: int) -> None:
    """Make ``seat``'s unplaced dice show ``values`` (as many as it has)."""
    s = st.seats[seat]
    assert len(values) == len(s.dice), (values, s.dice)
    s.dice = sorted(values)


def placed_by(st: GCState) -> Counter[int]:
    return Counter(owner for _, owner, _ in st.placed())


def check_invariants(st: GCState) -> None:
    """Everything that no rule may break, asserted on any position."""
    P = st.players
    placed = placed_by(st)
    if not st.over:
        for p, s in enumerate(st.seats):
            assert len(s.dice) + placed[p] == DICE_PER_PLAYER + s.extra, f"seat {p}'s dice"
            assert all(1 <= v <= 6 for v in s.dice) or st.turn.get("seat") == p or all(v == 0 for v in s.dice)
        if st.neutral_variant:
            held = sum(len(s.neutral) for s in st.seats)
            assert held + placed[NEUTRAL] + st.neutral_back == NEUTRAL_DICE_PER_PLAYER * P
        else:
            assert placed[NEUTRAL] == 0 and all(not s.neutral for s in st.seats)
    seats = st.seats
    # Tiles conserved between stacks, displays, players and discards; none twice.
    maps = st.map_stack + st.maps_shown + st.maps_removed + [m for s in seats for m in s.maps]
    assert sorted(maps) == list(range(len(MAPS))) and len(MAPS) == COUNTS["maps"]
    specialists = st.specialist_stack + st.specialists_shown + st.specialists_removed + [
        x for s in seats for x in s.specialists]
    assert sorted(specialists) == list(range(len(SPECIALISTS))) == list(range(COUNTS["specialists"]))
    hand_missions = st.hand if st.hand_kind == "missions" else []
    hand_artifacts = st.hand if st.hand_kind == "artifacts" else []
    if st.b == "guild":
        missions = st.mission_stack + hand_missions + [m for s in seats for m in s.missions]
        assert sorted(missions) == missions_in_play(st.c)
        assert all(s.collection is None for s in seats) and not st.artifact_stack
    else:
        artifacts = st.artifact_stack + hand_artifacts + st.artifact_discard + [a for s in seats for a in s.artifacts]
        assert Counter(artifacts) == Counter(dict.fromkeys(ARTIFACT_TYPES, ARTIFACT_COPIES))
        assert sorted(st.collection_box + [s.collection for s in seats]) == list(range(COUNTS["collections"]))
        assert not st.mission_stack and all(not s.missions for s in seats)
    if st.c == "hidden_temple":
        items = st.item_stack + st.items_shown + st.item_discard + [i for s in seats for i in s.items]
        assert sorted(items) == list(range(len(ITEMS)))
    else:
        assert not st.item_stack and all(not s.items for s in seats)
    if st.c == "illuminati":
        abilities = st.ability_stack + st.abilities_shown + st.ability_discard + [
            a for s in seats for a, _ in s.abilities]
        assert Counter(abilities) == Counter(dict.fromkeys(ABILITIES, ABILITY_COPIES))
    else:
        assert all(not s.abilities for s in seats)
    if st.c == "sunken_galleon":
        sunken = st.sunken_stack + st.sunken_discard + [
            x for s in seats for x in s.sunken_open + s.sunken_hidden + s.galleon_drawn]
        assert Counter(sunken) == Counter(SUNKEN_TREASURES)
    if st.c == "treasure_tower":
        for metal in METALS:
            assert Counter(st.tower_stacks[metal] + [x for s in seats for x in s.tower[metal]]) == Counter(
                TOWER_TOKENS[metal])
    assert all(s.knowledge >= 0 for s in seats)
    # The buildings' own rules.
    values = [v for _, v in st.university]
    assert values == sorted(values) and len(values) <= university_spaces(P)
    assert len({(v, n) for _, v, n in st.archives}) == len(st.archives) and all(n >= 1 for *_, n in st.archives)
    assert len({(lo, hi) for _, lo, hi in st.runs}) == len(st.runs)
    assert len({o for o, _, _ in st.runs}) == len(st.runs) and all(1 <= lo <= hi <= 6 for _, lo, hi in st.runs)
    assert len({len(v) for _, v in st.illuminati}) == len(st.illuminati)
    assert len({o for o, _ in st.illuminati}) == len(st.illuminati)
    assert all(len(side) <= TOWER_FLOORS for side in st.tower)
    assert all(v <= 3 for _, v in st.tower[0]) and all(v >= 4 for _, v in st.tower[1])
    assert len({slot for slot, *_ in st.temple}) == len(st.temple)
    # The Galleon: one group a player, each (in the order of their last placement) one die
    # more and a higher sum than the one before it.
    assert len({o for o, _ in st.galleon}) == len(st.galleon)
    for i, (_, values_) in enumerate(st.galleon):
        assert len(values_) >= 1
        if i and st.phase == "turn":
            assert sum(values_) > sum(st.galleon[i - 1][1]) and len(values_) > len(st.galleon[i - 1][1])


def check_knowledge(st: GCState) -> None:
    """In a match played from the start: each seat's knowledge tokens are the one it began
    with, one for every die it took from the Library, less its re-rolls (the box's 24 are no
    limit)."""
    for p, s in enumerate(st.seats):
        gained = sum(e["tokens"] for e in st.log if e["type"] == "knowledge" and e["seat"] == p)
        spent = sum(1 for e in st.log if e["type"] == "reroll" and e["seat"] == p)
        assert s.knowledge == KNOWLEDGE_AT_START + gained - spent >= 0


def turn_seat(st: GCState) -> int:
    assert st.phase == "turn" and st.turn, "no turn is being played"
    return int(st.turn["seat"])


def resolve_now(st: GCState, *buildings: str) -> None:
    """Resolve ``buildings`` now, as the round's end would (the position's dice as they
    are), stopping at the first decision; ``act`` plays on from there, and the round ends
    after them."""
    from engine.gilded_compass import resolve

    st.turn, st.phase = {}, "resolve"
    st.tasks = [{"do": "building", "building": b} for b in buildings] + [{"do": "round_end"}]
    resolve.advance(st)
    if not GAME.to_act(st):
        FLOW.start(st, resolve.end(st))
    settle(GAME, st)


def give(st: GCState, seat: int, **tiles: list[Any]) -> None:
    """Move named tiles from their stacks to ``seat`` (``maps``, ``specialists``, ``items``,
    ``missions``), as if won."""
    stacks = {"maps": st.map_stack, "specialists": st.specialist_stack, "items": st.item_stack,
              "missions": st.mission_stack}
    for kind, wanted in tiles.items():
        for tile in wanted:
            stacks[kind].remove(tile)
            getattr(st.seats[seat], kind).append(tile)


def finish_resolution(st: GCState) -> None:
    """Play the resolution out, each seat taking its first choice."""
    while st.phase == "resolve":
        act(st, codes(st)[0])


def give_ability(st: GCState, seat: int, name: str, round_: int = 0) -> None:
    """``seat`` holds an ability gained in an earlier round (taken from the stack)."""
    st.ability_stack.remove(name)
    st.seats[seat].abilities.append([name, round_])
    st.seats[seat].abilities_gained += 1

"""Re-dealing what one seat cannot see, for looking ahead (``Game.sample``).

Hidden from a seat: the order of every face-down stack; the other seats' private
collections (and the collections left in the box), missions (and the missions drawn at
the Guild that it has not seen), magic items, face-down sunken treasures (kept, or drawn
this round) and tower tokens (their metal is seen, so each metal is dealt again apart).
Each kind is pooled, sorted (so the sample depends only on what the seat knows), shuffled
and dealt again, every place keeping the size the seat sees.
"""

from __future__ import annotations

from typing import Any

from ..rng import Rng
from .data import METALS
from .state import GCState


def sample(st: GCState, seat: int, rng: Rng) -> GCState:
    t = st.copy()
    assert isinstance(t, GCState)
    others = [t.seats[p] for p in range(t.players) if p != seat]
    t.map_stack = _shuffled(rng, t.map_stack)
    t.specialist_stack = _shuffled(rng, t.specialist_stack)
    t.artifact_stack = _shuffled(rng, t.artifact_stack)
    t.ability_stack = _shuffled(rng, t.ability_stack)
    hidden_hand = t.hand_kind == "missions" and seat not in t.hand_seen
    places: list[list[Any]] = [s.missions for s in others] + ([t.hand] if hidden_hand else [])
    t.mission_stack = _deal(rng, t.mission_stack, places)
    t.item_stack = _deal(rng, t.item_stack, [s.items for s in others])
    t.sunken_stack = _deal(rng, t.sunken_stack, [s.sunken_hidden for s in others] + [s.galleon_drawn for s in others])
    for metal in METALS:
        if metal in t.tower_stacks:
            t.tower_stacks[metal] = _deal(rng, t.tower_stacks[metal], [s.tower[metal] for s in others])
    if any(s.collection is not None for s in others):
        box = t.collection_box + [s.collection for s in others if s.collection is not None]
        box = _shuffled(rng, box)
        for s in others:
            s.collection = box.pop()
        t.collection_box = box
    t.rng = Rng(rng.next64())
    return t


def _shuffled(rng: Rng, tiles: list[Any]) -> list[Any]:
    out = sorted(tiles)
    rng.shuffle(out)
    return out


def _deal(rng: Rng, stack: list[Any], places: list[list[Any]]) -> list[Any]:
    """Pool ``stack`` and every place, deal each place again (in place, same size); the
    rest is the new stack."""
    pool = _shuffled(rng, stack + [x for place in places for x in place])
    for place in places:
        place[:] = [pool.pop() for _ in place]
    return pool

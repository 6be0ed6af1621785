"""Re-dealing what one seat cannot see (``Game.sample``): the order of the four face-down
level-5 tiles. Their types follow from the face-up three, so the pool is sorted (what the
seat knows) and shuffled again; everything else is copied as it is."""

from __future__ import annotations

from ..rng import Rng
from .state import EndeavorState


def sample(st: EndeavorState, seat: int, rng: Rng) -> EndeavorState:
    t = st.clone()
    pool = sorted(t.hidden)
    rng.shuffle(pool)
    t.hidden = pool
    t.rng = Rng(rng.next64())
    return t

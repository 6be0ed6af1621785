"""Final scoring ("게임 종료 점수"), by source, and the tie-break.

Every player scores: maps (large value with a specialist, small without), specialists on
maps of their colour (magic items doubling), knowledge tokens (half, rounded down),
artifacts by the private collection (4 / 2 / 1), missions, unused abilities (1 each),
sunken treasures and tower tokens. The most gold wins; a tie goes to the player whose
unassigned specialists are worth more ("the value of unassigned specialists": Yucata's
summary, ruling); still tied, the victory is shared.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..result import Result
from .assign import NONE, Assignment, best
from .data import (
    ARTIFACT_GOLD_MOST,
    ARTIFACT_GOLD_OTHER,
    ARTIFACT_GOLD_PREFERRED,
    COLLECTIONS,
    ITEMS,
    KNOWLEDGE_PER_GOLD,
    MAPS,
    METALS,
    MISSIONS,
    SPECIALISTS,
    UNUSED_ABILITY_GOLD,
    MapTile,
)
from .missions import mission_gold
from .state import GCState, Seat

#: The sources of gold, in the order the result lists them.
SOURCES = ("maps", "specialists", "knowledge", "artifacts", "missions", "abilities", "sunken", "tower")


def all_maps(seat: Seat) -> list[MapTile]:
    """The seat's ancient maps, then its secret and double map missions."""
    return [MAPS[m] for m in seat.maps] + [t for t in (MISSIONS[m].map for m in seat.missions) if t is not None]


def assignment(seat: Seat) -> Assignment:
    """The seat's best assignment of specialists and items (see :mod:`.assign`)."""
    return _best(tuple(seat.maps), tuple(seat.missions), tuple(seat.specialists), tuple(seat.items))


# The strong level's rollouts score the same holdings again and again (the search is
# exhaustive: tens of milliseconds for a full hand); an Assignment is frozen, so one may be shared.
@lru_cache(maxsize=4096)
def _best(maps: tuple[int, ...], missions: tuple[int, ...], specialists: tuple[int, ...],
          items: tuple[int, ...]) -> Assignment:
    tiles = [MAPS[m] for m in maps] + [t for t in (MISSIONS[m].map for m in missions) if t is not None]
    return best(tiles, [SPECIALISTS[s] for s in specialists], [ITEMS[i] for i in items])


def artifact_gold(seat: Seat) -> int:
    """4 gold for each most-desired artifact, 2 for each preferred one, 1 for any other."""
    if seat.collection is None:
        return ARTIFACT_GOLD_OTHER * len(seat.artifacts)
    c = COLLECTIONS[seat.collection]
    return sum(ARTIFACT_GOLD_MOST if a == c.most else ARTIFACT_GOLD_PREFERRED if a == c.preferred
               else ARTIFACT_GOLD_OTHER for a in seat.artifacts)


def gold_by_source(seat: Seat) -> tuple[dict[str, int], Assignment]:
    best_ = assignment(seat)
    map_part = 0
    for tile, (c, e, item_c, item_e) in zip(all_maps(seat), best_.placing):
        staffed = c != NONE or e != NONE
        map_part += tile.large * (2 if item_c and item_e else 1) if staffed else tile.small
    gold = {
        "maps": map_part,
        "specialists": best_.gold - map_part,
        "knowledge": seat.knowledge // KNOWLEDGE_PER_GOLD,
        "artifacts": artifact_gold(seat),
        "missions": sum(mission_gold(m, seat) for m in seat.missions),
        "abilities": UNUSED_ABILITY_GOLD * len(seat.abilities),
        "sunken": sum(seat.sunken_open) + sum(seat.sunken_hidden),
        "tower": sum(sum(seat.tower[m]) for m in METALS),
    }
    return gold, best_


def finish(st: GCState) -> None:
    """Score the match once, at its end, and reveal every secret in the log."""
    golds, tiebreak, placing = [], [], []
    for seat in st.seats:
        gold, best_ = gold_by_source(seat)
        golds.append(gold)
        tiebreak.append(best_.unassigned)
        placing.append([list(p) for p in best_.placing])
    scores = [sum(g.values()) for g in golds]
    st.final = {"scores": scores, "tiebreak": tiebreak, "gold": golds, "placing": placing}
    st.emit("game_end", scores=scores, tiebreak=tiebreak, gold=golds,
            collections=[s.collection for s in st.seats], missions=[list(s.missions) for s in st.seats],
            items=[list(s.items) for s in st.seats], sunken=[list(s.sunken_hidden) for s in st.seats],
            tower=[{m: list(s.tower[m]) for m in METALS} for s in st.seats])


def result(st: GCState) -> Result | None:
    """``None`` while playing. ``details``: ``gold`` (per seat, gold by source) and
    ``placing`` (per seat and map: cartographer, excavator, items; see README)."""
    if not st.over:
        return None
    final: dict[str, Any] = st.final
    return Result.ranked(final["scores"], "rounds", st.rounds, final["tiebreak"], gold=final["gold"],
                         placing=final["placing"])

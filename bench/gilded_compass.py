"""Gilded Compass balance figures from all-greedy matches (the engine's speed is in
:mod:`bench.engines`): the scores by player count, the share of gold by source, how much
each building is used (and in how many matches it is used at all: placed on, or for the
Library any die reaching it), which source of gold
decided the matches (the source of the winner's largest lead over the runner-up), and the
missions (how often each rule is held and met).

``python -m bench gilded-compass-balance`` (``--runs N``: 8 x N matches a player count).
"""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from typing import Any

from bench import Options, benchmark

GAME = "gilded-compass"
MATCHES_PER_RUN = 8


def balance(matches: int, seed: int = 1) -> dict[str, Any]:
    """Play ``matches`` all-greedy matches a player count (buildings and variant from the
    seed) and gather the figures."""
    import ai
    from engine import derive
    from engine.gilded_compass.data import MISSIONS
    from engine.gilded_compass.missions import mission_gold
    from engine.gilded_compass.scoring import SOURCES
    from engine.simulate import play_match

    scores: dict[int, list[int]] = defaultdict(list)
    gold: Counter[str] = Counter()
    dice: Counter[str] = Counter()
    in_play: Counter[str] = Counter()
    used_in: Counter[str] = Counter()
    decided: Counter[str] = Counter()
    held: Counter[str] = Counter()
    met: Counter[str] = Counter()
    seats: Counter[int] = Counter()
    for players in (2, 3, 4, 5):
        for n in range(matches):
            variant = {"variant": "neutral_player" if n % 2 else "no_c_building"} if players <= 3 else {}
            match = play_match(GAME, players, derive(seed, players, n) & 0xFFFFFFFF, [ai.choose] * players,
                               options=variant)
            result = match.result
            assert result is not None
            scores[players] += result.scores
            seats[result.winners[0]] += 1 if players == 4 else 0
            per_seat = result.details["gold"]
            for g in per_seat:
                gold.update(g)
            ranked = sorted(range(players), key=lambda s: (result.scores[s], result.tiebreak[s]), reverse=True)
            lead = {src: per_seat[ranked[0]][src] - per_seat[ranked[1]][src] for src in SOURCES}
            decided[max(lead, key=lambda s: lead[s])] += 1
            used = Counter(e["building"] for e in match.log if e["type"] == "place" and e["owner"] >= 0)
            # Dice reach the Library without being placed there: left over, pushed, unrewarded.
            used["library"] += sum(1 for e in match.log if e["type"] in ("knowledge", "unplaced", "to_library"))
            for e in match.log:
                if e["type"] == "place" and e["owner"] >= 0:
                    dice[e["building"]] += len(e["dice"])
            for b in match.state.order:
                in_play[b] += 1
                used_in[b] += 1 if used[b] else 0
            for seat in match.state.seats:
                for m in seat.missions:
                    held[MISSIONS[m].rule] += 1
                    met[MISSIONS[m].rule] += 1 if mission_gold(m, seat) else 0
    total_gold = sum(gold.values()) or 1
    total_dice = sum(dice.values()) or 1
    return {
        "scores": {p: {"min": min(v), "p10": sorted(v)[len(v) // 10], "median": statistics.median(v),
                       "p90": sorted(v)[9 * len(v) // 10], "max": max(v)} for p, v in scores.items()},
        "gold_share": {src: round(gold[src] / total_gold, 3) for src in gold},
        "dice_share": {b: round(dice[b] / total_dice, 3) for b in sorted(dice)},
        "used_in_matches": {b: f"{used_in[b]}/{in_play[b]}" for b in sorted(in_play)},
        "decided_by": dict(decided.most_common()),
        # A map mission has no condition: it is held and scored as a map.
        "missions_held_met": {rule: f"{met[rule]}/{held[rule]}" if rule != "map" else f"{held[rule]} held"
                              for rule in sorted(held)},
        "winner_seat_4p": dict(sorted(seats.items())),
    }


@benchmark("gilded-compass-balance", "Gilded Compass, all-greedy matches: scores, gold by source, building use")
def gilded_compass_balance(options: Options) -> bool:
    figures = balance(MATCHES_PER_RUN * options.runs)
    for key, value in figures.items():
        print(f"   {key}: {value}")
    unused = [b for b, share in figures["used_in_matches"].items() if share.startswith("0/")]
    top = max(figures["decided_by"].values())
    return not unused and top <= 0.5 * sum(figures["decided_by"].values())

"""Endeavor figures: the engine's speed (as every game's, :mod:`bench.engines`) and the
balance of all-greedy matches: rounds, scores by player count, the winning scores, how
often each region is opened (and in which round), how often each action is used, which
building types stand in the winners' harbours, the score sheet's lines and the seats' wins.

``python -m bench endeavor-balance`` (``--runs N``: 4 x N matches a setting).
"""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from typing import Any

from bench import Options, benchmark

GAME = "endeavor"
MATCHES_PER_RUN = 4
#: (players, options) played by the balance figures: every count, both sides at 4, the
#: Silent Fleet at 2.
SETTINGS: tuple[tuple[int, dict[str, str]], ...] = (
    (2, {}), (2, {"two_player": "silent_fleet_a"}), (3, {}), (4, {"side": "a"}), (4, {"side": "b"}), (5, {}),
)


def _spread(values: list[int]) -> dict[str, float]:
    ordered = sorted(values)
    return {"min": ordered[0], "p10": ordered[len(ordered) // 10], "median": statistics.median(ordered),
            "p90": ordered[9 * len(ordered) // 10], "max": ordered[-1]}


def balance(matches: int, seed: int = 1) -> dict[str, Any]:
    """Play ``matches`` all-greedy matches per setting and gather the figures."""
    import ai
    from engine import derive
    from engine.endeavor.data import ACTIONS, REGIONS
    from engine.endeavor.state import EndeavorState
    from engine.simulate import play_match

    scores: dict[str, list[int]] = defaultdict(list)
    winning: list[int] = []
    rounds: Counter[int] = Counter()
    opened: Counter[str] = Counter()
    opened_round: dict[str, list[int]] = defaultdict(list)
    actions: Counter[str] = Counter()
    in_winners: Counter[str] = Counter()
    lines: Counter[str] = Counter()
    seats: Counter[int] = Counter()
    played = winners = 0
    for players, options in SETTINGS:
        label = f"{players}p" + "".join(f"-{v}" for v in options.values())
        for n in range(matches):
            match = play_match(GAME, players, derive(seed, players, n, len(options)) & 0xFFFFFFFF,
                               [ai.choose] * players, options=options)
            result, state = match.result, match.state
            assert result is not None and isinstance(state, EndeavorState)
            played += 1
            rounds[result.rounds] += 1
            scores[label] += result.scores
            winning.append(max(result.scores))
            round_now = 1
            for e in match.log:
                if e["type"] == "round":
                    round_now = e["round"]
                elif e["type"] == "open":
                    opened[e["region"]] += 1
                    opened_round[e["region"]].append(round_now)
                elif e["type"] in ACTIONS and e.get("seat", -1) >= 0:
                    actions[e["type"]] += 1
            for w in result.winners:
                winners += 1
                in_winners.update(set(state.seats[w].shore[1:]))
                if players == 4:
                    seats[w] += 1
            for sheet in result.details["sheets"]:
                lines.update(sheet)
    total_actions = sum(actions.values()) or 1
    return {
        "matches": played,
        "rounds": dict(rounds),
        "scores": {label: _spread(v) for label, v in scores.items()},
        "winning_scores": _spread(winning),
        "regions_opened": {r: f"{opened[r]}/{played}" for r in REGIONS},
        "opening_round_median": {r: statistics.median(v) for r, v in sorted(opened_round.items())},
        "action_share": {a: round(actions[a] / total_actions, 3) for a in ACTIONS},
        "buildings_in_winners": {b: round(n / winners, 2) for b, n in in_winners.most_common()},
        "sheet_share": {k: round(v / (sum(lines.values()) or 1), 3) for k, v in lines.items()},
        "winner_seat_4p": dict(sorted(seats.items())),
    }


@benchmark("endeavor-balance", "Endeavor, all-greedy matches: scores, openings, actions, winners' buildings")
def endeavor_balance(options: Options) -> bool:
    figures = balance(MATCHES_PER_RUN * options.runs)
    for key, value in figures.items():
        print(f"   {key}: {value}")
    never_opened = [r for r, share in figures["regions_opened"].items() if share.startswith("0/")]
    unused = [a for a, share in figures["action_share"].items() if share == 0]
    too_common = [b for b, share in figures["buildings_in_winners"].items() if share >= 0.9]
    return not never_opened and not unused and not too_common

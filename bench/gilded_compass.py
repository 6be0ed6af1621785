"""Gilded Compass balance figures from all-greedy matches (the engine's speed is in
:mod:`bench.engines`). Each player count plays every setting in turn: both B buildings,
every C building, and with 2-3 players both variants (no C building; the neutral player).

Reported: rounds and scores by player count; the share of gold by source; each building's
use (the share of the players' dice placed there, placements a match, and in how many
matches of each kind it was used at all, by a player's dice; the Library counts any die
reaching it), with the neutral dice's placements beside; which source of gold decided the
matches (the source of the winner's largest lead over the runner-up); the missions by
type (how often held and met, the gold they gave, how often their holder won); how the
computer player's estimates of its placements compare with what the dice won, where that
is gold (Auction House, Sunken Galleon, Treasure Tower, Library); the winner's seat with 4
players.

``python -m bench gilded-compass-balance`` (``--runs N``: 16 x N matches a player count).
"""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from typing import Any

from bench import Options, benchmark

GAME = "gilded-compass"
MATCHES_PER_RUN = 16
B_BUILDINGS = ("guild", "auction_house")
C_BUILDINGS = ("hidden_temple", "illuminati", "sunken_galleon", "treasure_tower")
#: Knowledge tokens are worth this much to the computer player: what a die that wins
#: nothing earns, for the comparison of estimates with results.
TOKEN = 0.8


def settings(players: int) -> list[dict[str, str]]:
    """Every B and C building; with 2-3 players both variants, as often as each other."""
    out = []
    for c in C_BUILDINGS:
        for b in B_BUILDINGS:
            if players <= 3:
                out.append({"b_building": b, "c_building": c, "variant": "neutral_player"})
                out.append({"b_building": b, "c_building": c, "variant": "no_c_building"})
            else:
                out.append({"b_building": b, "c_building": c})
    return out


def kind_of(players: int, options: dict[str, str]) -> str:
    return f"{players}p" + ("-neutral" if options.get("variant") == "neutral_player" else
                            "-no_c" if options.get("variant") else "")


class Figures:
    """What the matches show, gathered match by match."""

    def __init__(self) -> None:
        self.scores: dict[int, list[int]] = defaultdict(list)
        self.rounds: dict[int, set[int]] = defaultdict(set)
        self.gold: Counter[str] = Counter()
        self.dice: Counter[str] = Counter()
        self.places: Counter[str] = Counter()
        self.neutral: Counter[str] = Counter()
        self.matches: Counter[str] = Counter()
        self.in_play: Counter[tuple[str, str]] = Counter()
        self.used_in: Counter[tuple[str, str]] = Counter()
        self.decided: Counter[str] = Counter()
        self.held: Counter[str] = Counter()
        self.met: Counter[str] = Counter()
        self.mission_gold: Counter[str] = Counter()
        self.holder_won: Counter[str] = Counter()
        # Amounts of gold, not counts: a knowledge token is worth TOKEN.
        self.estimated: defaultdict[str, float] = defaultdict(float)
        self.won: defaultdict[str, float] = defaultdict(float)
        self.seats: Counter[int] = Counter()

    def add(self, match: Any, kind: str, estimates: dict[str, float]) -> None:
        from engine.gilded_compass.data import MISSIONS
        from engine.gilded_compass.missions import mission_gold
        from engine.gilded_compass.scoring import SOURCES

        result = match.result
        players = match.players
        self.scores[players] += result.scores
        self.rounds[players].add(result.rounds)
        self.matches[kind] += 1
        per_seat = result.details["gold"]
        for g in per_seat:
            self.gold.update(g)
        ranked = sorted(range(players), key=lambda s: (result.scores[s], result.tiebreak[s]), reverse=True)
        lead = {src: per_seat[ranked[0]][src] - per_seat[ranked[1]][src] for src in SOURCES}
        self.decided[max(lead, key=lambda s: lead[s])] += 1
        if players == 4:
            self.seats[result.winners[0]] += 1
        used: Counter[str] = Counter()
        for e in match.log:
            if e["type"] == "place" and e["owner"] >= 0:
                used[e["building"]] += 1
                self.dice[e["building"]] += len(e["dice"])
                self.places[e["building"]] += 1
            elif e["type"] == "place":
                self.neutral[e["building"]] += 1
            if e["type"] in ("unplaced", "to_library") or (e["type"] == "place" and e["off"]):
                used["library"] += 1
        for b in match.state.order:
            self.in_play[(b, kind)] += 1
            self.used_in[(b, kind)] += 1 if used[b] else 0
        for seat_number, seat in enumerate(match.state.seats):
            for m in seat.missions:
                rule = MISSIONS[m].rule
                self.held[rule] += 1
                gold = mission_gold(m, seat)
                self.met[rule] += 1 if gold else 0
                self.mission_gold[rule] += gold if rule != "map" else 0
                self.holder_won[rule] += 1 if seat_number in result.winners else 0
        for building, amount in estimates.items():
            self.estimated[building] += amount
        for building, amount in won_by_building(match).items():
            self.won[building] += amount

    def report(self) -> dict[str, Any]:
        total_gold = sum(self.gold.values()) or 1
        total_dice = sum(self.dice.values()) or 1
        kinds = sorted(self.matches)
        return {
            "rounds": {p: sorted(r) for p, r in sorted(self.rounds.items())},
            "scores": {p: {"min": min(v), "p10": sorted(v)[len(v) // 10], "median": statistics.median(v),
                           "p90": sorted(v)[9 * len(v) // 10], "max": max(v)} for p, v in sorted(self.scores.items())},
            "gold_share": {src: round(n / total_gold, 3) for src, n in self.gold.most_common()},
            "dice_share": {b: round(n / total_dice, 3) for b, n in self.dice.most_common()},
            "placements_a_match": {b: round(n / sum(self.matches[k] for k in kinds if self.in_play[(b, k)]), 1)
                                   for b, n in self.places.most_common()},
            "neutral_placements_a_match": {b: round(n / sum(self.matches[k] for k in kinds if "neutral" in k), 1)
                                           for b, n in self.neutral.most_common()},
            "used_in_matches": {b: {k: f"{self.used_in[(b, k)]}/{self.in_play[(b, k)]}" for k in kinds
                                    if self.in_play[(b, k)]} for b in sorted({b for b, _ in self.in_play})},
            "decided_by": dict(self.decided.most_common()),
            # A map mission has no condition: it is held and scored as a map.
            "missions": {rule: {"held": n, "met": self.met[rule] if rule != "map" else None,
                                "gold_when_held": round(self.mission_gold[rule] / n, 2) if rule != "map" else None,
                                "holder_won": round(self.holder_won[rule] / n, 2)}
                         for rule, n in sorted(self.held.items())},
            "estimate_vs_won_per_building": {b: f"{self.estimated[b]:.0f} / {self.won[b]:.0f}"
                                             for b in sorted(self.estimated)},
            "winner_seat_4p": dict(sorted(self.seats.items())),
        }


def won_by_building(match: Any) -> defaultdict[str, float]:
    """What each building gave the players, in the computer player's own units: the tiles'
    worth to the seat that took them (asked when it took them) is not in the log, so the
    gold of the end is used where it is known (artifacts, sunken treasures, tower tokens),
    and a die that won nothing counts as a knowledge token."""
    won: defaultdict[str, float] = defaultdict(float)
    for e in match.log:
        if e["type"] == "to_library":
            won[e["building"]] += TOKEN * sum(1 for d in e["dice"] if d[0] >= 0)
        elif e["type"] == "place" and e["off"]:
            won[e["building"]] += TOKEN * sum(1 for d in e["off"] if d[0] >= 0)
        elif e["type"] == "place" and e["building"] == "library" and e["owner"] >= 0:
            won["library"] += TOKEN
        elif e["type"] == "treasure_value":
            won["treasure_tower"] += e["gold"]
    for s, seat in enumerate(match.state.seats):
        won["sunken_galleon"] += sum(seat.sunken_open) + sum(seat.sunken_hidden)
        won["auction_house"] += match.result.details["gold"][s]["artifacts"]
    return won


def play(players: int, seed: int, options: dict[str, Any]) -> tuple[Any, defaultdict[str, float]]:
    """One all-greedy match, and the computer player's estimate of what its placements at
    the buildings whose winnings are known in gold would win (before the cost of the dice)."""
    import ai
    from ai.gilded_compass.placing import estimate, played
    from ai.gilded_compass.worth import Context
    from engine import Match

    match = Match.new(GAME, players, seed, **options)
    estimates: defaultdict[str, float] = defaultdict(float)
    while not match.over:
        seat = match.to_act[0]
        legal, view = match.legal(seat), match.view(seat)
        action = ai.choose(GAME, view, legal, match.ai_rng(seat))
        building = action.word(0) if action.kind in ("place", "will") else ""
        if building in ("auction_house", "sunken_galleon", "treasure_tower", "library"):
            ctx = Context(view)
            args = tuple(action.number(i) for i in range(1, len(action.args)))
            used = 1 if building == "library" else len(played(ctx.st, seat, building, args, action.kind == "will")[1])
            estimates[building] += estimate(ctx, action) + ctx.judgement.die * used
        match.play(seat, action)
    return match, estimates


def balance(matches: int, seed: int = 1) -> dict[str, Any]:
    """Play ``matches`` all-greedy matches a player count, the settings in turn."""
    from engine import derive

    figures = Figures()
    for players in (2, 3, 4, 5):
        every = settings(players)
        for n in range(matches):
            options = every[n % len(every)]
            match, estimates = play(players, derive(seed, players, n) & 0xFFFFFFFF, options)
            figures.add(match, kind_of(players, options), estimates)
    return figures.report()


@benchmark("gilded-compass-balance", "Gilded Compass, all-greedy matches: scores, gold by source, building use")
def gilded_compass_balance(options: Options) -> bool:
    figures = balance(MATCHES_PER_RUN * options.runs)
    for key, value in figures.items():
        print(f"   {key}: {value}")
    unused = [b for b, kinds in figures["used_in_matches"].items() if all(s.startswith("0/") for s in kinds.values())]
    top = max(figures["decided_by"].values())
    return not unused and top <= 0.5 * sum(figures["decided_by"].values())

"""Reference positions for the review's calibration (tests/contract/test_review_calibration.py).

Each is a decision of a four-player match of greedy seats, with a choice made there (``chosen``)
and the greedy player's own (``other``), and what the choice made cost against it measured to
the end of the match by many play-outs (``bench/review_calibration.py``: the same deals for both,
every seat greedy to the end): ``build.py bench review-calibration`` measures them and writes them
here (``<game>.json``), and the test holds the review's own figures to them.

The positions, per game: the named cases (:data:`CASES`: a choice a new player makes, in Puerto
Rico and Endeavor, each the first in seeds :data:`SEEDS` where the greedy player made the other),
and at each seed a decision of the match (from :data:`SHARES` of the way through), with the greedy
player's worst choice by its own scores at even seeds and its second best at odd seeds (a cost
that may be nothing at all), so the reference holds every band.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import ai
from ai.marks import UNCLEAR
from ai.recheck import Recheck
from engine import Action, Match, Rng, View, derive
from engine.puerto_rico.craftsman import production
from engine.puerto_rico.state import PuertoRicoState

HERE = Path(__file__).parent
PLAYERS = 4
SEEDS = range(101, 109)
#: How far through the match the decision of seed ``SEEDS[i]`` is (the first with 3 choices or more from there).
SHARES = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
#: The seeds that give a position by its share (six a game: the reference's time, docs/figures.md).
SHARED = SEEDS[:6]

#: Choices that take back a step (Mundus Novus's set being laid, an offer's cards): the greedy
#: player takes the same step again, so they cost nothing and are not kept as a bad choice.
TAKEN_BACK = frozenset({"cancel", "clear"})

#: ``(match, seat, view, greedy choice) -> the bad choice's code or None``.
Spot = Callable[[Match, int, View, Action], "str | None"]


def _pr_seat(match: Match, seat: int) -> Any:
    return cast(PuertoRicoState, match.state).seats[seat]


def _in(phase: str, greedy: str, bad: str) -> Spot:
    return lambda m, s, v, g: bad if v["phase"] == phase and g.code == greedy else None


def _no_goods_captain(m: Match, s: int, v: View, g: Action) -> str | None:
    empty = sum(_pr_seat(m, s).goods.values()) == 0
    return "role:captain" if v["phase"] == "role" and g.code != "role:captain" and empty else None


def _production_passed(m: Match, s: int, v: View, g: Action) -> str | None:
    three = sum(production(_pr_seat(m, s)).values()) >= 3
    return "pass" if v["phase"] == "craftsman" and g.code == "produce" and three else None


#: The named cases: game, name, where the bad choice is found.
CASES: tuple[tuple[str, str, Spot], ...] = (
    ("puerto-rico", "Guild Hall passed", _in("builder", "build:guild_hall", "pass")),
    ("puerto-rico", "production passed", _production_passed),
    ("puerto-rico", "Captain with nothing to ship", _no_goods_captain),
    ("puerto-rico", "Captain's privilege VP declined", _in("captain", "privilege", "decline")),
    ("puerto-rico", "coffee plantation passed", _in("settler", "settle:coffee", "pass")),
    ("endeavor", "docks passed", _in("actions", "activate:docks", "pass")),
    ("endeavor", "shipyard passed", _in("actions", "activate:shipyard", "pass")),
)


def path(game_id: str) -> Path:
    return HERE / f"{game_id.replace('-', '_')}.json"


def load(game_id: str) -> list[dict[str, Any]]:
    """The stored positions with their measured costs (``[]`` where none are stored)."""
    if not path(game_id).exists():
        return []
    return cast(list[dict[str, Any]], json.loads(path(game_id).read_text(encoding="utf-8")))


def save(game_id: str, positions: list[dict[str, Any]]) -> Path:
    out = path(game_id)
    out.write_text(json.dumps(positions, indent=1) + "\n", encoding="utf-8")
    return out


def position(entry: dict[str, Any]) -> tuple[Match, int, Action, Action]:
    """A stored position: the match up to the decision, its seat, the choice made, the other."""
    match = Match.from_record(entry["link"])
    seat = match.to_act[0]
    legal = {a.code: a for a in match.legal(seat)}
    return match, seat, legal[entry["chosen"]], legal[entry["other"]]


def _greedy(match: Match, seat: int) -> Action:
    return ai.choose(match.game.id, match.view(seat), match.legal(seat), match.ai_rng(seat))


def _entry(name: str, match: Match, chosen: str, other: str) -> dict[str, Any]:
    return {"name": name, "link": match.record(), "seat": match.to_act[0], "chosen": chosen, "other": other}


def named(game_id: str, name: str, spot: Spot) -> dict[str, Any] | None:
    """The first decision of seeds :data:`SEEDS` where ``spot`` finds its bad choice legal."""
    for seed in SEEDS:
        match = Match.new(game_id, PLAYERS, seed)
        while not match.over:
            seat = match.to_act[0]
            greedy = _greedy(match, seat)
            bad = spot(match, seat, match.view(seat), greedy)
            if bad is not None and any(a.code == bad for a in match.legal(seat)):
                return _entry(f"{name} (seed {seed})", match, bad, greedy.code)
            match.play(seat, greedy)
    return None


def by_share(game_id: str, seed: int, share: float, worst: bool) -> dict[str, Any]:
    """The decision ``share`` of the way through the greedy match of ``seed`` (the first from there
    with three choices or more): the greedy player's worst choice by its scores, or its second best."""
    whole = Match.new(game_id, PLAYERS, seed)
    while not whole.over:
        whole.play(whole.to_act[0], _greedy(whole, whole.to_act[0]))
    match = whole.replayed(int(len(whole.decisions) * share))
    scores = ai.computer(game_id).scores
    assert scores is not None
    while True:
        seat = match.to_act[0]
        legal, greedy = match.legal(seat), _greedy(match, seat)
        if len(legal) >= 3 and sum(a.kind not in TAKEN_BACK for a in legal) >= 3:
            worth = scores(match.view(seat), legal)
            order = sorted((i for i in range(len(legal)) if legal[i] != greedy and legal[i].kind not in TAKEN_BACK),
                           key=lambda i: (worth[i], -i))
            pick = legal[order[0] if worst else order[-1]]
            kind = "worst" if worst else "second best"
            return _entry(f"{kind} at {share:.0%} (seed {seed})", match, pick.code, greedy.code)
        match.play(seat, greedy)


def positions(game_id: str) -> list[dict[str, Any]]:
    """Every reference position of ``game_id``, not yet measured."""
    out = [found for gid, name, spot in CASES if gid == game_id for found in [named(gid, name, spot)] if found]
    for i, seed in enumerate(SHARED):
        out.append(by_share(game_id, seed, SHARES[i], worst=i % 2 == 0))
    return out


# --- the review against the reference ---------------------------------------------------------------

#: The review's stream of a reference position (its own judgement's are from the record).
STREAM = 0x5EE


@dataclass(frozen=True)
class Checked:
    """The review's measure of a reference position's choice against the other: its cost, the
    half-width of its 95% interval and its mark; whether that mark agrees with the reference's
    band (any band the reference's 95% interval touches; an unclear mark where its interval
    meets the reference's), and whether its cost lies within the reference's 95% interval or a
    point of it."""

    cost: float
    noise: float
    mark: str
    band: str
    agrees: bool
    within: bool


def check(entry: dict[str, Any]) -> Checked:
    """The review's re-check (ai/recheck.py) of ``entry``'s choice against the other, held to its
    stored reference figures."""
    match, seat, chosen, other = position(entry)
    marks = ai.computer(match.game.id).marks
    work = Recheck(ai.strong_player(match.game.id), match.view(seat), match.legal(seat), other, chosen,
                   Rng(derive(STREAM, len(match.decisions))), match.sampler(seat), marks)
    while not work.step():
        pass
    cost, noise = work.figures()
    band = marks.band(entry["cost"])
    # The reference's own interval may run across a threshold: any band it touches is its band.
    bands = {marks.band(entry["low"]), band, marks.band(entry["high"])} | {
        marks.band(t) for t in (marks.inaccuracy, marks.mistake) if entry["low"] <= t <= entry["high"]}
    overlaps = cost - noise <= entry["high"] and entry["low"] <= cost + noise
    agrees = work.mark in bands or (work.mark == UNCLEAR and overlaps)
    within = entry["low"] - 1 <= cost <= entry["high"] + 1
    return Checked(round(cost, 2), round(noise, 2), work.mark, band, agrees, within)

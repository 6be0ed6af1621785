"""``build.py bench review-calibration``: what known choices cost, measured to the end of the match
with many play-outs (the review's reference), and how the review's own figures agree.

The reference positions (tests/golden/review_reference) are found again, and at each not yet
stored (delete a game's file to measure it again) the choice made and the greedy player's own are
played on :data:`DEALS` deals to the end of the match, every seat greedy (:func:`difference`: the
same deal and the same generators for both): the mean difference of the
final margins, its 95% interval and the band it falls in, written back to
tests/golden/review_reference/<game>.json. Then the review re-checks each choice against the other
(:class:`ai.recheck.Recheck`) as tests/contract/test_review_calibration.py does, and the shares
that agree are printed: its mark in the reference's band (any band the reference's interval
touches; an "unclear" mark where its interval meets the reference's), its cost within the
reference's interval or one point of it.
"""

from __future__ import annotations

import time
from typing import Any

import ai
from ai.marks import UNCLEAR
from ai.recheck import Z95, mean_and_error
from ai.search import Greedy, Sampler, score_margin
from bench import Options, benchmark
from engine import ENTRIES, Action, Match, Rng, derive
from tests.golden import review_reference as reference

#: Deals a reference cost is measured on (the issue's were 200).
DEALS = 200
#: The reference's stream of deals (the review's are from the record: ai.review.REVIEW_STREAM).
STREAM = 0xCA11B
#: The shares the issue asks for: the review's mark in the reference's band, its cost within the
#: reference's interval or a point of it.
AGREE, WITHIN = 0.9, 0.8


def end_margin(twin: Match, seat: int, greedy: Greedy, seed: int) -> float:
    """``twin`` (a sampled copy) played to its end by ``greedy`` at every seat: ``seat``'s final margin."""
    played = 0
    while not twin.over:
        at = twin.to_act[0]
        twin.apply_sampled(at, greedy(twin.view(at), twin.legal(at), Rng(derive(seed, played, at))))
        played += 1
    result = twin.result
    assert result is not None
    return score_margin([float(s) for s in result.scores], seat)


def difference(sample: Sampler, seat: int, greedy: Greedy, better: Action, worse: Action, seed: int) -> float:
    """How much more ``better`` ends with than ``worse`` on the deal of ``seed`` (both played on it)."""
    margins = []
    for action in (better, worse):
        twin = sample(Rng(seed))
        twin.apply_sampled(seat, action)
        margins.append(end_margin(twin, seat, greedy, derive(seed, 1)))
    return margins[0] - margins[1]


def measure(entry: dict[str, Any], deals: int = DEALS) -> dict[str, Any]:
    """``entry`` with its reference cost to the end: ``cost``, ``low``, ``high``, ``deals``, ``sd``."""
    match, seat, chosen, other = reference.position(entry)
    greedy = ai.strong_player(match.game.id).greedy
    sample = match.sampler(seat)
    diffs = [difference(sample, seat, greedy, other, chosen, derive(STREAM, k)) for k in range(deals)]
    cost, error = mean_and_error(diffs)
    sd = error * deals ** 0.5
    return {**entry, "cost": round(cost, 2), "low": round(cost - Z95 * error, 2), "high": round(cost + Z95 * error, 2),
            "deals": deals, "sd": round(sd, 2)}


@benchmark("review-calibration", "the review's reference: known choices' cost to the end of the match on 200 deals "
                                 "(written to tests/golden/review_reference), and the review's agreement with it")
def run(options: Options) -> bool:
    checked = []
    for game_id in ENTRIES:
        if not (ai.has_player(game_id) and "strong" in ai.levels(game_id)):
            continue
        stored = {_key(e): e for e in reference.load(game_id)}
        measured = []
        for entry in reference.positions(game_id):
            found = stored.get(_key(entry))
            if found is None or found["deals"] < DEALS:
                began = time.process_time()
                found = measure(entry)
                print(f"{ENTRIES[game_id].title}: {found['name']}: measured in {time.process_time() - began:.0f} s",
                      flush=True)
            measured.append(found)
        reference.save(game_id, measured)
        for found in measured:
            began = time.process_time()
            c = reference.check(found)
            checked.append(c)
            print(f"{ENTRIES[game_id].title}: {found['name']}: {found['chosen']} instead of {found['other']}: "
                  f"reference {found['cost']:+.2f} [{found['low']:+.2f}, {found['high']:+.2f}] {c.band} "
                  f"(sd {found['sd']:.1f}); the review {c.cost:+.2f} "
                  f"[{c.cost - c.noise:+.2f}, {c.cost + c.noise:+.2f}] "
                  f"{c.mark}{'' if c.agrees else ' DISAGREES'}{'' if c.within else ' OUTSIDE'} "
                  f"({time.process_time() - began:.1f} s)", flush=True)
    agree = sum(c.agrees for c in checked) / len(checked)
    within = sum(c.within for c in checked) / len(checked)
    unclear = sum(c.mark == UNCLEAR for c in checked)
    print(f"{len(checked)} positions: the review's mark agrees with the reference's band at {agree:.0%} (goal 90%), "
          f"its cost within the reference's 95% interval or a point of it at {within:.0%} (goal 80%); "
          f"{unclear} unclear")
    return agree >= AGREE and within >= WITHIN


def _key(entry: dict[str, Any]) -> tuple[str, str, str, str]:
    return entry["name"], entry["link"], entry["chosen"], entry["other"]

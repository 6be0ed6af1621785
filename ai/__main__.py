"""``python -m ai simulate --game ID --players N --games K --seed S [--seats easy,greedy,random,...] [--json]``;
``python -m ai review RECORD [--seat N ...] [--json]``.

A seat kind is a computer level (:data:`ai.LEVELS`: ``easy``, ``greedy``, ``strong``) or ``random``
(any legal action); seats are rotated every match. ``review`` judges each decision of the seats
named (the match's people by default) as the page's review does (:mod:`ai.review`); RECORD is a
link's or a save's record, or ``@file`` holding one.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from engine import BadRecord, Chooser, Match
from engine.header import people
from engine.simulate import main, random_choice

from . import LEVELS, choose, chooser, computer, has_player
from .review import lines, review

CHOOSERS: dict[str, Chooser] = {"greedy": choose, **{level: chooser(level) for level in LEVELS if level != "greedy"},
                                "random": random_choice}


def review_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m ai review",
                                     description="Judge a match's decisions with the strong level's search.")
    parser.add_argument("record", help="a link's or a save's record, or @file holding one")
    parser.add_argument("--seat", type=int, action="append", default=[], metavar="N",
                        help="a seat to review, from 1 (again for more); the match's people by default")
    parser.add_argument("--json", action="store_true", help="the judgements as JSON, one a line")
    args = parser.parse_args(argv)
    text = Path(args.record[1:]).read_text(encoding="utf-8").strip() if args.record.startswith("@") else args.record
    try:
        match = Match.from_record(text.split("#")[-1])
    except BadRecord as exc:
        parser.error(str(exc))
    if not has_player(match.game.id):
        parser.error(f"{match.game.title} has no computer player to judge with")
    seats = [n - 1 for n in args.seat] or people(match.table, match.players)
    if not all(0 <= seat < match.players for seat in seats):
        parser.error(f"a seat is a number from 1 to {match.players}")
    judgements = review(match, seats)
    if args.json:
        for j in judgements:
            print(json.dumps(j.to_json()))
    else:
        print("\n".join(lines(judgements, computer(match.game.id).marks.unit)))
    return 0


if __name__ == "__main__":
    arguments = sys.argv[1:]
    sys.exit(review_main(arguments[1:]) if arguments[:1] == ["review"] else main(arguments, CHOOSERS, "python -m ai"))

"""Any text sealed with a valid check opens as a legal match or is refused, in time.

Issue 38's property: records are built *with a correct check* (tests/hostile.py) around
arbitrary headers (any JSON for each field, deep nesting, huge strings and numbers, wrong
types), arbitrary decision tails (noise, or a real match's first decisions and then noise),
as links (with the right digest of their action codes or another) and as saves (a real
match's codes, then noise), and compression bombs. Each must either open as a match whose every decision was legal,
or raise :class:`BadRecord` (and nothing else) with a readable message; ``record.peek``
must agree; and reading the text before replay must stay within bounds counted, not timed:
the body inflated no further than its limit, no more parsed as JSON than a header may hold,
lines of Python linear in the bytes inflated (``build.py bench hostile-links`` times the
worst texts).

2,000 cases in the default run, 100,000 in the slow run (``python build.py fuzz``).
"""

from __future__ import annotations

import json
import random
from functools import cache

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from engine import ENTRIES, GAMES, BadRecord, Match, record
from tests import hostile

REAL = tuple(ENTRIES)  # the catalogue's games, the toy not among them
#: Lines of Python reading a text may run: a few hundred, and a few for each byte of its
#: decisions where they are read one by one (measured: about 4).
LINES, LINES_PER_BYTE = 1_000, 5
_QUIET = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example]
DEFAULT = settings(max_examples=500, deadline=None, suppress_health_check=_QUIET)
SLOW = settings(max_examples=100_000, deadline=None, suppress_health_check=_QUIET)

scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.integers(-(2**80), 2**80), st.floats(),
                    st.text(max_size=30), st.sampled_from(["", "random", "greedy", "easy", "a", "standard"]))
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=6)


@cache
def opening(game_id: str, players: int) -> tuple[dict, bytes, tuple[str, ...]]:
    """A real match's header, its first decisions' bytes and their ``<seat> <code>`` lines
    (random seats, 40 decisions)."""
    rng = random.Random(players)
    match = Match.new(game_id, players=players, seed=players, table={"names": [""] * players, "human": 0})
    for _ in range(40):
        if match.over:
            break
        seat = match.to_act[0]
        match.play(seat, rng.choice(match.legal(seat)))
    head, _, tail = hostile.unseal(match.record()).partition(b"\n")
    return json.loads(head), tail, tuple(match.codes)


@cache
def save_tails(game_id: str, players: int):
    """A save's decisions: a real match's first code lines (and a stray line or two), or noise."""
    real = st.builds(lambda n, extra: "\n".join(opening(game_id, players)[2][:n] + extra).encode(),
                     st.integers(0, 40),
                     st.sampled_from([()] * 4 + [("0 x",), ("9 pass",), ("0  a",), ("1 " + "a" * 65,), ("0 pass:--5",),
                                                 ("",)]))
    return st.one_of(real, real, st.binary(max_size=40), st.text(max_size=40).map(str.encode))


@cache
def bomb(game_id: str, zeros: int) -> str:
    return hostile.bomb(game_id, name_bytes=zeros // 4, zeros=zeros)


@cache
def near(game_id: str, key: str):
    """Values for header field ``key`` close to what a table writes, right or just wrong."""
    game = GAMES[game_id]
    names = [o.name for o in game.options] + ["speed"]
    values = [v for o in game.options for v in o.choices] + ["random", 1, True, None]
    name_text = st.one_of(st.text(max_size=record.NAME_LIMIT + 2), st.integers(), st.none())
    per_seat = st.integers(game.min_players - 1, game.max_players + 1)
    return {
        "r": st.integers(game.rules_version - 1, game.rules_version + 1),
        "n": st.integers(-1, game.max_players + 2),
        "s": st.one_of(st.integers(-2, 5), st.integers(record.MAX_SEED - 2, record.MAX_SEED + 2)),
        "o": st.dictionaries(st.sampled_from(names), st.sampled_from(values), max_size=len(names)),
        "t": st.fixed_dictionaries({}, optional={
            "names": per_seat.flatmap(lambda n: st.lists(name_text, min_size=n, max_size=n)),
            "human": st.integers(-1, game.max_players + 1),
            "levels": per_seat.flatmap(lambda n: st.lists(st.sampled_from(["", "easy", "greedy", "hard", 0]),
                                                          min_size=n, max_size=n)),
            "chosen": st.dictionaries(st.sampled_from(names), st.sampled_from(["random", "guild"]), max_size=2),
            "colour": json_values,
        }),
    }[key]


@cache
def field_values(game_id: str, key: str):
    return st.one_of(near(game_id, key), near(game_id, key), json_values)


@cache
def tails(game_id: str, players: int):
    """Decision bytes: a real match's first decisions (and a stray byte or two), noise, or a
    run of one byte up to past the limit."""
    real = st.builds(lambda n, extra: opening(game_id, players)[1][:n] + extra, st.integers(0, 40),
                     st.sampled_from([b""] * 4 + [b"\x00", b"\x81", b"\xff\x01", b"\x80\x80\x80\x80\x01"]))
    return st.one_of(
        real, real, real,
        st.binary(max_size=40),
        st.builds(lambda byte, n: bytes([byte]) * n, st.integers(0, 255),
                  st.one_of(st.integers(0, 60), st.sampled_from([record.MAX_DECISIONS, record.MAX_DECISIONS + 1]))),
    )


@st.composite
def headers(draw, game_id: str) -> tuple[bytes, int]:
    """A header line and the players of the real match it starts from: a real header with
    some fields replaced (by near values or any JSON), or any JSON, or raw bytes."""
    game = GAMES[game_id]
    players = draw(st.integers(game.min_players, game.max_players))
    kind = draw(st.sampled_from(["real"] * 3 + ["fields"] * 9 + ["json", "deep", "huge", "bytes"]))
    if kind == "json":
        return hostile.header_bytes(draw(json_values)), players
    if kind == "deep":
        depth = draw(st.integers(1, 300_000))
        return draw(st.sampled_from([b"[", b"{\"t\":", b"[{\"a\":"])) * depth, players
    if kind == "huge":
        size = draw(st.integers(1, 2 * record.MAX_HEADER))
        return draw(st.sampled_from([b'"' + b"a" * size + b'"', b"9" * size, b" " * size + b"{}"])), players
    if kind == "bytes":
        return draw(st.binary(max_size=200)).replace(b"\n", b" "), players
    header = dict(opening(game_id, players)[0])
    if kind == "fields":
        for key in draw(st.sets(st.sampled_from(["r", "n", "s", "o", "t"]), min_size=1, max_size=2)):
            header[key] = draw(field_values(game_id, key))
        extra = draw(st.sampled_from([None] * 10 + ["x", "-"]))
        if extra == "x":
            header["x"] = draw(json_values)
        elif extra == "-":
            header.pop(draw(st.sampled_from(sorted(header))))
    return hostile.header_bytes(header), players


@st.composite
def texts(draw) -> str:
    game_id = draw(st.sampled_from(REAL))
    kind = draw(st.sampled_from(["record"] * 18 + ["bomb", "noise", "text"]))
    if kind == "text":  # not sealed: any characters at all, lone surrogates included
        prefix = draw(st.sampled_from(["", f"{game_id}.{record.FORMAT}."]))
        return prefix + draw(st.text(st.characters(exclude_categories=()), max_size=80))
    if kind == "bomb":
        return bomb(game_id, draw(st.sampled_from([record.MAX_BODY, 2_000_000, 20_000_000])))
    if kind == "noise":
        return hostile.seal_compressed(game_id, draw(st.binary(max_size=300)))
    head, players = draw(headers(game_id))
    tail = draw(tails(game_id, players))
    newline = draw(st.sampled_from([b"\n"] * 19 + [b""]))
    if kind == "record" and draw(st.integers(0, 3)) == 0:
        return hostile.seal_save(game_id, head + newline + draw(save_tails(game_id, players)))
    raw = head + newline + tail
    lines = opening(game_id, players)[2]
    codes = draw(st.sampled_from([hostile.NO_DECISIONS, record.digest(lines[: draw(st.integers(0, len(lines)))])]))
    fmt = draw(st.sampled_from([record.FORMAT] * 30 + [record.INDEXES_ONLY] * 8 + [1, record.FORMAT + 1]))
    return hostile.seal(game_id, raw, fmt, codes)


def _body_limit(text: str) -> int:
    """The inflated body's limit for ``text``: a save's, if its envelope says it is one, else a
    link's (an envelope that cannot be read inflates nothing)."""
    try:
        return record.MAX_SAVE_BODY if record._envelope(text, None).codes else record.MAX_BODY
    except BadRecord:
        return record.MAX_BODY


def opens_or_is_refused(text: str) -> None:
    try:
        read = record.decode(text)
        header, decisions = read.header, read.indexes if read.indexes is not None else read.codes
    except BadRecord as exc:
        refused = exc
    else:
        refused = None
    work = hostile.work(record.decode, text)
    assert work.inflated <= _body_limit(text) + 1 and work.parsed <= record.MAX_HEADER, work
    assert work.lines <= LINES + LINES_PER_BYTE * work.inflated and work.replayed == 0, work
    try:
        info = record.peek(text)
    except BadRecord as exc:
        assert refused is not None and exc.code == refused.code
    else:
        assert refused is None and info["decisions"] == len(decisions) and info["players"] == header.players
    try:
        match = Match.from_record(text)
    except BadRecord as exc:
        event(f"refused: {exc.code}")
        message = str(exc)
        assert message[0].isupper() and message.endswith(".")
        assert refused is None or exc.code == refused.code
        assert refused is not None or exc.code in ("wrong", "digest", "rules_changed")
        return
    assert refused is None and (match.carried is None) == (not header.older)
    if match.carried is not None and match.carried.stop is not None:  # a save of earlier rules, stopped early
        event("opened at an earlier position")
        decisions = decisions[: match.carried.stop.number - 1]
    assert (match.decisions if read.indexes is not None else match.codes) == decisions
    event("opened" + (" with decisions" if decisions else ""))
    # Every decision was legal: the match writes itself out and reads back the same.
    again = Match.from_record(match.record())
    assert again.decisions == match.decisions and again.view(None) == match.view(None)


@DEFAULT
@given(texts())
def test_a_sealed_text_opens_as_a_legal_match_or_is_refused_in_time(text):
    opens_or_is_refused(text)


@pytest.mark.slow
@SLOW
@given(texts())
def test_a_sealed_text_opens_as_a_legal_match_or_is_refused_in_time_100000_cases(text):
    opens_or_is_refused(text)

"""Hostile records: texts with a *valid* check around a body no table would write.

A record's check is a checksum, not a secret, so anyone can seal any body. These builders
seal one the way :mod:`engine.record` does; the tests (``tests/core/test_hostile.py``,
``tests/e2e/test_hostile.py``) and the bench (``bench/records.py``) use them. :func:`work`
counts what reading a text does (bytes inflated and parsed, lines of Python run, decisions
replayed), for the tests' bounds; the bench times the same texts.
"""

from __future__ import annotations

import base64
import hashlib
import json
import zlib
from dataclasses import dataclass
from functools import cache

from engine.record import FORMAT, digest

#: The three links of issue 38, by name: (game id, how to build its body).
LINKS = ("nested", "players", "bomb")


def check(prefix: str) -> str:
    """The check the codec writes: base64url of the first 6 bytes of SHA-256."""
    return base64.urlsafe_b64encode(hashlib.sha256(prefix.encode()).digest()[:6]).decode()


#: The digest of no decisions: what a link to a match before its first decision carries.
NO_DECISIONS = digest([])


def seal_compressed(game_id: str, compressed: bytes, fmt: int = FORMAT, codes: str | None = NO_DECISIONS) -> str:
    """A record around already compressed bytes, with a valid check: from format 3 a link
    carrying the digest ``codes`` (``None``: a save, whose body holds the codes)."""
    body = base64.urlsafe_b64encode(compressed).decode().rstrip("=")
    prefix = f"{game_id}.{fmt}.{body}"
    if fmt >= FORMAT and codes is not None:
        prefix = f"{prefix}.{codes}"
        return f"{prefix}{check(prefix)}"
    return f"{prefix}.{check(prefix)}"


def seal(game_id: str, raw: bytes, fmt: int = FORMAT, codes: str | None = NO_DECISIONS) -> str:
    """A link whose body is ``raw`` (header line and decision bytes), with a valid check (and,
    from format 3, the digest ``codes``; ``None``: a save, ``raw`` its header and code lines)."""
    return seal_compressed(game_id, zlib.compress(raw, 9), fmt, codes)


def seal_save(game_id: str, raw: bytes) -> str:
    """A save whose body is ``raw`` (header line and ``<seat> <code>`` lines), with a valid check."""
    return seal(game_id, raw, codes=None)


def unseal(text: str) -> bytes:
    """The inflated body of a record (header line and decisions), unchecked."""
    body = text.split(".")[2]
    return zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))


def indexes_only(link: str) -> str:
    """A link as the table wrote it before record format 3 (indexes, no digest), as saves
    already in people's browsers hold it; with a valid check."""
    return seal(link.split(".")[0], unseal(link), fmt=2)


def header_bytes(header: object) -> bytes:
    return json.dumps(header, separators=(",", ":"), sort_keys=True).encode()


def valid_header(game_id: str, players: int = 3, seed: int = 1) -> dict:
    from engine import GAMES

    game = GAMES[game_id]
    options = {o.name: o.choices[0] for o in game.options if o.applies(players)}
    return {"n": players, "o": options, "r": game.rules_version, "s": seed,
            "t": {"human": 0, "names": ["Ana"] + [""] * (players - 1)}}


def nested(game_id: str, depth: int = 200_000) -> str:
    """A header of ``depth`` nested ``[``: it once blew Pyodide's stack."""
    return seal(game_id, b"[" * depth + b"\n")


def players(game_id: str, count: int = 1_000_000_000) -> str:
    """A valid header but for its player count."""
    header = valid_header(game_id)
    header["n"] = count
    return seal(game_id, header_bytes(header) + b"\n")


@cache
def _bomb_body(rules: int, name_bytes: int, zeros: int) -> bytes:
    """A compressed header with a ``name_bytes`` name followed by ``zeros`` zero decisions,
    streamed so that building it never holds the inflated text."""
    packer = zlib.compressobj(9)
    out = [packer.compress(b'{"n":2,"o":{},"r":%d,"s":1,"t":{"names":["' % rules)]
    chunk = b"a" * (1 << 20)
    for start in range(0, name_bytes, len(chunk)):
        out.append(packer.compress(chunk[: min(len(chunk), name_bytes - start)]))
    out.append(packer.compress(b'"]}}\n'))
    chunk = bytes(1 << 20)
    for start in range(0, zeros, len(chunk)):
        out.append(packer.compress(chunk[: min(len(chunk), zeros - start)]))
    out.append(packer.flush())
    return b"".join(out)


def bomb(game_id: str, name_bytes: int = 10_000_000, zeros: int = 50_000_000) -> str:
    """A link of about 78 kB that inflates to 60 MB: a 10 MB name and 50 million zero decisions."""
    from engine import GAMES

    return seal_compressed(game_id, _bomb_body(GAMES[game_id].rules_version, name_bytes, zeros))


def link(name: str, game_id: str = "mundus-novus") -> str:
    """One of the three links of issue 38 (:data:`LINKS`)."""
    return {"nested": nested, "players": players, "bomb": bomb}[name](game_id)


#: Strings that never close, behind a bracket: stripping them before the brackets are counted
#: must stay linear in the text (``engine.record._STRING``).
UNCLOSED = (b'"\\' * 8000, b'\\"' * 8000, b'"' * 16000, b'"\\"\\' * 4000 + b"\\")


def unclosed(strings: bytes, game_id: str = "endeavor") -> str:
    """A header of strings that never close."""
    return seal(game_id, b'["[[[[",' + strings + b"\n")


def longest_body(game_id: str = "mundus-novus") -> str:
    """100,000 decisions of the longest kind behind a header of the longest names: the most a
    text can make the codec read before replay (its first decision is then refused)."""
    from engine import record

    header = valid_header(game_id)
    header["t"]["names"][0] = "\u00e9" * record.NAME_LIMIT
    return seal(game_id, header_bytes(header) + b"\n" + b"\xff\xff\xff\x7f" * record.MAX_DECISIONS)


def worst() -> dict[str, str]:
    """The texts that cost the codec most, by name: issue 38's three links, the longest body
    and the strings that never close (``build.py bench hostile-links`` times them; the tests
    bound what reading them does)."""
    texts = {name: link(name) for name in LINKS}
    texts["longest body"] = longest_body()
    texts.update({f"unclosed strings {n}": unclosed(s) for n, s in enumerate(UNCLOSED, 1)})
    return texts


@dataclass(frozen=True)
class Work:
    """What reading one text did: the bytes the inflater gave back, the bytes handed to the
    JSON parser, the lines of Python run and the decisions played through the rules. Counted,
    not timed, so the same on every machine and under any load."""

    inflated: int
    parsed: int
    lines: int
    replayed: int


def work(read, text: str) -> Work:
    """What ``read(text)`` does (whatever it raises: the caller checks that), read once before
    so that a module imported on first use is not counted."""
    import sys
    from unittest import mock

    from engine import record
    from engine.match import Match

    inflated = parsed = lines = replayed = 0

    class Inflater:
        def __init__(self) -> None:
            self._inflater = zlib.decompressobj()

        def decompress(self, data: bytes, max_length: int = 0) -> bytes:
            nonlocal inflated
            out = self._inflater.decompress(data, max_length)
            inflated += len(out)
            return out

        def __getattr__(self, name: str):
            return getattr(self._inflater, name)

    def loads(data, *args, **kwargs):
        nonlocal parsed
        parsed += len(data.encode() if isinstance(data, str) else data)
        return json.loads(data, *args, **kwargs)

    decide = Match._decide.__code__

    def line(frame, event, arg):
        nonlocal lines
        if event == "line":
            lines += 1
        return line

    def call(frame, event, arg):
        nonlocal replayed
        if frame.f_code is decide:
            replayed += 1
        return line

    try:
        read(text)
    except Exception:
        pass
    zlib_seen = mock.Mock(wraps=zlib, decompressobj=Inflater, error=zlib.error)
    json_seen = mock.Mock(wraps=json, loads=loads)
    with mock.patch.object(record, "zlib", zlib_seen), mock.patch.object(record, "json", json_seen):
        sys.settrace(call)
        try:
            read(text)
        except Exception:  # the caller checks what it raises
            pass
        finally:
            sys.settrace(None)
    return Work(inflated, parsed, lines, replayed)

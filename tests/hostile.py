"""Hostile records: texts with a *valid* check around a body no table would write.

A record's check is a checksum, not a secret, so anyone can seal any body. These builders
seal one the way :mod:`engine.record` does; the tests (``tests/core/test_hostile.py``,
``tests/e2e/test_hostile.py``) and the bench (``bench/records.py``) use them.
"""

from __future__ import annotations

import base64
import hashlib
import json
import zlib
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


def cpu_seconds(read, text: str) -> float:
    """CPU seconds ``read(text)`` takes (whatever it raises), the garbage collector held off
    (its pauses pay for allocations made earlier), the better of two tries when the first is
    slow (a busy machine's noise)."""
    import gc
    import time

    best = float("inf")
    for _ in range(2):
        enabled = gc.isenabled()
        gc.disable()
        start = time.process_time()
        try:
            read(text)
        except Exception:  # the caller checks what it raises
            pass
        finally:
            best = min(best, time.process_time() - start)
            if enabled:
                gc.enable()
        if best < 0.05:
            break
    return best

"""Records: a match's header and decisions as one short URL-safe text, and back.

A pure codec: :func:`encode` takes a :class:`Header` and the decisions as (seat, index)
pairs and writes a text; :func:`decode` reads them back, refusing with :class:`BadRecord`
anything a table would not have written. Replaying the decisions through the rules is the
match's work (:meth:`engine.match.Match.from_record`), so a record can only ever describe a
match that was legal move by move.

A record reads ``<game id>.<format>.<body>.<check>``:

- ``format`` is :data:`FORMAT`, so a record from a newer table is recognised as such;
- ``body`` is base64url (no padding) of zlib-compressed bytes: one JSON line with the
  rules version, players, seed, options and table notes, then the decisions, in one of two
  forms. A *link* (what the address and a shared link hold) writes one varint per decision,
  ``index * 8 + seat`` (``index`` in that seat's legal list at that moment): short, but
  only today's legal lists give the indexes their meaning. A *save* (what the browser's
  storage keeps) writes one line per decision, ``<seat> <action code>`` (``0 bid:3``):
  about three times as long, and readable under later rules. Forced steps (a single legal
  action, played by the match itself) are not written: replaying plays them again;
- ``check`` is base64url of the first 6 bytes of SHA-256 over everything before it, so
  a truncated, mistyped or edited record is refused instead of replaying another match.
  A link's last part is 16 characters: the :func:`digest` of its decisions' action codes
  (8), then the check over the text and that digest (8). Under later rules the link's
  indexes are replayed and the digest tells whether they still stand for the same actions
  (:mod:`engine.carry`); a save's is 8, the check alone.

Format 2 (indexes, no digest: the records written before the digest and saves by code) is
still read, under the rules version it was written under only; format 1 wrote some forced
steps and is refused with a sentence saying so.

The check is not a secret: anyone can seal any body. So decoding trusts nothing inside it:
the text, the inflated body, the header's size and nesting are bounded before they are
read (:data:`MAX_TEXT`, :data:`MAX_BODY`, :data:`MAX_HEADER`, :data:`MAX_DEPTH`), every
header field is checked against the game, and the decisions are at most
:data:`MAX_DECISIONS` (a save's codes :data:`MAX_CODE` characters each, all of them
:data:`MAX_CODES` bytes). Any text up to the size limit is refused or read in milliseconds.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .core import GAMES, BadRecord, Game
from .header import DIGESTS, read_header

# What the header module defines, read through this one as before it had its own module.
from .header import MAX_SEED as MAX_SEED
from .header import TABLE_NOTES as TABLE_NOTES
from .header import Header as Header
from .header import header_problem as header_problem
from .header import options_problem as options_problem
from .header import table_problem as table_problem
from .names import NAME_LIMIT as NAME_LIMIT

#: 2: forced steps are no longer written; 3: a link carries a digest of its action codes,
#: a save the codes themselves.
FORMAT = DIGESTS
#: The format of records written before format 3 (indexes and no digest), still read.
INDEXES_ONLY = 2
_SEATS = 8  # seats fit in three bits
#: The longest text read, in characters (a whole real match is a few thousand).
MAX_TEXT = 200_000
#: The most decisions a record may hold: far above any real match (a few thousand).
MAX_DECISIONS = 100_000
#: A decision's varint has at most this many bytes (an index below 2**25).
_VARINT_BYTES = 4
#: The header line's size in bytes: six names of :data:`NAME_LIMIT` characters written as
#: JSON escapes fit several times over.
MAX_HEADER = 16_384
#: The header's nesting: the header holds the table notes, which hold the names.
MAX_DEPTH = 3
#: A link's inflated body: a header and the most decisions, each as long as it may be.
MAX_BODY = MAX_HEADER + 1 + _VARINT_BYTES * MAX_DECISIONS
#: A save's action code has at most this many characters (printable ASCII, no space).
MAX_CODE = 64
#: A save's decisions (``<seat> <code>`` lines) have at most this many bytes: a real
#: match's are tens of kilobytes.
MAX_CODES = 1_000_000
#: A save's inflated body: a header and its decisions' lines, as long as they may be.
MAX_SAVE_BODY = MAX_HEADER + 1 + MAX_CODES
#: The characters of a link's digest of its action codes.
DIGEST_CHARS = 8

#: A JSON string, or what is left of the text after an unclosed one: this pattern cannot
#: fail once it starts, so stripping strings is linear in the text however it is made.
_STRING = re.compile(rb'"(?:[^"\\]|\\.|\\\Z)*"?', re.DOTALL)
_BRACKETS = re.compile(rb"[\[\]{}]")
_LONG_VARINT = re.compile(rb"[\x80-\xff]{%d}" % _VARINT_BYTES)
_LOW = bytes(range(0x80))
_LINES = re.compile(rb"[0-7] [!-~]{1,%d}(?:\n[0-7] [!-~]{1,%d})*" % (MAX_CODE, MAX_CODE))


@dataclass(frozen=True)
class Decoded:
    """A record as read, before replay: its header and its decisions as it holds them."""

    header: Header
    #: A link's decisions (and a format-2 record's): (seat, index in its legal list).
    indexes: list[tuple[int, int]] | None = None
    #: A save's decisions: their :func:`line` texts, ``<seat> <action code>``.
    codes: list[str] | None = None
    #: A format-3 link's :func:`digest` of its decisions' action codes.
    digest: str | None = None

    def after_last_of(self, seat: int) -> int:
        """How many decisions the record holds up to and with ``seat``'s last (0: it has none)."""
        seats = [s for s, _ in self.indexes or []] if self.codes is None else [int(c[0]) for c in self.codes]
        return max((n for n, s in enumerate(seats, 1) if s == seat), default=0)


def _check(prefix: str) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(prefix.encode()).digest()[:6]).decode()


def _varints(values: Iterable[int]) -> bytes:
    out = bytearray()
    for v in values:
        while True:
            byte = v & 0x7F
            v >>= 7
            if v:
                out.append(byte | 0x80)
            else:
                out.append(byte)
                break
    return bytes(out)


def line(seat: int, code: str) -> str:
    """One decision as a save writes it, and as a link's digest reads it: ``<seat> <code>``."""
    return f"{seat} {code}"


def digest(lines: Iterable[str]) -> str:
    """What a link carries of its decisions' action codes: base64url of the first 6 bytes of
    SHA-256 over their :func:`line` texts, one a line (:data:`DIGEST_CHARS` characters)."""
    return base64.urlsafe_b64encode(hashlib.sha256("\n".join(lines).encode()).digest()[:6]).decode()


def _body(header: Header, decisions: bytes) -> str:
    head = {"r": header.game.rules_version, "n": header.players, "s": header.seed, "o": header.options,
            "t": header.table}
    raw = json.dumps(head, separators=(",", ":"), sort_keys=True).encode() + b"\n" + decisions
    return f"{header.game.id}.{FORMAT}." + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def encode(header: Header, decisions: Iterable[tuple[int, int]], lines: Iterable[str]) -> str:
    """A link: the decisions as (seat, index) pairs, and the digest of their ``lines``."""
    prefix = _body(header, _varints(index * _SEATS + seat for seat, index in decisions))
    sealed = f"{prefix}.{digest(lines)}"
    return f"{sealed}{_check(sealed)}"


def encode_codes(header: Header, lines: Iterable[str]) -> str:
    """A save: the decisions as their :func:`line` texts. ``ValueError`` for an action code
    a save cannot hold (a game's codes are short printable words without spaces)."""
    text = "\n".join(lines).encode()
    if text and not _LINES.fullmatch(text):
        raise ValueError(f"{header.game.id}: an action code a save cannot hold (printable ASCII without spaces, "
                         f"at most {MAX_CODE} characters)")
    prefix = _body(header, text)
    return f"{prefix}.{_check(prefix)}"


def decode(text: object, game_id: str | None = None) -> Decoded:
    """The header and the decisions of a record, as it holds them; :class:`BadRecord`
    saying why if it is not one this table would have written. Nothing is replayed."""
    header, tail, sealed = _read(text, game_id)
    if sealed.codes:
        return Decoded(header, codes=tail.decode("ascii").split("\n") if tail else [])
    return Decoded(header, indexes=_decisions(tail), digest=sealed.digest)


def peek(text: object, game_id: str | None = None) -> dict[str, Any]:
    """What a record holds (game, players, seed, options, table notes, the rules version it
    was written under, number of decisions), checked as :func:`decode` checks it but without
    reading the decisions one by one: cheap enough to list many saves."""
    header, tail, sealed = _read(text, game_id)
    return {"game": header.game.id, "players": header.players, "seed": header.seed, "options": header.options,
            "table": header.table, "rules": header.rules, "decisions": _count(tail, sealed.codes)}


# --- reading, bounded ------------------------------------------------------------------

@dataclass(frozen=True)
class _Sealed:
    """A record's envelope, checked: its game, body, format and form."""

    game: Game[Any]
    body: str
    format: int
    codes: bool  # a save (decisions by code), else a link (by index)
    digest: str | None  # a format-3 link's


def _read(text: object, game_id: str | None) -> tuple[Header, bytes, _Sealed]:
    """The checked header and the decisions' bytes (their number and lengths checked)."""
    sealed = _envelope(text, game_id)
    raw = _inflate(sealed.body, MAX_SAVE_BODY if sealed.codes else MAX_BODY)
    head, newline, tail = raw.partition(b"\n")
    if not newline or len(head) > MAX_HEADER:
        raise BadRecord("This record is damaged: its header is not a game header.", "header")
    try:
        header = load_json(head, MAX_DEPTH)
    except ValueError:  # not JSON, not UTF-8, nested too deep
        raise BadRecord("This record is damaged: its header is not a game header.", "header") from None
    header = read_header(sealed.game, header, sealed.format)
    if sealed.codes:
        if len(tail) > MAX_CODES:
            raise BadRecord("This record holds far more than any real match.", "too_long")
        if tail and not _LINES.fullmatch(tail):
            raise BadRecord("This record is damaged: a decision in it is not an action of the table's.")
    elif tail and tail[-1] & 0x80:
        raise BadRecord("This record is damaged: it was cut off in the middle of a decision.")
    if _count(tail, sealed.codes) > MAX_DECISIONS:
        raise BadRecord("This record has more decisions than any real match.", "too_long")
    if not sealed.codes and _LONG_VARINT.search(tail):
        raise BadRecord("This record is damaged: a decision in it cannot be one of the table's.")
    return header, tail, sealed


def _envelope(text: object, game_id: str | None) -> _Sealed:
    """The game, the body and the form of a record whose envelope and check are right."""
    if not isinstance(text, str) or not text.strip():
        raise BadRecord("There is no game in this text: it is empty.", "empty")
    if len(text) > 2 * MAX_TEXT:
        raise far_too_long()
    text = text.strip()
    if len(text) > MAX_TEXT:
        raise far_too_long()
    parts = text.split(".")
    if len(parts) != 4 or not text.isascii():
        raise BadRecord("This is not a game record, or it has been cut short.", "cut")
    gid, fmt, body, last = parts
    if not (fmt.isascii() and fmt.isdigit()) or len(fmt) > 6:
        raise BadRecord("This is not a game record: its format number is unreadable.", "cut")
    if int(fmt) > FORMAT:
        raise BadRecord(
            f"This game was saved by a newer version of the table (record format {int(fmt)}); "
            f"this page reads format {FORMAT}. Open it with the newer page.", "newer_format"
        )
    prefix = f"{gid}.{fmt}.{body}"
    link = int(fmt) >= FORMAT and len(last) == 2 * DIGEST_CHARS
    sealed = f"{prefix}.{last[:DIGEST_CHARS]}" if link else prefix
    checked = _check(sealed) == last[-DIGEST_CHARS:] and len(last) == (2 if link else 1) * DIGEST_CHARS
    if gid not in GAMES:
        if checked:
            raise BadRecord("This record is for a game this table does not have.", "unknown_game")
        raise BadRecord("This record is damaged: its game name is unknown.", "check")
    if not checked:
        raise BadRecord("This record is damaged: it was cut short or changed (its check does not match).", "check")
    if int(fmt) < INDEXES_ONLY:
        raise BadRecord(
            "This game was saved by an earlier version of the table (record format "
            f"{int(fmt)}); this page can no longer replay it. It is kept as it was.", "older_format"
        )
    game = GAMES[gid]
    if game_id is not None and gid != game_id:
        wanted = GAMES[game_id].title if game_id in GAMES else game_id
        raise BadRecord(f"This record is a game of {game.title}, not of {wanted}.", "other_game", game=gid,
                        wanted=game_id)
    return _Sealed(game, body, int(fmt), codes=int(fmt) >= FORMAT and not link,
                   digest=last[:DIGEST_CHARS] if link else None)


def far_too_long() -> BadRecord:
    """The refusal of a text longer than any record: the page's main side refuses so an address
    too long to read (web/update.py), without reading it."""
    return BadRecord("This text is far too long to be a game record.", "too_long")


def _inflate(body: str, limit: int) -> bytes:
    """The body's bytes, inflated to at most ``limit``: a small text that would inflate to
    more (a compression bomb) is refused as soon as it passes the limit."""
    try:
        data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(data, limit + 1)
    except (ValueError, zlib.error):  # binascii.Error is a ValueError
        raise BadRecord("This record is damaged: its contents cannot be read.") from None
    if len(raw) > limit or inflater.unconsumed_tail:
        raise BadRecord("This record holds far more than any real match.", "too_long")
    if not inflater.eof:
        raise BadRecord("This record is damaged: its contents cannot be read.")
    return raw


def load_json(data: bytes | str, depth: int) -> Any:
    """JSON nested at most ``depth`` deep, the depth counted before parsing (a parser's
    recursion on ``[[[[...`` would exhaust the stack); ``ValueError`` for anything else.
    The caller bounds the size."""
    raw = data.encode() if isinstance(data, str) else data
    if raw.count(b"[") + raw.count(b"{") > depth:  # else it cannot be nested deeper
        level = 0
        for bracket in _BRACKETS.findall(_STRING.sub(b'""', raw)):
            level += 1 if bracket in b"[{" else -1
            if level > depth:
                raise ValueError(f"JSON nested more than {depth} deep")
    return json.loads(raw.decode("utf-8"), object_pairs_hook=_once_each)


def _once_each(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are each named once: a table never writes one twice, and which
    of two a reader takes is its own choice (Python's the last, others the first)."""
    found = dict(pairs)
    if len(found) != len(pairs):
        raise ValueError("a key named twice in one JSON object")
    return found


def _count(tail: bytes, codes: bool) -> int:
    """How many decisions: a save's lines; a link's varints, each ending in its one byte
    below 0x80."""
    if codes:
        return tail.count(b"\n") + 1 if tail else 0
    return len(tail) - len(tail.translate(None, _LOW))


def _decisions(tail: bytes) -> list[tuple[int, int]]:
    """The decisions' varints (checked by :func:`_read`) as (seat, index) pairs."""
    if _count(tail, False) == len(tail):  # every one a single byte
        return [(byte % _SEATS, byte // _SEATS) for byte in tail]
    decisions, code, shift = [], 0, 0
    for byte in tail:
        if byte & 0x80:
            code |= (byte & 0x7F) << shift
            shift += 7
        else:
            code |= byte << shift
            decisions.append((code % _SEATS, code // _SEATS))
            code, shift = 0, 0
    return decisions

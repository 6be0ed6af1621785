"""Records: a whole match as one short URL-safe text, and back.

A record reads ``<game id>.<format>.<body>.<check>``:

- ``format`` is :data:`FORMAT`, so a record from a newer table is recognised as such;
- ``body`` is base64url (no padding) of zlib-compressed bytes: one JSON line with the
  rules version, players, seed, options and table notes, then one varint per decision,
  ``index * 8 + seat`` (``index`` in that seat's legal list at that moment). Forced steps
  (a single legal action, played by the match itself) are not written: replaying plays
  them again. Format 1 wrote some of them and is refused with a sentence saying so;
- ``check`` is base64url of the first 6 bytes of SHA-256 over everything before it, so
  a truncated, mistyped or edited record is refused instead of replaying another match.

Loading replays every decision through the rules, so a record can only ever describe a
match that was legal move by move.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import zlib
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .core import GAMES, BadRecord

if TYPE_CHECKING:
    from .match import Match

#: 2: forced steps are no longer written.
FORMAT = 2
_SEATS = 8  # seats fit in three bits
_MAX_TEXT = 200_000
_MAX_DECISIONS = 100_000


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


def _read_varints(data: bytes) -> list[int]:
    values, v, shift = [], 0, 0
    for byte in data:
        v |= (byte & 0x7F) << shift
        if byte & 0x80:
            shift += 7
            if shift > 63:
                raise ValueError("number too long")
        else:
            values.append(v)
            v, shift = 0, 0
    if shift:
        raise ValueError("cut off in the middle of a decision")
    return values


def encode(match: Match) -> str:
    header = {
        "r": match.game.rules_version,
        "n": match.players,
        "s": match.seed,
        "o": match.options,
        "t": match.table,
    }
    raw = json.dumps(header, separators=(",", ":"), sort_keys=True).encode() + b"\n"
    raw += _varints(index * _SEATS + seat for seat, index in match.decisions)
    body = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")
    prefix = f"{match.game.id}.{FORMAT}.{body}"
    return f"{prefix}.{_check(prefix)}"


def _unpack(text: Any, game_id: str | None) -> tuple[Any, dict[str, Any], list[int]]:
    """Check the envelope and read the header and the decision codes, without replaying."""
    if not isinstance(text, str) or not text.strip():
        raise BadRecord("There is no game in this text: it is empty.", "empty")
    text = text.strip()
    if len(text) > _MAX_TEXT:
        raise BadRecord("This text is far too long to be a game record.", "too_long")
    parts = text.split(".")
    if len(parts) != 4:
        raise BadRecord("This is not a game record, or it has been cut short.", "cut")
    gid, fmt, body, check = parts
    if not fmt.isdigit() or len(fmt) > 6:
        raise BadRecord("This is not a game record: its format number is unreadable.", "cut")
    if int(fmt) > FORMAT:
        raise BadRecord(
            f"This game was saved by a newer version of the table (record format {int(fmt)}); "
            f"this page reads format {FORMAT}. Open it with the newer page.", "newer_format"
        )
    if gid not in GAMES:
        if _check(f"{gid}.{fmt}.{body}") == check:
            raise BadRecord("This record is for a game this table does not have.", "unknown_game")
        raise BadRecord("This record is damaged: its game name is unknown.", "check")
    if _check(f"{gid}.{fmt}.{body}") != check:
        raise BadRecord("This record is damaged: it was cut short or changed (its check does not match).", "check")
    if int(fmt) != FORMAT:
        raise BadRecord(
            "This game was saved by an earlier version of the table (record format "
            f"{int(fmt)}); this page can no longer replay it. It is kept as it was.", "older_format"
        )
    game = GAMES[gid]
    if game_id is not None and gid != game_id:
        wanted = GAMES[game_id].title if game_id in GAMES else game_id
        raise BadRecord(f"This record is a game of {game.title}, not of {wanted}.", "other_game", game=gid,
                        wanted=game_id)
    try:
        raw = zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)), bufsize=1 << 16)
        head, _, tail = raw.partition(b"\n")
        header = json.loads(head)
        codes = _read_varints(tail)
    except (binascii.Error, zlib.error, ValueError, UnicodeDecodeError):
        raise BadRecord("This record is damaged: its contents cannot be read.") from None
    if not isinstance(header, dict) or set(header) != {"r", "n", "s", "o", "t"}:
        raise BadRecord("This record is damaged: its header is not a game header.")
    if not isinstance(header["r"], int) or header["r"] > game.rules_version:
        raise BadRecord(
            f"This game of {game.title} was played with newer rules (version {header['r']}) than this page has "
            f"({game.rules_version}).", "newer_rules", game=gid
        )
    if header["r"] != game.rules_version:
        raise BadRecord(
            f"This game of {game.title} was played with older rules that this page can no longer replay. "
            "It is kept as it was.", "older_rules", game=gid
        )
    if len(codes) > _MAX_DECISIONS:
        raise BadRecord("This record has more decisions than any real match.", "too_long")
    return game, header, codes


def peek(text: str, game_id: str | None = None) -> dict[str, Any]:
    """What a record holds (game, players, table notes, decisions), without replaying it.

    Cheap enough to list many saves; :func:`decode` still replays and checks every move.
    """
    game, header, codes = _unpack(text, game_id)
    table = header["t"] if isinstance(header["t"], dict) else {}
    options = header["o"] if isinstance(header["o"], dict) else {}
    return {"game": game.id, "players": header["n"], "seed": header["s"], "options": options, "table": table,
            "decisions": len(codes)}


def decode(text: str, match_class: type[Match], game_id: str | None = None) -> Match:
    """Replay a record through the rules (``match_class`` is :class:`engine.Match`, passed
    in so that this module does not import it)."""
    game, header, codes = _unpack(text, game_id)
    players, seed, options, table = header["n"], header["s"], header["o"], header["t"]
    if not isinstance(options, dict) or not isinstance(table, dict):
        raise BadRecord("This record is damaged: its settings cannot be read.")
    try:
        match = match_class(game, players, seed, game.check_options(players, options), table)
    except (ValueError, TypeError) as exc:
        raise BadRecord(f"This record's settings are not allowed: {exc}.", "settings") from None
    for number, code in enumerate(codes, 1):
        seat, index = code % _SEATS, code // _SEATS
        if match.over:
            raise BadRecord(f"This record goes on after the end of the match (decision {number}).", "wrong", n=number)
        if seat not in match.to_act:
            raise BadRecord(f"This record is wrong at decision {number}: seat {seat + 1} had nothing to decide.",
                            "wrong", n=number)
        options_now = match.legal(seat)
        if index >= len(options_now):
            raise BadRecord(f"This record is wrong at decision {number}: that choice does not exist.", "wrong",
                            n=number)
        match._decide(seat, index, options_now)
    return match

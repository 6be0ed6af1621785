"""Records: a match's header and decisions as one short URL-safe text, and back.

A pure codec: :func:`encode` takes a :class:`Header` and the decisions as (seat, index)
pairs and writes a text; :func:`decode` reads them back, refusing with :class:`BadRecord`
anything a table would not have written. Replaying the decisions through the rules is the
match's work (:meth:`engine.match.Match.from_record`), so a record can only ever describe a
match that was legal move by move.

A record reads ``<game id>.<format>.<body>.<check>``:

- ``format`` is :data:`FORMAT`, so a record from a newer table is recognised as such;
- ``body`` is base64url (no padding) of zlib-compressed bytes: one JSON line with the
  rules version, players, seed, options and table notes, then one varint per decision,
  ``index * 8 + seat`` (``index`` in that seat's legal list at that moment). Forced steps
  (a single legal action, played by the match itself) are not written: replaying plays
  them again. Format 1 wrote some of them and is refused with a sentence saying so;
- ``check`` is base64url of the first 6 bytes of SHA-256 over everything before it, so
  a truncated, mistyped or edited record is refused instead of replaying another match.

The check is not a secret: anyone can seal any body. So decoding trusts nothing inside it:
the text, the inflated body, the header's size and nesting are bounded before they are
read (:data:`MAX_TEXT`, :data:`MAX_BODY`, :data:`MAX_HEADER`, :data:`MAX_DEPTH`), every
header field is checked against the game, and the decisions are at most
:data:`MAX_DECISIONS`. Any text up to the size limit is refused or read in milliseconds.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import zlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .core import GAMES, BadRecord, Game
from .options import RANDOM

#: 2: forced steps are no longer written.
FORMAT = 2
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
#: The inflated body: a header and the most decisions, each as long as it may be.
MAX_BODY = MAX_HEADER + 1 + _VARINT_BYTES * MAX_DECISIONS
#: Seeds are 64-bit (:func:`engine.rng.derive` keeps 64 bits of any larger one).
MAX_SEED = 2**64 - 1
#: A name in the table notes: the most characters the table's name field takes.
NAME_LIMIT = 24

#: A JSON string, or what is left of the text after an unclosed one: this pattern cannot
#: fail once it starts, so stripping strings is linear in the text however it is made.
_STRING = re.compile(rb'"(?:[^"\\]|\\.|\\\Z)*"?', re.DOTALL)
_BRACKETS = re.compile(rb"[\[\]{}]")
_LONG_VARINT = re.compile(rb"[\x80-\xff]{%d}" % _VARINT_BYTES)
_LOW = bytes(range(0x80))


@dataclass(frozen=True)
class Header:
    """What a record says besides the decisions: the game, the players, the seed, the
    options as resolved (every option of that player count) and the table's notes."""

    game: Game[Any]
    players: int
    seed: int
    options: dict[str, Any]
    table: dict[str, Any]


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


def encode(header: Header, decisions: Iterable[tuple[int, int]]) -> str:
    head = {"r": header.game.rules_version, "n": header.players, "s": header.seed, "o": header.options,
            "t": header.table}
    raw = json.dumps(head, separators=(",", ":"), sort_keys=True).encode() + b"\n"
    raw += _varints(index * _SEATS + seat for seat, index in decisions)
    body = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")
    prefix = f"{header.game.id}.{FORMAT}.{body}"
    return f"{prefix}.{_check(prefix)}"


def decode(text: object, game_id: str | None = None) -> tuple[Header, list[tuple[int, int]]]:
    """The header and the decisions (seat, index) of a record; :class:`BadRecord` saying
    why if it is not one this table would have written. Nothing is replayed."""
    header, tail = _read(text, game_id)
    return header, _decisions(tail)


def peek(text: object, game_id: str | None = None) -> dict[str, Any]:
    """What a record holds (game, players, seed, options, table notes, number of
    decisions), checked as :func:`decode` checks it but without reading the decisions one
    by one: cheap enough to list many saves."""
    header, tail = _read(text, game_id)
    return {"game": header.game.id, "players": header.players, "seed": header.seed, "options": header.options,
            "table": header.table, "decisions": _count(tail)}


# --- reading, bounded ------------------------------------------------------------------

def _read(text: object, game_id: str | None) -> tuple[Header, bytes]:
    """The checked header and the decisions' bytes (their number and lengths checked)."""
    game, body = _envelope(text, game_id)
    raw = _inflate(body)
    head, newline, tail = raw.partition(b"\n")
    if not newline or len(head) > MAX_HEADER:
        raise BadRecord("This record is damaged: its header is not a game header.", "header")
    try:
        header = load_json(head, MAX_DEPTH)
    except ValueError:  # not JSON, not UTF-8, nested too deep
        raise BadRecord("This record is damaged: its header is not a game header.", "header") from None
    header = _header(game, header)
    if tail and tail[-1] & 0x80:
        raise BadRecord("This record is damaged: it was cut off in the middle of a decision.")
    if _count(tail) > MAX_DECISIONS:
        raise BadRecord("This record has more decisions than any real match.", "too_long")
    if _LONG_VARINT.search(tail):
        raise BadRecord("This record is damaged: a decision in it cannot be one of the table's.")
    return header, tail


def _envelope(text: object, game_id: str | None) -> tuple[Game[Any], str]:
    """The game and the body of a record whose envelope and check are right."""
    if not isinstance(text, str) or not text.strip():
        raise BadRecord("There is no game in this text: it is empty.", "empty")
    if len(text) > 2 * MAX_TEXT:
        raise BadRecord("This text is far too long to be a game record.", "too_long")
    text = text.strip()
    if len(text) > MAX_TEXT:
        raise BadRecord("This text is far too long to be a game record.", "too_long")
    parts = text.split(".")
    if len(parts) != 4 or not text.isascii():
        raise BadRecord("This is not a game record, or it has been cut short.", "cut")
    gid, fmt, body, check = parts
    if not (fmt.isascii() and fmt.isdigit()) or len(fmt) > 6:
        raise BadRecord("This is not a game record: its format number is unreadable.", "cut")
    if int(fmt) > FORMAT:
        raise BadRecord(
            f"This game was saved by a newer version of the table (record format {int(fmt)}); "
            f"this page reads format {FORMAT}. Open it with the newer page.", "newer_format"
        )
    checked = _check(f"{gid}.{fmt}.{body}") == check
    if gid not in GAMES:
        if checked:
            raise BadRecord("This record is for a game this table does not have.", "unknown_game")
        raise BadRecord("This record is damaged: its game name is unknown.", "check")
    if not checked:
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
    return game, body


def _inflate(body: str) -> bytes:
    """The body's bytes, inflated to at most :data:`MAX_BODY`: a small text that would
    inflate to more (a compression bomb) is refused as soon as it passes the limit."""
    try:
        data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(data, MAX_BODY + 1)
    except (ValueError, zlib.error):  # binascii.Error is a ValueError
        raise BadRecord("This record is damaged: its contents cannot be read.") from None
    if len(raw) > MAX_BODY or inflater.unconsumed_tail:
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
    return json.loads(raw.decode("utf-8"))


def _count(tail: bytes) -> int:
    """How many decisions: every varint ends in the one byte of it below 0x80."""
    return len(tail) - len(tail.translate(None, _LOW))


def _decisions(tail: bytes) -> list[tuple[int, int]]:
    """The decisions' varints (checked by :func:`_read`) as (seat, index) pairs."""
    if _count(tail) == len(tail):  # every one a single byte
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


# --- the header, checked against the game ------------------------------------------------

def _header(game: Game[Any], header: Any) -> Header:
    if not isinstance(header, dict) or set(header) != {"r", "n", "s", "o", "t"}:
        raise BadRecord("This record is damaged: its header is not a game header.", "header")
    rules = header["r"]
    if not _is_int(rules):
        raise BadRecord("This record is damaged: its header is not a game header.", "header")
    if rules > game.rules_version:
        raise BadRecord(f"This game of {game.title} was played with newer rules than this page has "
                        f"(version {game.rules_version}).", "newer_rules", game=game.id)
    if rules != game.rules_version:
        raise BadRecord(f"This game of {game.title} was played with older rules that this page can no longer "
                        "replay. It is kept as it was.", "older_rules", game=game.id)
    players, seed, options, table = header["n"], header["s"], header["o"], header["t"]
    if not _is_int(players) or not game.min_players <= players <= game.max_players:
        raise BadRecord(f"This record's number of players is not one {game.title} is played with "
                        f"({game.min_players} to {game.max_players}).", "players", game=game.id,
                        low=game.min_players, high=game.max_players)
    if not _is_int(seed) or not 0 <= seed <= MAX_SEED:
        raise BadRecord("This record's seed is not one the table uses.", "seed")
    problem = options_problem(game, players, options)
    if problem:
        raise BadRecord(f"This record's settings are not allowed: {problem}.", "settings")
    problem = table_problem(game, players, options, table)
    if problem:
        raise BadRecord(f"This record's table notes cannot be read: {problem}.", "notes")
    return Header(game, players, seed, game.check_options(players, options), table)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _same(value: object, choice: object) -> bool:
    """Equal and of the same type: ``True`` is not the choice ``1``, nor ``6.0`` the choice ``6``."""
    return type(value) is type(choice) and value == choice


def options_problem(game: Game[Any], players: int, options: object) -> str | None:
    """Why ``options`` are not the resolved options of a match (each known at this player
    count, with one of its values; none left to the seed), or None. An option left out
    takes its default, unless that default is to let the seed choose."""
    if not isinstance(options, dict):
        return "they are not a list of settings"
    known = {o.name: o for o in game.options if o.applies(players)}
    for name, value in options.items():
        option = known.get(name)
        if option is None:
            return "an unknown setting"
        if not any(_same(value, choice) for choice in option.choices):
            return f"the setting {name} has a value it cannot have"
    for name, option in known.items():
        if name not in options and option.default not in option.choices:  # left to the seed: never left out
            return f"the setting {name} is missing"
    return None


#: The table's notes a record may carry, each checked by :func:`table_problem`.
TABLE_NOTES = ("names", "human", "levels", "chosen")


def table_problem(game: Game[Any], players: int, options: Mapping[str, Any], table: object) -> str | None:
    """Why ``table`` is not a table's notes for this match, or None: ``names`` (one per
    seat, each a text of at most :data:`NAME_LIMIT` characters), ``human`` (a seat),
    ``levels`` (one per seat: a level of the game's computer player, or "" for a person)
    and ``chosen`` (the options left to the seed)."""
    if not isinstance(table, dict):
        return "they are not notes"
    if set(table) - set(TABLE_NOTES):
        return "they hold something the table does not write"
    names, human, levels, chosen = (table.get(key) for key in TABLE_NOTES)
    if names is not None and not _per_seat(names, players, lambda n: isinstance(n, str) and len(n) <= NAME_LIMIT):
        return f"the names are not {players} names of at most {NAME_LIMIT} characters"
    if human is not None and not (_is_int(human) and 0 <= human < players):
        return "the person's seat is not one of the match's"
    if levels is not None and not _per_seat(levels, players, lambda lv: lv == "" or lv in game.entry.levels):
        return "the computers' levels are not ones the game has"
    random = {o.name for o in game.options if o.random and o.applies(players)}
    if chosen is not None and not (isinstance(chosen, dict) and set(chosen) <= random
                                   and all(_same(v, RANDOM) for v in chosen.values())):
        return "the settings left to chance are not ones the game has"
    return None


def _per_seat(values: object, players: int, ok: Callable[[Any], bool]) -> bool:
    return isinstance(values, list) and len(values) == players and all(ok(v) for v in values)


def header_problem(game: Game[Any], players: int, seed: int, options: Mapping[str, Any],
                   table: Mapping[str, Any]) -> str | None:
    """Why a new match could not be written as a record that opens again, or None."""
    if not _is_int(seed) or not 0 <= seed <= MAX_SEED:
        return f"the seed is a whole number from 0 to {MAX_SEED}"
    problem = options_problem(game, players, dict(options))
    if problem:
        return f"the settings: {problem}"
    problem = table_problem(game, players, options, dict(table))
    return f"the table notes: {problem}" if problem else None


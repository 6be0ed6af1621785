"""A record's header: the game, the players, the seed, the options, the table's notes and the
rules version, and the checks a header must pass against the game (reading a record checks
every field; starting a match checks that its record will read back)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .core import BadRecord, Game
from .names import NAME_LIMIT, read_name
from .options import RANDOM

#: Seeds are 64-bit (:func:`engine.rng.derive` keeps 64 bits of any larger one).
MAX_SEED = 2**64 - 1
#: The record format from which records say what their decisions were (format 3): one
#: from earlier rules can then be replayed under today's.
DIGESTS = 3


@dataclass(frozen=True)
class Header:
    """What a record says besides the decisions: the game, the players, the seed, the
    options as resolved (every option of that player count), the table's notes and the
    rules version it was written under (a record is always written under today's)."""

    game: Game[Any]
    players: int
    seed: int
    options: dict[str, Any]
    table: dict[str, Any]
    rules: int = 0

    @property
    def older(self) -> bool:
        """Written under earlier rules than today's."""
        return self.rules < self.game.rules_version



def read_header(game: Game[Any], header: Any, fmt: int) -> Header:
    """The header of a record of ``game`` in format ``fmt``, checked field by field;
    :class:`BadRecord` saying which is wrong."""
    if not isinstance(header, dict) or set(header) != {"r", "n", "s", "o", "t"}:
        raise BadRecord("This record is damaged: its header is not a game header.", "header")
    rules = header["r"]
    if not _is_int(rules) or rules < 1:
        raise BadRecord("This record is damaged: its header is not a game header.", "header")
    newer = rules > game.rules_version
    if not newer and rules != game.rules_version and fmt < DIGESTS:  # no digest, no codes: nothing says what it meant
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
    # A header that says newer rules is believed only if the rest of it reads as this game's:
    # another game's record sealed under this game's name says "newer" by chance.
    if problem and newer:
        raise BadRecord(f"This record does not read as a game of {game.title}: {problem}.", "foreign",
                        game=game.id)
    if problem:
        raise BadRecord(f"This record's settings are not allowed: {problem}.", "settings")
    problem = table_problem(game, players, options, table)
    if problem and newer:
        raise BadRecord(f"This record does not read as a game of {game.title}: {problem}.", "foreign",
                        game=game.id)
    if problem:
        raise BadRecord(f"This record's table notes cannot be read: {problem}.", "notes")
    if newer:
        raise BadRecord(f"This game of {game.title} was played with newer rules than this page has "
                        f"(version {game.rules_version}).", "newer_rules", game=game.id)
    return Header(game, players, seed, game.check_options(players, options), table, rules)


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
TABLE_NOTES = ("names", "human", "levels", "chosen", "linked")


def people(table: Mapping[str, Any], players: int) -> list[int]:
    """The seats people play, by a record's notes: those with no computer level (the owner's,
    ``human``, alone where the notes name no levels). web/home_saves.py reads the notes the
    same way on the page's main side, which has no engine (tests/contract/test_review.py
    holds the two together)."""
    levels = table.get("levels")
    if isinstance(levels, list) and len(levels) == players:
        return [seat for seat in range(players) if levels[seat] == ""]
    owner = table.get("human", 0)
    return [owner if isinstance(owner, int) else 0]


def table_problem(game: Game[Any], players: int, options: Mapping[str, Any], table: object) -> str | None:
    """Why ``table`` is not a table's notes for this match, or None: ``names`` (one per
    seat, each a name as engine/names.py reads one), ``human`` (a seat),
    ``levels`` (one per seat: a level of the game's computer player, or "" for a person),
    ``chosen`` (the options left to the seed) and ``linked`` (the people who play on their own
    devices, sent the match as a link at their turn: seats in order, each a person's)."""
    if not isinstance(table, dict):
        return "they are not notes"
    if set(table) - set(TABLE_NOTES):
        return "they hold something the table does not write"
    names, human, levels, chosen, linked = (table.get(key) for key in TABLE_NOTES)
    if names is not None and not _per_seat(names, players, lambda n: isinstance(n, str) and read_name(n) == n):
        return f"the names are not {players} names of at most {NAME_LIMIT} characters, as the table's form writes them"
    if human is not None and not (_is_int(human) and 0 <= human < players):
        return "the person's seat is not one of the match's"
    if levels is not None and not _per_seat(levels, players, lambda lv: lv == "" or lv in game.entry.levels):
        return "the computers' levels are not ones the game has"
    random = {o.name for o in game.options if o.random and o.applies(players)}
    if chosen is not None and not (isinstance(chosen, dict) and set(chosen) <= random
                                   and all(_same(v, RANDOM) for v in chosen.values())):
        return "the settings left to chance are not ones the game has"
    if linked is not None and not (isinstance(linked, list) and all(_is_int(s) for s in linked)
                                   and linked == sorted(set(linked)) and len(linked) >= 1
                                   and set(linked) <= set(people(table, players))):
        return "the seats played by link are not people's seats"
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


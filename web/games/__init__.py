"""The games the table offers, and the module that draws each one's table.

A table module (``web.games.<name>``) provides the hooks :mod:`web.games.protocol` declares
(``TEXTS``, ``render``, ``prompt``, ``label``, ``describe``, ``reason``; optionally
``choices``, ``end_details``, ``STYLESHEET``, ``subject``, ``scoreboard``, ``obvious``). ``TABLES[id]`` is
that module loaded as a :class:`~web.games.protocol.Table`, its optional hooks filled in.

``ctx`` is a :class:`web.context.TableContext`: the table reads the game's own part of the
view from ``ctx.board`` and the shell's (``to_act``, ``round``, ``phase``, ``result``, ``log``)
from ``ctx.view``. The games are the catalogue's (``engine.ENTRIES``); a game is offered on
the home screen when its rules, its computer player and its table all exist.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import ai
from engine import ENTRIES, GAMES, RANDOM, Option, catalogue
from engine.record import NAME_LIMIT

from .. import i18n
from .names import TEXTS as NAMES
from .protocol import Table, load


class Tables(Mapping[str, Table]):
    """The table modules by game id, each imported (and its texts added to :mod:`web.i18n`)
    the first time it is needed: the home screen draws before any game's table, rules or
    computer player is compiled, which is most of the page's start-up in Pyodide."""

    def __init__(self) -> None:
        self._modules: dict[str, Table] = {}

    def __getitem__(self, game_id: str) -> Table:
        table = self._modules.get(game_id)
        if table is None:
            module = catalogue.load(game_id, "table")
            if module is None:
                raise KeyError(game_id)
            table = load(module)
            i18n.add(table.texts)
            self._modules[game_id] = table
        return table

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._modules or catalogue.built(game_id, "table")

    def __setitem__(self, game_id: str, module: Any) -> None:
        """A table that is not in the catalogue (the tests' toy game); its texts are its own."""
        self._modules[game_id] = module if isinstance(module, Table) else load(module)

    def __delitem__(self, game_id: str) -> None:
        del self._modules[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter([g for g in {**dict.fromkeys(ENTRIES), **self._modules} if g in self])

    def __len__(self) -> int:
        return sum(1 for _ in self)


TABLES = Tables()
i18n.add(NAMES)


def load_all() -> None:
    """Import every built table (and so add all of its texts): for checks over every text."""
    for game_id in list(TABLES):
        TABLES[game_id]


def playable(game_id: str) -> bool:
    """Rules, computer player and table all exist (found without importing any of them)."""
    return GAMES.built(game_id) and game_id in TABLES and ai.has_player(game_id)


def player_range(game_id: str) -> tuple[int, int]:
    """The player counts on the box (the catalogue's entry), also for games not built yet."""
    entry = ENTRIES[game_id]
    return entry.min_players, entry.max_players


def game_ids() -> list[str]:
    """Every game of the catalogue, in its order."""
    return list(ENTRIES)


# --- levels of the computer players -----------------------------------------------------------

DEFAULT_LEVEL: str = ai.DEFAULT_LEVEL


def levels(game_id: str) -> tuple[str, ...]:
    """The levels the game's computer players may play at (``ai.levels``), easiest first."""
    return ai.levels(game_id)


def level_of(table: dict[str, Any], seat: int, game_id: str) -> str:
    """The level a computer seat plays at: the match's table notes, the default if absent."""
    chosen = table.get("levels")
    if isinstance(chosen, list) and 0 <= seat < len(chosen) and chosen[seat] in levels(game_id):
        return str(chosen[seat])
    return DEFAULT_LEVEL


# --- a game's options ----------------------------------------------------------------------------

def options_for(game_id: str, players: int) -> list[Option]:
    """The options the game declares (``Game.options``) that exist at this player count."""
    game = GAMES.get(game_id)
    if game is None:
        return []
    options = [o for o in game.options if o.applies(players)]
    if options and game_id in TABLES:
        TABLES[game_id]  # the options' names are among its table's texts
    return options


# --- the games as the home screen's form reads them ----------------------------------------------

class _Entry(dict[str, Any]):
    """A game's entry of the catalogue, its options read when first asked for (they load the
    game's rules, and its table for their words: the home screen draws before any of them)."""

    def __init__(self, game_id: str) -> None:
        low, high = player_range(game_id)
        super().__init__(playable=playable(game_id), players=[low, high], levels=list(levels(game_id)))
        self.game_id = game_id

    def __missing__(self, key: str) -> Any:
        if key != "options":
            raise KeyError(key)
        low, high = self["players"]
        declared: dict[str, Any] = {}
        for n in range(low, high + 1):  # options_for also adds the table's words
            for option in options_for(self.game_id, n):
                declared.setdefault(option.name, option)
        self["options"] = [{"name": o.name, "choices": list(o.choices), "default": o.default, "random": o.random,
                            "players": None if o.players is None else list(o.players),
                            "moot_when": [list(pair) for pair in o.moot_when]} for o in declared.values()]
        return self["options"]


class _Entries(dict[str, _Entry]):
    def __missing__(self, game_id: str) -> _Entry:
        if game_id not in game_ids():
            raise KeyError(game_id)
        self[game_id] = _Entry(game_id)
        return self[game_id]

    def get(self, game_id: str, default: Any = None) -> Any:  # computed, as [] is
        return self[game_id] if game_id in game_ids() else default


def form_catalogue() -> dict[str, Any]:
    """The games as the home screen's form reads them (the shape web/home_form.py gives), each
    entry worked out when first asked for; the build writes it whole into the page for the
    main side (:func:`form_catalogue_data`)."""
    return {"order": game_ids(), "default_level": DEFAULT_LEVEL, "name_limit": NAME_LIMIT,
            "random": RANDOM, "games": _Entries()}


def form_catalogue_data() -> dict[str, Any]:
    """The catalogue as plain JSON data, every entry and option worked out."""
    cat = form_catalogue()
    return {**cat, "games": {gid: {**cat["games"][gid], "options": cat["games"][gid]["options"]}
                             for gid in cat["order"]}}

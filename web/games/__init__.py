"""The games the table offers, and the module that draws each one's table.

A table module (``web.games.<name>``) provides:

- ``TEXTS``: its catalogue for :func:`web.i18n.add` (English and Korean);
- ``render(ctx) -> Markup``: the table (seats, cards, boards) as safe HTML;
- ``prompt(ctx) -> str``: one sentence of what to do now;
- ``label(action, ctx) -> str``: the words on the button of one legal action (plain text);
- ``describe(event, ctx) -> str | None``: one log event as a sentence (plain text);
- ``reason(code, ctx) -> str``: the end-of-match reason in words;
- optionally ``choices(ctx) -> str``: the human's legal actions as safe HTML, for games
  that group them or draw them in steps from ``ctx.ui`` (otherwise one button per action,
  labelled by ``label``);
- optionally ``end_details(ctx) -> str``: the game's breakdown of the final scores, drawn
  in the shell's end panel below every seat's total.

``ctx`` is a :class:`web.context.TableContext`: the table reads the game's own part of the
view from ``ctx.board`` and the shell's (``to_act``, ``round``, ``phase``, ``result``, ``log``)
from ``ctx.view``. The games are the catalogue's (``engine.ENTRIES``); a game is offered on
the home screen when its rules, its computer player and its table all exist.
"""

from __future__ import annotations

import importlib
from typing import Any

import ai
from engine import ENTRIES, GAMES, RANDOM, Option

from .. import i18n
from .names import TEXTS as NAMES

TABLES: dict[str, object] = {}
i18n.add(NAMES)

for _entry in ENTRIES.values():
    try:
        _module = importlib.import_module(_entry.table)
    except ModuleNotFoundError as _exc:  # that game's table is not built yet
        if _exc.name != _entry.table:
            raise
        continue
    TABLES[_entry.id] = _module
    i18n.add(_module.TEXTS)


def playable(game_id: str) -> bool:
    return game_id in GAMES and game_id in TABLES and ai.has_player(game_id)


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


def level_of(table: dict, seat: int, game_id: str) -> str:
    """The level a computer seat plays at: the match's table notes, the default if absent."""
    chosen = table.get("levels")
    if isinstance(chosen, list) and 0 <= seat < len(chosen) and chosen[seat] in levels(game_id):
        return str(chosen[seat])
    return DEFAULT_LEVEL


# --- a game's options ----------------------------------------------------------------------------

def options_for(game_id: str, players: int) -> list[Option]:
    """The options the game declares (``Game.options``) that exist at this player count."""
    game = GAMES.get(game_id)
    return [o for o in game.options if o.applies(players)] if game else []


def fit_options(game_id: str, players: int, chosen: dict[str, Any]) -> dict[str, Any]:
    """``chosen`` kept where allowed, each other option at its default (the box's set-up)."""
    out = {}
    for option in options_for(game_id, players):
        value = chosen.get(option.name, option.default)
        allowed = value in option.choices or (option.random and value == RANDOM)
        out[option.name] = value if allowed else option.default
    return out

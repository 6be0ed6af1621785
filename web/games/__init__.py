"""The games the table offers, and the module that draws each one's table.

A table module (``web.games.<name>``) provides:

- ``TEXTS``: its catalogue for :func:`web.i18n.add` (English and Korean);
- ``render(ctx, choices_html) -> str``: the table (seats, cards, boards) as safe HTML, with
  the human's choices (already drawn) placed where the game wants them;
- ``label(action, ctx) -> str``: the words on the button of one legal action (plain text);
- ``describe(event, ctx) -> str | None``: one log event as a sentence (plain text);
- ``reason(code, ctx) -> str``: the end-of-match reason in words;
- optionally ``choices(ctx) -> str``: the human's legal actions as safe HTML, for games
  that group them (otherwise one button per action, labelled by ``label``).

``ctx`` is a :class:`web.context.TableContext`. A game is offered on the home screen when
its rules, its computer player and its table all exist.
"""

from __future__ import annotations

import importlib

import ai
from engine import CATALOGUE, GAMES

from .. import i18n

#: The player counts printed on each box, shown while a game's rules are still coming.
BOX_PLAYERS = {"mundus-novus": (2, 6), "puerto-rico": (2, 5), "gilded-compass": (2, 5), "endeavor": (2, 5)}

TABLES: dict[str, object] = {}

for _gid, _name in CATALOGUE:
    try:
        _module = importlib.import_module(f"web.games.{_name}")
    except ModuleNotFoundError as _exc:  # that game's table is not built yet
        if _exc.name != f"web.games.{_name}":
            raise
        continue
    TABLES[_gid] = _module
    i18n.add(_module.TEXTS)


def playable(game_id: str) -> bool:
    return game_id in GAMES and game_id in TABLES and ai.has_player(game_id)


def player_range(game_id: str) -> tuple[int, int]:
    if game_id in GAMES:
        return GAMES[game_id].min_players, GAMES[game_id].max_players
    return BOX_PLAYERS[game_id]


def game_ids() -> list[str]:
    listed = [gid for gid, _ in CATALOGUE]
    return listed + [gid for gid in TABLES if gid not in listed]

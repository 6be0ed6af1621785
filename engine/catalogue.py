"""The one list of the games: each entry names a game's rules, computer player and table.

Everything else reads it: ``engine`` imports the rules it names (each registers itself in
``GAMES``), ``ai`` finds the computer player, ``web`` the table and the box facts the home
screen shows for games not built yet. :func:`built` and :func:`load` are the one way all
three find and import a game's part: each part is imported only when it is needed.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from types import ModuleType
from typing import Literal

#: A game's parts, each a module named by its entry: the rules (``engine.<module>``), the
#: computer player (``ai.<module>``) and the table (``web.games.<module>``).
Part = Literal["rules", "player", "table"]


@dataclass(frozen=True)
class Entry:
    """One game of the table. ``module`` is the name its parts have in ``engine``, ``ai``
    and ``web.games``; ``title`` and the player counts are the box's, ``korean_title`` and
    ``chinese_title`` the names the table shows in Korean and in Traditional Chinese (the one
    place both the rules' messages and the table read a game's name from; empty: ``title``).
    ``levels``: the levels its computer player offers (``ai.LEVELS``), easiest first; the home
    screen offers them before the player is imported (tests/contract/test_levels.py holds them
    to the player's functions).

    ``css_prefix``: the prefix of the classes and ids its table draws and its stylesheet
    (``web/static/games/<id>.css``) styles, ``mn`` for ``mn-hand``; the shared stylesheet
    holds none of them (tests/web/test_shell.py). Empty: a table with no classes of its own.
    ``small_variant``: the options, as (name, value) pairs, of the box's own variant for its
    fewest seats where it has one that puts more on the table (the Gilded Compass's neutral
    player, Endeavor's Silent Fleet): the tests play it when they play ``min_players``."""

    id: str
    module: str
    title: str
    min_players: int
    max_players: int
    levels: tuple[str, ...] = ("greedy",)
    korean_title: str = ""
    chinese_title: str = ""
    css_prefix: str = ""
    small_variant: tuple[tuple[str, str], ...] = ()

    @property
    def rules(self) -> str:
        return f"engine.{self.module}"

    @property
    def player(self) -> str:
        return f"ai.{self.module}"

    @property
    def table(self) -> str:
        return f"web.games.{self.module}"


#: In the order the table lists them.
ENTRIES_IN_ORDER = (
    Entry("mundus-novus", "mundus_novus", "Mundus Novus", 2, 6, ("easy", "greedy", "strong"), "몬두스 노부스",
          chinese_title="新世界", css_prefix="mn"),
    Entry("puerto-rico", "puerto_rico", "Puerto Rico", 2, 5, ("easy", "greedy", "strong"), "푸에르토리코",
          chinese_title="波多黎各", css_prefix="pr"),
    Entry("gilded-compass", "gilded_compass", "The Order of the Gilded Compass", 2, 5, ("easy", "greedy", "strong"),
          "금박 나침반의 명령", chinese_title="鍍金羅盤會", css_prefix="gc",
          small_variant=(("variant", "neutral_player"),)),
    Entry("endeavor", "endeavor", "Endeavor: Age of Sail", 2, 5, ("easy", "greedy", "strong"), "엔데버: 대항해시대",
          chinese_title="奮進號：大航海時代", css_prefix="ev",
          small_variant=(("two_player", "silent_fleet_a"),)),
)
ENTRIES = {e.id: e for e in ENTRIES_IN_ORDER}
#: (game id, module) pairs, in order.
CATALOGUE = tuple((e.id, e.module) for e in ENTRIES_IN_ORDER)


def _name(game_id: object, part: Part) -> str | None:
    entry = ENTRIES.get(game_id) if isinstance(game_id, str) else None
    return None if entry is None else str(getattr(entry, part))


def built(game_id: object, part: Part) -> bool:
    """Whether the catalogue's game ``game_id`` has its ``part``, found without importing it
    (so without compiling it, which is most of the page's start-up in Pyodide)."""
    name = _name(game_id, part)
    return name is not None and importlib.util.find_spec(name) is not None


def load(game_id: object, part: Part) -> ModuleType | None:
    """The module of the catalogue's game ``game_id``'s ``part``, imported the first time it is
    asked for; None for a game outside the catalogue or a part not built yet."""
    name = _name(game_id, part)
    if name is None:
        return None
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:  # a part not built yet; a missing module inside it is a fault
        if exc.name != name:
            raise
        return None

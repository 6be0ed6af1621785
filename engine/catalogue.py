"""The one list of the games: each entry names a game's rules, computer player and table.

Everything else reads it: ``engine`` imports the rules it names (each registers itself in
``GAMES``), ``ai`` finds the computer player, ``web`` the table and the box facts the home
screen shows for games not built yet.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    """One game of the table. ``module`` is the name its parts have in ``engine``, ``ai``
    and ``web.games``; ``title`` and the player counts are the box's. ``levels``: the
    levels its computer player offers (``ai.LEVELS``), easiest first; the home screen offers
    them before the player is imported (tests/contract/test_levels.py holds them to the
    player's functions)."""

    id: str
    module: str
    title: str
    min_players: int
    max_players: int
    levels: tuple[str, ...] = ("greedy",)

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
    Entry("mundus-novus", "mundus_novus", "Mundus Novus", 2, 6, ("easy", "greedy", "strong")),
    Entry("puerto-rico", "puerto_rico", "Puerto Rico", 2, 5, ("easy", "greedy", "strong")),
    Entry("gilded-compass", "gilded_compass", "The Order of the Gilded Compass", 2, 5, ("easy", "greedy", "strong")),
    Entry("endeavor", "endeavor", "Endeavor: Age of Sail", 2, 5, ("easy", "greedy", "strong")),
)
ENTRIES = {e.id: e for e in ENTRIES_IN_ORDER}
#: (game id, module) pairs, in order.
CATALOGUE = tuple((e.id, e.module) for e in ENTRIES_IN_ORDER)

"""Puerto Rico's components and tables, each fact once (source: ``data/puerto_rico.md``).

Names here are the words the actions and the view use: goods and plantation kinds
(``corn`` ... ``coffee``), ``quarry``, building names (``small_market``), role names.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The five goods, cheapest first; also the five plantation kinds. This order is the
#: order of every list and dict the engine shows.
GOODS = ("corn", "indigo", "sugar", "tobacco", "coffee")
QUARRY = "quarry"
#: Trading-house price of each good.
PRICES = {"corn": 0, "indigo": 1, "sugar": 2, "tobacco": 3, "coffee": 4}

PLANTATIONS_IN_BOX = {"corn": 10, "indigo": 12, "sugar": 11, "tobacco": 9, "coffee": 8}
QUARRIES_IN_BOX = 8
# The Korean text's "tobacco 10" is a typo: 9 makes its own total of 50 barrels.
GOODS_IN_BOX = {"corn": 10, "indigo": 11, "sugar": 11, "tobacco": 9, "coffee": 9}
#: 46 coins of 1 and 8 of 5. The rules never let the bank run dry; the count only lets
#: tests check that no doubloon appears from nowhere.
DOUBLOONS_IN_BOX = 46 + 8 * 5

ISLAND_SPACES = 12
CITY_SPACES = 12
TRADING_HOUSE_SPACES = 4
#: The wharf's private ship (ruling: capacity 11).
WHARF_CAPACITY = 11
#: Goods a player keeps on his windrose at the end of a captain phase, warehouses aside.
WINDROSE_BARRELS = 1

#: The roles, in the order the table lists them. ``prospector`` may appear twice.
ROLES = ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector")


@dataclass(frozen=True)
class Building:
    """One building of the supply board.

    ``good`` is set for production buildings (the good they make, up to ``circles`` of it).
    Large buildings take two city spaces. In the base game a building's board column (the
    largest quarry discount it admits) equals its VP, so :attr:`column` is derived.
    """

    name: str
    cost: int
    vp: int
    circles: int
    copies: int
    copies_2p: int
    good: str | None = None
    large: bool = False

    @property
    def column(self) -> int:
        return self.vp

    @property
    def violet(self) -> bool:
        return self.good is None

    @property
    def spaces(self) -> int:
        return 2 if self.large else 1


BUILDINGS = (
    Building("small_indigo_plant", 1, 1, 1, 4, 2, good="indigo"),
    Building("small_sugar_mill", 2, 1, 1, 4, 2, good="sugar"),
    Building("indigo_plant", 3, 2, 3, 3, 2, good="indigo"),
    Building("sugar_mill", 4, 2, 3, 3, 2, good="sugar"),
    Building("tobacco_storage", 5, 3, 3, 3, 2, good="tobacco"),
    Building("coffee_roaster", 6, 3, 2, 3, 2, good="coffee"),
    Building("small_market", 1, 1, 1, 2, 1),
    Building("hacienda", 2, 1, 1, 2, 1),
    Building("construction_hut", 2, 1, 1, 2, 1),
    Building("small_warehouse", 3, 1, 1, 2, 1),
    Building("hospice", 4, 2, 1, 2, 1),
    Building("office", 5, 2, 1, 2, 1),
    Building("large_market", 5, 2, 1, 2, 1),
    Building("large_warehouse", 6, 2, 1, 2, 1),
    Building("factory", 7, 3, 1, 2, 1),
    Building("university", 8, 3, 1, 2, 1),
    Building("harbor", 8, 3, 1, 2, 1),
    Building("wharf", 9, 3, 1, 2, 1),
    Building("guild_hall", 10, 4, 1, 1, 1, large=True),
    Building("residence", 10, 4, 1, 1, 1, large=True),
    Building("fortress", 10, 4, 1, 1, 1, large=True),
    Building("customs_house", 10, 4, 1, 1, 1, large=True),
    Building("city_hall", 10, 4, 1, 1, 1, large=True),
)
BUILDING = {b.name: b for b in BUILDINGS}

#: Extra doubloons of an occupied factory by the number of kinds produced.
FACTORY_BONUS = (0, 0, 1, 2, 3, 5)
#: VP chips: one a barrel shipped; one more for the captain's privilege (first load) and
#: for an occupied harbor (each loading turn).
VP_PER_BARREL = 1
CAPTAIN_PRIVILEGE_VP = 1
HARBOR_VP = 1
#: The mayor's privilege: one colonist more, from the supply.
MAYOR_PRIVILEGE_COLONISTS = 1
#: Extra doubloons per sale of an occupied small / large market.
MARKET_BONUS = {"small_market": 1, "large_market": 2}
#: Goods kinds an occupied warehouse keeps whole at the end of a captain phase.
WAREHOUSE_KINDS = {"small_warehouse": 1, "large_warehouse": 2}
#: Residence bonus by filled island spaces: up to 9 -> 4, then one more per space.
RESIDENCE_BASE = 4
RESIDENCE_FROM = 9


@dataclass(frozen=True)
class Setup:
    """What a player count changes (the 2-player column is the official variant)."""

    doubloons: int
    #: Starting plantations, from the governor clockwise.
    plantations: tuple[str, ...]
    colonists: int
    ship_colonists: int
    vp_chips: int
    ships: tuple[int, ...]
    prospectors: int
    #: Role picks in a round: one a player, or three each in the 2-player variant.
    picks: int
    plantations_removed_each: int = 0
    quarries: int = QUARRIES_IN_BOX
    goods_removed_each: int = 0
    two_player_buildings: bool = False


SETUP = {
    2: Setup(3, ("indigo", "corn"), 40, 2, 65, (4, 6), 1, 6,
             plantations_removed_each=3, quarries=5, goods_removed_each=2, two_player_buildings=True),
    3: Setup(2, ("indigo", "indigo", "corn"), 55, 3, 75, (4, 5, 6), 0, 3),
    4: Setup(3, ("indigo", "indigo", "corn", "corn"), 75, 4, 100, (5, 6, 7), 1, 4),
    5: Setup(4, ("indigo", "indigo", "indigo", "corn", "corn"), 95, 5, 122, (6, 7, 8), 2, 5),
}


def face_up_count(players: int) -> int:
    """Plantations turned face up after each settler phase: one more than the players."""
    return players + 1

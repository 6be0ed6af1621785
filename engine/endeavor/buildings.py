"""The buildings of Endeavor: Age of Sail: 49 tiles of 19 types and the 5 start tiles.

**[R]** (``rules/003_*.txt``): 19 types, 49 tiles; levels 1-4 in stacks (the Market has five
copies), level 5 seven single tiles of which three are used; the Theatre gives culture 2
and can be built at build level 3; the Docks ship **and** occupy (the Silent Fleet's
example); the Monument and the City Hall are the only buildings with effects beyond their
icons; some workers may be paid only at Salary; the start tile's sides are the Colonial
House and the Trade Dock (wealth 1).

**RECONSTRUCTION**: every other icon. The Age of Sail icons are not public
(``data/endeavor_sources.md`` §2, §9); these follow the 2009 edition's buildings (the only
public list) with copies 5/4/3/2 at levels 1-4 (42 = 45 - 3, the 2009 count less its three
level-5 tiles), two new level-5 types (Admiralty, Customs House) besides the Monument and
the City Hall, and the salary-only mark on the buildings whose one worker does two actions.
Replace by editing this table alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from .data import AND, ATTACK, CULTURE, DRAW, INDUSTRY, INFLUENCE, OCCUPY, OR, PAY, SHIP, WEALTH

MONUMENT, CITY_HALL = "monument", "city_hall"
COLONIAL_HOUSE, TRADE_DOCK = "colonial_house", "trade_dock"


@dataclass(frozen=True)
class Building:
    """One building type. ``attributes`` advance at once when built; ``glory`` scores at the
    end; ``actions`` are done by one worker (``mode`` ``and``: one or more of them in any
    order, ``or``: one of them); ``salary_only``: its worker is paid only at Salary."""

    name: str
    level: int
    copies: int
    attributes: tuple[tuple[str, int], ...] = ()
    glory: int = 0
    actions: tuple[str, ...] = ()
    mode: str = OR
    salary_only: bool = False

    def gives(self, attribute: str) -> int:
        return sum(n for a, n in self.attributes if a == attribute)

    @property
    def draw_symbols(self) -> int:
        """Card-draw icons on the tile (what the City Hall counts)."""
        return self.actions.count(DRAW)


BUILDINGS: dict[str, Building] = {b.name: b for b in (
    # level 1, five copies each ("시장 다섯 개" [R])
    Building("market", 1, 5, actions=(DRAW,)),
    Building("shipyard", 1, 5, actions=(SHIP,)),
    Building("workshop", 1, 5, ((INDUSTRY, 1),)),
    # level 2, four each
    Building("bank", 2, 4, ((WEALTH, 1),), actions=(PAY,)),
    Building("barracks", 2, 4, ((INDUSTRY, 1),), actions=(ATTACK,)),
    Building("guild_hall", 2, 4, ((CULTURE, 1),), actions=(SHIP, DRAW)),
    # level 3, three each; the Docks ship + occupy [R], the Theatre culture 2 [R]
    Building("docks", 3, 3, ((WEALTH, 1),), actions=(SHIP, OCCUPY), mode=AND, salary_only=True),
    Building("fortress", 3, 3, ((INFLUENCE, 1),), actions=(OCCUPY, ATTACK)),
    Building("theatre", 3, 3, ((CULTURE, 2),)),
    # level 4, two each
    Building("cartographer", 4, 2, ((INFLUENCE, 1),), actions=(SHIP, SHIP), mode=AND, salary_only=True),
    Building("trade_office", 4, 2, ((WEALTH, 1),), actions=(DRAW, DRAW), mode=AND, salary_only=True),
    Building("university", 4, 2, ((CULTURE, 1), (INFLUENCE, 1)), glory=2),
    # level 5, one each: seven tiles, three used ([R]: Monument, City Hall)
    Building("exchange", 5, 1, ((WEALTH, 2),), glory=1, actions=(PAY, PAY), mode=AND),
    Building("museum", 5, 1, ((CULTURE, 2),), glory=2, actions=(PAY,)),
    Building("parliament", 5, 1, ((INFLUENCE, 2),), glory=2, actions=(PAY,)),
    Building(MONUMENT, 5, 1, ((INDUSTRY, 1),), glory=2, actions=(ATTACK,)),
    Building(CITY_HALL, 5, 1, ((INFLUENCE, 1),), actions=(DRAW,)),
    Building("admiralty", 5, 1, ((INDUSTRY, 2),), glory=1, actions=(SHIP, ATTACK), mode=AND, salary_only=True),
    Building("customs_house", 5, 1, ((WEALTH, 1), (INFLUENCE, 1)), glory=1, actions=(OCCUPY, DRAW), mode=AND,
             salary_only=True),
)}

#: The start tile's two sides [R: names, the Trade Dock's wealth 1]; their actions are a
#: RECONSTRUCTION (the 2009 opening had an occupy action, `data/endeavor_sources.md` §3;
#: a dock ships): the beginner's side is the more flexible, the advanced one the richer.
START_BUILDINGS: dict[str, Building] = {b.name: b for b in (
    Building(COLONIAL_HOUSE, 0, 5, actions=(SHIP, OCCUPY)),
    Building(TRADE_DOCK, 0, 5, ((WEALTH, 1),), actions=(SHIP,)),
)}

ALL_BUILDINGS: dict[str, Building] = {**START_BUILDINGS, **BUILDINGS}

LEVEL_5 = tuple(b.name for b in BUILDINGS.values() if b.level == 5)
#: "5등급 건물 4개: 뒷면이 보이게 / 3개: 앞면이 보이게" [R].
LEVEL_5_FACE_DOWN, LEVEL_5_FACE_UP = 4, 3

assert len(BUILDINGS) == 19 and sum(b.copies for b in BUILDINGS.values()) == 49
assert len(LEVEL_5) == LEVEL_5_FACE_DOWN + LEVEL_5_FACE_UP
assert BUILDINGS["market"].copies == 5 and BUILDINGS["theatre"].gives(CULTURE) == 2
assert BUILDINGS["docks"].actions == (SHIP, OCCUPY) and BUILDINGS["docks"].mode == AND
assert MONUMENT in LEVEL_5 and CITY_HALL in LEVEL_5 and BUILDINGS[CITY_HALL].draw_symbols >= 1

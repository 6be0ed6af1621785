"""Mundus Novus as data: the resource deck, the 44 development cards and the tables.

Resource types are numbers: ``1``..``9`` are the goods by their printed value (cocoa 1 ...
vanilla 9) and ``10`` is the Inca relic (``RELIC``), which is also its value when trade
offers are totalled. Hands and offers are counts per type; cards of one type are
interchangeable, so nothing names a single resource card.

THE DEVELOPMENT CARD LIST BELOW IS A RECONSTRUCTION. The printed list of the 44 cards is
not available to this project. The list keeps every constraint of the rules text and of
``data/mundus_novus.md``: nine characters, one each, with their printed incomes; merchants
in the three ranges, some paying 1 or 2 a round; warehouses holding 1 (paying 1) or 2
cards; shipyards; caravels as the most common kind, with distinct values so that the
supply example (A holds caravel 9, C holds 2+3+4, B holds 6+7) works; a 4-6 merchant paying
1 a round (the merchant example). Player-count marks make the deck 28 cards for two
players, 32 for three, 36 for four, 40 for five and 44 for six; 20 cards carry an event
icon (four of each event). The rules read only the fields of :class:`DevCard`, so the
printed list can replace this one by editing ``DEV_CARDS`` alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

RELIC = 10
#: Resource type -> number of cards in the 120-card deck (cocoa is 16: "6" is a typo).
RESOURCE_DECK = {1: 16, 2: 16, 3: 16, 4: 12, 5: 12, 6: 12, 7: 8, 8: 8, 9: 8, RELIC: 12}
RESOURCE_NAMES = {1: "cocoa", 2: "corn", 3: "tobacco", 4: "coffee", 5: "cotton", 6: "sugar cane",
                  7: "potato", 8: "indigo", 9: "vanilla", RELIC: "inca relic"}
TYPES = tuple(range(1, RELIC + 1))
#: The goods (every type but the relic), by value.
GOODS = tuple(range(1, RELIC))

MARKET_SIZE = 3
QUEUE_SIZE = 5
SUPPLY_DRAW = 5
WIN_DOUBLOONS = 75
TRADE_SIZES = (2, 3, 4)
TRADE_MASTER_RELIC = 10  # a relic's worth when offers are totalled
VALDIVIA_BONUS = 3
ORELLANA_BONUS = 2
CORONADO_COST = 2
#: Pizarro's owner counts his highest caravel as this value for the pick order.
PIZARRO_VALUE = 0
#: Each shipyard pays this per seat owning more caravels than its owner.
SHIPYARD_PAY = 1

NO_EVENT = "none"
KINGS_HELP, NATIVES, STORM, FIRE, PIRATES = "kings_help", "natives", "storm", "fire", "pirates"
EVENTS = (KINGS_HELP, NATIVES, STORM, FIRE, PIRATES)
#: Natives: a different set pays this per card.
NATIVES_PAY = 1
#: Storm: an identical set reaches this many queue positions (card 1 only).
STORM_REACH = 1
#: Pirates hit a fleet of this many caravels or more (one random hand card each).
PIRATES_FLEET = 2

#: Rank of a value for identical sets: 0 common (1-3), 1 rare (4-6), 2 very rare (7-9).
def rank(value: int) -> int:
    return (value - 1) // 3


#: (set size, rank) -> how many queue positions (from position 1) the set may take.
QUEUE_ACCESS = {
    (3, 0): 1, (3, 1): 3, (3, 2): 5,
    (4, 0): 3, (4, 1): 5, (4, 2): 5,
    (5, 0): 5, (5, 1): 5, (5, 2): 5,
}
SAME_MIN, SAME_MAX = 3, 5
#: Identical sets a turn (any number under King's Help).
SAME_PER_TURN = 1
#: Different set: number of distinct values -> doubloons.
DIFFERENT_PAY = {4: 5, 5: 7, 6: 10, 7: 15, 8: 20, 9: 25}
DIFFERENT_MIN = min(DIFFERENT_PAY)
#: Relic set: number of relics -> doubloons.
RELIC_PAY = {1: 3, 2: 7, 3: 12, 4: 18, 5: 25}
RELIC_MAX = max(RELIC_PAY)
#: The perfect combination: one card of every good and a relic.
PERFECT_SIZE = len(GOODS) + 1

CARAVEL, MERCHANT, WAREHOUSE, SHIPYARD, CHARACTER = "caravel", "merchant", "warehouse", "shipyard", "character"
ALMAGRO, COSA, LAS_CASAS, PIZARRO, PONCE = "almagro", "cosa", "las_casas", "pizarro", "ponce"
VALDIVIA, ORELLANA, CORONADO, CORTES = "valdivia", "orellana", "coronado", "cortes"
CHARACTER_NAMES = {
    ALMAGRO: "Diego de Almagro", COSA: "Juan de la Cosa", LAS_CASAS: "Bartolome de las Casas",
    PIZARRO: "Gonzalo Pizarro", PONCE: "Juan Ponce de Leon", VALDIVIA: "Pedro de Valdivia",
    ORELLANA: "Francisco de Orellana", CORONADO: "Francisco de Coronado", CORTES: "Hernan Cortes",
}


@dataclass(frozen=True)
class DevCard:
    """One development card as printed.

    ``value``: a caravel's value; ``low``/``high``: a merchant's range; ``capacity``: how
    many resource cards a warehouse holds; ``income``: doubloons paid at the end of the
    owner's progression turn; ``event``: the icon bottom left (``None``: no event);
    ``players``: the number bottom right; ``character``: a character's key.
    """

    id: int
    kind: str
    players: int = 2
    event: str | None = None
    income: int = 0
    value: int = 0
    low: int = 0
    high: int = 0
    capacity: int = 0
    character: str = ""

    def as_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "kind": self.kind, "players": self.players, "event": self.event or NO_EVENT,
             "income": self.income}
        if self.kind == CARAVEL:
            d["value"] = self.value
        elif self.kind == MERCHANT:
            d["low"], d["high"] = self.low, self.high
        elif self.kind == WAREHOUSE:
            d["capacity"] = self.capacity
        elif self.kind == CHARACTER:
            d["character"] = self.character
            d["name"] = CHARACTER_NAMES[self.character]
        return d


def _cards() -> tuple[DevCard, ...]:
    rows: list[dict[str, Any]] = []
    # Caravels: value, players, event.
    for value, players, event in (
        (1, 2, None), (2, 2, "pirates"), (3, 2, None), (4, 2, "storm"), (5, 2, None), (6, 2, "fire"),
        (7, 2, None), (8, 2, "kings_help"), (9, 2, "natives"), (10, 2, None), (11, 3, "pirates"),
        (12, 4, None), (13, 5, "storm"), (14, 6, None),
    ):
        rows.append({"kind": CARAVEL, "value": value, "players": players, "event": event})
    # Merchants: range, income, players, event.
    for (low, high), income, players, event in (
        ((1, 3), 2, 2, None), ((1, 3), 1, 2, "natives"), ((1, 3), 0, 4, "fire"),
        ((4, 6), 1, 2, None), ((4, 6), 1, 2, "kings_help"), ((4, 6), 0, 5, "pirates"),
        ((7, 9), 1, 2, "storm"), ((7, 9), 0, 2, None), ((7, 9), 0, 6, "natives"),
    ):
        rows.append({"kind": MERCHANT, "low": low, "high": high, "income": income, "players": players, "event": event})
    # Warehouses: capacity, income, players, event.
    for capacity, income, players, event in (
        (1, 1, 2, "fire"), (1, 1, 3, None), (1, 1, 5, "kings_help"),
        (2, 0, 2, None), (2, 0, 3, "storm"), (2, 0, 6, None),
    ):
        rows.append({"kind": WAREHOUSE, "capacity": capacity, "income": income, "players": players, "event": event})
    # Shipyards: players, event.
    for players, event in ((2, None), (3, None), (4, None), (4, "natives"), (5, None), (6, None)):
        rows.append({"kind": SHIPYARD, "players": players, "event": event})
    # Characters: key, income, players, event.
    for character, income, players, event in (
        (ALMAGRO, 2, 2, None), (COSA, 1, 2, None), (LAS_CASAS, 1, 2, "kings_help"),
        (PIZARRO, 0, 2, "pirates"), (PONCE, 0, 2, None), (VALDIVIA, 1, 2, None),
        (ORELLANA, 0, 2, None), (CORONADO, 0, 2, None), (CORTES, 3, 2, "fire"),
    ):
        rows.append({"kind": CHARACTER, "character": character, "income": income, "players": players,
                     "event": event})
    return tuple(DevCard(id=i, **row) for i, row in enumerate(rows))


DEV_CARDS: tuple[DevCard, ...] = _cards()
DEV_COUNT = len(DEV_CARDS)
assert DEV_COUNT == 44 and sum(RESOURCE_DECK.values()) == 120

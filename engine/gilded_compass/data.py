"""The Order of the Gilded Compass: every component fact once.

Facts marked **[R]** are the rules text's (``rules/004_*.txt``, Korean): counts of every
component, rounds, University spaces, display sizes, the Treasure Tower tokens. Everything
marked **RECONSTRUCTION** is not public (see ``data/gilded_compass_sources.md`` §7) and was
designed here within every constraint of the rules text and the sources file; it can be
replaced by editing this module alone (the engine reads tiles only through these tables).

Words the actions and the view use: building ids (``university`` ...), site colours
(``pompeii`` ...), specialist kinds (``cartographer``, ``excavator``), artifact types
(``desert`` ...), ability names (``timely_gift`` ...), tower metals (``bronze`` ...).
Tiles the players hold are numbered: a map, a specialist, a magic item, a mission or a
collection is its index in :data:`MAPS`, :data:`SPECIALISTS`, :data:`ITEMS`,
:data:`MISSIONS` or :data:`COLLECTIONS`.
"""

from __future__ import annotations

from dataclasses import dataclass

# --- buildings [R] ------------------------------------------------------------------------

UNIVERSITY, ARCHIVES, LIBRARY = "university", "archives", "library"
GUILD, AUCTION_HOUSE = "guild", "auction_house"
HIDDEN_TEMPLE, ILLUMINATI, SUNKEN_GALLEON, TREASURE_TOWER = (
    "hidden_temple", "illuminati", "sunken_galleon", "treasure_tower")
#: The "A" buildings, in every game.
A_BUILDINGS = (UNIVERSITY, ARCHIVES, LIBRARY)
#: One "B" building is chosen ("보물 사냥꾼 길드 또는 경매장").
B_BUILDINGS = (GUILD, AUCTION_HOUSE)
#: One "C" building is chosen ("숨겨진 사원, 일루미나티, 잠긴 갤리온 또는 보물 탑").
C_BUILDINGS = (HIDDEN_TEMPLE, ILLUMINATI, SUNKEN_GALLEON, TREASURE_TOWER)


def resolution_order(b: str, c: str | None) -> tuple[str, ...]:
    """The buildings in the order they resolve: "좌에서 우로, 상단에서 하단으로" as laid out
    (B left of the Archives, C right of it, the University below; ruling in
    ``data/gilded_compass.md``), the Library always last ("도서관은 항상 마지막으로")."""
    return (b, ARCHIVES, *((c,) if c else ()), UNIVERSITY, LIBRARY)


# --- players, dice, rounds [R] -------------------------------------------------------------

DICE_PER_PLAYER = 8
#: Neutral dice handed to each player in the neutral-player variant ("주사위 2개를 추가로").
NEUTRAL_DICE_PER_PLAYER = 2
#: A Little Help: "2개의 추가 주사위를 얻습니다" (the box's 42 dice are 5 x 8 + these 2).
HELP_DICE = 2
#: Mighty Power: "원하는 결과로 2개의 주사위를 설정합니다".
POWER_DICE = 2
FACES = (1, 2, 3, 4, 5, 6)
#: The box holds 24 knowledge tokens (COUNTS); they are not a limit: a die in the Library
#: always earns one ("제거한 주사위마다").
KNOWLEDGE_AT_START = 1
ROUNDS = {2: 6, 3: 6, 4: 5, 5: 5}


def university_spaces(players: int) -> int:
    """University entrances: 4, 5, 6, 7 for 2-5 players ("플레이어 수 + 2")."""
    return players + 2


#: Maps shown at the Archives each round ("4개의 타일을 뽑아서").
MAPS_SHOWN = 4
#: Magic items shown at the Hidden Temple each round, by player count.
ITEMS_SHOWN = {2: 2, 3: 3, 4: 4, 5: 4}
#: Special abilities shown at the Illuminati each round.
ABILITIES_SHOWN = 3
#: Auction House: (tiles drawn, tiles kept) by rank; the third rank only with 5 players.
AUCTION_DRAWS = ((3, 2), (2, 1), (1, 1))
#: Auction House with a neutral winner / runner-up: tiles discarded face up at random.
AUCTION_NEUTRAL_DISCARDS = (4, 2)
#: Guild: the winner draws this many missions and keeps one.
GUILD_DRAW = 3
#: Guild with a neutral winner: the human runner-up draws only this many.
GUILD_NEUTRAL_WINNER_DRAW = 2
#: Places rewarded at the Auction House and the Guild: two, three with five players.
B_RANKS = {2: 2, 3: 2, 4: 2, 5: 3}
#: Sunken Galleon: tiles kept by the player with most dice there, and by every other.
GALLEON_KEEP_MOST, GALLEON_KEEP_OTHER = 2, 1
#: Tower floors (a die pushed off the third goes to the Library) and their tokens.
TOWER_FLOORS = 3
TOWER_LOW = (1, 2, 3)  # the left tower; 4-6 enter the right one
TOWER_SUM = 7
UNIVERSITY_PAIR_SUM = 5
METALS = ("bronze", "silver", "gold")
#: Tower tokens by metal, their gold values [R] ("1개 X 0 골드, 10개 X 1 골드 ...").
TOWER_TOKENS = {
    "bronze": (0,) + (1,) * 10 + (2,),
    "silver": (1,) * 5 + (2,) * 6 + (3,),
    "gold": (1,) + (2,) * 6 + (3,) * 5,
}

# --- special abilities [R] (x5 each) ------------------------------------------------------

TIMELY_GIFT, WILL_TO_WIN, A_LITTLE_HELP, MIGHTY_POWER = "timely_gift", "will_to_win", "a_little_help", "mighty_power"
ABILITIES = (TIMELY_GIFT, WILL_TO_WIN, A_LITTLE_HELP, MIGHTY_POWER)
ABILITY_COPIES = 5
#: Buildings where Will to Win may tie a set ("동일한 주사위 세트를 배치하여 무승부"): those
#: whose rules forbid an identical set (ruling, see README).
WILL_TO_WIN_BUILDINGS = (ARCHIVES, AUCTION_HOUSE, GUILD, ILLUMINATI)

# --- scoring [R] ----------------------------------------------------------------------------

KNOWLEDGE_PER_GOLD = 2
UNUSED_ABILITY_GOLD = 1
ARTIFACT_GOLD_MOST, ARTIFACT_GOLD_PREFERRED, ARTIFACT_GOLD_OTHER = 4, 2, 1

# --- sites, specialists, maps ---------------------------------------------------------------

#: The six sites the rules text names, which are the six colours of maps, specialists and
#: magic items: the Temple of Pompeii, the lost city of Atlantis, the jungle ruins, the
#: Pharaoh's tomb, the tower of the gods, the temple of darkness.
COLOURS = ("pompeii", "atlantis", "ruins", "pharaoh", "gods", "darkness")
CARTOGRAPHER, EXCAVATOR = "cartographer", "excavator"
KINDS = (CARTOGRAPHER, EXCAVATOR)


@dataclass(frozen=True)
class Specialist:
    colour: str
    kind: str
    gold: int


#: RECONSTRUCTION (strong: the predecessor's 36 patricians, 3 women + 3 men of value I-III
#: in six colours; the rules text: "1-3 골드"): every colour x kind x gold 1-3, once.
SPECIALISTS = tuple(Specialist(c, k, g) for c in COLOURS for k in KINDS for g in (1, 2, 3))


@dataclass(frozen=True)
class MapTile:
    """A map (or a mission used as one): the colours whose specialists it takes, its
    small value (no specialist) and large value (at least one) [R]."""

    colours: tuple[str, ...]
    small: int
    large: int


#: RECONSTRUCTION: four maps a colour, like the predecessor's four provinces (I-IV) a
#: colour, with the two values the rules text prints on each map.
MAP_VALUES = ((1, 3), (1, 4), (2, 4), (2, 5))
#: RECONSTRUCTION: the two maps beyond 24 are the predecessor's grey wildcard (a province
#: of value 0 that takes patricians of any colour): maps of every site, 0 without a
#: specialist, 3 with one.
WILD_MAPS = 2
WILD_VALUES = (0, 3)
MAPS = tuple(MapTile((c,), s, lg) for c in COLOURS for s, lg in MAP_VALUES) + (
    MapTile(COLOURS, *WILD_VALUES),) * WILD_MAPS

# --- magic items ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Item:
    """A magic item: it doubles one specialist of its colour and kind (a compass for a
    cartographer, a tool for an excavator) [R]; ``dice`` are the two it needs."""

    colour: str
    kind: str
    dice: tuple[int, int]


#: RECONSTRUCTION: 6 colours x (compass, tool) x 2 copies; the two dice each tile needs
#: cover the 21 pairs of faces (15 mixed, 6 doubles) and three mixed pairs again, so that
#: every face is asked for equally often (8 times).
ITEM_DICE = ((1, 2), (3, 4), (5, 6), (1, 1), (1, 3), (2, 4), (3, 5), (4, 4), (1, 4), (2, 5), (3, 6), (2, 2),
             (1, 5), (2, 6), (4, 5), (3, 3), (1, 6), (2, 3), (4, 6), (5, 5), (5, 6), (1, 2), (3, 4), (6, 6))
ITEMS = tuple(Item(COLOURS[i // 4], KINDS[(i // 2) % 2], ITEM_DICE[i]) for i in range(24))

# --- artifacts and collections (Auction House) ----------------------------------------------

ARTIFACT_TYPES = ("desert", "jungle", "water", "fire", "holy", "dark")  # [R]
ARTIFACT_COPIES = 6  # [R]


@dataclass(frozen=True)
class Collection:
    """A private collection: its most-desired (4 gold each) and preferred (2 gold each)
    artifact type [R]."""

    most: str
    preferred: str


#: RECONSTRUCTION: each type is most desired on one tile and preferred on another.
COLLECTIONS = tuple(Collection(ARTIFACT_TYPES[i], ARTIFACT_TYPES[(i + 1) % 6]) for i in range(6))

# --- sunken treasures ------------------------------------------------------------------------

#: RECONSTRUCTION (moderate: the predecessor's 30 Fortuna tiles, 8 x I, 14 x II, 8 x III;
#: the rules text: "1에서 3 Gold").
SUNKEN_TREASURES = (1,) * 8 + (2,) * 14 + (3,) * 8

# --- missions ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Mission:
    """A secret mission (Guild): its name, its condition and gold as a person reads them,
    the rule that scores it (:mod:`.missions`) with its figures, and the building it needs
    (``None``: any game with the Guild). A mission with ``map`` is a secret or double map:
    it scores as a map and takes specialists like one [R]."""

    name: str
    text: str
    rule: str
    gold: int = 0
    threshold: int = 0
    building: str | None = None
    map: MapTile | None = None


#: RECONSTRUCTION: the 20 missions. The rules text names only "비밀 지도" and "이중 지도"
#: missions; the rest follow the predecessor's senate cards (end-game goals for what a
#: player gathered). One mission for each C building, left out when it is not in play.
MISSIONS = (
    Mission("Secret map of Atlantis", "A map of Atlantis: 2 gold, 5 with a specialist.", "map",
            map=MapTile(("atlantis",), 2, 5)),
    Mission("Secret map of the Pharaoh's tomb", "A map of the Pharaoh's tomb: 2 gold, 5 with a specialist.", "map",
            map=MapTile(("pharaoh",), 2, 5)),
    Mission("Secret map of the temple of darkness", "A map of the temple of darkness: 2 gold, 5 with a specialist.",
            "map", map=MapTile(("darkness",), 2, 5)),
    Mission("Double map: Pompeii and the jungle ruins",
            "A map of both sites (specialists of either colour): 1 gold, 4 with a specialist.", "map",
            map=MapTile(("pompeii", "ruins"), 1, 4)),
    Mission("Double map: the jungle ruins and the tower of the gods",
            "A map of both sites (specialists of either colour): 1 gold, 4 with a specialist.", "map",
            map=MapTile(("ruins", "gods"), 1, 4)),
    Mission("Double map: the tower of the gods and Pompeii",
            "A map of both sites (specialists of either colour): 1 gold, 4 with a specialist.", "map",
            map=MapTile(("gods", "pompeii"), 1, 4)),
    Mission("Guild of cartographers", "At least 4 cartographers: 4 gold.", "cartographers", 4, 4),
    Mission("Guild of excavators", "At least 4 excavators: 4 gold.", "excavators", 4, 4),
    Mission("World traveller", "Ancient maps of at least 4 different sites: 5 gold.", "sites", 5, 4),
    Mission("Map hoard", "At least 6 ancient maps: 5 gold.", "maps", 5, 6),
    Mission("Expedition teams", "A cartographer and an excavator of the same colour, in at least 2 colours: 4 gold.",
            "teams", 4, 2),
    Mission("Scholar", "At least 5 knowledge tokens at the end: 3 gold.", "knowledge", 3, 5),
    Mission("Renowned specialists", "Specialists with at least 12 gold printed on them: 4 gold.", "specialist_gold",
            4, 12),
    Mission("Master of intrigue", "At least 3 missions, this one included: 4 gold.", "missions", 4, 3),
    Mission("Great finds", "At least 3 ancient maps with a large value of 4 or more: 4 gold.", "great_maps", 4, 3),
    Mission("Masters of their craft", "At least 3 specialists of 3 gold: 4 gold.", "masters", 4, 3),
    Mission("Arcane collector", "At least 2 magic items: 4 gold.", "items", 4, 2, building=HIDDEN_TEMPLE),
    Mission("Enlightened", "At least 2 special abilities gained (used or not): 3 gold.", "abilities", 3, 2,
            building=ILLUMINATI),
    Mission("Deep diver", "Sunken treasures worth at least 8 gold: 4 gold.", "sunken", 4, 8,
            building=SUNKEN_GALLEON),
    Mission("Summit", "At least 2 gold treasure tokens: 4 gold.", "gold_tokens", 4, 2, building=TREASURE_TOWER),
)


def missions_in_play(c: str | None) -> list[int]:
    """The missions shuffled into the Guild's stack: a mission needing a C building
    leaves the game when that building is not in play (the B building it could need is
    the Guild itself, always in play when missions are)."""
    return [i for i, m in enumerate(MISSIONS) if m.building is None or m.building == c]


# --- components as counted by the rules text [R], for the tests -----------------------------

COUNTS = {"maps": 26, "specialists": 36, "items": 24, "missions": 20, "collections": 6, "artifacts": 36,
          "sunken": 30, "abilities": 20, "knowledge": 24, "tower": 36}

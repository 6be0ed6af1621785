"""Endeavor: Age of Sail: the rules' numbers, each once.

Facts marked **[R]** are the rules text's (``rules/003_*.txt``, Korean). The track levels
are fixed by the text's examples and its worked final score (``data/endeavor.md``); the
trade-token mix is a **RECONSTRUCTION** (the 2009 edition's mix, the only one public:
``data/endeavor_sources.md`` §6), replaceable here alone. Buildings, cards and the two
board sides are in :mod:`.buildings`, :mod:`.cards` and :mod:`.maps`.

Words the actions and the view use: attributes ``industry``, ``culture``, ``wealth``,
``influence``; actions ``ship``, ``occupy``, ``attack``, ``pay``, ``draw``; token kinds
(:data:`TOKENS`).
"""

from __future__ import annotations

# --- attributes and actions [R] --------------------------------------------------------------

INDUSTRY, CULTURE, WEALTH, INFLUENCE = "industry", "culture", "wealth", "influence"
#: The four attributes, in the order of the player mat (and the phases they drive).
ATTRIBUTES = (INDUSTRY, CULTURE, WEALTH, INFLUENCE)

SHIP, OCCUPY, ATTACK, PAY, DRAW = "ship", "occupy", "attack", "pay", "draw"
#: The five actions ("선적 - 점령 - 공격 - 지불 - 카드 뽑기").
ACTIONS = (SHIP, OCCUPY, ATTACK, PAY, DRAW)

#: "+": every action shown, one or more, in any order; "/": one of them.
AND, OR = "and", "or"

# --- the match [R] -----------------------------------------------------------------------------

ROUNDS = 7
#: "플레이어마다 한 가지 색깔로 35개씩" (the Silent Fleet uses an unused colour's 35).
DISCS = 35
#: The shore: the start building and one building a round.
SHORE = 1 + ROUNDS
#: "총 개수가 5장을 넘길 수는 없습니다" (the governor slot apart).
MAX_CARDS = 5
#: One slavery card may be held beyond the card limit.
EXTRA_SLAVERY_CARDS = 1
#: "총독 카드 전용 칸에 카드가 없다면 명예 점수 3점".
EMPTY_GOVERNOR_SLOT_GLORY = 3
#: "항구에 남은 원반 3개마다 1점".
HARBOUR_DISCS_PER_GLORY = 3
#: "한 장당 1점씩 명예 점수를 잃습니다".
SET_ASIDE_SLAVERY_GLORY = -1
#: The worker on an attack goes to the supply, the second disc takes the space.
ATTACK_DISCS = 2

# --- the attribute tracks ([R] examples; data/endeavor.md) -------------------------------------

#: The values where levels 1-5 begin: industry 5 builds level 3, culture 3 grows 3, wealth 2
#: pays 2, influence 3 holds 2 cards (the rules' examples); culture 0 grows 2 and wealth 0
#: pays 1 (the designer's opening).
LEVEL_STARTS = (0, 2, 4, 7, 10)
#: From this value on every space of a track is marked with its own number (the worked
#: example scores industry 10 and influence 12 as they stand).
ALL_MARKED_FROM = 10


def level(value: int) -> int:
    """The level (1-5) a track's value reaches."""
    return sum(1 for start in LEVEL_STARTS if value >= start)


def build_level(industry: int) -> int:
    """The highest building level a player may build ("건설 등급")."""
    return level(industry)


def growth(culture: int) -> int:
    """Discs taken into the harbour at Growth ("인구 증가 등급")."""
    return level(culture) + 1


def salary(wealth: int) -> int:
    """Workers a player may pay at Salary ("월급 등급")."""
    return level(wealth)


def card_limit(influence: int) -> int:
    """Cards a player may keep at Discard, slavery extra and governor slot apart."""
    return level(influence)


_GLORY_BELOW_TEN = [max(s for s in LEVEL_STARTS if s <= v) for v in range(ALL_MARKED_FROM)]


def track_glory(value: int) -> int:
    """The glory a track scores at the end: a cube on a marked space scores its number,
    otherwise it slides left to the nearest mark ("가장 가까운 기호가 있는 칸까지 ... 왼쪽으로")."""
    if value >= ALL_MARKED_FROM:
        return value
    return _GLORY_BELOW_TEN[max(0, value)]


# --- trade tokens ---------------------------------------------------------------------------

SHIP_OR_DRAW, OCCUPY_OR_DRAW, PAY_TOKEN, ATTACK_TOKEN = "ship_draw", "occupy_draw", "pay_token", "attack_token"

#: RECONSTRUCTION: the 2009 mix (the only public one), 95 tokens of 8 kinds [R: 95, 8 kinds,
#: brown attribute tokens and blue action tokens]. Brown tokens are named by their attribute.
TOKENS = {
    INDUSTRY: 17, CULTURE: 20, WEALTH: 17, INFLUENCE: 25,
    SHIP_OR_DRAW: 6, OCCUPY_OR_DRAW: 6, PAY_TOKEN: 2, ATTACK_TOKEN: 2,
}
TOKEN_COUNT = 95
#: What each blue token lets its holder do ("/": one of them).
ACTION_TOKENS = {
    SHIP_OR_DRAW: (SHIP, DRAW), OCCUPY_OR_DRAW: (OCCUPY, DRAW), PAY_TOKEN: (PAY,), ATTACK_TOKEN: (ATTACK,),
}

assert sum(TOKENS.values()) == TOKEN_COUNT and len(TOKENS) == 8
assert set(ACTION_TOKENS) | set(ATTRIBUTES) == set(TOKENS)

# --- areas [R] --------------------------------------------------------------------------------

EUROPE = "europe"
#: Europe's second deck ("유럽 덱과 노예 덱"); drawn with the discs in Europe.
SLAVERY = "slavery"
REGIONS = ("africa", "south_america", "caribbean", "north_america", "india", "far_east")
AREAS = (EUROPE, *REGIONS)
#: The eight decks; both European decks read Europe's discs.
DECKS = (EUROPE, SLAVERY, *REGIONS)


def deck_area(deck: str) -> str:
    return EUROPE if deck == SLAVERY else deck


#: The two board sides: A for 2, 3 or a high-conflict 4; B for a low-conflict 4, or 5 [R].
SIDE_A, SIDE_B = "a", "b"

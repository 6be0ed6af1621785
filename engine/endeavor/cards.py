"""The asset cards and the governors of Endeavor: Age of Sail.

**[R]** (``rules/003_*.txt``): 42 asset cards in eight decks, stacked 5-4-3-2-1 from the
bottom (the Europe and Slavery decks with a 0 card on top), six governors apart; each
region's value-1 card gives a disc from the supply; the Europe 5 card abolishes slavery;
the examples' cards: North America 3 = industry 2, culture 2; South America 1 = culture 2;
two slavery cards losing industry 5 and wealth 2.

**RECONSTRUCTION**: every value. The Age of Sail values are not public; these are the 2009
edition's (``data/endeavor.md``), which agree with all three examples, the 2009 region 0
card being the governor. Replace by editing :data:`CARD_TABLE` alone. A card is its index
in :data:`CARDS`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .data import CULTURE, EUROPE, INDUSTRY, INFLUENCE, REGIONS, SLAVERY, WEALTH

#: The value of a governor (not drawn: won by opening its region).
GOVERNOR = -1


@dataclass(frozen=True)
class Card:
    """``deck`` (an area's deck, or ``slavery``), ``value`` (the draw value; ``GOVERNOR`` for
    a governor), the attributes it advances and the glory it scores."""

    deck: str
    value: int
    attributes: tuple[tuple[str, int], ...] = ()
    glory: int = 0

    def gives(self, attribute: str) -> int:
        return sum(n for a, n in self.attributes if a == attribute)

    @property
    def governor(self) -> bool:
        return self.value == GOVERNOR

    @property
    def slavery(self) -> bool:
        return self.deck == SLAVERY

    @property
    def abolition(self) -> bool:
        """The Europe 5 card ("노예제 폐지") [R]."""
        return self.deck == EUROPE and self.value == 5

    @property
    def disc(self) -> bool:
        """A region's value-1 card: a disc from the supply to the harbour [R]."""
        return self.deck in REGIONS and self.value == 1


def _card(deck: str, value: int, glory: int = 0, **attrs: int) -> Card:
    names = {"I": INDUSTRY, "C": CULTURE, "W": WEALTH, "N": INFLUENCE}
    return Card(deck, value, tuple((names[k], v) for k, v in attrs.items()), glory)


#: RECONSTRUCTION (2009 values); per deck: governor (regions), then values 0/1 to 5.
CARD_TABLE: tuple[Card, ...] = (
    _card(EUROPE, 0, C=1, W=1), _card(EUROPE, 1, C=2, N=1), _card(EUROPE, 2, N=3),
    _card(EUROPE, 3, I=1, C=1, W=1, N=1), _card(EUROPE, 4, 5), _card(EUROPE, 5, 3, C=3),
    _card(SLAVERY, 0, I=2), _card(SLAVERY, 1, W=2), _card(SLAVERY, 2, I=1, W=2), _card(SLAVERY, 3, I=3),
    _card(SLAVERY, 4, I=2, W=2), _card(SLAVERY, 5, I=3, W=2),
    _card("africa", GOVERNOR, 1, W=2, N=1), _card("africa", 1, I=1, N=1), _card("africa", 2, I=1, W=1, N=1),
    _card("africa", 3, W=2, N=2), _card("africa", 4, 1, I=2, W=1, N=1), _card("africa", 5, 2, I=2, W=2),
    _card("south_america", GOVERNOR, 1, N=3), _card("south_america", 1, C=2), _card("south_america", 2, C=3),
    _card("south_america", 3, C=4), _card("south_america", 4, 2, W=3), _card("south_america", 5, 3, W=3),
    _card("caribbean", GOVERNOR, 1, C=2, N=1), _card("caribbean", 1, N=2), _card("caribbean", 2, W=1, N=2),
    _card("caribbean", 3, W=4), _card("caribbean", 4, 2, N=3), _card("caribbean", 5, 3, I=3),
    _card("north_america", GOVERNOR, 1, W=1, N=2), _card("north_america", 1, I=2), _card("north_america", 2, W=3),
    _card("north_america", 3, I=2, C=2), _card("north_america", 4, 1, C=2, N=2), _card("north_america", 5, 6),
    _card("india", GOVERNOR, 1, C=1, W=1, N=1), _card("india", 1, C=1, N=1), _card("india", 2, C=1, W=1, N=1),
    _card("india", 3, C=1, W=2, N=1), _card("india", 4, 2, W=2, N=1), _card("india", 5, 2, W=2, N=2),
    _card("far_east", GOVERNOR, 1, I=2, C=1), _card("far_east", 1, I=1, W=1), _card("far_east", 2, I=2, W=1),
    _card("far_east", 3, I=2, W=2), _card("far_east", 4, 1, I=1, C=1, W=1, N=1), _card("far_east", 5, 3, N=3),
)
CARDS = CARD_TABLE


def deck_cards(deck: str) -> list[int]:
    """A deck as stacked at setup, bottom first: 5-4-3-2-1(-0) [R]; the top is the last."""
    cards = [i for i, c in enumerate(CARDS) if c.deck == deck and not c.governor]
    return sorted(cards, key=lambda i: -CARDS[i].value)


def governor_of(region: str) -> int:
    return next(i for i, c in enumerate(CARDS) if c.deck == region and c.governor)


ABOLITION = next(i for i, c in enumerate(CARDS) if c.abolition)

assert sum(1 for c in CARDS if not c.governor) == 42 and sum(1 for c in CARDS if c.governor) == 6
assert [CARDS[i].value for i in deck_cards(EUROPE)] == [5, 4, 3, 2, 1, 0]
assert CARDS[deck_cards("north_america")[2]].attributes == ((INDUSTRY, 2), (CULTURE, 2))
assert CARDS[deck_cards("south_america")[-1]].attributes == ((CULTURE, 2),)

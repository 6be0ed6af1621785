"""Endeavor's icons, one SVG symbol per kind, written once per page (``SYMBOLS``, the shell's
sprite): the four attributes (산업, 문화, 재산, 영향력: a gear, a book, coins, a crown), the five
actions (선적 a ship, 점령 a flag, 공격 crossed swords, 지불 a coin paid out, 카드 뽑기 a card) and each
trade token's face (a brown token shows its attribute; a blue one its action, the two
"or draw" tokens a card beside it). Drawn in ``currentColor``: white on a token's brown or
blue, ink on a button.

A token on the map is a disc with its icon (:func:`token_disc`, SVG); elsewhere a chip
(:func:`token_icon`, HTML); either way named in words."""

from __future__ import annotations

from engine.endeavor.data import ATTACK, ATTRIBUTES, DRAW, OCCUPY, PAY, SHIP, TOKENS

from ...markup import Markup, fragment, h
from ...pictures import Symbol, picture

_INK = "currentColor"


def _paths(*d: str) -> Markup:
    return fragment(*(h.path(d=x, fill=_INK) for x in d))


def _sword() -> Markup:
    return _paths("M10.8 0.5h2.4V16h-2.4z", "M7 15.5h10v2.4H7zM10.9 18h2.2v5h-2.2z")


_ATTRIBUTE_BODIES = {
    # A gear: a dashed thick ring is its eight teeth around a plain ring.
    "industry": fragment(h.circle(cx=12, cy=12, r=8, fill="none", stroke=_INK, stroke_width=5,
                                  stroke_dasharray="3.14 3.14"),
                         h.circle(cx=12, cy=12, r=5.6, fill="none", stroke=_INK, stroke_width=3.2)),
    "culture": _paths("M1.5 5.5c3.6-1.4 7.2-1.2 9.6.9V20.5c-2.4-1.8-6-2-9.6-.7z"
                      "M22.5 5.5c-3.6-1.4-7.2-1.2-9.6.9V20.5c2.4-1.8 6-2 9.6-.7z"),
    "wealth": fragment(*(h.rect(x=x, y=y, width=w, height=4.5, rx=2.2, fill=_INK)
                         for x, y, w in ((3, 16.5, 18), (4.5, 10.5, 15), (6, 4.5, 12)))),
    "influence": _paths("M3 18.5h18V21H3zM3 17 1.8 6.5l5.4 4.3L12 3l4.8 7.8 5.4-4.3L21 17z"),
}
_ACTION_BODIES = {
    SHIP: _paths("M11.2 2h1.6v13h-1.6z", "M13.4 3.2 20 13h-6.6z", "M10.6 5.5 5 13h5.6z", "M1.5 15h21l-3.6 6H5.1z"),
    OCCUPY: _paths("M4.5 2h2.4v20H4.5z", "M7.5 3h13l-3.6 4.6 3.6 4.6h-13z"),
    ATTACK: fragment(h.g(_sword(), transform="rotate(45 12 12)"), h.g(_sword(), transform="rotate(-45 12 12)")),
    # A coin paid out: a coin and an arrow away from it.
    PAY: fragment(h.circle(cx=8.5, cy=12, r=6.3, fill="none", stroke=_INK, stroke_width=2.6),
                  _paths("M14.5 10.5h4.5V7l5 5-5 5v-3.5h-4.5z")),
    DRAW: fragment(h.rect(x=3, y=4.5, width=12, height=17, rx=2, fill="none", stroke=_INK, stroke_width=2),
                   h.rect(x=8.5, y=2, width=12.5, height=17.5, rx=2, fill=_INK, transform="rotate(10 14.7 10.7)")),
}
#: A blue token's face: its action, or its action with a card beside it ("or draw a card").
_BLUE = {"ship_draw": SHIP, "occupy_draw": OCCUPY, "pay_token": PAY, "attack_token": ATTACK}
_WITH_CARD = {"ship_draw", "occupy_draw"}


def _blue_body(kind: str) -> Markup:
    action = _BLUE[kind]
    if kind not in _WITH_CARD:
        return h.use(href=f"#ev-{action}")
    return fragment(h.use(href=f"#ev-{action}", x=0, y=0, width=17, height=17),
                    h.use(href=f"#ev-{DRAW}", x=12, y=10, width=12, height=14))


def symbol_of(kind: str) -> str:
    """The symbol's id of an attribute, an action or a token kind."""
    return f"ev-{kind}" if kind in ATTRIBUTES or kind in _ACTION_BODIES else "ev-t-" + kind.replace("_", "-")


SYMBOLS = (
    *(Symbol(f"ev-{a}", body) for a, body in _ATTRIBUTE_BODIES.items()),
    *(Symbol(f"ev-{a}", body) for a, body in _ACTION_BODIES.items()),
    *(Symbol(symbol_of(kind), _blue_body(kind)) for kind in _BLUE),
)

assert set(_ATTRIBUTE_BODIES) == set(ATTRIBUTES) and set(_BLUE) | set(ATTRIBUTES) == set(TOKENS)


def token_class(kind: str) -> str:
    return "ev-brown" if kind in ATTRIBUTES else "ev-blue"


def token_icon(kind: str, name: str, decorative: bool = False) -> Markup:
    """A token as a chip: its icon on its colour (HTML), named ``name``."""
    return h.span(picture(symbol_of(kind), name, cls="ev-ico", decorative=decorative),
                  class_=["ev-tok", token_class(kind), f"ev-t-{kind}"])


def icon(kind: str, name: str, decorative: bool = False) -> Markup:
    """An attribute's or an action's icon in ink (HTML), named ``name``."""
    return picture(symbol_of(kind), name, cls=["ev-ico", f"ev-i-{kind}"], decorative=decorative)


def token_disc(kind: str, x: float, y: float, r: float) -> Markup:
    """A token on the map (SVG): a disc of its colour with its icon; its name is the space's."""
    fill = "ev-sbrown" if kind in ATTRIBUTES else "ev-sblue"
    s = r * 1.45
    return fragment(h.circle(cx=f"{x:.1f}", cy=f"{y:.1f}", r=f"{r:.1f}", class_=[fill, f"ev-s-{kind}"]),
                    h.use(href=f"#{symbol_of(kind)}", x=f"{x - s / 2:.1f}", y=f"{y - s / 2:.1f}", width=f"{s:.1f}",
                          height=f"{s:.1f}"))

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

from ...markup import Markup, escape
from ...pictures import Symbol, picture

_ATTRIBUTE_BODIES = {
    # A gear: a dashed thick ring is its eight teeth around a plain ring.
    "industry": ('<circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" stroke-width="5"'
                 ' stroke-dasharray="3.14 3.14"/><circle cx="12" cy="12" r="5.6" fill="none" stroke="currentColor"'
                 ' stroke-width="3.2"/>'),
    "culture": ('<path fill="currentColor" d="M1.5 5.5c3.6-1.4 7.2-1.2 9.6.9V20.5c-2.4-1.8-6-2-9.6-.7z'
                'M22.5 5.5c-3.6-1.4-7.2-1.2-9.6.9V20.5c2.4-1.8 6-2 9.6-.7z"/>'),
    "wealth": ('<g fill="currentColor"><rect x="3" y="16.5" width="18" height="4.5" rx="2.2"/>'
               '<rect x="4.5" y="10.5" width="15" height="4.5" rx="2.2"/><rect x="6" y="4.5" width="12" height="4.5"'
               ' rx="2.2"/></g>'),
    "influence": '<path fill="currentColor" d="M3 18.5h18V21H3zM3 17 1.8 6.5l5.4 4.3L12 3l4.8 7.8 5.4-4.3L21 17z"/>',
}
_ACTION_BODIES = {
    SHIP: ('<g fill="currentColor"><path d="M11.2 2h1.6v13h-1.6z"/><path d="M13.4 3.2 20 13h-6.6z"/>'
           '<path d="M10.6 5.5 5 13h5.6z"/><path d="M1.5 15h21l-3.6 6H5.1z"/></g>'),
    OCCUPY: '<g fill="currentColor"><path d="M4.5 2h2.4v20H4.5z"/><path d="M7.5 3h13l-3.6 4.6 3.6 4.6h-13z"/></g>',
    ATTACK: ('<g fill="currentColor"><g transform="rotate(45 12 12)"><path d="M10.8 0.5h2.4V16h-2.4z"/>'
             '<path d="M7 15.5h10v2.4H7zM10.9 18h2.2v5h-2.2z"/></g><g transform="rotate(-45 12 12)">'
             '<path d="M10.8 0.5h2.4V16h-2.4z"/><path d="M7 15.5h10v2.4H7zM10.9 18h2.2v5h-2.2z"/></g></g>'),
    # A coin paid out: a coin and an arrow away from it.
    PAY: ('<circle cx="8.5" cy="12" r="6.3" fill="none" stroke="currentColor" stroke-width="2.6"/>'
          '<path fill="currentColor" d="M14.5 10.5h4.5V7l5 5-5 5v-3.5h-4.5z"/>'),
    DRAW: ('<rect x="3" y="4.5" width="12" height="17" rx="2" fill="none" stroke="currentColor" stroke-width="2"/>'
           '<rect x="8.5" y="2" width="12.5" height="17.5" rx="2" fill="currentColor"'
           ' transform="rotate(10 14.7 10.7)"/>'),
}
#: A blue token's face: its action, or its action with a card beside it ("or draw a card").
_BLUE = {"ship_draw": SHIP, "occupy_draw": OCCUPY, "pay_token": PAY, "attack_token": ATTACK}
_WITH_CARD = {"ship_draw", "occupy_draw"}


def _blue_body(kind: str) -> str:
    action = _BLUE[kind]
    if kind not in _WITH_CARD:
        return f'<use href="#ev-{action}"/>'
    return (f'<use href="#ev-{action}" x="0" y="0" width="17" height="17"/>'
            f'<use href="#ev-{DRAW}" x="12" y="10" width="12" height="14"/>')


def symbol_of(kind: str) -> str:
    """The symbol's id of an attribute, an action or a token kind."""
    return f"ev-{kind}" if kind in ATTRIBUTES or kind in _ACTION_BODIES else "ev-t-" + kind.replace("_", "-")


SYMBOLS = (
    *(Symbol(f"ev-{a}", Markup(body)) for a, body in _ATTRIBUTE_BODIES.items()),
    *(Symbol(f"ev-{a}", Markup(body)) for a, body in _ACTION_BODIES.items()),
    *(Symbol(symbol_of(kind), Markup(_blue_body(kind))) for kind in _BLUE),
)

assert set(_ATTRIBUTE_BODIES) == set(ATTRIBUTES) and set(_BLUE) | set(ATTRIBUTES) == set(TOKENS)


def token_class(kind: str) -> str:
    return "ev-brown" if kind in ATTRIBUTES else "ev-blue"


def token_icon(kind: str, name: str, decorative: bool = False) -> Markup:
    """A token as a chip: its icon on its colour (HTML), named ``name``."""
    return Markup(f'<span class="ev-tok {token_class(kind)} ev-t-{escape(kind)}">'
                  f"{picture(symbol_of(kind), name, cls='ev-ico', decorative=decorative)}</span>")


def icon(kind: str, name: str, decorative: bool = False) -> Markup:
    """An attribute's or an action's icon in ink (HTML), named ``name``."""
    return picture(symbol_of(kind), name, cls=["ev-ico", f"ev-i-{kind}"], decorative=decorative)


def token_disc(kind: str, x: float, y: float, r: float) -> Markup:
    """A token on the map (SVG): a disc of its colour with its icon; its name is the space's."""
    fill = "ev-sbrown" if kind in ATTRIBUTES else "ev-sblue"
    s = r * 1.45
    return Markup(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" class="{fill} ev-s-{escape(kind)}"></circle>'
                  f'<use href="#{symbol_of(kind)}" x="{x - s / 2:.1f}" y="{y - s / 2:.1f}" width="{s:.1f}"'
                  f' height="{s:.1f}"></use>')

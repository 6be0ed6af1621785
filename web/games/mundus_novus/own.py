"""A set of the player's own choosing: the hand's cards tapped into a selection, then laid in one
tap (web/games/kit.py's multi-pick, as an offer and the warehouses are).

"Choose the cards yourself" (``ui:mn=own``) at the start of a set in a Progression turn makes
the hand a multi-pick: a card tapped goes into the selection (``ctx.ui`` under ``mp``, as its
types, ``3.5.5``), tapped again it comes back. Which sets those cards make is the engine's
answer: each way of laying them is played step by step on the table the view shows
(``Game.from_view``) and kept only if every step is legal there and the set is then whole (an
identical set that reaches a queue card, a set of different values or the perfect combination
that may be completed, a set of relics). What a way brings is the engine's answer too: the
queue positions the laid set reaches, the doubloons paid.

A card counts as its own value where it can: only a card that cannot (a second card of one
value in a set of different values, a card of another value in an identical set) is turned by
a merchant. Where the cards make several sets, the engine's first step (the kind of set, or the
value an identical set counts as: ``mk``) is chosen in the bar, and where merchants could make
several values, which (``mv``): the table never chooses for the player. The bar's confirm
then lays the set as the engine's steps in order (``play:a,b,c``); an identical set takes its
card from the queue next (the queue's cards are pieces then), as a ready-made one does.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from engine import Action
from engine.mundus_novus import GAME
from engine.mundus_novus import cards as C
from engine.mundus_novus.progression import preview
from engine.mundus_novus.state import MNState

from .sets import ReadySet, turn_hand
from .taps import chosen_types, picked_cards

if TYPE_CHECKING:
    from ...context import TableContext
    from ...markup import Markup

#: The table's own state (``ctx.ui``): the cards picked, the first step chosen where the cards
#: make several sets, the values chosen where merchants could make several.
PICKED, KIND, TURNED = "mp", "mk", "mv"


@dataclass(frozen=True)
class Way:
    """One way of laying the picked cards: the set (its cards, the engine's steps, what it
    brings), its first step (``start``) and the values merchants make in it (``turned``)."""

    set: ReadySet
    start: str
    turned: tuple[int, ...]


@dataclass(frozen=True)
class Choice:
    """The set being chosen: the cards picked, every way they make a set, the first steps
    among them and the one chosen (or the only one), the merchants' values among the ways of
    that first step and the ones chosen, and the way that is then settled (None until it is)."""

    picked: list[int]
    ways: list[Way]
    starts: list[str]
    start: str | None
    turnings: list[tuple[int, ...]]
    turned: tuple[int, ...] | None
    way: Way | None

    @property
    def open_ways(self) -> list[Way]:
        """The ways still open after what has been chosen."""
        if self.start is None:
            return self.ways
        return [w for w in self.ways if w.start == self.start
                and (self.turned is None or w.turned == self.turned)]


def choosing(ctx: TableContext) -> bool:
    """Whether the hand is a set's multi-pick now: the start of a set in the human's own
    Progression turn, the cards chosen by hand."""
    v = ctx.board
    return (v.get("step") == "turn" and bool(ctx.legal) and ctx.ui.get("mn") == "own"
            and not (v.get("progression") or {}).get("building"))


def set_picking(ctx: TableContext) -> dict[str, Any]:
    """The hand's multi-pick for a set (:func:`.taps.hand_pieces` draws it): at most the
    perfect combination's ten cards."""
    hand = list(ctx.board["hand"] or [])
    most = min(sum(hand), C.PERFECT_SIZE)
    return {"key": PICKED, "verb": "set", "chosen": chosen_types(ctx.ui.get(PICKED, ""), hand, most),
            "required": most}


def hand_cards(ctx: TableContext, types: list[int], cards: list[Markup]) -> list[Markup]:
    """The hand's cards (``types[i]`` the type of ``cards[i]``) as the set's multi-pick."""
    return picked_cards(ctx, set_picking(ctx), types, cards)


#: The last answer, by (the view's board, the cards picked): a drawing asks for it from the
#: hand, the bar and the prompt; a new view starts afresh.
_SEEN: dict[str, Any] = {"board": None, "picked": None, "ways": []}


def choice(ctx: TableContext) -> Choice:
    """The set the picked cards make, with what the player has chosen of it so far."""
    picked = set_picking(ctx)["chosen"]
    if _SEEN["board"] is not ctx.board or _SEEN["picked"] != picked:
        _SEEN.update(board=ctx.board, picked=picked, ways=ways(ctx, picked))
    found: list[Way] = _SEEN["ways"]
    starts = list(dict.fromkeys(w.start for w in found))
    start = _chosen(ctx.ui.get(KIND), starts)
    turnings = list(dict.fromkeys(w.turned for w in found if w.start == start)) if start else []
    turned = _chosen(_values(ctx.ui.get(TURNED)), turnings)
    way = next((w for w in found if w.start == start and w.turned == turned), None)
    return Choice(picked, found, starts, start, turnings, turned, way)


def _chosen(asked: Any, among: list[Any]) -> Any:
    """What the player chose among ``among``, or the only one there is; else None."""
    if asked in among:
        return asked
    return among[0] if len(among) == 1 else None


def _values(text: str | None) -> tuple[int, ...] | None:
    parts = (text or "").split(".")
    return tuple(int(p) for p in parts) if all(p.isdigit() for p in parts) else None


def turned_code(turned: tuple[int, ...]) -> str:
    """The ``mv`` value of merchants' values (``5.7``)."""
    return ".".join(map(str, turned))


# --- the ways the engine allows -------------------------------------------------------------

def ways(ctx: TableContext, picked: list[int]) -> list[Way]:
    """Every way of laying exactly the ``picked`` cards that the engine allows now, in the
    order of its legal first steps."""
    if not picked:
        return []
    state = GAME.from_view(ctx.view)
    ranges = turn_hand(ctx).merchants
    out = []
    for action in ctx.legal:
        for codes in _candidates(action, picked, ranges):
            way = _played(state, ctx.human, action.kind, codes)
            if way is not None:
                out.append(way)
    return out


def _candidates(action: Action, picked: list[int], ranges: tuple[tuple[int, int], ...]) -> list[list[str]]:
    """The engine's steps that would lay ``picked`` after the first step ``action``: each card
    as itself where it can be, the others each turned by a merchant (for a set of different
    values, into each choice of missing values that free merchants' ranges hold). The engine
    judges them (:func:`_played`)."""
    kind = action.kind
    if kind == "relic":
        return [[action.code]] if picked == [C.RELIC] * int(action.args[0]) else []
    if kind == "same":
        value = int(action.args[0])
        own = [t for t in picked if t == value]
        relics = [t for t in picked if t == C.RELIC]
        others = [t for t in picked if t not in (value, C.RELIC)]
        turned = [code for t in others for code in (f"merchant:{value}", f"add:{t}")]
        return [[action.code, *(f"add:{t}" for t in own), *turned, *(f"add:{t}" for t in relics)]]
    if kind not in ("different", "perfect"):
        return []
    naturals = sorted({t for t in picked if t != C.RELIC})
    relics = [C.RELIC] if kind == "perfect" and C.RELIC in picked else []
    spares = list(picked)
    for t in (*naturals, *relics):
        spares.remove(t)
    makeable = [w for w in C.GOODS if w not in naturals and any(low <= w <= high for low, high in ranges)]
    out = []
    for made in combinations(makeable, len(spares)):
        turned = [code for t, w in zip(spares, made) for code in (f"merchant:{w}", f"add:{t}")]
        out.append([action.code, *(f"add:{t}" for t in naturals), *turned, *(f"add:{t}" for t in relics), "confirm"])
    return out


def _played(state: MNState, seat: int, kind: str, codes: list[str]) -> Way | None:
    """``codes`` played on a copy of ``state``: the way they lay, if every one is legal and the
    set is whole at the end; None otherwise."""
    s = copy.deepcopy(state)
    finish = codes[-1] if kind in ("different", "perfect") else None
    for code in codes if finish is None else codes[:-1]:
        if not _step(s, seat, code):
            return None
    laid = [(t, counts) for t, counts in s.building["cards"]] if s.building else []
    turned = tuple(int(c.partition(":")[2]) for c in codes if c.startswith("merchant:"))
    if kind == "same":
        reach = len((preview(s, seat) or {}).get("positions") or [])
        if not reach:
            return None
        ready = ReadySet("same", tuple(laid), tuple(codes), reach=reach, merchants=len(turned))
        return Way(ready, codes[0], turned)
    if kind == "relic":
        k = int(codes[0].partition(":")[2])
        ready = ReadySet("relic", ((C.RELIC, C.RELIC),) * k, tuple(codes), doubloons=_paid(s, "relic_set"))
        return Way(ready, codes[0], ())
    if finish is None or not _step(s, seat, finish):
        return None
    ready = ReadySet(kind, tuple(laid), tuple(codes), doubloons=_paid(s, "different_set"), merchants=len(turned))
    return Way(ready, codes[0], turned)


def _step(s: MNState, seat: int, code: str) -> bool:
    """Play ``code`` on ``s`` if the engine allows it now; whether it did."""
    action = next((a for a in GAME.legal(s, seat) if a.code == code), None)
    if action is None:
        return False
    GAME.apply(s, seat, action)
    return True


def _paid(s: MNState, event: str) -> int:
    """The doubloons the set just made paid (its log event), 0 for the perfect combination."""
    return next((int(e["doubloons"]) for e in reversed(s.log) if e["type"] == event), 0)


__all__ = ["KIND", "PICKED", "TURNED", "Choice", "Way", "choice", "choosing", "hand_cards", "set_picking",
           "turned_code", "ways"]

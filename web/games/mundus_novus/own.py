"""A set of the player's own choosing: the hand's cards tapped into a selection, then laid in one
tap (web/games/kit.py's multi-pick, as an offer and the warehouses are).

"Choose the cards yourself" (``ui:mn=own``) at the start of a set in a Progression turn makes
the hand a multi-pick: a card tapped goes into the selection (``ctx.ui`` under ``mp``, as its
types, ``3.5.5``), tapped again it comes back. Which sets those cards make is the engine's
answer: each way of laying them is played step by step on the table the view shows
(``Game.from_view``) and kept only if every step is legal there and the set is then whole (an
identical set that reaches a queue card, a set of different values or the perfect
combination that may be completed, a set of relics). What a way brings is the engine's answer
too: the queue positions the laid set reaches, the doubloons paid.

A card counts as its own value where it can: only a card that cannot (a second card of one
value in a set of different values, a card of another value in an identical set) is turned by
a merchant. Under the hand a panel shows the set: how its cards count and what it brings.
Where the cards make several sets (relics alone count as any value or make a relic set, a
merchant could make several values), each is a piece there, its cards showing what they count
as, and the player taps the one to lay (``mw``): the table never chooses for them. The bar's
confirm then lays the set as the engine's steps in order (``play:a,b,c``); an identical set
takes its card from the queue next (the queue's cards are pieces then), as a ready-made one
does. The panel also leads back to the ready-made sets, so that the bar keeps only the confirm
and the end of the turn (a phone's bar is 30% of the screen at most).
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

from ...markup import h
from ...widgets import button, panel
from .. import kit
from .pieces import mini_card
from .ready import gain, set_words
from .sets import ReadySet, turn_hand
from .taps import chosen_types, picked_cards
from .words import label, rt

if TYPE_CHECKING:
    from ...context import TableContext
    from ...markup import Markup

#: The table's own state (``ctx.ui``): the cards picked, and the way chosen to lay them where they
#: make several sets (:attr:`Way.key`).
PICKED, WAY = "mp", "mw"


@dataclass(frozen=True)
class Way:
    """One way of laying the picked cards: the set (its cards as they count, the engine's steps,
    what it brings), its first step (``start``) and the values merchants make in it."""

    set: ReadySet
    start: str
    turned: tuple[int, ...]

    @property
    def key(self) -> str:
        """What the table keeps when the player chooses this way (``same:5``, ``different/7``)."""
        if not self.turned:
            return self.start
        return f"{self.start}/{'.'.join(map(str, self.turned))}"


@dataclass(frozen=True)
class Choice:
    """The set being chosen: the cards picked, every way they make a set, and the way to lay
    (the one the player tapped, or the only one; None until there is one)."""

    picked: list[int]
    ways: list[Way]
    way: Way | None


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
    """The set the picked cards make, with the way the player chose to lay it."""
    picked = set_picking(ctx)["chosen"]
    if _SEEN["board"] is not ctx.board or _SEEN["picked"] != picked:
        _SEEN.update(board=ctx.board, picked=picked, ways=ways(ctx, picked))
    found: list[Way] = _SEEN["ways"]
    asked = ctx.ui.get(WAY)
    way = next((w for w in found if w.key == asked), found[0] if len(found) == 1 else None)
    return Choice(picked, found, way)


# --- the panel under the hand ---------------------------------------------------------------

def set_panel(ctx: TableContext) -> Markup | None:
    """While the player chooses the cards: what they make (each way a piece to choose, when they
    make several; else how the one set counts and what it brings), what makes a set when they
    make none, and the way back to the ready-made sets."""
    if not choosing(ctx):
        return None
    c = choice(ctx)
    if len(c.ways) > 1:
        body: Any = h.div([_way_piece(ctx, w, w is c.way) for w in c.ways], class_="mn-ready-sets")
    elif c.ways:
        body = h.p(_way_face(ctx, c.ways[0]), class_="mn-way")
    else:
        body = h.p(ctx.t("mn.own_none") + " " if c.picked else "", rt(ctx, "mn.own_rules"), class_="note")
    back = button(ctx.t("mn.act.ready_sets"), kit.pick("mn", ""), cls="act")
    return panel(ctx.t("mn.your_own_set"), body, h.p(back, class_="mn-back"), cls=["mn-panel", "mn-own-panel"])


def _way_face(ctx: TableContext, way: Way) -> list[Markup]:
    """A way's cards small, each showing what it counts as, and what the set brings."""
    return [h.span([mini_card(ctx, t, counts) for t, counts in way.set.cards], class_="mini-row"),
            h.span(gain(ctx, way.set), class_="gain")]


def _way_piece(ctx: TableContext, way: Way, chosen: bool) -> Markup:
    """One of several sets the picked cards make: tapped, it is the one the confirm lays."""
    words = ctx.t("mn.act.choose_way", set=_way_words(ctx, way))
    return kit.piece(ctx, kit.pick(WAY, way.key), _way_face(ctx, way), words, cls="mn-ready", picked=chosen)


def _way_words(ctx: TableContext, way: Way) -> str:
    """A way in words, as a ready-made set's ("Lay down 1-2-3-7 for 5 doubloons"); a relic set
    as its action says."""
    if way.set.kind == "relic":
        return label(Action.parse(way.start), ctx)
    return set_words(ctx, way.set)


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


__all__ = ["PICKED", "WAY", "Choice", "Way", "choice", "choosing", "hand_cards", "set_panel", "set_picking",
           "ways"]

"""Why not, in Endeavor: the rule that keeps a tapped building of the supply, a building of
the shore, a city or a deck from being chosen now (engine/why.py asks it, from the seat's
view; everything it reads is open on the table: the level-5 tiles face down are never named).

The rules' words are the rulebook's [R, "3: 건설 단계", "4: 행동 단계"]: a building of the
player's build level or lower; a disc from the harbour onto a building's empty activation
space; occupy an empty city in Europe or an open region where the player is present; draw
the top card of a deck whose draw value the player's discs in that area reach.
"""

from __future__ import annotations

from ..core import Action, Refusal
from .buildings import ALL_BUILDINGS, BUILDINGS
from .cards import CARDS
from .data import DECKS, DRAW, INDUSTRY, OCCUPY, SHORE, build_level, deck_area
from .maps import CITY
from .state import EMPTY, EndeavorState
from .turns import activatable, stage


def refusal(st: EndeavorState, seat: int, action: Action) -> Refusal | None:
    """Why ``seat``, to act now, may not take ``action``; None where no rule here names it."""
    answer = _ASKED.get(action.kind)
    return answer(st, seat, action) if answer is not None and action.args else None


def _build(st: EndeavorState, seat: int, action: Action) -> Refusal | None:
    name = action.word()
    if name not in BUILDINGS:
        return None
    if st.phase != "build":
        return Refusal("ev.build_not_now", {"building": name})
    p = st.seats[seat]
    if len(p.shore) >= SHORE:
        return Refusal("ev.shore_full", {"spaces": SHORE})
    top = build_level(p.attribute(INDUSTRY))
    if BUILDINGS[name].level > top:
        return Refusal("ev.build_level", {"building": name, "level": BUILDINGS[name].level, "top": top})
    if st.supply.get(name, 0) <= 0:
        return Refusal("ev.build_none_left", {"building": name})
    return None


def _activate(st: EndeavorState, seat: int, action: Action) -> Refusal | None:
    name = action.word()
    p = st.seats[seat]
    if name not in p.shore:
        return None
    if st.phase != "actions" or stage(st) != "choice":
        return Refusal("ev.activate_not_now", {"building": name})
    building = ALL_BUILDINGS[name]
    if not building.actions:
        return Refusal("ev.no_action", {"building": name})
    if all(p.workers[i] for i, b in enumerate(p.shore) if b == name):
        return Refusal("ev.building_busy", {"building": name})
    if p.harbour < 1:
        return Refusal("ev.harbour_empty", {"building": name})
    if name not in activatable(st, seat):
        return Refusal("ev.nothing_to_do", {"building": name})
    return None


def _occupy(st: EndeavorState, seat: int, action: Action) -> Refusal | None:
    if not str(action.args[0]).isdigit() or not 0 <= action.number() < len(st.nodes):
        return None
    node = st.board.nodes[action.number()]
    if node.kind != CITY:
        return None
    if not _doing(st, seat, OCCUPY):
        return Refusal("ev.occupy_not_now")
    if st.nodes[action.number()] != EMPTY:
        return Refusal("ev.city_taken")
    if not st.is_open(node.area):
        return Refusal("ev.region_closed", {"area": node.area})
    if not st.present(seat, node.area):
        return Refusal("ev.not_present", {"area": node.area})
    if st.seats[seat].harbour < 1:
        return Refusal("ev.harbour_empty_action")
    return None


def _draw(st: EndeavorState, seat: int, action: Action) -> Refusal | None:
    deck = action.word()
    if deck not in DECKS:
        return None
    if not _doing(st, seat, DRAW):
        return Refusal("ev.draw_not_now")
    top = st.top(deck)
    if top is None:
        return Refusal("ev.deck_empty", {"deck": deck})
    area = deck_area(deck)
    discs = st.discs_in(seat, area)
    if CARDS[top].value > discs:
        return Refusal("ev.draw_short", {"deck": deck, "value": CARDS[top].value, "area": area, "discs": discs})
    return None


def _doing(st: EndeavorState, seat: int, kind: str) -> bool:
    """Whether ``seat``'s turn under way may still do ``kind``."""
    turn = st.turn
    return (st.phase == "actions" and stage(st) == "turn" and turn is not None and turn["seat"] == seat
            and kind in turn["remaining"])


_ASKED = {"build": _build, "activate": _activate, "occupy": _occupy, "draw": _draw}

"""The Silent Fleet (2 players): its reaction after each player's turn [R, "침묵의 함대"].

After a turn is completely over the Silent Fleet reacts once, to one of the actions the
player did (with a "+" building the player chooses which): a ship puts a Silent Fleet disc
on any shipping track or an empty fleet in Europe or an open region (its token leaves the
game; it may win a governor, which then leaves the game); an occupy puts one on an empty
city in Europe or an open region where the Silent Fleet is present (present in Europe from
the start, as the players are; optional rule 1: only in the area just occupied); a draw
removes the top card of a deck whose value its discs in that area reach (the abolition
card so removed abolishes slavery); attack and payment: nothing. The player whose turn it
was decides where.
"""

from __future__ import annotations

from typing import Any

from ..core import Action
from .actions import occupy_targets, ship, ship_targets
from .cards import CARDS
from .data import ATTACK, DRAW, OCCUPY, PAY, SHIP
from .effects import abolish
from .state import NO_TOKEN_REACTION, OCCUPY_LIMIT, SILENT, EndeavorState

#: Actions the Silent Fleet does not react to.
NO_REACTION = (ATTACK, PAY)


def reaction_due(st: EndeavorState, turn: dict[str, Any]) -> dict[str, Any] | None:
    """The reaction a finished turn calls for (``None``: nothing can happen)."""
    if not st.silent_fleet or (turn["token"] and NO_TOKEN_REACTION in st.sf_rules):
        return None
    task = {"do": "fleet", "seat": turn["seat"], "kinds": sorted(set(turn["done"])), "areas": list(turn["areas"])}
    options = reaction_options(st, task)
    if not options or options == [Action("fleet", ("none",))]:
        return None
    return task


def reaction_options(st: EndeavorState, task: dict[str, Any]) -> list[Action]:
    out: list[Action] = []
    none = False
    for kind in task["kinds"]:
        found: list[Action] = []
        if kind == SHIP and st.fleet_supply > 0:
            found = [Action("fleet", (SHIP, *t)) for t in ship_targets(st, SILENT)]
        elif kind == OCCUPY and st.fleet_supply > 0:
            found = [Action("fleet", (OCCUPY, t[0])) for t in occupy_targets(st, SILENT)
                     if OCCUPY_LIMIT not in st.sf_rules or st.board.nodes[int(t[0])].area in task["areas"]]
        elif kind == DRAW:
            found = [Action("fleet", (DRAW, d)) for d in st.decks if st.can_draw(SILENT, d)]
        none = none or not found
        out += [a for a in found if a not in out]
    return out + ([Action("fleet", ("none",))] if none else [])


def react(st: EndeavorState, action: Action) -> None:
    kind = action.args[0]
    if kind == SHIP:
        st.fleet_supply -= 1
        ship(st, SILENT, action.args[1:])
    elif kind == OCCUPY:
        node = action.number(1)
        st.fleet_supply -= 1
        st.nodes[node] = SILENT
        token, st.node_tokens[node] = st.node_tokens[node], None
        if token is not None:
            st.removed_tokens[token] += 1
        st.emit("fleet_occupy", node=node, token=token)
    elif kind == DRAW:
        deck = action.word(1)
        card = st.decks[deck].pop()
        st.removed_cards.append(card)
        st.emit("fleet_draw", deck=deck, card=card)
        if CARDS[card].abolition and not st.abolished:
            abolish(st)
    else:
        st.emit("fleet_none")


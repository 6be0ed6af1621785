"""A hint: "What would the computer do?" shows, for the person's decision, the choice the
greedy player would make from the person's own view, and the worth it weighed it at.

Off by default (the setting ``nwt:hint``). Each decision a hint was asked at counts once; the
count is kept with the match's save and said on the end screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ai
from engine import Action, Match, View

from . import home_form
from .auto import asked
from .frame import Shown
from .keeping import save

if TYPE_CHECKING:
    from .state import State, Table, World

#: The setting's values, the default first.
HINTS = home_form.HINTS
#: Steps of one decision a hint names at most (an offer of cards is a step a card).
CHAIN = 12


def steps(m: Match, seat: int, first: Action) -> tuple[Action, ...]:
    """``first`` and the greedy player's next steps of the same decision: while, after it, the
    same seat still acts in the same round, phase and step with an action of the same kind (a
    card after a card of one offer, made while the others make theirs). Played in a sampled copy of the seat's own view
    (``match.sample``), so the steps see only what the seat sees and the match is untouched."""
    rng = m.ai_rng(seat)
    twin = m.sample(seat, rng)
    where = _where(twin.view(seat))
    chain = [first]
    twin.apply_sampled(seat, first)
    while len(chain) < CHAIN and twin.result is None and seat in twin.to_act:
        view = twin.view(seat)
        if _where(view) != where:
            break
        legal = twin.legal(seat)
        if not any(a.kind == first.kind for a in legal):
            break
        nxt = ai.choose(m.game.id, view, legal, rng, "greedy")
        if nxt.kind != first.kind:
            break
        chain.append(nxt)
        twin.apply_sampled(seat, nxt)
    return tuple(chain)


def _where(view: View) -> tuple[object, ...]:
    board = view["board"]
    return (view["round"], view["phase"], board.get("step") if isinstance(board, dict) else None)


def hint_offered(state: State) -> bool:
    table = state.table
    return (state.settings.hint == "on" and table is not None and not table.match.over and table.replay is None
            and table.pass_to is None and bool(asked(state, table)))


def current_hint(table: Table) -> Shown | None:
    """The hint asked at this decision, if one was."""
    shown = table.hint
    if shown is None or shown[0] != len(table.match.decisions):
        return None
    return shown[1]


def on_hint(state: State, world: World) -> None:
    table = state.table
    if table is None or not hint_offered(state) or current_hint(table) is not None:
        return
    m, seat = table.match, table.human
    # The person's own view, as a computer in their seat would see it, and a generator of
    # its own: the hint never changes what the match draws.
    found = ai.hint(m.game.id, m.view(seat), m.legal(seat), m.ai_rng(seat))
    table.hint = (len(m.decisions), Shown(found, steps(m, seat, found.action)))
    table.hints_used += 1
    save(state, world)

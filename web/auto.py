"""The table preference "take what I produce and my privileges without asking".

On (the default), the table answers for the person the decisions their game's table calls
obvious (the optional hook ``obvious(ctx)`` of a table module, docs/adding-a-game.md): a
benefit the rulebook lets a player refuse, where taking it is the one sensible answer. The
answer is played like a click, with the computers' moves and at their pace, so the record,
the saves and undo see the person's decision; meanwhile no question is shown. Off, the person
is asked every time. Game-neutral: a game whose table has no hook is always asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import Action, Match

from . import games, home_form, i18n
from .context import TableContext, seat_names
from .state import view_of

if TYPE_CHECKING:
    from .state import State, Table

AUTO = home_form.AUTO  # the setting's values, the default first


def auto_answer(state: State, match: Match | None = None) -> str | None:
    """The action the table plays for the person now (``auto`` on, and their game's table
    calls this decision obvious), else None. ``match``: the open one, or another position of
    it (undo asks so of where it would land)."""
    table = state.table
    if table is None:
        return None
    m = match or table.match
    if state.settings.auto != "on" or m.over or table.human not in m.to_act:
        return None
    known = table.memo.auto
    if known is not None and known[0] is m and known[1] == len(m.decisions):
        return known[2]  # asked at every drawing: worked out once a position
    hook = games.TABLES[m.game.id].obvious
    code = None
    if hook is not None:
        legal = m.legal(table.human)
        lang = state.settings.lang
        ctx = TableContext(view=view_of(table, m), legal=legal, lang=lang, human=table.human,
                           names=seat_names(m.table, m.players, lang))
        code = hook(ctx)
        code = code if code in {a.code for a in legal} else None
    table.memo.auto = (m, len(m.decisions), code)
    return code


def asked(state: State, table: Table) -> list[Action]:
    """The person's choices as the table shows them: none while it answers for them, nor while
    another tab's move on the match waits for the person to choose which to keep."""
    return [] if auto_answer(state) or table.elsewhere else table.match.legal(table.human)


def past_answers(state: State, table: Table, match: Match) -> Match | None:
    """Undo lands on ``match``: a decision the table answered is not one to go back to (it
    would be answered again at once), so on back to the person's last decision before it.
    None, with the reason said, when there is none to go back to."""
    while auto_answer(state, match) is not None:
        point = match.undo_point(table.human)
        if point is None:
            blocked = any(seat == table.human for seat, _ in match.decisions)
            key = "match.undo_blocked" if blocked else "match.undo_none"
            state.message = ("info", i18n.tr(state.settings.lang, key))
            return None
        match = match.replayed(point)
    return match

"""What the table answers for the player when "take what I produce and my privileges without
asking" is on (the shell's preference, docs/adding-a-game.md: ``obvious``).

The rulebook lets a player refuse production and every privilege or violet function
("역할 카드의 액션은 선택적"; "특권이나 액션은 사용하지 않아도 된다"; "보라색 건물의 특수 기능을
사용하지 않아도 된다"), so the engine asks. Where taking is one move against declining it, taking
is the usual answer and the table plays it through the normal path (the record holds it, undo
goes back past it). Where there is more than one way to take (which extra good, which barrel
on the windrose, the hacienda's blind draw, the wharf) the player is asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.puerto_rico import GAME
from engine.puerto_rico.captain import warehouse_kinds

if TYPE_CHECKING:
    from engine import Action

    from ...context import TableContext

#: The one move that takes a benefit the player may refuse, by the move that refuses it:
#: production (craftsman: ``pass`` leaves it in the supply), the mayor's and the captain's
#: privilege, the hospice and university colonists, the harbor's VP chip, the craftsman's
#: extra good when one kind is left to take.
TAKES = ("produce", "privilege", "hospice", "university", "harbor", "extra")


def obvious(ctx: TableContext) -> str | None:
    """The code of the legal action to play for the player now, or None to ask."""
    codes = [a.code for a in ctx.legal]
    if sorted(codes) == ["pass", "produce"]:
        return "produce"
    if "decline" not in codes:
        return None
    takes = [a for a in ctx.legal if a.code != "decline"]
    if len(takes) == 1 and takes[0].kind in TAKES:
        return takes[0].code
    if takes and all(a.kind == "store" for a in takes):
        return _store(ctx, takes)
    return None


def _store(ctx: TableContext, stores: list[Action]) -> str | None:
    """The warehouses: when they keep every loose kind whole, one after the other, keeping
    them all is the single answer (which first does not matter); else the player chooses."""
    board = GAME.from_view(ctx.view).seats[ctx.human]
    room = warehouse_kinds(board) - len(ctx.board["step"].get("stored", []))
    return stores[0].code if room >= len(stores) else None

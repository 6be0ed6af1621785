"""What the player has tapped so far in a choice of several taps, kept in the table's own
passing state (``ctx.ui``) and read back here against the position: a value that no longer
fits it is ignored, so only legal actions are ever offered.

- ``d=<own>.<neutral>``: the dice picked for a placement (the digit codes of the engine's
  actions); own dice or neutral dice, never both in one placement;
- ``b=<building>``: the building picked for a placement;
- ``rr=<own>.<neutral>``: the dice picked to roll again;
- ``pw=<value>``: the die picked to set with Mighty Power.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.gilded_compass.dice import decode

from .preview import landing
from .words import me

if TYPE_CHECKING:
    from engine import Action

    from ...context import TableContext

PLACING = ("place", "will", "neutral")
#: More groups than this at one building (a run among 21, the Galleon's sums) and its groups
#: are offered once the dice are picked: only the groups of the dice picked are drawn.
MANY = 12

Dice = tuple[list[int], list[int]]


def placements(ctx: TableContext, name: str | None = None) -> list[Action]:
    """The legal placements (at ``name`` only, when given)."""
    return [a for a in ctx.legal if a.kind in PLACING and (name is None or a.word(0) == name)]


def group(ctx: TableContext, action: Action) -> Dice:
    """The dice a placement takes (own, neutral), as the engine's rule places them."""
    used = sorted(landing(ctx, action).used)
    return ([], used) if action.kind == "neutral" else (used, [])


def chosen_building(ctx: TableContext) -> str | None:
    """The building picked for a placement (none while the dice to roll again are picked)."""
    name = ctx.ui.get("b")
    return name if name and placements(ctx, name) and reroll_selection(ctx) is None else None


def within(picked: list[int], pool: list[int]) -> bool:
    """Whether ``picked`` can be taken out of ``pool`` (as many of each value)."""
    rest = list(pool)
    for v in picked:
        if v not in rest:
            return False
        rest.remove(v)
    return True


def _read(ctx: TableContext, text: str) -> Dice | None:
    """``<own>.<neutral>`` as dice the seat has, or None."""
    own_code, _, neutral_code = text.partition(".")
    if not (own_code.isdigit() and neutral_code.isdigit()):
        return None
    mine = me(ctx)
    own, neutral = decode(int(own_code)), decode(int(neutral_code))
    if not (within(own, mine["dice"]) and within(neutral, mine["neutral"])):
        return None
    return own, neutral


def reroll_selection(ctx: TableContext) -> Dice | None:
    """The dice picked to roll again (own, neutral), or None outside the re-roll choice."""
    text = ctx.ui.get("rr")
    if not text or not any(a.kind == "reroll" for a in ctx.legal):
        return None
    return _read(ctx, text) or ([], [])


def dice_selection(ctx: TableContext) -> Dice:
    """The dice picked for a placement (own, neutral); none when they fit no legal group."""
    sel = _read(ctx, ctx.ui.get("d", ""))
    if sel is None or (sel[0] and sel[1]) or not any(fits(sel, group(ctx, a)) for a in placements(ctx)):
        return [], []
    return sel


def fits(sel: Dice, dice: Dice) -> bool:
    """Whether the dice picked are part of (or all of) a group."""
    return within(sel[0], dice[0]) and within(sel[1], dice[1])


def same(sel: Dice, dice: Dice) -> bool:
    return sorted(sel[0]) == dice[0] and sorted(sel[1]) == dice[1]


def matching(ctx: TableContext, name: str, sel: Dice) -> list[Action]:
    """The placements at ``name`` of exactly the dice picked (all of them when none is)."""
    options = placements(ctx, name)
    if not (sel[0] or sel[1]):
        return options
    return [a for a in options if same(sel, group(ctx, a))]


def power_die(ctx: TableContext) -> int | None:
    """The die chosen to set with Mighty Power (by value), when there is a choice of dice."""
    froms = power_dice(ctx)
    if len(froms) == 1:
        return froms[0]
    text = ctx.ui.get("pw", "")
    return int(text) if text.isdigit() and int(text) in froms else None


def power_dice(ctx: TableContext) -> list[int]:
    """The values of the dice Mighty Power may set."""
    return sorted({a.number(0) for a in ctx.legal if a.kind == "set"})

"""The turn's pieces on the table: the player's dice in a tray above the buildings, the
buildings to place at, and at the building picked its groups of dice, each saying where it
lands. Every one is a piece of the table kit (web/games/kit.py), chosen by a tap.

A placement is either order of taps: the dice (``ui:d``: a die that leads to no legal group
cannot be tapped), then a building (which places them when they make one group there);
or a building (``ui:b``), then one of its groups, among those of the dice picked. A re-roll
is the dice tapped in the tray (``ui:rr``), then confirmed in the bar; Mighty Power a die
tapped (``ui:pw``), then its face in the bar. The state is read in :mod:`.taps`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.gilded_compass.dice import code
from engine.gilded_compass.state import NEUTRAL

from ...markup import Markup, h
from .. import kit
from .faces import option_face
from .names import building
from .pieces import die
from .taps import (
    MANY,
    PLACING,
    Dice,
    chosen_building,
    dice_selection,
    fits,
    group,
    matching,
    placements,
    power_dice,
    power_die,
    reroll_selection,
)
from .words import label, me

if TYPE_CHECKING:
    from collections.abc import Callable

    from engine import Action

    from ...commands import Command
    from ...context import TableContext

#: The decisions of the turn that the tray's dice serve.
TURN = {*PLACING, "reroll", "power", "end"}


def tray(ctx: TableContext) -> Markup | None:
    """The player's dice as pieces, for the decision at hand (None when it needs none)."""
    kinds = {a.kind for a in ctx.legal}
    if "set" in kinds:
        rows = _power_row(ctx)
    elif not kinds & TURN:
        return None
    elif (sel := reroll_selection(ctx)) is not None:
        rows = _toggles(ctx, "rr", sel, ("gc.act.toggle_on", "gc.act.toggle_off"), lambda after: True)
    else:
        rows = _toggles(ctx, "d", dice_selection(ctx), ("gc.act.pick_die", "gc.act.pick_die_off"), _leads(ctx))
        to = destinations(ctx)
        if to is not None:
            rows.append(to)
    return h.div(rows, class_="gc-tray", id="gc-tray")


def destinations(ctx: TableContext) -> Markup | None:
    """The buildings the dice may go to (the others, once one is picked), each a piece under the
    dice (the same as its "Place here"): on a phone the buildings stand one under another, over four screens, and the
    University and the Library were below the fold at 32 of 46 decisions (2026-12-07)."""
    pieces = []
    for n, name in enumerate(ctx.board["buildings"]):
        found = _here(ctx, name)
        if found is not None:
            action, words = found
            pieces.append(kit.piece(ctx, action, h.span(h.span(n + 1, class_="gc-order"), " ", building(ctx, name)),
                                    words, cls="gc-to-b", recommended=_at(ctx, name) or None))
    if not pieces:
        return None
    return h.p(h.span(ctx.t("gc.place_at"), class_="gc-label"), pieces, class_="gc-strip gc-to")


def hinted_placement(ctx: TableContext) -> Action | None:
    """The placement the hint (or the review's better choice) names, whose pieces are outlined:
    its dice in the tray and its building (a placement is several taps)."""
    return next((a for a in placements(ctx) if a.code in ctx.hint), None)


def _outlined_dice(ctx: TableContext, owner: int, pool: list[int]) -> list[bool]:
    """For each die of ``pool`` (the seat's own or the neutral ones), whether the hinted
    placement takes it (as many of each value as it takes, the first ones)."""
    best = hinted_placement(ctx)
    if best is None:
        return [False] * len(pool)
    taken = group(ctx, best)[1 if owner == NEUTRAL else 0]
    return [pool[:i].count(v) < taken.count(v) for i, v in enumerate(pool)]


def _leads(ctx: TableContext) -> Callable[[Dice], bool]:
    """Whether a selection of dice is part of a legal group (at the building picked, if any)."""
    groups = [group(ctx, a) for a in placements(ctx, chosen_building(ctx))]
    return lambda after: not (after[0] and after[1]) and any(fits(after, g) for g in groups)


def _toggles(ctx: TableContext, key: str, sel: Dice, words: tuple[str, str],
             allowed: Callable[[Dice], bool]) -> list[Markup]:
    """The own and the neutral dice, each a piece that adds itself to the selection ``sel``
    or takes itself out of it (``ui:<key>=<own>.<neutral>``); a die that ``allowed`` refuses
    to add is drawn, but cannot be tapped."""
    mine = me(ctx)
    rows = []
    pools = ((mine["dice"], ctx.human, "gc.your_dice"), (mine["neutral"], NEUTRAL, "gc.neutral_dice"))
    for pool, owner, title in pools:
        picked = sel[1] if owner == NEUTRAL else sel[0]
        outlined = _outlined_dice(ctx, owner, pool) if key == "d" else [False] * len(pool)
        out = []
        for i, v in enumerate(pool):
            on = pool[:i].count(v) < picked.count(v)
            after = list(picked)
            if on:
                after.remove(v)
            else:
                after.append(v)
            new = (sel[0], after) if owner == NEUTRAL else (after, sel[1])
            ok = on or allowed(new)
            action = kit.pick(key, f"{code(new[0])}.{code(new[1])}")
            out.append(kit.piece(ctx, action, die(ctx, owner, v), ctx.t(words[1] if on else words[0], n=v),
                                 picked=on, disabled=not ok, cls="gc-dpiece", recommended=outlined[i] or None))
        if out:
            rows.append(h.p(h.span(ctx.t(title), class_="gc-label"), out, class_="gc-strip"))
    return rows


def _power_row(ctx: TableContext) -> list[Markup]:
    """Mighty Power: the dice it may set, each a piece; the one picked pressed."""
    chosen = power_die(ctx)
    pieces = [kit.piece(ctx, kit.pick("pw", v), die(ctx, ctx.human, v), ctx.t("gc.act.power_die", n=v),
                        picked=v == chosen, cls="gc-dpiece") for v in power_dice(ctx)]
    return [h.p(h.span(ctx.t("gc.your_dice"), class_="gc-label"), pieces, class_="gc-strip")]


# --- at the buildings --------------------------------------------------------------------------------


def here(ctx: TableContext, name: str) -> Markup | None:
    """The building's piece in its head: it places the dice picked when they make one group
    there, or picks the building (its groups are then drawn on it); None where the player
    cannot place, or the building is picked already."""
    found = _here(ctx, name)
    if found is None:
        return _refused(ctx, name)
    action, words = found
    return kit.piece(ctx, action, h.span(ctx.t("gc.place_here")), words, cls="gc-here",
                     recommended=_at(ctx, name) or None)


def _refused(ctx: TableContext, name: str) -> Markup | None:
    """While the player places dice, a building none of them may go to: its "Place here" is a
    piece that says why when tapped (engine/gilded_compass/why.py)."""
    placing = any(a.kind in PLACING or a.kind == "end" for a in ctx.legal)
    if not placing or placements(ctx, name) or reroll_selection(ctx) is not None:
        return None
    return kit.why_piece(f"place:{name}", h.span(ctx.t("gc.place_here")),
                         ctx.t("gc.place_here_at", building=building(ctx, name)), cls="gc-here")


def _at(ctx: TableContext, name: str) -> bool:
    """Whether the hinted placement is at the building ``name``."""
    best = hinted_placement(ctx)
    return best is not None and best.word(0) == name


def _here(ctx: TableContext, name: str) -> tuple[Command, str] | None:
    """What placing at the building does now (and its words): the dice picked placed where they
    make one group there, or the building picked; None where it cannot be."""
    if reroll_selection(ctx) is not None or not placements(ctx, name) or chosen_building(ctx) == name:
        return None
    sel = dice_selection(ctx)
    options = matching(ctx, name, sel)
    if not options:
        return None
    if (sel[0] or sel[1]) and len(options) == 1:
        return kit.play(options[0].code), label(options[0], ctx)
    return kit.pick("b", name), ctx.t("gc.place_here_at", building=building(ctx, name))


def options(ctx: TableContext, name: str) -> Markup | None:
    """At the building picked: its groups of dice (of the dice picked, if any), each a piece
    with where it lands; when there are too many to read, the dice are picked first."""
    if chosen_building(ctx) != name or reroll_selection(ctx) is not None:
        return None
    sel = dice_selection(ctx)
    found = [a for a in placements(ctx, name) if fits(sel, group(ctx, a))]
    if len(found) > MANY:
        return h.p(ctx.t("gc.pick_dice_first", n=len(found)), class_="gc-note gc-opts")
    pieces = [kit.piece(ctx, kit.play(a.code), option_face(ctx, a), label(a, ctx), cls="gc-option") for a in found]
    return h.div(pieces, class_=["gc-opts", len(found) > 9 and "gc-many"])

"""What the player is asked now: one sentence, and the choices in the action bar, a few at a
time so that a phone shows them all on its first screen.

A placement is two taps: a building (``ui:b=<building>``: the table's own passing state,
``ctx.ui``), then one of the dice groups the engine allows there, each shown with where its
dice would land (:mod:`.preview`). A re-roll: the dice to roll again are tapped on and off
(``ui:rr=<own>.<neutral>``, the digit codes of the actions), then confirmed. Mighty Power:
a die (``ui:pw=<value>``), then its new face. Only legal actions are ever played; a
``ui`` value that no longer fits the position is ignored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action
from engine.gilded_compass import places
from engine.gilded_compass.data import TOWER_LOW
from engine.gilded_compass.dice import code, decode
from engine.gilded_compass.state import NEUTRAL

from ...markup import Markup, h
from ...widgets import button, choice_group
from .gains import gain, gain_words, item_gain
from .names import ability, artifact, building, item_name, mission_help, mission_name
from .pieces import dice, die, plain_die
from .preview import entrances, landing, run
from .symbols import kind_mark
from .tiles import map_face, specialist_face
from .words import label, me

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...context import TableContext
    from .preview import Landing

PLACING = ("place", "will", "neutral")
PICKS = ("map", "specialist", "ability", "artifact", "mission")


def act(action: Action, ctx: TableContext, content: Any = None, cls: str | None = None) -> Markup:
    return button(label(action, ctx), f"play:{action.code}", content=content, cls=["act", f"gc-act-{action.kind}", cls])


def _placements(ctx: TableContext, name: str | None = None) -> list[Action]:
    return [a for a in ctx.legal if a.kind in PLACING and (name is None or a.word(0) == name)]


def chosen_building(ctx: TableContext) -> str | None:
    name = ctx.ui.get("b")
    return name if name and _placements(ctx, name) else None


def reroll_selection(ctx: TableContext) -> tuple[list[int], list[int]] | None:
    """The dice picked to roll again (own, neutral), or None outside the re-roll choice."""
    text = ctx.ui.get("rr")
    if not text or not any(a.kind == "reroll" for a in ctx.legal):
        return None
    own_code, _, neutral_code = text.partition(".")
    if not (own_code.isdigit() and neutral_code.isdigit()):
        return [], []
    mine = me(ctx)
    own, neutral = decode(int(own_code)), decode(int(neutral_code))
    if not (_within(own, mine["dice"]) and _within(neutral, mine["neutral"])):
        return [], []
    return own, neutral


def _within(picked: list[int], pool: list[int]) -> bool:
    rest = list(pool)
    for v in picked:
        if v not in rest:
            return False
        rest.remove(v)
    return True


def power_die(ctx: TableContext) -> int | None:
    """The die chosen to set with Mighty Power (by value), when there is a choice of dice."""
    froms = sorted({a.number(0) for a in ctx.legal if a.kind == "set"})
    if len(froms) == 1:
        return froms[0]
    text = ctx.ui.get("pw", "")
    return int(text) if text.isdigit() and int(text) in froms else None


# --- the choices ------------------------------------------------------------------------------------


def choices(ctx: TableContext) -> list[Markup | None]:
    kinds = {a.kind for a in ctx.legal}
    if "set" in kinds:
        return _power(ctx)
    if kinds & {*PLACING, "reroll", "power", "end"}:
        if reroll_selection(ctx) is not None:
            return [_reroll(ctx)]
        name = chosen_building(ctx)
        if name:
            picking = len(_placements(ctx, name)) > MANY  # the dice are drawn as buttons to tap
            return [None if picking else _dice_strip(ctx), _options(ctx, name)]
        return [_dice_strip(ctx), _buildings(ctx)]
    if kinds & set(PICKS):
        return [choice_group(None, [act(a, ctx, _pick_face(ctx, a) if a.kind in PICKS else None)
                                    for a in ctx.legal],
                             cls=["gc-picks", "mission" in kinds and "gc-wide"])]
    return [choice_group(None, [act(a, ctx, cls="primary" if a.kind in ("help", "gift") else None)
                                for a in ctx.legal], cls="gc-row")]


def _dice_strip(ctx: TableContext) -> Markup:
    mine = me(ctx)
    return h.p(h.span(ctx.t("gc.your_dice"), class_="gc-label"), " ", dice(ctx, ctx.human, mine["dice"]),
               mine["neutral"] and [" ", h.span(ctx.t("gc.neutral_dice"), class_="gc-label"), " ",
                                    dice(ctx, NEUTRAL, mine["neutral"])], class_="gc-strip")


def _back(ctx: TableContext, key: str) -> Markup:
    return button(ctx.t("gc.back"), f"ui:{key}=", cls="small gc-back")


def _buildings(ctx: TableContext) -> Markup:
    """First tap of a placement: the buildings where the player may place now."""
    buttons = []
    for name in ctx.board["buildings"]:
        n = len(_placements(ctx, name))
        if n:
            buttons.append(button(ctx.t("gc.act.building", building=building(ctx, name), n=n), f"ui:b={name}",
                                  content=[h.span(building(ctx, name), class_="gc-bn"), " ",
                                           h.span(n, class_="gc-n")], cls="act gc-act-building"))
    # The re-roll and the turn's other tools share the buildings' grid: on a phone a row of
    # their own pushed the last of them below the bar's first screen.
    if any(a.kind == "reroll" for a in ctx.legal):
        buttons.append(button(ctx.t("gc.act.reroll_open", n=me(ctx)["knowledge"]), "ui:rr=0.0",
                              cls="act gc-act-reroll-open"))
    buttons += [act(a, ctx) for a in ctx.legal if a.kind in ("power", "end")]
    return choice_group(None, buttons, cls="gc-grid gc-bldgs")


def _options(ctx: TableContext, name: str) -> Markup:
    """Second tap: the dice groups the engine allows at ``name``, each with where it lands;
    when there are too many for a phone's screen, the dice are tapped first (:func:`_picking`)."""
    options = _placements(ctx, name)
    if len(options) > MANY:
        return _picking(ctx, name, options)
    cls = "gc-grid gc-many" if len(options) > 9 else "gc-grid"
    buttons = [act(a, ctx, _option_face(ctx, a)) for a in options]
    return h.div(_heading(ctx, name), choice_group(None, buttons, cls=cls), class_="act-group")


def _heading(ctx: TableContext, name: str) -> Markup:
    """The building's name with the way back to the buildings beside it: on a phone, nine
    groups with where each lands fill the bar, and a row of its own for Back pushed it below
    the screen."""
    return h.div(h.h3(building(ctx, name)), _back(ctx, "b"), class_="gc-head")


#: More groups than this at one building (a run among 21, the Galleon's sums) and the player
#: taps the dice first: only dice that still lead to a legal group can be tapped, and the
#: groups those dice make are offered, each saying where it lands.
MANY = 12


def dice_selection(ctx: TableContext) -> tuple[list[int], list[int]]:
    """The dice tapped for a placement (own, neutral), from ``ui:d=<own>.<neutral>``."""
    own_code, _, neutral_code = ctx.ui.get("d", "").partition(".")
    if not (own_code.isdigit() and neutral_code.isdigit()):
        return [], []
    mine = me(ctx)
    own, neutral = decode(int(own_code)), decode(int(neutral_code))
    if not (_within(own, mine["dice"]) and _within(neutral, mine["neutral"])) or (own and neutral):
        return [], []
    return own, neutral


def _toggles(ctx: TableContext, key: str, sel: tuple[list[int], list[int]], neutral: bool, words: tuple[str, str],
             allowed: Callable[[list[int]], bool] | None = None, cls: str | None = None) -> Markup | None:
    """A pool's dice (own or neutral) as buttons that add themselves to the selection ``sel``
    or take themselves out of it (``ui:<key>=<own>.<neutral>``); a die that ``allowed`` refuses
    to add cannot be tapped. ``words``: the names of a tap that adds and one that takes out."""
    mine = me(ctx)
    pool, owner = (mine["neutral"], NEUTRAL) if neutral else (mine["dice"], ctx.human)
    picked = sel[1] if neutral else sel[0]
    out = []
    for i, v in enumerate(pool):
        on = pool[:i].count(v) < picked.count(v)
        after = list(picked)
        if on:
            after.remove(v)
        else:
            after.append(v)
        face = die(ctx, owner, v)
        if not on and allowed is not None and not allowed(after):
            out.append(button(ctx.t(words[0], n=v), f"ui:{key}=", content=face, disabled=True, cls=["gc-toggle", cls]))
            continue
        new = (sel[0], after) if neutral else (after, sel[1])
        out.append(button(ctx.t(words[1] if on else words[0], n=v), f"ui:{key}={code(new[0])}.{code(new[1])}",
                          content=face, pressed=on, cls=["act", "gc-toggle", cls]))
    if not out:
        return None
    # The own dice are named only beside neutral ones (a line saved on a phone).
    title = ctx.t("gc.neutral_dice") if neutral else ctx.t("gc.your_dice") if mine["neutral"] else None
    return choice_group(title, out, cls="gc-toggles")


def _picking(ctx: TableContext, name: str, options: list[Action]) -> Markup:
    """Many groups: the dice are tapped (only those still leading to a legal group), then the
    groups they make are offered. A placement is of own dice or of neutral dice, never both."""
    own, neutral = dice_selection(ctx)
    used = [(a, sorted(landing(ctx, a).used), a.kind == "neutral") for a in options]
    groups = []
    for is_neutral in (False, True):
        fits = [dice for _, dice, n in used if n == is_neutral]
        if fits:
            other = own if is_neutral else neutral
            groups.append(_toggles(ctx, "d", (own, neutral), is_neutral, ("gc.act.pick_die", "gc.act.pick_die_off"),
                                   # mypy infers no type for a lambda with default arguments (the ignore below)
                                   lambda after, fits=fits, other=other: not other and any(  # type: ignore[misc]
                                       _within(after, dice) for dice in fits), cls="gc-pick"))
    ready = [a for a, dice, n in used if dice == sorted(neutral if n else own) and (own or neutral)]
    row = [act(a, ctx, _option_face(ctx, a), cls="primary" if len(ready) == 1 else None) for a in ready] or [
        h.span(ctx.t("gc.pick_dice"), class_="gc-note")]
    # The confirmation above the dice: below them, on a phone it was a scroll of the bar away.
    return h.div(_heading(ctx, name), choice_group(None, row, cls="gc-grid gc-ready"), groups, class_="act-group")


def _option_face(ctx: TableContext, action: Action) -> list[Any]:
    land = landing(ctx, action)
    note = _short(ctx, land)
    face = [h.span(ctx.t("gc.verb.place"), class_="gc-verb"), dice(ctx, land.owner, land.used)]
    if action.kind == "will":
        face.insert(0, h.span(ctx.t("gc.will_short"), class_="gc-will"))
    if note:
        face.append(h.span(note, class_="gc-where"))
    return face


def _short(ctx: TableContext, land: Landing) -> str:
    """Where the dice land, in two or three words (the whole sentence is the button's name)."""
    b = land.building
    if b == "university":
        text = ctx.t("gc.short.university", spaces=", ".join(str(n) for n in entrances(land)))
    elif b == "archives":
        _, k, onto = land.args
        text = ctx.t("gc.short.archives_add" if onto else "gc.short.archives_new", n=onto + k)
    elif b == "library":
        text = ctx.t("gc.short.library")
    elif b in ("auction_house", "guild"):
        text = ctx.t("gc.short.run", run=run(land.args[0], land.args[1]))
    elif b == "hidden_temple":
        item = land.before.items_shown[land.args[0]]
        text = item_name(ctx, item)
        if land.owner != NEUTRAL:
            text += " · " + ctx.t("gc.gain_short", n=item_gain(ctx, item))
    elif b == "illuminati":
        text = ctx.t("gc.short.illuminati", n=len(land.used))
    elif b == "sunken_galleon":
        text = ctx.t("gc.short.galleon", total=sum(places.galleon_group(land.after, land.owner)))
    else:
        text = ", ".join(ctx.t("gc.short.left" if v in TOWER_LOW else "gc.short.right") for v in land.used)
    if land.off:
        text += " · " + ctx.t("gc.short.off", n=len(land.off))
    return text


def _reroll(ctx: TableContext) -> Markup:
    """The dice tapped on and off, then one button to roll them again."""
    sel = reroll_selection(ctx) or ([], [])
    mine = me(ctx)
    groups = [_toggles(ctx, "rr", sel, neutral, ("gc.act.toggle_on", "gc.act.toggle_off")) for neutral in (False, True)]
    go = next((a for a in ctx.legal if a.kind == "reroll" and a.args == (code(sel[0]), code(sel[1]))), None)
    every = f"ui:rr={code(mine['dice'])}.{code(mine['neutral'])}"
    row = [act(go, ctx, cls="primary")] if go else [h.span(ctx.t("gc.reroll_pick"), class_="gc-note")]
    if go is None or len(sel[0]) + len(sel[1]) < len(mine["dice"]) + len(mine["neutral"]):
        row.append(button(ctx.t("gc.act.reroll_all"), every, cls="act gc-all"))
    return h.div(groups, choice_group(None, row, cls="gc-row"), h.p(_back(ctx, "rr"), class_="gc-backs"))


def _power(ctx: TableContext) -> list[Markup | None]:
    """Mighty Power: which die (when the dice differ), then the face it is set to."""
    frm = power_die(ctx)
    if frm is None:
        froms = sorted({a.number(0) for a in ctx.legal if a.kind == "set"})
        buttons = [button(ctx.t("gc.act.power_die", n=v), f"ui:pw={v}", content=die(ctx, ctx.human, v),
                          cls="act gc-toggle") for v in froms]
        return [choice_group(None, buttons, cls="gc-toggles")]
    faces = [act(a, ctx, [h.span(ctx.t("gc.verb.set"), class_="gc-verb"), die(ctx, ctx.human, frm), " → ",
                          plain_die(a.number(1))])
             for a in ctx.legal if a.kind == "set" and a.number(0) == frm]
    back = _back(ctx, "pw") if len({a.number(0) for a in ctx.legal if a.kind == "set"}) > 1 else None
    return [choice_group(None, faces, cls="gc-grid gc-faces"), back and h.p(back, class_="gc-backs")]


def _pick_face(ctx: TableContext, action: Action) -> list[Any]:
    """A reward choice: the verb, the tile, and what it adds to the final score now (:mod:`.gains`)."""
    k = action.kind
    verb = h.span(ctx.t("gc.verb.keep" if k in ("artifact", "mission") else "gc.verb.take"), class_="gc-verb")
    if k == "map":
        face: Any = map_face(ctx, ctx.board["maps_shown"][action.number()])
    elif k == "specialist":
        face = specialist_face(ctx, ctx.board["specialists_shown"][action.number()])
    elif k == "artifact":
        face = h.span(kind_mark(action.word(), ""), artifact(ctx, action.word()), class_="gc-tface")
    elif k == "mission":
        face = [h.span(kind_mark("mission", ""), h.b(mission_name(ctx, action.number())), class_="gc-tface"),
                h.span(mission_help(ctx, action.number()), class_="gc-where")]
    else:
        face = h.span(kind_mark("ability", ""), ability(ctx, action.word()), class_="gc-tface")
    g = gain(ctx, action)
    return [verb, face, g and h.span(gain_words(ctx, g), class_=["gc-gain", g.gold > 0 and "up"])]


# --- the sentence ---------------------------------------------------------------------------------


def prompt(ctx: TableContext) -> str:
    """One sentence of what to do now, in the words of the rules."""
    kinds = {a.kind for a in ctx.legal}
    turn = ctx.board.get("turn") or {}
    mine = me(ctx)
    if "help" in kinds:
        return ctx.t("gc.prompt.help")
    if "gift" in kinds:
        return ctx.t("gc.prompt.gift", n=len(mine["dice"]))
    if "set" in kinds:
        frm = power_die(ctx)
        return ctx.t("gc.prompt.set_to", v=frm) if frm else ctx.t("gc.prompt.set", n=turn.get("power", 1))
    if kinds & {*PLACING, "reroll", "power", "end"}:
        if reroll_selection(ctx) is not None:
            return ctx.t("gc.prompt.reroll", n=mine["knowledge"])
        name = chosen_building(ctx)
        if name:
            many = len(_placements(ctx, name)) > MANY
            return ctx.t("gc.prompt.pick" if many else "gc.prompt.options", building=building(ctx, name))
        if turn.get("own"):
            return ctx.t("gc.prompt.neutral_after")
        if turn.get("neutral"):
            return ctx.t("gc.prompt.own_after")
        return ctx.t("gc.prompt.place_neutral" if mine["neutral"] else "gc.prompt.place")
    resolving = building(ctx, ctx.board["resolving"]) if ctx.board.get("resolving") else ""
    for k in PICKS:
        if k in kinds:
            return ctx.t(f"gc.prompt.{k}", building=resolving)
    return ctx.t("match.your_turn")


__all__ = ["choices", "prompt"]

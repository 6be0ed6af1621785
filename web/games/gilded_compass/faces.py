"""What a choice shows on its piece: a placement's dice with where they land (the whole
sentence is the piece's name, :func:`.words.label`), a reward's tile with what it adds to the
final score now (:mod:`.gains`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.gilded_compass import places
from engine.gilded_compass.data import TOWER_LOW
from engine.gilded_compass.state import NEUTRAL

from ...markup import h
from .gains import gain, gain_words, item_gain
from .names import ability, artifact, item_name, mission_help, mission_name
from .pieces import dice
from .preview import entrances, landing, run
from .symbols import kind_mark
from .tiles import map_face, specialist_face

if TYPE_CHECKING:
    from engine import Action

    from ...context import TableContext
    from .preview import Landing


def option_face(ctx: TableContext, action: Action) -> list[Any]:
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
        text = ctx.t("gc.short.university", spaces=ctx.listed(str(n) for n in entrances(land)))
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
        text = ctx.listed(ctx.t("gc.short.left" if v in TOWER_LOW else "gc.short.right")
                                       for v in land.used)
    if land.off:
        text += " · " + ctx.t("gc.short.off", n=len(land.off))
    return text


def pick_face(ctx: TableContext, action: Action) -> list[Any]:
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

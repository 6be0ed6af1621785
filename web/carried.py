"""What the table says when a match saved or linked under earlier rules of its game opens
under today's (:mod:`engine.carry`): one line that it continues under the updated rules and
what changed, or which of the person's moves could not be kept, and why."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import Action
from engine.carry import changes_since, forward

from . import games, i18n
from .games.changes import TEXTS

if TYPE_CHECKING:
    from collections.abc import Collection

    from engine import Match
    from engine.carry import Stop

    from .context import TableContext

i18n.add(TEXTS)


def carried_line(match: Match, ctx: TableContext, people: Collection[int]) -> str | None:
    """The line for the banner when ``match`` (just opened, drawn as ``ctx``; ``people``: the
    seats people play) was written under earlier rules; ``None`` when it was not."""
    carried = match.carried
    if carried is None:
        return None
    game = match.game
    name = ctx.t(f"game.{game.id}")
    changes = " ".join(ctx.t(f"rules.{game.id}.{c.version}") for c in changes_since(game, carried.since))
    changed = ctx.t("carried.changed", changes=changes)
    stop = carried.stop
    if stop is None:
        return f"{ctx.t('carried.on', game=name)} {changed}"
    why = ctx.t(f"carried.why.{stop.why}", game=name)
    if stop.seat in people:
        said = [ctx.t("carried.yours", move=_move(stop, ctx, match, carried.since), round=ctx.view["round"],
                       why=why)]
        after = stop.dropped[1:]
    else:
        said = [ctx.t("carried.theirs", name=ctx.names[stop.seat], round=ctx.view["round"], why=why)]
        after = stop.dropped
    later = sum(1 for seat, _ in after if seat in people)
    if later:
        said.append(ctx.t("carried.later", n=later))
    return " ".join([*said, ctx.t("carried.from_here"), changed])


def _move(stop: Stop, ctx: TableContext, match: Match, since: int) -> str:
    """The move that could not be kept, in the table's words where they still fit it (an
    action today's rules removed may have none: then its code)."""
    code = forward(match.game, stop.code, since)
    try:
        return games.TABLES[match.game.id].label(Action.parse(code), ctx)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return code


"""Where the round stands: the round, the start player, whose turn it is, who is still to
play this lap and what ends the round; during the resolution, the buildings in the order
they resolve, the one resolving now marked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...markup import Markup, h
from .names import artifact, building, rt
from .pieces import seat_mark

if TYPE_CHECKING:
    from ...context import TableContext


def _who(ctx: TableContext) -> str | None:
    v, view = ctx.board, ctx.view
    if view["phase"] == "over":
        return None
    task: Any  # a seat is choosing whenever no seat has a turn
    turn, task = v.get("turn"), v.get("task")
    seat = turn["seat"] if turn else task["seat"] if task else None
    if seat is None:
        return None
    you = seat == ctx.human
    if turn:
        stage = "gift" if turn.get("stage") == "gift" else "extra" if turn.get("gift") else "turn"
        return ctx.t(f"gc.status.{stage}_you" if you else f"gc.status.{stage}", name=ctx.name(seat))
    if task["do"] == "pick":
        what = ctx.t(f"gc.status.what.{task['source']}")
    else:
        what = ctx.t(f"gc.status.what.keep_{(v.get('hand') or {}).get('kind') or 'artifacts'}")
    return ctx.t("gc.status.choosing_you" if you else "gc.status.choosing", name=ctx.name(seat), what=what)


def status(ctx: TableContext) -> Markup:
    v, view = ctx.board, ctx.view
    phase = view["phase"]
    # The start player apart: a wide screen says it on the seat and in the scoreboard only.
    head = h.p(h.b(ctx.t("gc.status.round", n=view["round"], of=v["rounds"])),
               h.span(" · ", ctx.t("gc.status.start"), " ", seat_mark(ctx, v["start"]), " ", h.b(ctx.name(v["start"])),
                      class_="gc-start"))
    who = _who(ctx)
    lines: list[Markup | str | None] = [head, who and h.p(h.b(who), class_="gc-who")]
    if phase == "turn":
        lap = v["lap"]
        if lap:
            lines.append(h.p(ctx.t("gc.status.lap"), " ",
                             [h.span(seat_mark(ctx, s), " ", ctx.name(s), class_="gc-lap") for s in lap]))
        if v["ending"]:
            lines.append(h.p("⚠ ", ctx.t("gc.status.ending"), class_="warn", role="note"))
        else:
            lines.append(h.p(ctx.t("gc.status.ends_when"), class_="note gc-ends"))
        if v["help_used"] is not None:
            lines.append(h.p(rt(ctx, "gc.status.help_used", name=ctx.name(v["help_used"])), class_="note"))
        if v["variant"] == "neutral_player":
            lines.append(h.p(seat_mark(ctx, -1), " ", ctx.t("gc.status.neutral"), class_="note"))
    elif phase == "resolve":
        lines.append(resolution(ctx))
        hand = v.get("hand")
        if hand and hand["seat"] != ctx.human:  # the human's own draw is in the action bar
            if hand["kind"] == "artifacts" and hand["tiles"] is not None:
                tiles = ctx.listed(artifact(ctx, t) for t in hand["tiles"])
                lines.append(h.p(ctx.t("gc.status.hand_artifacts", name=ctx.name(hand["seat"]), tiles=tiles)))
            else:
                lines.append(h.p(ctx.t("gc.status.hand_missions", name=ctx.name(hand["seat"]), n=hand["count"])))
    return h.section(lines, class_="gc-status", aria_label=ctx.t("gc.status.label"))


def resolution(ctx: TableContext) -> Markup:
    """The buildings in the order they resolve: done, resolving now, to come."""
    order = ctx.board["buildings"]
    now = ctx.board["resolving"]
    at = order.index(now) if now in order else -1
    steps = []
    for i, name in enumerate(order):
        state = "done" if i < at else "now" if i == at else "next"
        mark = {"done": "✓ ", "now": "▶ ", "next": ""}[state]
        steps.append(h.li(mark, building(ctx, name), class_=["gc-step", state]))
    return h.div(h.span(ctx.t("gc.status.resolution")), " ", h.ol(steps, class_="gc-steps"), class_="gc-resolution")

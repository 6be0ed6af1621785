"""A match on screen: the game's table, the action bar, what just happened, the log and the link.

On a phone the table scrolls and the action bar stays at the foot of the screen: the latest
moves, one sentence of what to do now and the choices are always in view, and the table above
does not move when they change. On a desktop the bar and the log stand beside the table.

A game's table module (``web.games.<name>``, see :mod:`web.games`) draws its board and words
its actions, events and prompts; everything else here reads only the core's view envelope.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from . import games
from .banner import banner
from .commands import (
    Copy,
    GuideLeave,
    Home,
    KeepHere,
    LoadLatest,
    Ready,
    Rematch,
    Replay,
    ReplayExit,
    ReplayStep,
    Rules,
    SendLink,
)
from .games import kit
from .happened import described, log, recent, since
from .markup import Markup, h, part
from .pictures import sprite
from .review_view import DONE as REVIEW_DONE
from .review_view import cost_words, review_part
from .scoreboard import scoreboard
from .toolbar import TOOL_SYMBOLS, hint_line, tools
from .why import why_line
from .widgets import button, panel

if TYPE_CHECKING:

    from .context import TableContext
    from .frame import Frame, MatchFrame
    from .games.protocol import Table

#: The end panel's id: the final scores, and the subject once the match is over.
END = "end"


def _match(frame: Frame) -> MatchFrame:
    """The open match's part of the frame (this screen is drawn only with a match open)."""
    if frame.match is None:
        raise ValueError("the table is drawn only with a match open")
    return frame.match


def render(frame: Frame) -> Markup:
    m = _match(frame)
    if m.ctx is None:
        return privacy(frame)
    ctx = m.ctx
    mod = games.TABLES[m.game]
    view = ctx.view
    # Each of these is a part the page replaces on its own (web/patch.py): a click redraws the
    # board, the bar and the log, rarely the heading or the link.
    head = part(h.div(h.h1(frame.tr(f"game.{view['game']}"), " ",
                           h.span(frame.tr("match.round", n=view["round"]), class_="round"), class_="match-title"),
                      class_="match-head"))
    board = part(h.div(mod.render(ctx), class_="game-table"))
    end = end_of_match(frame, ctx, mod) if view["result"] else None
    news, seats, changed = recent(frame, ctx, mod), scoreboard(frame, ctx, mod), since(frame, ctx, mod)
    scroll = part(h.div(banner(frame), head, end, news, board, share(frame),
                        class_="match-scroll", id="match-scroll", data_keep_scroll=True))
    # The bar holds only the choices no piece drawn above offers (read from their markup).
    offered = kit.offering(ctx, board, end, news, seats, changed)
    # The pieces are defined once, outside every part, so that a redraw never writes them
    # again (web/pictures.py): the tools' and the game's.
    return h.section(sprite([*TOOL_SYMBOLS, *mod.symbols]), seats, changed, scroll,
                     action_bar(frame, offered, mod), log(frame, ctx, mod),
                     class_=["match", "screen", _match(frame).log_open and "log-open"], data_game=view["game"])


def privacy(frame: Frame) -> Markup:
    """Between two people's decisions at one device (web/passing.py): the table hidden until the
    next person says they are ready."""
    match = _match(frame)
    seat, name = cast(int, match.pass_to), match.pass_name
    return h.section(h.div(h.h1(frame.tr("pass.title", name=name)), h.p(frame.tr("pass.note", name=name)),
                           button(frame.tr("pass.ready", name=name), Ready(seat), cls="primary"),
                           class_="pass-card"),
                     class_="match screen pass-screen", data_game=match.game)


# --- what to do now -------------------------------------------------------------------------------

def prompt(frame: Frame, ctx: TableContext, mod: Table) -> str:
    """One sentence of what to do now, in the game's words where it has them."""
    view = ctx.view
    if _match(frame).elsewhere:
        return frame.tr(f"msg.elsewhere_{_match(frame).elsewhere}")
    if _match(frame).replay is not None:
        return frame.tr("replay.where", n=_match(frame).replay, total=_match(frame).decisions,
                      round=view["round"])
    if view["result"]:
        return f"{frame.tr('match.over')}. {winners(frame, ctx)}"
    if ctx.legal:
        return mod.prompt(ctx)
    if _match(frame).friend is not None:
        return frame.tr("friends.turn", name=_match(frame).friend_name)
    waiting = [s for s in view["to_act"] if s != ctx.human]
    return frame.tr("match.waiting", name=ctx.name(waiting[0])) if waiting else ""


def action_bar(frame: Frame, ctx: TableContext, mod: Table) -> Markup:
    if _match(frame).elsewhere:
        acts = elsewhere_choices(frame)
    elif _match(frame).replay is not None:
        acts = replay_controls(frame)
    elif ctx.view["result"]:
        acts = [button(frame.tr("match.new"), Home(), cls="primary act-end"),
                button(frame.tr("match.rematch"), Rematch(), cls="act-end"),
                button(frame.tr("replay.watch"), Replay(), cls="act-end"),
                *(button(frame.tr("friends.copy_end", name=name), SendLink(seat), cls="act-end")
                  for seat, name in _match(frame).told_the_end)]
        acts += sent_note(frame, "friends.copied_end")
    elif ctx.legal:
        acts = mod.choices(ctx)
    elif _match(frame).friend is not None:
        acts = friend_choices(frame)
    else:
        acts = [h.span(class_="spinner small", aria_hidden="true")]
    # The part of the table the decision is about (the game's ``subject``): the page brings it
    # into view above the bar when a decision comes (main_side/page.py). When the match ends it is
    # the final scores, which stand above the table where the last decision had scrolled away.
    review = _match(frame).review
    if ctx.view["result"] and review is not None and review.status == "done":
        subject: str | None = f"#{REVIEW_DONE}"  # its summary comes into view when it is done
    elif ctx.view["result"]:
        subject = f"#{END}"
    else:
        subject = mod.subject(ctx) if ctx.legal else None
    # Where the choices do not all fit the table's window, the page says on which side more lie
    # (``data-more`` on #app, main_side/dom.py) and the stylesheet shows the matching line, over
    # the table's edge. The pieces themselves say it to a screen reader, which reads them all.
    more = h.div(h.span("↑ ", frame.tr("match.more_above"), class_="more-above"),
                 h.span(frame.tr("match.more_below"), " ↓", class_="more-below"),
                 class_="more-cue", aria_hidden="true") if ctx.legal else None
    # In a replay the review's line runs on from the prompt: the bar is at most 25% of a phone
    # there (tests/e2e/test_in_view.py).
    line = review_line(frame, ctx)
    said = [prompt(frame, ctx, mod), *((" ", line) if line is not None else ())]
    return part(h.div(more, guide_line(frame), h.p(said, class_="prompt", id="prompt"), hint_line(frame, ctx, mod),
                      why_line(ctx, _match(frame).why),
                      h.div(h.div(acts, class_="act-list"), tools(frame), class_="bar-row"),
                      class_="action-bar", id="action-bar", role="region", aria_label=frame.tr("match.actions"),
                      data_subject_at=subject))


def friend_choices(frame: Frame) -> list[Markup]:
    """A friend's turn (web/friends.py): the button that copies the line that sends them the
    match, and, once copied, what to do with it."""
    match = _match(frame)
    name, seat = match.friend_name, cast(int, match.friend)
    return [button(frame.tr("friends.copy", name=name), SendLink(seat), cls="primary"),
            *sent_note(frame, "friends.copied", name=name)]


def sent_note(frame: Frame, key: str, **fields: object) -> list[Markup]:
    """What became of a friend's link just handed on: ``key``'s words, or that copying failed."""
    match = _match(frame)
    if match.copied is None or not match.copied_friend:
        return []
    return [h.span(frame.tr(key if match.copied else "match.copy_failed", **fields), class_="copied", role="status")]


def guide_line(frame: Frame) -> Markup | None:
    """A guided round's line above the prompt (web/guide.py): the rules' part for the phase
    (its heading and first paragraph), that the outlined choice is the computer's, a way to the
    whole part and a way out of the guide."""
    shown = _match(frame).guide
    if shown is None:
        return None
    # The computer's choice is the hint's line under the prompt, and its outline on the table.
    return h.div(h.p(h.b(frame.tr("guide.step", n=shown.step)), " · ", h.b(frame.tr(shown.heading)),
                     frame.tr("word.colon"), frame.tr(shown.text)),
                 h.div(button(frame.tr("guide.more"), Rules(shown.game, shown.anchor), cls="small chip"),
                       button(frame.tr("guide.leave"), GuideLeave(), cls="small chip"), class_="guide-tools"),
                 class_="guide-line", role="note")


def elsewhere_choices(frame: Frame) -> list[Markup]:
    """Another tab played this match on, or deleted it (web/keeping.py ``on_elsewhere``): nothing
    moves here until the person opens the other tab's match or keeps this one."""
    keep = button(frame.tr("msg.keep_copy" if _match(frame).elsewhere == "moved" else "msg.keep_again"), KeepHere(),
                  cls="act")
    if _match(frame).elsewhere == "deleted":
        return [keep]
    return [button(frame.tr("msg.load_latest"), LoadLatest(), cls="primary act"), keep]


def replay_controls(frame: Frame) -> list[Markup]:
    """The replay's controls (web/replay.py): a move and a round either way, a slider over the
    whole match, and the way back to the match."""
    at, last = cast(int, _match(frame).replay), _match(frame).decisions
    glyphs = {"round-back": "«", "back": "‹", "forward": "›", "round-forward": "»"}
    steps = [button(frame.tr(f"replay.{how}"), ReplayStep(how), cls="small replay-step",
                    content=h.span(glyph, aria_hidden="true"),
                    disabled=(at == 0) if how.endswith("back") else (at == last))
             for how, glyph in glyphs.items()]
    slider = h.input(type="range", min="0", max=str(last), value=str(at), class_="replay-slider",
                     data_field="replay-at", data_change=str(ReplayStep("slider")),
                     aria_label=frame.tr("replay.slider"),
                     aria_valuetext=frame.tr("replay.where", n=at, total=last, round=_match(frame).rounds[at]))
    review = _match(frame).review_step
    if review is not None and review.marked:
        # The review's marked decisions, one before and one after (web/reviewing.py).
        dot = h.span(class_=["mark", "mark-mistake"])
        steps += [button(frame.tr(f"review.{how}"), ReplayStep(how), cls="small replay-step",
                         title=frame.tr(f"review.{how}"),
                         content=h.span(*(("‹", dot) if how == "mark-back" else (dot, "›")), aria_hidden="true"),
                         disabled=not any(k < at for k in review.marked) if how == "mark-back"
                         else not any(k > at for k in review.marked))
                  for how in ("mark-back", "mark-forward")]
    # Two rows (the bar at most 25% of a phone in a replay, with the review's line): the steps,
    # then the slider with the way out beside it.
    return [h.div(steps, class_="replay-steps"),
            h.div(slider, button(frame.tr("replay.exit"), ReplayExit(), cls="small primary replay-exit"),
                  class_="replay-row")]


def review_line(frame: Frame, ctx: TableContext) -> Markup | None:
    """In the replay, at a decision the review judged: the choice made, its mark, and the better
    choice with what the choice cost against it. The better choice is outlined on the table; where
    the table has no piece for it (a pass, a confirm) and outlines none of its taps, it stands in
    the sentence as a button that does nothing, outlined, in place of its name."""
    review = _match(frame).review_step
    j = review.judgement if review is not None else None
    if review is None or j is None:
        return None
    mark = h.span(frame.tr(f"review.mark.{j.mark}"), class_=["mark", f"mark-{j.mark}"])
    if j.best == j.chosen:
        return h.span(mark, " ", frame.tr("review.step_best", chosen=review.chosen), class_="review-step")
    unit = frame.tr(f"hint.unit.{_match(frame).game}")
    fields = {"chosen": review.chosen, "cost": cost_words(frame, j), "unit": unit}
    if ctx.outlined:
        return h.span(mark, " ", frame.tr("review.step", best=review.best, **fields), class_="review-step")
    before, after = frame.tr("review.step_bar", best="{best}", **fields).split("{best}")
    best = kit.bar_button(ctx, review.best, kit.play(j.best), disabled=True, cls="review-best")
    return h.span(mark, " ", before, best, after, class_="review-step")


def share(frame: Frame) -> Markup:
    note = None
    if _match(frame).copied is not None and not _match(frame).copied_friend:
        note = h.span(frame.tr("match.copied" if _match(frame).copied else "match.copy_failed"),
                      class_=["copy-note", "ok" if _match(frame).copied else "bad"], role="status")
    # Compact (the table is at most 4 screens on a phone): the address and its copy button on
    # one row, what it is for under them.
    return panel(frame.tr("match.link"),
                 h.div(h.input(class_="link", readonly=True, data_field="link", aria_label=frame.tr("match.link"),
                               value=_match(frame).link),
                       button(frame.tr("match.copy"), Copy(), cls="small"), class_="copy-row"),
                 # On a phone the heading and the copy button say what it is; the sentence, to a screen reader.
                 note, h.p(frame.tr("match.link_help"), class_=["hint", "sr-only-narrow"]), cls="share")


# --- the end ------------------------------------------------------------------------------------

def _result(ctx: TableContext) -> dict[str, Any]:
    result = ctx.view["result"]
    if result is None:
        raise ValueError("the end is drawn only once the match is over")
    return result


def winners(frame: Frame, ctx: TableContext) -> str:
    result = _result(ctx)
    names = frame.tr("word.list").join(ctx.name(s) for s in result["winners"])
    return frame.tr("match.winner" if len(result["winners"]) == 1 else "match.winners", names=names)


def end_of_match(frame: Frame, ctx: TableContext, mod: Table) -> Markup:
    result = _result(ctx)
    order = sorted(range(len(result["scores"])), key=lambda s: -result["scores"][s])
    rows = [h.tr(h.th(ctx.name(s), " ★" if s in result["winners"] else None, scope="row"),
                 h.td(result["scores"][s]), class_="winner" if s in result["winners"] else None) for s in order]
    # A game may add its own breakdown of the scores below them (``end_details``).
    details = mod.end_details(ctx)
    hints = _match(frame).hints_used
    return panel(frame.tr("match.over"), h.p(winners(frame, ctx), " ", mod.reason(result["reason"], ctx),
                                             class_="winner-line"),
                 h.table(h.caption(frame.tr("match.scores"), class_="sr-only"), h.tbody(rows), class_="scores"),
                 details, h.p(frame.tr("hint.used", n=hints), class_="hints-used") if hints else None,
                 _review(frame), cls="end", ident=END)


def _review(frame: Frame) -> Markup | None:
    review = _match(frame).review
    return review_part(frame, review) if review is not None else None


def announcement(frame: Frame) -> str:
    """The latest move and what to do now, for the live region; while the device is passed,
    to whom (the table, and what its last person saw, hidden)."""
    m = _match(frame)
    if m.ctx is None:
        return frame.tr("pass.title", name=m.pass_name)
    ctx = m.ctx
    mod = games.TABLES[m.game]
    latest = described(ctx, mod, ctx.view["log"], 1)
    return " ".join([*latest, prompt(frame, ctx, mod)]).strip()

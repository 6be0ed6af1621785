"""The review on the end panel, drawn from its frame alone (web/frame.ReviewFrame): the button
that asks for it, its progress with Cancel, and once done the summary, the costliest three and a
chart of the expected margin over the match, each judged decision marked by what it cost."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from ai.marks import GOOD, MARKS, UNCLEAR
from ai.review import Judgement
from ai.review import summary as summary_of

from .commands import Replay, ReviewCancel, ReviewStart
from .frame import Frame, ReviewFrame
from .markup import Markup, drawing, h, part
from .widgets import button

#: The chart's box (SVG units): wide and low, to read on a phone's width; the margins hold the
#: figures of its axes (the margin on the left, the rounds below).
WIDTH, HEIGHT, PAD, LEFT, BELOW = 320, 150, 8, 38, 20
#: The axes' figures (SVG units): the chart is drawn 290 px wide or wider (a 360 px phone, the end
#: panel's padding taken off), where 14 units are 12.7 px or more.
FIGURE = 14


#: The finished review's id: the subject once it is done (web/table.py), brought into view.
DONE = "review-done"


def review_part(frame: Frame, review: ReviewFrame) -> Markup:
    """The review's part of the end panel: a part of the page of its own (web/patch.py), so that
    each step of its progress replaces it alone, not the table around it (Endeavor's map)."""
    return part(_review(frame, review))


def _review(frame: Frame, review: ReviewFrame) -> Markup:
    honest = h.p(frame.tr("review.honest"), class_="hint")
    if review.status == "offered":
        return h.div(button(frame.tr("review.ask"), ReviewStart(), cls="small primary"), honest, class_="review")
    if review.status in ("running", "stopped"):
        words = frame.tr("review.running" if review.status == "running" else "review.stopped",
                         judged=review.judged, total=review.total)
        percent = round(100 * review.progress)
        control = (button(frame.tr("review.cancel"), ReviewCancel(), cls="small") if review.status == "running"
                   else button(frame.tr("review.go_on"), ReviewStart(), cls="small primary"))
        checking = (h.p(frame.tr("review.checking", n=review.checking), class_=["hint", "review-checking"])
                    if review.checking else Markup(""))
        return h.div(h.p(words, id="review-progress-label"),
                     h.progress(f"{percent}%", value=str(percent), max="100", aria_labelledby="review-progress-label"),
                     so_far(frame, review), costliest(frame, review), checking, control, class_="review",
                     aria_live="polite")
    return h.div(summary(frame, review), chart(frame, review), legend(frame, review), honest, class_="review",
                 id=DONE)


def so_far(frame: Frame, review: ReviewFrame) -> Markup:
    """While the review runs: how many of the decisions judged so far had each mark but good
    (the marks as they come)."""
    counts = summary_of(review.judgements).counts
    words = [frame.tr(f"review.count.{mark}", n=counts[mark]) for mark in (*MARKS[1:], UNCLEAR) if counts[mark]]
    if not words:
        return Markup("")
    return h.p(frame.tr("review.so_far", marks=frame.tr("word.list").join(words)), class_="review-so-far")


def summary(frame: Frame, review: ReviewFrame) -> Markup:
    """How much the choices cost in all, and the three costliest, in the game's unit."""
    total = summary_of(review.judgements)
    marked, unclear, lost = sum(total.counts[mark] for mark in MARKS[1:]), total.counts[UNCLEAR], total.lost
    unit = _unit(frame)
    more = h.p(frame.tr("review.unclear", n=unclear), class_="review-unclear") if unclear else Markup("")
    if not marked:
        return h.div(h.p(frame.tr("review.clean", n=len(review.judgements)), class_="review-summary"), more)
    return h.div(h.p(frame.tr("review.lost", n=len(review.judgements), marked=marked, lost=f"{lost:.1f}",
                              unit=unit), class_="review-summary"),
                 costliest(frame, review), more)


def costliest(frame: Frame, review: ReviewFrame) -> Markup:
    """The costliest marked choices (so far, while the review runs), each with what it cost, its
    mark and a button to its step in the replay."""
    if not review.costliest:
        return Markup("")
    unit = _unit(frame)
    items = [h.li(frame.tr("review.costly", round=c.judgement.round, chosen=c.chosen, best=c.best,
                           cost=f"{c.judgement.cost:.1f}", unit=unit),
                  " ", h.span(frame.tr(f"review.mark.{c.judgement.mark}"), class_=["mark", f"mark-{c.judgement.mark}"]),
                  " ", button(frame.tr("review.see"), Replay(step=c.judgement.at), cls="small"))
             for c in review.costliest]
    return h.ol(items, class_="review-costliest")


def cost_words(frame: Frame, j: Judgement) -> str:
    """What a choice cost, to the tenth: where its mark is unclear, its 95% interval's range."""
    if j.mark == UNCLEAR:
        return frame.tr("review.range", low=f"{max(0.0, j.low):.1f}", high=f"{j.high:.1f}")
    return f"{j.cost:.1f}"


def chart(frame: Frame, review: ReviewFrame) -> Markup:
    """The expected margin after each judged decision (the choice made), as a line; each
    decision a dot coloured by its mark, with its words for a screen reader. The margin's
    figures (the highest, 0, the lowest) are on the left; each round begins at a thin line,
    its number below."""
    points = [j for j in review.judgements if j.expected is not None]
    if len(points) < 2:
        return Markup("")
    values = [j.expected or 0.0 for j in points]
    low, high = min(0.0, *values), max(0.0, *values)
    span = (high - low) or 1.0

    def x(i: int) -> float:
        return LEFT + PAD + (WIDTH - LEFT - 2 * PAD) * i / (len(points) - 1)

    def y(v: float) -> float:
        return PAD + (HEIGHT - BELOW - 2 * PAD) * (high - v) / span

    line = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(values))
    dots = [drawing("circle", drawing("title", _dot(frame, j.round, j.mark, values[i])),
                    cx=f"{x(i):.1f}", cy=f"{y(values[i]):.1f}", r="3" if j.mark == GOOD else "5",
                    class_=f"mark-{j.mark}")
            for i, j in enumerate(points)]
    label = frame.tr("review.chart", n=len(points), first=f"{values[0]:+.1f}", last=f"{values[-1]:+.1f}")
    return h.figure(
        drawing("svg", *_margins(low, high, y), *_rounds([j.round for j in points], x),
                drawing("polyline", points=line, class_="margin"), *dots,
                viewBox=f"0 0 {WIDTH} {HEIGHT}", role="img", aria_label=label, class_="review-chart"),
        h.figcaption(frame.tr("review.chart_caption", unit=_unit(frame))))


def _margins(low: float, high: float, y: Callable[[float], float]) -> list[Markup]:
    """The line at 0 and the margin's figures on the left: the highest, 0 and the lowest, each
    where it does not run into another."""
    out = [drawing("line", x1=str(LEFT), x2=str(WIDTH - PAD), y1=f"{y(0.0):.1f}", y2=f"{y(0.0):.1f}", class_="zero")]
    placed: list[float] = []
    for value in (0.0, high, low):
        at = y(value)
        if (value != 0.0 or not placed) and all(abs(at - other) >= FIGURE for other in placed):
            placed.append(at)
            out.append(drawing("text", _signed(value), x=str(LEFT - 4), y=f"{at:.1f}", class_="figure margin-figure"))
    return out


#: The steps the rounds are numbered by below the chart: every round, or every 2nd, 5th ... where
#: that many do not fit (numbers at a regular step read as an axis; 1, 3, 4, 5 read as rounds missing).
ROUND_STEPS = (1, 2, 5, 10, 20)


def _rounds(rounds: list[int], x: Callable[[int], float]) -> list[Markup]:
    """A thin line where each round begins, and the numbers of the rounds below at the smallest
    regular step whose numbers do not run into each other (and the first round's, where it fits)."""
    starts = [(round_, x(i)) for i, round_ in enumerate(rounds) if not i or round_ != rounds[i - 1]]
    out = [drawing("line", x1=f"{at:.1f}", x2=f"{at:.1f}", y1=str(PAD), y2=str(HEIGHT - BELOW), class_="round")
           for _, at in starts]
    for step in ROUND_STEPS:
        numbered = [(r, at) for r, at in starts if r % step == 0]
        if all(b - a >= 2 * FIGURE for (_, a), (_, b) in pairwise(numbered)) or step == ROUND_STEPS[-1]:
            break
    # The first round too, where it does not run into the first number of the step.
    if starts and (not numbered or numbered[0][1] - starts[0][1] >= 2 * FIGURE) and starts[0] not in numbered:
        numbered.insert(0, starts[0])
    return out + [drawing("text", str(round_), x=f"{at:.1f}", y=str(HEIGHT - 4), class_="figure round-figure")
                  for round_, at in numbered]


def _signed(value: float) -> str:
    """A figure of the margin, its sign written (a minus, not a hyphen): to the tenth under 10."""
    if value == 0.0:
        return "0"
    return (f"{value:+.1f}" if abs(value) < 10 else f"{value:+.0f}").replace("-", "\u2212")


def _dot(frame: Frame, round_: int, mark: str, margin: float) -> str:
    return frame.tr("review.dot", round=round_, mark=frame.tr(f"review.mark.{mark}"), margin=f"{margin:+.1f}")


def legend(frame: Frame, review: ReviewFrame) -> Markup:
    """Each mark, with the cost it is given from in this game (its first, good: under the first)."""
    unit = _unit(frame)
    words = [frame.tr("review.under", mark=frame.tr(f"review.mark.{GOOD}"), cost=_figure(review.thresholds[0]),
                      unit=unit)]
    words += [frame.tr("review.from", mark=frame.tr(f"review.mark.{mark}"), cost=_figure(cost), unit=unit)
              for mark, cost in zip(MARKS[1:], review.thresholds)]
    words.append(frame.tr("review.legend_unclear", mark=frame.tr(f"review.mark.{UNCLEAR}")))
    return h.ul([h.li(h.span(class_=["mark", f"mark-{mark}"], aria_hidden="true"), " ", text)
                 for mark, text in zip((*MARKS, UNCLEAR), words)], class_="review-legend")


def _unit(frame: Frame) -> str:
    return frame.tr(f"hint.unit.{frame.match.game}") if frame.match is not None else frame.tr("hint.unit")


def _figure(cost: float) -> str:
    return f"{cost:g}"

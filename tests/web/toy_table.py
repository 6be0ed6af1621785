"""A table for the core's toy game, so the web controller is tested on its own."""

from web.games import kit
from web.markup import h

TEXTS = {"en": {"game.toy": "Toy", "about.toy": "A race to the target.", "opt.toy.target": "Target",
                "rules.toy.2": "A seat 5 points behind may rally; a 9 must be kept; pass is called stop."},
         "ko": {"game.toy": "장난감", "about.toy": "목표까지 먼저 가는 경주.", "opt.toy.target": "목표",
                "rules.toy.2": "5점 뒤진 자리는 만회할 수 있고, 9는 가져야 하며, 패스는 멈춤이라 부릅니다."},
         "zh-Hant": {"game.toy": "玩具", "about.toy": "先到目標的競賽。", "opt.toy.target": "目標",
                     "rules.toy.2": "落後 5 分的座位可以追趕；9 必須保留；「過」改稱「停」。"}}


def render(ctx):
    """The seats' points, and each legal action as a piece to tap (every table's choices are pieces)."""
    return h.div(h.ul([h.li(ctx.name(s), ": ", p, class_="seat") for s, p in enumerate(ctx.board["points"])]),
                 h.p([kit.piece(ctx, kit.play(a.code), a.code, label(a, ctx)) for a in ctx.legal], class_="toy-moves"))


def prompt(ctx):
    return ctx.t("match.your_turn")


def label(action, ctx):
    return action.code


def describe(event, ctx):
    return event["type"]


def reason(code, ctx):
    return code


def choose(view, legal, rng):
    """The toy's computer player (``ai.choose`` finds it as ``ai.toy``): the last choice."""
    assert "board" in view and view["seat"] in view["to_act"]  # the envelope of its own seat
    return legal[-1]

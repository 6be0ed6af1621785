"""A table for the core's toy game, so the web controller is tested on its own."""

from web.html import esc

TEXTS = {"en": {"game.toy": "Toy"}, "ko": {"game.toy": "장난감"}}


def render(ctx, choices_html):
    names = "".join(f'<li class="seat">{esc(ctx.name(s))}: {p}</li>' for s, p in enumerate(ctx.board["points"]))
    return f"<ul>{names}</ul>{choices_html}"


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

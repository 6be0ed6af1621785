"""A table for the core's toy game, so the web controller is tested on its own."""

from web.html import esc

TEXTS = {"en": {"game.toy": "Toy"}, "ko": {"game.toy": "장난감"}}


def render(ctx, choices_html):
    names = "".join(f'<li class="seat">{esc(ctx.name(s))}: {p}</li>' for s, p in enumerate(ctx.view["points"]))
    return f"<ul>{names}</ul>{choices_html}"


def label(action, ctx):
    return action.code


def describe(event, ctx):
    return event["type"]


def reason(code, ctx):
    return code


def choose(view, legal, rng):
    return legal[-1]

"""The Mundus Novus table draws every position of real matches, in both languages, safely."""

import re

import pytest

from engine import Match, Rng
from engine.simulate import random_choice
from web.context import TableContext
from web.games import mundus_novus as table

from ..mundus_novus.helpers import hidden_reshuffled


def ctx_for(match, seat, lang="en"):
    names = [f"P{n}" for n in range(match.players)]
    return TableContext(view=match.view(seat), legal=match.legal(seat), lang=lang, human=seat, names=names)


def positions(players, seed, every=1):
    """Yield (match, seat to draw) along a random match."""
    m = Match.new("mundus-novus", players=players, seed=seed)
    rng = Rng(seed)
    n = 0
    while not m.over:
        for seat in m.to_act:
            if n % every == 0:
                yield m, seat
            n += 1
            m.play(seat, random_choice("mundus-novus", m.view(seat), m.legal(seat), rng))
            if m.over:
                break
    yield m, 0


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (5, 3), (6, 4)])
def test_every_position_draws_with_words_for_every_choice(players, seed):
    seen = 0
    for m, seat in positions(players, seed, every=4):
        for lang in ("en", "ko"):
            ctx = ctx_for(m, seat, lang)
            html = table.render(ctx, table.choices(ctx))
            assert html.startswith('<div class="mn">')
            for action in ctx.legal:
                words = table.label(action, ctx)
                assert words and words != action.code, action.code
            for event in ctx.view["log"][seen:]:
                table.describe(event, ctx)
        seen = len(ctx.view["log"])


def test_end_reason_has_words():
    for m, _ in positions(3, 11, every=10_000):
        pass
    ctx = ctx_for(m, 0)
    assert m.over and table.reason(m.result["reason"], ctx) != m.result["reason"]


def test_the_page_never_shows_what_the_seat_cannot_see():
    checked = 0
    for m, seat in positions(4, 21, every=5):
        if m.over:
            break
        ctx = ctx_for(m, seat)
        html = table.render(ctx, table.choices(ctx))
        other = hidden_reshuffled(m, seat, checked)
        octx = ctx_for(other, seat)
        assert table.render(octx, table.choices(octx)) == html
        checked += 1
    assert checked > 20


def test_html_in_names_is_escaped():
    m = Match.new("mundus-novus", players=3, seed=5)
    ctx = TableContext(view=m.view(0), legal=m.legal(0), lang="en", human=0,
                       names=["<b>A</b>", '"><img src=x>', "C"])
    html = table.render(ctx, table.choices(ctx))
    assert "<b>A</b>" not in html and "<img" not in html
    assert "&lt;b&gt;A&lt;/b&gt;" in html


def test_no_unfilled_text_fields():
    for m, seat in positions(3, 8, every=4):
        ctx = ctx_for(m, seat)
        html = table.render(ctx, table.choices(ctx))
        assert not re.search(r"{[a-z_]+}", html)

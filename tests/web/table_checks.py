"""What the table tests of several games read the same way: the words on a drawn table, a
number left bare where markup should be, the positions of a whole match, and the action codes
a game's README lists."""

from __future__ import annotations

import re
from html import unescape

from engine import Match
from engine.simulate import random_choice


def text_of(html: str) -> str:
    """The words a reader meets: the text, and the titles and labels of elements."""
    labels = re.findall(r'(?:title|aria-label)="([^"]*)"', html)
    return unescape(" ".join([re.sub(r"<[^>]+>", " ", html), *labels]))


#: A bare number where markup should stand: after a block's end, or before a name in bold. A
#: ``count and h.p(...)`` with a count of 0 draws a "0" there (the end panel's hints, Endeavor's
#: start buildings once did).
STRAY_NUMBER = re.compile(r"</(?:div|p|ul|ol|table|section|h[1-6]|details|li|svg)>\s*-?\d+\s*(?=<|$)"
                          r"|(?:^|>)\s*\d+\s*<b>")


def stray_numbers(html: str) -> list[str]:
    """The bare numbers of :data:`STRAY_NUMBER` in ``html``, each with what stands before it."""
    return [html[max(0, m.start() - 60):m.end()] for m in STRAY_NUMBER.finditer(html)]


def positions(game_id: str, players: int, seed: int, chooser=random_choice, **options):
    """(match, seat, view at that seat's last decision) at every decision of a whole match;
    at the end, (match, 0, None)."""
    m = Match.new(game_id, players=players, seed=seed, **options)
    last: dict[int, dict] = {}
    while not m.over:
        seat = m.to_act[0]
        yield m, seat, last.get(seat)
        last[seat] = m.view(seat)
        m.play(seat, chooser(game_id, m.view(seat), m.legal(seat), m.ai_rng(seat)))
    yield m, 0, None


def readme_codes(readme: str, section: str) -> set[str]:
    """The kinds of the action codes in the first column of a README section's first table
    (``ship:track.<region>`` gives ``ship``; a cell may name several)."""
    text = readme.split(f"## {section}", 1)[1].split("\n## ", 1)[0]
    first = text[text.index("\n|"):].split("\n\n", 1)[0]
    out = set()
    for cell in re.findall(r"^\| (`[^|]*)\|", first, re.M):
        out.update(w.split(":")[0] for w in re.findall(r"`([a-z_]+(?::[^`]*)?)`", cell))
    return out


def bar_of(table, ctx):
    """The game's bar choices as the shell draws them (web/table.py): after the board, leaving
    out what the board's pieces offer (web/games/kit.offering)."""
    from web.games.kit import offering

    return table.choices(offering(ctx, table.render(ctx)))

"""Walking a match screen by screen, for the tests that check every screen the same way
(test_readable.py: the size of every text; test_accessibility.py: axe-core).

A "short match" is the default run's: the first decisions of a match by clicks, then a link to
the same match a few decisions before its end (played on in this process by random legal
choices, then taken back), played to the end by clicks. The long tests (``slow``) play whole
matches by clicks instead.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from engine import ENTRIES, Match, Rng
from engine.simulate import random_choice
from tests.e2e.conftest import REQUIRE, open_home
from tests.e2e.helpers import act, click_some_choice, go_to, record, start_match, wait_idle
from tools.axe import AXE_CACHE, SCRIPT

PHONE = {"width": 360, "height": 780}
DESKTOP = {"width": 1366, "height": 768}
GAMES = tuple(ENTRIES)
#: The default run's match of each game (players, options): the fewest seats, with the box's
#: variant for them where it puts more on the table (``Entry.small_variant``).
SHORT = {e.id: (e.min_players, dict(e.small_variant)) for e in ENTRIES.values()}
#: The long tests' match of each game: the most seats.
LONG = {e.id: (e.max_players, {}) for e in ENTRIES.values()}
MAX_DECISIONS = 3000


def open_page(browser, table_url: str, viewport: dict, lang: str = "en", while_loading=None):
    """(context, page) of a fresh browser the size of ``viewport``, at the home screen in
    ``lang`` (close the context). Loaded by conftest.open_home: once more in a new Chromium if
    the renderer dies on the way (``while_loading``: as there, for the tests of that)."""
    phone = viewport["width"] < 600
    visit = open_home(browser, table_url, while_loading=while_loading,
                      viewport=viewport, is_mobile=phone, has_touch=phone)
    if lang != "en":
        act(visit.page, f"lang:{lang}")
    return visit.context, visit.page


def played_out(saved: str, seed: int, until: Callable[[Match], bool] | None = None) -> Match:
    """The match ``saved`` (a ``#record``) played on in this process by random legal choices: to
    the first position where ``until`` holds, or to its end (None)."""
    match = Match.from_record(saved.lstrip("#"))
    rng = Rng(seed)
    while match.result is None:
        if until is not None and until(match):
            return match
        seat = match.to_act[0]
        match.play(seat, random_choice(match.game.id, match.view(seat), match.legal(seat), rng))
    assert until is None, "the match ended before the position asked for"
    return match


def near_the_end(saved: str, left: int, seed: int) -> str:
    """The link of the match ``saved`` (a ``#record``) ``left`` decisions before its end, the
    rest played in this process by random legal choices (:func:`played_out`)."""
    match = played_out(saved, seed)
    return "#" + match.replayed(max(0, len(match.decisions) - left)).record()


def at_every_decision(page, rng: random.Random, limit: int = MAX_DECISIONS) -> Iterator[int]:
    """Yields (the number of decisions so far) at each decision of the human's until the end
    of the match or ``limit`` decisions, making the decision by a click after each yield."""
    for n in range(limit):
        wait_idle(page)
        if page.locator("#app #end").count():
            return
        yield n
        assert click_some_choice(page, rng) is not None
    assert limit < MAX_DECISIONS, "the match did not end"


def short_match(page, rng, game: str, table_url: str, seed: int, first: int = 6, last: int = 8,
                name: str = "Ana") -> Iterator[str]:
    """The default run's match of ``game`` from the home screen: yields ``"decision"`` at its
    first ``first`` decisions and at every decision of the last ``last`` of the whole match's
    decisions, then ``"end"`` at the end (``name`` "": the default name, "You" or "나")."""
    players, options = SHORT[game]
    start_match(page, players=players, game=game, options=options, name=name)
    for _ in at_every_decision(page, rng, first):
        yield "decision"
    go_to(page, table_url + near_the_end(record(page), last, seed))
    for _ in at_every_decision(page, rng):
        yield "decision"
    yield "end"


def long_match(page, rng, game: str) -> Iterator[str]:
    """A whole match of ``game`` with the most seats, by clicks: ``"decision"`` at every
    decision, then ``"end"``."""
    players, options = LONG[game]
    start_match(page, players=players, game=game, options=options)
    for _ in at_every_decision(page, rng):
        yield "decision"
    yield "end"


def rotation(seed: int, viewports: int = 2) -> list[str]:
    """The default run's game for each viewport: a different one each run, by the seed."""
    return [GAMES[(seed + i) % len(GAMES)] for i in range(viewports)]


# --- axe-core --------------------------------------------------------------------------------------

def axe_script() -> Path:
    """``axe.min.js`` of the pinned axe-core (build.py installs it and passes its path in
    $NWT_AXE; tools/axe.py)."""
    path = Path(os.environ.get("NWT_AXE") or AXE_CACHE / SCRIPT)
    if not path.is_file():
        reason = f"axe-core is not installed ({path}): run the suite with `python build.py test`"
        if REQUIRE:
            pytest.fail(reason, pytrace=False)
        pytest.skip(reason)
    return path


def axe_violations(page, script: Path) -> list[str]:
    """What axe-core finds wrong on the page as it stands: one line per rule and element."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(script))
    found = page.evaluate(
        "async () => { const r = await axe.run(document, {resultTypes: ['violations']});"
        " return r.violations.flatMap(v => v.nodes.map(n => [v.id, n.target.join(' '),"
        " (n.failureSummary || '').split('\\n').slice(1, 2).join(' ').trim(), n.html.slice(0, 160)])); }")
    return [f"{rule} at {where}: {why} -- {html}" for rule, where, why, html in found]


# --- the size of every text -----------------------------------------------------------------------

#: Every text node drawn on the page (not in a closed <details>, not display:none, not the
#: visually hidden .sr-only): its rendered font size in CSS pixels; SVG text scaled by its
#: SVG's viewBox (getScreenCTM). Those under ``min`` px: [text, size, element's classes].
SMALL_TEXT_JS = """min => {
  const small = [], sizes = new Map();
  const sizeOf = el => {
    if (!sizes.has(el)) {
      const style = getComputedStyle(el);
      let size = parseFloat(style.fontSize);
      if (el instanceof SVGElement && el.getScreenCTM()) {
        const m = el.getScreenCTM();
        size *= Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
      }
      sizes.set(el, [size, style.visibility === 'visible']);
    }
    return sizes.get(el);
  };
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    const text = node.textContent.trim();
    const el = node.parentElement;
    if (!text || !el || el.closest('script, style, noscript, template, title')) continue;
    const [size, visible] = sizeOf(el);
    if (size >= min - 0.01 || !visible) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue;
    small.push([text.slice(0, 30), Math.round(size * 10) / 10, (el.getAttribute('class') || el.tagName)]);
  }
  return small;
}"""


def small_text(page, minimum: float = 12) -> list[tuple[str, float, str]]:
    return [tuple(x) for x in page.evaluate(SMALL_TEXT_JS, minimum)]

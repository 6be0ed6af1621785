"""On a phone you play by tapping the pieces (issue 56): at every decision of a match of each
game on a 360x780 phone, tapped at random among the pieces on the table and the bar's buttons,

- the action bar is at most 30% of the height, nothing in it scrolls and every button in it is
  wholly on screen;
- every piece that plays or picks when tapped (``data-choice``, web/games/kit.py) is at least
  24x24 px (WCAG 2.5.8) and has a name in words;
- the table is at most 4 screens tall (4.5 at five seats or more);
- and, over the match, at least 75% of the decisions offer a piece on the table (the others
  are choices that have no piece: pass, confirm, yes or no). Each game's share is printed.

The document itself never scrolls: at every decision its scroll position is 0 and its height
the window's, and so it stays after a touch swipe or a wheel turn (up and down) on the bar, the
scoreboard or the table, one of them a decision, in turn; only the table's scroll box moves.

When a decision comes the page brings its choices into view (main_side/dom.py's into_view): at
each decision the walk counts whether every choice it offers on a piece is in the table's window (on
one of its pieces, where two offer it), and where
they are not all, the rest is at most a swipe away (two windows) and the page says more is below
(``#app[data-more]``). Over a whole match (the long tests) every choice is in view at 90% of the
decisions or more, in every game; each game's figures are printed.

The same walk checks that no text is under 12 px (test_readable.py's check) at every decision,
at the end, with the log open, and on the home screen and the new-match form before it.

The same matches on a 1366x768 desktop keep every choice of the bar on screen. The default run
plays a short match of one game on the phone (screens.short_match; in one language, another
each run: tests/by_seed.language) and of one game on the desktop, a different one each run (by
the seed); the long tests whole matches with the most seats in every language, on both."""

from __future__ import annotations

import pytest

from tests.by_seed import LANGS, language, one_by_seed
from tests.e2e.helpers import BAR_SHARE, act
from tests.e2e.screens import DESKTOP, GAMES, PHONE, long_match, open_page, rotation, short_match
from tests.e2e.test_readable import check as check_text

#: A piece's target at least (px), WCAG 2.5.8.
TARGET = 24
#: The table's height at most, in screens; half a screen more at five seats or more, where each
#: seat adds its board and its lines: a five-seat Gilded Compass late in a match, a building
#: chosen, was 4.06-4.13 screens (3,170-3,223 px, three seeds, 2026-12-07), every choice in view.
SCREENS = 4
SCREENS_MANY = 4.5
#: The share of a whole match's decisions at which every choice is in view, at least.
ALL_IN_VIEW = 0.9
#: Where not every choice is in view, how far the farthest may lie beyond the table's window, in
#: windows: one swipe. The farthest seen was 1.3, a Gilded Compass placement at 5 players with
#: the Archives' many groups (2026-12-07).
BEYOND = 2

#: After the page has laid out the decision and brought its choices into view (a frame after
#: the draw, main_side/page.py): whether every piece that plays or picks is in the table's
#: window (or, outside the table, on the screen); how far beyond the window the farthest one
#: lies, in windows; and what the page says of the rest (``data-more``).
CHOICES_SEEN = """async () => {
  await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
  const scroller = document.getElementById('match-scroll'), win = scroller.getBoundingClientRect();
  const shown = e => e.getClientRects().length > 0 && !e.closest('details:not([open]) > :not(summary)');
  const far = new Map();  // each choice: how far its nearest piece lies beyond the window, in windows
  for (const e of document.querySelectorAll('#app [data-choice]')) {
    if (!shown(e)) continue;
    const r = e.getBoundingClientRect(), top = scroller.contains(e) ? win.top : 0;
    const bottom = scroller.contains(e) ? win.bottom : innerHeight;
    const beyond = Math.max(0, (r.bottom - bottom - 1) / win.height, (top - 1 - r.top) / win.height);
    const a = e.dataset.action;
    far.set(a, Math.min(far.has(a) ? far.get(a) : Infinity, beyond));
  }
  const out = [...far.values()].filter(x => x > 0);
  return {out: out.length, beyond: Math.max(0, ...out), more: document.getElementById('app').dataset.more || ''};
}"""

#: The document's scroll position and height, and the window's.
DOCUMENT = """() => { const d = document.scrollingElement;
  return [d.scrollTop, d.scrollLeft, d.scrollHeight, innerHeight, scrollY]; }"""
#: Where a swipe or a wheel turn starts, in turn: the bar, the scoreboard, the table.
SWIPED = ("#action-bar", "#scoreboard", "#match-scroll")

MEASURE = """() => {
  const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const bar = document.getElementById('action-bar');
  const scrolls = [bar, ...bar.querySelectorAll('*')].some(e => {
    const s = getComputedStyle(e);
    return /(auto|scroll)/.test(s.overflowY + s.overflowX) && (e.scrollHeight > e.clientHeight + 1
      || e.scrollWidth > e.clientWidth + 1); });
  const shown = e => e.getClientRects().length > 0 && !e.closest('details:not([open]) > :not(summary)');
  const pieces = [...document.querySelectorAll('#app [data-choice]')].filter(shown)
    .map(e => [e.dataset.action, e.getBoundingClientRect().width, e.getBoundingClientRect().height,
               (e.getAttribute('aria-label') || e.textContent || '').trim().length > 0]);
  const held = document.querySelectorAll('#app [data-choice]').length;
  return {bar: box(bar), scrolls, pieces, held,
          buttons: [...bar.querySelectorAll('button')].filter(shown).map(e => [e.dataset.action, box(e)]),
          table: document.getElementById('match-scroll').scrollHeight,
          seats: document.querySelectorAll('#scoreboard .sb-seat').length,
          wide: document.documentElement.scrollWidth};
}"""


def document_still(page, where: str) -> None:
    """The document is the window: not scrolled, and no taller (so it cannot be scrolled)."""
    top, left, tall, window, y = page.evaluate(DOCUMENT)
    assert top == 0 and left == 0 and y == 0, f"{where}: the document is scrolled to {left},{top}"
    assert tall == window, f"{where}: the document is {tall}px tall in a {window}px window"


def swipe(page, cdp, n: int, where: str) -> None:
    """The ``n``-th swipe of a walk: a touch swipe or a wheel turn (in turn), up the screen then
    down, starting on the bar, the scoreboard or the table (in turn); the document stays still.
    Chromium's synthetic gestures end when their last event is handled (no waiting for time)."""
    target = SWIPED[n % len(SWIPED)]
    box = page.locator(target).bounding_box()
    assert box, f"{where}: no {target}"
    x, y = box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 20)
    source = "touch" if (n // len(SWIPED)) % 2 == 0 else "mouse"
    for distance in (-400, 400):
        cdp.send("Input.synthesizeScrollGesture", {"x": x, "y": y, "yDistance": distance, "speed": 4000,
                                                    "gestureSourceType": source, "preventFling": True})
        document_still(page, f"{where}, after a {source} swipe of {distance}px on {target}")


def choices_seen(page, where: str) -> bool:
    """Whether every choice is in view now; where not, the rest is at most a swipe beyond it
    (:data:`BEYOND`) and the page says so."""
    f = page.evaluate(CHOICES_SEEN)
    if f["out"]:
        assert f["beyond"] <= BEYOND, f"{where}: a choice lies {f['beyond']:.1f} windows beyond the table's window"
        assert f["more"], f"{where}: {f['out']} choices are out of view and nothing says more are there"
    return not f["out"]


def check_phone(page, where: str) -> bool:
    """The phone's checks at one decision; whether the table offered a piece to tap. A piece the
    table drew is shown: none hides in a closed panel while it is a choice. (How many decisions
    have a piece is the table's, tests/web/test_contract.py, over whole matches: a short match's
    few decisions would make that share a matter of chance here.)"""
    f = page.evaluate(MEASURE)
    assert bool(f["pieces"]) == bool(f["held"]), f"{where}: {f['held']} pieces drawn, none of them shown"
    width, height = PHONE["width"], PHONE["height"]
    _, top, _, bottom = f["bar"]
    assert bottom - top <= BAR_SHARE * height + 1, f"{where}: the bar is {bottom - top:.0f}px tall"
    assert not f["scrolls"], f"{where}: something in the bar scrolls"
    for action, (b_left, b_top, b_right, b_bottom) in f["buttons"]:
        assert 0 <= b_left and b_right <= width and 0 <= b_top and b_bottom <= height + 1, \
            f"{where}: {action} is not wholly on screen"
    for action, w, h, named in f["pieces"]:
        assert w >= TARGET and h >= TARGET, f"{where}: the piece {action} is {w:.0f}x{h:.0f}px"
        assert named, f"{where}: the piece {action} has no name in words"
    screens = SCREENS_MANY if f["seats"] >= 5 else SCREENS
    assert f["table"] <= screens * height, f"{where}: the table is {f['table'] / height:.1f} screens tall"
    assert f["wide"] <= width, f"{where}: the page is {f['wide']}px wide (it scrolls sideways)"
    return bool(f["pieces"])


def check_desktop(page, where: str) -> None:
    f = page.evaluate(MEASURE)
    for action, (b_left, b_top, b_right, b_bottom) in f["buttons"]:
        assert 0 <= b_left and b_right <= DESKTOP["width"] and 0 <= b_top and b_bottom <= DESKTOP["height"] + 1, \
            f"{where}: {action} is not wholly on screen"


def _phone_walk(screens, page, game: str, whole: bool = False) -> None:
    decisions = with_pieces = all_seen = 0
    cdp = page.context.new_cdp_session(page)
    for screen in screens:
        if screen == "end":
            check_text(page, f"at the end of {game}")
            document_still(page, f"at the end of {game}")
            act(page, "log:open")
            check_text(page, f"in the log of {game}")
            break
        decisions += 1
        where = f"decision {decisions} of {game}"
        all_seen += choices_seen(page, where)
        document_still(page, where)
        with_pieces += check_phone(page, where)
        check_text(page, f"at decision {decisions} of {game}")
        swipe(page, cdp, decisions - 1, where)
    assert decisions >= 2, f"{game}: only {decisions} decisions walked"
    assert with_pieces, f"{game}: no piece to tap at any of {decisions} decisions"
    print(f"{game}: {decisions} decisions, every choice in view at {all_seen}, a piece to tap at {with_pieces}")
    if whole:
        assert all_seen >= ALL_IN_VIEW * decisions, \
            f"{game}: every choice in view at only {all_seen} of {decisions} decisions"


# One game a run, by the seed (the others in the long run): another than the one
# tests/e2e/test_in_view.py plays from the start on a phone (its offset 0).
@pytest.mark.parametrize("game", one_by_seed(GAMES, 2))
def test_a_phone_plays_by_tapping_the_pieces_in_a_short_match(browser, table_url, rng, e2e_seed, game):
    lang = language(0)  # the phone's checks of a run are in every language: tests/e2e/test_in_view.py
    context, page = open_page(browser, table_url, PHONE, lang)
    try:
        check_text(page, "on the home screen")
        act(page, f"pick-game:{game}")
        check_text(page, "on the new-match form")
        # In Korean and Chinese with the default name (나, 你), in English with a typed one.
        name = "" if lang != "en" else "Ana"
        _phone_walk(short_match(page, rng, game, table_url, e2e_seed, name=name), page, game)
    finally:
        context.close()


def test_a_desktop_keeps_every_choice_on_screen_in_a_short_match(browser, table_url, rng, e2e_seed):
    (game,) = rotation(e2e_seed, 1)
    context, page = open_page(browser, table_url, DESKTOP)
    try:
        for n, screen in enumerate(short_match(page, rng, game, table_url, e2e_seed)):
            if screen == "decision":
                check_desktop(page, f"decision {n + 1} of {game}")
    finally:
        context.close()


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_a_phone_plays_by_tapping_the_pieces_in_a_whole_match(browser, table_url, rng, game, lang):
    context, page = open_page(browser, table_url, PHONE, lang)
    try:
        _phone_walk(long_match(page, rng, game), page, game, whole=True)
    finally:
        context.close()


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_desktop_keeps_every_choice_on_screen_in_a_whole_match(browser, table_url, rng, game):
    context, page = open_page(browser, table_url, DESKTOP)
    try:
        for n, screen in enumerate(long_match(page, rng, game)):
            if screen == "decision":
                check_desktop(page, f"decision {n + 1} of {game}")
    finally:
        context.close()

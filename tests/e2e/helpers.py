"""Driving the table in the browser the way a person does: by clicking buttons.

No helper pauses for a fixed time. The page says what state it is in on ``#app``
(main_side/page.py): ``data-ready`` (the screen), ``data-ai`` ("busy" while a computer has a move
to make now, "idle" otherwise), ``data-draws`` (a count of redrawings) and ``data-clicks`` (a
count of the clicks the worker has answered). :func:`act` clicks and waits until that click has
been answered and the computers have answered it, so whatever a test reads next belongs to one
settled position, the same on every run with the same seed.
"""

from __future__ import annotations

import random

from tests import browser_support

MATCH_READY = '#app[data-ready="match"]'
HOME_READY = browser_support.HOME_READY
IDLE = '#app[data-ai="idle"]'
#: Buttons a scripted player avoids so that its clicks always move the match on.
GOING_BACK = (":cancel", ":clear", ":join", ":split")


def draws(page) -> int:
    return int(page.get_attribute("#app", "data-draws") or 0)


def clicks(page) -> int:
    return int(page.get_attribute("#app", "data-clicks") or 0)


def wait_idle(page) -> None:
    """Until no computer player has a move to make (the human decides, or the match is over)."""
    page.wait_for_selector(IDLE, state="attached", timeout=browser_support.READY_TIMEOUT_MS)


def go_to(page, url: str, ready: str = MATCH_READY) -> None:
    """Open ``url`` and wait until the page shows it (``ready``). Where only the ``#`` part
    changes the browser does not load the page again: the table answers the hash change, with
    Python in a worker a message later, while the ready mark of what it showed before is still
    there. So then the wait is for the page's next draw too."""
    same_page = page.url.split("#", 1)[0] == url.split("#", 1)[0] and page.url != url
    before = draws(page) if same_page else 0
    page.goto(url)
    if same_page:
        page.wait_for_function("n => Number(document.getElementById('app').dataset.draws) > n", arg=before,
                               timeout=browser_support.READY_TIMEOUT_MS)
    browser_support.wait_until_ready(page, ready)


def act(page, action: str, where: str = "#app", force: bool = False) -> None:
    """Click the button with this ``data-action`` (the first one shown inside ``where``: a choice
    may be offered in the action bar and on the board too, and a copy may be hidden at one width,
    as Endeavor's named spaces above a whole map) and wait until the page has handled the click
    (the worker answered this click: a redraw alone may be another tab's save, heard) and no
    computer has a move left to make. ``force``: a piece that says why it cannot be chosen
    (``aria-disabled``, which Playwright takes for disabled)."""
    before = clicks(page)
    page.click(f'{where} [data-action="{action}"] >> visible=true', force=force)
    page.wait_for_function(
        "n => { const app = document.getElementById('app');"
        " return Number(app.dataset.clicks || 0) > n && app.dataset.ai === 'idle'; }",
        arg=before, timeout=browser_support.READY_TIMEOUT_MS)


def start_match(page, players: int, name: str = "Ana", seat: int = 0, instant: bool = True,
                game: str = "mundus-novus", options: dict | None = None, level: str | None = None) -> None:
    """From the home screen: choose the game, the computers' level (else the default), the
    players, the seat, the game's options (as the home screen offers them:
    ``{"variant": "neutral_player"}``) and a name; start; wait until the table is drawn."""
    if instant:
        act(page, "speed:instant")
    act(page, f"pick-game:{game}")
    if level:
        act(page, f"pick-level:{level}")
    act(page, f"pick-players:{players}")
    act(page, f"pick-seat:{seat}")
    for option, value in (options or {}).items():
        act(page, f"option:{option}={value}")
    page.fill("#name", name)
    act(page, "start")
    page.wait_for_selector(MATCH_READY, state="attached")


def wait_for_turn(page) -> None:
    """Until the human has a choice to make or the match is over: when no computer has a move
    to make, one of the two holds (a step with a single legal action is played by the match
    itself, so the human is only ever asked real choices)."""
    wait_idle(page)


def link(page) -> str:
    """The whole address in the link box, read once no computer has a move to make (so it
    does not change under the test)."""
    wait_idle(page)
    return page.input_value("input.link")


def record(page) -> str:
    """The ``#record`` part of the match's link."""
    return "#" + link(page).split("#", 1)[1]


#: What a person can tap to choose: the bar's choices and the pieces on the table (web/games/kit.py).
CHOOSABLE = "#app button.act:not([disabled]), #app [data-choice]:not([disabled])"


#: A chosen piece of a multi-pick (web/games/kit.py): a tap drops it, so it goes back.
CHOSEN = "#app [data-choice][aria-pressed='true']"


def choices(page) -> list[str]:
    """Every action the person can tap now, on the table's pieces or in the bar, once each."""
    wait_idle(page)
    found = page.eval_on_selector_all(CHOOSABLE, "els => els.map(e => e.dataset.action)")
    return list(dict.fromkeys(found))


def click_some_choice(page, rng: random.Random) -> str | None:
    """Click one of the human's choices (never one that only goes back) and wait for the
    computers' answers; None at the end of the match."""
    wait_idle(page)
    if page.locator("#app #end").count():
        return None
    options = choices(page)
    assert options, "no computer has a move to make, the match is not over, yet the human has no choice"
    dropping = set(page.eval_on_selector_all(CHOSEN, "els => els.map(e => e.dataset.action)"))
    forward = [a for a in options if not a.endswith(GOING_BACK) and a not in dropping] or options
    action = rng.choice(forward)
    act(page, action)
    return action


#: Clicks on a table's own choices (a card picked for an offer, a step of a placement) before
#: one of them is a decision of the match.
MAX_CLICKS_TO_DECIDE = 12


def decide(page, rng: random.Random) -> None:
    """Click choices until one is a decision (the match's record grows): a choice may only be a
    step the table keeps (a card picked for a Mundus Novus offer), which changes no record."""
    before = record(page)
    for _ in range(MAX_CLICKS_TO_DECIDE):
        if click_some_choice(page, rng) is None or record(page) != before:
            return
    raise AssertionError(f"{MAX_CLICKS_TO_DECIDE} clicks and no decision")


def click_times(page) -> list[float]:
    """Milliseconds from each click to the next frame (the page keeps the last 1000), once
    every click handled so far has been timed (the time is taken a frame after the click)."""
    page.wait_for_function(
        "() => { const app = document.getElementById('app');"
        " const timed = app.dataset.clickMs ? app.dataset.clickMs.split(',').length : 0;"
        " return timed === Math.min(Number(app.dataset.clicks || 0), 1000); }",
        timeout=browser_support.READY_TIMEOUT_MS)
    return [float(x) for x in (page.get_attribute("#app", "data-click-ms") or "").split(",") if x]


def assert_no_secrets_shown(page) -> None:
    """No other seat's hand, and no offer before the reveal, is on the page."""
    # Other seats are shown with counts only: no resource card is drawn inside a seat.
    assert page.locator("#app .seat .rc").count() == 0
    # Offers show as cards only once revealed (then each has its total).
    trade = page.locator("#app .mn-trade")
    if trade.count() and page.locator("#app .mn-trade .total").count() == 0:
        assert page.locator("#app .mn-trade .rc").count() == 0
    assert page.locator("#app .mn-hand").count() <= 1


def reload_and_open_link(page, browser, table_url: str, table_html) -> None:
    """The match open in ``page`` is saved as it stands: a reload continues it where it was, and
    its link opens the same table in a fresh browser context. ``table_html(page)`` is the
    game's table as the test compares it."""
    saved, board = record(page), table_html(page)
    page.reload()
    browser_support.wait_until_ready(page, MATCH_READY)
    assert record(page) == saved and table_html(page) == board
    other = browser.new_context()
    try:
        fresh = other.new_page()
        fresh.goto(table_url + saved)
        browser_support.wait_until_ready(fresh, MATCH_READY)
        assert table_html(fresh) == board
    finally:
        other.close()


def fits(page, width: int) -> None:
    """No sideways scrolling; every button within the width and tall enough to tap."""
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    assert page.evaluate("() => document.getElementById('match-scroll').scrollWidth") <= width
    boxes = page.evaluate(
        # A closed tip's content is not on the screen (Chromium lays it out all the same).
        "() => [...document.querySelectorAll('#app button')]"
        ".filter(e => e.offsetParent !== null && !e.closest('details:not([open]) > :not(summary)'))"
        ".map(e => { const r = e.getBoundingClientRect(); return [e.dataset.action || e.textContent, r.left, r.right,"
        " r.height]; })")
    for action, left, right, tall in boxes:
        assert left >= 0 and right <= width, f"button {action} is off screen ({left}-{right})"
        assert tall >= 40, f"button {action} is too small to tap ({tall}px)"


#: A screen this wide or wider shows the bar and the log beside the table (web/static/table.css).
DESKTOP = 1000
#: The action bar's share of a phone's height at most.
BAR_SHARE = 0.3

_IN_VIEW = """async () => {
  // A game's stylesheet comes with its table's first drawing, and the page brings the subject
  // into view again once it has loaded (the layout changes): measure only after every sheet
  // has arrived, then after the frame in which the page brings the subject into view.
  await new Promise(done => { const poll = () =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].every(l => l.sheet) ? done() : setTimeout(poll, 20);
    poll(); });
  await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
  const box = e => { if (!e) return null; const r = e.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height, width: r.width}; };
  const bar = document.getElementById('action-bar');
  const list = bar.querySelector('.act-list');
  // Whether every choice offered on a piece of the table is in its window (on one of its pieces).
  const scroller = document.getElementById('match-scroll'), win = scroller.getBoundingClientRect();
  const seen = new Map();
  for (const e of scroller.querySelectorAll('[data-choice]')) {
    const r = e.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    const inside = r.top >= win.top - 1 && r.bottom <= win.bottom + 1;
    seen.set(e.dataset.action, seen.get(e.dataset.action) || inside);
  }
  return {bar: box(bar), list: box(list), scrolls: list.scrollHeight > list.clientHeight + 1,
          choices: seen.size > 0 && [...seen.values()].every(Boolean),
          prompt: box(document.getElementById('prompt')), at: bar.getAttribute('data-subject-at'),
          subject: box(document.querySelector('#app [data-subject]')),
          table: box(document.getElementById('match-scroll')), log: box(document.getElementById('log')),
          acts: [...bar.querySelectorAll('.act')].map(e => [e.dataset.action, box(e)]),
          tools: [...bar.querySelectorAll('.bar-tools button')].filter(e => e.offsetParent !== null)
            .map(e => [e.dataset.action, box(e)])};
}"""


def _visible_area(box: dict, width: int, height: int) -> float:
    return max(0.0, min(box["right"], width) - max(box["left"], 0)) * max(0.0, min(box["bottom"], height)
                                                                          - max(box["top"], 0))


def decision_in_view(page, width: int, height: int, subject: bool = True) -> None:
    """At a decision: on a phone the action bar takes at most 30% of the height; the prompt, the
    bar's tools and every choice in it are on the first screen, in the bar and not clipped by it
    (nothing in the bar scrolls); the part of the table the decision is about (``data-subject``) is in the
    table's window, its top at least, and not under the bar, unless every choice it offers on the
    table is in the window (those come first). On a desktop the table is the
    largest thing on the screen.

    ``subject``: whether a decision has just come. After a tap that picks a piece within one
    decision (a die, a card of an offer) the page leaves the table where the person scrolled it
    (to tap that piece), so only the bar is checked then."""
    f = page.evaluate(_IN_VIEW)
    bar, table = f["bar"], f["table"]
    phone = width < DESKTOP
    if phone:
        assert bar["height"] <= BAR_SHARE * height + 1, f"the bar is {bar['height']:.0f}px tall"
        assert table["bottom"] <= bar["top"] + 1, "the table goes under the bar"
    else:
        shown = _visible_area(table, width, height)
        others = [_visible_area(b, width, height) for b in (bar, f["log"]) if b]
        assert all(shown > other for other in others), (shown, others)
    assert 0 <= bar["top"] and bar["bottom"] <= height + 1, bar
    prompt = f["prompt"]
    assert bar["top"] - 1 <= prompt["top"] and prompt["bottom"] <= bar["bottom"] + 1, prompt
    for action, b in f["tools"]:
        assert bar["top"] - 1 <= b["top"] and b["bottom"] <= bar["bottom"] + 1, f"{action} is clipped by the bar"
    listed = f["list"]
    for action, b in f["acts"]:
        assert 0 <= b["left"] and b["right"] <= width, f"{action} is off the screen sideways"
        inside = listed["top"] - 1 <= b["top"] and b["bottom"] <= listed["bottom"] + 1
        assert inside and b["bottom"] <= height + 1, \
            f"{action} is off the first screen ({b['top']:.0f}-{b['bottom']:.0f})"
    assert not f["scrolls"], "the bar's choices scroll inside it"
    if f["at"] and subject and not f["choices"]:
        # Where every choice on the table is in its window, those are what the decision is about
        # (main_side/dom.py brings them into view before the rest of the subject).
        box = f["subject"]
        assert box is not None, f"the subject {f['at']} is not on the table"
        # Taller than the window, it is brought into view from its first offered piece on
        # (main_side/dom.into_view): its own top may stand just above the window, never all of it.
        taller = box["height"] > table["height"]
        low = table["top"] - 1 if not taller else table["top"] - box["height"] + table["height"] / 2
        assert low <= box["top"] < table["bottom"], f"{f['at']} is out of view: {box}"
        if not taller:
            assert box["bottom"] <= table["bottom"] + 1, f"{f['at']} is cut by the table's window: {box}"

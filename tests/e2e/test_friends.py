"""Friends by link in the browser (web/friends.py): Ana, Bo and Cy, each on a phone of their own
(a browser context each, so a storage each), play one Mundus Novus match by the links the
table copies, and nothing else. At every hand-over each device shows its own seat's hand, as
the match's record says that seat holds it, and no other seat's; a tampered, a forked and an
old link each get their sentence. The default run plays the first links; the long run
(``slow``) plays the match to its end, which is then sent to the other two."""

from __future__ import annotations

import pytest

from engine import Match

from .conftest import open_home
from .helpers import act, assert_no_secrets_shown, decide, go_to, record, wait_idle
from .screens import axe_script, axe_violations

PHONE = {"viewport": {"width": 360, "height": 780}, "is_mobile": True, "has_touch": True}
NAMES = ("Ana", "Bo", "Cy")
#: The links the default run sends before it stops.
FIRST_LINKS = 6


@pytest.fixture
def phones(browser, table_url):
    """Three phones at the home screen, each in its own browser profile, allowed the clipboard."""
    visits = [open_home(browser, table_url, **PHONE) for _ in NAMES]
    for visit in visits:
        visit.context.grant_permissions(["clipboard-read", "clipboard-write"])
    yield [visit.page for visit in visits]
    for visit in visits:
        visit.close()


def no_violations(page, where: str) -> None:
    found = axe_violations(page, axe_script())
    assert not found, f"axe-core finds {len(found)} violations {where}:\n  " + "\n  ".join(found[:20])


def start(page, checked: bool = False) -> None:
    """Ana's phone: Mundus Novus, three players, Bo and Cy friends by link, named (``checked``:
    the form checked by axe-core too)."""
    for action in ("speed:instant", "pick-game:mundus-novus", "pick-players:3", "pick-seat:0"):
        act(page, action)
    for seat in (1, 2):
        act(page, f"pick-person:{seat}")
        page.fill(f"#name-{seat}", NAMES[seat])
        act(page, f"pick-link:{seat}")
    assert "whoever decodes it could learn hidden cards" in page.inner_text("#new")
    if checked:
        no_violations(page, "on the form with friends by link")
    page.fill("#name", NAMES[0])
    act(page, "start")
    wait_idle(page)


def hand_shown(page) -> list[int]:
    """The resource cards the page shows in the person's hand, by value (as a view counts them)."""
    return [page.locator(f"#app .mn-hand .cards.hand .rc-{t}").count() for t in range(1, 11)]


def sees_its_own_seat(page, seat: int) -> bool:
    """The page shows ``seat``'s hand as the match's record deals it, and no other seat's
    cards; whether another seat's hand differs (so that the check could tell them apart)."""
    assert_no_secrets_shown(page)
    match = Match.from_record(record(page)[1:])
    hands = [match.view(s)["board"]["hand"] for s in range(match.players)]
    assert hand_shown(page) == hands[seat]
    return any(hand != hands[seat] for hand in hands)


def sent(page, seat: int) -> str:
    """The link Ana's (or Bo's, or Cy's) button copies for ``seat``, as the friend receives it."""
    act(page, f"send-link:{seat}")
    page.wait_for_selector("#action-bar .copied", state="attached")
    text = page.evaluate("() => navigator.clipboard.readText()")
    assert f"{NAMES[seat]}, " in text and "Mundus Novus" in text
    return text.split("#", 1)[1]


def play_by_links(phones, table_url, rng, limit: int | None, checked: bool = False) -> int:
    """Play from Ana's start by the links alone, up to ``limit`` links (None: to the end, which
    is then sent to the other two); the links sent (``checked``: axe-core checks the form)."""
    start(phones[0], checked)
    at, links, told_apart = 0, 0, False
    while limit is None or links < limit:
        page = phones[at]
        wait_idle(page)
        if page.locator("#app #end").count():
            for seat in (s for s in range(3) if s != at):
                go_to(phones[seat], f"{table_url}#{sent(page, seat)}")
                assert phones[seat].locator("#app #end").count() == 1
            break
        friend = page.locator('#action-bar [data-action^="send-link:"]')
        if friend.count() == 0:
            decide(page, rng)
            continue
        told_apart = sees_its_own_seat(page, at) or told_apart
        seat = int(str(friend.first.get_attribute("data-action")).split(":")[1])
        go_to(phones[seat], f"{table_url}#{sent(page, seat)}")
        assert phones[seat].locator("#app .banner").count() == 0  # it continues that phone's copy
        links, at = links + 1, seat
        told_apart = sees_its_own_seat(phones[at], at) or told_apart
    assert told_apart
    return links


def test_friends_play_by_links_each_phone_showing_only_its_own_seat(phones, table_url, rng):
    assert play_by_links(phones, table_url, rng, FIRST_LINKS, checked=True) == FIRST_LINKS
    for seat, page in enumerate(phones):  # one waits for a friend's link, the others' turn or wait
        no_violations(page, f"on {NAMES[seat]}'s table")
    waiting = next(page for page in phones if page.locator('#action-bar [data-action^="send-link:"]').count())
    act(waiting, "home")
    assert "Waiting for" in waiting.inner_text("#saves")
    no_violations(waiting, "on the home screen with a match waiting for a friend")


@pytest.mark.slow
def test_three_friends_play_a_match_to_its_end_by_links_alone(phones, table_url, rng):
    assert play_by_links(phones, table_url, rng, None) > 10
    final = [Match.from_record(record(page)[1:]) for page in phones]
    assert all(m.over and m.decisions == final[0].decisions for m in final)


def _last(match: Match, found) -> int:
    """The latest decision of ``match`` whose position ``found(position, seat)`` holds."""
    for at in range(len(match.decisions) - 1, -1, -1):
        if found(match.replayed(at), match.decisions[at][0]):
            return at
    raise AssertionError("no such decision in the match so far")


def test_an_old_a_forked_and_a_tampered_link_each_get_their_sentence(phones, table_url, rng):
    bo = phones[1]
    play_by_links(phones, table_url, rng, FIRST_LINKS)
    before = record(bo)
    mine = Match.from_record(before[1:])
    as_bo = {**mine.table, "human": 1}
    # An old link: Bo's copy as it was a decision ago.
    go_to(bo, f"{table_url}#{mine.replayed(len(mine.decisions) - 1).record(as_bo)}")
    assert "older than the match on this device" in bo.inner_text("#app .banner")
    assert record(bo) == before
    # A move this phone has, changed.
    at = _last(mine, lambda position, seat: len(position.legal(seat)) > 1)
    seat, index = mine.decisions[at]
    changed = mine.replayed(at)
    changed.play(seat, changed.legal(seat)[1 if index == 0 else 0])
    go_to(bo, f"{table_url}#{changed.record(as_bo)}")
    assert f"This link changes {NAMES[seat]}'s move in round" in bo.inner_text("#app .banner")
    assert record(bo) == before
    # Two people's answers to one turn: another seat's where this phone has its own first.
    at = _last(mine, lambda position, seat: len(position.to_act) > 1)
    seat = mine.decisions[at][0]
    forked = mine.replayed(at)
    other = next(s for s in forked.to_act if s != seat)
    forked.play(other, forked.legal(other)[0])
    go_to(bo, f"{table_url}#{forked.record(as_bo)}")
    assert f"here {NAMES[seat]} moved first" in bo.inner_text("#app .banner")
    assert record(bo) == before
    # A tampered link: a character changed, so its check fails.
    tampered = before[1:-6] + ("A" if before[-6] != "A" else "B") + before[-5:]
    go_to(bo, f"{table_url}#{tampered}", ready='#app[data-ready="error"]')
    assert "cut short or changed on the way" in bo.inner_text("#app")
    assert bo.locator("#app .banner").count() == 0  # the sentence about the link before is gone

"""A save of a real game written under earlier rules, opened by today's page (issue 59).

The save of a Puerto Rico match played in the page is made older (its header's rules version
lowered by one, sealed again with a valid check), as if the site had updated since. With every
action code still legal it opens and plays on, with the line that it continues under the
updated rules and what changed. With a code of the person's that is no longer legal it opens
at the position before it, says which move could not be kept and why, and the earlier save
stays as it was until the person plays on.
"""

from __future__ import annotations

import json

from engine import GAMES, Match
from tests import hostile
from tests.browser_support import wait_until_ready
from tests.e2e.helpers import HOME_READY, MATCH_READY, act, decide, start_match, wait_idle

GAME = "puerto-rico"
#: The line's words, and what Puerto Rico's latest rules version changed (web/games/changes.py).
CONTINUES = "This match continues under the updated rules of Puerto Rico."
CHANGED = "The first governor is drawn at random"


def older(save_record: str, last_code: str | None = None) -> str:
    """The save's record with its rules version one lower (and, if given, its last decision's
    code replaced by ``last_code``), sealed again with a valid check."""
    head, _, tail = hostile.unseal(save_record).partition(b"\n")
    header = json.loads(head)
    header["r"] -= 1
    lines = tail.decode().split("\n")
    if last_code is not None:
        lines[-1] = f"{lines[-1].split(' ', 1)[0]} {last_code}"
    return hostile.seal_save(GAME, hostile.header_bytes(header) + b"\n" + "\n".join(lines).encode())


def played_save(home, rng) -> tuple[str, dict]:
    """A match played a few decisions in the page; its storage key and save."""
    start_match(home, players=3, game=GAME)
    for _ in range(4):
        decide(home, rng)
    wait_idle(home)
    key = home.evaluate("() => Object.keys(localStorage).find(k => k.startsWith('nwt:save:'))")
    return key, json.loads(home.evaluate("k => localStorage.getItem(k)", key))


def open_save(home, key: str, text: str) -> None:
    """Home, the save replaced by ``text``'s record, the home screen drawn again, the save resumed."""
    act(home, "home")
    home.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, text])
    home.reload()  # the page starts again, as after the site updated
    wait_until_ready(home, HOME_READY)
    act(home, f"resume:{key.removeprefix('nwt:save:')}")
    home.wait_for_selector(MATCH_READY, state="attached")


def test_a_save_of_the_rules_before_whose_moves_all_stand_plays_on_with_the_line(home, page_watch, rng):
    key, save = played_save(home, rng)
    made_older = older(save["record"])
    assert Match.from_record(made_older).carried.since == GAMES[GAME].rules_version - 1
    open_save(home, key, json.dumps({**save, "record": made_older}))
    banner = home.inner_text(".banner")
    assert CONTINUES in banner and CHANGED in banner
    # Saved again under today's rules at once: nothing of it was lost.
    now = json.loads(home.evaluate("k => localStorage.getItem(k)", key))["record"]
    again = Match.from_record(now)
    assert again.carried is None and again.codes == Match.from_record(made_older).codes
    decide(home, rng)  # and it plays on
    assert len(Match.from_record(json.loads(home.evaluate("k => localStorage.getItem(k)", key))["record"])
               .decisions) > len(again.decisions)
    assert not page_watch.problems() and not page_watch.page_errors


def test_a_save_of_the_rules_before_with_a_move_no_longer_allowed_opens_before_it(home, page_watch, rng):
    key, save = played_save(home, rng)
    lines = hostile.unseal(save["record"]).partition(b"\n")[2].decode().split("\n")
    while not lines[-1].startswith("0 "):  # the person's last move is the one no longer allowed
        lines.pop()
    head = hostile.unseal(save["record"]).partition(b"\n")[0]
    cut = hostile.seal_save(GAME, head + b"\n" + "\n".join(lines).encode())
    made_older = older(cut, last_code="withdrawn:1")
    stored = json.dumps({**save, "record": made_older})
    open_save(home, key, stored)
    banner = home.inner_text(".banner")
    assert "Your move" in banner and "could not be kept" in banner and "no longer allow it there" in banner
    assert "your earlier save is kept as it was until you play on" in banner and CHANGED in banner
    assert home.evaluate("k => localStorage.getItem(k)", key) == stored  # kept while the person only looks
    opened = Match.from_record(made_older)
    assert len(opened.decisions) == len(lines) - 1
    decide(home, rng)  # the person plays on: from now on the match is saved
    now = Match.from_record(json.loads(home.evaluate("k => localStorage.getItem(k)", key))["record"])
    assert now.carried is None and now.codes[: len(opened.codes)] == opened.codes
    assert not page_watch.problems() and not page_watch.page_errors

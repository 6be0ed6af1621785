"""Your record in the browser (issue 36 item 4): three finished matches counted, and the record
still there after a reload and after the finished matches are cleared."""

from __future__ import annotations

from engine import Match, Rng
from tests.browser_support import wait_until_ready
from tests.e2e.helpers import HOME_READY, act, go_to

GAME = "puerto-rico"


def finished(seed: int) -> Match:
    """A 2-player match played to its end by random choices, Ana in seat 0 against a Normal computer."""
    match = Match.new(GAME, 2, seed, table={"names": ["Ana", ""], "human": 0, "levels": ["", "greedy"]})
    rng = Rng(seed)
    while not match.over:
        seat = match.to_act[0]
        legal = match.legal(seat)
        match.play(seat, legal[rng.below(len(legal))])
    return match


def test_the_record_counts_three_finished_matches_and_survives_a_reload_and_clearing(home, table_url):
    matches = [finished(seed) for seed in (11, 12, 13)]
    for match in matches:  # each link opened in the running page (its address's # part)
        go_to(home, f"{table_url}#{match.record()}")
        act(home, "home")
    home.reload()
    wait_until_ready(home, HOME_READY)
    scores = [m.result.scores[0] for m in matches]
    game = home.locator("#tally tbody tr.tally-game").first.inner_text()
    assert game.startswith("Puerto Rico") and "Normal" in game
    row = [c.strip() for c in home.locator("#tally tbody tr").nth(1).locator("td").all_inner_texts()]
    assert row == [str(3), str(sum(0 in m.result.winners for m in matches)), str(max(scores)),
                       f"{sum(scores) / 3:.1f}"]
    home.click("#finished summary")  # the finished matches are folded away
    act(home, "clear-finished")
    act(home, "clear-finished:yes")
    home.reload()
    wait_until_ready(home, HOME_READY)
    assert home.locator("#finished").count() == 0
    assert home.locator("#tally tbody tr").nth(1).locator("td").first.inner_text().strip() == "3"

"""Watching a replay in the browser (issue 36 item 1): for each game, a finished match opened as
a link, watched by rounds to its end and back to its start, a move either way, and the slider
moved by keys; and a link that opens a replay at a given move."""

from __future__ import annotations

import re

import pytest

import ai
from engine.simulate import play_match
from tests.by_seed import one_by_seed
from tests.e2e.helpers import act, go_to
from tests.e2e.screens import GAMES

WHERE = re.compile(r"Replay: move (\d+) of (\d+), round (\d+)")


def greedy(game_id, view, legal, rng):
    return ai.choose(game_id, view, legal, rng)


def finished_link(game: str, seed: int) -> tuple[str, int]:
    match = play_match(game, 3, seed, [greedy] * 3)
    match.table.update({"names": ["Ana", "", ""], "human": 0, "levels": ["", "greedy", "greedy"]})
    return match.record(), len(match.decisions)


def where(page) -> tuple[int, int, int]:
    found = WHERE.search(page.inner_text("#prompt"))
    assert found, page.inner_text("#prompt")
    return int(found[1]), int(found[2]), int(found[3])


def step(page, how: str) -> tuple[int, int, int]:
    act(page, f"replay-step:{how}", where="#action-bar")
    return where(page)


@pytest.mark.parametrize("game", one_by_seed(GAMES))
def test_a_finished_match_is_watched_by_rounds_both_ways_and_by_moves(home, table_url, e2e_seed, game):
    record, total = finished_link(game, e2e_seed % 1000)
    go_to(home, f"{table_url}#{record}")
    assert home.locator("#app #end").count() == 1
    act(home, "replay", where="#action-bar")
    assert where(home) == (0, total, 1)
    assert home.locator("#app #end").count() == 0  # the end is not shown before it comes
    seen_rounds = [1]
    at = 0
    while at < total:
        at, _, rnd = step(home, "round-forward")
        assert rnd >= seen_rounds[-1]
        seen_rounds.append(rnd)
    assert home.locator("#app #end").count() == 1  # the last step is the end
    assert home.locator('[data-action="replay-step:forward"]').is_disabled()
    while at > 0:
        before = at
        at, _, rnd = step(home, "round-back")
        assert at < before
    assert home.locator('[data-action="replay-step:back"]').is_disabled()
    assert step(home, "forward")[0] == 1 and step(home, "forward")[0] == 2 and step(home, "back")[0] == 1
    assert home.get_attribute("#app", "data-moved") == "computer"  # a step glows as a move does
    slider = home.locator(".replay-slider")
    slider.focus()
    clicks = int(home.get_attribute("#app", "data-clicks") or 0)
    home.keyboard.press("End")  # keys set the slider's value and send its change
    home.wait_for_function(f"() => Number(document.querySelector('#app').dataset.clicks) > {clicks}")
    assert where(home)[0] == total
    assert home.url.endswith(f"~{total}")
    act(home, "replay-exit", where="#action-bar")
    assert home.locator('#action-bar [data-action="rematch"]').count() == 1


def test_a_link_opens_the_replay_at_its_move_in_korean(home, table_url, e2e_seed):
    act(home, "lang:ko")
    record, total = finished_link("puerto-rico", e2e_seed % 1000 + 1)
    at = total // 2
    go_to(home, f"{table_url}#{record}~{at}")
    assert f"리플레이: 전체 {total}수 중 {at}번째 수" in home.inner_text("#prompt")
    assert home.locator("#app #end").count() == 0

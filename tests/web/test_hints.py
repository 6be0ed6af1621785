"""The hint (web/hints.py, ai.hint): off by default; when on, the greedy player's choice for
the person's decision from their own view, with the worth it weighed; counted once a
decision, kept with the save and said at the end."""

from __future__ import annotations

import re

import ai
from engine import Match, Rng
from engine.catalogue import ENTRIES_IN_ORDER
from engine.mundus_novus.trade import offer_size
from engine.simulate import play_match
from web import commands as c
from web.hints import Shown, steps

from .conftest import play_to_the_end
from .test_app import start_toy


def test_the_hint_is_off_by_default_and_the_setting_is_kept(make_app):
    app = make_app()
    start_toy(app)
    app.run_ai()
    assert 'data-action="hint"' not in app.render()
    app.handle(c.Home())
    assert 'data-action="hints:on"' in app.render()
    app.handle(c.HintSetting('on'))
    assert make_app(store=app.storage).hint_setting == "on"


def test_a_hint_shows_the_greedy_choice_from_the_persons_view_and_counts_once(make_app):
    app = make_app()
    app.handle(c.HintSetting('on'))
    match = start_toy(app)
    app.run_ai()
    assert 'data-action="hint"' in app.render()
    app.handle(c.Hint())
    seat = app.human
    expected = ai.choose("toy", match.view(seat), match.legal(seat), match.ai_rng(seat))
    assert app.current_hint().action == expected
    html = app.render()
    assert "The computer would choose:" in html and 'data-action="hint"' not in html
    app.handle(c.Hint())  # asked again at the same decision: still one
    assert app.hints_used == 1
    app.handle(c.Play((app.match.legal(seat)[0].code,)))
    app.run_ai()
    assert app.current_hint() is None  # a hint is for its own decision
    if not app.match.over:
        app.handle(c.Hint())
        assert app.hints_used == 2


def test_the_count_is_kept_with_the_save_and_said_at_the_end(make_app):
    app = make_app()
    app.handle(c.HintSetting('on'))
    start_toy(app)
    while not app.match.over:
        app.run_ai()
        if app.match.over:
            break
        app.handle(c.Hint())
        app.handle(c.Play((app.match.legal(app.human)[0].code,)))
    used = app.hints_used
    assert used >= 1
    assert f"Hints used: {used}" in app.render()
    key = app.save_key
    reloaded = make_app(store=app.storage)
    reloaded.handle(c.Resume(key))
    assert reloaded.hints_used == used


def test_the_hint_reads_only_the_persons_view():
    """ai.hint is given a view and legal actions; another seat's hidden cards do not change it."""
    for game, players in [(e.id, 3) for e in ENTRIES_IN_ORDER]:  # the real games, not the toy
        match = play_match(game, players, 3, [lambda g, v, lg, r: lg[r.below(len(lg))]] * players)
        early = match.replayed(min(12, len(match.decisions) - 1))
        seat = early.to_act[0]
        legal = early.legal(seat)
        found = ai.hint(game, early.view(seat), legal, early.ai_rng(seat))
        assert found.action in legal
        sampled = early.sample(seat, Rng(99))  # what the seat cannot see, dealt again
        again = ai.hint(game, sampled.view(seat), sampled.legal(seat), early.ai_rng(seat))
        assert again == found


def test_the_hint_names_the_unit_in_korean(make_app):
    app = make_app(lang="ko")
    app.handle(c.HintSetting('on'))
    match = Match.new("puerto-rico", 3, 5, table={"names": ["", "", ""], "human": 0,
                                                   "levels": ["", "greedy", "greedy"]})
    app.open_link(match.record())
    app.run_ai()
    app.handle(c.Hint())
    html = app.render()
    assert "컴퓨터라면:" in html
    found = app.current_hint().found
    assert found.worth is None or "승점" in html


def test_the_hint_is_not_offered_in_a_replay_or_behind_the_privacy_screen(make_app):
    app = make_app()
    app.handle(c.HintSetting('on'))
    start_toy(app)
    app.run_ai()
    app.handle(c.Replay())
    assert not app.hint_offered()
    app.handle(c.Hint())
    assert app.hints_used == 0


def test_with_no_hint_asked_the_end_says_nothing_of_hints(make_app):
    """The end panel's line on hints is left out when none was asked, with nothing in its place
    (a count of 0 once slipped into the panel as a bare "0" under the scores)."""
    app = make_app()
    app.handle(c.HintSetting('on'))
    start_toy(app)
    end = play_to_the_end(app, lambda legal: legal[0])
    assert app.hints_used == 0
    assert "Hints used" not in end and "hints-used" not in end
    assert not re.search(r">\s*0\s*$", end), end[-200:]  # nothing after the last element


def _at_offer(players: int = 3, seed: int = 7) -> Match:
    """A Mundus Novus match at seat 0's first trade offer (the others play greedily)."""
    match = Match.new("mundus-novus", players, seed)
    rng = Rng(seed)
    while not (0 in match.to_act and match.view(0)["board"].get("step") == "offer"):
        seat = match.to_act[0]
        match.play(seat, ai.choose("mundus-novus", match.view(seat), match.legal(seat), rng))
    return match


def test_a_hint_at_a_card_by_card_offer_names_every_card_of_the_offer():
    match = _at_offer()
    first = ai.hint("mundus-novus", match.view(0), match.legal(0), match.ai_rng(0)).action
    before = match.record()
    chain = steps(match, 0, first)
    assert match.record() == before  # played in a sampled copy: the match is untouched
    board = match.view(0)["board"]
    wanted = offer_size(board["announced"], board["seats"][0]["hand_size"])
    assert wanted >= 2 and len(chain) == wanted and all(a.kind == "offer" for a in chain)
    # The same steps as the greedy player's own, played on the match itself.
    for action in chain:
        assert 0 in match.to_act
        assert ai.hint("mundus-novus", match.view(0), match.legal(0), match.ai_rng(0)).action == action
        match.play(0, action)


def test_the_hint_says_how_much_better_and_never_a_negative_lead(make_app):
    app = make_app()
    app.handle(c.HintSetting('on'))
    start_toy(app)
    app.run_ai()
    app.handle(c.Hint())
    shown = app.current_hint()
    for worth, next_worth, words in ((3.0, 1.5, "1.5 points better than the next best"),
                                     (2.0, 2.4, "about as good as the next best"),
                                     (None, None, "by rule, not by worth")):
        app.table.hint = (len(app.match.decisions),
                     Shown(ai.Hint(shown.action, worth, next_worth), shown.steps))
        html = str(app.render())
        assert words in html and "-0.4" not in html


def test_a_hint_at_an_offer_outlines_every_card_it_names_on_the_hand(make_app):
    """A choice of several taps (a Mundus Novus offer, card by card): the hint outlines every
    card of the kinds it names, in the hand the offer is picked from."""
    from web.update import open_match

    match = _at_offer()
    app = make_app()
    app.handle(c.HintSetting('on'))
    open_match(app.state, app.world, match, "mn-offer")
    app.handle(c.Hint())
    named = {str(step.number()) for step in app.current_hint().steps}
    assert named
    html = str(app.render())
    hinted = re.findall(r'<button[^>]*class="piece mn-piece hinted"[^>]*data-action="ui:mo=([0-9.]*)"', html)
    assert hinted, "no card of the offer is outlined"
    assert len(hinted) >= len(named)  # a card of each kind it names, at least

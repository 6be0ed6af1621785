"""Following the computers' moves and the decision at hand: the scoreboard strip, the subject
the action bar names, what happened since the player's last decision one line a seat, the log
with its rounds, the latest moves and the speed button that says what a tap does."""

from __future__ import annotations

import random
import re

from web import commands as c
from web import games


def _to_round(app, game: str, players: int, rounds: int, seed: int = 3):
    app.handle(c.PickGame(game))
    app.handle(c.PickPlayers(players))
    app.handle(c.Start(), {"name": "Ana"})
    rng = random.Random(seed)
    app.run_ai()
    while app.match.view(0)["round"] < rounds and not app.match.over:
        app.handle(c.Play((rng.choice(app.match.legal(0)).code,)))
        app.run_ai()
    return str(app.render())


def test_the_scoreboard_names_every_seat_once_and_marks_who_is_to_act(make_app):
    app = make_app()
    html = _to_round(app, "puerto-rico", 4, 2)
    strip = html[html.index('id="scoreboard"'):]
    strip = strip[:strip.index("</ul>")]
    assert strip.count('class="sb-seat') == 4
    acting = list(app.match.to_act)
    assert strip.count("sb-seat me acting") + strip.count("sb-seat acting") == len(acting)
    assert "Governor" in strip  # the governor's mark, its words the symbol's accessible name
    assert html.index('id="scoreboard"') < html.index('id="match-scroll"')  # above the table, not in it


def test_the_action_bar_names_the_part_of_the_table_the_decision_is_about(make_app):
    app = make_app()
    _to_round(app, "puerto-rico", 3, 1)
    rng = random.Random(5)
    # The first governor is drawn from the seed: play on to a role of the person's own choosing.
    while app.match.view(0)["phase"] != "role":
        app.handle(c.Play((rng.choice(app.match.legal(0)).code,)))
        app.run_ai()
    html = str(app.render())
    assert app.match.legal(0)
    assert 'data-subject-at=".pr-roles"' in html and 'class="panel pr-panel pr-roles"' in html


def test_what_happened_since_the_last_decision_is_one_line_a_seat(make_app):
    app = make_app()
    html = _to_round(app, "puerto-rico", 4, 3)
    panel = re.search(r'<details[^>]*class="since"[^>]*>(.*?)</details>', html, re.S)
    assert panel, "no summary of the round"
    lines = re.findall(r'<li class="since-seat">(.*?)</li>', panel.group(1))
    assert 1 <= len(lines) <= 4 + 1  # the seats that moved, and the round's own events
    assert html.index('class="since"') < html.index('id="match-scroll"')  # above the table, in view


def test_at_the_end_what_happened_since_the_last_decision_comes_folded_under_the_scores(make_app):
    """The summary stands above the table; at the end it comes folded (its title, a tap
    opens it), so that a phone's window holds the final scores."""
    app = make_app()
    html = _to_round(app, "mundus-novus", 4, 99)
    assert app.match.over
    panel = re.search(r'<details([^>]*)class="since"([^>]*)>', html)
    assert panel, "no summary of what happened since the last decision"
    attributes = panel.group(1) + panel.group(2)
    assert 'id="since-end"' in attributes and "open" not in attributes
    during = re.search(r'<details([^>]*)class="since"([^>]*)>', _to_round(make_app(), "mundus-novus", 4, 3))
    assert during and "open" in during.group(1) + during.group(2)


def test_the_log_marks_each_round_and_leaves_no_line_out(make_app):
    app = make_app()
    html = _to_round(app, "mundus-novus", 3, 3)
    log = html[html.index('id="log"'):]
    assert log.count("log-round") == app.match.view(0)["round"]
    ctx = app.context()
    described = sum(1 for e in ctx.view["log"] if games.TABLES["mundus-novus"].describe(e, ctx))
    assert len(re.findall(r"<li[ >]", log)) == described


def test_the_latest_moves_wrap_whole_and_skip_to_my_turn_is_a_tool_that_shows_it_is_on(make_app):
    app = make_app()
    html = _to_round(app, "mundus-novus", 3, 2)
    start = html.index('class="recent"')
    assert "…" not in html[start:html.index("</ol>", start)]
    skip = re.search(r'<button[^>]*data-action="speed:instant"[^>]*>', html)
    assert skip and 'aria-pressed="false"' in skip[0] and 'title="Skip to my turn"' in skip[0]
    app.handle(c.Speed('instant'))
    skip = re.search(r'<button[^>]*data-action="speed:normal"[^>]*>', str(app.render()))
    assert skip and 'aria-pressed="true"' in skip[0] and 'title="Skip to my turn"' in skip[0]

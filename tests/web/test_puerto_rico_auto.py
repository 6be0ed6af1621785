"""The table preference "take what I produce and my privileges without asking" at the Puerto
Rico table: on (the default), a benefit the rulebook lets a player refuse is taken for the
person through the normal path (the record holds the decision, undo goes back past it); off,
the person is asked every time."""

from __future__ import annotations

import random

from engine import Match
from web import commands as c
from web.i18n import tr
from web.saves import MemoryStorage

from ..puerto_rico.helpers import TAKES
from ..puerto_rico.helpers import single_sensible_answer as single_answer


def start(app, players=4, seat=0):
    app.handle(c.PickGame('puerto-rico'))
    app.handle(c.PickPlayers(players))
    app.handle(c.PickSeat(seat))
    app.handle(c.Speed('instant'))
    app.handle(c.Start(), {"name": "Ana"})
    return app.match


def asked(app) -> list[str]:
    """The codes of the person's choices as the table offers them now (none while it answers)."""
    return [a.code for a in app.context().legal]


def test_with_the_preference_on_production_and_privileges_are_taken_without_asking(make_app, storage):
    app = make_app()
    assert app.auto == "on"  # the default
    m = start(app)
    rng = random.Random(3)
    questions = 0
    while True:
        app.run_ai()
        if m.over:
            break
        codes = asked(app)
        assert codes and not single_answer(codes), codes
        questions += 1
        app.handle(c.Play((rng.choice(codes),)))
    replayed = Match.from_record(app.record())  # the record holds the table's answers as the person's
    taken = [a.code for seat, a in replayed.played() if seat == app.human and a.kind in TAKES]
    assert "produce" in taken and "privilege" in taken
    assert questions > 20


def test_with_the_preference_off_every_benefit_is_asked(make_app, storage):
    app = make_app()
    app.handle(c.Auto('off'))
    assert storage.get("nwt:auto") == "off" and make_app().auto == "off"  # kept between visits
    m = start(app)
    seen = set()
    rng = random.Random(3)
    while not m.over:
        app.run_ai()
        if m.over:
            break
        codes = asked(app)
        if single_answer(codes):
            seen.add(min(codes))
        app.handle(c.Play((rng.choice(codes),)))
    assert "decline" in seen or "pass" in seen  # such questions are asked, as the rulebook allows


def test_undo_goes_back_past_a_decision_the_table_answered(make_app):
    app = make_app()
    m = start(app, players=3)
    while True:
        app.run_ai()
        human = [a.code for seat, a in app.match.played() if seat == app.human]
        if human and human[-1] == "produce":
            break
        app.handle(c.Play((app.match.legal(0)[-1].code,)))
    before = len(app.match.decisions)
    app.handle(c.Undo())
    assert app.message is None and len(app.match.decisions) < before
    assert app.match.to_act == (app.human,) and asked(app)  # at a real question of the person's
    assert app.match.legal(app.human) != [] and app.auto_answer() is None
    assert m is not app.match


def test_the_preference_is_offered_in_the_settings_and_at_the_table(make_app):
    for lang, words in (("en", "Take what I produce and my privileges without asking"),
                        ("ko", "내 생산물과 특권은 묻지 않고 받기"), ("zh-Hant", tr("zh-Hant", "home.auto"))):
        app = make_app(lang, store=MemoryStorage())
        home = str(app.render())
        assert words in home and 'data-action="auto:off"' in home and 'data-action="auto:on"' in home
        start(app)
        app.run_ai()
        table = str(app.render())
        assert 'data-action="auto:off"' in table and f'title="{words}"' in table
        app.handle(c.Auto('off'))
        assert 'data-action="auto:on"' in str(app.render())


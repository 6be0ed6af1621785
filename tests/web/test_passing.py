"""Pass-and-play (web/passing.py): people at one device in any mix with computers, the table
hidden between two people's decisions, each seeing their own view, undo never crossing another
person's decision, and every person named in saves and links."""

from __future__ import annotations

from engine import Match
from web import commands as c
from web import screens
from web.context import seat_names
from web.home_saves import people
from web.saves import MemoryStorage


def start_shared(app, players=3, seat=0, others=(2,), names=None, game="toy"):
    app.handle(c.PickGame(game))
    app.handle(c.PickPlayers(players))
    app.handle(c.PickSeat(seat))
    for other in others:
        app.handle(c.PickPerson(other))
    form = {"name": "Ana", **{f"name-{k}": v for k, v in (names or {2: "Mina"}).items()}}
    app.handle(c.Start(), form)
    return app.match


def test_the_form_makes_seats_people_with_their_names(make_app):
    app = make_app()
    match = start_shared(app)
    assert match.table["levels"] == ["", "greedy", ""]
    assert match.table["names"] == ["Ana", "", "Mina"]
    assert match.table["human"] == 0
    assert people(match.table, 3) == [0, 2]
    html = make_app(store=app.storage).render()  # the form keeps the choice between visits
    assert 'data-action="pick-person:2" checked' in html and 'value="Mina"' in html


def test_choosing_a_seat_again_makes_it_a_computer_and_your_own_seat_is_never_listed(make_app):
    app = make_app()
    app.handle(c.PickGame('toy'))
    app.handle(c.PickPlayers(3))
    app.handle(c.PickPerson(1))
    app.handle(c.PickPerson(1))
    assert app.setup["people"] == []
    app.handle(c.PickPerson(0))  # your own seat: you play it already
    assert app.setup["people"] == []
    app.handle(c.PickPerson(2))
    app.handle(c.PickSeat(2))  # taking that seat yourself
    assert app.setup["people"] == []
    assert 'data-action="pick-person:2"' not in app.render()


def test_the_table_is_hidden_between_two_peoples_decisions_until_the_next_is_ready(make_app):
    app = make_app()
    start_shared(app)
    app.run_ai()
    assert app.pass_to == 0  # a shared device starts with its first person handed it
    html = app.render()
    assert "Pass the device to Ana" in html and 'id="action-bar"' not in html
    app.handle(c.Ready(2))  # not the person asked for: nothing
    assert app.pass_to == 0
    app.handle(c.Ready(0))
    assert app.human == 0 and app.context().view["seat"] == 0
    app.handle(c.Play((app.match.legal(0)[0].code,)))
    assert app.pass_to == 2
    html = app.render()
    assert "Pass the device to Mina" in html and "I am Mina: show my table" in html
    # The live region says so too, and nothing of Ana's table.
    assert screens.announcement(app.frame()) == "Pass the device to Mina"
    assert app.ai_state == "idle"
    decided = len(app.match.decisions)
    app.handle(c.Play((app.match.legal(2)[0].code,)))  # refused while the table is hidden
    assert len(app.match.decisions) == decided
    app.handle(c.Ready(2))
    assert app.human == 2 and app.context().view["seat"] == 2 and app.context().legal == app.match.legal(2)
    assert "Mina (you)" in app.context().name(2)


def test_undo_never_takes_back_another_persons_decision(make_app):
    app = make_app()
    start_shared(app)
    app.run_ai()
    app.handle(c.Ready(0))
    app.handle(c.Play((app.match.legal(0)[0].code,)))
    app.handle(c.Ready(2))
    assert app.undo_state() == "none"  # Mina has not decided yet
    app.handle(c.Play((app.match.legal(2)[0].code,)))
    app.run_ai()
    while app.pass_to is None and not app.match.over:  # on to Ana's next decision
        app.handle(c.Play((app.match.legal(app.human)[0].code,)))
        app.run_ai()
    if app.match.over:
        return
    app.handle(c.Ready(app.pass_to))
    if app.undo_state() == "other":
        kept = len(app.match.decisions)
        app.handle(c.Undo())
        assert len(app.match.decisions) == kept
        assert "Another player has decided since" in app.message[1]
    assert app.undo_state() in ("other", "none", "blocked")


def test_a_whole_match_with_two_people_and_a_computer_asks_each_person_in_private(make_app):
    app = make_app()
    start_shared(app, players=4, others=(1, 3), names={1: "Mina", 3: ""})
    handovers = 0
    last = None
    for _ in range(2000):
        app.run_ai()
        if app.match.over:
            break
        if app.pass_to is not None:
            assert app.pass_to != last
            assert "Pass the device to" in app.render()
            app.handle(c.Ready(app.pass_to))
            handovers += 1
            last = app.human
        legal = app.match.legal(app.human)
        assert legal, "the person at the device has something to decide"
        app.handle(c.Play((legal[-1].code,)))
    assert app.match.over and handovers > 2
    assert seat_names(app.match.table, 4, "en") == ["Ana", "Mina", "Computer 3", "Player 4"]
    reopened = Match.from_record(app.record())
    assert reopened.table == app.match.table  # the link keeps every person
    entry = app.saves.entries()[0]
    assert entry.names == ["Ana", "Mina", "", ""]


def play_out(app, until=lambda app: False) -> None:
    """Every person's first legal action, each at their turn at the device, to the end (or
    until ``until(app)``, asked after each decision)."""
    for _ in range(2000):
        app.run_ai()
        if app.match.over:
            return
        if app.pass_to is not None:
            app.handle(c.Ready(app.pass_to))
        app.handle(c.Play((app.match.legal(app.human)[0].code,)))
        if until(app):
            return
    raise AssertionError("the match did not end")


def test_at_the_end_of_a_shared_match_no_person_is_named_you(make_app):
    """The person at the device is "(you)" while they decide; the end is every person's, so its
    scores name each person plainly, not the last one to have decided as "(you)"."""
    app = make_app()
    start_shared(app)
    app.run_ai()
    app.handle(c.Ready(0))
    assert "Ana (you)" in app.render()
    play_out(app)
    end = app.render().split('id="end"', 1)[1]
    assert "Ana" in end and "Mina" in end and "(you)" not in end
    alone = make_app(store=MemoryStorage())  # not the form the shared match was started from
    start_shared(alone, others=())
    play_out(alone)
    assert "Ana (you)" in alone.render().split('id="end"', 1)[1]


def log(app) -> str:
    html = str(app.render())
    return html[html.index('id="log-lines"'):]


def test_at_the_end_of_a_shared_match_the_log_names_no_one_you_either(make_app):
    """The log's lines put in words while the match went on (kept from one drawing to the
    next) are put in words again without "(you)"."""
    app = make_app()
    start_shared(app, game="gilded-compass")
    play_out(app, until=lambda app: app.human == 0 and "Ana (you)" in log(app))
    assert not app.match.over
    play_out(app)
    assert "(you)" not in app.render()


def test_a_shared_match_opened_from_its_link_hides_the_table_until_someone_is_ready(make_app):
    app = make_app()
    start_shared(app)
    app.run_ai()
    app.handle(c.Ready(0))
    app.handle(c.Play((app.match.legal(0)[0].code,)))
    other = make_app()
    other.open_link(app.record())
    other.run_ai()
    assert other.pass_to == 2 and "Pass the device to Mina" in other.render()


def test_a_match_with_one_person_is_never_hidden(make_app):
    app = make_app()
    start_shared(app, others=())
    for _ in range(50):
        app.run_ai()
        if app.match.over:
            break
        assert app.pass_to is None
        app.handle(c.Play((app.match.legal(app.human)[0].code,)))
    assert seat_names(app.match.table, 3, "en")[0] == "Ana"


def test_the_privacy_screen_reads_in_korean(make_app):
    app = make_app(lang="ko")
    start_shared(app)
    app.run_ai()
    html = app.render()
    assert "Ana 님에게 기기를 넘겨 주세요" in html and "Ana입니다. 내 테이블 보기" in html
    assert "자리마다 누가 하나요" in make_app(lang="ko", store=app.storage).render()


def test_unnamed_people_are_named_by_their_seat():
    table = {"names": ["", "", ""], "human": 0, "levels": ["", "", "greedy"]}
    assert seat_names(table, 3, "en") == ["Player 1", "Player 2", "Computer 3"]
    assert seat_names(table, 3, "ko") == ["플레이어 1", "플레이어 2", "컴퓨터 3"]
    alone = {"names": ["", "", ""], "human": 1, "levels": ["greedy", "", "greedy"]}
    assert seat_names(alone, 3, "en") == ["Computer 1", "You", "Computer 3"]

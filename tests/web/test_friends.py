"""Friends by link (web/friends.py): people who play one match on their own devices, each turn
sent as a link. Each device here is a client with its own storage; a link travels as the text
the friend's button copies."""

from __future__ import annotations

import random
import re
from html import unescape

import pytest

from engine import GAMES, BadRecord, Match
from web import commands as c
from web import friends
from web.saves import MemoryStorage, match_key

from ..core.toy import TOY, TOY_2
from .client import Client
from .conftest import Clock

GAME = "mundus-novus"  # its seats decide at once at times: two friends can both be to act


def device(lang: str = "en") -> Client:
    seeds = iter(range(500, 600))
    return Client(MemoryStorage(), language=lang, clock=Clock(), new_seed=lambda: next(seeds))


def started(owner: Client, players: int = 3, computers: tuple[int, ...] = ()) -> None:
    """The owner (seat 1) starts a match in which every other seat is a friend by link but ``computers``."""
    owner.handle(c.PickGame(GAME))
    owner.handle(c.PickPlayers(players))
    for seat in range(1, players):
        if seat not in computers:
            owner.handle(c.PickPerson(seat))
            owner.handle(c.PickLink(seat))
    names = {f"name-{seat}": name for seat, name in zip(range(1, players), ("Bo", "Cy", "Di"))}
    owner.handle(c.Start(), {"name": "Ana", **names})


def sent(app: Client, seat: int) -> str:
    """The link the device's button sends to the friend at ``seat`` (the copied line's address part)."""
    app.handle(c.SendLink(seat))
    text = app.effects[-1]
    assert isinstance(text, c.ShareText)
    found = re.search(r"#(\S+)$", text.text)
    assert found is not None
    return found.group(1)


def test_a_seat_can_be_a_friend_by_link_and_the_form_says_what_a_link_tells():
    app = device()
    app.handle(c.PickGame(GAME))
    app.handle(c.PickPerson(2))
    assert "On their own device, by link" in str(app.render()) and "friends you trust" not in str(app.render())
    app.handle(c.PickLink(2))
    assert app.setup["linked"] == [2]
    html = str(app.render())
    assert "Seat 3: Friend by link" in html and "whoever decodes it could learn hidden cards" in html
    app.handle(c.PickPerson(2))  # a computer again: no longer played by link
    assert app.setup["linked"] == [] and "friends you trust" not in str(app.render())


def test_the_notes_name_the_seats_played_by_link_and_only_people_s():
    with pytest.raises(ValueError, match="played by link"):
        Match.new(GAME, players=3, seed=1, table={"levels": ["", "", "strong"], "linked": [2]})
    match = Match.new(GAME, players=3, seed=1, table={"levels": ["", "", "strong"], "linked": [1], "human": 0})
    assert Match.from_record(match.record({**match.table, "human": 1})).table["human"] == 1


def play_by_links(limit: int | None) -> tuple[dict[int, Client], int]:
    """Ana (seat 1) and two friends, Bo and Cy, each on their own device, play a match by the
    links alone (up to ``limit`` links sent; None: to its end, which is sent to the others).
    At every step each device draws its own seat's view and only its seat decides there."""
    ana, bo, cy = device(), device("ko"), device()
    started(ana)
    devices, rng, links, at = {0: ana, 1: bo, 2: cy}, random.Random(7), 0, 0
    while limit is None or links < limit:
        app = devices[at]
        match = app.match
        assert match is not None and app.state.table is not None
        assert app.state.table.human == at and app.context().view == match.view(at)
        if match.over:
            for seat in friends.told_the_end(match):
                devices[seat].open_link(sent(app, seat))
            break
        friend = app.frame().match.friend
        if at in match.to_act:
            assert friend is None
            app.handle(c.Play((rng.choice(match.legal(at)).code,)))
            continue
        assert friend is not None and friend in match.to_act  # nothing to do here but send it on
        devices[friend].open_link(sent(app, friend))
        links += 1
        assert devices[friend].message is None  # it continues that device's copy (or is its first)
        at = friend
    return devices, links


def test_friends_play_a_match_by_links_each_device_seeing_its_own_seat():
    devices, links = play_by_links(40)
    assert links == 40 and all(d.match is not None for d in devices.values())


@pytest.mark.slow
def test_a_match_with_two_friends_is_played_to_its_end_by_links_alone():
    devices, links = play_by_links(None)
    final = devices[0].match
    assert final is not None and final.over and links > 100
    for seat, app in devices.items():
        assert app.match is not None and app.match.over and app.match.decisions == final.decisions
        assert app.state.table is not None and app.state.table.human == seat
        assert app.context().view == app.match.view(seat)


def waiting(owner: Client) -> tuple[Client, int]:
    """The owner's match once it waits for a friend: the owner's device and that friend's seat."""
    started(owner)
    rng = random.Random(3)
    while (friend := friends.waiting_for(owner.match)) is None:
        owner.handle(c.Play((rng.choice(owner.match.legal(0)).code,)))
    return owner, friend


def test_the_bar_says_whose_turn_it_is_and_the_home_screen_that_the_match_waits():
    ana, friend = waiting(device())
    html = unescape(str(ana.render()))
    name = ("Bo", "Cy")[friend - 1]
    assert f"{name}'s turn: send {name} the link" in html
    assert f'data-action="send-link:{friend}"' in html
    ana.handle(c.SendLink(friend))
    text = ana.effects[-1]
    assert isinstance(text, c.ShareText) and "#" in text.text
    assert text.text.startswith(f"{name}, your turn in Mundus Novus: ")
    ana.copy_done(True)
    html = unescape(str(ana.render()))
    assert f"Shared or copied. {name}'s link back continues the match here." in html
    assert "The link is copied." not in html  # the link box's note is for the match's own link
    ana.handle(c.Copy())
    ana.copy_done(True)
    html = unescape(str(ana.render()))
    assert "The link is copied." in html and "Shared or copied." not in html
    ana.handle(c.Home())
    home = str(ana.render())
    assert f"Waiting for {name}" in home


def friend_played_on() -> tuple[Client, int, str]:
    """Bo's (or Cy's) device, opened from the owner's first link and played on until the match
    waits for another friend: the device, its seat, and the link it was sent."""
    ana, friend = waiting(device())
    first = sent(ana, friend)
    bo = device()
    bo.open_link(first)
    rng = random.Random(5)
    while friends.waiting_for(bo.match) is None:
        assert not bo.match.over
        bo.handle(c.Play((rng.choice(bo.match.legal(friend)).code,)))
    return bo, friend, first


def test_undo_stops_once_a_friend_s_turn_has_come():
    bo, _, _ = friend_played_on()
    before = bo.match.full_record()
    assert bo.frame().match.undo == "other"
    bo.handle(c.Undo())
    assert bo.match.full_record() == before
    assert bo.message is not None and "their link may be on its way" in bo.message[1]


def test_an_old_link_shows_the_match_as_it_stands_here():
    bo, _, first = friend_played_on()
    ahead = len(bo.match.decisions)
    bo.open_link(first)  # the link it was sent, again
    assert len(bo.match.decisions) == ahead
    assert bo.message is not None and "older than the match on this device" in bo.message[1]


def _forked(first_seat: int, second_seat: int, code_index: int = 0) -> tuple[Client, str]:
    """A device whose copy has ``first_seat``'s answer at a turn both friends had to answer,
    and a link with ``second_seat``'s answer at that turn instead."""
    ana = device()
    started(ana)
    rng = random.Random(11)
    match = ana.match
    while not ({1, 2} <= set(match.to_act)):
        seat = match.to_act[0]
        match.play(seat, rng.choice(match.legal(seat)))
    base = match.full_record()
    own, theirs = Match.from_record(base), Match.from_record(base)
    own.play(first_seat, own.legal(first_seat)[0])
    theirs.play(second_seat, theirs.legal(second_seat)[code_index])
    here = device()
    here.open_match(own, match_key(own))
    return here, theirs.record()


def test_a_link_from_a_fork_is_refused_saying_whose_move_came_first():
    here, link = _forked(1, 2)
    before = here.match.full_record()
    here.open_link(link)
    assert here.match.full_record() == before
    assert here.message == ("error", "Two players answered the same turn: here Bo moved first in round "
                            f"{here.match.view(None)['round']}, and this link has Cy's move instead. It was not "
                            "opened: the match is shown as it stands here.")


def test_a_link_that_changes_a_move_this_device_has_is_refused():
    here, link = _forked(1, 1, code_index=1)
    before = here.match.full_record()
    here.open_link(link)
    assert here.match.full_record() == before
    assert here.message is not None and here.message[1].startswith("This link changes Bo's move in round ")


def test_a_tampered_link_is_refused_as_damaged():
    ana, friend = waiting(device())
    link = sent(ana, friend)
    broken = link[:-8] + ("A" if link[-8] != "A" else "B") + link[-7:]
    bo = device()
    bo.open_link(broken)
    assert bo.screen == "error" and bo.match is None


def test_a_friend_s_link_written_under_earlier_rules_continues_the_copy_as_a_save_does(monkeypatch):
    """A rules update between two turns (issue 59's rules, on the toy game's two versions): the
    device's copy is carried as a save is, the friend's link as a link is, and it plays on."""
    table = {"names": ["Ana", "Bo"], "human": 0, "levels": ["", ""], "linked": [1]}
    for seed in range(200):
        rng = random.Random(seed)
        match = Match.new("toy", players=2, seed=seed, table=table)
        while not match.over and (len(match.decisions) < 8 or tuple(match.to_act) != (1,)):
            seat = match.to_act[0]
            match.play(seat, rng.choice(match.legal(seat)))
        if match.over:
            continue
        theirs = Match.from_record(match.record({**table, "human": 1}))
        theirs.play(1, theirs.legal(1)[0])
        ana = device()
        ana.open_match(match, match_key(match))  # Ana's copy, saved under version 1
        monkeypatch.setitem(GAMES, "toy", TOY_2)
        try:
            carried = Match.from_record(ana.saves.record_of(match_key(match)) or "")
            link_carried = Match.from_record(theirs.record())
        except BadRecord:
            monkeypatch.setitem(GAMES, "toy", TOY)
            continue
        if carried.carried is None or carried.carried.stop is not None or link_carried.carried is None:
            monkeypatch.setitem(GAMES, "toy", TOY)
            continue
        ana.open_link(theirs.record())
        assert ana.match is not None and ana.match.decisions == link_carried.decisions
        assert ana.state.table is not None and ana.state.table.human == 0
        assert ana.message is None or ana.message[0] == "info"  # the rules' line, not a refusal
        return
    raise AssertionError("no toy match among 200 seeds plays on under the updated rules")


def test_a_replay_link_of_a_match_with_friends_opens_the_copy_at_that_step():
    bo, _, _ = friend_played_on()
    address = bo.state.table.match.record()
    bo.handle(c.Home())
    bo.open_link(f"{address}~1")
    assert bo.state.table is not None and bo.state.table.replay == 1 and bo.message is None

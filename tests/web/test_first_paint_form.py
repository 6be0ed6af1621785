"""The home form before any script (issue 75): the build's first paint holds a form of the
browser's own controls, whose Start sends it; the main side reads what Start sent from the
address (main_side/home.py ``sent_form``), in MicroPython as in CPython, and starts the match
chosen. The browser's side of it is tests/e2e/test_first_paint.py."""

from __future__ import annotations

import json
import re
from urllib.parse import urlencode

import pytest

from main_side import form as sending
from main_side import home as early
from tests import micropython
from tests.web.test_early_home import EARLY, data  # noqa: F401 (a fixture)
from web import first_paint
from web.home_commands import PickGame, PickLevel, PickPlayers, PickSeat

#: What the browser sends for the first paint's form with these choices (its fields' names and
#: values: web/home_form.py), the tests' own ``seed`` before them.
SENT = urlencode([("seed", "5"), ("pick-game", "puerto-rico"), ("pick-players", "3"), ("pick-seat", "1"),
                  ("pick-person", "2"), ("pick-level", "strong"), ("name", "Ana 😀 é"), ("name-2", "Bo\u0000"),
                  ("start", "1")])


def test_the_form_start_sent_is_read_as_its_commands_and_taken_off_the_address():
    commands, people, form, rest = sending.sent_form("?" + SENT)
    assert commands == [PickGame("puerto-rico"), PickPlayers(3), PickSeat(1), PickLevel("strong")]
    assert people == ["2"]
    assert form == {"name": "Ana 😀 é", "name-2": "Bo\u0000"}
    assert rest == "?seed=5"


def test_the_match_chosen_on_the_form_start_sent_is_started(data):  # noqa: F811
    home = early.EarlyHome(data, {}, "en")
    home.take_form(*sending.sent_form("?" + SENT)[:3])
    home.act("start", {})
    fields = home.boot_fields()
    assert fields["start"] is True
    setup = fields["setup"]
    assert {k: setup[k] for k in ("game", "players", "seat", "people", "level", "name", "names")} == {
        "game": "puerto-rico", "players": 3, "seat": 1, "people": [2], "level": "strong", "name": "Ana 😀 é",
        "names": {"2": "Bo"}}  # a name's NUL dropped, as engine/names.py cleans every name


@pytest.mark.parametrize("search", ["", "?seed=5", "?start=2", "?pick-game=endeavor", "?start", "start=1",
                                    "?start=1&name=" + "%41" * 2000])
def test_an_address_start_did_not_send_is_no_form(search):
    assert sending.sent_form(search) is None


def test_a_part_of_the_address_that_is_not_utf_8_or_not_a_choice_is_left_alone():
    commands, people, form, rest = sending.sent_form("?start=1&name=%FF%FE&pick-players=%ZZ&x=%41&pick-game=")
    assert commands == []  # "pick-players:%ZZ" is no command (a count is in digits)
    assert form == {} and people == []
    assert rest == "?x=%41"
    assert sending.unquote("a+b%20c%E2%82%AC") == "a b c€"
    assert sending.unquote("%e2%82") is None


def test_the_form_start_sent_is_read_alike_in_micropython(data):  # noqa: F811
    searches = ["?" + SENT, "?start=1&name=%FF%FE&pick-players=%ZZ&x=%41", "?seed=1",
                "?start=1&pick-game=endeavor&option%3Aboard=a&pick-players=5"]
    code = (f"data = json.loads({json.dumps(json.dumps(data))})\nout = []\n"
            f"for search in {json.dumps(searches)}:\n"
            "    sent = sent_form(search)\n"
            "    home = EarlyHome(data, {}, 'en')\n"
            "    if sent is not None:\n"
            "        home.take_form(*sent[:3])\n"
            "    texts = sent and [[str(c) for c in sent[0]]] + list(sent[1:])\n"
            "    out.append([texts, json.loads(json.dumps(home.setup))])\n"
            "print(json.dumps(out))\n")
    there = micropython.values(EARLY, code)
    here = []
    for search in searches:
        sent = sending.sent_form(search)
        home = early.EarlyHome(data, {}, "en")
        if sent is not None:
            home.take_form(*sent[:3])
        here.append([sent and [[str(c) for c in sent[0]], *sent[1:]], home.setup])
    assert json.loads(json.dumps(here)) == there


def test_the_first_paint_s_form_answers_and_every_other_button_waits_for_python():
    """The home screen the build draws: the form's choices are radio buttons and boxes, Start
    sends the form, and every other button is disabled until Python draws the screen again."""
    markup = first_paint.home_markup()
    inputs = re.findall(r"<input [^>]*>", markup)
    radios = [i for i in inputs if 'type="radio"' in i]
    assert radios and all('data-action="' in r and 'name="' in r for r in radios)
    assert any('data-action="pick-game:' in r and " checked" in r for r in radios)
    buttons = re.findall(r"<button [^>]*>", markup)
    start = [b for b in buttons if 'type="submit"' in b]
    assert len(start) == 1 and 'form="new-form"' in start[0] and "disabled" not in start[0]
    assert all(" disabled" in b for b in buttons if b not in start)
    assert '<form id="new-form" method="get">' in markup

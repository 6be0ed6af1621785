"""Pieces as pictures: defined once per page, drawn by reference, always named in words."""

from __future__ import annotations

import re
from types import SimpleNamespace

from web.games.protocol import load
from web.markup import MARK, h
from web.pictures import Symbol, picture, sprite

BARREL = Symbol("t-barrel", h.rect(x=4, y=3, width=16, height=18, rx=5))


def test_sprite_defines_each_symbol_once_and_is_hidden():
    markup = sprite([BARREL, Symbol("t-disc", h.circle(cx=12, cy=12, r=9))])
    assert markup.count("<symbol ") == 2
    assert 'id="t-barrel"' in markup and 'id="t-disc"' in markup
    assert 'aria-hidden="true"' in markup.split(">")[0]


def test_no_symbols_no_sprite():
    assert sprite([]) == ""


def test_picture_refers_to_its_symbol_and_carries_its_name():
    markup = picture("t-barrel", "Indigo", cls="good")
    assert '<use href="#t-barrel">' in markup
    assert 'role="img"' in markup and 'aria-label="Indigo"' in markup
    assert "<title>Indigo</title>" in markup
    assert 'class="pic good"' in markup
    assert "<svg" in markup and "role=" in markup


def test_a_decorative_picture_is_hidden_from_screen_readers():
    markup = picture("t-barrel", "Indigo", decorative=True)
    assert 'aria-hidden="true"' in markup and "aria-label" not in markup


def test_a_name_from_a_save_is_escaped():
    markup = picture("t-barrel", '<img src=x onerror="1">')
    assert "<img" not in markup and "&lt;img" in markup


def test_a_picture_is_not_a_part_of_its_own():
    # A picture changes with what holds it (web/patch.py): it carries no part mark.
    assert MARK not in picture("t-barrel", "Corn")
    assert MARK not in sprite([BARREL])
    assert MARK in h.svg()


def test_a_table_symbols_hook_is_loaded_as_a_tuple():
    module = SimpleNamespace(TEXTS={}, render=None, prompt=None, label=None, describe=None, reason=None,
                             SYMBOLS=[BARREL])
    assert load(module).symbols == (BARREL,)
    del module.SYMBOLS
    assert load(module).symbols == ()


def test_symbol_ids_are_unique_across_every_table():
    from web.games import TABLES, load_all

    load_all()
    ids = [s.id for game_id in TABLES for s in TABLES[game_id].symbols]
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    assert all(re.fullmatch(r"[a-z][a-z0-9-]*", i) for i in ids)

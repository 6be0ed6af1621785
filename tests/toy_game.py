"""The tests' toy game (tests/core/toy.py) as a game of the catalogue, beside the real ones:
its entry, and its rules, computer player and table (tests/web/toy_table.py stands in for the
last two) at the names the entry gives them, where ``engine.GAMES``, ``ai`` and
``web.games.TABLES`` look for a game's parts. The web tests plug it in for each test
(tests/web/conftest.py); ``$NWT_TOY_IN_CATALOGUE`` puts it in for a whole run before the tests
are collected (tests/conftest.py), so that every list of the games read from the catalogue has
it: tests/test_toy_in_catalogue.py runs the contract suites so."""

from __future__ import annotations

import sys
from collections.abc import MutableMapping
from typing import Any

from engine import ENTRIES, GAMES

from .core import toy
from .core.toy import TOY
from .web import toy_table

VARIABLE = "NWT_TOY_IN_CATALOGUE"


def parts() -> list[tuple[MutableMapping[str, Any], str, Any]]:
    """(mapping, key, value): what puts the toy game in the catalogue, each set in its mapping."""
    entry = TOY.entry
    return [(ENTRIES, TOY.id, entry), (GAMES, TOY.id, TOY), (sys.modules, entry.rules, toy),
            (sys.modules, entry.player, toy_table), (sys.modules, entry.table, toy_table)]


def put_in_the_catalogue() -> None:
    """Puts the toy game in the catalogue for the rest of this process."""
    for mapping, key, value in parts():
        mapping[key] = value

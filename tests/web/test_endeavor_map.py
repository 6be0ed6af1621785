"""Endeavor's map as drawn (web/games/endeavor/layout.py): nothing covers anything else (a
connection's token never hides a city's glory stars), on both board sides, with every area's
title in every language; every token kind, attribute and action has its icon, defined once
and named in the player aid's key; a building's button shows its level, what it adds and its
action, in icons with the words in its accessible name. The browser test of the same
(tests/e2e/test_endeavor.py) measures the drawn boxes."""

from __future__ import annotations

import re

import pytest

from engine import Match
from engine.endeavor.buildings import ALL_BUILDINGS
from engine.endeavor.data import ACTIONS, AREAS, ATTRIBUTES, EUROPE, SIDE_A, SIDE_B, TOKENS
from web.context import TableContext
from web.games.endeavor import SYMBOLS, layout
from web.games.endeavor.aid import player_aid
from web.games.endeavor.icons import symbol_of
from web.games.endeavor.pieces import building_face
from web.games.endeavor.texts import TEXTS
from web.home_form import LANGUAGES
from web.markup import fragment
from web.pictures import sprite
from web.widgets import shown_words


def title_width(text: str) -> float:
    """A generous width of a title at the map's title size: a Hangul syllable or a Chinese
    character a full em, a Latin letter two thirds of one."""
    return sum(layout.TITLE_SIZE * (1.0 if ord(c) >= 0x1100 else 0.66) for c in text)


def titles(area: str) -> list[str]:
    out = []
    for texts in TEXTS.values():
        head = texts[f"ev.Area.{area}"]
        out += [head] if area == EUROPE else [f"{head} · {texts['ev.open']}", f"{head} · {texts['ev.closed']}"]
    return out


@pytest.mark.parametrize("side", [SIDE_A, SIDE_B])
@pytest.mark.parametrize("area", AREAS)
def test_nothing_on_the_map_covers_anything_else(side, area):
    for title in titles(area):
        assert layout.overlaps(side, area, title_width(title)) == [], title


def test_a_connection_token_clears_the_glory_stars_of_europes_cities():
    """Issue 34's case: in Europe a connection's token lay over a city's stars."""
    for side in (SIDE_A, SIDE_B):
        found = dict(layout.boxes(side, EUROPE, 40))
        stars = [b for name, b in found.items() if name.startswith("stars")]
        links = [b for name, b in found.items() if name.startswith("link")]
        assert stars and links
        assert not any(s.overlaps(t) for s in stars for t in links)


def test_the_check_finds_a_cover():
    a, b = layout.Box(0, 0, 10, 10), layout.Box(9, 9, 5, 5)
    assert a.overlaps(b) and not a.overlaps(layout.Box(10, 0, 5, 5))


def test_every_token_attribute_and_action_has_one_symbol():
    ids = [s.id for s in SYMBOLS]
    assert len(ids) == len(set(ids)) and all(i.startswith("ev-") for i in ids)
    assert {symbol_of(k) for k in (*TOKENS, *ATTRIBUTES, *ACTIONS)} <= set(ids)
    page = sprite(SYMBOLS)
    for ref in re.findall(r'href="#([^"]+)"', page):
        assert ref in ids  # a blue token's face uses its action's drawing


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_aid_key_shows_every_icon_with_its_name_and_nothing_opens(lang):
    m = Match.new("endeavor", players=3, seed=5)
    ctx = TableContext(view=m.view(0), legal=m.legal(0), lang=lang, human=0, names=["a", "b", "c"])
    aid = str(player_aid(ctx)).split(TEXTS[lang]["ev.aid.icons"], 1)[1]
    t = TEXTS[lang]
    for kind in (*ATTRIBUTES, *ACTIONS, *TOKENS):
        assert f'href="#{symbol_of(kind)}"' in aid
    words = shown_words(aid)
    assert all(t[f"ev.attr.{a}"] in words for a in ATTRIBUTES)
    assert all(t[f"ev.action.{a}"] in words for a in ACTIONS)
    assert all(t[f"ev.token.{k}"] in words for k in TOKENS)
    assert "<details" not in aid  # the key is shown whole: a tap moves nothing


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_building_shows_its_level_what_it_adds_and_its_action_in_icons_and_words(lang):
    m = Match.new("endeavor", players=3, seed=5)
    ctx = TableContext(view=m.view(0), legal=m.legal(0), lang=lang, human=0, names=["a", "b", "c"])
    t = TEXTS[lang]
    bank = str(fragment(building_face(ctx, "bank")))  # level 2, +1 wealth, pay (a test of the data's bank)
    b = ALL_BUILDINGS["bank"]
    assert b.level == 2 and b.attributes and b.actions
    assert t["ev.lvl"].format(n=b.level) in bank
    for a, _ in b.attributes:
        assert f'href="#ev-{a}"' in bank and t[f"ev.attr.{a}"] in bank
    for a in b.actions:
        assert f'href="#ev-{a}"' in bank and t[f"ev.action.{a}"] in bank


@pytest.mark.parametrize("side", ["colonial_house", "trade_dock"])
def test_a_start_building_shows_no_level(side):
    """The start buildings are level 0: their face begins with their name, with no level mark
    (a bare "0" once stood before the name on the start's choices)."""
    m = Match.new("endeavor", players=3, seed=5)
    ctx = TableContext(view=m.view(0), legal=m.legal(0), lang="en", human=0, names=["a", "b", "c"])
    assert ALL_BUILDINGS[side].level == 0
    face = str(fragment(building_face(ctx, side)))
    assert face.startswith("<b>") and "ev-lvl" not in face, face[:120]

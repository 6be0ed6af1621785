"""The Puerto Rico table draws the box's pieces (issue 32): barrels in their goods' colours,
plantation tiles, the quarry, colonists on circles, buildings as tiles coloured by kind; each
named in words. A taken role card says who took it, in that seat's colour; a free one shows
its doubloons. Another seat's board is compact, and one tap shows it whole, full size."""

from __future__ import annotations

import re

import ai
from engine import Match
from engine.puerto_rico.data import BUILDING, GOODS
from tests.web.table_checks import bar_of
from web import commands as c
from web.context import TableContext
from web.games import puerto_rico as table
from web.games.puerto_rico.drawings import SYMBOLS, building_symbol
from web.home_form import LANGUAGES
from web.markup import fragment

GREEDY = ai.chooser("greedy")


def _played(players: int, seed: int, moves: int) -> Match:
    """A match after ``moves`` decisions of the greedy computer player at every seat (it
    settles, builds and loads: the boards fill up)."""
    m = Match.new("puerto-rico", players=players, seed=seed)
    for _ in range(moves):
        if m.over:
            break
        seat = m.to_act[0]
        m.play(seat, GREEDY("puerto-rico", m.view(seat), m.legal(seat), m.ai_rng(seat)))
    return m


def _ctx(m: Match, seat: int = 0, lang: str = "en", ui: dict[str, str] | None = None) -> TableContext:
    return TableContext(view=m.view(seat), legal=m.legal(seat), lang=lang, human=seat,
                        names=["Ana", *(f"Computer {n + 1}" for n in range(1, m.players))], ui=ui or {})


def _drawn(ctx: TableContext) -> str:
    return table.render(ctx) + fragment(bar_of(table, ctx))


def test_every_piece_drawn_is_a_symbol_defined_once_with_its_name_in_words():
    ids = [s.id for s in SYMBOLS]
    assert len(ids) == len(set(ids)) and all(i.startswith("pr-") for i in ids)
    m = _played(4, 5, 160)
    for lang in LANGUAGES:
        html = _drawn(_ctx(m, lang=lang))
        used = set(re.findall(r'<use href="#([^"]+)"', html))
        assert used and used <= set(ids), used - set(ids)
        # A picture is named (role img, aria-label, title) or hidden beside its words.
        for svg in re.findall(r"<svg [^>]*>", html):
            assert 'role="img" aria-label="' in svg or 'aria-hidden="true"' in svg, svg
        assert "pr-sw" not in html  # no one-letter chips


def test_goods_are_barrels_and_plantations_tiles_in_their_colours():
    m = _played(4, 5, 160)
    html = _drawn(_ctx(m))
    for g in GOODS:  # the goods supply shows every good's barrel
        assert f'<use href="#pr-barrel-{g}">' in html
    seats = m.view(0)["board"]["seats"]
    for kind in {t["tile"] for p in seats for t in p["island"]}:
        assert f'<use href="#pr-tile-{kind}">' in html
    colours = {s.id: s.body for s in SYMBOLS}
    for g, colour in (("corn", "#f2cc2f"), ("indigo", "#2f4fa3"), ("sugar", "#fbfbf4"), ("tobacco", "#9a6332"),
                      ("coffee", "#2e1b10")):
        assert f'fill="{colour}"' in colours[f"pr-barrel-{g}"] and f'fill="{colour}"' in colours[f"pr-tile-{g}"]
    # Another seat's tile is named with whether a colonist works it.
    assert re.search(r'aria-label="[a-z]+ plantation · (a colonist on it|no colonist)"', html, re.I)


def test_buildings_are_tiles_coloured_by_kind_with_their_circles():
    assert building_symbol(BUILDING["small_indigo_plant"]) == "pr-bld-small-indigo"
    assert building_symbol(BUILDING["coffee_roaster"]) == "pr-bld-large-coffee"
    assert building_symbol(BUILDING["hacienda"]) == "pr-bld-small-violet"
    assert building_symbol(BUILDING["residence"]) == "pr-bld-large-violet"
    m = _played(4, 5, 160)
    html = _drawn(_ctx(m))
    for p in m.view(0)["board"]["seats"]:
        for b in p["city"]:
            assert f'<use href="#{building_symbol(BUILDING[b["building"]])}">' in html
            on, n = b["colonists"], b["circles"]
            assert f"{on} of {n} circle" in html  # the circles filled, said in words


def test_a_taken_role_card_shows_the_takers_colour_and_name_and_a_free_one_its_doubloons():
    m = Match.new("puerto-rico", players=4, seed=3)
    governor = m.to_act[0]
    m.play(governor, "role:settler")
    html = _drawn(_ctx(m, seat=(governor + 1) % 4))
    card = html[html.index('id="pr-role-settler"') - 60:]
    card = card[:card.index("</li>")]
    assert f"pr-by-s{governor}" in card and f"pr-s{governor}" in card
    name = "Ana" if governor == (governor + 1) % 4 else f"Computer {governor + 1}"
    assert f"taken by {name}" in card
    # A round later the roles left over carry a doubloon each, drawn as a coin and its number.
    m = _played(4, 3, 60)
    ctx = _ctx(m)
    html = _drawn(ctx)
    for slot in m.view(0)["board"]["roles"]:
        if slot["doubloons"] and slot["taken_by"] is None:
            card = html[html.index(f'id="pr-role-{slot["id"]}"'):]
            card = card[:card.index("</button>")]  # the card is the piece tapped to take it
            assert f'<use href="#pr-doubloon"></use></svg><b>{slot["doubloons"]}</b>' in card


def test_one_tap_shows_another_seats_whole_board_full_size(make_app):
    app = make_app()
    app.handle(c.PickGame('puerto-rico'))
    app.handle(c.PickPlayers(3))
    app.handle(c.Start(), {"name": "Ana"})
    app.run_ai()
    html = str(app.render())
    buttons = re.findall(r'<button[^>]*data-action="ui:pr-board=(\d)"[^>]*aria-pressed="false"', html)
    assert sorted(buttons) == ["1", "2"]  # one per other seat, a real button (no inline handler)
    assert "onclick" not in html
    assert html.count("pr-island mini") == 2
    app.handle(c.Pick('pr-board', '2'))
    html = str(app.render())
    assert 'data-action="ui:pr-board=" aria-pressed="true"' in html
    assert html.count("pr-island mini") == 1  # seat 2 drawn full size: its 12 island spaces
    others = html[html.index('class="panel pr-panel pr-others"'):]
    [seat] = [s for s in others[:others.index("</section>")].split('<li data-part="" class="seat ')
              if s.startswith("pr-seat pr-seat-full")]
    assert seat.count('class="pr-isle free"') + len(app.match.view(0)["board"]["seats"][2]["island"]) >= 12
    assert "data-action=\"play:" not in seat  # nothing on another seat's board is a choice
    app.handle(c.Pick('pr-board', ''))
    assert str(app.render()).count("pr-island mini") == 2


def test_another_seats_whole_board_stays_open_from_one_decision_to_the_next(make_app):
    """Opening a seat's whole board is a way of looking at the table (``LASTING_UI``): it stays
    open through the person's decisions and an undo, until closed; a choice being made (in
    another game, cards tapped) is cleared by a decision as before."""
    app = make_app()
    app.handle(c.PickGame('puerto-rico'))
    app.handle(c.PickPlayers(3))
    app.handle(c.Start(), {"name": "Ana"})
    app.run_ai()
    app.handle(c.Pick('pr-board', '2'))
    app.handle(c.Pick('scratch', '1'))  # not lasting: cleared by the decision
    decisions = len(app.match.decisions)
    app.handle(c.Play((app.match.legal(0)[0].code,)))
    app.run_ai()
    assert len(app.match.decisions) > decisions
    assert app.ui == {"pr-board": "2"}
    assert str(app.render()).count("pr-island mini") == 1
    after = len(app.match.decisions)
    app.handle(c.Undo())
    assert len(app.match.decisions) < after
    assert app.ui == {"pr-board": "2"}
    app.handle(c.Pick('pr-board', ''))
    app.handle(c.Play((app.match.legal(0)[0].code,)))
    app.run_ai()
    assert str(app.render()).count("pr-island mini") == 2

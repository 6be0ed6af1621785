"""Partial redraw (web/patch.py): which parts of the page a redraw replaces, and that replacing
them gives exactly the new page, move after move of whole matches of every game."""

from __future__ import annotations

import random
import re

import pytest

from web import patch
from web.markup import MARK, h, part

from .test_app import start_toy


def _part_names(html: str) -> list[str]:
    return [m.group(1) for m in re.finditer(r"<([a-z0-9]+)" + re.escape(MARK), html)]


def test_sections_svgs_and_asides_are_parts_and_part_marks_any_element_once():
    assert h.section("x") == f"<section{MARK}>x</section>"
    assert h.aside(h.svg(class_="map")).count(MARK) == 2
    assert h.div("x") == "<div>x</div>"
    seat = part(h.li("Ana", class_="seat"))
    assert seat == f'<li{MARK} class="seat">Ana</li>'
    assert part(seat) == seat
    assert part(h.br()) == f"<br{MARK}>"
    with pytest.raises(ValueError):
        part(h.div("x")[5:])


def test_text_that_looks_like_a_mark_is_escaped_and_never_found_as_a_part():
    name = f'<div{MARK}>Ana</div>'
    html = h.section(h.p(name), h.div(title=MARK))
    assert _part_names(html) == ["section"]


def test_pieces_are_numbered_in_document_order_with_the_parts_inside_them():
    html = h.div(h.section(h.h2("A"), part(h.div(h.section("B1"), class_="x")), h.section("B2")),
                 h.aside(h.section(h.section("C"))))
    top = patch.pieces(html)
    assert [p.index for p in top] == [0, 4]
    first, second = top
    assert [p.index for p in first.inner] == [1, 3] and [p.index for p in first.inner[0].inner] == [2]
    assert html[first.start:first.end].startswith("<section") and html[first.start:first.end].endswith("</section>")
    # A section inside a section inside an aside: the end tags are paired, not the first found.
    assert html[second.inner[0].start:second.inner[0].end] == h.section(h.section("C"))
    assert _part_names(html) == ["section", "div", "section", "section", "aside", "section", "section"]


def _page(board: str, bar: str, seats=("Ana 3", "Bo 4"), title="Round 1") -> str:
    return h.main(h.h1(title), h.section(h.h2("Board"), part(h.div(board, class_="b")),
                                         h.ul([part(h.li(s)) for s in seats])),
                  part(h.div(bar, class_="bar")))


def test_only_the_parts_that_changed_are_replaced():
    old = _page("ships", "Choose")
    assert patch.changes(old, old) == []
    new = _page("ships", "Wait", seats=("Ana 3", "Bo 5"))
    replaced = patch.changes(old, new)
    assert [index for index, _ in replaced] == [3, 4]
    assert replaced == [(3, part(h.li("Bo 5"))), (4, part(h.div("Wait", class_="bar")))]
    assert patch.apply(old, replaced) == new


def test_a_part_whose_own_markup_changed_is_replaced_whole_with_the_parts_inside_it():
    old = _page("ships", "Choose")
    new = _page("ships", "Choose", seats=("Ana 3", "Bo 4", "Cy 1"))  # one seat more
    replaced = patch.changes(old, new)
    assert [index for index, _ in replaced] == [0]
    assert patch.apply(old, replaced) == new


def test_a_change_outside_every_part_draws_the_page_anew():
    old = _page("ships", "Choose")
    new = _page("ships", "Choose", title="Round 2")
    assert patch.changes(old, new) == [(patch.WHOLE, new)]
    assert patch.changes(old, h.main("home")) == [(patch.WHOLE, h.main("home"))]
    assert patch.apply(old, patch.changes(old, new)) == new


def test_an_element_without_its_end_tag_is_an_error_not_a_wrong_redraw():
    with pytest.raises(ValueError, match="no end tag"):
        patch.pieces(f"<section{MARK}><section{MARK}>x</section>")


# --- whole matches ------------------------------------------------------------------------------

#: Where the HTML parser would move elements: a block inside a paragraph closes it. The page
#: checks this itself in the browser tests (``?check-redraw``); here, a quick look at every page.
_BLOCKS = "div|section|aside|ul|ol|li|details|table|h[1-6]|p|header|nav|form"
_IN_PARAGRAPH = re.compile(r"<p[ >](?:(?!</p>).)*?<(?:" + _BLOCKS + r")[ >]", re.S)


def _play(make_app, game: str, players: int, seed: int, options: dict[str, str]) -> tuple[int, int]:
    """A whole match through the table as the page plays it: after every click and every
    computer move, the parts to replace turn the page shown into the new one exactly.
    (Redraws, of which drawn whole.)"""
    rng = random.Random(seed)
    app = make_app()
    app.handle(f"pick-game:{game}")
    app.handle(f"pick-players:{players}")
    for name, value in options.items():
        app.handle(f"option:{name}={value}")
    app.handle("speed:instant")
    app.handle("start", {"name": "Ana"})
    shown = str(app.render())
    redraws = whole = 0
    for _ in range(5000):
        if app.match.over:
            break
        if app.match.legal(app.human):
            app.handle(f"play:{rng.choice(app.match.legal(app.human)).code}")
        else:
            app.step_ai()
        new = str(app.render())
        replaced = patch.changes(shown, new)
        assert patch.apply(shown, replaced) == new
        assert not _IN_PARAGRAPH.search(new), _IN_PARAGRAPH.search(new).group(0)[-300:]
        redraws += 1
        whole += bool(replaced) and replaced[0][0] == patch.WHOLE
        shown = new
    assert app.match.over
    return redraws, whole


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("game", ["mundus-novus", "puerto-rico", "gilded-compass", "endeavor"])
def test_a_whole_match_redrawn_part_by_part_reads_as_the_new_page_every_time(make_app, game, players):
    options = {"two_player": "silent_fleet_a"} if game == "endeavor" and players == 2 else {}
    redraws, whole = _play(make_app, game, players, seed=players * 7, options=options)
    assert redraws > 30
    # A move replaces parts of the table, never the whole page: within a match, nothing
    # outside the parts changes (the top bar changes with the language or the screen).
    assert whole == 0


def test_the_toy_game_redraws_part_by_part_too(make_app):
    app = make_app()
    start_toy(app)
    shown = str(app.render())
    app.handle(f"play:{app.match.legal(0)[0].code}")
    new = str(app.render())
    assert patch.apply(shown, patch.changes(shown, new)) == new

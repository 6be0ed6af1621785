"""Partial redraw (web/patch.py): which parts of the page a redraw replaces, and that replacing
them gives exactly the new page, move after move of whole matches of every game."""

from __future__ import annotations

import random
import re

import pytest

from engine import ENTRIES
from tests.by_seed import one_by_seed
from web import commands as c
from web import games, patch
from web.markup import MARK, h, part

from .test_app import start_toy

PLAYABLE = [g for g in ENTRIES if games.playable(g)]


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


def _seat(text: str) -> str:
    return part(h.li(text, id="seat-" + text.split()[0]))


def _page(board: str, bar: str, seats=("Ana 3", "Bo 4"), title="Round 1") -> str:
    return h.main(h.h1(title), h.section(h.h2("Board"), part(h.div(board, class_="b")),
                                         h.ul([_seat(s) for s in seats])),
                  part(h.div(bar, class_="bar")))


def test_only_the_parts_that_changed_are_replaced():
    old = _page("ships", "Choose")
    assert patch.changes(old, old) == []
    new = _page("ships", "Wait", seats=("Ana 3", "Bo 5"))
    replaced = patch.changes(old, new)
    assert replaced == [(patch.REPLACE, 3, _seat("Bo 5")), (patch.REPLACE, 4, part(h.div("Wait", class_="bar")))]
    assert patch.apply(old, replaced) == new


def test_a_part_that_comes_is_put_in_beside_one_that_stays_and_one_that_goes_is_removed():
    old = _page("ships", "Choose")
    joined = _page("ships", "Choose", seats=("Ana 3", "Bo 4", "Cy 1"))
    assert patch.changes(old, joined) == [(patch.AFTER, 3, _seat("Cy 1"))]
    first = _page("ships", "Choose", seats=("Cy 1", "Ana 3", "Bo 4"))
    assert patch.changes(old, first) == [(patch.BEFORE, 2, _seat("Cy 1"))]
    left = _page("ships", "Choose", seats=("Bo 4",))
    assert patch.changes(old, left) == [(patch.REMOVE, 2, "")]
    # Parts that come, go and change at once, the page's other parts left alone.
    both = _page("ships", "Choose", seats=("Bo 5", "Cy 1", "Di 2"))
    assert sorted(patch.changes(old, both)) == [(patch.AFTER, 3, _seat("Cy 1") + _seat("Di 2")),
                                                 (patch.REMOVE, 2, ""), (patch.REPLACE, 3, _seat("Bo 5"))]
    # Parts alike but for what they hold are paired in order.
    alike = h.ul(part(h.li("a")), part(h.li("b")))
    assert patch.changes(alike, h.ul(part(h.li("a")), part(h.li("c")), part(h.li("b")))) == [
        (patch.AFTER, 1, part(h.li("b"))), (patch.REPLACE, 1, part(h.li("c")))]
    for new in (joined, first, left, both, _page("ships", "Choose", seats=())):
        assert patch.apply(old, patch.changes(old, new)) == new
        assert patch.apply(new, patch.changes(new, old)) == old


def test_a_part_whose_own_markup_changed_is_replaced_whole_with_the_parts_inside_it():
    old = _page("ships", "Choose")
    new = _page("ships", "Choose").replace("<h2>Board</h2>", "<h2>Board, round 2</h2>")
    assert patch.changes(old, new) == [(patch.REPLACE, 0, new[new.index("<section"):new.index("</section>") + 10])]
    assert patch.apply(old, patch.changes(old, new)) == new
    # A part that comes where there is no part to stay beside: its parent is replaced.
    bare = h.main(h.h1("Round 1"), h.section(h.h2("Board"), h.p("-")))
    grown = h.main(h.h1("Round 1"), h.section(h.h2("Board"), h.p("-"), h.section("new")))
    assert patch.changes(bare, grown) == [(patch.REPLACE, 0, grown[grown.index("<section"):-len("</main>")])]


def test_a_change_outside_every_part_draws_the_page_anew():
    old = _page("ships", "Choose")
    new = _page("ships", "Choose", title="Round 2")
    assert patch.changes(old, new) == [(patch.REPLACE, patch.WHOLE, new)]
    assert patch.changes(old, h.main("home")) == [(patch.REPLACE, patch.WHOLE, h.main("home"))]
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
    app.handle(c.PickGame(game))
    app.handle(c.PickPlayers(players))
    for name, value in options.items():
        app.handle(c.Option(name, str(value)))
    app.handle(c.Speed("instant"))
    app.handle(c.Start(), {"name": "Ana"})
    shown = str(app.render())
    redraws = whole = 0
    for _ in range(5000):
        if app.match.over:
            break
        if app.match.legal(app.human):
            app.handle(c.Play((rng.choice(app.match.legal(app.human)).code,)))
        else:
            app.step_ai()
        new = str(app.render())
        replaced = patch.changes(shown, new)
        assert patch.apply(shown, replaced) == new
        assert not _IN_PARAGRAPH.search(new), _IN_PARAGRAPH.search(new).group(0)[-300:]
        redraws += 1
        whole += bool(replaced) and replaced[0][1] == patch.WHOLE
        shown = new
    assert app.match.over
    return redraws, whole


# Every game, at 2 or 4 players by the run's seed (the other count in the long run).
@pytest.mark.parametrize("game,players", [p for i, g in enumerate(PLAYABLE)
                                          for p in one_by_seed([(g, 2), (g, 4)], i, ids=[f"{g}-2", f"{g}-4"])])
def test_a_whole_match_redrawn_part_by_part_reads_as_the_new_page_every_time(make_app, game, players):
    entry = ENTRIES[game]
    options = dict(entry.small_variant) if players == entry.min_players else {}
    redraws, whole = _play(make_app, game, players, seed=players * 7, options=options)
    assert redraws > 30
    # A move replaces parts of the table, never the whole page: within a match, nothing
    # outside the parts changes (the top bar changes with the language or the screen).
    assert whole == 0


def test_the_toy_game_redraws_part_by_part_too(make_app):
    app = make_app()
    start_toy(app)
    shown = str(app.render())
    app.handle(c.Play((app.match.legal(0)[0].code,)))
    new = str(app.render())
    assert patch.apply(shown, patch.changes(shown, new)) == new

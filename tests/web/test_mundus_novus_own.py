"""Mundus Novus at the table: a set of the player's own choosing, its cards tapped in the hand
(web/games/mundus_novus/own.py). What it brings shows as the cards are picked, its confirm is
pressable only when the engine lets those cards make a set, it lays them as the engine's steps,
a card tapped again drops out, and where the cards make several sets (or a merchant could make
several values) each is a piece under the hand and the player taps the one to lay."""

import copy
import random
import re

import pytest

from engine import Action, Match, Rng
from engine.mundus_novus import GAME
from engine.mundus_novus import cards as C
from engine.mundus_novus.progression import preview
from engine.simulate import random_choice
from tests.web.table_checks import bar_of
from web import commands as c
from web.commands import THEN as SEQUENCE
from web.context import TableContext
from web.games import mundus_novus as table
from web.games.mundus_novus import own
from web.games.mundus_novus.sets import ready_sets
from web.markup import fragment

from ..mundus_novus.helpers import at_turn, caravel, find, give_dev, set_hand, set_queue

SEAT = 1


def at_a_turn(hand, merchants=(), event=C.NO_EVENT):
    """A 3-player match at seat 1's Progression turn, with this hand and these merchants."""
    m = Match.new("mundus-novus", players=3, seed=3)
    s = m.state
    set_queue(s, [caravel(1), caravel(2), caravel(3), caravel(4), caravel(5)])
    set_hand(s, SEAT, hand)
    for low, high in merchants:
        give_dev(s, SEAT, find(C.MERCHANT, low=low, high=high, income=0))
    at_turn(s, SEAT, event)
    m.touched()
    m.table["human"] = SEAT
    return m


def opened(make_app, m):
    app = make_app()
    app.open_match(m, "k")
    app.handle(c.Pick('mn', 'own'))
    return app


def drawn(app):
    """The hand's pieces (action, pressed), the bar's buttons (action, words, disabled, pressed)
    and the prompt, drawn as the shell draws them (the board first)."""
    ctx = app.context()
    html = str(table.render(ctx))
    bar = []
    for attrs, inner in re.findall(r"<button\b([^>]*)>(.*?)</button>", str(fragment(bar_of(table, ctx))), re.S):
        words = " ".join(re.sub(r"<[^>]*>", " ", re.sub(r'<span class="sr-only">[^<]*</span>', "", inner)).split())
        bar.append((re.search(r'data-action="([^"]*)"', attrs).group(1), words, " disabled" in attrs,
                    'aria-pressed="true"' in attrs))
    return _pieces(html, "mn-hand"), bar, table.prompt(ctx)


def _pieces(html, part):
    """The pieces (action, pressed) of the table's part ``part`` (a panel's class)."""
    at = html.find(f'class="panel mn-panel {part}"')
    if at < 0:
        return []
    inside = html[at:html.index("</section>", at)]
    return re.findall(r'data-action="([^"]*)" data-choice aria-pressed="(true|false)"', inside)


def ways_shown(app):
    """The sets under the hand to choose from (action, pressed), and the panel's words."""
    html = str(table.render(app.context()))
    at = html.find('class="panel mn-panel mn-own-panel"')
    return _pieces(html, "mn-own-panel"), html[at:html.index("</section>", at)] if at >= 0 else ""


def tap_card(app, t):
    """Tap a card of type ``t`` in the hand that is not picked yet."""
    pieces, _, _ = drawn(app)
    hand = app.context().board["hand"]
    types = [i + 1 for i, n in enumerate(hand) for _ in range(n)]
    action = next(a for (a, pressed), k in zip(pieces, types) if k == t and pressed == "false")
    app.handle(action)


def lay_down(bar):
    return next(b for b in bar if b[1].startswith("Lay down"))


def test_a_set_of_different_values_picked_card_by_card_shows_its_doubloons_and_lays_as_the_engine_steps(make_app):
    m = at_a_turn([1, 2, 3, 4, 4, 7])
    app = opened(make_app, m)
    record = app.record()
    for t in (1, 2, 3):
        tap_card(app, t)
    pieces, bar, prompt = drawn(app)
    assert [p for _, p in pieces].count("true") == 3 and app.record() == record  # picked, nothing played
    assert lay_down(bar)[1:3] == ("Lay down 3 chosen", True)  # three values make no set: not pressable
    assert prompt == "Tap the cards of a set in your hand, then tap Lay down."
    assert "4 or more different values" in ways_shown(app)[1]  # under the hand, what makes a set
    tap_card(app, 4)
    _, bar, prompt = drawn(app)
    action, words, disabled, _ = lay_down(bar)
    assert (words, disabled) == ("Lay down 4 chosen: 5 doubloons", False)  # 000: "카드 4장-5더블룬"
    assert action == "play:" + SEQUENCE.join(["different", "add:1", "add:2", "add:3", "add:4", "confirm"])
    tap_card(app, 7)
    assert lay_down(drawn(app)[1])[1] == "Lay down 5 chosen: 7 doubloons"
    # Tapped again, a picked card drops out.
    pieces, _, _ = drawn(app)
    hand = app.context().board["hand"]
    types = [i + 1 for i, n in enumerate(hand) for _ in range(n)]
    app.handle(next(a for (a, pressed), t in zip(pieces, types) if t == 7 and pressed == "true"))
    assert lay_down(drawn(app)[1])[1] == "Lay down 4 chosen: 5 doubloons"
    app.handle(lay_down(drawn(app)[1])[0])
    paid = [e for e in app.match.log if e["type"] == "different_set"][-1]
    assert (paid["seat"], paid["values"], paid["doubloons"]) == (SEAT, [1, 2, 3, 4], 5)
    assert app.match.view(SEAT)["board"]["hand"][:7] == [0, 0, 0, 1, 0, 0, 1]


def test_an_identical_set_shows_its_reach_and_then_takes_a_queue_card(make_app):
    m = at_a_turn([5, 5, 10, 2])
    app = opened(make_app, m)
    for t in (5, 5, 10):
        tap_card(app, t)
    action, words, disabled, _ = lay_down(drawn(app)[1])
    # 000: three cards of a medium value reach queue cards 1-3; a relic is wild.
    assert (words, disabled) == ("Lay down 3 chosen: a card of 1–3", False)
    assert action == "play:" + SEQUENCE.join(["same:5", "add:5", "add:5", "add:10"])
    app.handle(action)
    legal = {a.code for a in app.match.legal(SEAT)}
    assert {"queue:1", "queue:2", "queue:3"} <= legal and "queue:4" not in legal
    assert "play:queue:2" in str(table.render(app.context()))  # the queue's cards are the pieces now


def test_cards_that_make_several_sets_show_each_under_the_hand_and_lay_only_once_one_is_tapped(make_app):
    m = at_a_turn([5, 6, 10], merchants=[(4, 6)])
    app = opened(make_app, m)
    for t in (5, 6, 10):
        tap_card(app, t)
    _, bar, prompt = drawn(app)
    pieces, _ = ways_shown(app)
    # A 5 turned into a 6, or a 6 into a 5: the merchant's value is the player's to choose.
    assert pieces == [("ui:mw=same:5/5", "false"), ("ui:mw=same:6/6", "false")]
    assert "several sets" in prompt
    # Both reach cards 1-3: what it brings shows, but the set is not laid before one is chosen.
    assert lay_down(bar)[1:3] == ("Lay down 3 chosen: a card of 1–3", True)
    app.handle(c.Pick('mw', 'same:6/6'))
    _, bar, prompt = drawn(app)
    assert ways_shown(app)[0] == [("ui:mw=same:5/5", "false"), ("ui:mw=same:6/6", "true")]
    action, _, disabled, _ = lay_down(bar)
    assert not disabled and action == "play:" + SEQUENCE.join(["same:6", "add:6", "merchant:6", "add:5", "add:10"])
    assert prompt == "Tap Lay down to lay this set, or tap cards to change it."


def test_a_card_a_merchant_could_make_several_values_of_shows_each(make_app):
    m = at_a_turn([1, 2, 3, 3], merchants=[(7, 9)])
    app = opened(make_app, m)
    for t in (1, 2, 3, 3):
        tap_card(app, t)
    _, bar, _ = drawn(app)
    pieces, words = ways_shown(app)
    assert [a for a, _ in pieces] == ["ui:mw=different/7", "ui:mw=different/8", "ui:mw=different/9"]
    assert words.count('class="mini rc-3 turned"') == 3  # in each, the spare 3 is the card turned
    assert lay_down(bar)[1:3] == ("Lay down 4 chosen: 5 doubloons", True)
    app.handle(c.Pick('mw', 'different/8'))
    action, _, disabled, _ = lay_down(drawn(app)[1])
    assert not disabled
    assert action == "play:" + SEQUENCE.join(["different", "add:1", "add:2", "add:3", "merchant:8", "add:3", "confirm"])
    app.handle(action)
    paid = [e for e in app.match.log if e["type"] == "different_set"][-1]
    assert paid["values"] == [1, 2, 3, 8] and paid["doubloons"] == 5


def test_relics_alone_make_a_relic_set_or_an_identical_set_of_a_value_chosen(make_app):
    m = at_a_turn([10, 10, 10, 4])
    app = opened(make_app, m)
    for _ in range(3):
        tap_card(app, C.RELIC)
    pieces, _ = ways_shown(app)
    assert [a for a, _ in pieces] == [*(f"ui:mw=same:{v}" for v in C.GOODS), "ui:mw=relic:3"]
    app.handle(c.Pick('mw', 'relic:3'))
    action, words, disabled, _ = lay_down(drawn(app)[1])
    assert (action, words, disabled) == ("play:relic:3", "Lay down 3 chosen: 12 doubloons", False)
    app.handle(c.Pick('mw', 'same:9'))
    assert lay_down(drawn(app)[1])[1] == "Lay down 3 chosen: a card of 1–5"  # a high value reaches every card


def test_under_the_hand_one_set_shows_how_it_counts_no_set_says_what_makes_one_and_the_way_back(make_app):
    m = at_a_turn([5, 5, 1, 2], merchants=[(4, 6)])
    app = opened(make_app, m)
    pieces, words = ways_shown(app)
    assert pieces == [] and "A set is 3–5 cards of one value" in words and "make no set" not in words
    for t in (5, 5):
        tap_card(app, t)
    assert "These cards make no set. A set is" in ways_shown(app)[1]
    tap_card(app, 1)
    pieces, words = ways_shown(app)
    assert pieces == [] and words.count('class="mini rc-1 turned"') == 1 and "a card of 1–3" in words
    assert 'data-action="ui:mn="' in words  # back to the ready-made sets, from the table
    _, bar, _ = drawn(app)
    assert [a for a, *_ in bar] == ["play:" + SEQUENCE.join(["same:5", "add:5", "add:5", "merchant:5", "add:1"]),
                                    "play:pass"]
    app.handle(c.Pick('mn', ''))
    assert ways_shown(app) == ([], "") and "mn-ready-panel" in str(table.render(app.context()))


def test_in_korean_the_set_reads_in_the_rulebooks_words(make_app):
    m = at_a_turn([1, 2, 3, 4])
    app = opened(make_app, m)
    app.state.settings.lang = "ko"
    words = ways_shown(app)[1]
    assert "같은 종류" in words and "다른 종류" in words and "완벽한 세트" in words
    for t in (1, 2, 3, 4):
        tap_card(app, t)
    assert lay_down_ko(drawn(app)[1])[1] == "세트 내기 4개 고름: 5더블룬"


def test_in_chinese_the_set_reads_in_the_rulebooks_words(make_app):
    m = at_a_turn([1, 2, 3, 4])
    app = opened(make_app, m)
    app.state.settings.lang = "zh-Hant"
    words = ways_shown(app)[1]
    assert "3–5 張相同資源" in words and "4 種以上不同資源" in words and "完美組合" in words
    assert "印加遺物可百搭" in words
    for t in (1, 2, 3, 4):
        tap_card(app, t)
    action, shown, disabled, _ = next(b for b in drawn(app)[1] if b[1].startswith("打出"))
    assert shown.endswith("5 塊錢") and not disabled and action.endswith("confirm")


def lay_down_ko(bar):
    return next(b for b in bar if b[1].startswith("세트 내기"))


# --- the engine is the judge: the confirm is pressable exactly when the engine's steps lay the cards ---

def _laid_by_engine(state, seat, picked):
    """The engine's first steps from which some order of its own steps (each card added, or
    turned by a merchant first) lays exactly ``picked`` and leaves a whole set: a search of
    the engine's legal actions, not the table's way of finding them."""
    found = set()
    for start in GAME.legal(state, seat):
        if start.kind == "relic":
            if picked == [C.RELIC] * int(start.args[0]):
                found.add(start.code)
            continue
        if start.kind not in ("same", "different", "perfect"):
            continue
        s = copy.deepcopy(state)
        GAME.apply(s, seat, start)
        if _completes(s, seat, sorted(picked), set()):
            found.add(start.code)
    return found


def _completes(s, seat, left, failed):
    """Whether the engine's steps from ``s`` lay the cards ``left`` and leave a whole set; the
    same set reached in another order is tried once (``failed``)."""
    b = s.building
    key = (tuple(sorted(map(tuple, b["cards"]))), b["pending"], tuple(sorted(b["merchants"])), tuple(left))
    if key in failed:
        return False
    if not left:
        if b["kind"] == "same":
            return bool(preview(s, seat)["positions"])
        return any(a.kind == "confirm" for a in GAME.legal(s, seat))
    for a in GAME.legal(s, seat):
        if a.kind == "add" and a.args[0] in left:
            rest = list(left)
            rest.remove(a.args[0])
        elif a.kind == "merchant":
            rest = left
        else:
            continue
        t = copy.deepcopy(s)
        GAME.apply(t, seat, a)
        if _completes(t, seat, rest, failed):
            return True
    failed.add(key)
    return False


def _without_log(state):
    """A copy of ``state`` with an empty log (a copy to play on costs its log otherwise)."""
    log, state.log = state.log, []
    try:
        return copy.deepcopy(state)
    finally:
        state.log = log


# A whole match of searches: the default run plays one, the slow run (build.py fuzz) both.
@pytest.mark.parametrize("seed", [2, pytest.param(7, marks=pytest.mark.slow)])
def test_the_sets_the_table_finds_are_the_engines_and_each_lays_the_picked_cards(seed):
    """Along a whole match, at each Progression turn's start, for picks of the hand's cards (at
    random, and those of each ready-made set): the table offers a set exactly when the engine's
    own steps can lay those cards as one, with the same first steps; and each set's steps,
    played on the match, lay exactly those cards."""
    m = Match.new("mundus-novus", players=4, seed=seed)
    rng, pick = Rng(seed), random.Random(seed)
    checked = laid = 0
    while not m.over:
        seat = m.to_act[0]
        board = m.view(seat)["board"]
        if board["step"] == "turn" and board["progression"]["building"] is None:
            hand = [t + 1 for t, n in enumerate(board["hand"]) for _ in range(n)]
            ctx = ctx_for(m, seat, {})
            picks = [sorted(pick.sample(hand, min(len(hand), 3 + pick.randrange(3)))) for _ in range(3)]
            picks += [sorted(t for t, _ in r.cards) for r in ready_sets(ctx)]
            for picked in picks:
                ways = own.choice(ctx_for(m, seat, {"mn": "own", "mp": ".".join(map(str, picked))})).ways
                assert {w.start for w in ways} == _laid_by_engine(_without_log(m.state), seat, picked), picked
                for way in ways:
                    assert sorted(_spent(m, seat, way)) == picked, (way, picked)
                    laid += 1
                checked += 1
        m.play(seat, random_choice("mundus-novus", m.view(seat), m.legal(seat), rng))
    assert checked > 40 and laid > 10


def ctx_for(m, seat, ui):
    return TableContext(view=m.view(seat), legal=m.legal(seat), lang="en", human=seat,
                        names=[f"P{n}" for n in range(m.players)], ui=ui)


def _spent(m, seat, way):
    """The cards ``way``'s steps lay when played on the match's own position, each step checked
    against the engine's legal list: those the set spent, or those of the identical set laid (it
    takes its queue card next)."""
    s = _without_log(m.state)
    for code in way.set.codes:
        action = Action.parse(code)
        assert action in GAME.legal(s, seat), (code, way)
        GAME.apply(s, seat, action)
    spent = [e for e in s.log if e["type"] in ("different_set", "perfect", "relic_set")]
    if spent:
        return spent[-1].get("cards") or [C.RELIC] * spent[-1]["count"]
    return [t for t, _ in s.building["cards"]]

"""Mundus Novus at the table: ready-made sets in one tap, cards chosen before they go in, prompts
that name only buttons that exist, and the cards drawn as pictures with their names."""

import re

import pytest

from engine import Match, Rng
from engine.mundus_novus import cards as C
from engine.mundus_novus.trade import offer_size
from engine.simulate import random_choice
from tests.web.table_checks import bar_of
from web import commands as c
from web.commands import THEN as SEQUENCE
from web.context import TableContext
from web.games import mundus_novus as table
from web.games.mundus_novus.pieces import RESOURCE, SYMBOLS
from web.games.mundus_novus.sets import Hand, different, identical, identical_sets, ready_sets
from web.home_form import LANGUAGES
from web.markup import fragment


def hand_of(*types, merchants=(), event=C.NO_EVENT):
    cards = [0] * (C.RELIC + 1)
    for t in types:
        cards[t] += 1
    return Hand(tuple(cards), tuple(merchants), event)


def ctx_for(match, seat, lang="en", ui=None):
    return TableContext(view=match.view(seat), legal=match.legal(seat), lang=lang, human=seat,
                        names=[f"P{n}" for n in range(match.players)], ui=ui or {})


# --- what a ready-made set pays: the rulebook's tables ------------------------------------

# 000: "카드 4장-5더블룬 / 5장-7 / 6장-10 / 7장-15 / 8장-20 / 9장-25".
@pytest.mark.parametrize(("values", "pays"), [((1, 2, 3, 4), 5), ((1, 2, 3, 4, 5), 7), ((1, 2, 3, 4, 5, 6), 10),
                                                ((1, 2, 3, 5, 7, 8, 9), 15), ((1, 2, 3, 4, 5, 6, 7, 8), 20),
                                                (tuple(range(1, 10)), 25)])
def test_a_different_set_pays_as_the_rulebook_table_says(values, pays):
    ready = different(hand_of(*values, *values))  # doubles: the set takes one of each
    assert ready is not None
    assert ready.values == list(values) and ready.doubloons == pays
    assert ready.codes == ("different", *(f"add:{v}" for v in values), "confirm")


# 000: "원주민: ... 다른 종류의 자원 카드 세트로, 카드 1장 당 1 더블룬 밖에 얻을 수 없다".
def test_under_natives_a_different_set_pays_one_doubloon_a_card():
    ready = different(hand_of(1, 2, 3, 5, 7, 8, 9, event=C.NATIVES))
    assert ready is not None and ready.doubloons == 7


# 000: "다른 종류의 자원 세트에 잉카의 유물 카드를 넣을 수는 없다".
def test_a_different_set_holds_no_relic_and_three_values_make_none():
    assert different(hand_of(1, 2, 3, C.RELIC, C.RELIC)) is None
    ready = different(hand_of(1, 2, 3, 4, C.RELIC))
    assert ready is not None and C.RELIC not in [t for t, _ in ready.cards]


# 000 (상인): one card counts as a value of the merchant's range, once a round.
def test_a_merchant_turns_a_spare_good_into_a_missing_value():
    ready = different(hand_of(1, 2, 3, 3, 5, merchants=[(7, 9)]))
    assert ready is not None
    assert ready.values == [1, 2, 3, 5, 7] and ready.doubloons == 7
    assert ready.codes[-3:] == ("merchant:7", "add:3", "confirm")  # the spare 3 counts as 7


def test_a_smaller_different_set_keeps_the_rarest_values_in_hand():
    ready = different(hand_of(1, 2, 4, 6, 9), size=4)
    assert ready is not None and ready.values == [1, 2, 4, 6] and ready.doubloons == 5


# 000: "카드 3장: 첫번째 카드 / 1~3번째 / 아무 카드; 카드 4장: 1~3 / 아무; 카드 5장: 아무".
@pytest.mark.parametrize(("value", "size", "reach"), [(2, 3, 1), (2, 4, 3), (2, 5, 5), (5, 3, 3), (5, 4, 5), (8, 3, 5)])
def test_an_identical_set_reaches_the_queue_as_the_rulebook_table_says(value, size, reach):
    ready = identical(hand_of(*[value] * size), value, size)
    assert ready is not None and ready.reach == reach
    assert ready.codes == (f"same:{value}", *[f"add:{value}"] * size)


# 000: "잉카의 유물은 와일드 카드로 사용할 수 있다"; relics are spent last (they are worth 10 in trade).
def test_an_identical_set_uses_its_own_cards_then_merchants_then_relics():
    ready = identical(hand_of(5, 5, 1, C.RELIC, C.RELIC, merchants=[(4, 6)]), 5, 4)
    assert ready is not None
    assert ready.cards == ((5, 5), (5, 5), (1, 5), (C.RELIC, 5))
    assert ready.codes == ("same:5", "add:5", "add:5", "merchant:5", "add:1", "add:10")


def test_the_identical_sets_offered_are_the_smallest_reaching_furthest_best_first():
    hand = hand_of(2, 2, 2, 2, 2, 8, 8, 8, 4, 4, 4)
    offered = identical_sets(hand, [2, 4, 8], 5)
    # three 4s reach only cards 1-3 (rare, 3 cards); five 2s reach them all (common, 5 cards)
    assert [(r.values[0], len(r.cards), r.reach) for r in offered] == [(8, 3, 5), (2, 5, 5), (4, 3, 3)]


# 000: "폭풍: ... 발전 카드 열의 첫번째 카드 밖에 가져갈 수 없다": no bigger set than three under Storm.
def test_under_storm_the_identical_set_offered_is_three_cards_for_card_one():
    offered = identical_sets(hand_of(2, 2, 2, 2, 2, event=C.STORM), [2], 5)
    assert [(len(r.cards), r.reach) for r in offered] == [(3, 1)]


# --- every ready-made set offered in whole matches is legal step by step, and pays its words ---

def _turns(players, seed, limit=None):
    """(match, seat) at each Progression decision along a random match (its first ``limit``
    decisions, if given)."""
    m = Match.new("mundus-novus", players=players, seed=seed)
    rng = Rng(seed)
    while not m.over and (limit is None or len(m.decisions) < limit):
        seat = m.to_act[0]
        if m.view(seat)["board"]["step"] == "turn":
            yield m, seat
        m.play(seat, random_choice("mundus-novus", m.view(seat), m.legal(seat), rng))


# The default run: a match's first 250 decisions (each set is tried on a copy replayed from the
# start, so a whole match costs a minute); the long run: two whole matches.
@pytest.mark.parametrize(("seed", "limit"), [(4, 250), *(pytest.param(s, None, marks=pytest.mark.slow)
                                                         for s in (4, 11))])
def test_every_ready_made_set_plays_legally_and_pays_what_its_button_says(seed, limit):
    checked = 0
    for m, seat in _turns(4, seed, limit):
        for ready in ready_sets(ctx_for(m, seat)):
            copy = m.replayed(len(m.decisions))
            for code in ready.codes:
                copy.play(seat, code)  # raises if one step is not legal
            if ready.kind == "different":
                paid = [e for e in copy.log if e["type"] == "different_set"][-1]
                assert (paid["seat"], paid["values"], paid["doubloons"]) == (seat, sorted(ready.values),
                                                                              ready.doubloons)
            elif ready.kind == "same":
                board = copy.view(seat)["board"]
                laid = board["progression"]["building"]
                assert [t for t, _ in laid["cards"]] == [t for t, _ in ready.cards]
                assert len(laid["positions"]) == min(ready.reach, len(board["queue"]))
            checked += 1
    assert checked > 10


# --- one tap plays several steps, all or nothing ------------------------------------------------

def _app_at_turn(make_app):
    m, seat = next((m, s) for m, s in _turns(3, 4) if any(a.kind == "different" for a in m.legal(s)))
    m.table["human"] = seat
    app = make_app()
    app.open_match(m, "k")
    return app


def test_one_tap_lays_a_whole_set_each_step_recorded(make_app):
    app = _app_at_turn(make_app)
    ready = next(r for r in ready_sets(app.context()) if r.kind == "different")
    before = len(app.match.decisions)
    app.handle(c.Play(tuple(ready.codes)))
    assert len(app.match.decisions) == before + len(ready.codes)
    assert [e for e in app.match.log if e["type"] == "different_set"][-1]["doubloons"] == ready.doubloons
    assert app.message is None


def test_a_tap_whose_later_step_is_not_legal_changes_nothing_and_says_so(make_app):
    app = _app_at_turn(make_app)
    record = app.record()
    app.handle(c.Play(("different", "add:99")))
    assert app.record() == record
    assert app.message is not None and app.message[0] == "error"


# --- the prompt names only buttons that exist ----------------------------------------------------

QUOTED = re.compile(r"[“‘「]([^”’」]+)[”’」]")


def shown_buttons(markup):
    """The words each button shows (its content, less what only a screen reader hears)."""
    html = re.sub(r'<span class="sr-only">[^<]*</span>|<title>[^<]*</title>', "", str(markup))
    return [re.sub(r"\s+", " ", re.sub(r"<[^>]*>", " ", b)).strip()
            for b in re.findall(r"<button\b[^>]*>(.*?)</button>", html, re.S)]


def _every_decision(players, seed, chooser, limit=None):
    """Each decision of a match (the first ``limit`` of them, if given) and who makes it."""
    m = Match.new("mundus-novus", players=players, seed=seed)
    rng = Rng(seed)
    while not m.over and (limit is None or len(m.decisions) < limit):
        seat = m.to_act[0]
        yield m, seat
        m.play(seat, chooser(m, seat, rng))


#: Decisions of the default run's match whose prompts are read (its first rounds: offers,
#: takes and turns); the long run (build.py fuzz) reads three whole matches in each language.
PROMPT_DECISIONS = 200


@pytest.mark.parametrize(("players", "seed", "limit"), [(2, 13, PROMPT_DECISIONS), *(
    pytest.param(p, s, None, marks=pytest.mark.slow) for p, s in ((2, 13), (3, 5), (4, 8)))])
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_prompt_of_whole_matches_names_only_buttons_that_exist(players, seed, limit, lang):
    named = 0
    steps = set()
    for m, seat in _every_decision(players, seed, lambda m, s, rng: random_choice(
            "mundus-novus", m.view(s), m.legal(s), rng), limit):
        board = m.view(seat)["board"]
        hand = [t + 1 for t, n in enumerate(board["hand"] or []) for _ in range(n)]
        picked = [{"mn": "own", "mp": ".".join(map(str, hand[:4]))}] if board["step"] == "turn" else []
        for ui in ({}, {"mo": "1"}, {"mn": "own"}, *picked):
            ctx = ctx_for(m, seat, lang, ui)
            table.render(ctx)  # the board first, as the shell draws it: the bar holds what it does not
            words = table.prompt(ctx)
            buttons = shown_buttons(fragment(bar_of(table, ctx)))
            for quoted in QUOTED.findall(words):
                assert quoted in buttons, (words, buttons)
                named += 1
            assert not any(w in words for w in ("confirm", "확정", "確認", "確定")), words
        steps.add(m.view(seat)["board"]["step"])
    assert named > 20 and {"offer", "turn", "take"} <= steps


def test_an_offer_is_chosen_card_by_card_and_a_chosen_card_can_be_taken_back(make_app):
    m = Match.new("mundus-novus", players=3, seed=5)
    rng = Rng(5)
    while not (0 in m.to_act and m.view(0)["board"]["step"] == "offer"):
        seat = m.to_act[0]
        m.play(seat, random_choice("mundus-novus", m.view(seat), m.legal(seat), rng))
    app = make_app()
    app.open_match(m, "k")
    board = app.context().board
    required = offer_size(board["announced"], sum(board["hand"]))
    cards = [t + 1 for t, n in enumerate(board["hand"]) for _ in range(n)][:required]
    record = app.record()
    assert _pressed(app) == ([], sum(board["hand"]))  # every card of the hand can be tapped
    app.handle(c.Pick("mo", str(cards[0])))  # a card of the hand on the table, tapped
    assert app.record() == record  # chosen, not offered: nothing recorded yet
    hand, _ = _pressed(app)
    assert hand == ["ui:mo="]  # tapped again, it goes back
    bar = str(fragment(bar_of(table, app.context())))
    assert f"1 chosen, total {cards[0] if cards[0] < C.RELIC else C.TRADE_MASTER_RELIC}" in bar
    app.handle(c.Pick("mo", ""))  # taken back
    assert _pressed(app)[0] == []
    assert "0 chosen, total 0" in str(fragment(bar_of(table, app.context())))
    app.handle(c.Pick("mo", ".".join(map(str, cards))))
    assert len(_pressed(app)[0]) == required
    place = re.findall(r'data-action="(play:[^"]*)"', str(fragment(bar_of(table, app.context()))))
    assert place == ["play:" + SEQUENCE.join(f"offer:{t}" for t in cards)]  # the last card places it
    assert f"{required} chosen" in str(fragment(bar_of(table, app.context())))
    app.handle(place[0])
    me = app.match.view(0)["board"]["seats"][0]
    assert me["committed"] and me["offer_size"] == required


def _pressed(app):
    """The actions of the hand's pressed cards, and how many of its cards can be tapped; the
    table drawn as the shell draws it (the board, then the bar)."""
    html = str(table.render(app.context()))
    hand = html[html.index('class="panel mn-panel mn-hand"'):]
    hand = hand[:hand.index("</section>")]
    pressed = re.findall(r'data-action="([^"]*)" data-choice aria-pressed="true"', hand)
    return pressed, len(re.findall(r"data-choice", hand))


# --- the cards drawn as cards, with pictures that have names ------------------------------------

def test_every_resource_has_one_symbol_and_each_card_draws_it_with_its_name():
    ids = [s.id for s in SYMBOLS]
    assert len(ids) == len(set(ids)) and all(i.startswith("mn-") for i in ids)
    assert set(RESOURCE.values()) <= set(ids) and len(set(RESOURCE.values())) == len(C.TYPES)
    m = Match.new("mundus-novus", players=3, seed=2)
    for lang in LANGUAGES:
        ctx = ctx_for(m, 0, lang)
        for t in C.TYPES:
            card = str(table.rcard(ctx, t))
            assert f'href="#{RESOURCE[t]}"' in card
            assert f'<span class="card-n">{ctx.t(f"mn.res.{t}")}</span>' in card


def test_development_card_choices_say_what_the_card_does_and_pays(make_app):
    m, seat = next((m, s) for m, s in _turns(3, 4) if any(a.kind == "same" for a in m.legal(s)))
    ready = next(r for r in ready_sets(ctx_for(m, seat)) if r.kind == "same")
    for code in ready.codes:
        m.play(seat, code)
    ctx = ctx_for(m, seat)
    html = str(table.render(ctx)).replace("&#x27;", "'")
    queue = {c["position"]: c for c in ctx.board["queue"]}
    positions = [a.args[0] for a in ctx.legal if a.kind == "queue"]
    assert positions
    for p in positions:  # each card the set may take is a piece, showing what it does and pays
        piece = html[html.index(f'data-action="play:queue:{p}" data-choice'):]
        piece = piece[:piece.index("</button>")]
        assert f'<span class="dc-effect">{table.card_effect(ctx, queue[p])}' in piece
    assert "play:queue:" not in str(fragment(bar_of(table, ctx)))  # not in the bar as well


def test_the_scoreboard_shows_doubloons_hand_cards_caravels_and_the_trade_master():
    m = Match.new("mundus-novus", players=3, seed=2)
    ctx = ctx_for(m, 0)
    entries = table.scoreboard(ctx)
    board = ctx.board
    for entry, seat in zip(entries, board["seats"]):
        assert [f.value for f in entry.figures] == [seat["doubloons"], seat["hand_size"], len(seat["cards"]),
                                                     seat["caravels"]]
        assert bool(entry.marks) == (seat["seat"] == board["trade_master"])


def test_undo_takes_back_a_whole_tap(make_app):
    app = _app_at_turn(make_app)
    record = app.record()
    ready = next(r for r in ready_sets(app.context()) if r.kind == "different")  # reveals nothing
    app.handle(c.Play(tuple(ready.codes)))
    assert len(ready.codes) > 2 and app.undo_state() == "ok"
    app.handle(c.Undo())
    assert app.record() == record


def _enabled_plays(markup):
    return re.findall(r'<button\b(?![^>]*\bdisabled\b)[^>]*data-action="play:([^"]*)"', str(markup))


#: Decisions of the default run's match in the test of the taps (its first rounds: offers, turns
#: and warehouses); each button is tried on a copy replayed from the start, so a whole match
#: costs minutes, and the long run (build.py fuzz) plays two whole.
TAPS_DECISIONS = 120


@pytest.mark.parametrize(("seed", "limit"), [(6, TAPS_DECISIONS), *(pytest.param(s, None, marks=pytest.mark.slow)
                                                                   for s in (6, 9))])
def test_every_tap_that_plays_several_steps_plays_legal_ones_offers_and_warehouses_included(seed, limit):
    """At the decisions of a whole match, with the hand's first cards chosen for an offer, the
    warehouses or a set of the player's own choosing: every enabled button, on the table or in
    the bar, that plays several steps plays legal ones, in order."""
    played = set()
    for m, seat in _every_decision(3, seed, lambda m, s, rng: random_choice(
            "mundus-novus", m.view(s), m.legal(s), rng), limit):
        board = m.view(seat)["board"]
        hand = [t + 1 for t, n in enumerate(board["hand"] or []) for _ in range(n)]
        tried = set()  # a tap offered under several of the table's states is played once
        for ui in ({}, {"mo": ".".join(map(str, hand[:board["announced"] or 0]))},
                   {"ms": ".".join(map(str, hand[:1]))}, {"mn": "own", "mp": ".".join(map(str, hand[:4]))},
                   {"mn": "own", "mp": ".".join(map(str, hand[-3:]))}):
            ctx = ctx_for(m, seat, "en", ui)
            # The table's pieces (the ready-made sets, the hand) and the bar's buttons, drawn as
            # the shell draws them: the board first.
            for codes in _enabled_plays(fragment(table.render(ctx), bar_of(table, ctx))):
                if codes in tried or (SEQUENCE not in codes and board["step"] not in ("offer", "store")):
                    continue
                tried.add(codes)
                copy = m.replayed(len(m.decisions))
                for code in codes.split(SEQUENCE):
                    copy.play(seat, code)
                played.add(board["step"])
    assert {"offer", "turn"} <= played

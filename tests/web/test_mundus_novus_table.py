"""The Mundus Novus table: what only it shows (the set another seat is laying, the warehouses)
and nothing the seat cannot see. What every table must do is tests/web/test_contract.py."""

from engine import Match, Rng
from engine.simulate import random_choice
from tests.web.table_checks import bar_of
from web.context import TableContext
from web.games import mundus_novus as table
from web.home_form import LANGUAGES
from web.markup import escape as esc
from web.markup import fragment

from ..mundus_novus.helpers import hidden_reshuffled


def ctx_for(match, seat, lang="en"):
    names = [f"P{n}" for n in range(match.players)]
    return TableContext(view=match.view(seat), legal=match.legal(seat), lang=lang, human=seat, names=names)


def positions(players, seed, every=1):
    """Yield (match, seat to draw) along a random match."""
    m = Match.new("mundus-novus", players=players, seed=seed)
    rng = Rng(seed)
    n = 0
    while not m.over:
        for seat in m.to_act:
            if n % every == 0:
                yield m, seat
            n += 1
            m.play(seat, random_choice("mundus-novus", m.view(seat), m.legal(seat), rng))
            if m.over:
                break
    yield m, 0




def test_the_page_never_shows_what_the_seat_cannot_see():
    checked = 0
    for m, seat in positions(4, 21, every=5):
        if m.over:
            break
        ctx = ctx_for(m, seat)
        html = (table.render(ctx) + fragment(bar_of(table, ctx), table.prompt(ctx)))
        other = hidden_reshuffled(m, seat, checked)
        octx = ctx_for(other, seat)
        assert (table.render(octx) + fragment(bar_of(table, octx), table.prompt(octx))) == html
        checked += 1
    assert checked > 20




def _progression_table(seed=3):
    """A 3-player match at seat 1's Progression turn with a hand made for a set."""
    from engine.mundus_novus import cards as C

    from ..mundus_novus.helpers import (
        at_turn,
        caravel,
        find,
        give_dev,
        set_hand,
        set_queue,
    )

    m = Match.new("mundus-novus", players=3, seed=seed)
    s = m.state
    set_queue(s, [caravel(1), caravel(2), caravel(3), caravel(4), caravel(5)])
    set_hand(s, 1, [1, 2, 3, 3])
    give_dev(s, 1, find(C.MERCHANT, low=7, high=9, income=0))
    at_turn(s, 1)
    m.touched()
    return m


def test_the_table_shows_the_set_another_seat_is_laying_face_up():
    m = _progression_table()
    for code in ("different", "add:1", "add:2", "add:3", "merchant:8"):
        m.play(1, code)
    for lang in LANGUAGES:
        ctx = ctx_for(m, 0, lang)
        html = (table.render(ctx) + fragment(bar_of(table, ctx), table.prompt(ctx)))
        panel = html[html.index('class="panel mn-panel mn-set"'):]
        panel = panel[:panel.index("</section>")]
        assert "P1" in panel and panel.count('class="card rc rc-') == 3
        assert "rc-1" in panel and "rc-2" in panel and "rc-3" in panel
    ctx = ctx_for(m, 0)
    html = (table.render(ctx) + fragment(bar_of(table, ctx), table.prompt(ctx)))
    assert esc("P1's merchant turns the next card into an 8.") in html
    m.play(1, "add:3")
    ctx = ctx_for(m, 2)
    html = (table.render(ctx) + fragment(bar_of(table, ctx), table.prompt(ctx)))
    assert "The set P1 is laying face up" in html and 'class="card rc rc-3 turned"' in html
    assert "5 doubloons" in html
    m.play(1, "cancel")
    ctx = ctx_for(m, 0)
    assert 'mn-set"' not in (table.render(ctx) + fragment(bar_of(table, ctx), table.prompt(ctx)))


def test_the_table_shows_your_own_warehouse_cards_and_only_their_number_to_others():
    from engine.mundus_novus import cards as C

    from ..mundus_novus.helpers import find, give_dev

    m = Match.new("mundus-novus", players=3, seed=4)
    s = m.state
    give_dev(s, 0, find(C.WAREHOUSE, capacity=2, players=2))
    s.stored[0][9] = s.stored[0][10] = 1
    s.deck.remove(9)
    s.deck.remove(10)
    own = ctx_for(m, 0)
    html = (table.render(own) + fragment(bar_of(table, own), table.prompt(own)))
    hand_panel = html[html.index('mn-hand'):]
    hand_panel = hand_panel[:hand_panel.index("</section>")]
    assert 'class="card rc rc-9"' in hand_panel and 'class="card rc rc-10"' in hand_panel
    other = ctx_for(m, 1)
    html = (table.render(other) + fragment(bar_of(table, other), table.prompt(other)))
    seat0 = html[html.index("<h3>P0"):]
    seat0 = seat0[:seat0.index("</li>")]
    assert "Stored <b>2</b>" in seat0
    assert '<div class="stored">' not in html  # seat 1 has no warehouse cards to be shown


def test_during_the_takes_the_market_sits_under_the_hand_and_a_take_brings_the_offers_into_view():
    """Once the offers are revealed, a take's choices are the offers' cards, tapped where they
    lie (the take's subject, each card a piece); what it is weighed against is the hand and the
    market, where a taken card may be swapped. So the market follows the hand (both in view on a
    phone). Before the reveal the market is with the queue, below the table's other parts."""
    from web.games.mundus_novus.glance import subject

    def order(html):
        at = {name: html.find(f'class="panel mn-panel {name}"') for name in ("mn-hand", "mn-market", "mn-trade")}
        assert all(i >= 0 for i in at.values()), at
        return sorted(at, key=at.get)

    seen = set()
    for m, seat in positions(4, 5):
        if m.over or m.view(seat)["phase"] != "trade" or not m.legal(seat):
            continue
        ctx = ctx_for(m, seat)
        html = str(table.render(ctx))
        if m.view(seat)["board"]["trade"]["revealed"]:
            assert order(html) == ["mn-hand", "mn-market", "mn-trade"]
            takes = [a for a in ctx.legal if a.kind == "take"]
            if takes:
                assert subject(ctx) == ".mn-trade"
                offers = html[html.index('class="panel mn-panel mn-trade"'):]
                for action in takes:
                    assert f'data-action="play:{action.code}" data-choice' in offers
                assert bar_of(table, ctx) == []  # every take is on its card
                seen.add("take")
        else:
            assert order(html) == ["mn-hand", "mn-trade", "mn-market"]
            seen.add("offer")
    assert seen == {"take", "offer"}


def test_each_other_seat_shows_the_cards_we_saw_go_into_its_hand():
    # What the computers remember of a hand, the person is shown: the cards picked face up,
    # taken in trade or given to us this round, by their pictures and, for a screen reader,
    # their names.
    m = Match.new("mundus-novus", players=3, seed=4)
    s = m.state
    s.hands[1][9] += 1
    s.deck.remove(9)
    s.known[0][1][9] = 1
    s.known[2][1][9] = 1
    for lang, label, name in (("en", "Known in hand", "vanilla"), ("ko", "손에 있다고 아는 카드", "바닐라"),
                              ("zh-Hant", "已知的手牌", "香子蘭")):
        html = table.render(ctx_for(m, 0, lang))
        seat1 = html[html.index("<h3>P1"):]
        seat1 = seat1[:seat1.index("</li>")]
        assert label in seat1 and seat1.count('class="mini rc-9"') == 1 and name in seat1
        seat2 = html[html.index("<h3>P2"):]
        assert "seen-in-hand" not in seat2[:seat2.index("</li>")]
    own = table.render(ctx_for(m, 1))
    assert "seen-in-hand" not in own  # our own hand is shown whole, and we know nothing of the others yet


def test_the_cards_we_saw_go_onto_the_discard_pile_are_shown_folded_under_the_decks():
    # A card counter remembers every set laid face up and his own discarded hand; the
    # computers' samples leave those cards in the pile, so the person is shown them too.
    m = Match.new("mundus-novus", players=3, seed=4)
    s = m.state
    assert "seen-discarded" not in table.render(ctx_for(m, 0))  # nothing discarded yet
    for t in (9, 9, 9, 1):
        s.deck.remove(t)
        s.discard.append(t)
    s.discarded[0][9], s.discarded[0][1] = 3, 1
    for lang, label, names in (("en", "Seen going onto the discard pile: 4 cards", "vanilla ×3"),
                               ("ko", "버린 더미에 들어간 것을 본 카드 4장", "바닐라 ×3"),
                               ("zh-Hant", "看到進入棄牌堆的牌：4 張", "香子蘭 ×3")):
        html = str(table.render(ctx_for(m, 0, lang)))
        folded = html[html.index('class="seen-discarded"'):]
        folded = folded[:folded.index("</details>")]
        assert label in folded and names in folded
        assert folded.count('class="mini rc-9"') == 1 and folded.count('class="mini rc-1"') == 1
    assert "seen-discarded" not in table.render(ctx_for(m, 1))  # seat 1 saw none of it


def test_a_tie_on_doubloons_shows_the_tie_break_apart_and_only_when_it_decides():
    """The rule (../shared/data/mundus_novus.md): "Ties on doubloons: most different values
    combined this round; still tied: shared victory". Shown only for the players tied on the
    most doubloons (only those who presented the perfect combination, when it ended the match)."""
    m = Match.new("mundus-novus", players=4, seed=3)
    rng = Rng(3)
    while not m.over:
        seat = m.to_act[0]
        m.play(seat, random_choice("mundus-novus", m.view(seat), m.legal(seat), rng))
    view = m.view(0)

    def end_with(scores, tiebreak, winners, perfect=(), lang="en"):
        result = {**view["result"], "scores": scores, "tiebreak": tiebreak, "winners": winners,
                  "details": {"perfect": list(perfect)}}
        ctx = TableContext(view={**view, "result": result}, legal=[], lang=lang, human=0,
                           names=["Ana", "Bo", "Cy", "Di"])
        return str(fragment(table.end_details(ctx) or ""))

    decided = end_with([80, 80, 79, 28], [8, 5, 10, 2], [0])
    assert "Tied on 80 doubloons: the most different values combined this round wins." in decided
    assert "Ana (you) <b>8</b>" in decided and "Bo <b>5</b>" in decided and "Cy" not in decided
    assert "shared" not in decided
    assert "80더블룬 동점" in end_with([80, 80, 79, 28], [8, 5, 10, 2], [0], lang="ko")
    chinese = end_with([80, 80, 79, 28], [8, 5, 10, 2], [0], lang="zh-Hant")
    assert "同為 80 塊錢：本回合組出最多種資源者獲勝。" in chinese
    assert end_with([80, 79, 79, 28], [8, 5, 10, 2], [0]) == ""  # the doubloons decided
    shared = end_with([76, 80, 80, 28], [9, 6, 6, 2], [1, 2])
    assert "Bo <b>6</b>" in shared and "Cy <b>6</b>" in shared and "Ana" not in shared
    assert "Still tied: the victory is shared." in shared
    # The perfect combination: only those who presented it contend, whoever else is richer.
    assert end_with([60, 75, 60, 28], [10, 6, 10, 2], [0, 2], perfect=[0, 2]).count("<b>10</b>") == 2
    assert end_with([60, 75, 40, 28], [10, 6, 10, 2], [0], perfect=[0, 2]) == ""


def test_coronados_choice_is_the_event_tokens_on_the_table_and_the_bar_holds_no_event():
    """Coronado's owner chooses the round's event by tapping its token (in the round's panel,
    each saying what the event does); the bar keeps only "No event this round" and stays short."""
    import re

    from engine.mundus_novus import cards as C
    from engine.mundus_novus.rounds import FLOW

    from ..mundus_novus.helpers import caravel, character, give_dev, set_queue

    m = Match.new("mundus-novus", players=3, seed=3)
    s = m.state
    give_dev(s, 1, character(C.CORONADO))
    s.doubloons[1] = 5
    set_queue(s, [caravel(1), caravel(3), caravel(5), caravel(7), caravel(10)])
    FLOW.start(s, "event")
    m.touched()
    assert m.to_act == (1,) and s.step == "coronado"
    for lang in LANGUAGES:
        ctx = ctx_for(m, 1, lang)
        board = str(table.render(ctx))
        round_panel = board[board.index('class="mn-round"'):]
        round_panel = round_panel[:round_panel.index("</section>")]
        tokens = re.findall(r'data-action="play:(event:\w+)" data-choice', round_panel)
        assert tokens == [f"event:{ev}" for ev in (C.KINGS_HELP, C.NATIVES, C.STORM, C.FIRE, C.PIRATES)]
        assert esc(table.rt(ctx, f"mn.event_help.{C.STORM}")) in round_panel  # what each event does
        bar = str(fragment(bar_of(table, ctx)))
        assert re.findall(r'data-action="([^"]*)"', bar) == ["play:pass"]


def test_ponce_de_leons_caravels_are_pieces_that_move_between_his_two_fleets():
    """Ponce de León's split: each caravel of his is a piece in the supply panel, under the fleet
    it sails in; a tap moves it to the other (the first fleet keeps one); the bar keeps Sail."""
    import re

    from engine.mundus_novus import cards as C
    from engine.mundus_novus.rounds import FLOW

    from ..mundus_novus.helpers import caravel, character, give_dev

    m = Match.new("mundus-novus", players=3, seed=3)
    s = m.state
    give_dev(s, 0, caravel(1), caravel(8), caravel(9), character(C.PONCE))
    give_dev(s, 1, caravel(5))
    FLOW.start(s, "supply")
    m.touched()
    assert m.to_act == (0,) and s.step == "split"

    def fleets():
        html = str(table.render(ctx_for(m, 0)))
        part = html[html.index('class="offers mn-fleets"'):]
        rows = part[:part.index("</ul>")].split("<li>")[1:]
        return [re.findall(r'data-action="play:(\w+:\d+)" data-choice', row) for row in rows]

    assert fleets() == [["split:1", "split:8", "split:9"], []]
    m.play(0, "split:8")
    m.play(0, "split:9")
    assert fleets() == [[], ["join:8", "join:9"]]  # caravel 1 stays: the first fleet keeps one
    ctx = ctx_for(m, 0)
    table.render(ctx)  # the board first, as the shell draws it: the bar holds what it does not
    assert re.findall(r'data-action="([^"]*)"', str(fragment(bar_of(table, ctx)))) == ["play:sail"]
    korean = str(table.render(ctx_for(m, 0, "ko")))
    assert "내 첫번째 선단" in korean and "캐러벨선 8" in korean
    chinese = str(table.render(ctx_for(m, 0, "zh-Hant")))
    assert "你的第一船隊" in chinese and "你的第二船隊" in chinese and "船 8" in chinese

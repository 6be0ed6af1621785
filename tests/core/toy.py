"""A tiny game that uses every feature of the core, so the core is tested on its own.

Each round every seat secretly bids 1-3 (simultaneous, like an offer in Mundus Novus);
the bids are revealed together; the highest unique bid scores it. Its bidder draws a card
from a shuffled deck (chance, private to the drawer) and keeps or discards it; a 10 must
be kept (a forced move). Then, from the drawer clockwise, seats may ``raise`` (one point,
at most twice a round each) or ``pass``, until everyone has passed in a row; a seat that
has raised twice can only pass (forced again). The option ``target`` (6 or 9, or left to
the seed) is the score that ends the match; so does the end of round 8.

Its rules have two versions, changed the way real fixes change legal lists, so that the
core's handling of records from earlier rules is tested on purpose (``TOY`` is version 1,
``TOY_2`` version 2): in version 2 a seat that trails the leader by 5 points or more and has
not raised this round may ``rally`` (two points, both its raises), an action added at the
front of its list; a drawn 9 must be kept as a 10 is (``discard`` removed there); and
``pass`` is called ``stop`` (renamed).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine import GAMES, Action, Entry, Option, Result, Rng, RulesChange, State, View
from engine.flow import OVER, Flow, FlowGame, Phase, Secret, Stage, Turns

ROUNDS = 8


@dataclass
class ToyState(State):
    target: int = 6
    round: int = 1
    phase: str = ""
    bids: Secret = field(default_factory=Secret)
    points: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    discards: list[int] = field(default_factory=list)
    drawer: int | None = None
    drawn: int | None = None
    hands: list[list[int]] = field(default_factory=list)
    turns: Turns = field(default_factory=Turns)
    raised: list[int] = field(default_factory=list)


def _begin_bid(s: ToyState) -> None:
    s.bids = Secret.of(list(range(s.players)))


def _bid(s: ToyState, seat: int, action: Action) -> None:
    s.bids.choose(seat, action.args[0])
    s.emit("bid", seat=seat)


def _end_bid(s: ToyState) -> str:
    bids = s.bids.reveal()
    s.reveal()
    s.emit("reveal", bids=[bids[p] for p in range(s.players)])
    counts: dict[int, int] = {}
    for b in bids.values():
        counts[b] = counts.get(b, 0) + 1
    unique = [b for b, c in counts.items() if c == 1]
    if not unique:
        return _next_round(s)
    best = max(unique)
    winner = next(p for p in range(s.players) if bids[p] == best)
    s.points[winner] += best
    if s.deck:
        s.drawer, s.drawn = winner, s.deck.pop()
        s.emit("draw", to=[winner], seat=winner, card=s.drawn)
        return "draw"
    return _next_round(s)


def _keep(s: ToyState, seat: int, action: Action) -> None:
    assert s.drawn is not None
    (s.hands[seat] if action.kind == "keep" else s.discards).append(s.drawn)
    s.emit(action.kind, seat=seat)
    s.drawn = None


def _end_draw(s: ToyState) -> str:
    assert s.drawer is not None
    s.turns = Turns.from_seat(s.drawer, s.players)
    s.raised = [0] * s.players
    s.drawer = None
    return "raise"


def _raise(s: ToyState, seat: int, action: Action) -> None:
    if action.kind in ("raise", "rally"):
        by = 2 if action.kind == "rally" else 1
        s.raised[seat] += by
        s.points[seat] += by
        s.emit(action.kind, seat=seat)
        s.turns.acted()
    else:
        s.turns.pass_turn(s.players)


def _next_round(s: ToyState) -> str:
    if max(s.points) >= s.target or s.round >= ROUNDS:
        return OVER
    s.round += 1
    return "bid"


def flow(version: int) -> Flow[ToyState]:
    """The toy's turns under rules ``version`` (1 or 2: see the module's docstring)."""
    kept = 9 if version >= 2 else 10  # the lowest card that must be kept
    stop = Action("stop" if version >= 2 else "pass")

    def raises(s: ToyState, seat: int) -> list[Action]:
        rally = version >= 2 and s.raised[seat] == 0 and max(s.points) - s.points[seat] >= 5
        return [Action("rally")] * rally + [Action("raise")] * (s.raised[seat] < 2) + [stop]

    return Flow(
        Phase("bid", to_act=lambda s: tuple(s.bids.waiting),
              legal=lambda s, seat: [Action("bid", (n,)) for n in (1, 2, 3)],
              apply=_bid, end=_end_bid, begin=_begin_bid),
        # A phase of stages (one here): ``keep`` while a drawn card waits, none once it is placed.
        Phase.staged("draw", lambda s: "keep" if s.drawn is not None else "", [
            Stage("keep", to_act=lambda s: (s.drawer,) if s.drawer is not None else (),
                  legal=lambda s, seat: [Action("keep")] if (s.drawn or 0) >= kept else [Action("keep"),
                                                                                          Action("discard")],
                  apply=_keep),
        ], end=_end_draw),
        Phase("raise", to_act=lambda s: tuple(s.turns.queue[:1]), legal=raises, apply=_raise, end=_next_round),
    )


FLOW = flow(1)


class Toy(FlowGame[ToyState]):
    entry = Entry("toy", "toy", "Toy", 2, 4)
    options = (Option("target", (6, 9), 6, random=True),)

    def __init__(self, version: int = 1) -> None:
        self.rules_version = version
        self.rules_changes = (RulesChange(2, renamed={"pass": "stop"}),)[: version - 1]
        self.flow = FLOW if version == 1 else flow(version)

    def deal(self, players: int, rng: Rng, options: dict[str, Any]) -> ToyState:
        s = ToyState(rng=rng, players=players, target=options["target"], points=[0] * players,
                     hands=[[] for _ in range(players)])
        s.deck = list(range(1, 11))
        s.rng.shuffle(s.deck)
        return s

    def view(self, s: ToyState, seat: int | None) -> dict[str, Any]:
        return {
            "target": s.target,
            "points": list(s.points),
            "committed": sorted(s.bids.chosen),
            "my_bid": s.bids.chosen.get(seat) if seat is not None else None,
            "my_hand": list(s.hands[seat]) if seat is not None else None,
            "drawn": s.drawn if seat is not None and seat == s.drawer else None,
            "hand_sizes": [len(h) for h in s.hands],
            "deck": len(s.deck),
            "discards": len(s.discards),
            "raised": list(s.raised),
        }

    def from_view(self, view: View) -> ToyState:
        """The scores, the raises and the seat's own hand and bid; others' cards unseen."""
        board, seat = view["board"], view["seat"]
        s = ToyState(rng=Rng(0), players=view["players"], target=board["target"], round=view["round"],
                     phase=view["phase"], points=list(board["points"]), raised=list(board["raised"]),
                     hands=[[] for _ in range(view["players"])])
        if seat is not None:
            s.hands[seat] = list(board["my_hand"])
            if board["my_bid"] is not None:
                s.bids.chosen[seat] = board["my_bid"]
            if board["drawn"] is not None:
                s.drawer, s.drawn = seat, board["drawn"]
        return s

    def result(self, s: ToyState) -> Result | None:
        if s.phase != OVER:
            return None
        return Result.ranked(s.points, "points" if max(s.points) >= s.target else "rounds", s.round)

    def sample(self, s: ToyState, seat: int, rng: Rng) -> ToyState:
        """Others' hands, the drawn card (unless ours), the deck and the discards are dealt
        again; others' secret bids are drawn again."""
        t = s.copy()
        assert isinstance(t, ToyState)
        others = [p for p in range(t.players) if p != seat]
        pool = list(t.deck) + list(t.discards) + [c for p in others for c in t.hands[p]]
        hidden_draw = t.drawn is not None and t.drawer != seat
        if hidden_draw:
            assert t.drawn is not None
            pool.append(t.drawn)
        pool.sort()
        rng.shuffle(pool)
        for p in others:
            t.hands[p] = [pool.pop() for _ in t.hands[p]]
        if hidden_draw:
            t.drawn = pool.pop()
        t.discards = [pool.pop() for _ in t.discards]
        t.deck = pool
        for p in sorted(t.bids.chosen):
            if p != seat:
                t.bids.chosen[p] = 1 + rng.below(3)
        t.rng = Rng(rng.next64())
        return t


TOY = Toy()
#: The toy under its second rules version (registered in its place by the tests of records
#: from earlier rules).
TOY_2 = Toy(2)


def install() -> None:
    GAMES.setdefault(TOY.id, TOY)

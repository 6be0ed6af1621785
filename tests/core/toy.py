"""A tiny game that uses every feature of the core, so the core is tested on its own.

Each round every seat secretly bids 1-3 (simultaneous, like an offer in Mundus Novus);
the bids are revealed; the highest unique bid scores it, then draws a card from a
shuffled deck (chance, private to the drawer) and may keep it or discard it. First to 6
points, or the end of round 8, ends the match.
"""

from dataclasses import dataclass, field

from engine.core import GAMES, Action, Game, State
from engine.rng import Rng


@dataclass
class ToyState(State):
    round: int = 1
    bids: dict = field(default_factory=dict)
    points: list = field(default_factory=list)
    deck: list = field(default_factory=list)
    drawn: int | None = None
    drawer: int | None = None
    hands: list = field(default_factory=list)


class Toy(Game):
    id = "toy"
    title = "Toy"
    min_players = 2
    max_players = 4

    def setup(self, players, seed, options):
        s = ToyState(rng=Rng(seed), players=players, points=[0] * players, hands=[[] for _ in range(players)])
        s.deck = list(range(1, 11))
        s.rng.shuffle(s.deck)
        return s

    def to_act(self, s):
        if self.result(s) is not None:
            return ()
        if s.drawer is not None:
            return (s.drawer,)
        return tuple(p for p in range(s.players) if p not in s.bids)

    def legal(self, s, seat):
        if s.drawer is not None:
            return [Action("keep"), Action("discard")]
        return [Action("bid", (n,)) for n in (1, 2, 3)]

    def apply(self, s, seat, action):
        if action.kind in ("keep", "discard"):
            if action.kind == "keep":
                s.hands[seat].append(s.drawn)
            s.emit(action.kind, seat=seat)
            s.drawer = s.drawn = None
            s.round += 1
            return
        s.bids[seat] = action.args[0]
        s.emit("bid", seat=seat)
        if len(s.bids) < s.players:
            return
        s.reveal()
        s.emit("reveal", bids=[s.bids[p] for p in range(s.players)])
        counts = {}
        for b in s.bids.values():
            counts[b] = counts.get(b, 0) + 1
        unique = [b for b, c in counts.items() if c == 1]
        s.bids = {}
        if not unique:
            s.round += 1
            return
        best = max(unique)
        winner = [p for p, b in enumerate(s.log[-1]["bids"]) if b == best][0]
        s.points[winner] += best
        if s.deck:
            s.drawer, s.drawn = winner, s.deck.pop()
            s.emit("draw", to=[winner], seat=winner, card=s.drawn)
        else:
            s.round += 1

    def view(self, s, seat):
        return {
            "round": s.round,
            "points": list(s.points),
            "committed": sorted(s.bids),
            "my_bid": s.bids.get(seat) if seat is not None else None,
            "my_hand": list(s.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in s.hands],
            "deck": len(s.deck),
        }

    def result(self, s):
        if max(s.points) < 6 and s.round <= 8:
            return None
        top = max(s.points)
        return {"scores": list(s.points), "winners": [p for p in range(s.players) if s.points[p] == top],
                "reason": "points" if top >= 6 else "rounds", "rounds": min(s.round, 8)}


TOY = Toy()


def install():
    GAMES.setdefault(TOY.id, TOY)

"""The greedy player's look-ahead: each legal action applied to a copy of its view's
position with the engine's own rules, and the position after it valued by :mod:`.worth`;
an action that opens a turn (a building activated, a token spent) valued by its best
follow-up, so a turn is judged whole.

A decision must stay quick (the page runs it in the browser: a few milliseconds), so a
position is valued once a decision however it is reached, and not everything is tried:

- **The same action by another building.** The worth reads how many buildings are free,
  not which, so a ship to a given space is worth the same whichever building did it: it
  is valued once. A blue token's action is valued at the target that came out best for a
  building (:data:`TOKEN_TARGETS`), when a building can do that action.
- **Many targets.** When a turn is weighed before it begins, a building's occupations,
  attacks and draws are tried at the :data:`COMBINE` targets with the best immediate gain
  (:func:`gain`: a city's glory, its token, the connections it completes, a card's glory
  and track steps); the target itself is chosen among all of them at the next decision.
- **A "+" turn with two actions to do.** Every action is valued by itself first; the best
  :data:`COMBINE` of each kind are tried with a second action that is among the best of
  its kind, that the first made possible (a city where the ship brings presence) or that
  is at the other end of a connection. A pair is valued once, whichever goes first.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import Action
from engine.endeavor.cards import CARDS
from engine.endeavor.data import AND, ATTACK, ATTRIBUTES, DRAW, OCCUPY, SHIP
from engine.endeavor.game import FLOW
from engine.endeavor.maps import CITY, LINK_GLORY, SIDES
from engine.endeavor.state import EndeavorState

from .worth import ACTION_TOKEN, Habits, standing, steps_worth

#: How many of each kind of action (the best by themselves) are tried together with
#: another: the best ships with the best occupations in a "+" turn, a token's action at the
#: targets where a building's came out best.
COMBINE = 3
#: A blue token's action is tried at this many targets, the best for a building (the
#: token spares a worker, so it is worth about what the building's is, a target the same).
TOKEN_TARGETS = 1


@dataclass
class Lookahead:
    """One decision's look-ahead from ``st`` for ``seat`` (its cache lives as long)."""

    st: EndeavorState
    seat: int
    habits: Habits
    cache: dict[tuple[object, ...], float] = field(default_factory=dict)
    #: Per action kind: the worth of each target done by a building (this turn's options).
    by_building: dict[str, list[tuple[float, Action]]] = field(default_factory=dict)

    def scores(self, legal: list[Action]) -> list[float]:
        """The worth of each legal action (tokens after buildings: they reuse their ranks)."""
        if self._two_to_do(self.st):
            return self._together(legal)
        scores = [0.0] * len(legal)
        for i in sorted(range(len(legal)), key=lambda i: legal[i].kind == "token"):
            scores[i] = self.after(self.st, legal[i], 2)
        return scores

    def standing(self, st: EndeavorState) -> float:
        return standing(st, self.seat, self.habits, self.cache)

    def after(self, st: EndeavorState, action: Action, depth: int) -> float:
        """The worth after ``action``; if the same turn goes on, after its best follow-up."""
        if action.kind == "pass":
            return self.standing(st)
        twin = st.clone()
        FLOW.apply(twin, self.seat, action)
        if depth > 1 and self._goes_on(twin):
            follow = self._worth_trying(twin, action, FLOW.legal(twin, self.seat))
            if follow:
                return max(self._follow_up(twin, action, a) for a in follow)
        return self.standing(twin)

    def _goes_on(self, st: EndeavorState) -> bool:
        return st.phase == "actions" and st.turn is not None and st.turn["seat"] == self.seat and not st.pending

    def _two_to_do(self, st: EndeavorState) -> bool:
        return self._goes_on(st) and st.turn is not None and st.turn["mode"] == AND and len(st.turn["remaining"]) > 1

    def _worth_trying(self, st: EndeavorState, first: Action, follow: list[Action]) -> list[Action]:
        """After a building's activation, its occupations, attacks and draws with the best
        immediate gain (:func:`gain`); after a token, its action at the targets that came
        out best for a building."""
        if first.kind == "activate":
            return _most_promising(st, self.seat, follow, self.habits)
        if first.kind != "token":
            return follow
        best = {kind: {a for _, a in sorted(done, key=lambda va: -va[0])[:TOKEN_TARGETS]}
                for kind, done in self.by_building.items()}
        promising = _most_promising(st, self.seat, follow, self.habits)
        chosen = [a for a in promising if a.kind not in best or a in best[a.kind]]
        return chosen or follow

    def _follow_up(self, st: EndeavorState, first: Action, action: Action) -> float:
        """The worth after ``first`` (which opened or began a turn) and then ``action``,
        each position once a decision (see the module's docstring)."""
        if first.kind == "activate":
            key: tuple[object, ...] = ("building", action)
        elif first.kind == "token":
            key = ("token", first.args, action)
        else:
            key = ("turn", frozenset((first, action)))
        value = self.cache.get(key)
        if value is None:
            value = self.cache[key] = self.after(st, action, 1)
            if first.kind == "activate":
                self.by_building.setdefault(action.kind, []).append((value, action))
        return value

    def _together(self, legal: list[Action]) -> list[float]:
        """A "+" turn with two actions or more to do: each action by itself, then the best
        of each kind with a second action: the best of its kind, one it made possible, or
        one at the other end of a connection."""
        twins, scores = [], []
        for action in legal:
            twin = self.st.clone()
            FLOW.apply(twin, self.seat, action)
            twins.append(twin)
            scores.append(self.standing(twin))
        index = {action: i for i, action in enumerate(legal)}
        tried = _best_of_each_kind(legal, scores)
        for i in sorted(tried):
            if not self._goes_on(twins[i]):
                continue
            near = _neighbours(self.st, legal[i])
            for second in FLOW.legal(twins[i], self.seat):
                if second.kind == "done":
                    continue  # the action by itself, valued already
                if index.get(second, i) in tried or _node(second) in near:
                    scores[i] = max(scores[i], self._follow_up(twins[i], legal[i], second))
        return scores


def _best_of_each_kind(legal: list[Action], scores: list[float]) -> set[int]:
    """The indexes of the best :data:`COMBINE` actions of each kind."""
    kinds: dict[str, list[int]] = {}
    for i in sorted(range(len(legal)), key=lambda i: -scores[i]):
        kinds.setdefault(legal[i].kind, []).append(i)
    return {i for best in kinds.values() for i in best[:COMBINE]}


#: Action kinds whose targets are ranked by their immediate gain before a turn is tried.
RANKED = (OCCUPY, ATTACK, DRAW)
#: Per board side, per node: its city glory (none for a fleet) and its connections as
#: (connection, the node at the other end).
_GLORY = {side: [n.glory if n.kind == CITY else 0 for n in b.nodes] for side, b in SIDES.items()}
_LINKS = {side: [[(k, link.b if link.a == i else link.a) for k, link in enumerate(b.links) if i in (link.a, link.b)]
                 for i in range(len(b.nodes))] for side, b in SIDES.items()}


def _node(action: Action) -> int | None:
    """The city or fleet an action puts a disc on, if any."""
    if action.kind in (OCCUPY, ATTACK):
        return int(action.args[0])
    if action.kind == SHIP and action.args[0] == "fleet":
        return int(action.args[1])
    return None


def _neighbours(st: EndeavorState, action: Action) -> set[int | None]:
    """The nodes joined by a connection to the one ``action`` puts a disc on."""
    node = _node(action)
    return set() if node is None else {other for _, other in _LINKS[st.side][node]}


def _most_promising(st: EndeavorState, seat: int, follow: list[Action], habits: Habits) -> list[Action]:
    """``follow`` with only the best :data:`COMBINE` of each kind in :data:`RANKED` by
    :func:`gain` (the others kept whole): which building or token to use is judged by its
    best targets, and the target itself is chosen on every one at the next decision."""
    by_kind: dict[str, list[int]] = {}
    for i, action in enumerate(follow):
        if action.kind in RANKED:
            by_kind.setdefault(action.kind, []).append(i)
    many = [found for found in by_kind.values() if len(found) > COMBINE]
    if not many:
        return follow
    dropped = {i for found in many for _, i in sorted((-gain(st, seat, follow[i], habits), i) for i in found)[COMBINE:]}
    return [a for i, a in enumerate(follow) if i not in dropped]


def gain(st: EndeavorState, seat: int, action: Action, habits: Habits) -> float:
    """A quick guess at what an occupation, attack or draw gains at once, in glory (the
    track steps valued as :func:`~.worth.steps_worth`): a card's glory and steps, a
    city's glory, its token, the connections it completes (an attack also breaks the
    defender's). Only to rank the targets of one kind."""
    if action.kind == DRAW:
        where = action.args[0]
        card = CARDS[int(action.args[1]) if where == "pile" else st.decks[str(where)][-1]]
        if card.abolition:
            return float("inf")  # changes every seat's slavery cards: always tried
        return card.glory + steps_worth(st, seat, dict(card.attributes), habits) + (1.0 if card.disc else 0.0)
    node = int(action.args[0])
    nodes = st.nodes
    value = _GLORY[st.side][node] + _token(st, seat, st.node_tokens[node], habits)
    for link, other in _LINKS[st.side][node]:
        if nodes[other] == seat:
            value += LINK_GLORY + _token(st, seat, st.link_tokens[link], habits)
        elif action.kind == ATTACK and nodes[other] == nodes[node]:
            value += LINK_GLORY / 2  # the defender's connection broken
    return value


def _token(st: EndeavorState, seat: int, kind: str | None, habits: Habits) -> float:
    if kind is None:
        return 0.0
    return steps_worth(st, seat, {kind: 1}, habits) if kind in ATTRIBUTES else ACTION_TOKEN

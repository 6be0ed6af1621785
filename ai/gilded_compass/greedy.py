"""The greedy Gilded Compass player: score every legal action from its own view, take the best.

It reads only its seat's view (other seats' collections, missions, items and face-down
treasures are hidden there). Every rule it needs (where dice may go, who is ranked first,
which dice a placement takes, who is pushed) is the engine's own, asked about the view's
table (``Game.from_view``); the estimates are its own (:mod:`.worth`, :mod:`.placing`):

- **Placing**: each placement is valued by what its building will give its dice at the
  round's end, given the dice already placed (the placement is played on a copy of the
  table), expected over the dice still to be placed (they may come above it: rates
  measured in all-greedy matches), less a die's cost (:attr:`.judgement.Judgement.die`: a die that wins
  nothing still becomes a knowledge token). Tiles are valued by how much they add to what
  the player holds: maps and specialists through a quick assignment colour by colour,
  with hopes for the rounds left, magic items through the engine's exact assignment, the
  missions it holds weighted by how likely they are met, artifacts by its collection and
  what is left of the stack.
- **Neutral dice** (2-3 players, variant 2; placing them is optional): after its own
  placement it places them where they change the standings most in its favour (pushing
  an opponent's University die off, taking a map or a specialist from a leader), if that
  gains at least :data:`NEUTRAL_MIN`.
- **Re-rolls**: a knowledge token is spent when the best placement is poor
  (:attr:`~.judgement.Judgement.reroll_below`, or ``reroll_rich`` with three tokens or more); the dice the
  best placement would use are kept, the others rolled again.
- **Abilities**: A Little Help always; Timely Gift with two dice or more left; Mighty Power
  when two dice more of its commonest face would make the Archives pay more than the tile
  is worth kept; Will to Win when the tie is worth more than the tile.
- **Picks** at the resolution: the tile worth most to it.

Ties are broken with ``rng.below``, so matches between computer seats replay exactly yet
vary. Measured figures (strength, seat balance, speed): ``engine/gilded_compass/README.md``
("Figures").

The easy level (``choose_easy``, see :mod:`ai.level`)
------------------------------------------------------
The same player, as a newer player plays: it judges a tile by itself (a map by its large
value, a specialist by its gold), not by how it fits what it holds (:data:`EASY`); it never
spends knowledge tokens; and one weighed decision in two (placements, picks) it settles for
any option within 1.5 gold of the best (:data:`EASY_SLIP`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine import Action, Rng, View
from engine.gilded_compass import GAME
from engine.gilded_compass.dice import code
from engine.gilded_compass.places import PLACES

from ..level import NEVER, Slip, pick
from .judgement import GREEDY, Judgement
from .placing import estimate
from .worth import Context

__all__ = ["EASY", "EASY_SLIP", "choose", "choose_easy", "scores"]

#: The easy level's judgement: tiles by their printed value alone.
EASY = True
#: The easy level settles, one decision in two, for any option within 1.5 gold of the best.
EASY_SLIP = Slip(percent=50, slack=1.5)
#: Neutral dice are placed when that gains at least this much (their own dice placed).
NEUTRAL_MIN = 0.3
PICKS = ("map", "specialist", "ability", "artifact", "mission")


def choose(view: View, legal: list[Action], rng: Rng, judgement: Judgement = GREEDY) -> Action:
    """The legal action with the best evaluation; ties broken by ``rng``. ``judgement``:
    the guesses it plays with (the strong player's own are :data:`.judgement.TUNED`)."""
    return _decide(Context(view, judgement=judgement), legal, rng, NEVER, rerolls=True)


def choose_easy(view: View, legal: list[Action], rng: Rng) -> Action:
    """The easy level: plain judgement, no re-rolls, and slips within 1.5 gold."""
    return _decide(Context(view, plain=EASY), legal, rng, EASY_SLIP, rerolls=False)


def _decide(ctx: Context, legal: list[Action], rng: Rng, slip: Slip, rerolls: bool,
            worth: Sequence[float] | None = None) -> Action:
    """The decision; ``worth``: every legal action's :func:`_worth`, where the caller has
    it already (the strong player's candidates), else reckoned here as needed."""
    known = None if worth is None else dict(zip(legal, worth))

    def value(action: Action) -> float:
        return _worth(ctx, action) if known is None else known[action]

    kinds = {a.kind for a in legal}
    if "help" in kinds:
        return Action("help")
    if "gift" in kinds:
        return Action("gift") if len(ctx.mine["dice"]) >= 2 else Action("decline")
    if "set" in kinds:
        return _power_set(ctx, legal)
    if kinds & set(PICKS):
        scores = [value(a) for a in legal]
        return legal[pick(scores, 0.0, rng, slip)]
    own = [a for a in legal if a.kind in ("place", "will")]
    # Its own dice first, then neutral dice where they pay (``end`` is worth NEUTRAL_MIN).
    options = own or [a for a in legal if a.kind in ("neutral", "end")]
    scores = [value(a) for a in options]
    best = max(scores)
    if rerolls and "reroll" in kinds:
        tokens = ctx.mine["knowledge"]
        if best < ctx.judgement.reroll_below or (tokens >= 3 and best < ctx.judgement.reroll_rich):
            chosen = _reroll(ctx, legal, options[scores.index(best)], best)
            if chosen is not None:
                return chosen
    if "power" in kinds and _power_pays(ctx):
        return Action("power")
    return options[pick(scores, 0.0, rng, slip)]


def scores(view: View, legal: list[Action], judgement: Judgement = GREEDY) -> list[float]:
    """The greedy player's worth of each placement, neutral die or pick (0 for the rest:
    re-rolls and abilities it decides by rule, not by worth), by ``judgement``'s guesses."""
    ctx = Context(view, judgement=judgement)
    return [_worth(ctx, a) for a in legal]


def _worth(ctx: Context, action: Action) -> float:
    """One action's worth to the player (:func:`scores`)."""
    if action.kind in PICKS:
        return _pick_worth(ctx, action)
    if action.kind in ("place", "will", "neutral"):
        return estimate(ctx, action)
    return NEUTRAL_MIN if action.kind == "end" else 0.0


def _pick_worth(ctx: Context, action: Action) -> float:
    if action.kind == "map":
        return ctx.map_worth(ctx.board["maps_shown"][action.number()])
    if action.kind == "specialist":
        return ctx.specialist_worth(ctx.board["specialists_shown"][action.number()])
    if action.kind == "ability":
        return ctx.ability_worth(action.word())
    if action.kind == "artifact":
        return ctx.artifact_worth(action.word())
    return ctx.mission_worth(action.number())


def _reroll(ctx: Context, legal: list[Action], best: Action, score: float) -> Action | None:
    """Keep the dice of the best placement (none if it is poor or the Library), roll the rest."""
    dice = list(ctx.mine["dice"])
    keep: list[int] = []
    if best.kind == "place" and best.word(0) != "library" and score > 0:
        st = GAME.from_view(ctx.view)
        args = tuple(best.number(i) for i in range(1, len(best.args)))
        keep, _ = PLACES[best.word(0)].place(st, ctx.me, args, False)
    rest = list(dice)
    for v in keep:
        rest.remove(v)
    action = Action("reroll", (code(rest), 0))
    return action if rest and action in legal else None


def _commonest(dice: list[int]) -> tuple[int, int]:
    counts = Counter(dice)
    face = max(counts, key=lambda v: (counts[v], v))
    return face, counts[face]


def _power_pays(ctx: Context) -> bool:
    """Two more dice of the commonest face: does the Archives group pay the tile's worth?"""
    dice = ctx.mine["dice"]
    if len(dice) < 3 or "archives" not in ctx.board["buildings"]:
        return False
    face, n = _commonest(dice)
    now = estimate(ctx, Action("place", ("archives", face, n, 0)))
    more = estimate(ctx, Action("place", ("archives", face, min(n + 2, len(dice)), 0)))
    return more - now > ctx.ability_worth("mighty_power")


def _power_set(ctx: Context, legal: list[Action]) -> Action:
    """Mighty Power: a die of the rarest other face becomes the commonest face."""
    face, _ = _commonest(ctx.mine["dice"])
    counts = Counter(ctx.mine["dice"])
    candidates = [a for a in legal if a.number(1) == face and a.number(0) != face]
    if not candidates:
        return legal[0]
    return min(candidates, key=lambda a: (counts[a.number(0)], a.number(0)))

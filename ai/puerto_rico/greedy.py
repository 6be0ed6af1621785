"""The greedy Puerto Rico player: score every legal action, take the best.

It reads only its own seat's view (other seats' VP chips are ``None`` there and the
face-down plantations are a count). Every rule it needs (a price, a cost, what a board
produces, which ship takes a load, a large building's bonus, the colonists a seat gets) is
the engine's own function, asked about the boards of the view (``Game.from_view``); the
weights are its own (:mod:`.context`, :mod:`.worth`, :mod:`.roles`).

The evaluation, in VP-like units:

- ``progress`` (0 at the start, 1 near the end) is the furthest of three clocks: VP
  chips shipped, colonists used, the fullest city. Early, what a building *does* counts;
  late, only its VP and the large buildings' bonuses.
- A doubloon is worth :data:`DOUBLOON` VP early, less late; a barrel is worth its price
  in doubloons or ~1 VP by ship, whichever is more.
- **Roles**: for every seat, what the role would give it now (tiles it could take, what
  the colonists it would get would switch on -- a barrel for one that completes a
  half-worked production, a plantation and a circle of the same good only as a pair --,
  the best building it could buy, the goods it would make, the best sale, the VP it
  could ship). My gain, plus the doubloons on the card, minus :data:`OTHERS_WEIGHT` times
  the best gain among the others (giving is costly). Roles within :data:`NEAR_TIE` of the
  best count as equal.
- **Settler** tiles by what they feed (a production building with spare circles, corn,
  quarries early); **mayor** spots by what the colonist switches on; **builder** by VP +
  function - price, where a production building is worth the plantations it would
  serve (circles with no plantation yet only :data:`SPECULATIVE` each, and nothing once
  the seat already has more circles than plantations of that good, nor while it has no
  plantation of that good and none is in the face-up row: then the building only holds a
  city space idle, a little below nothing); **craftsman** the
  dearest extra good; **trader** the best sale; **captain** the most VP now, wharf kept
  for when it ships more; **storage** keep the kinds with the most barrels.
- **Privileges and functions it may decline** (the extra good, a colonist from the mayor,
  hospice or university, the captain's or harbor's VP): taken, unless it is behind (VP
  chips, counted from the public loads, plus building VP) and that very barrel, colonist or
  chip could bring the end of the game: see :func:`hastens_end`. Production and the
  warehouses are always used (a whole production, or a kind kept, is worth more than one
  barrel less on the table).

Ties (and, for roles, near-ties) are broken with ``rng.below``, so AI-vs-AI matches replay
exactly yet do not all follow one opening.

The easy level (``choose_easy``, see :mod:`ai.level`)
------------------------------------------------------
The same evaluation, played the way a newer player plays:

- **It looks at its own board only** when choosing a role (:data:`EASY`): what the role
  would give the others does not count against it, so it calls the captain or the
  craftsman when the next seats gain more from it than it does itself.
- **Good enough** (:data:`EASY_SLIP`): one decision in two it takes any action within
  2 VP of the best one (a cheaper building or none, the other plantation, a colonist on
  a spot that switches on a little less, one ship rather than another), never anything
  worse. Only at decisions that weigh such options (:data:`WEIGHED`): it never gives up
  a privilege, a violet function or its production by a slip.

Everything else (the rules it asks, what it declines when behind) is the greedy player's.
"""

from __future__ import annotations

from engine import Action, Rng, View
from engine.puerto_rico.captain import load_count, wharf_count
from engine.puerto_rico.data import PRICES, QUARRY

from ..level import NEVER, Slip, pick
from .context import GREEDY, NEAR_TIE, Context, Style
from .roles import hastens_end, role_value, sale
from .worth import build_value, good_value, spot_value, tile_value

__all__ = ["EASY", "EASY_SLIP", "WEIGHED", "Context", "choose", "choose_easy", "evaluate",
           "scores"]

#: The easy level's judgement: it does not weigh what a role would give the others.
EASY = Style(others_weight=0.0)
#: The easy level settles, one decision in two, for any action within 2 VP of the best.
EASY_SLIP = Slip(percent=50, slack=2.0)
#: The decisions an easier level may settle at: those weighing roles, tiles, spots,
#: buildings, sales, loads or barrels to keep against each other (``pass`` is one of them:
#: nothing worth it). Never where a privilege, a function, production or the colonists
#: already placed would be given up (``decline``, ``produce``, ``rearrange`` ...).
WEIGHED = frozenset({"role", "settle", "quarry", "hacienda", "place", "build", "sell", "load", "wharf", "store",
                     "keep", "pass"})


def choose(view: View, legal: list[Action], rng: Rng) -> Action:
    """The legal action with the best evaluation; ties broken by ``rng``."""
    return _decide(view, legal, rng, GREEDY, NEVER)


def choose_easy(view: View, legal: list[Action], rng: Rng) -> Action:
    """The easy level (see :data:`EASY`): the greedy evaluation with a weaker player's habits."""
    return _decide(view, legal, rng, EASY, EASY_SLIP)


def scores(view: View, legal: list[Action], style: Style = GREEDY) -> list[float]:
    """Every legal action's evaluation (the greedy player's judgement)."""
    ctx = Context(view, style)
    return [round(evaluate(ctx, a), 6) for a in legal]


def _decide(view: View, legal: list[Action], rng: Rng, style: Style, slip: Slip) -> Action:
    scores_ = scores(view, legal, style)
    margin = NEAR_TIE if legal[0].kind == "role" else 0.0  # every action is a role in that phase
    weighed = all(a.kind in WEIGHED for a in legal)
    return legal[pick(scores_, margin, rng, slip if weighed else NEVER)]


def evaluate(ctx: Context, action: Action) -> float:
    kind, args = action.kind, action.args
    word = action.word() if args and isinstance(args[0], str) else ""
    me = ctx.mine
    if kind == "role":
        return role_value(ctx, word)
    if kind == "settle":
        return tile_value(ctx, me, word)
    if kind == "quarry":
        return tile_value(ctx, me, QUARRY)
    if kind == "hacienda":
        return 1.0 * (1 - ctx.progress) + 0.4
    if kind == "keep" and not args:
        return 0.1
    if kind == "rearrange":
        return 0.0
    if kind == "place":
        return spot_value(ctx, word)
    if kind == "build":
        return build_value(ctx, ctx.me, word, ctx.view["chooser"] == ctx.me)
    if kind == "produce":
        return 1.0
    if kind == "extra":
        return -1.0 if hastens_end(ctx, "barrel") else good_value(ctx, word)
    if kind in ("hospice", "university") or (kind == "privilege" and ctx.view["phase"] == "mayor"):
        return -1.0 if hastens_end(ctx, "colonist") else 1.0
    if kind in ("harbor", "privilege"):
        return -1.0 if hastens_end(ctx, "vp") else 1.0
    if kind == "sell":
        return sale(ctx, ctx.me, word, ctx.view["chooser"] == ctx.me)
    if kind == "load":
        ship = action.number(1)
        s = ctx.view["ships"][ship]
        count = load_count(s, me.goods[word])
        fills: bool = s["load"] + count == s["capacity"]
        return count + 0.2 * fills - 0.01 * ship
    if kind == "wharf":
        return wharf_count(me.goods[word]) - 1.5 + 0.1 * PRICES[word]
    if kind in ("store", "keep"):
        return float(me.goods[word] * good_value(ctx, word))
    return 0.0  # pass, decline

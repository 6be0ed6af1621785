"""Each player's mat: the four tracks with their values, levels and what each level gives,
the shore's buildings with their workers, the harbour and the supply, the trade and action
tokens, the cards (the card limit and the governor slot), slavery cards set aside, the
Monument's casualties and the glory so far (the engine's score sheet of the position).
Everything is public in Endeavor: every mat is drawn in full, the other seats' folded under
their names and figures (a tap opens one in place).

On the player's own mat the choices are made on the pieces (web/games/kit.py): a building
of the shore (activate it, pay its worker, pay its salary), an action token, a card (discard
it, put it in the governor slot) or a track (the Monument's casualty)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import Action
from engine.endeavor import GAME
from engine.endeavor.data import ATTRIBUTES, track_glory
from engine.endeavor.scoring import sheet

from ...markup import Markup, h, part
from ...widgets import stat
from .. import kit
from .icons import icon
from .names import about, building, building_help, card_help, card_name
from .pieces import building_marks, memo, seat_mark, tip, token_chip, token_face
from .words import label

if TYPE_CHECKING:
    from ...context import TableContext

_SHEETS: dict[str, list[dict[str, int]]] = {}
#: Where on the mat a choice's piece lies: ``("b", i)`` the shore's i-th building, ``("t",
#: kind)`` an action token, ``("c", i)`` the i-th card, ``("s",)`` the governor slot's card,
#: ``("a", attribute)`` a track.
Spot = tuple[Any, ...]
#: A worker on the building: paid (salary, payment); none: its activation space is free.
_WORKER = {"pay": True, "salary": True, "activate": False}


def _building_spots(p: dict[str, Any], action: Action) -> Spot | None:
    """The shore's copy of the building the action names: one with a worker to pay, one with
    none to activate (the first copy otherwise)."""
    copies = [i for i, name in enumerate(p["shore"]) if name == action.word()]
    fitting = [i for i in copies if p["workers"][i] == _WORKER[action.kind]]
    return ("b", (fitting or copies)[0]) if copies else None


def _spot(p: dict[str, Any], action: Action) -> Spot | None:
    k = action.kind
    if k in _WORKER:
        return _building_spots(p, action)
    if k == "token" and action.word() in p["action_tokens"]:
        return ("t", action.word())
    if k == "monument":
        return ("a", action.word())
    card = action.args[0] if k in ("discard", "slot") and action.args else None
    if isinstance(card, int):  # not "slot:none"
        if card in p["cards"]:
            return ("c", p["cards"].index(card))
        if card == p["slot"]:
            return ("s",)
    return None


def mat_pieces(ctx: TableContext) -> dict[Spot, Action]:
    """The human's choices that lie on their own mat, by where."""
    p = ctx.board["seats"][ctx.human]
    out: dict[Spot, Action] = {}
    for a in ctx.legal:
        spot = _spot(p, a)
        if spot is not None:
            out.setdefault(spot, a)
    return out


def _keyed(ctx: TableContext, pieces: dict[Spot, Action]) -> tuple[Any, ...]:
    """The pieces as a key of the drawings kept: their actions and the hint's outline."""
    return tuple(sorted((repr(spot), a.code, kit.hinted(ctx, kit.play(a.code))) for spot, a in pieces.items()))


def _on(ctx: TableContext, pieces: dict[Spot, Action], spot: Spot, face: Any, cls: Any = None) -> Markup | None:
    """The piece at ``spot`` showing ``face``, if a choice lies there."""
    action = pieces.get(spot)
    if action is None:
        return None
    return kit.piece(ctx, kit.play(action.code), face, label(action, ctx), cls=["ev-mp", cls])


def sheets(ctx: TableContext) -> list[dict[str, int]]:
    """Every seat's score sheet as if the match ended now (``scoring.sheet``), by position."""
    key = repr((ctx.view["round"], ctx.view["phase"], ctx.board))
    if key not in _SHEETS:
        if len(_SHEETS) > 64:
            _SHEETS.clear()
        st = GAME.from_view(ctx.view)
        _SHEETS[key] = [sheet(st, s) for s in range(ctx.view["players"])]
    return _SHEETS[key]


def _was(ctx: TableContext, seat: int) -> dict[str, Any] | None:
    before = ctx.before_board
    seats = (before or {}).get("seats") or []
    return seats[seat] if seat < len(seats) else None


def _badges(ctx: TableContext, seat: int) -> list[str]:
    v, view = ctx.board, ctx.view
    out = []
    if seat == v["start"]:
        out.append(ctx.t("ev.crown"))
    if seat in view["to_act"]:
        out.append("▶")
    if view["phase"] == "actions" and seat not in v["queue"]:
        out.append(ctx.t("ev.passed"))
    return out


def _tracks(ctx: TableContext, p: dict[str, Any], was: dict[str, Any] | None, pieces: dict[Spot, Action]) -> Markup:
    rows = []
    for a in ATTRIBUTES:
        name = h.span(icon(a, "", decorative=True), h.span(ctx.t(f"ev.Attr.{a}"), class_="ev-trackname"),
                      class_=["ev-attr", f"ev-at-{a}"])
        value, lvl = p["attributes"][a], p["levels"][a]
        change = value - was["attributes"][a] if was else None
        gives = ctx.t(f"ev.gives.{a}", n=lvl)
        extra = [p["tokens"][a] > 0 and h.span(h.span(ctx.t("ev.brown_tokens"), class_="ev-subw"), " ",
                                               h.span(p["tokens"][a], class_="ev-subn"), class_="ev-sub ev-trade"),
                 p["monument"][a] > 0 and h.span(ctx.t("ev.monument_casualties"), " ", p["monument"][a],
                                                 class_="ev-sub")]
        rows.append(h.li(_on(ctx, pieces, ("a", a), name) or name, " ",
                         stat("", value, change=change), " ",
                         h.span(h.span(ctx.t(f"ev.level.{a}"), " ", h.b(lvl), ctx.t("word.colon"), class_="ev-lname"),
                                gives, class_="ev-gives"),
                         " ", extra, title=ctx.t("ev.glory_n", n=track_glory(value)), class_="ev-trow"))
    return h.ul(rows, class_="ev-tracks")


def _shore(ctx: TableContext, p: dict[str, Any], where: str, pieces: dict[Spot, Action], why: bool) -> Markup:
    """The shore's buildings: each the piece of its choice, or (``why``: the player chooses
    what to activate) a piece that says why it cannot be activated, its explanation beside it."""
    items = []
    for i, (name, worker) in enumerate(zip(p["shore"], p["workers"])):
        face = [h.span("●" if worker else "○", class_=["ev-worker", worker and "on"],
                       title=ctx.t("ev.worker_on") if worker else None), " ",
                h.span(building(ctx, name), class_="ev-bname"), building_marks(ctx, name)]
        about_it = about(ctx, building(ctx, name), building_help(ctx, name))
        piece = _on(ctx, pieces, ("b", i), face, ["ev-bld", worker and "busy"])
        if piece is None and why:
            ask = [h.span("?", aria_hidden="true"), h.span(ctx.t("ev.about", building=building(ctx, name)),
                                                           class_="sr-only")]
            code = f"activate:{name}"
            items.append(h.li(kit.why_piece(code, face, label(Action.parse(code), ctx), cls=["ev-mp", "ev-bld"]),
                              tip(f"ev-{where}-b{i}", ask, about_it, cls="ev-about"), class_="ev-sup"))
            continue
        items.append(h.li(piece or tip(f"ev-{where}-b{i}", face, about_it, cls=["ev-bld", worker and "busy"])))
    return h.div(h.h3(ctx.t("ev.shore")), h.ul(items, class_="ev-held"), class_="ev-holding ev-shore")


def choosing_activation(ctx: TableContext) -> bool:
    """Whether the player chooses now what to activate (or to pass) in the Actions phase: a
    building of the shore that cannot be activated then says why when tapped."""
    return ctx.view["phase"] == "actions" and any(a.kind == "pass" for a in ctx.legal)


def _card(ctx: TableContext, card: int, ident: str, piece: Markup | None, cls: str) -> Markup:
    return piece or tip(ident, card_name(ctx, card), about(ctx, card_name(ctx, card), card_help(ctx, card)), cls=cls)


def _cards(ctx: TableContext, p: dict[str, Any], where: str, pieces: dict[Spot, Action]) -> Markup:
    limit = p["levels"]["influence"]
    cards = [h.li(_card(ctx, c, f"ev-{where}-c{i}", _on(ctx, pieces, ("c", i), card_name(ctx, c), "ev-cardtile"),
                        "ev-cardtile")) for i, c in enumerate(p["cards"])]
    slot = p["slot"]
    slot_face = (_card(ctx, slot, f"ev-{where}-slot", _on(ctx, pieces, ("s",), card_name(ctx, slot), "ev-cardtile"),
                       "ev-cardtile ev-govtile") if slot is not None else h.span(ctx.t("ev.slot_empty"),
                                                                                 class_="ev-note"))
    return h.div(
        h.h3(ctx.t("ev.cards", n=len(p["cards"]), limit=limit)),
        h.ul(cards, class_="ev-held") if cards else h.p(ctx.t("ev.none"), class_="ev-note"),
        h.div(h.b(ctx.t("ev.slot")), " ", slot_face, class_="ev-line"),  # a div: the card is a <details>
        p["set_aside"] and h.p(h.b(ctx.t("ev.set_aside")), " ", len(p["set_aside"]), class_="ev-line"),
        class_="ev-holding ev-cards")


def _tokens(ctx: TableContext, p: dict[str, Any], where: str, pieces: dict[Spot, Action]) -> Markup | None:
    kinds = sorted(set(p["action_tokens"]))
    if not kinds:
        return None
    chips = [h.li(_on(ctx, pieces, ("t", k), token_face(ctx, k, p["action_tokens"].count(k)), "ev-token")
                  or token_chip(ctx, k, f"ev-{where}-t{k}", p["action_tokens"].count(k))) for k in kinds]
    return h.div(h.h3(ctx.t("ev.action_tokens")), h.ul(chips, class_="ev-held"), class_="ev-holding")


def _figures(ctx: TableContext, p: dict[str, Any], seat: int, was: dict[str, Any] | None) -> Markup:
    glory = sum(sheets(ctx)[seat].values())
    return h.p(stat(ctx.t("ev.harbour"), p["harbour"], change=p["harbour"] - was["harbour"] if was else None),
               stat(ctx.t("ev.supply_discs"), p["supply"]), stat(ctx.t("ev.glory_now"), glory), class_="stats")


def _body(ctx: TableContext, p: dict[str, Any], seat: int, where: str,
          pieces: dict[Spot, Action] | None = None, why: bool = False) -> list[Any]:
    """The mat, each part drawn again only when what it reads changed (``pieces``: the choices
    on it, the player's own; ``why``: its buildings say why they cannot be activated)."""
    pieces = pieces or {}
    was = _was(ctx, seat)
    reader = (ctx.lang, ctx.human, tuple(ctx.names), where, _keyed(ctx, pieces), why)
    tracks = [p[k] for k in ("attributes", "levels", "tokens", "monument")]
    return [_figures(ctx, p, seat, was),
            memo(("ev-tracks", reader, tracks, was and was["attributes"]), lambda: _tracks(ctx, p, was, pieces)),
            memo(("ev-shore", reader, p["shore"], p["workers"]), lambda: _shore(ctx, p, where, pieces, why)),
            memo(("ev-tokens", reader, p["action_tokens"]), lambda: _tokens(ctx, p, where, pieces)),
            memo(("ev-cards", reader, p["cards"], p["slot"], p["set_aside"], p["levels"]["influence"]),
                 lambda: _cards(ctx, p, where, pieces))]


def my_seat(ctx: TableContext) -> Markup:
    p = ctx.board["seats"][ctx.human]
    pieces = mat_pieces(ctx)
    inputs = ("ev-me", ctx.lang, ctx.human, ctx.names, p, _was(ctx, ctx.human), _badges(ctx, ctx.human),
              sheets(ctx)[ctx.human], _keyed(ctx, pieces), choosing_activation(ctx))
    return memo(inputs, lambda: h.section(
        h.h2(seat_mark(ctx, ctx.human), " ", ctx.t("ev.your_mat"), " ",
             [h.span(b, class_="badge") for b in _badges(ctx, ctx.human)], id="ev-me-h"),
        _body(ctx, p, ctx.human, "me", pieces, choosing_activation(ctx)),
        class_="panel ev-me", aria_labelledby="ev-me-h", id="ev-me"))


def other_seats(ctx: TableContext) -> Markup | None:
    """The other empires, each folded under its name (its figures are the scoreboard's): a tap
    opens its whole mat in place."""
    items = []
    for seat, p in enumerate(ctx.board["seats"]):
        if seat == ctx.human:
            continue
        inputs = ("ev-other", ctx.lang, ctx.human, ctx.names, seat, p, _was(ctx, seat), _badges(ctx, seat),
                  sheets(ctx)[seat], seat in ctx.view["to_act"])
        # mypy infers no type for a lambda with default arguments (the ignore below)
        items.append(memo(inputs, lambda seat=seat, p=p: _folded(ctx, seat, p)))  # type: ignore[misc]
    if not items:
        return None
    return h.section(h.h2(ctx.t("ev.others")), h.ul(items, class_="seat-list"), class_="panel ev-others")


def _folded(ctx: TableContext, seat: int, p: dict[str, Any]) -> Markup:
    badges = [h.span(b, class_="badge") for b in _badges(ctx, seat)]
    head = h.summary(h.h3(seat_mark(ctx, seat), " ", ctx.name(seat), *((" ", b) for b in badges)), class_="ev-fold")
    return part(h.li(h.details(head, _body(ctx, p, seat, f"s{seat}"), id=f"ev-seat-{seat}"),
                     class_=["seat", "ev-seat", seat in ctx.view["to_act"] and "acting"]))

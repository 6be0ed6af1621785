"""What one seat may see of a Mundus Novus position (README.md lists every key)."""

from __future__ import annotations

from typing import Any

from ..core import View
from ..rng import Rng
from . import cards as C
from .progression import preview
from .state import MNState, caravel_count, card, counts
from .trade import takeable


def _counts(c: list[int]) -> list[int]:
    """A count list as the view shows it: ten numbers, types 1..9 then the relic."""
    return [c[t] for t in C.TYPES]


#: Each card as the view shows it, made once (a view is built for every decision of a look-ahead);
#: :func:`_card` hands out copies.
_CARD_DICTS: dict[int, dict[str, Any]] = {}


def _card(card_id: int, position: int | None = None) -> dict[str, Any]:
    shown = _CARD_DICTS.get(card_id)
    if shown is None:
        shown = _CARD_DICTS[card_id] = card(card_id).as_dict()
    d = shown.copy()
    if position is not None:
        d["position"] = position
    return d


def _hand_size(s: MNState, p: int, own: bool) -> int:
    """The hand size others see. Both secret choices stay in the hand until they are
    made: an offer being chosen until it is placed face down (the number picked so far
    matters for Las Casas' owner, who may stop at any number), and the cards picked for
    the warehouses until everyone has chosen (storing is simultaneous and secret)."""
    if own:
        return sum(s.hands[p])
    if s.phase == "trade" and s.step == "offer" and s.committed and not s.committed[p]:
        return sum(s.hands[p]) + sum(s.offers[p])
    if s.phase == "storage" and s.step == "store":
        return sum(s.hands[p]) + sum(s.storing[p])
    return sum(s.hands[p])


def view(s: MNState, seat: int | None) -> dict[str, Any]:
    """The board (``match.view(seat)["board"]``); the envelope has ``round`` and ``phase``."""
    seats = []
    for p in range(s.players):
        own = seat == p
        offer_size = sum(s.offers[p])
        show_offer = own or (s.phase == "trade" and s.revealed)
        seats.append({
            "seat": p,
            "doubloons": s.doubloons[p],
            "hand_size": _hand_size(s, p, own),
            "cards": [_card(i) for i in s.tableau[p]],
            "caravels": caravel_count(s, p),
            "stored": sum(s.stored[p]),
            "committed": bool(s.phase == "trade" and s.step != "announce" and s.committed and s.committed[p]),
            "offer_size": offer_size if (own or (s.committed and s.committed[p]) or s.revealed) else None,
            "offer": _counts(s.offers[p]) if show_offer else None,
            "total": s.offer_totals[p] if (s.phase == "trade" and s.revealed) else None,
            # The cards this seat saw go into that hand this round (:mod:`.known`).
            "known": _counts(s.known[seat][p]) if seat is not None and not own else None,
        })
    building_merchants = set(s.building["merchants"]) if s.building else set()
    v = {
        "step": s.step,
        "event": s.event,
        "trade_master": s.trade_master,
        "announced": s.announced if s.phase == "trade" else 0,
        "market": sorted(s.market),
        "supply_cards": sorted(s.supply_cards) if s.phase == "supply" else [],
        "fleets": [{"seat": f["seat"], "caravels": list(f["caravels"]), "value": f["value"], "picks": f["picks"]}
                   for f in s.fleets],
        "fleet_index": s.fleet_index if s.fleets else None,
        "second_fleet": list(s.second_fleet),
        "queue": [_card(i, n + 1) for n, i in enumerate(s.queue)],
        "decks": {"resources": len(s.deck), "discard": len(s.discard), "development": len(s.dev_deck)},
        "removed": [_card(i) for i in s.removed],
        "seats": seats,
        "hand": _counts(s.hands[seat]) if seat is not None else None,
        "storing": _counts(s.storing[seat]) if seat is not None and s.phase == "storage" else None,
        # The owner knows which cards he put in his warehouses; the others see their number.
        "warehouse": _counts(s.stored[seat]) if seat is not None else None,
        # The cards the seat saw go onto the discard pile since it became one: it remembers.
        "discarded": _counts(s.discarded[seat]) if seat is not None else None,
        "trade": None,
        "progression": None,
        "perfect": list(s.perfect),
        "queue_short": s.queue_short,
    }
    if s.phase == "trade":
        v["trade"] = {
            "revealed": s.revealed,
            "hand_before": list(s.hand_before_trade),
            "candidates": list(s.candidates),
            "taker": s.taker if s.revealed else None,
            "taken": list(s.taken) if s.taken else None,
            "takes": [list(t) for t in s.takes],
            "takeable": takeable(s) if s.step == "take" else [],
            "give_to": s.give_to if s.give_to >= 0 else None,
        }
    if s.phase == "progression":
        v["progression"] = {
            "first": s.first_player if s.first_player >= 0 else None,
            "turn": s.turn if s.turn >= 0 else None,
            "made": dict(s.made) if s.step == "turn" else None,
            "merchants_used": [m for m in s.merchants_used if m not in building_merchants],
            # A set is laid face up on the table: everyone sees its cards as they are laid.
            "building": preview(s, s.turn) if s.building is not None else None,
            "building_started": s.building is not None,
        }
    return v


def from_view(view: View) -> MNState:
    """The table ``view`` shows as a state (``Game.from_view``): the round, the step, the
    market, the queue, every seat's cards, doubloons and shown offer, the trade's takes, and
    the seat's own hand and warehouses. What it cannot see is empty: others' hands and warehouses, the
    decks (the view has their sizes only)."""
    board, seat = view["board"], view["seat"]
    s = MNState(rng=Rng(0), players=view["players"], round=view["round"], phase=view["phase"],
                step=board["step"], event=board["event"], trade_master=board["trade_master"],
                announced=board["announced"], market=list(board["market"]),
                supply_cards=list(board["supply_cards"]), second_fleet=list(board["second_fleet"]),
                queue=[c["id"] for c in board["queue"]], removed=[c["id"] for c in board["removed"]],
                perfect=list(board["perfect"]), queue_short=board["queue_short"])
    s.fleets = [{"seat": f["seat"], "caravels": list(f["caravels"]), "value": f["value"], "picks": f["picks"]}
                for f in board["fleets"]]
    s.fleet_index = board["fleet_index"] or 0
    seats = board["seats"]
    s.doubloons = [p["doubloons"] for p in seats]
    s.tableau = [[c["id"] for c in p["cards"]] for p in seats]
    s.committed = [p["committed"] for p in seats]
    s.offers = [_count_list(p["offer"]) for p in seats]
    s.hands, s.stored, s.storing = ([counts() for _ in seats] for _ in range(3))
    s.known = [[counts() for _ in seats] for _ in seats]
    s.discarded = [counts() for _ in seats]  # the discard pile is empty here
    s.different_size = [0] * s.players  # not shown: no set of this round counted yet
    if seat is not None:
        s.known[seat] = [_count_list(p["known"]) for p in seats]
        s.hands[seat] = _count_list(board["hand"])
        s.stored[seat] = _count_list(board["warehouse"])
        s.storing[seat] = _count_list(board["storing"])
    if board["progression"] is not None:
        _progression_from(s, board["progression"])
    trade = board["trade"]
    if trade is not None:  # the trade's open facts: who takes now, the takes so far
        s.revealed, s.takes = trade["revealed"], [list(t) for t in trade["takes"]]
        s.taker = trade["taker"] if trade["taker"] is not None else 0
    return s


def _progression_from(s: MNState, prog: dict[str, Any]) -> None:
    """The Progression the view shows, back into ``s``: who started and whose turn it is (so
    how many turns are done), the sets made this turn, the merchants used this round and the
    set being laid (its merchants are used too: the view lists them with the set)."""
    s.first_player = -1 if prog["first"] is None else prog["first"]
    s.turn = -1 if prog["turn"] is None else prog["turn"]
    if s.first_player >= 0 and s.turn >= 0:
        s.turns_done = (s.turn - s.first_player) % s.players
    if prog["made"] is not None:
        s.made = {"same": prog["made"]["same"], "different": prog["made"]["different"],
                  "relic": prog["made"]["relic"], "perfect": prog["made"]["perfect"]}
    b = prog["building"]
    s.merchants_used = list(prog["merchants_used"]) + (list(b["merchants"]) if b else [])
    if b is not None:
        s.building = {"kind": b["kind"], "value": b["value"], "cards": [list(c) for c in b["cards"]],
                      "pending": b["merchant_pending"], "merchants": list(b["merchants"])}


def _count_list(shown: list[int] | None) -> list[int]:
    """A count list from the view's ten numbers (:func:`_counts`); ``None``: unseen, empty."""
    return [0, *shown] if shown is not None else counts()

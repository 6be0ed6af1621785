"""The five actions: where each may be done (``targets``) and what it does (``perform``).

A target is the action's arguments: ``ship`` ``("track", region)``, ``("fleet", node)`` or
``("sea", region)``; ``occupy`` and ``attack`` a node; ``pay`` a building's name; ``draw`` a
deck, or ``("pile", card)`` for a card of the discard pile.
"""

from __future__ import annotations

from typing import Any

from .buildings import ALL_BUILDINGS
from .cards import CARDS
from .data import ATTACK, ATTACK_DISCS, EUROPE, OCCUPY, PAY, REGIONS, SHIP
from .effects import casualty, claim_links, gain_token, open_region, take_card, vacate
from .maps import CITY, FLEET
from .state import EMPTY, EndeavorState

Target = tuple[Any, ...]


def ship_targets(st: EndeavorState, owner: int) -> list[Target]:
    """A closed region's track (its next space from the far end), an empty fleet in Europe
    or an open region, an open region's sea (players only). Presence is not needed [R]."""
    out: list[Target] = [("track", r) for r in REGIONS if not st.is_open(r) and not st.track_full(r)]
    board = st.board
    out += [("fleet", i) for i, n in enumerate(board.nodes)
            if n.kind == FLEET and st.nodes[i] == EMPTY and st.is_open(n.area)]
    if owner >= 0:
        out += [("sea", r) for r in REGIONS if st.is_open(r)]
    return out


def occupy_targets(st: EndeavorState, owner: int) -> list[Target]:
    """An empty city in Europe or an open region where the owner is present [R]."""
    board = st.board
    return [(i,) for i, n in enumerate(board.nodes)
            if n.kind == CITY and st.nodes[i] == EMPTY and st.is_open(n.area) and st.present(owner, n.area)]


def attack_targets(st: EndeavorState, seat: int) -> list[Target]:
    """Another's disc on a city or fleet in Europe or an open region where the attacker is
    present (the Silent Fleet's too) [R]."""
    board = st.board
    return [(i,) for i, n in enumerate(board.nodes)
            if st.nodes[i] not in (EMPTY, seat) and st.is_open(n.area) and st.present(seat, n.area)]


def pay_targets(st: EndeavorState, seat: int, paying_slot: int | None) -> list[Target]:
    """A worker on a building, not one marked salary-only, back to the harbour; the worker
    doing the payment does not pay itself (ruling)."""
    p = st.seats[seat]
    names = {b for i, b in enumerate(p.shore)
             if p.workers[i] and i != paying_slot and not ALL_BUILDINGS[b].salary_only}
    return [(b,) for b in sorted(names)]


def draw_targets(st: EndeavorState, seat: int) -> list[Target]:
    """The top card of any deck whose draw value the seat's discs in that area reach (open
    or not); a discarded card with Europe's discs [R]."""
    out: list[Target] = [(d,) for d in st.decks if st.can_draw(seat, d)]
    europe = st.discs_in(seat, EUROPE)
    out += [("pile", c) for c in sorted(set(st.pile)) if CARDS[c].value <= europe]
    return out


def targets(st: EndeavorState, seat: int, action: str, paying_slot: int | None = None) -> list[Target]:
    """Where ``seat`` may do ``action`` now (with the discs its harbour holds)."""
    harbour = st.seats[seat].harbour
    if action == SHIP:
        return ship_targets(st, seat) if harbour >= 1 else []
    if action == OCCUPY:
        return occupy_targets(st, seat) if harbour >= 1 else []
    if action == ATTACK:
        return attack_targets(st, seat) if harbour >= ATTACK_DISCS else []
    if action == PAY:
        return pay_targets(st, seat, paying_slot)
    return draw_targets(st, seat)


def perform(st: EndeavorState, seat: int, action: str, target: Target) -> None:
    """Do ``action`` at ``target`` (one of :func:`targets`)."""
    p = st.seats[seat]
    if action == SHIP:
        p.harbour -= 1
        ship(st, seat, target)
    elif action == OCCUPY:
        p.harbour -= 1
        node = int(target[0])
        st.nodes[node] = seat
        kind, st.node_tokens[node] = st.node_tokens[node], None
        st.emit("occupy", seat=seat, node=node)
        gain_token(st, seat, kind, f"node:{node}")
        claim_links(st, seat, node)
    elif action == ATTACK:
        attack(st, seat, int(target[0]))
    elif action == PAY:
        slot = next(i for i, b in enumerate(p.shore) if b == target[0] and p.workers[i]
                    and i != (st.turn or {}).get("slot"))
        p.workers[slot] = False
        p.harbour += 1
        st.emit("pay", seat=seat, building=target[0])
    else:
        if target[0] == "pile":
            card = int(target[1])
            st.pile.remove(card)
            take_card(st, seat, card, "pile")
        else:
            deck = str(target[0])
            take_card(st, seat, st.decks[deck].pop(), deck)


def ship(st: EndeavorState, owner: int, target: Target) -> None:
    """A disc onto a track, a fleet or a sea (a player's, or the Silent Fleet's whose
    tokens leave the game)."""
    where, spot = target
    st.emit("ship", seat=owner, where=where, spot=spot)
    if where == "track":
        region = str(spot)
        track = st.tracks[region]
        kind = st.track_tokens[region][len(track)]
        st.track_tokens[region][len(track)] = None
        track.append(owner)
        _token_to(st, owner, kind, f"track:{region}")
        if st.track_full(region):
            open_region(st, region)
    elif where == "fleet":
        node = int(spot)
        st.nodes[node] = owner
        kind, st.node_tokens[node] = st.node_tokens[node], None
        _token_to(st, owner, kind, f"node:{node}")
        if owner >= 0:
            claim_links(st, owner, node)
    else:
        st.seas[str(spot)][owner] += 1


def _token_to(st: EndeavorState, owner: int, kind: str | None, source: str) -> None:
    if owner >= 0:
        gain_token(st, owner, kind, source)
    elif kind is not None:
        st.removed_tokens[kind] += 1
        st.emit("token_removed", token=kind, source=source)


def attack(st: EndeavorState, seat: int, node: int) -> None:
    """One harbour disc is the attacker's casualty, the defender's disc goes back to its
    owner's supply (its casualty), the second harbour disc takes the space; a connection
    controlled for the first time gives its token [R]."""
    p = st.seats[seat]
    p.harbour -= ATTACK_DISCS
    defender = vacate(st, node)
    st.nodes[node] = seat
    st.emit("attack", seat=seat, node=node, defender=defender)
    casualty(st, seat)
    casualty(st, defender)
    claim_links(st, seat, node)

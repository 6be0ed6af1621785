"""What happens when a player gains something: a trade token, a card, a connection, a
region opening, the abolition of slavery, casualties. The actions (:mod:`.actions`) and the
Silent Fleet call these; each is one rule of the text."""

from __future__ import annotations

from .cards import CARDS
from .data import ATTRIBUTES, SLAVERY
from .state import EMPTY, SILENT, EndeavorState


def gain_token(st: EndeavorState, seat: int, kind: str | None, source: str) -> None:
    """A brown token advances its attribute at once; a blue token goes to the harbour [R]."""
    if kind is None:
        return
    p = st.seats[seat]
    if kind in ATTRIBUTES:
        p.tokens[kind] += 1
    else:
        p.action_tokens.append(kind)
        p.action_tokens.sort()
    st.emit("token", seat=seat, token=kind, source=source)


def remove_token(st: EndeavorState, kind: str | None) -> None:
    """A token leaves the game (a blue token used, or taken by the Silent Fleet)."""
    if kind is not None:
        st.removed_tokens[kind] += 1


def take_card(st: EndeavorState, seat: int, card: int, source: str) -> None:
    """A card drawn: onto the mat, its attributes at once; a region's value-1 card brings a
    disc from the supply; the Europe 5 card abolishes slavery the first time it is taken."""
    p = st.seats[seat]
    p.cards.append(card)
    st.emit("draw", seat=seat, card=card, source=source)
    c = CARDS[card]
    if c.disc and p.supply > 0:
        p.supply -= 1
        p.harbour += 1
        st.emit("disc", seat=seat)
    if c.abolition and not st.abolished:
        abolish(st)


def abolish(st: EndeavorState) -> None:
    """Abolition: every player sets aside every slavery card (attributes fall with them,
    -1 glory each at the end); slavery cards still on the board leave the game [R]."""
    st.abolished = True
    set_aside = []
    for p in st.seats:
        slaves = [c for c in p.cards if CARDS[c].slavery]
        p.cards = [c for c in p.cards if not CARDS[c].slavery]
        p.set_aside += slaves
        set_aside.append(slaves)
    st.removed_cards += st.decks[SLAVERY]
    removed = list(st.decks[SLAVERY])
    st.decks[SLAVERY] = []
    st.emit("abolition", set_aside=set_aside, removed=removed)


def gain_governor(st: EndeavorState, seat: int, card: int) -> None:
    """A governor, turned upright: into the governor slot if it is empty, else a card space
    (the player may rearrange at Discard)."""
    p = st.seats[seat]
    if p.slot is None:
        p.slot = card
    else:
        p.cards.append(card)


def open_region(st: EndeavorState, region: str) -> None:
    """The track's last space is taken: the region opens and its governor goes to the most
    discs on the track, a tie to the tied disc nearest the deck [R]; the Silent Fleet's
    governor leaves the game."""
    st.opened.append(region)
    track = st.tracks[region]
    owners = set(track)
    most = max(track.count(o) for o in owners)
    tied = [o for o in owners if track.count(o) == most]
    winner = max(tied, key=lambda o: max(i for i, x in enumerate(track) if x == o))
    card = st.governors[region]
    st.governors[region] = None
    st.emit("open", region=region, governor=winner, card=card)
    if card is None:
        return
    if winner == SILENT:
        st.removed_cards.append(card)
    else:
        gain_governor(st, winner, card)


def controls(st: EndeavorState, seat: int, link: int) -> bool:
    """Both ends of the connection hold ``seat``'s discs (the Silent Fleet never controls)."""
    k = st.board.links[link]
    return seat >= 0 and st.nodes[k.a] == seat and st.nodes[k.b] == seat


def claim_links(st: EndeavorState, seat: int, node: int) -> None:
    """The first player to control a round connection takes its token, also by attack [R]."""
    for link in st.board.links_of(node):
        if st.link_tokens[link] is not None and controls(st, seat, link):
            kind, st.link_tokens[link] = st.link_tokens[link], None
            gain_token(st, seat, kind, f"link:{link}")


def casualty(st: EndeavorState, owner: int) -> bool:
    """A disc lost in an attack. It goes back to its supply, unless its owner has the
    Monument: then the owner chooses a track for it (returns True: a decision is due; the
    disc waits in the supply until then, so every disc is always somewhere)."""
    if owner == SILENT:
        st.fleet_supply += 1
        return False
    p = st.seats[owner]
    p.supply += 1
    if p.has_monument():
        st.pending.append({"do": "monument", "seat": owner})
        return True
    return False


def place_casualty(st: EndeavorState, seat: int, attribute: str) -> None:
    """The Monument: the casualty advances a track as if it were a token of that attribute."""
    st.seats[seat].supply -= 1
    st.seats[seat].monument[attribute] += 1
    st.emit("monument", seat=seat, attribute=attribute)


def vacate(st: EndeavorState, node: int) -> int:
    owner = st.nodes[node]
    st.nodes[node] = EMPTY
    return owner

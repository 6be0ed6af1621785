"""The turns of a round: rolling, re-rolling, the abilities of the turn, placing dice, the
laps, the round's end and the Timely Gifts after it.

A turn ("모든 주사위를 굴린 다음 그 중 하나 이상을 한 건물에 배치"): the seat rolls every
unplaced die (its neutral dice too in the neutral-player variant), may spend knowledge
tokens to re-roll any of them and use Mighty Power, then places one or more of its own
dice on one building by that building's rules (the Library takes one die, always), and
in the neutral variant may also place neutral dice on one building, before or after its
own. ``st.turn`` holds the turn's facts: ``seat``, ``stage`` (``help``: A Little Help may
be used before rolling; ``place``; ``power``: Mighty Power's dice being set; ``gift``: a
Timely Gift is offered), ``own`` and ``neutral`` (placed this turn), ``power`` (dice left
to set) and ``locked`` (the values already set), ``gift`` (an extra turn).

The round ends when a seat has placed all its dice and the lap is complete ("시작
플레이어의 오른쪽에 있는 플레이어가 턴을 마칠 때"); then each holder of a Timely Gift, from
the start player clockwise, may take one extra turn; then every unplaced die goes to the
Library ("unplaced dice then go to the Library", ruling) and the neutral dice go back.
"""

from __future__ import annotations

from typing import TypeVar

from ..core import Action
from .data import (
    A_LITTLE_HELP,
    ABILITIES_SHOWN,
    DICE_PER_PLAYER,
    FACES,
    HELP_DICE,
    HIDDEN_TEMPLE,
    ILLUMINATI,
    ITEMS_SHOWN,
    LIBRARY,
    MAPS_SHOWN,
    MIGHTY_POWER,
    NEUTRAL_DICE_PER_PLAYER,
    POWER_DICE,
    SUNKEN_GALLEON,
    TIMELY_GIFT,
    WILL_TO_WIN,
    WILL_TO_WIN_BUILDINGS,
    university_spaces,
)
from .dice import code, decode, distinct, sub_multisets, without
from .places import PLACES
from .state import NEUTRAL, GCState

T = TypeVar("T")

HELP, ROLL, POWER, END, GIFT, DECLINE = (Action(k) for k in ("help", "roll", "power", "end", "gift", "decline"))


def begin_round(st: GCState) -> None:
    """Show the round's tiles, hand out the dice and start the start player's turn."""
    st.emit("round", round=st.round, start=st.start)
    st.maps_shown = _draw(st.map_stack, MAPS_SHOWN)
    st.specialists_shown = _draw(st.specialist_stack, university_spaces(st.players))
    if st.c == HIDDEN_TEMPLE:
        st.items_shown = _draw(st.item_stack, ITEMS_SHOWN[st.players])
    elif st.c == ILLUMINATI:
        st.abilities_shown = _draw(st.ability_stack, ABILITIES_SHOWN)
    st.emit("shown", maps=list(st.maps_shown), specialists=list(st.specialists_shown),
            items=list(st.items_shown), abilities=list(st.abilities_shown))
    st.reveal()
    for seat in st.seats:
        seat.dice = [0] * DICE_PER_PLAYER
        seat.extra = 0
        seat.neutral = [0] * NEUTRAL_DICE_PER_PLAYER if st.neutral_variant else []
    st.neutral_back = 0
    st.ending, st.help_used, st.gifts = False, None, []
    st.lap = st.clockwise()
    start_turn(st)


def _draw(stack: list[T], n: int) -> list[T]:
    """The top ``n`` tiles (fewer if the stack runs out), in the order drawn: one at a time,
    top to bottom or left to right, which is the order neutral ties follow."""
    return [stack.pop() for _ in range(min(n, len(stack)))]


def start_turn(st: GCState, gift: bool = False) -> None:
    seat = st.lap[0] if not gift else st.gifts[0]
    st.turn = {"seat": seat, "stage": "place", "own": False, "neutral": False, "power": 0, "locked": [],
               "gift": gift}
    if st.seats[seat].ability(A_LITTLE_HELP) and st.help_used is None:
        st.turn["stage"] = "help"
    else:
        roll(st)


def roll(st: GCState) -> None:
    seat = st.seats[st.turn["seat"]]
    seat.dice = sorted(1 + st.rng.below(6) for _ in seat.dice)
    seat.neutral = sorted(1 + st.rng.below(6) for _ in seat.neutral)
    st.emit("roll", seat=st.turn["seat"], dice=list(seat.dice), neutral=list(seat.neutral), gift=st.turn["gift"])
    st.reveal()


def to_act(st: GCState) -> tuple[int, ...]:
    return (st.turn["seat"],) if st.turn else ()


def placements(st: GCState, seat: int, owner: int) -> list[Action]:
    """Every placement ``seat`` may make now with its own dice (``owner`` the seat) or its
    neutral dice (``owner`` NEUTRAL): ``place``/``neutral``, and ``will`` with Will to Win."""
    s = st.seats[seat]
    pool = s.dice if owner != NEUTRAL else s.neutral
    kind = "place" if owner != NEUTRAL else "neutral"
    out = [Action(kind, (b, *args)) for b in st.order if owner != NEUTRAL or b != LIBRARY
           for args in PLACES[b].options(st, owner, pool)]
    if owner != NEUTRAL and s.ability(WILL_TO_WIN):
        for b in st.order:
            will = PLACES[b].will
            if b in WILL_TO_WIN_BUILDINGS and will is not None:
                out += [Action("will", (b, *args)) for args in will(st, owner, pool)]
    return out


def legal(st: GCState, seat: int) -> list[Action]:
    t, s = st.turn, st.seats[seat]
    stage = t["stage"]
    if stage == "help":
        return [HELP, ROLL]
    if stage == "gift":
        return [GIFT, DECLINE]
    if stage == "power":
        free = without(s.dice, t["locked"])
        return [Action("set", (f, to)) for f in distinct(free) for to in FACES]
    out: list[Action] = []
    if not t["own"]:
        out += placements(st, seat, seat)
    if st.neutral_variant and not t["neutral"] and s.neutral:
        out += placements(st, seat, NEUTRAL)
    if t["own"]:
        out.append(END)
    elif not t["neutral"]:
        if s.ability(MIGHTY_POWER):
            out.append(POWER)
        if s.knowledge:
            own = [[], *sub_multisets(s.dice)]
            neutral = [[], *sub_multisets(s.neutral)]
            out += [Action("reroll", (code(a), code(b))) for a in own for b in neutral if a or b]
    return out


def apply(st: GCState, seat: int, action: Action) -> None:
    t, s = st.turn, st.seats[seat]
    kind = action.kind
    if kind in ("help", "roll"):
        if kind == "help":
            _use(st, seat, A_LITTLE_HELP)
            st.help_used = seat
            s.extra += HELP_DICE
            s.dice += [0] * HELP_DICE
        t["stage"] = "place"
        roll(st)
    elif kind == "reroll":
        reroll(st, seat, decode(action.number(0)), decode(action.number(1)))
    elif kind == "power":
        _use(st, seat, MIGHTY_POWER)
        t["stage"], t["power"], t["locked"] = "power", min(POWER_DICE, len(s.dice)), []
    elif kind == "set":
        old, new = action.number(0), action.number(1)
        s.dice = sorted(without(s.dice, [old]) + [new])
        t["locked"].append(new)
        t["power"] -= 1
        st.emit("set", seat=seat, old=old, new=new)
        if t["power"] == 0:
            t["stage"] = "place"
    elif kind in ("place", "will", "neutral"):
        place(st, seat, action)
        if t["own"] and (t["neutral"] or not st.neutral_variant or not placements(st, seat, NEUTRAL)):
            end_turn(st)
    elif kind == "end":
        end_turn(st)
    elif kind == "gift":
        _use(st, seat, TIMELY_GIFT)
        start_turn(st, gift=True)
    elif kind == "decline":
        st.emit("decline", seat=seat, ability=TIMELY_GIFT)
        st.gifts.pop(0)
        next_gift(st)


def _use(st: GCState, seat: int, ability: str) -> None:
    st.seats[seat].use_ability(ability)
    st.ability_discard.append(ability)
    st.emit("ability", seat=seat, ability=ability)


def reroll(st: GCState, seat: int, own: list[int], neutral: list[int]) -> None:
    """One knowledge token back to the supply; the chosen unplaced dice are rolled again."""
    s = st.seats[seat]
    s.knowledge -= 1
    s.dice = sorted(without(s.dice, own) + [1 + st.rng.below(6) for _ in own])
    s.neutral = sorted(without(s.neutral, neutral) + [1 + st.rng.below(6) for _ in neutral])
    st.emit("reroll", seat=seat, rerolled=own, rerolled_neutral=neutral, dice=list(s.dice),
            neutral=list(s.neutral))
    st.reveal()


def place(st: GCState, seat: int, action: Action) -> None:
    t, s = st.turn, st.seats[seat]
    building, args = action.word(0), tuple(action.number(i) for i in range(1, len(action.args)))
    owner = NEUTRAL if action.kind == "neutral" else seat
    will = action.kind == "will"
    used, off = PLACES[building].place(st, owner, args, will)
    if owner == NEUTRAL:
        s.neutral = without(s.neutral, used)
        t["neutral"] = True
    else:
        s.dice = without(s.dice, used)
        t["own"] = True
    if will:
        _use(st, seat, WILL_TO_WIN)
    st.library.extend(off)
    st.emit("place", seat=seat, owner=owner, building=building, dice=used, args=list(args), will=will,
            off=[list(d) for d in off])
    if building == SUNKEN_GALLEON and owner != NEUTRAL:
        draw_sunken(st, seat, len(used))


def draw_sunken(st: GCState, seat: int, n: int) -> None:
    """The Galleon's placer draws as many sunken treasures as dice placed, secretly; the
    face-up discards are shuffled into a new stack when it runs out ("공급이 고갈되면")."""
    drawn = []
    for _ in range(n):
        if not st.sunken_stack and st.sunken_discard:
            st.sunken_stack, st.sunken_discard = st.sunken_discard, []
            st.rng.shuffle(st.sunken_stack)
            st.emit("reshuffle", tiles=len(st.sunken_stack))
        if st.sunken_stack:
            drawn.append(st.sunken_stack.pop())
    st.seats[seat].galleon_drawn += drawn
    st.emit("dive", seat=seat, tiles=len(drawn))
    st.emit("dive_tiles", to=[seat], seat=seat, tiles=drawn)
    st.reveal()


def end_turn(st: GCState) -> None:
    seat = st.turn["seat"]
    if not st.seats[seat].dice:
        st.ending = True
    if st.turn["gift"]:
        st.gifts.pop(0)
        next_gift(st)
        return
    st.lap.pop(0)
    if not st.lap:
        if st.ending:
            st.gifts = [p for p in st.clockwise() if st.seats[p].ability(TIMELY_GIFT)]
            next_gift(st)
            return
        st.lap = [p for p in st.clockwise() if st.seats[p].dice]
    start_turn(st)


def next_gift(st: GCState) -> None:
    """Offer the next Timely Gift ("사용 옵션은 시작 플레이어부터 시계 방향"), one a seat with
    dice left; when none is left, the round's placing is over."""
    while st.gifts and not st.seats[st.gifts[0]].dice:
        st.gifts.pop(0)
    if st.gifts:
        st.turn = {"seat": st.gifts[0], "stage": "gift", "gift": True}
        return
    st.turn = {}
    close_round(st)


def close_round(st: GCState) -> None:
    """Unplaced dice go to the Library; unplaced neutral dice go back (they earn nothing)."""
    for p in st.clockwise():
        s = st.seats[p]
        st.library += [[p, v] for v in s.dice]
        st.neutral_back += len(s.neutral)
        if s.dice:
            st.emit("unplaced", seat=p, dice=list(s.dice))
        s.dice, s.neutral = [], []
    st.emit("placing_over", round=st.round)

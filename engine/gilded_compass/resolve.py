"""The round's resolution as a queue of small steps (``st.tasks``), most of them automatic.

After the placing, the buildings resolve one after another in :attr:`GCState.order`
(each building's award, :mod:`.awards`, turns its dice into steps); then the round ends.
A step is a dict naming what to ``do``:

| step | decided by | what it does |
|---|---|---|
| ``building`` | – | the next building resolves: its award runs and puts its steps first |
| ``pick`` | ``seat`` | takes a map, a specialist or an ability (``source``) from the display |
| ``neutral_pick`` | – | the neutral player's turn to pick: the best tile of ``source`` is discarded |
| ``draw`` | – | ``n`` artifacts or missions (``kind``) drawn into the hand of ``seat`` |
| ``keep`` | ``seat`` | keeps one tile of the hand |
| ``pass`` | – | the rest of the hand goes to ``seat`` (the Guild's winner passes two missions) |
| ``rest`` | – | the rest of the hand is discarded face up (artifacts) or goes under the stack (missions) |
| ``discard_random`` | – | ``n`` artifacts from the stack discarded face up (a neutral winner at the Auction House) |
| ``clear`` | – | what is left of a display leaves the game (face up) |
| ``round_end`` | – | the dice come back; the next round, or the end |

Only ``pick`` and ``keep`` are decisions, the phase's stages (:data:`STAGES`; the step
first in the queue is the stage under way); a seat with a single choice is not asked (the
core plays it). Tiles drawn at random are chance (``st.reveal``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import Action
from ..flow import Stage
from .awards import AWARDS, give_ability
from .data import MAPS, SPECIALISTS
from .scoring import finish
from .state import GCState

DECISIONS = ("pick", "keep")


def begin(st: GCState) -> None:
    st.tasks = [{"do": "building", "building": b} for b in st.order] + [{"do": "round_end"}]
    advance(st)


def stage(st: GCState) -> str:
    """The step under way: a stage (``pick``, ``keep``) when it is a decision."""
    return str(st.tasks[0]["do"]) if st.tasks else ""


def _decider(st: GCState) -> tuple[int, ...]:
    return (st.tasks[0]["seat"],)


def advance(st: GCState) -> None:
    """Run automatic steps until a decision is due or the round is over. A decision with
    nothing to choose from (a display or a stack run out) is skipped."""
    while st.tasks:
        task = st.tasks[0]
        if task["do"] in DECISIONS:
            if legal(st, task["seat"]):
                return
            st.tasks.pop(0)
            continue
        st.tasks.pop(0)
        AUTO[task["do"]](st, task)


# --- decisions ------------------------------------------------------------------------------


def legal(st: GCState, seat: int) -> list[Action]:
    return _pick_legal(st, seat) if st.tasks[0]["do"] == "pick" else _keep_legal(st, seat)


def _pick_legal(st: GCState, seat: int) -> list[Action]:
    source = st.tasks[0]["source"]
    if source == "abilities":
        return [Action("ability", (name,)) for name in _firsts(st.abilities_shown)]
    if source == "maps":
        tiles = [MAPS[m] for m in st.maps_shown]
        return [Action("map", (i,)) for i, tile in enumerate(tiles) if tiles.index(tile) == i]
    return [Action("specialist", (i,)) for i in range(len(st.specialists_shown))]


def _keep_legal(st: GCState, seat: int) -> list[Action]:
    if st.hand_kind == "artifacts":
        return [Action("artifact", (t,)) for t in _firsts(st.hand)]
    return [Action("mission", (m,)) for m in _firsts(st.hand)]


def _firsts(tiles: list[Any]) -> list[Any]:
    """Each different tile once, in the order shown (identical tiles are one choice)."""
    return list(dict.fromkeys(tiles))


def apply(st: GCState, seat: int, action: Action) -> None:
    st.tasks.pop(0)  # the pick or keep now decided
    s = st.seats[seat]
    if action.kind == "map":
        tile = st.maps_shown.pop(action.number())
        s.maps.append(tile)
        st.emit("take", seat=seat, building="archives", map=tile)
    elif action.kind == "specialist":
        tile = st.specialists_shown.pop(action.number())
        s.specialists.append(tile)
        st.emit("take", seat=seat, building="university", specialist=tile)
    elif action.kind == "ability":
        name = action.word()
        st.abilities_shown.remove(name)
        give_ability(st, seat, name)
    elif action.kind == "artifact":
        st.hand.remove(action.word())
        s.artifacts.append(action.word())
        st.emit("take", seat=seat, building="auction_house", artifact=action.word())
    else:
        st.hand.remove(action.number())
        s.missions.append(action.number())
        st.emit("take", seat=seat, building="guild")
        st.emit("mission", to=[seat], seat=seat, mission=action.number())
    advance(st)


#: The decisions of the resolution, the stages of its phase.
STAGES: tuple[Stage[GCState], ...] = (Stage("pick", _decider, _pick_legal, apply),
                                      Stage("keep", _decider, _keep_legal, apply))


# --- automatic steps ----------------------------------------------------------------------------


def _building(st: GCState, task: dict[str, Any]) -> None:
    st.resolving = task["building"]
    st.emit("resolve", building=task["building"])
    st.tasks[0:0] = AWARDS[task["building"]](st)


def _neutral_pick(st: GCState, task: dict[str, Any]) -> None:
    """A choice of the neutral player: the tile of highest value, ties to the first shown
    ("동점은 상위부터 아래로, 왼쪽에서 오른쪽으로"); abilities: the top one."""
    source = task["source"]
    if source == "maps" and st.maps_shown:
        best = max(range(len(st.maps_shown)), key=lambda i: (MAPS[st.maps_shown[i]].large, -i))
        tile = st.maps_shown.pop(best)
        st.maps_removed.append(tile)
        st.emit("neutral_discard", source=source, tile=tile)
    elif source == "specialists" and st.specialists_shown:
        best = max(range(len(st.specialists_shown)), key=lambda i: (SPECIALISTS[st.specialists_shown[i]].gold, -i))
        tile = st.specialists_shown.pop(best)
        st.specialists_removed.append(tile)
        st.emit("neutral_discard", source=source, tile=tile)
    elif source == "abilities" and st.abilities_shown:
        name = st.abilities_shown.pop(0)
        st.ability_discard.append(name)
        st.emit("neutral_discard", source=source, tile=name)


def _draw(st: GCState, task: dict[str, Any]) -> None:
    seat, n = task["seat"], task["n"]
    if task["kind"] == "artifacts":
        st.hand = [st.artifact_stack.pop() for _ in range(min(n, len(st.artifact_stack)))]
        st.hand_seen = list(range(st.players))
        st.emit("draw", seat=seat, kind="artifacts", tiles=list(st.hand))
    else:
        st.hand = [st.mission_stack.pop() for _ in range(min(n, len(st.mission_stack)))]
        st.hand_seen = [seat]
        st.emit("draw", seat=seat, kind="missions", count=len(st.hand))
        st.emit("draw_missions", to=[seat], seat=seat, tiles=list(st.hand))
    st.hand_kind, st.hand_seat = task["kind"], seat
    st.reveal()


def _pass(st: GCState, task: dict[str, Any]) -> None:
    seat = task["seat"]
    st.hand_seat = seat
    if seat not in st.hand_seen:
        st.hand_seen.append(seat)
    st.emit("pass", seat=seat, count=len(st.hand))
    st.emit("passed_missions", to=[seat], seat=seat, tiles=list(st.hand))
    st.reveal()


def _rest(st: GCState, task: dict[str, Any]) -> None:
    if st.hand_kind == "artifacts":
        st.artifact_discard += st.hand
        st.emit("discard", kind="artifacts", tiles=list(st.hand))
    else:
        # "나머지 ... 타일 스택의 하단으로": under the stack, which is drawn from its end.
        st.mission_stack[0:0] = st.hand
        st.emit("under_stack", kind="missions", count=len(st.hand))
    st.hand, st.hand_kind, st.hand_seat, st.hand_seen = [], None, None, []


def _discard_random(st: GCState, task: dict[str, Any]) -> None:
    tiles = [st.artifact_stack.pop() for _ in range(min(task["n"], len(st.artifact_stack)))]
    st.artifact_discard += tiles
    st.emit("discard", kind="artifacts", tiles=tiles)
    st.reveal()


def _clear(st: GCState, task: dict[str, Any]) -> None:
    source = task["source"]
    left: list[Any]
    if source == "maps":
        st.maps_removed += st.maps_shown
        left, st.maps_shown = st.maps_shown, []
    elif source == "specialists":
        st.specialists_removed += st.specialists_shown
        left, st.specialists_shown = st.specialists_shown, []
    else:
        st.ability_discard += st.abilities_shown
        left, st.abilities_shown = st.abilities_shown, []
    if left:
        st.emit("removed", source=source, tiles=list(left))


def _round_end(st: GCState, task: dict[str, Any]) -> None:
    for source in ("maps", "specialists", "abilities"):  # emptied by their buildings already
        _clear(st, {"source": source})
    st.item_discard += st.items_shown
    st.items_shown = []
    st.university, st.archives, st.library, st.runs = [], [], [], []
    st.temple, st.illuminati, st.galleon, st.tower = [], [], [], [[], []]
    st.neutral_back = 0
    st.resolving = None
    st.emit("round_end", round=st.round)
    if st.round >= st.rounds:
        finish(st)


AUTO: dict[str, Callable[[GCState, dict[str, Any]], None]] = {
    "building": _building,
    "neutral_pick": _neutral_pick,
    "draw": _draw,
    "pass": _pass,
    "rest": _rest,
    "discard_random": _discard_random,
    "clear": _clear,
    "round_end": _round_end,
}


def end(st: GCState) -> str:
    """After the resolution: the next round (the start player passes clockwise), or over."""
    if st.round >= st.rounds:
        return "over"
    st.round += 1
    st.start = (st.start + 1) % st.players
    return "turn"


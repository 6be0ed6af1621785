"""Keeping matches: which save a match goes into, saving after every decision, reading a
record back, and what happens when the storage is full or a save is deleted."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import BadRecord, Match, View

from . import i18n
from .commands import Changed, ClearFinished, Command, DeleteYes, Effect, KeepHere, ResetTally, SetAddress
from .frame import HomeFrame
from .friends import waiting_for
from .home_commands import Said, answer_saves
from .passing import hand_over
from .saves import PREFIX, SaveError, match_key
from .state import record

if TYPE_CHECKING:
    from .state import State, World


def on_keeping(state: State, world: World, command: Said) -> None:
    """The saves on the home screen: show every one, delete one (asked first), clear the
    finished matches or start the record of wins again (each asked first: the command with
    no answer asks, ``yes`` does it, ``no`` keeps things as they are), answered on the screen
    as the page's main side answers them before the worker is up (web/home_commands.py
    ``answer_saves``), and carried out on the storage. Clearing is also offered beside the
    message that the storage is full: then the open match is saved again at once."""
    home = state.home
    view: dict[str, Any] = {"all_saves": home.all_saves, "confirm_delete": home.confirm_delete,
                            "confirm_clear": state.confirm_clear, "confirm_reset": home.confirm_reset}
    done = answer_saves(view, command)
    home.all_saves, home.confirm_delete, home.confirm_reset = (view["all_saves"], view["confirm_delete"],
                                                               view["confirm_reset"])
    state.confirm_clear = view["confirm_clear"]
    if not done:
        return
    match command:
        case DeleteYes(key=key):
            world.saves.delete(key)
        case ClearFinished():
            for entry in finished_saves(state, world):
                world.saves.delete(entry.key)
            if state.unsaved and state.table is not None:
                save(state, world)
        case ResetTally():
            world.tally.reset(e.key for e in world.saves.entries() if e.ok and e.over)


def read(text: str) -> tuple[Match, View | None]:
    """The match of a record, and the person's view right after their last decision in it
    (what they had seen; None if the replay stopped before it): met on the way, so the
    record is replayed once."""
    met: list[View] = []
    match = Match.from_record(text, at_persons_last=lambda m: met.append(m.view(int(m.table.get("human", 0)))))
    return match, (met[0] if met else None)


def home_frame(state: State, world: World) -> HomeFrame:
    """The home screen's part of the frame (web/frame.py): the form, the saves, the record."""
    entries = world.saves.entries()
    # Finished matches the table did not see end (another tab, an older page) count now.
    world.tally.catch_up([e for e in entries if e.ok and e.over])
    home = state.home
    return HomeFrame(setup=home.setup, entries=entries, tally=world.tally.lines(),
                     all_saves=home.all_saves, confirm_delete=home.confirm_delete, confirm_reset=home.confirm_reset)


def finished_saves(state: State, world: World) -> list[Any]:
    """The saves of finished matches (not the open match's own)."""
    key = state.table.key if state.table is not None else None
    return [e for e in world.saves.entries() if e.ok and e.over and e.key != key]


def key_for(world: World, match: Match) -> str:
    """The save a match opened from a link, or started, goes into: its own match's save,
    unless that one holds something else.

    A match never overwrites a save that has moves it does not (say, the same match
    played further on this device), nor a save this page cannot read (one from an
    earlier or a newer version of the table stays listed, with the reason, until the
    player deletes it): it is kept beside it instead.
    """
    key = match_key(match)
    for n in range(2, 100):
        entry = world.saves.entry(key)
        if entry is None:
            return key
        if entry.ok:
            if entry.record in (match.full_record(), match.record()):
                return key
            try:
                saved = Match.from_record(entry.record)
            except BadRecord:
                saved = None  # it cannot be replayed here: kept as it is
            if saved is not None and saved.decisions == match.decisions[: len(saved.decisions)]:
                return key  # the link goes further along the same match
        key = f"{match_key(match)}-{n}"
    return key


def settled_message(state: State) -> None:
    """A decision made: the message about the one before goes, unless it is that the match
    is not being saved (which stays until dismissed, though computers moved since)."""
    if not (state.unsaved and state.message == ("error", i18n.tr(state.settings.lang, "msg.quota"))):
        state.message = None


def save(state: State, world: World) -> None:
    """Keep the open match. When the storage is full the player is told once, the match
    goes on in memory, and every later decision tries again. A save of earlier rules that
    opened before a move today's rules do not allow (``keep_earlier``) is left as it was
    until the person plays on: until then the match is theirs to look at, not to lose."""
    table = state.table
    if table is None or table.keep_earlier or table.elsewhere:
        return
    match, at = table.match, world.clock()
    try:
        world.saves.write(table.key, match, at, hints=table.hints_used, again=state.unsaved,
                          waiting=waiting_for(match))
    except SaveError:
        refused(state)
        return
    if match.over:
        world.tally.add(table.key, match, at)
    kept(state)


def on_elsewhere(state: State, world: World, command: Command) -> list[Effect]:
    """Another tab and this one on one match (one match, one writer: main_side/stored.py).

    ``Changed``: another tab changed a key; the open match's save, moved on or deleted there,
    is no longer written over here, and the banner says so (web/banner.py). ``KeepHere``: the
    match as it stands here, in a save of its own beside the other tab's (or in its own save
    again, where that one was deleted). (``LoadLatest``, the match as the other tab saved it,
    opens a save: web/update.py.)"""
    table = state.table
    if table is None:
        return []
    match command:
        case Changed(key=key) if key == PREFIX + table.key:
            entry = world.saves.entry(table.key)
            if entry is None:
                table.elsewhere = "deleted"
            elif entry.record not in (table.match.full_record(), table.match.record()):
                table.elsewhere = "moved"
        case KeepHere() if table.elsewhere:
            if table.elsewhere == "moved":
                table.key = free_key(world, table.match)
            table.elsewhere = None
            save(state, world)
            return [SetAddress(record(table))]
    return []


def free_key(world: World, match: Match) -> str:
    """A save's key of ``match`` that holds nothing yet."""
    key, n = match_key(match), 2
    while world.saves.entry(key) is not None or world.storage.get(PREFIX + key) is not None:
        key, n = f"{match_key(match)}-{n}", n + 1
    return key


def refused(state: State) -> None:
    """The storage would not keep the match: the player is told once; it goes on in memory."""
    if not state.unsaved:
        state.unsaved, state.message = True, ("error", i18n.tr(state.settings.lang, "msg.quota"))


def kept(state: State) -> None:
    """The storage keeps the match again: said, if it had been refused."""
    if state.unsaved:
        state.unsaved, state.message = False, ("info", i18n.tr(state.settings.lang, "msg.saved_again"))


def after_decision(state: State, world: World) -> list[Effect]:
    """After every decision, the person's, a computer's or one the table answered: the match
    is saved, the address follows it, and the device is handed to the next person.
    (Forced steps, a single legal action, are played by the match itself: every seat to act
    has a real choice to make.)"""
    table = state.table
    assert table is not None
    save(state, world)
    hand_over(table)
    return [SetAddress(record(table))]

"""The page's one-way loop: a command in, the state changed, effects out.

``update(state, world, command, form)`` carries out one command (web/commands.py): a click,
or what the page itself says (the address to open, Back, the clipboard's answer, a fault).
It returns the state and the effects the page is to carry out besides drawing the next
frame (web/present.py): set the address, add a history entry, copy a text. The computers'
moves come through :func:`web.thinking.think`, which the page drives between its frames.

Each concern has its own module of functions over the state (web/state.py): the new-match
form (web/setup.py), keeping (web/keeping.py), the replay (web/replay.py), pass-and-play
(web/passing.py), the table's own answers (web/auto.py), hints (web/hints.py). This module
holds what joins them: opening a match, a decision played or taken back, the settings.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from datetime import datetime
from typing import TYPE_CHECKING, assert_never

from engine import Action, BadRecord, IllegalAction, Match, View
from engine.record import NAME_LIMIT, far_too_long
from engine.why import why_not

from . import commands as c
from . import friends, games, guide, home_form, i18n, rules_screen
from .address import secret_seed
from .auto import asked, past_answers
from .carried import carried_line
from .hints import on_hint
from .keeping import after_decision, kept, key_for, on_elsewhere, on_keeping, read, refused, settled_message
from .passing import on_ready, sent, undo_crosses
from .present import context, link, persons
from .replay import MARK, address, on_replay, open_replay
from .reviewing import kept as kept_review
from .reviewing import on_review
from .saves import Saves, match_key
from .settle import settle
from .setup import on_setup, stored_setup
from .state import Home, Settings, State, Table, World, mark_seen, view_of
from .tally import Tally

if TYPE_CHECKING:
    from .saves import Storage

SPEEDS = home_form.SPEEDS
#: The field of :class:`web.state.Settings` each setting sets.
FIELD: dict[type[c.Setting], str] = {c.Lang: "lang", c.Speed: "speed", c.Auto: "auto", c.HintSetting: "hint"}
#: Each setting kept between visits: its field, its key in the storage, its values (the default
#: first): web/home_form.SETTINGS, by the command's kind.
SETTINGS: dict[type[c.Setting], tuple[str, str, Container[str]]] = {
    kind: (FIELD[kind], key, values) for kind, key, values in home_form.SETTINGS}


def _now() -> str:
    return datetime.now().strftime("%Y-%m-%d %H:%M")


def start(storage: Storage, language: str | None = None, clock: Callable[[], str] = _now,
          new_seed: Callable[[], int] = secret_seed, persistent: bool = True,
          strict: bool = False) -> tuple[State, World]:
    """The state of a page just opened (the settings and the form as they were left), and its
    world. ``language``: the browser's, for a first visit; ``persistent``: False when the
    browser keeps nothing (said in the banner); ``strict``: the tests' (World.strict)."""
    world = World(storage=storage, saves=Saves(storage), tally=Tally(storage), clock=clock, new_seed=new_seed,
                  strict=strict)

    kept = home_form.kept_settings(storage.get, language)
    settings = Settings(**{FIELD[kind]: kept[kind.VERB] for kind, _, _ in home_form.SETTINGS})
    state = State(settings=settings, home=Home(setup=stored_setup(storage)))
    if not persistent:
        state.message = ("error", i18n.tr(settings.lang, "msg.storage_off"))
    return state, world


class NotCarriedOut(Exception):
    """A command the page could not carry out: a text that is no command (a forged button), or
    one the state has no place for (a stale button: the match it acted on is closed). In the
    page nothing happens; the tests' world (``World.strict``) raises this, so a typo fails."""


def _not_carried_out(world: World, why: str) -> list[c.Effect]:
    if world.strict:
        raise NotCarriedOut(why)
    return []


def update(state: State, world: World, command: c.Command | None,
           form: dict[str, str] | None = None) -> tuple[State, list[c.Effect]]:
    """Carry out one command. ``None`` (a control whose text is no command: a stale or
    forged button), or a command for a match with none open, does nothing
    (:class:`NotCarriedOut`). ``form``: the values of the page's fields (the names typed, the
    replay's slider)."""
    form = form or {}
    table = state.table
    if table is not None:
        table.copied = None
        if not isinstance(command, c.Why):
            table.why = None
    effects: list[c.Effect] = []
    match command:
        case None:
            effects = _not_carried_out(world, "a text that is no command")
        case (c.Play() | c.Pick() | c.Undo() | c.Why() | c.Log() | c.Copy() | c.SendLink() | c.Copied() | c.Ready()
              | c.Rematch() | c.Replay() | c.ReplayStep() | c.ReplayExit() | c.ReviewStart() | c.ReviewCancel()
              | c.GuideLeave() | c.LoadLatest()):
            effects = _at_table(state, world, command, form)
        case c.Hint():
            on_hint(state, world)
        case c.Home():
            go_home(state)
            effects = [c.SetAddress("")]
        case c.Back():
            if state.screen == "match":
                go_home(state)
        case c.Open(address=text, oversized=oversized):
            effects = open_address(state, world, text, oversized)
        case c.Setting():
            name, key, values = SETTINGS[type(command)]
            if command.value in values:
                setattr(state.settings, name, command.value)
                try:
                    world.storage.set(key, command.value)
                except Exception:
                    pass  # a preference not kept is no loss worth a message
        case c.Rules(game=game, at=at):
            if rules_screen.shown(game, at):
                state.rules = (game, at)
        case c.RulesClose():
            state.rules = None
        case c.Guide(game=game):
            home_form.take_names(state.home.setup, form, NAME_LIMIT)
            guided = guide.new_match(state.home, game)
            if guided is not None:
                effects = open_match(state, world, guided, key_for(world, guided), push=True)
                assert state.table is not None
                guide.start(state.table)
        case c.Dismiss():
            state.message = None
        case c.Fault(reason=reason):
            state.message = ("error", i18n.tr(state.settings.lang, "msg.bug", reason=reason))
        case c.Refused():
            refused(state)
        case c.Kept():
            kept(state)
        case c.Changed() | c.KeepHere():
            effects = on_elsewhere(state, world, command)
        case (c.PickGame() | c.PickPlayers() | c.PickSeat() | c.PickPerson() | c.PickLink() | c.PickLevel() | c.Option()
              | c.Start()):
            started = on_setup(state.home, world, command, form)
            if started is not None:
                effects = open_match(state, world, started, key_for(world, started), push=True)
        case c.Resume(key=key):
            effects = _resume(state, world, key)
        case c.AllSaves() | c.Delete() | c.DeleteYes() | c.DeleteNo() | c.ClearFinished() | c.ResetTally():
            on_keeping(state, world, command)
        case _:
            assert_never(command)
    settle(state, world)
    return state, effects


def _at_table(state: State, world: World, command: c.AtTable, form: dict[str, str]) -> list[c.Effect]:
    """A command on the open match; with none open (a stale button), not carried out."""
    table = state.table
    if table is None:
        return _not_carried_out(world, f"{command}: no match is open")
    match command:
        case c.Play():
            return _play(state, world, table, command)
        case c.Pick(key=key, value=value):
            table.ui[key] = value  # the table's own passing state, read by the game's table
        case c.Undo():
            return _undo(state, world, table)
        case c.Why(code=code):
            on_why(state, table, code)
        case c.Log(way=way):
            table.log_open = way == "open"
        case c.Copy():
            table.copied_for = None
            return [c.CopyText(link(state, table))]
        case c.SendLink(seat=seat) if seat == friends.waiting_for(table.match) or seat in friends.told_the_end(
                table.match):
            table.copied_for = seat
            url = f"{state.base_url}#{friends.link_for(table.match, seat)}"
            return [c.ShareText(friends.message(state.settings.lang, table.match, seat, url))]
        case c.SendLink():
            return _not_carried_out(world, f"{command}: it is not that friend's turn")
        case c.Copied(ok=ok):
            table.copied = ok
        case c.Ready(seat=seat):
            on_ready(table, seat)
        case c.Rematch():
            old = table.match
            # The options as chosen, not as drawn: a "random" setting is drawn again.
            options = {**old.options, **(old.table.get("chosen") or {})}
            match = Match.new(old.game.id, players=old.players, seed=world.new_seed(), table=old.table, **options)
            return open_match(state, world, match, key_for(world, match))
        case c.Replay() | c.ReplayStep() | c.ReplayExit():
            return on_replay(table, command, form)
        case c.ReviewStart() | c.ReviewCancel():
            on_review(table, world, start=isinstance(command, c.ReviewStart))
        case c.GuideLeave():
            guide.leave(table)
        case c.LoadLatest():
            if table.elsewhere == "moved":
                return _resume(state, world, table.key, push=False)
        case _:
            assert_never(command)
    return []


def on_why(state: State, table: Table, code: str) -> None:
    """The person tapped a piece whose choice ``code`` they cannot make now: why, kept for
    this position (the next command, or the next decision, takes it away)."""
    try:
        Action.parse(code)
    except ValueError:
        return
    found = why_not(table.match.game, view_of(table), asked(state, table), code)
    table.why = None if found is None else (len(table.match.decisions), found)


def go_home(state: State) -> None:
    """Back to the home screen (the Home button, or the browser's Back from a match)."""
    state.screen, state.table, state.error, state.message, state.unsaved = "home", None, None, None, False
    state.rules = None


def _play(state: State, world: World, table: Table, command: c.Play) -> list[c.Effect]:
    """One decision, or several in a row (``play:same:7,add:7,add:7``: a table's one-tap
    set), each recorded as usual; all or nothing: if one is not legal when its turn
    comes, the match is as it was before the tap."""
    if table.match.over or table.replay is not None or table.pass_to is not None or table.elsewhere:
        return []  # nothing to play: the end, a replay, the table hidden until the next person is ready, or
        # another tab's move on it that the person has not chosen about
    kept = len(table.match.decisions)
    try:
        for code in command.codes:
            table.match.play(table.human, code)
    except IllegalAction as exc:
        if len(table.match.decisions) != kept:
            table.match = table.match.replayed(kept)
        state.message = ("error", i18n.tr(state.settings.lang, "msg.illegal", reason=str(exc)))
        return []
    if len(command.codes) > 1:  # Undo takes the tap back whole
        table.taps = [*table.taps, (kept, len(table.match.decisions))]
    table.keep_earlier = False  # the person plays on: the match is saved from now on
    return _decided(state, world, table)


def _undo(state: State, world: World, table: Table) -> list[c.Effect]:
    if table.match.over or table.replay is not None or table.elsewhere:
        return []  # a stale Undo button from before the end, the replay, or another tab's move
    point = table.match.undo_point(table.human)
    lang = state.settings.lang
    if point is None:
        blocked = any(seat == table.human for seat, _ in table.match.decisions)
        state.message = ("info", i18n.tr(lang, "match.undo_blocked" if blocked else "match.undo_none"))
        return []
    if undo_crosses(table, point):
        state.message = ("info", i18n.tr(lang, "match.undo_sent" if sent(table.match) else "match.undo_other"))
        return []
    if (match := past_answers(state, table, _before_tap(table, table.match.replayed(point)))) is None:
        return []
    table.match = match
    return _decided(state, world, table)


def _decided(state: State, world: World, table: Table) -> list[c.Effect]:
    """After the person's decision, or one taken back: the message about the one before goes,
    the table keeps its ways of looking (the game's ``lasting_ui``), not the choice that was
    being made, and what changes from now on is marked."""
    settled_message(state)
    lasting = games.TABLES[table.match.game.id].lasting_ui
    table.ui = {key: value for key, value in table.ui.items() if key in lasting}
    mark_seen(table)
    return after_decision(state, world)


def _before_tap(table: Table, match: Match) -> Match:
    """``match`` taken back to before the tap (several steps played at once) that its last
    step belonged to, as far as undo may go (no reveal in between)."""
    n = len(match.decisions)
    start = next((a for a, b in table.taps if a < n < b), None)
    while start is not None and len(match.decisions) > start:
        point = match.undo_point(table.human)
        if point is None or point < start:
            break
        match = match.replayed(point)
    table.taps = [(a, b) for a, b in table.taps if b <= len(match.decisions)]
    return match


def _resume(state: State, world: World, key: str, push: bool = True) -> list[c.Effect]:
    """Open the save ``key`` (``push``: a new entry in the browser's history)."""
    text = world.saves.record_of(key)
    if text is None:
        return []
    try:
        match, seen = read(text)
    except BadRecord as exc:
        lang = state.settings.lang
        state.message = ("error", i18n.tr(lang, "msg.bad_save", reason=i18n.why(lang, exc)))
        return []
    return open_match(state, world, match, key, push=push, resumed=True, seen=seen)


def open_address(state: State, world: World, fragment: str, oversized: bool = False) -> list[c.Effect]:
    """Open ``index.html#<record>``: the exact match, or an error screen saying why
    (``#<record>~<step>``: its replay at that step; ``oversized``: an address longer than the
    main side reads, refused unread). The match shown is not opened again."""
    fragment = fragment.lstrip("#").strip()
    text, _, step = fragment.partition(MARK)
    if not (text or oversized) or (state.table is not None and fragment == address(state.table)):
        return []
    try:
        if oversized:
            raise far_too_long()
        match, seen = read(text)
    except BadRecord as exc:
        lang = state.settings.lang
        state.screen, state.table, state.message = "error", None, None
        state.error = i18n.tr(lang, "msg.bad_link", reason=i18n.why(lang, exc))
        return [c.SetAddress("")]
    # A friend's link opens only where it continues this device's copy (web/friends.py).
    kept = world.saves.entry(match_key(match)) if match.table.get("linked") else None
    said = None
    if kept is not None and kept.ok:
        key = match_key(match)
        match, said = friends.opened(Match.from_record(kept.record), match, state.settings.lang)
        seen = None
    else:
        key = key_for(world, match)
    effects = open_match(state, world, match, key, seen=seen)
    state.message = said or state.message
    if step and state.table is not None:
        effects += open_replay(state.table, step)
    return effects


def open_match(state: State, world: World, match: Match, key: str, push: bool = False, resumed: bool = False,
               seen: View | None = None) -> list[c.Effect]:
    """Show ``match``, kept under ``key`` (``push``: a new entry in the browser's history, so
    that Back returns to the home screen; ``resumed``: opened from that save; ``seen``: the
    person's view at their last decision, if known)."""
    kept = world.saves.entry(key)
    same = kept is not None and kept.ok and (resumed or kept.record in (match.full_record(), match.record()))
    table = Table(match=match, key=key, hints_used=kept.hints if kept is not None and same else 0,
                  keep_earlier=match.carried is not None and match.carried.stop is not None)
    state.screen, state.table, state.error, state.unsaved, state.rules = "match", table, None, False, None
    state.home.confirm_delete, state.confirm_clear = None, False
    table.review = kept_review(world, table)
    if seen is None:
        mark_seen(table, at_last_decision=True)
    else:
        table.seen = (len(seen["log"]), seen)
    effects: list[c.Effect] = []
    if push:
        effects.append(c.PushAddress(address(table)))
    effects += after_decision(state, world)
    # Only a match carried across a rules update has a line to say (the context costs a view).
    said = carried_line(match, context(state, table), persons(table)) if match.carried is not None else None
    if said:
        state.message = ("info", said)
    return effects

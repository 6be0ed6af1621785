"""The home screen: the matches in progress first, then a new match, finished ones out of the way.

The Start button sits in the bar at the foot of the screen, so it is in view without scrolling
on a phone. Games, their player counts, their options and the computers' levels all come from
what the games declare (:mod:`web.games`, read through :func:`web.games.form_catalogue`): the shell
names no game. The screen's frame, the new-match form and the settings are
:mod:`web.home_form`'s, which the page's main side also draws before the worker is up; this
module adds the saves and the record.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import games, home_form
from .banner import banner
from .commands import AllSaves, ClearFinished, Delete, DeleteNo, DeleteYes, ResetTally, Resume
from .context import seat_names
from .markup import Markup, h
from .saves import SaveEntry
from .widgets import button, confirm, panel

if TYPE_CHECKING:
    from .frame import Frame, HomeFrame


def render(frame: Frame) -> Markup:
    entries = _home(frame).entries
    going = [e for e in entries if not (e.ok and e.over)]
    done = [e for e in entries if e.ok and e.over]
    return Markup(home_form.screen([banner(frame), in_progress(frame, going)], new_match(frame),
                                   [finished(frame, done), tally(frame), settings(frame)], start_bar(frame)))


def _home(frame: Frame) -> HomeFrame:
    """The home screen's part of the frame (this screen is drawn only with it)."""
    if frame.home is None:
        raise ValueError("the home screen is drawn only with its part of the frame")
    return frame.home


def _title(frame: Frame, gid: str) -> str:
    return frame.tr(f"game.{gid}") if gid in games.game_ids() else gid


# --- saves ---------------------------------------------------------------------------------------

#: Saves drawn in each list until the player asks for all: hundreds kept, the screen still
#: draws at once (the bench ``saves-home``).
SHOWN = 12


def save_cards(frame: Frame, entries: list[SaveEntry]) -> list[Markup | bool]:
    """The list's cards, the most recent :data:`SHOWN` unless all were asked for, then a button for the rest."""
    cards = [save_card(frame, e) for e in (entries if _home(frame).all_saves else entries[:SHOWN])]
    more = len(entries) > SHOWN and not _home(frame).all_saves
    return [h.ul(cards, class_="save-cards"),
            more and h.p(button(frame.tr("home.show_all", n=len(entries)), AllSaves(), cls="small"),
                         class_="row-actions")]


def in_progress(frame: Frame, entries: list[SaveEntry]) -> Markup | None:
    if not entries:
        return None
    return panel(frame.tr("home.in_progress"), *save_cards(frame, entries), cls="saves", ident="saves")


def finished(frame: Frame, entries: list[SaveEntry]) -> Markup | None:
    if not entries:
        return None
    if frame.confirm_clear:
        clear = h.p(confirm(frame.tr("home.clear_confirm"), frame.tr("home.clear_yes"), frame.tr("home.delete_no"),
                            ClearFinished("yes"), ClearFinished("no")), class_="row-actions")
    else:
        clear = h.p(button(frame.tr("home.clear_finished"), ClearFinished(), cls="small"), class_="row-actions")
    return h.details(h.summary(frame.tr("home.finished_list", n=len(entries))), *save_cards(frame, entries), clear,
                     class_="panel finished", id="finished")


def tally(frame: Frame) -> Markup | None:
    """Your record by game and computer level (web/tally.py), with a reset asked for twice."""
    lines = _home(frame).tally
    if not lines:
        return None
    # Two rows a line (the game and level across, then its figures) so that four figures fit a phone.
    head = h.tr(*(h.th(frame.tr(k), scope="col") for k in ("tally.played", "tally.won", "tally.best", "tally.average")))
    rows = []
    for ln in lines:
        level = frame.tr(f"level.{ln.level}") if ln.level else frame.tr("tally.people")
        players = frame.tr("tally.players", n=ln.players) if ln.players else frame.tr("tally.players_unknown")
        about = h.small(players, " · ", frame.tr("tally.level"), ": ", level)
        rows.append(h.tr(h.th(_title(frame, ln.game), " · ", about,
                              scope="colgroup", colspan=4), class_="tally-game"))
        rows.append(h.tr(h.td(ln.played), h.td(ln.won), h.td(ln.best), h.td(f"{ln.average:.1f}")))
    if _home(frame).confirm_reset:
        reset = h.p(confirm(frame.tr("tally.reset_confirm"), frame.tr("tally.reset_yes"), frame.tr("home.delete_no"),
                            ResetTally("yes"), ResetTally("no")), class_="row-actions")
    else:
        reset = h.p(button(frame.tr("tally.reset"), ResetTally(), cls="small"), class_="row-actions")
    return panel(frame.tr("tally.title"), h.table(h.thead(head), h.tbody(rows), class_="tally"),
                 h.p(frame.tr("tally.note"), class_="meta"), reset, cls="tally-panel", ident="tally")


def save_card(frame: Frame, e: SaveEntry) -> Markup:
    actions: list[Markup | bool]
    if _home(frame).confirm_delete == e.key:
        actions = [h.span(frame.tr("home.delete_confirm"), class_="confirm"),
                   button(frame.tr("home.delete_yes"), DeleteYes(e.key), cls="danger small"),
                   button(frame.tr("home.delete_no"), DeleteNo(e.key), cls="small")]
    else:
        go = frame.tr("home.open" if e.over else "home.continue")
        actions = [e.ok and button(go, Resume(e.key), cls="small primary"),
                   button(frame.tr("home.delete"), Delete(e.key), cls="small")]
    if not e.ok:
        problems = {"corrupt": frame.tr("msg.corrupt_save"), "newer": frame.tr("msg.newer_save")}
        why = (frame.tr("msg.bad_save", reason=frame.why(e.error)) if e.error is not None
               else problems.get(e.problem, e.problem))
        return h.li(h.h3(frame.tr("home.unreadable")), h.p(why, class_="problem"),
                    h.p(actions, class_="row-actions"), class_="save-card unreadable", data_save=e.key)
    names = seat_names(e.table, e.players, frame.lang)
    where = frame.tr("home.finished") if e.over else (frame.tr("match.round", n=e.round) if e.round else "")
    facts = [where, *describe_options(frame, e.game, e.players, e.options, e.table),
             frame.tr("home.saved_at", when=e.saved_at)]
    return h.li(h.h3(_title(frame, e.game), h.span(frame.tr("home.players_n", n=e.players), class_="count")),
                h.p(", ".join(names), class_="who"), h.p(" · ".join(f for f in facts if f), class_="meta"),
                h.p(actions, class_="row-actions"), class_=["save-card", e.over and "over"], data_save=e.key)


def describe_options(frame: Frame, gid: str, players: int, options: dict[str, Any], table: dict[str, Any]) -> list[str]:
    """A match's settings in words: its options (a drawn one says so) and its computers' level."""
    out = []
    drawn: Any = table.get("chosen") if isinstance(table.get("chosen"), dict) else {}
    cat = games.form_catalogue()
    for option in games.options_for(gid, players):
        if option.name in options and option.matters(options):
            value = home_form.option_value(frame.tr, cat, gid, option.name, options[option.name])
            random = f" ({frame.tr('opt.random').lower()})" if option.name in drawn else ""
            out.append(f"{frame.tr(f'opt.{gid}.{option.name}')}: {value}{random}")
    levels = {lv for lv in (table.get("levels") or []) if lv}
    if len(levels) == 1:
        out.append(frame.tr("home.level_is", level=frame.tr(f"level.{levels.pop()}")))
    return out


# --- a new match and the settings: web/home_form.py, which the page's main side draws with too ---

def new_match(frame: Frame) -> Markup:
    return Markup(home_form.new_match(frame.tr, _home(frame).setup, games.form_catalogue()))


def settings(frame: Frame) -> Markup:
    return Markup(home_form.settings(frame.tr, {"speed": frame.speed, "auto": frame.auto, "hints": frame.hint_setting}))


def start_bar(frame: Frame) -> Markup:
    return Markup(home_form.start_bar(frame.tr, _home(frame).setup, games.form_catalogue()))

"""The home screen: the matches in progress first, then a new match, finished ones out of the way.

The Start button sits in the bar at the foot of the screen, so it is in view without scrolling
on a phone. Games, their player counts, their options and the computers' levels all come from
what the games declare (:mod:`web.games`, read through :func:`web.games.form_catalogue`): the shell
names no game. The screen's frame, the new-match form and the settings are
:mod:`web.home_form`'s, the saves and the record :mod:`web.home_saves`'s, which the page's main
side also draws with before the worker is up; this module draws them from the worker's frame.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from . import games, home_form, home_saves, i18n
from .banner import banner
from .markup import Markup
from .saves import SaveEntry

if TYPE_CHECKING:
    from .frame import Frame, HomeFrame


def render(frame: Frame) -> Markup:
    home = _home(frame)
    cat, tr = games.form_catalogue(), frame.tr
    every_tr = [partial(i18n.tr, lang) for lang in home_form.LANGUAGES]
    view = {"all_saves": home.all_saves, "confirm_delete": home.confirm_delete, "confirm_clear": frame.confirm_clear,
            "confirm_reset": home.confirm_reset}
    going, done = home_saves.split([plain(frame, e) for e in home.entries])
    return Markup(home_form.screen(
        [banner(frame), home_saves.in_progress(tr, cat, going, view, every_tr)],
        home_form.new_match(tr, home.setup, cat),
        [home_saves.finished(tr, cat, done, view, every_tr), home_saves.tally(tr, cat, home.tally, home.confirm_reset),
         home_form.settings(tr, {"speed": frame.speed, "auto": frame.auto, "hints": frame.hint_setting})],
        home_form.start_bar(tr, home.setup, cat)))


def _home(frame: Frame) -> HomeFrame:
    """The home screen's part of the frame (this screen is drawn only with it)."""
    if frame.home is None:
        raise ValueError("the home screen is drawn only with its part of the frame")
    return frame.home


def plain(frame: Frame, e: SaveEntry) -> dict[str, Any]:
    """A save as web/home_saves.py draws it: an unreadable one with its reason in words."""
    if not e.ok:
        problems = {"corrupt": frame.tr("msg.corrupt_save"), "newer": frame.tr("msg.newer_save")}
        why = (frame.tr("msg.bad_save", reason=frame.why(e.error)) if e.error is not None
               else problems.get(e.problem, e.problem))
        return {"key": e.key, "ok": False, "why": why, "over": False}
    return {"key": e.key, "ok": True, "game": e.game, "players": e.players, "table": e.table, "options": e.options,
            "round": e.round, "saved_at": e.saved_at, "over": e.over, "waiting": e.waiting}

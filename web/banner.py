"""The message banner (an error, a note) every screen shows above its content; its own module
so that the screens (web/home.py, web/table.py, web/screens.py) share it without importing
each other."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .commands import ClearFinished, Dismiss
from .markup import Markup, h, part
from .widgets import button, confirm

if TYPE_CHECKING:
    from .app import App


def banner(app: App) -> Markup | None:
    """A message for the player (an error, a note), where they are looking: above the screen's content."""
    if not app.message:
        return None
    kind, text = app.message
    return part(h.div(h.p(text), app.unsaved and app.screen == "match" and clear_offer(app),
                      button(app.tr("msg.dismiss"), Dismiss(), cls="small"),
                      class_=["banner", f"banner-{kind}"], role="alert" if kind == "error" else "status"))


def clear_offer(app: App) -> Markup | None:
    """Beside the message that the storage is full: clearing the finished matches (asked first)."""
    finished = app.finished_saves()
    if not finished:
        return None
    if app.confirm_clear:
        return h.span(confirm(app.tr("home.clear_confirm"), app.tr("home.clear_yes"), app.tr("home.delete_no"),
                              ClearFinished("yes"), ClearFinished("no")), class_="row-actions")
    return button(app.tr("msg.quota_clear", n=len(finished)), ClearFinished(), cls="small")

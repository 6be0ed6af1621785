"""The message banner (an error, a note) every screen shows above its content; its own module
so that the screens (web/home.py, web/table.py, web/screens.py) share it without importing
each other."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .commands import ClearFinished, Dismiss
from .markup import Markup, h, part
from .widgets import button, confirm

if TYPE_CHECKING:
    from .frame import Frame


def banner(frame: Frame) -> Markup | None:
    """A message for the player (an error, a note), where they are looking: above the screen's content."""
    if not frame.message:
        return None
    kind, text = frame.message
    return part(h.div(h.p(text), frame.unsaved and frame.screen == "match" and clear_offer(frame),
                      button(frame.tr("msg.dismiss"), Dismiss(), cls="small"),
                      class_=["banner", f"banner-{kind}"], role="alert" if kind == "error" else "status"))


def clear_offer(frame: Frame) -> Markup | None:
    """Beside the message that the storage is full: clearing the finished matches (asked first)."""
    finished = frame.finished
    if not finished:
        return None
    if frame.confirm_clear:
        return h.span(confirm(frame.tr("home.clear_confirm"), frame.tr("home.clear_yes"), frame.tr("home.delete_no"),
                              ClearFinished("yes"), ClearFinished("no")), class_="row-actions")
    return button(frame.tr("msg.quota_clear", n=finished), ClearFinished(), cls="small")

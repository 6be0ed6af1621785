"""The table's screens as HTML: the top bar, messages, the error screen, and what the tab and
a screen reader are told. The home screen is :mod:`web.home`, a match :mod:`web.table`.

Everything is built with :mod:`web.markup`: a text from a save, a link, a name or the rules
is escaped by the builder, never pasted in. The shell reads only the core's view envelope
(``to_act``, ``round``, ``phase``, ``result``, ``log``); a game's own board is drawn by its
module in ``web.games``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import home, home_form, rules_screen, table
from .banner import banner
from .commands import Home
from .markup import Markup, fragment, h
from .widgets import button

if TYPE_CHECKING:
    from .frame import Frame


def render(frame: Frame) -> Markup:
    if frame.rules is not None:  # over the screen under way, which stays as it is
        back = rules_screen.close_button(frame)
        return fragment(Markup(home_form.top_bar(frame.tr, frame.lang, back, home=False)),
                        rules_screen.render(frame, *frame.rules))
    body = {"home": home.render, "match": table.render, "error": error}[frame.screen](frame)
    return fragment(top_bar(frame), body)


def top_bar(frame: Frame) -> Markup:
    back = None if frame.screen == "home" else button("← " + frame.tr("nav.home"), Home(), cls="nav-home")
    return Markup(home_form.top_bar(frame.tr, frame.lang, back, home=frame.screen == "home"))


def error(frame: Frame) -> Markup:
    return h.section(banner(frame), h.h1(frame.tr("err.title")), h.p(frame.error or "", class_="error-text"),
                     button(frame.tr("err.home"), Home(), cls="primary"), class_="error-screen")


def title(frame: Frame) -> str:
    """The browser tab's title: says when it is the player's turn."""
    base = frame.tr("app.title")
    if frame.screen != "match" or frame.match is None:
        return base
    game = frame.tr(f"game.{frame.match.game}")
    if frame.match.over:
        return f"{frame.tr('tab.over')} · {game}"
    if frame.match.my_turn:
        return f"● {frame.tr('tab.your_turn')} · {game}"
    return f"{game} · {base}"


def announcement(frame: Frame) -> str:
    """One short sentence for the page's live region: the latest move and what to do now."""
    if frame.screen != "match" or frame.match is None:
        return frame.message[1] if frame.message else ""
    return table.announcement(frame)

"""The table's screens as HTML: the top bar, messages, the error screen, and what the tab and
a screen reader are told. The home screen is :mod:`web.home`, a match :mod:`web.table`.

Everything is built with :mod:`web.markup`: a text from a save, a link, a name or the rules
is escaped by the builder, never pasted in. The shell reads only the core's view envelope
(``to_act``, ``round``, ``phase``, ``result``, ``log``); a game's own board is drawn by its
module in ``web.games``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import home, i18n, table
from .banner import banner
from .commands import Home, Lang
from .markup import Markup, fragment, h
from .widgets import button

if TYPE_CHECKING:
    from .frame import Frame


def render(frame: Frame) -> Markup:
    body = {"home": home.render, "match": table.render, "error": error}[frame.screen](frame)
    return fragment(top_bar(frame), body)


def top_bar(frame: Frame) -> Markup:
    # One button per other language, named in that language (the page's own is the one in use).
    langs = [h.button(label, type="button", class_="chip", data_action=str(Lang(code)), lang=code)
             for code, label in i18n.LANGUAGES.items() if code != frame.lang]
    back = None if frame.screen == "home" else button("← " + frame.tr("nav.home"), Home(), cls="nav-home")
    # The title once: the home screen's heading is the bar's brand.
    brand = (h.h1(frame.tr("app.title"), class_="brand") if frame.screen == "home"
             else h.span(frame.tr("app.title"), class_="brand"))
    return h.header(back, brand, h.nav(langs, class_="langs", aria_label=frame.tr("nav.language")), class_="bar")


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

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
    from .app import App


def render(app: App) -> Markup:
    body = {"home": home.render, "match": table.render, "error": error}[app.screen](app)
    return fragment(top_bar(app), body)


def top_bar(app: App) -> Markup:
    # One button per other language, named in that language (the page's own is the one in use).
    langs = [h.button(label, type="button", class_="chip", data_action=str(Lang(code)), lang=code)
             for code, label in i18n.LANGUAGES.items() if code != app.lang]
    back = None if app.screen == "home" else button("← " + app.tr("nav.home"), Home(), cls="nav-home")
    # The title once: the home screen's heading is the bar's brand.
    brand = (h.h1(app.tr("app.title"), class_="brand") if app.screen == "home"
             else h.span(app.tr("app.title"), class_="brand"))
    return h.header(back, brand, h.nav(langs, class_="langs", aria_label=app.tr("nav.language")), class_="bar")


def error(app: App) -> Markup:
    return h.section(banner(app), h.h1(app.tr("err.title")), h.p(app.error or "", class_="error-text"),
                     button(app.tr("err.home"), Home(), cls="primary"), class_="error-screen")


def title(app: App) -> str:
    """The browser tab's title: says when it is the player's turn."""
    base = app.tr("app.title")
    if app.screen != "match" or app.match is None:
        return base
    game = app.tr(f"game.{app.match.game.id}")
    if app.match.over:
        return f"{app.tr('tab.over')} · {game}"
    if app.match.legal(app.human):
        return f"● {app.tr('tab.your_turn')} · {game}"
    return f"{game} · {base}"


def announcement(app: App) -> str:
    """One short sentence for the page's live region: the latest move and what to do now."""
    if app.screen != "match" or app.match is None:
        return app.message[1] if app.message else ""
    return table.announcement(app)

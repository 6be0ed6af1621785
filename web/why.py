"""Why not, at the table: a tap on a piece that cannot be chosen now says why, in one sentence
naming the rule (issue 77). The engine finds the rule (engine/why.py, from the person's view);
the loop keeps the answer until the next command (web/update.py ``on_why``, web/present.py
``said``); this module puts it into words, as the table draws them.

Each rule's words are in the texts (:func:`text_key`: the shell's for the rules every game
shares, ``why.not_now`` and the like; a game's for its own, ``pr.why.build_owned``); the
figures a rule names (a building, a good) are put into the game's words by its table's
``why_fields`` hook.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import get_game
from engine.core import Refusal
from engine.why import why_not

from . import games, i18n
from .markup import Markup, h

if TYPE_CHECKING:
    from .context import TableContext


def refused(ctx: TableContext, code: str) -> str | None:
    """Why the person cannot choose ``code`` now, in words (None: they can), as a piece's own
    explanation says it before it is tapped."""
    found = why_not(get_game(ctx.view["game"]), ctx.view, ctx.legal, code)
    return None if found is None else words(ctx, found)


def words(ctx: TableContext, refusal: Refusal) -> str:
    """The sentence of ``refusal``, in the table's language and the game's words."""
    fields = games.TABLES[ctx.view["game"]].why_fields(refusal.fields, ctx)
    return i18n.tr(ctx.lang, text_key(refusal.rule), **fields)


def text_key(rule: str) -> str:
    """The words of ``rule``: a game's (``pr.build_owned``) in its own texts as ``pr.why.build_owned``,
    a rule every game shares (``not_now``) in the shell's as ``why.not_now``."""
    game, _, name = rule.rpartition(".")
    return f"{game}.why.{name}" if game else f"why.{name}"


def why_line(ctx: TableContext, refusal: Refusal | None) -> Markup | None:
    """The bar's line that says why (None: nothing asked)."""
    if refusal is None:
        return None
    return h.p(h.span("✗", aria_hidden="true"), " ", words(ctx, refusal), class_="why-line", role="status")

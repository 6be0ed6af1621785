"""Small pieces of the Puerto Rico table, shared by the board and the action bar: a good's
swatch, a doubloon count, a colonist circle, the initial that goes with every colour."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...drawn import Drawn
from ...markup import Markup, h
from ...widgets import button
from .words import label

if TYPE_CHECKING:
    from ...context import TableContext

#: Pieces that depend only on the language and their arguments, drawn once.
once = Drawn(4000)
#: Whole panels as last drawn, by everything they read: a redrawing after a move that did
#: not touch a panel (most computer moves) reuses it.
memo = Drawn(64, by_repr=True)


def swatch(ctx: TableContext, kind: str) -> Markup:
    """A good's or a plantation's colour with its initial (never the colour alone)."""
    return once(("sw", ctx.lang, kind), lambda: h.span(ctx.t(f"pr.initial.{kind}"), class_=["pr-sw", f"pr-k-{kind}"],
                                                       aria_hidden="true"))


def named(ctx: TableContext, kind: str, text: str, n: Any = None) -> Markup:
    """A good or a plantation kind: its swatch, its name and an optional count after it."""
    return h.span(swatch(ctx, kind), " ", h.span(text, class_="pr-nm"), n is not None and " ", n is not None and h.b(n),
                  class_="pr-named")


def coins(n: int, cls: str | None = None) -> Markup:
    """A number of doubloons as a coin ("3" on gold), its meaning said by the text around it."""
    return h.span(n, class_=["pr-coin", cls])


def circle(filled: bool) -> Markup:
    """One colonist circle: filled (a colonist on it) or empty."""
    return h.span("●" if filled else "○", class_=["pr-dot", "on" if filled else "off"], aria_hidden="true")


def circles(filled: int, total: int) -> Markup:
    return once(("dots", filled, total), lambda: h.span([circle(i < filled) for i in range(total)], class_="pr-dots"))


def dots(filled: int, total: int) -> str:
    """Colonist circles as text ("●●○"), for the compact boards and the supply."""
    return "●" * filled + "○" * (total - filled)


def changed(now: int, before: int | None) -> int | None:
    """How a figure moved since the player's last decision (None when not known)."""
    return None if before is None else now - before


def tap(ctx: TableContext, code: str, face: Any, cls: str | None = None) -> Markup | None:
    """The same choice as an action-bar button, where it happens on the board (a plantation
    in the row, a building in the supply): a button without the ``act`` class, only while
    ``code`` is legal; ``None`` otherwise. Its accessible name is the action's label."""
    action = next((a for a in ctx.legal if a.code == code), None)
    if action is None:
        return None
    return button(label(action, ctx), f"play:{code}", content=face, cls=["pr-tap", cls])

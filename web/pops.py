"""Pops: explanations that lie over the table, pushing nothing aside (a ``details`` element
with ``data-pop``, such as an Endeavor tile's). The page keeps what the reader opened across
redraws (:mod:`web.browser`), but a pop left open across a tap elsewhere, a decision or a
link would cover the buttons under it, so the page closes it then, and at Escape.

DOM calls alone (no PyScript import): :mod:`web.browser` passes the elements.
"""

from __future__ import annotations

from typing import Any

from .local_storage import missing

#: The open pops.
OPEN = "details[data-pop][open]"


def close(root: Any, keep: Any = None) -> bool:
    """Close every open pop under ``root`` that does not hold ``keep`` (the element tapped: a
    tap within a pop, on its text or its own summary, is the pop's own). Whether any was
    closed."""
    closed = False
    for pop in root.querySelectorAll(OPEN):
        if missing(keep) or not pop.contains(keep):
            pop.open = False
            closed = True
    return closed


def escape(root: Any, event: Any, focused: Any) -> None:
    """At Escape, close the open pops; the focus, if it was in one, goes back to its summary
    (what opened it)."""
    if str(event.key) != "Escape":
        return
    within: Any = None if missing(focused) else focused.closest(OPEN)
    if close(root):
        event.preventDefault()
        if not missing(within):
            summary = within.querySelector("summary")
            if not missing(summary):
                summary.focus()

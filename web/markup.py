"""HTML built from values, never pasted together from strings: the table's one way to write markup.

A :class:`Markup` is a ``str`` that is already HTML. Everything else handed to the builder
(text from the rules, a player's name, a value read from a link or a save) is escaped on the
way in, so nothing can turn into markup by mistake. The approach is MarkupSafe's and that of
htpy-like builders, in a few lines of our own (the page pays for every byte it loads)::

    h.li(h.b(name), " ", count, class_=["seat", me and "me"])
    # <li class="seat me"><b>Ana &amp; co</b> 3</li>

Attribute names: a trailing underscore is dropped (``class_``, ``for_``) and other
underscores become dashes (``data_action`` -> ``data-action``). ``None`` and ``False`` drop
the attribute, ``True`` writes it bare; a list or tuple (for ``class``) is joined with spaces,
its empty items left out. Children may be text, numbers, markup, ``None``/``False`` (nothing)
or iterables of children.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

#: Elements that have no content and no end tag.
VOID = frozenset({"area", "br", "col", "hr", "img", "input", "link", "meta", "source", "wbr"})


class Markup(str):
    """Text that is already HTML: the builder inserts it as it is."""

    __slots__ = ()

    def __html__(self) -> str:
        return str(self)

    def __add__(self, other: object) -> Markup:
        return Markup(str(self) + str(escape(other)))  # str(): plain strings, no recursion into __radd__

    def __radd__(self, other: object) -> Markup:
        return Markup(str(escape(other)) + str(self))

    def join(self, parts: Iterable[object]) -> Markup:  # type: ignore[override]
        return Markup(str(self).join(escape(p) for p in parts))


def escape(value: object) -> Markup:
    """``value`` as HTML: markup as it is, anything else as text (quotes included)."""
    if isinstance(value, Markup):
        return value
    if hasattr(value, "__html__"):
        return Markup(value.__html__())
    return Markup(html.escape(str(value), quote=True))


def fragment(*children: Any) -> Markup:
    """Several children side by side, with no element around them."""
    out: list[str] = []
    _add(out, children)
    return Markup("".join(out))


def _add(out: list[str], child: Any) -> None:
    if child is None or child is False or child is True:
        return
    if isinstance(child, str):
        out.append(escape(child))
    elif isinstance(child, (int, float)):
        out.append(str(child))
    elif isinstance(child, Iterable):
        for item in child:
            _add(out, item)
    else:
        out.append(escape(child))


def attrs(**values: Any) -> Markup:
    """`` name="value"`` pairs, every value escaped (see the module's notes on names and values)."""
    out = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        if value is True:
            out.append(f" {name}")
            continue
        if isinstance(value, (list, tuple)):
            value = " ".join(str(v) for v in value if v)
            if not value:
                continue
        out.append(f' {name}="{escape(value)}"')
    return Markup("".join(out))


def tag(name: str, *children: Any, **attributes: Any) -> Markup:
    """The element ``name`` with its attributes and children."""
    if name in VOID:
        if children:
            raise ValueError(f"<{name}> has no content")
        return Markup(f"<{name}{attrs(**attributes)}>")
    return Markup(f"<{name}{attrs(**attributes)}>{fragment(*children)}</{name}>")


class _Tags:
    """``h.div(...)`` is ``tag("div", ...)``: one function per element name."""

    def __getattr__(self, name: str) -> Any:
        element = name.rstrip("_")

        def make(*children: Any, **attributes: Any) -> Markup:
            return tag(element, *children, **attributes)

        make.__name__ = element
        return make


h = _Tags()

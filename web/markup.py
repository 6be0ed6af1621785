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

Written in what MicroPython has as well (no ``__future__``, no ``typing`` at run time: its
annotations are never evaluated there, and here they are strings where they name what is not
yet defined), because the page's main side draws the home screen's form with it before the
worker is up (web/home_form.py; tests/web/test_early_home.py runs it there).
"""

import re
import sys

try:  # for the type checker; MicroPython has neither module
    from collections.abc import Callable, Iterable
    from typing import Any
except ImportError:
    pass

#: Elements that have no content and no end tag.
VOID = frozenset({"area", "br", "col", "hr", "img", "input", "link", "meta", "source", "wbr"})
#: Elements that are always parts of the page the browser replaces on their own (web/patch.py):
#: a table's panels, its map, the log.
PARTS = frozenset({"section", "svg", "aside"})
#: What marks a part, right after the element's name (web.patch.MARK).
MARK = ' data-part=""'


#: MicroPython's ``str.join`` and ``re`` take exact strings only, not a subclass's (``str()`` of
#: one gives its exact string, which CPython need not copy).
_EXACT = sys.implementation.name == "micropython"


def _joined(parts: "list[str]") -> str:
    return "".join([str(p) for p in parts] if _EXACT else parts)


class Markup(str):
    """Text that is already HTML: the builder inserts it as it is."""

    __slots__ = ()

    def __html__(self) -> str:
        return str(self)

    def __add__(self, other: object) -> "Markup":
        return Markup(str(self) + str(escape(other)))  # str(): plain strings, no recursion into __radd__

    def __radd__(self, other: object) -> "Markup":
        return Markup(str(escape(other)) + str(self))

    def join(self, parts: "Iterable[object]") -> "Markup":
        return Markup(str(self).join([str(escape(p)) for p in parts]))


def escape(value: object) -> Markup:
    """``value`` as HTML: markup as it is, anything else as text (quotes included)."""
    if isinstance(value, Markup):
        return value
    if hasattr(value, "__html__"):
        return Markup(value.__html__())
    # As html.escape(quote=True) does; the html module is not imported for it, as its import
    # (the table of entities) is start-up time the page need not pay.
    return Markup(str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                  .replace('"', "&quot;").replace("'", "&#x27;"))


def unescape(text: str) -> str:
    """An attribute's value as :func:`escape` wrote it, read back."""
    return (text.replace("&quot;", '"').replace("&#x27;", "'").replace("&lt;", "<").replace("&gt;", ">")
            .replace("&amp;", "&"))


def fragment(*children: Any) -> Markup:
    """Several children side by side, with no element around them."""
    out: list[str] = []
    _add(out, children)
    return Markup(_joined(out))


def _add(out: list[str], child: "Any") -> None:
    if child is None or child is False or child is True:
        return
    if isinstance(child, str):
        out.append(escape(child))
    elif isinstance(child, (int, float)):
        out.append(str(child))
    elif isinstance(child, (list, tuple)):
        for item in child:
            _add(out, item)
    else:
        try:  # another iterable (collections.abc.Iterable is not in MicroPython)
            items = iter(child)
        except TypeError:
            out.append(escape(child))
            return
        for item in items:
            _add(out, item)


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
    return Markup(_joined(out))


def tag(name: str, *children: Any, **attributes: Any) -> Markup:
    """The element ``name`` with its attributes and children."""
    if name in VOID:
        if children:
            raise ValueError(f"<{name}> has no content")
        return Markup(f"<{name}{attrs(**attributes)}>")
    mark = MARK if name in PARTS else ""
    return Markup(f"<{name}{mark}{attrs(**attributes)}>{fragment(*children)}</{name}>")


def drawing(name: str, *children: Any, **attributes: Any) -> Markup:
    """The element ``name`` as :func:`tag` makes it, but never a part: an SVG picture that
    changes with what holds it (web/pictures.py), however it is named."""
    return Markup(f"<{name}{attrs(**attributes)}>{fragment(*children)}</{name}>")


def part(element: Markup) -> Markup:
    """``element`` (markup of one element) marked as a part of the page, which the browser
    replaces on its own when it changes (web/patch.py): for what changes often beside what does
    not, such as a seat among seats or the action bar beside the board."""
    found = re.match(r"<[a-zA-Z][a-zA-Z0-9-]*", str(element) if _EXACT else element)
    if found is None:
        raise ValueError("part() takes the markup of one element")
    name_end = len(found.group(0))  # the match starts the text (MicroPython's match has no end())
    if element.startswith(MARK, name_end):
        return element
    return Markup(element[:name_end] + MARK + element[name_end:])


class _Tags:
    """``h.div(...)`` is ``tag("div", ...)``: one function per element name."""

    def __getattr__(self, name: str) -> "Callable[..., Markup]":
        element = name.rstrip("_")

        def make(*children: Any, **attributes: Any) -> Markup:
            return tag(element, *children, **attributes)

        return make


h = _Tags()

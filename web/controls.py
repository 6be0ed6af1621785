"""A control's command as text, and the plain button and panel every screen draws with.

Written in what MicroPython has as well as CPython (no ``__future__``, no ``typing`` at run
time, no dataclasses), because the page's main side draws the home screen with them before
the worker is up (web/home_form.py); tests/web/test_early_home.py runs them there. The main
side's modules are one script in the page, so an import of ours fails there and what it names
is already defined.

A command's text is its verb, ``verb:value`` or ``verb:first=second`` (web/commands.py holds
the commands and reads the text back).
"""

try:  # CPython; in the page, MicroPython has no typing and web/markup.py comes before this module
    from typing import Any

    from web.markup import Markup, h
except ImportError:
    pass


def action(verb: str, *values: object) -> str:
    """The text of the command ``verb`` with these field values."""
    return verb + ":" + "=".join([str(v) for v in values]) if values else verb


def control(label: "Any", act: str, cls: "Any" = None, pressed: "bool | None" = None, disabled: bool = False,
            title: "str | None" = None, lang: "str | None" = None) -> "Markup":
    """A button that sends the command text ``act`` when tapped; ``pressed``: a choice of a row
    (its ``aria-pressed``), None for a plain button."""
    classes = [] if cls is None else ([cls] if isinstance(cls, str) else list(cls))
    return h.button(label, type="button", class_=classes, data_action=act,
                    aria_pressed=None if pressed is None else ("true" if pressed else "false"),
                    disabled=disabled, title=title, lang=lang)


def pick(label: "Any", act: str, name: str, value: object, checked: bool, cls: "Any" = None, kind: str = "radio",
         disabled: bool = False, title: "str | None" = None) -> "Markup":
    """A choice of a form's row as the browser's own control: a radio button (``kind``
    "checkbox": a box to tick) inside its label, which it covers (CSS), so that a tap changes the
    choice at once, before any script runs; once the page's Python runs, the same tap sends the
    command ``act``. ``name`` and ``value`` are what the form sends (web/home_form.py)."""
    classes = ["pick"] + ([] if cls is None else ([cls] if isinstance(cls, str) else list(cls)))
    return h.label(h.input(type=kind, name_=name, value=str(value), data_action=act, checked=checked,
                           disabled=disabled), label, class_=classes, title=title)


def confirm(question: str, yes: str, no: str, do: str, keep: str) -> "list[Markup]":
    """A question asked before something that cannot be undone: the command ``do`` does it,
    ``keep`` keeps things as they are (the second step of every "ask first")."""
    return [h.span(question, class_="confirm"), control(yes, do, cls="danger small"), control(no, keep, cls="small")]


def section(title: "Any", body: "Any", cls: "Any" = None, ident: "str | None" = None, level: int = 2) -> "Markup":
    """A titled part of a screen (a market, the seats, the new match)."""
    heading = h.h3(title) if level == 3 else h.h2(title)
    classes = ["panel"] + ([] if cls is None else ([cls] if isinstance(cls, str) else list(cls)))
    return h.section(heading, body, class_=classes, id=ident)

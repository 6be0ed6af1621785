"""Small helpers to write HTML safely: every text goes through :func:`esc`."""

from __future__ import annotations

from html import escape


def esc(value: object) -> str:
    """Text made safe for element content and quoted attribute values."""
    return escape(str(value), quote=True)


def attrs(**values: object) -> str:
    """`` name="value"`` pairs; ``None`` and ``False`` drop the attribute, ``True`` writes it bare.

    A trailing underscore is dropped (``class_``) and other underscores become dashes
    (``data_action`` -> ``data-action``, ``aria_label`` -> ``aria-label``).
    """
    out = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


def button(label: str, action: str, *, cls: str = "", pressed: bool | None = None, disabled: bool = False,
           title: str | None = None, label_html: str | None = None) -> str:
    """A button that sends ``action`` to the table when clicked (read by ``web.browser``).

    ``label`` is plain text (escaped); ``label_html`` is already-safe markup shown instead,
    with ``label`` kept as the accessible name.
    """
    inner = label_html if label_html is not None else esc(label)
    pressed_attr = None if pressed is None else ("true" if pressed else "false")
    named = attrs(type="button", class_=cls or None, data_action=action, aria_pressed=pressed_attr,
                  disabled=disabled, title=title, aria_label=label if label_html is not None else None)
    return f"<button{named}>{inner}</button>"

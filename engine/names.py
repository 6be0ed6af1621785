"""A player's name: whatever a person types, less what would change the page around it.

A name is shown inside sentences, on the scoreboard, in the page's title and in the storage's
values, and it crosses MicroPython on the page's main side, whose strings reach JavaScript only
up to their first NUL. So one rule decides, in both interpreters (this module is shipped
inline to the main side too: tools/assemble.py), what a name may hold:

- kept: every character of every plane (emoji, Hangul, combining marks, the right-to-left
  and left-to-right marks, the zero-width joiner of an emoji sequence);
- dropped: the control characters (U+0000-U+001F, U+007F-U+009F), the line and paragraph
  separators (U+2028, U+2029) and the bidirectional embeddings, overrides and isolates
  (U+202A-U+202E, U+2066-U+2069), which would reorder the text after the name;
- joined: a surrogate pair (MicroPython's ``json`` reads ``"\\ud83d\\ude00"`` as two code
  points) is the one character it stands for; a lone surrogate, half of a character, is
  U+FFFD, the replacement character.

The form cleans what is typed (:func:`clean_name`); a link's or a save's header must hold
names that are already clean (:func:`read_name`), else the record is refused, as any other
field a table does not write.

Written in what MicroPython has (no ``__future__``, no ``typing`` at run time).
"""

#: A name in the table notes: the most characters the table's name field takes.
NAME_LIMIT = 24
#: What stands for half of a character.
REPLACEMENT = "\ufffd"
#: The ranges of code points a name never holds (inclusive).
DROPPED = ((0x0000, 0x001F), (0x007F, 0x009F), (0x2028, 0x2029), (0x202A, 0x202E), (0x2066, 0x2069))


def _dropped(point: int) -> bool:
    for low, high in DROPPED:
        if low <= point <= high:
            return True
    return False


def _characters(text: str, strict: bool) -> "list[str] | None":
    """The characters of ``text``, each surrogate pair joined, by the rule above; ``strict``:
    None at the first character the rule drops or replaces."""
    out = []
    high = 0
    for ch in text:
        point = ord(ch)
        if high and 0xDC00 <= point <= 0xDFFF:
            out.append(chr(0x10000 + ((high - 0xD800) << 10) + (point - 0xDC00)))
            high = 0
            continue
        if high:  # a high surrogate alone
            if strict:
                return None
            out.append(REPLACEMENT)
            high = 0
        if 0xD800 <= point <= 0xDBFF:
            high = point
        elif 0xDC00 <= point <= 0xDFFF or _dropped(point):
            if strict:
                return None
            if point >= 0xD800:
                out.append(REPLACEMENT)
        else:
            out.append(ch)
    if high:
        if strict:
            return None
        out.append(REPLACEMENT)
    return out


def clean_name(text: str, limit: int = NAME_LIMIT) -> str:
    """``text`` as a name: by the rule above, without the spaces around it, at most ``limit``
    characters."""
    return "".join(_characters(text, False) or []).strip()[:limit]


def read_name(text: object, limit: int = NAME_LIMIT) -> "str | None":
    """The name a header holds (surrogate pairs joined), or None where it is not one the form
    writes: not a text, longer than ``limit``, with spaces around it, or holding a character
    the rule drops or replaces."""
    if not isinstance(text, str):
        return None
    kept = _characters(text, True)
    name = None if kept is None else "".join(kept)
    return name if name is not None and len(name) <= limit and name == name.strip() else None

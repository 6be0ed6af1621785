"""A command's grammar: ``verb`` or ``verb:argument`` (web/commands.py says what each means)."""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import ClassVar, Self

from .controls import action

#: Between the steps of one tap that plays several (no action code holds it).
THEN = ","


@dataclass(frozen=True)
class CommandBase:
    """A click's meaning: the verb (``VERB``) and the fields of its argument. Every command is
    one of web/commands.py's, whose union is ``Command``."""

    VERB: ClassVar[str] = ""

    def __str__(self) -> str:
        return action(self.VERB, *(getattr(self, f.name) for f in fields(self)))

    @classmethod
    def read(cls, arg: str) -> Self | None:
        """The command of this kind that ``arg`` (the text after ``verb:``) says, or None."""
        names = [f.name for f in fields(cls)]
        if not names:
            return cls() if arg == "" else None
        parts = arg.split("=", 1) if len(names) == 2 else [arg]
        if len(parts) != len(names) or (arg == "" and fields(cls)[0].default is MISSING):
            return None
        values: list[object] = []
        for f, part in zip(fields(cls), parts):
            if f.type == "int":
                if not (part.isascii() and part.isdigit()):
                    return None
                values.append(int(part))
            else:
                values.append(part)
        return cls(*values)

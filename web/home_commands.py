"""The home screen's commands: the new-match form's choices, Start, a save's Continue, the
saves' and the record's commands, and the settings. Both interpreters run them: the worker's
loop (web/update.py, through web/commands.py, whose ``Command`` union holds them) and the
page's main side, which answers the home screen before the worker is up (main_side/home.py).
So they are plain classes, not dataclasses (MicroPython has none, nor ``match``), with the
same grammar as web/grammar.py's: ``verb``, ``verb:value`` or ``verb:first=second``, an int
field only in ASCII digits (:func:`read_home` reads one at the main side's edge).

Written as web/controls.py is (no ``__future__``, no ``typing`` at run time, no annotated
assignment); tests/web/test_early_home.py runs it in MicroPython.
"""

try:  # CPython; in the page the modules before this one define ``action``, and there is no typing
    from typing import Any, Self

    from web.controls import action
except ImportError:
    pass

DIGITS = "0123456789"


class Said:
    """A home screen's command: its verb (``VERB``) and its fields (``FIELDS``: name and kind,
    ``int`` or ``str``, in the text's order). Equal by kind and fields, as a frozen dataclass is."""

    VERB = ""
    FIELDS = ()  # type: tuple[tuple[str, type], ...]
    #: A last field that may be left out of the text (its value then "").
    OPTIONAL = False

    def __init__(self, *values: object) -> None:
        """A command with no fields (each kind with fields has its own)."""

    def values(self) -> "tuple[object, ...]":
        return tuple(getattr(self, name) for name, _ in self.FIELDS)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.values() == self.values()

    def __hash__(self) -> int:
        return hash((self.VERB,) + self.values())

    def __repr__(self) -> str:
        fields = [name + "=" + repr(value) for (name, _), value in zip(self.FIELDS, self.values())]
        return type(self).__name__ + "(" + ", ".join(fields) + ")"

    def __str__(self) -> str:
        values = self.values()
        if self.OPTIONAL and values[-1] == "":
            values = values[:-1]
        return str(action(self.VERB, *values))

    @classmethod
    def read(cls, arg: str) -> "Self | None":
        """The command of this kind that ``arg`` (the text after ``verb:``) says, or None."""
        if not cls.FIELDS:
            return cls() if arg == "" else None
        if arg == "" and cls.OPTIONAL and len(cls.FIELDS) == 1:
            return cls()
        parts = arg.split("=", 1) if len(cls.FIELDS) == 2 else [arg]
        if len(parts) != len(cls.FIELDS) or arg == "":
            return None
        values = []  # type: list[object]
        for (_, kind), part in zip(cls.FIELDS, parts):
            if kind is int:
                if not part or not all(ch in DIGITS for ch in part):
                    return None
                values.append(int(part))
            else:
                values.append(part)
        return cls(*values)


# --- the settings, on every screen --------------------------------------------------------------

class Setting(Said):
    """A setting kept between visits (web/home_form.py ``SETTINGS``: its key and values; a
    value it does not have changes nothing)."""

    FIELDS = (("value", str),)

    def __init__(self, value: str) -> None:
        self.value = value


class Lang(Setting):
    """The page's language."""

    VERB = "lang"


class Speed(Setting):
    """How the computers' moves are shown: ``normal`` (one by one) or ``instant``."""

    VERB = "speed"


class Auto(Setting):
    """Whether the table answers the obvious questions for the person: ``on`` or ``off``."""

    VERB = "auto"


class HintSetting(Setting):
    """Whether the hint is offered at the table: ``on`` or ``off``."""

    VERB = "hints"


# --- the new-match form -------------------------------------------------------------------------

class PickGame(Said):
    VERB = "pick-game"
    FIELDS = (("game", str),)

    def __init__(self, game: str) -> None:
        self.game = game


class Counted(Said):
    """A choice of a number: of the players, of the person's seat, of a seat played by a person."""

    FIELDS = (("n", int),)

    def __init__(self, n: int) -> None:
        self.n = n


class PickPlayers(Counted):
    VERB = "pick-players"


class PickSeat(Counted):
    VERB = "pick-seat"


class PickPerson(Counted):
    """Seat ``n`` is played by a person at this device, or by the computer (it turns)."""

    VERB = "pick-person"


class PickLink(Counted):
    """Seat ``n``, a person's, is played on their own device by link, or at this device (it turns)."""

    VERB = "pick-link"


class PickLevel(Said):
    VERB = "pick-level"
    FIELDS = (("level", str),)

    def __init__(self, level: str) -> None:
        self.level = level


class Option(Said):
    VERB = "option"
    FIELDS = (("name", str), ("value", str))

    def __init__(self, name: str, value: str) -> None:
        self.name = name
        self.value = value


class Start(Said):
    VERB = "start"


class Rules(Said):
    """Show how to play ``game``, at its section ``at`` (web/rules_screen.py), over the screen
    under way."""

    VERB = "rules"
    FIELDS = (("game", str), ("at", str))

    def __init__(self, game: str, at: str) -> None:
        self.game = game
        self.at = at


class Guide(Said):
    """Play ``game``'s guided first round (web/guide.py)."""

    VERB = "guide"
    FIELDS = (("game", str),)

    def __init__(self, game: str) -> None:
        self.game = game


# --- the saves and the record -------------------------------------------------------------------

class Keyed(Said):
    """A command on the save ``key``."""

    FIELDS = (("key", str),)

    def __init__(self, key: str) -> None:
        self.key = key


class Resume(Keyed):
    """Continue (or open) a save."""

    VERB = "resume"


class AllSaves(Said):
    VERB = "all-saves"


class Delete(Keyed):
    """Ask before deleting the save ``key``."""

    VERB = "delete"


class DeleteYes(Keyed):
    VERB = "delete-yes"


class DeleteNo(Keyed):
    VERB = "delete-no"


#: The answer that carries out what was asked (:class:`Asked`).
YES = "yes"


class Asked(Said):
    """Something that cannot be undone, asked first: with no ``answer`` the page asks, then
    ``yes`` does it and ``no`` keeps things as they are."""

    FIELDS = (("answer", str),)
    OPTIONAL = True

    def __init__(self, answer: str = "") -> None:
        self.answer = answer


class ClearFinished(Asked):
    """Delete every finished match."""

    VERB = "clear-finished"


class ResetTally(Asked):
    """Start the record of wins again."""

    VERB = "reset-tally"


#: The home screen's commands, by verb.
HOME_KINDS = {kind.VERB: kind for kind in (
    Lang, Speed, Auto, HintSetting, PickGame, PickPlayers, PickSeat, PickPerson, PickLink, PickLevel, Option, Start,
    Rules, Guide, Resume, AllSaves, Delete, DeleteYes, DeleteNo, ClearFinished, ResetTally)}
#: The saves' and the record's commands (:func:`answer_saves`).
KEEPING = (AllSaves, Delete, DeleteYes, DeleteNo, ClearFinished, ResetTally)


def read_home(text: str) -> "Said | None":
    """The home screen's command a control's ``data-action`` says, or None (none of these)."""
    verb, _, arg = text.partition(":")
    kind = HOME_KINDS.get(verb)
    return None if kind is None else kind.read(arg)


def answer_saves(view: "dict[str, Any]", command: Said) -> bool:
    """A command on the saves or the record, answered on the home screen's ``view``
    (web/home_saves.py's: ``all_saves``, ``confirm_delete``, ``confirm_clear``,
    ``confirm_reset``): whether it is now to be carried out on the storage (a deletion, the
    finished matches cleared, the record started again, each asked first)."""
    done = False
    if isinstance(command, AllSaves):
        view["all_saves"] = True
    elif isinstance(command, Delete):
        view["confirm_delete"] = command.key
    elif isinstance(command, DeleteYes):
        done = command.key == view["confirm_delete"]
        view["confirm_delete"] = None
    elif isinstance(command, DeleteNo):
        view["confirm_delete"] = None
    elif isinstance(command, (ClearFinished, ResetTally)):
        asking = "confirm_clear" if isinstance(command, ClearFinished) else "confirm_reset"
        done = command.answer == YES and bool(view[asking])
        view[asking] = command.answer == ""
    return done

# The new-match form as the person left it before the page's script ran (issue 75): its
# choices are the browser's own controls (web/controls.pick), so they answer at first paint,
# and Start is the submit of a GET form, which the browser sends itself where no script runs
# yet (web/home_form.py ``FORM``). main_side/home.py takes what is read here.
#
# MicroPython, like page.py; tests/web/test_first_paint_form.py runs it in MicroPython and CPython.

try:  # CPython (the tests); in the page the modules before this one define these
    from main_side.dom import each
    from web.home_commands import Option, PickGame, PickLevel, PickPerson, PickPlayers, PickSeat, Start, read_home
    from web.home_form import FORM
except ImportError:
    pass

#: What the form sends besides its choices' commands: Start, and the names typed.
NAME = "name"
#: The longest ``?`` part read as a form: the form's fields with six names of 24 characters,
#: each percent-encoded, are under 2,000 characters; a longer one was not sent by it.
FORM_LIMIT = 4000


def unquote(text):
    """A part of an address's ``?`` part as it was sent: ``+`` a space, ``%XX`` a byte; None
    where the bytes are not UTF-8."""
    raw, out, i = text.replace("+", " ").encode(), bytearray(), 0
    while i < len(raw):
        pair = raw[i + 1:i + 3]
        if raw[i] == 37 and len(pair) == 2 and all(c in b"0123456789abcdefABCDEF" for c in pair):
            out.append(int(pair.decode(), 16))
            i += 3
        else:
            out.append(raw[i])
            i += 1
    try:
        return bytes(out).decode()
    except UnicodeError:
        return None


def _sent(name):
    """Whether ``name`` is one of the new-match form's fields (web/home_form.py)."""
    return name in (Start.VERB, PickGame.VERB, PickPlayers.VERB, PickSeat.VERB, PickPerson.VERB, PickLevel.VERB,
                    NAME) or name.startswith(Option.VERB + ":") or name.startswith(NAME + "-")


def sent_form(search):
    """What Start sent where it was tapped before the page's script ran: the browser sent the
    form itself (web/home_form.py ``FORM``) and loaded the page again with it as the address's
    ``?`` part: (the choices' commands in the form's order, the seats held by people, the names
    typed, the ``?`` part without the form's fields); None where Start sent nothing."""
    if not search.startswith("?") or len(search) > FORM_LIMIT:
        return None
    pairs = [part.partition("=") for part in search[1:].split("&") if part]
    if not any(k == Start.VERB and v == "1" for k, _, v in pairs):
        return None
    fields = [(unquote(k), unquote(v)) for k, _, v in pairs]
    kept = [k + "=" + v if eq else k for (k, eq, v), (name, _) in zip(pairs, fields) if name is None or not _sent(name)]
    texts = [k + ":" + v for kind in (PickGame, PickPlayers, PickSeat, PickLevel)
             for k, v in fields if k == kind.VERB and v]
    texts += [k + "=" + v for k, v in fields if k is not None and k.startswith(Option.VERB + ":") and v is not None]
    commands = [command for command in (read_home(text) for text in texts) if command is not None]
    people = [v for k, v in fields if k == PickPerson.VERB and v is not None]
    form = {k: v for k, v in fields if k is not None and v is not None and (k == NAME or k.startswith(NAME + "-"))}
    return commands, people, form, "?" + "&".join(kept) if kept else ""


def early_form(root):
    """The new-match form as the person changed it before this script ran, on the home screen
    the build drew (its choices are the browser's own controls): the commands of every choice
    checked (all of them, as the screen showed them, where one changed), the seats held by
    people, the names typed; None where nothing was changed."""
    fields = list(each(root.querySelectorAll("#" + FORM + " input[data-action]")))
    typed = {}
    for field in each(root.querySelectorAll("#" + FORM + " input[data-field]")):
        if str(field.value) != str(field.defaultValue):
            typed[str(field.getAttribute("data-field"))] = str(field.value)
    if not typed and all(bool(f.checked) == bool(f.defaultChecked) for f in fields):
        return None
    texts = [str(f.getAttribute("data-action")) for f in fields if bool(f.checked) and str(f.type) == "radio"]
    commands = [command for command in (read_home(text) for text in texts) if command is not None]
    people = [str(f.value) for f in fields if bool(f.checked) and str(f.type) == "checkbox"]
    return commands, people, typed

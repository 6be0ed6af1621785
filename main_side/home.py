# The home screen on the main side while the worker starts: drawn with the worker's own
# functions (web/home_form.py, shipped inline before this module) from the games and words the
# build wrote into the page (<script id="home-data">, tools/assemble.py), so that the language,
# the new-match form and the settings answer a tap at once. Start is taken at once: the bar says
# the table is on its way, and the worker starts the match the form says as soon as it is up.
#
# MicroPython, like page.py; tests/web/test_main_side.py runs it in CPython against a fake DOM
# and tests/web/test_early_home.py in MicroPython.

import json

try:  # CPython (the tests); in the page these are defined by the modules before this one
    from main_side.dom import css_string, each, missing
    from web.home_form import (
        LANG,
        SETTINGS,
        SETUP_KEY,
        START,
        change,
        new_match,
        pick_language,
        read_setup,
        screen,
        settings,
        start_bar,
        take_names,
        top_bar,
    )
except ImportError:
    pass

DATA = "home-data"  # the id of the page's <script type="application/json"> the build writes
#: A ``{field}`` of a text (the home screen's texts have no other kind: web/home_form.text_keys).
OPEN, CLOSE = "{", "}"


def fill(text, fields):
    """``text`` with each ``{name}`` replaced by its field's value."""
    out, rest = [], text
    while OPEN in rest:
        before, _, after = rest.partition(OPEN)
        name, _, rest = after.partition(CLOSE)
        out.append(before + str(fields[name]))
    out.append(rest)
    return "".join(out)


class EarlyHome:
    """The home screen before the worker is up: its language, settings and form, and whether
    Start was taken."""

    def __init__(self, data, stored, preferred):
        self.catalogue, self.texts = data["catalogue"], data["texts"]
        self.settings = {}
        for verb, key, values in SETTINGS:
            value = stored.get(key)
            self.settings[verb] = value if value in values else values[0]
        if stored.get(SETTINGS[0][1]) not in SETTINGS[0][2]:
            self.settings[LANG] = pick_language(preferred)
        try:  # a damaged or hand-made form: nesting deep enough raises RecursionError, not ValueError
            saved = json.loads(stored.get(SETUP_KEY) or "{}")
        except Exception:
            saved = {}
        self.setup = read_setup(saved, self.catalogue)
        self.started = False
        self.touched = {}  # the settings the person changed here: the worker makes (and keeps) them
        self.changes = 0

    def tr(self, key, **fields):
        text = self.texts.get(self.settings[LANG], {}).get(key) or self.texts["en"].get(key)
        if text is None:
            raise KeyError(key)
        return fill(text, fields) if fields else text

    def markup(self, waiting_text):
        """The whole screen: the top bar, the form and the settings, the start bar."""
        tr, cat = self.tr, self.catalogue
        waiting = tr(waiting_text) if self.started else None
        return str(top_bar(tr, self.settings[LANG])) + str(screen([], new_match(tr, self.setup, cat),
                                                                  [settings(tr, self.settings)],
                                                                  start_bar(tr, self.setup, cat, waiting)))

    def act(self, text, form):
        """A tap's command ``text`` with the form's fields: whether it was the home screen's to
        answer. Start is taken once, and then nothing more."""
        if self.started:
            return True  # the table is on its way: nothing more to choose here
        take_names(self.setup, form, self.catalogue["name_limit"])
        verb, _, value = text.partition(":")
        answered = False
        for setting, _key, values in SETTINGS:
            if verb == setting and value in values:
                self.settings[setting] = self.touched[setting] = value
                answered = True
        if verb == START:
            self.started = answered = True
        answered = answered or change(self.setup, text, self.catalogue)
        self.changes += 1 if answered else 0
        return answered

    def boot_fields(self):
        """What the worker takes over (web/worker.py ``_early``): the settings changed here,
        the form as the person left it, and whether Start was tapped."""
        return {"settings": self.touched, "setup": self.setup, "start": self.started}


def read_data(document):
    """The games and words the build wrote into the page (None on a page without them)."""
    element = document.getElementById(DATA)
    if missing(element):
        return None
    return json.loads(str(element.textContent))


class Early:
    """The early home screen on the page: drawn into ``root``, a tap answered and drawn again."""

    WAITING = "home.starting"

    def __init__(self, document, root, home):
        self.document, self.root, self.home = document, root, home
        self.active = True

    def draw(self):
        focused = self.document.activeElement
        action = None if missing(focused) else focused.getAttribute("data-action")
        self.root.innerHTML = self.home.markup(self.WAITING)
        self.root.setAttribute("lang", self.home.settings[LANG])
        self.document.documentElement.setAttribute("lang", self.home.settings[LANG])
        self.document.title = self.home.tr("app.title")
        self.root.setAttribute("aria-busy", "false")
        self.root.setAttribute("data-early", "home")
        if not missing(action):
            again = self.root.querySelector('[data-action="' + css_string(str(action)) + '"]')
            if not missing(again):
                again.focus()

    def act(self, text, form):
        """Answer a tap before the worker is up: whether it was answered here."""
        if not self.active:
            return False
        if not self.home.act(text, form):
            return False
        self.draw()
        return True

    def typed(self):
        """What the fields hold now (a name being typed, not yet sent with a tap): id -> value."""
        return {str(f.id): str(f.value) for f in each(self.root.querySelectorAll("input[data-field]"))}

    def handed_over(self, typed):
        """The worker is up and drew its first screen in place of this one, which answers
        nothing more; what was being typed (``typed``, from :meth:`typed`) stays in its field."""
        self.active = False
        self.root.removeAttribute("data-early")
        for ident, value in typed.items():
            field = self.document.getElementById(ident)
            if not missing(field) and str(field.value) != value:
                field.value = value


def begin(document, root, stored, preferred, address):
    """The early home screen drawn, if the page opens on it (no link in ``address``) and the build
    wrote its data; else None (a link waits for the worker)."""
    data = read_data(document)
    if data is None or address.strip("#"):
        return None
    early = Early(document, root, EarlyHome(data, stored, preferred))
    early.draw()
    return early

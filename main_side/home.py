# The home screen on the main side while the worker starts: drawn with the worker's own
# functions (web/home_form.py, web/home_saves.py, shipped inline before this module) from the
# games and words the build wrote into the page (<script id="home-data">, tools/assemble.py) and
# the saves and the record read from the storage (main_side/saves.py), so that the language,
# the new-match form, the settings and the saves answer a tap at once. Start (or a save's
# Continue) is taken at once: the bar says the table is on its way, and the worker opens the
# match as soon as it is up. What is done to the saves here (shown all, deleted, cleared, the
# record reset, each asked first as on the worker's screen) is shown at once and carried out by
# the worker, which replays the same commands (web/worker.py ``_early``): the storage has one
# writer, and a deletion the page was closed before the worker made is not made.
#
# MicroPython, like page.py; tests/web/test_main_side.py runs it in CPython against a fake DOM
# and tests/web/test_early_home.py in MicroPython.

import json

try:  # CPython (the tests); in the page these are defined by the modules before this one
    from main_side.dom import css_string, each, held, hold, missing
    from main_side.form import early_form
    from main_side.saves import read_saves, read_tally, record_head
    from web.controls import section
    from web.home_commands import (
        KEEPING,
        ClearFinished,
        DeleteYes,
        PickPerson,
        Resume,
        Start,
        answer_saves,
        read_home,
    )
    from web.home_form import (
        LANG,
        SETTINGS,
        change,
        kept_settings,
        kept_setup,
        new_match,
        screen,
        settings,
        start_bar,
        take_names,
        title,
        top_bar,
    )
    from web.home_saves import describe_options, finished, in_progress, seat_names, split, tally, tally_lines
    from web.markup import h
    from web.spacing import apart
except ImportError:
    pass

DATA = "home-data"  # the id of the page's <script type="application/json"> the build writes
#: A ``{field}`` of a text (the home screen's texts have no other kind: web/home_form.form_text_keys).
OPEN, CLOSE = "{", "}"
#: An unreadable save's reason in words, by what main_side/saves.py found.
PROBLEMS = {"corrupt": "msg.corrupt_save", "record": "msg.corrupt_save", "newer": "msg.newer_save"}


def fill(text, fields):
    """``text`` with each ``{name}`` replaced by its field's value, and each ``{name:one|many}``
    by the word for the number it holds (web/i18n.py's ``Word``)."""
    out, rest = [], text
    while OPEN in rest:
        before, _, after = rest.partition(OPEN)
        field, _, rest = after.partition(CLOSE)
        name, _, spec = field.partition(":")
        if "|" in spec:
            one, _, many = spec.partition("|")
            out.append(before + (one if fields[name] == 1 else many))
        else:
            out.append(before)
            out.append(apart(str(fields[name]), "".join(out), rest))  # 等待 Bo, as web/i18n.py writes it
    out.append(rest)
    return "".join(out)


class EarlyHome:
    """The home screen before the worker is up: its language, settings and form, the saves and
    the record, and whether a match was asked for (Start, or a save's Continue)."""

    def __init__(self, data, stored, preferred, address=""):
        self.catalogue, self.texts = data["catalogue"], data["texts"]
        self.stylesheets = data.get("stylesheets") or {}  # each game's own, by its id
        #: The match the page's address names (``#<record>``, ``~<step>`` for its replay), which
        #: the worker opens: shown by its game and players meanwhile (``opening``: its head as
        #: read here, None where it cannot be read here, and the worker says why).
        self.address = address.strip("#").strip()
        record = self.address.partition(data["limits"]["replay_mark"])[0]
        self.opening = record_head(record, self.catalogue, data["limits"]) if self.address else None
        self.settings = kept_settings(stored.get, preferred)
        self.setup = kept_setup(stored.get, self.catalogue)
        self.saves = read_saves(stored, self.catalogue, data["limits"])
        self.tally = tally_lines(read_tally(stored, data["limits"]))
        self.view = {"all_saves": False, "confirm_delete": None, "confirm_clear": False, "confirm_reset": False}
        self.started = False
        self.resume = None  # the save whose Continue (or Open) was tapped
        self.touched = {}  # the settings the person changed here: the worker makes (and keeps) them
        self.kept = []  # the saves' commands answered here, in order: the worker carries them out
        self.handed = 0  # how many of them went to the worker
        self.changes = 0

    def tr(self, key, **fields):
        return self.tr_in(self.settings[LANG], key, **fields)

    def tr_in(self, lang, key, **fields):
        text = self.texts.get(lang, {}).get(key) or self.texts["en"].get(key)
        if text is None:
            raise KeyError(key)
        return fill(text, fields) if fields else text

    def every_tr(self):
        """``tr`` in each language (a computer's name as an earlier table stored it is known in any)."""
        return [lambda key, lang=lang, **fields: self.tr_in(lang, key, **fields) for lang in sorted(self.texts)]

    def markup(self, waiting_text):
        """The whole screen: the top bar, the matches in progress, the form, the finished ones,
        the record and the settings, the start bar; or, when the address names a match, the
        match being opened."""
        if self.address:
            return self.opening_markup(waiting_text)
        tr, cat, view, every = self.tr, self.catalogue, self.view, self.every_tr()
        going, done = split([self.worded(s) for s in self.saves])
        waiting = tr(waiting_text) if self.started else None
        return str(top_bar(tr, self.settings[LANG])) + str(screen(
            [in_progress(tr, cat, going, view, every)], new_match(tr, self.setup, cat),
            [finished(tr, cat, done, view, every), tally(tr, cat, self.tally, bool(view["confirm_reset"])),
             settings(tr, self.settings)],
            start_bar(tr, self.setup, cat, waiting)))

    def opening_markup(self, waiting_text):
        """The match the address names, while the worker starts: its game, its players and its
        settings, and a line that says the table is on its way."""
        tr, head = self.tr, self.opening
        about = None
        if head is not None:
            gid, players, table = head["game"], head["players"], head["table"]
            facts = describe_options(tr, self.catalogue, gid, players, head["options"], table)
            about = h.div(h.h3(title(tr, gid), h.span(tr("home.players_n", n=players), class_="count")),
                          h.p(", ".join(seat_names(tr, table, players, self.every_tr())), class_="who"),
                          facts and h.p(" · ".join(facts), class_="meta"), class_="save-card")
        line = h.p(h.span(class_="spinner", aria_hidden="true"), tr(waiting_text), class_="waiting", role="status")
        return str(top_bar(tr, self.settings[LANG])) + str(h.div(
            section(tr("home.opening"), [about, line], cls="opening", ident="opening"), class_="screen"))

    def worded(self, save):
        """A save as drawn: an unreadable one with its reason in the page's language."""
        if save["ok"]:
            return save
        out = {"why": self.tr(PROBLEMS[save["problem"]])}
        out.update(save)
        return out

    def act(self, text, form):
        """A tap's command ``text`` with the form's fields: whether it was the home screen's to
        answer."""
        command = read_home(text)
        return command is not None and self.answer(command, form)

    def answer(self, command, form):
        """Answer the home screen's ``command`` (web/home_commands.py) with the form's fields:
        whether it was answered here. A match is asked for once, and then nothing more is."""
        if self.started:
            return True  # the table is on its way: nothing more to choose here
        answered = False
        for kind, _key, values in SETTINGS:
            if type(command) is kind and command.value in values:
                self.settings[kind.VERB] = self.touched[kind.VERB] = command.value
                answered = True
        if self.address:  # the match named is opening: only the language is chosen meanwhile
            self.changes += 1 if answered else 0
            return answered
        take_names(self.setup, form, self.catalogue["name_limit"])
        if isinstance(command, Start):
            self.started = answered = True
        elif isinstance(command, Resume) and any(s["ok"] and s["key"] == command.key for s in self.saves):
            self.started, self.resume, answered = True, command.key, True
        elif isinstance(command, KEEPING):
            self.keeping(command)
            answered = True
        answered = answered or change(self.setup, command, self.catalogue)
        self.changes += 1 if answered else 0
        return answered

    def take_form(self, commands, people, form):
        """The new-match form as the person left it before this script ran (:func:`early_form`,
        :func:`sent_form`): its choices' commands in the form's order, the seats ``people`` hold
        where given (None: as they are), the names typed."""
        for command in commands:
            self.answer(command, form)
        if people is not None:
            for n in range(self.setup["players"]):
                if (str(n) in people) != (n in self.setup["people"]):
                    self.answer(PickPerson(n), form)
        take_names(self.setup, form, self.catalogue["name_limit"])

    def keeping(self, command):
        """A command on the saves or the record, answered on the screen as the worker answers it
        (web/keeping.py ``on_keeping``, which carries it out when it replays it)."""
        if answer_saves(self.view, command):
            if isinstance(command, DeleteYes):
                self.saves = [s for s in self.saves if s["key"] != command.key]
            elif isinstance(command, ClearFinished):
                self.saves = [s for s in self.saves if not (s["ok"] and s["over"])]
            else:  # the record started again
                self.tally = []
        self.kept.append(str(command))

    def boot_fields(self):
        """What the worker takes over (web/worker.py ``_early``): the settings changed here, the
        saves' commands not yet handed to it, the form as the person left it, and the match asked
        for (``start``, or the save to ``resume``)."""
        fields = {"settings": self.touched, "kept": self.kept[self.handed:], "setup": self.setup,
                  "start": self.started and self.resume is None, "resume": self.resume}
        self.handed = len(self.kept)
        return fields


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
        kept = held(self.root)
        # A NUL would end the markup on its way to the page (a MicroPython string reaches
        # JavaScript only up to it): whatever the storage held, the screen is drawn whole.
        self.root.innerHTML = self.home.markup(self.WAITING).replace("\x00", "\ufffd")
        hold(self.document, self.root, kept)
        self.root.setAttribute("lang", self.home.settings[LANG])
        self.document.documentElement.setAttribute("lang", self.home.settings[LANG])
        self.document.title = self.home.tr("app.title")
        self.root.setAttribute("aria-busy", "false")
        self.root.setAttribute("data-early", "link" if self.home.address else "home")
        self.ask_stylesheet()
        if not missing(action):
            again = self.root.querySelector('[data-action="' + css_string(str(action)) + '"]')
            if not missing(again):
                again.focus()

    def ask_stylesheet(self):
        """The game's own stylesheet asked for (a preload) as soon as the game to open is known:
        a link's, or the one Start was tapped for; the table's link to it, made with the table,
        finds it fetched (2026-12-07: asked only with the table, it came 0.1 s after the table
        at 1x CPU, 0.4 s at 4x)."""
        home = self.home
        gid = home.opening["game"] if home.opening is not None else home.setup["game"] if home.started else None
        href = home.stylesheets.get(gid)
        head = self.document.head
        if href is None or not missing(head.querySelector('link[rel="preload"][href="' + css_string(href) + '"]')):
            return
        link = self.document.createElement("link")
        link.setAttribute("rel", "preload")
        link.setAttribute("as", "style")
        link.setAttribute("href", href)
        head.appendChild(link)

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


def begin(document, root, stored, preferred, address, sent=None):
    """The early screen drawn, if the build wrote its data (else None): the home screen, or the
    match the page's ``address`` names. The form as the person left it before this script ran:
    changed on the screen the build drew, or sent by Start (``sent``: :func:`sent_form`'s),
    which is carried out."""
    data = read_data(document)
    if data is None:
        return None
    home = EarlyHome(data, stored, preferred, address)
    early = Early(document, root, home)
    changed = early_form(root)
    if sent is not None:
        home.take_form(*sent[:3])
    elif changed is not None:
        home.take_form(*changed)
    if sent is not None and not home.address:
        home.answer(Start(), {})
    early.draw()
    return early

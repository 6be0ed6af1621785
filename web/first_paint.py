"""What the build writes into index.html (build.py, in CPython): the home screen, so that the
first paint is the real home screen, greyed until Python is ready (when Python starts, it draws
the same markup in its place, with the player's saves and language); and, for the page whose
Python runs in a worker, the data its main side draws the home screen from meanwhile
(main_side/home.py), which answers at once."""

from __future__ import annotations

import json

from engine.record import DIGEST_CHARS, FORMAT, INDEXES_ONLY, MAX_HEADER, MAX_TEXT

from . import games, home_form, home_saves, i18n, replay, saves, screens, tally
from .games import form_catalogue_data, load_all
from .markup import h
from .present import frame
from .update import start

#: How every button but Start begins (web/controls.control), and how it begins drawn disabled
#: at first paint (both made by the builder).
BUTTON = str(h.button(type="button")).partition(">")[0]
DISABLED = str(h.button(type="button", disabled=True)).partition(">")[0]


def home_markup() -> str:
    """The home screen of a first visit, in English: no saves, the default new match. Its form
    answers before any script (web/home_form.py: the browser's own controls, and Start sends
    it); every other button is drawn disabled, as it does nothing until Python runs."""
    state, world = start(saves.MemoryStorage(), language="en")
    return str(screens.render(frame(state, world))).replace(BUTTON, DISABLED)


def home_data() -> str:
    """The games as the home screen's form reads them, the words it uses in each language
    (web/home_form.form_text_keys and web/home_saves.saves_text_keys; an option's value with no words of
    its own left out), and what the main side reads the saves and the record by (:func:`limits`),
    as JSON that can stand inside the page's script element of type application/json."""
    load_all()  # every table's words
    cat = form_catalogue_data()
    keys = sorted(set(home_form.form_text_keys(cat)) | set(home_saves.saves_text_keys(cat)))
    # Each game's own stylesheet, which the main side asks for as soon as it knows the game a
    # link opens (the build puts the names the site serves it under: tools/assemble.py).
    sheets = {gid: f"static/games/{t.stylesheet}" for gid, t in games.TABLES.items() if t.stylesheet}
    data = {"catalogue": cat, "limits": limits(), "stylesheets": sheets,
            "texts": {lang: {k: i18n.TEXTS[lang][k] for k in keys if k in i18n.TEXTS[lang]}
                      for lang in home_form.LANGUAGES}}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


def limits() -> dict[str, object]:
    """The keys, versions and bounds main_side/saves.py reads the storage by: the worker's own."""
    return {"save_prefix": saves.PREFIX, "save_version": saves.SAVE_VERSION, "max_save": saves.MAX_SAVE,
            "max_text": MAX_TEXT, "format": FORMAT, "oldest_format": INDEXES_ONLY, "digest_chars": DIGEST_CHARS,
            "max_header": MAX_HEADER, "tally_key": tally.KEY, "tally_version": tally.VERSION,
            "replay_mark": replay.MARK}

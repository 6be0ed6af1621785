"""What the build writes into index.html (build.py, in CPython): the home screen, so that the
first paint is the real home screen, greyed until Python is ready (when Python starts, it draws
the same markup in its place, with the player's saves and language); and, for the page whose
Python runs in a worker, the data its main side draws the home screen from meanwhile
(main_side/home.py), which answers at once."""

from __future__ import annotations

import json

from . import home_form, i18n, screens
from .games import form_catalogue_data, load_all
from .present import frame
from .saves import MemoryStorage
from .update import start


def home_markup() -> str:
    """The home screen of a first visit, in English: no saves, the default new match."""
    state, world = start(MemoryStorage(), language="en")
    return str(screens.render(frame(state, world)))


def home_data() -> str:
    """The games as the home screen's form reads them and the words it uses in each language
    (web/home_form.text_keys; an option's value with no words of its own left out), as JSON
    that can stand inside the page's script element of type application/json."""
    load_all()  # every table's words
    cat = form_catalogue_data()
    keys = home_form.text_keys(cat)
    data = {"catalogue": cat, "texts": {lang: {k: i18n.TEXTS[lang][k] for k in keys if k in i18n.TEXTS[lang]}
                                        for lang in home_form.LANGUAGES}}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")

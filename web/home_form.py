"""The home screen's frame, its new-match form and its settings: drawn from plain data, and the
form changed by a tap, in what both CPython and MicroPython run.

The worker draws the home screen with these (web/home.py adds the saves and the record), and
the page's main side draws it with the same functions before the worker is up
(main_side/home.py), so that the form answers at once while Python's rules load. Both read
the games as plain data, a catalogue (:func:`web.games.form_catalogue`):

    {"order": [game id, ...], "default_level": "...", "name_limit": 24, "random": "random",
     "games": {game id: {"playable": bool, "players": [low, high], "levels": [...],
                         "options": [{"name", "choices", "default", "random", "players",
                                      "moot_when"}, ...]}}}

and the words through ``tr(key, **fields)``: the worker's is :func:`web.i18n.tr`, the main
side's fills plain ``{field}``s from the texts the build wrote into the page
(:func:`form_text_keys` names them all). Written as web/controls.py is (no ``__future__``, no
``typing`` at run time); tests/web/test_early_home.py runs it in MicroPython and compares
what both draw.
"""

import json

try:  # CPython; in the page, MicroPython has no typing and the modules before this one define the rest
    from typing import Any

    from engine.names import clean_name
    from web.controls import control, pick, section
    from web.home_commands import (
        Auto,
        Guide,
        HintSetting,
        Lang,
        Option,
        PickGame,
        PickLevel,
        PickLink,
        PickPerson,
        PickPlayers,
        PickSeat,
        Rules,
        Said,
        Speed,
        Start,
    )
    from web.markup import h
except ImportError:
    pass

#: The page's language: the setting's verb (and its key among the settings chosen).
LANG = Lang.VERB
#: The new-match form's id: Start submits it (a tap before the page's script runs is carried out
#: when it runs: main_side/home.py ``submitted``).
FORM = "new-form"
LANGUAGES = {"en": "English", "ko": "한국어", "zh-Hant": "繁體中文"}
SPEEDS, AUTO, HINTS = ("normal", "instant"), ("on", "off"), ("off", "on")  # each setting's values, the default first
#: The settings kept between visits: the command's kind, the storage's key, the values.
SETTINGS = ((Lang, "nwt:lang", tuple(LANGUAGES)), (Speed, "nwt:speed", SPEEDS), (Auto, "nwt:auto", AUTO),
            (HintSetting, "nwt:hint", HINTS))
#: The storage key of the new-match form, kept at each Start.
SETUP_KEY = "nwt:setup"
#: The form's fields and their kinds, as kept.
FIELDS = (("game", str), ("players", int), ("seat", int), ("name", str), ("level", str), ("options", dict),
          ("people", list), ("names", dict), ("guided", list), ("linked", list))
MAX_SEATS = 6  # a typed name is kept for seats 0..5


def pick_language(preferred: "str | None") -> str:
    """The language for a browser that prefers ``preferred`` (e.g. ``ko-KR``). Every Chinese
    (zh-TW, zh-HK, zh-Hant, and zh-CN too: Traditional is read there more readily than English)
    gets 繁體中文."""
    code = (preferred or "").lower().split("-")[0]
    if code == "zh":
        return "zh-Hant"
    return code if code in LANGUAGES else "en"


# --- the catalogue ---------------------------------------------------------------------------

def options_for(cat: "dict[str, Any]", gid: str, players: int) -> "list[dict[str, Any]]":
    """The options of game ``gid`` that exist at this player count."""
    entry = cat["games"].get(gid)
    return [] if entry is None else [o for o in entry["options"] if o["players"] is None or players in o["players"]]


def matters(option: "dict[str, Any]", chosen: "dict[str, Any]") -> bool:
    """Whether the option changes the match, given the values ``chosen`` for the others."""
    return not any(chosen.get(name) == value for name, value in option["moot_when"])


def playable(cat: "dict[str, Any]", gid: str) -> bool:
    entry = cat["games"].get(gid)
    return entry is not None and entry["playable"]


def fit_options(cat: "dict[str, Any]", gid: str, players: int, chosen: "dict[str, Any]") -> "dict[str, Any]":
    """``chosen`` kept where allowed, each other option at its default (the box's set-up)."""
    out = {}
    for option in options_for(cat, gid, players):
        value = chosen.get(option["name"], option["default"])
        allowed = value in option["choices"] or (option["random"] and value == cat["random"])
        out[option["name"]] = value if allowed else option["default"]
    return out


# --- as they were left ------------------------------------------------------------------------

def _kept_value(get: "Any", key: str) -> "str | None":
    """The storage's value under ``key`` (``get``: its reader); None where it cannot be read."""
    try:
        value = get(key)
    except Exception:  # a storage the browser refuses to read
        return None
    return value if isinstance(value, str) else None


def kept_settings(get: "Any", preferred: "str | None") -> "dict[str, str]":
    """The settings as they were left (``get``: the storage's reader), by their verb: each at
    its default where none is kept or one it does not have, and the language the browser's
    (``preferred``) on a first visit."""
    chosen = {}
    for kind, key, values in SETTINGS:
        value = _kept_value(get, key)
        chosen[kind.VERB] = value if value in values else pick_language(preferred) if kind is Lang else values[0]
    return chosen


def kept_setup(get: "Any", cat: "dict[str, Any]") -> "dict[str, Any]":
    """The form as it was left at the last Start (``get``: the storage's reader), the first
    playable game's defaults where nothing usable is kept."""
    try:  # a damaged or hand-made form: nesting deep enough raises RecursionError, not ValueError
        saved = json.loads(_kept_value(get, SETUP_KEY) or "{}")
    except Exception:
        saved = {}
    return read_setup(saved, cat)


# --- the form --------------------------------------------------------------------------------

def read_setup(saved: "Any", cat: "dict[str, Any]") -> "dict[str, Any]":
    """The form from what was kept (``saved``: the parsed JSON, anything), the first playable
    game's defaults where it says nothing usable."""
    first = ""
    for gid in cat["order"]:
        if playable(cat, gid):
            first = gid
            break
    setup = {"game": first, "players": 4, "seat": 0, "name": "", "level": cat["default_level"], "options": {},
             "people": [], "names": {}, "guided": [], "linked": []}
    if isinstance(saved, dict):
        for key, kind in FIELDS:
            value = saved.get(key)
            if isinstance(value, kind) and not (kind is int and isinstance(value, bool)):
                setup[key] = value
    if not playable(cat, setup["game"]):
        setup["game"] = first
    fit(setup, cat)
    return setup


def fit(setup: "dict[str, Any]", cat: "dict[str, Any]") -> None:
    """Make the form consistent: counts in range, names trimmed, a level and options the game has."""
    if not setup["game"]:
        return
    entry, limit = cat["games"][setup["game"]], cat["name_limit"]
    low, high = entry["players"]
    setup["players"] = min(max(setup["players"], low), high)
    setup["seat"] = min(max(setup["seat"], 0), setup["players"] - 1)
    setup["name"] = clean_name(setup["name"], limit)
    # The other people at the device (pass-and-play): seats other than the player's own.
    setup["people"] = sorted({p for p in setup["people"] if isinstance(p, int) and not isinstance(p, bool)
                                  and 0 <= p < setup["players"] and p != setup["seat"]})
    # The people who play on their own devices, by link (web/friends.py): people's seats.
    setup["linked"] = [p for p in setup["people"] if p in setup["linked"]]
    setup["names"] = {str(k): clean_name(v, limit) for k, v in setup["names"].items()
                           if isinstance(v, str) and str(k).isdigit() and int(k) < MAX_SEATS}
    # The games whose guided first round was played to its end (web/guide.py).
    setup["guided"] = [g for g in cat["order"] if g in setup["guided"]]
    if setup["level"] not in entry["levels"]:
        setup["level"] = cat["default_level"]
    chosen = setup["options"].get(setup["game"])
    setup["options"][setup["game"]] = fit_options(cat, setup["game"], setup["players"],
                                                  chosen if isinstance(chosen, dict) else {})


def take_names(setup: "dict[str, Any]", form: "dict[str, str]", limit: int) -> None:
    """The names typed on the form (``name``, ``name-<seat>``) into the form's state, as
    engine/names.py cleans a name."""
    if isinstance(form.get("name"), str):
        setup["name"] = clean_name(form["name"], limit)
    for key, value in form.items():
        if key.startswith("name-") and key[5:].isdigit() and isinstance(value, str):
            setup["names"][key[5:]] = clean_name(value, limit)


def change(setup: "dict[str, Any]", command: "Said", cat: "dict[str, Any]") -> bool:
    """Carry out the form's ``command``; whether it is one of the form's. A value the form does
    not offer (a stale button) changes nothing but the fit."""
    game = setup["game"]
    if isinstance(command, PickGame):
        if playable(cat, command.game):
            setup["game"] = command.game
    elif isinstance(command, PickPlayers):
        setup["players"] = command.n
    elif isinstance(command, PickSeat):
        setup["seat"] = command.n
    elif isinstance(command, PickPerson):  # a person at this device, or a computer again
        n = command.n
        setup["people"] = [p for p in setup["people"] if p != n] if n in setup["people"] else setup["people"] + [n]
    elif isinstance(command, PickLink):  # on their own device, or at this one again
        n = command.n
        setup["linked"] = [p for p in setup["linked"] if p != n] if n in setup["linked"] else setup["linked"] + [n]
    elif isinstance(command, PickLevel):
        entry = cat["games"].get(game)
        if entry is not None and command.level in entry["levels"]:
            setup["level"] = command.level
    elif isinstance(command, Option):
        for option in options_for(cat, game, setup["players"]):
            values = {str(v): v for v in option["choices"]}
            if option["random"]:
                values[cat["random"]] = cat["random"]
            if option["name"] == command.name and command.value in values:
                setup["options"].setdefault(game, {})[command.name] = values[command.value]
    else:
        return False
    fit(setup, cat)
    return True


# --- drawn -----------------------------------------------------------------------------------

def form_text_keys(cat: "dict[str, Any]") -> "list[str]":
    """Every text these functions may ask ``tr`` for (the build writes those that exist into
    the page; an option's value with no words of its own is shown as it is)."""
    keys = ["app.title", "nav.language", "home.new", "home.game", "home.players", "home.seat", "home.seats",
            "home.seat_n", "home.seat_name", "home.person", "home.computer", "home.friend", "home.by_link",
            "home.by_link_trust", "home.level", "home.name",
            "home.name_default", "home.players_range", "home.coming", "home.start", "home.start_what",
            "home.settings", "home.speed", "home.auto", "home.hints", "home.starting", "home.opening", "seat.person",
            "opt.random", "rules.open", "guide.open", "guide.open_done", "word.colon"]
    for kind, _, values in SETTINGS[1:]:
        keys += [kind.VERB + "." + v for v in values]
    for gid in cat["order"]:
        keys += ["game." + gid, "about." + gid]
        entry = cat["games"][gid]
        for level in entry["levels"]:
            keys += ["level." + level, "level." + level + ".about"]
        for option in entry["options"]:
            keys.append("opt." + gid + "." + option["name"])
            keys += ["opt." + gid + "." + option["name"] + "." + str(v) for v in option["choices"]]
    return sorted(set(keys))


def title(tr: "Any", gid: str) -> str:
    return str(tr("game." + gid))


def option_value(tr: "Any", cat: "dict[str, Any]", gid: str, name: str, value: object) -> str:
    """An option's value in words (a number, or a value with no words of its own, as it is)."""
    if value == cat["random"]:
        return str(tr("opt.random"))
    try:
        return str(tr("opt." + gid + "." + name + "." + str(value)))
    except KeyError:
        return str(value)


def top_bar(tr: "Any", lang: str, back: "Any" = None, home: bool = True) -> "Any":
    """The bar above every screen: ``back`` (a control, or None), the title, the other languages."""
    # One button per other language, named in that language (the page's own is the one in use),
    # in the order of their codes (MicroPython, the early home's, keeps no order of a dict's keys).
    langs = [control(label, str(Lang(code)), cls="chip", lang=code)
             for code, label in sorted(LANGUAGES.items()) if code != lang]
    # The title once: the home screen's heading is the bar's brand.
    brand = h.h1(tr("app.title"), class_="brand") if home else h.span(tr("app.title"), class_="brand")
    return h.header(back, brand, h.nav(langs, class_="langs", aria_label=tr("nav.language")), class_="bar")


def screen(before: "Any", form: "Any", after: "Any", bar: "Any") -> "Any":
    """The home screen: what comes before the new match (a message, the matches in progress),
    the form, what comes after (the finished ones, the record, the settings), the start bar."""
    return h.div(h.section(before, form, after, class_="home scroll", id="home-scroll", data_keep_scroll=True),
                 bar, class_="screen")


def _row(legend: str, choices: "Any", note: "str | None" = None, cls: str = "row") -> "Any":
    return h.fieldset(h.legend(legend), h.div(choices, class_=cls), note and h.p(note, class_="hint"))


def new_match(tr: "Any", setup: "dict[str, Any]", cat: "dict[str, Any]") -> "Any":
    """The new-match form: the game, the players, the seat, the other seats, the level, the
    options, the player's name."""
    game_buttons = []
    for gid in cat["order"]:
        low, high = cat["games"][gid]["players"]
        content = [h.span(title(tr, gid), class_="choice-title"), h.span(tr("about." + gid), class_="choice-about")]
        if playable(cat, gid):
            count = tr("home.players_range", low=low, high=high)
            game_buttons.append(pick(content + [h.span(count, class_="choice-note")], str(PickGame(gid)),
                                     PickGame.VERB, gid, setup["game"] == gid, cls="choice"))
        else:
            coming = h.span(tr("home.coming"), class_="choice-note")
            game_buttons.append(pick(content + [coming], str(PickGame(gid)), PickGame.VERB, gid, False, cls="choice",
                                     disabled=True))
    body = [_row(tr("home.game"), game_buttons, cls="choices")]
    gid = setup["game"]
    if gid:
        # How to play the game chosen, over the home screen (web/rules_screen.py), at its first part.
        body.append(h.div(
            control(tr("rules.open", game=title(tr, gid)), str(Rules(gid, "goal")), cls="chip rules-link"),
            # A first round with the rules and the computer's choice at each decision (web/guide.py).
            control(tr("guide.open_done" if gid in setup["guided"] else "guide.open"), str(Guide(gid)),
                    cls="chip guide-link"), class_="learn"))
        entry = cat["games"][gid]
        low, high = entry["players"]
        body.append(_row(tr("home.players"), [pick(str(n), str(PickPlayers(n)), PickPlayers.VERB, n,
                                                   setup["players"] == n, cls="num") for n in range(low, high + 1)]))
        body.append(_row(tr("home.seat"), [pick(tr("home.seat_n", n=n + 1), str(PickSeat(n)), PickSeat.VERB, n,
                                                setup["seat"] == n, cls="num wide") for n in range(setup["players"])]))
        body.append(seats(tr, setup, cat))
        if len(entry["levels"]) > 1:
            body.append(_row(tr("home.level"), [
                pick(tr("level." + lv), str(PickLevel(lv)), PickLevel.VERB, lv, setup["level"] == lv, cls="chip",
                     title=tr("level." + lv + ".about")) for lv in entry["levels"]],
                note=tr("level." + setup["level"] + ".about")))
        body += options(tr, setup, cat)
        body.append(h.label(tr("home.name"), class_="field", for_="name"))
        body.append(h.input(id="name", name_="name", data_field="name", type="text", autocomplete="nickname",
                            maxlength=cat["name_limit"], value=setup["name"], placeholder=tr("home.name_default")))
    # A form the browser sends itself where Start is tapped before the page's script runs.
    return h.form(section(tr("home.new"), body, cls="new-match", ident="new"), id=FORM, method="get")


def seats(tr: "Any", setup: "dict[str, Any]", cat: "dict[str, Any]") -> "Any":
    """Each other seat: a computer, or a person with their name, at this device (pass-and-play)
    or on their own device, sent the match as a link at their turn (web/friends.py); with the
    plain words on what a link tells whoever reads it, once a seat is played by link."""
    rows = []
    for n in range(setup["players"]):
        if n == setup["seat"]:
            continue
        person, linked = n in setup["people"], n in setup["linked"]
        who = tr("home.friend" if linked else "home.person" if person else "home.computer")
        row = [pick(tr("home.seat_n", n=n + 1) + tr("word.colon") + who, str(PickPerson(n)), PickPerson.VERB, n, person,
                    cls="chip seat-who", kind="checkbox")]
        if person:
            ident = "name-" + str(n)
            row += [h.label(tr("home.seat_name", n=n + 1), class_="sr-only", for_=ident),
                    h.input(id=ident, name_=ident, data_field=ident, type="text", maxlength=cat["name_limit"],
                            value=setup["names"].get(str(n), ""), placeholder=tr("seat.person", n=n + 1)),
                    pick(tr("home.by_link"), str(PickLink(n)), PickLink.VERB, n, linked, cls="chip by-link",
                         kind="checkbox")]
        rows.append(h.div(row, class_="seat-row"))
    return _row(tr("home.seats"), rows, note=tr("home.by_link_trust") if setup["linked"] else None, cls="seat-rows")


def options(tr: "Any", setup: "dict[str, Any]", cat: "dict[str, Any]") -> "list[Any]":
    """One row of choices per option the picked game declares at this player count."""
    gid = setup["game"]
    chosen = setup["options"].get(gid) or {}
    rows = []
    for option in options_for(cat, gid, setup["players"]):
        if not matters(option, chosen):
            continue  # e.g. the C building, when the 2-3 player variant plays without it
        values = list(option["choices"]) + ([cat["random"]] if option["random"] else [])
        rows.append(_row(tr("opt." + gid + "." + option["name"]), [
            pick(option_value(tr, cat, gid, option["name"], v), str(Option(option["name"], str(v))),
                 Option.VERB + ":" + option["name"], v, chosen.get(option["name"]) == v, cls="chip") for v in values]))
    return rows


def settings(tr: "Any", chosen: "dict[str, str]") -> "Any":
    """The settings kept between visits (``chosen``: each setting's verb and value)."""
    lines = []
    for kind, label, values in ((Speed, "home.speed", SPEEDS), (Auto, "home.auto", AUTO),
                                (HintSetting, "home.hints", ("on", "off"))):  # "on" first, as a switch reads
        chips = [control(tr(kind.VERB + "." + v), str(kind(v)), cls="chip", pressed=chosen[kind.VERB] == v)
                 for v in values]
        lines.append(h.p(h.span(tr(label)), " ", chips, class_="setting"))
    return section(tr("home.settings"), lines, cls="settings")


def start_bar(tr: "Any", setup: "dict[str, Any]", cat: "dict[str, Any]", waiting: "str | None" = None) -> "Any":
    """The bar at the foot of the home screen: what Start starts, and Start (``waiting``: a
    line that says Start was taken and the table is on its way)."""
    ok = playable(cat, setup["game"])
    # While the table is on its way the bar says so alone (it may be a saved match that opens).
    what = tr("home.start_what", game=title(tr, setup["game"]), n=setup["players"]) if ok and not waiting else ""
    line = waiting and h.span(h.span(class_="spinner", aria_hidden="true"), waiting, class_="waiting", role="status")
    # Start sends the form (a submit button of it): before the page's script runs the browser
    # does so itself, and the page starts the match from the address when it runs.
    start = h.button(tr("home.start"), type="submit", form=FORM, name_=Start.VERB, value="1", class_="primary",
                     data_action=str(Start()), disabled=not ok or bool(waiting))
    return h.div(h.p(what, line, class_="prompt"), start,
                 class_="action-bar home-bar", role="region", aria_label=tr("home.new"))

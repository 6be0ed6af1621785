"""The home screen the page's main side draws while the worker starts (main_side/home.py): it
draws what the worker draws, in MicroPython as in CPython, answers the form, the settings and
the language at once, takes Start once, and hands all of it to the worker, which starts the
match the person chose."""

from __future__ import annotations

import ast
import json
from html.parser import HTMLParser
from typing import Any

import pytest

from engine import Match
from main_side import home as early
from main_side import start
from tests import micropython
from tests.by_seed import LANGS
from tools.assemble import MAIN_SIDE, ROOT
from web import commands, home_form, home_saves, i18n, screens, worker
from web.first_paint import home_data
from web.games import form_catalogue
from web.present import frame
from web.saves import MemoryStorage
from web.update import start as start_state
from web.update import update

#: The main side's modules but its last two (which need PyScript): what the MicroPython tests load.
EARLY = tuple(m for m in MAIN_SIDE if m not in ("main_side/page.py", "main_side/start.py"))


@pytest.fixture
def data() -> dict[str, Any]:
    """The build's data, with the games of this run's catalogue (the web tests' toy game too)."""
    return json.loads(home_data())


def taps(cat: dict[str, Any], gid: str) -> list[str]:
    """A walk over the form of game ``gid``: every player count, a seat, people at the device,
    every level, every value of every option at each count, the settings and the language."""
    entry = cat["games"][gid]
    low, high = entry["players"]
    out = [f"pick-game:{gid}"]
    for n in (high, low):
        out += [f"pick-players:{n}", f"pick-seat:{n - 1}", "pick-person:0", "pick-link:0", "pick-person:0",
                "pick-person:0", "pick-link:0"]
        for option in home_form.options_for(cat, gid, n):
            out += [f"option:{option['name']}={v}" for v in [*option["choices"], "random"]]
    out += [f"pick-level:{lv}" for lv in entry["levels"]]
    out += ["speed:instant", "auto:off", "hints:on", "lang:ko", "pick-seat:0", "lang:en", "pick-seat:9",
            "pick-players:x", "pick-game:nothing", "option:nothing=1"]
    return out


def _walk(home: early.EarlyHome, walk: list[str]) -> list[tuple[dict[str, Any], str]]:
    steps = []
    for tap in walk:
        home.act(tap, {})
        steps.append((json.loads(json.dumps(home.setup)), home.markup("home.starting")))
    return steps


class _Tree(HTMLParser):
    """Markup as nested (tag, attributes, children): the same page, whatever order the attributes came in."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[list[Any]] = [["", {}, []]]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node: list[Any] = [tag, dict(attrs), []]
        self.stack[-1][2].append(node)
        if tag not in ("input", "br", "img", "meta", "link"):
            self.stack.append(node)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack[-1][0] == tag, f"</{tag}> closes <{self.stack[-1][0]}>"
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.stack[-1][2].append(data)


def tree(markup: str) -> list[Any]:
    parser = _Tree()
    parser.feed(markup)
    parser.close()
    assert len(parser.stack) == 1, "every element closed"
    return parser.stack[0]


def test_the_early_home_draws_what_the_worker_draws_at_every_step_of_the_form(data):
    """The main side's drawing, from the build's data and words, is the worker's, from the games
    and web.i18n: in both languages, over every count, seat, level and option of every game."""
    for gid in data["catalogue"]["order"]:
        for lang in home_form.LANGUAGES:
            walk = taps(data["catalogue"], gid)
            state, world = start_state(MemoryStorage(), language=lang)
            home = early.EarlyHome(data, {}, lang)
            for tap in walk:
                update(state, world, commands.parse(tap), {})
                home.act(tap, {})
                assert home.setup == state.home.setup, tap
                assert home.markup("home.starting") == str(screens.render(frame(state, world))), (gid, lang, tap)


@pytest.mark.parametrize("lang", LANGS)
def test_the_early_home_draws_and_changes_alike_in_micropython(data, lang):
    """The same walk in MicroPython (the page's main side, its modules shipped as the build
    ships them) and in CPython: the same form, and the same page (its attributes may come in
    another order: MicroPython keeps no order of keyword arguments). A language a test: one
    MicroPython of every language's walk took 29 s, one a language 4.8 s each (2026-12-08; its
    heap and its one long printed answer grow with the walk)."""
    cases = [(lang, taps(data["catalogue"], gid)) for gid in data["catalogue"]["order"]]
    code = (f"data = json.loads({json.dumps(json.dumps(data))})\nout = []\n"
            f"for lang, walk in json.loads({json.dumps(json.dumps(cases))}):\n"
            "    home = EarlyHome(data, {'nwt:lang': lang}, 'en')\n"
            "    for tap in walk:\n"
            "        home.act(tap, {})\n"
            "        out.append([json.loads(json.dumps(home.setup)), home.markup('home.starting')])\n"
            "print(json.dumps(out))\n")
    there = micropython.values(EARLY, code)
    here = [step for lang, walk in cases for step in _walk(early.EarlyHome(data, {"nwt:lang": lang}, "en"), walk)]
    assert isinstance(there, list) and len(there) == len(here)
    for (setup, markup), (setup_there, markup_there) in zip(here, there):
        assert setup == setup_there
        assert tree(markup) == tree(markup_there)


def test_every_module_of_the_main_side_loads_in_micropython():
    """The whole inline script but its last lines (which need PyScript): each module's
    definitions run there."""
    assert micropython.run(MAIN_SIDE, "print(Page, EarlyHome, main, boot_message, keep_offline_copy)\n")


def _defined(path: str) -> set[str]:
    """The names a module defines at its top level (functions, classes, assignments)."""
    names = set()
    for node in ast.parse((ROOT / path).read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names |= {n.id for target in node.targets for n in ast.walk(target) if isinstance(n, ast.Name)}
    return names


def test_no_two_modules_of_the_main_side_define_one_name():
    """In the page the main side's modules are one script, one namespace: a name two of them
    define would be the later one's in both (a helper ``_read`` of web/home_form.py was
    main_side/saves.py's there, and failed only in MicroPython)."""
    seen: dict[str, str] = {}
    twice = []
    for path in MAIN_SIDE:
        for name in sorted(_defined(path)):
            if name in seen:
                twice.append((name, seen[name], path))
            seen[name] = path
    assert twice == []


def test_the_data_holds_every_word_the_form_asks_for_and_only_those(data):
    cat = data["catalogue"]
    keys = set(home_form.form_text_keys(cat)) | set(home_saves.saves_text_keys(cat))
    for lang in home_form.LANGUAGES:
        assert set(data["texts"][lang]) <= keys
        missing = keys - set(data["texts"][lang])
        # Only an option's value may have no words of its own (a number is shown as it is).
        assert all(k.startswith("opt.") and k.count(".") == 3 for k in missing), sorted(missing)
        for text in data["texts"][lang].values():  # the main side fills plain fields and plurals only
            for field in (part.split("}")[0] for part in text.split("{")[1:]):
                assert ":" not in field or field.count("|") == 1, text


def test_a_text_is_filled_as_the_worker_fills_it(data):
    for lang in home_form.LANGUAGES:
        for n in (1, 2, 5):
            assert early.fill(data["texts"][lang]["home.players_n"], {"n": n}) == i18n.tr(lang, "home.players_n", n=n)
        assert early.fill("{a} and {b}", {"a": "<x>", "b": 2}) == "<x> and 2"


def test_the_build_s_catalogue_is_the_worker_s(data):
    live = form_catalogue()
    assert data["catalogue"]["order"] == live["order"]
    for gid in live["order"]:
        entry = live["games"][gid]
        assert data["catalogue"]["games"][gid] == json.loads(json.dumps({**entry, "options": entry["options"]}))
    assert json.loads(home_data()) == data


def test_the_language_is_the_browser_s_unless_one_was_chosen(data):
    assert early.EarlyHome(data, {}, "ko-KR").settings["lang"] == "ko"
    assert early.EarlyHome(data, {}, "fr").settings["lang"] == "en"
    assert early.EarlyHome(data, {"nwt:lang": "en"}, "ko-KR").settings["lang"] == "en"
    assert early.EarlyHome(data, {"nwt:lang": "xx", "nwt:speed": "warp"}, "ko").settings == {
        "lang": "ko", "speed": "normal", "auto": "on", "hints": "off"}
    for chinese in ("zh-TW", "zh-HK", "zh-Hant", "zh-CN"):  # every Chinese gets 繁體中文, drawn in it at once
        home = early.EarlyHome(data, {}, chinese)
        assert home.settings["lang"] == "zh-Hant" and "新對局" in home.markup("home.starting"), chinese
    assert early.EarlyHome(data, {"nwt:lang": "zh-Hant"}, "en-US").settings["lang"] == "zh-Hant"


def test_the_form_is_the_one_left_at_the_last_start_and_a_damaged_one_is_the_default(data):
    kept = {"game": "puerto-rico", "players": 3, "seat": 2, "name": "Ana", "level": "strong"}
    home = early.EarlyHome(data, {"nwt:setup": json.dumps(kept)}, "en")
    assert {k: home.setup[k] for k in kept} == kept
    for damaged in ("{", "[1]", json.dumps({"game": "chess", "players": True}), "[" * 100_000 + "]" * 100_000):
        assert early.EarlyHome(data, {"nwt:setup": damaged}, "en").setup == early.EarlyHome(data, {}, "en").setup


def test_start_is_taken_once_and_then_the_form_answers_nothing(data):
    home = early.EarlyHome(data, {}, "en")
    assert home.act("pick-game:puerto-rico", {"name": "  Ana  "})
    assert home.act("start", {}) and home.started
    assert "home.starting" not in home.markup("home.starting")
    assert 'class="waiting" role="status"' in home.markup("home.starting")
    assert 'data-action="start" disabled' in home.markup("home.starting")
    before = json.dumps(home.setup)
    assert home.act("pick-players:2", {}) and json.dumps(home.setup) == before
    assert home.boot_fields() == {"settings": {}, "kept": [], "setup": home.setup, "start": True, "resume": None}
    assert home.setup["name"] == "Ana"


def test_a_tap_that_is_not_the_form_s_is_left_to_the_worker(data):
    home = early.EarlyHome(data, {}, "en")
    for text in ("resume:abc", "undo", "speed:warp", "lang:fr", "pick-seat:", "option:x", "pick-game:"):
        assert not home.act(text, {}), text
    assert home.changes == 0


class Element:
    def __init__(self) -> None:
        self.attributes: dict[str, str] = {}
        self.innerHTML = ""
        self.focused: str | None = None

    def setAttribute(self, name: str, value: str) -> None:
        self.attributes[name] = value

    def getAttribute(self, name: str) -> str | None:
        return self.attributes.get(name)

    def removeAttribute(self, name: str) -> None:
        self.attributes.pop(name, None)

    def querySelectorAll(self, _selector: str) -> Nodes:
        return Nodes([])  # no fold, no scrolled part, no field

    def querySelector(self, selector: str) -> Element | None:
        found = Element()
        found.attributes["data-action"] = selector
        found.focus = lambda: setattr(self, "focused", selector)  # type: ignore[method-assign]
        return found


class Head:
    """The page's head: the links the main side adds (a game's stylesheet asked for early)."""

    def __init__(self) -> None:
        self.links: list[Element] = []

    def querySelector(self, selector: str) -> Element | None:
        return next((e for e in self.links if f'[href="{e.attributes.get("href")}"]' in selector), None)

    def appendChild(self, element: Element) -> None:
        self.links.append(element)


class Document:
    def __init__(self, data: dict[str, Any]) -> None:
        self.data, self.documentElement, self.activeElement, self.title = data, Element(), None, ""
        self.head = Head()

    def createElement(self, _name: str) -> Element:
        return Element()

    def getElementById(self, ident: str) -> Any:
        return type("Script", (), {"textContent": home_data()})() if ident == early.DATA and self.data else None


def test_the_page_draws_it_at_once_or_the_match_its_address_names(data):
    document, root = Document(data), Element()
    page = early.begin(document, root, {"nwt:lang": "ko"}, "en", "")
    assert page is not None and root.attributes == {"lang": "ko", "aria-busy": "false", "data-early": "home"}
    assert root.innerHTML == page.home.markup(page.WAITING) and document.title == page.home.tr("app.title")
    root = Element()
    page = early.begin(Document(data), root, {}, "en", "#mundus-novus.3.abc")  # a link this side cannot read
    assert page is not None and root.attributes["data-early"] == "link" and page.home.opening is None
    assert i18n.tr("en", "home.opening") in root.innerHTML and "save-card" not in root.innerHTML
    assert early.begin(Document({}), Element(), {}, "en", "") is None  # a page built without it


LINKED = Match.new("gilded-compass", players=3, seed=11, variant="random",
                   table={"names": ["Ana", "<i>Bo</i>", ""], "human": 1, "levels": ["", "", "strong"],
                          "chosen": {"variant": "random"}})


@pytest.mark.parametrize("address", [f"#{LINKED.record()}", f"#{LINKED.record()}~3", f"#{LINKED.full_record()}"])
def test_a_link_shows_its_game_and_players_at_once_and_only_the_language_is_chosen_meanwhile(data, address):
    home = early.EarlyHome(data, {}, "en", address)
    shown = home.markup(early.Early.WAITING)
    assert home.opening is not None and "The Order of the Gilded Compass" in shown and "3 players" in shown
    assert "Ana, &lt;i&gt;Bo&lt;/i&gt;, Computer 3" in shown and "(random)" in shown
    assert 'role="status"' in shown and 'data-action="lang:ko"' in shown
    assert not home.act("pick-game:puerto-rico", {}) and not home.act("start", {}) and not home.started
    assert home.act("lang:ko", {}) and "금박 나침반" in home.markup(early.Early.WAITING)
    assert home.boot_fields()["settings"] == {"lang": "ko"} and home.boot_fields()["start"] is False
    side, reply = _boot(home.boot_fields(), address=address)
    assert reply.screen in ("match", "replay") and reply.lang == "ko"
    assert side.state.table is not None and side.state.table.match.decisions == LINKED.decisions


def test_a_tap_is_answered_and_drawn_again_with_the_focus_kept(data):
    document, root = Document(data), Element()
    page = early.begin(document, root, {}, "en", "")
    assert page is not None
    document.activeElement = Element()
    document.activeElement.setAttribute("data-action", "pick-players:3")
    assert page.act("pick-players:3", {}) and page.home.setup["players"] == 3
    assert root.focused == '[data-action="pick-players:3"]'
    assert not page.act("resume:x", {})
    page.handed_over({})
    assert not page.act("pick-players:2", {}) and "data-early" not in root.attributes


def test_a_name_being_typed_when_the_worker_takes_over_stays_in_its_field(data):
    class Field:
        def __init__(self, ident, value):
            self.id, self.value = ident, value

    document, root = Document(data), Element()
    page = early.begin(document, root, {}, "en", "")
    assert page is not None
    root.querySelectorAll = lambda _selector: Nodes([Field("name", "An")])  # type: ignore[method-assign]
    typed = page.typed()
    assert typed == {"name": "An"}
    drawn = Field("name", "")  # the worker's screen, drawn from the form as the last tap left it
    document.getElementById = lambda ident: drawn if ident == "name" else None  # type: ignore[method-assign]
    page.handed_over(typed)
    assert drawn.value == "An"


class Nodes:
    def __init__(self, items):
        self.items, self.length = list(items), len(items)

    def item(self, i):
        return self.items[i]


def _boot(fields: dict[str, Any], address: str = "") -> tuple[worker.WorkerSide, worker.Reply]:
    return worker._boot({"storage": {}, "language": "en", "address": address, "search": "?seed=7", **fields})


def test_the_worker_starts_the_match_chosen_on_the_early_home(data):
    home = early.EarlyHome(data, {}, "en")
    for tap in ("pick-game:puerto-rico", "pick-players:3", "pick-seat:1", "lang:ko", "speed:instant", "start"):
        home.act(tap, {"name": "Ana"})
    side, reply = _boot(home.boot_fields())
    match = side.state.table.match if side.state.table else None
    assert reply.screen == "match" and match is not None
    assert (match.game.id, match.players, side.state.table.human if side.state.table else None) == ("puerto-rico", 3, 1)
    assert side.state.settings.lang == "ko" and side.state.settings.speed == "instant" and reply.lang == "ko"
    assert ("nwt:lang", "ko", None) in reply.store and ("nwt:speed", "instant", None) in reply.store


def test_the_worker_takes_the_form_without_start_and_a_link_before_it(data):
    home = early.EarlyHome(data, {}, "en")
    home.act("pick-game:endeavor", {})
    side, reply = _boot(home.boot_fields())
    assert reply.screen == "home" and side.state.home.setup == home.setup
    home.act("start", {})
    side, reply = _boot(home.boot_fields(), address="#nothing")  # a link is the worker's to open
    assert reply.screen != "match"


def test_what_was_tapped_while_the_worker_drew_its_first_screen_is_sent_after_it(data):
    home = early.EarlyHome(data, {}, "en")
    side, _ = _boot(home.boot_fields())
    home.act("pick-game:gilded-compass", {})
    home.act("start", {})
    reply = worker._answer(side, {"kind": worker.EARLY, **home.boot_fields()})
    assert reply.screen == "match" and side.state.table is not None
    assert side.state.table.match.game.id == "gilded-compass"


def test_the_boot_message_carries_the_early_home_s_fields(data):
    class Location:
        origin, pathname, search, hash = "http://table", "/", "", ""

    window = type("Window", (), {"location": Location(), "navigator": type("N", (), {"language": "en"})()})()
    page = early.Early(Document(data), Element(), early.EarlyHome(data, {}, "en"))
    page.act("pick-game:puerto-rico", {})
    read = json.loads(start.boot_message(window, {}, True, "", "", False, page))
    assert read["setup"]["game"] == "puerto-rico" and read["start"] is False and read["settings"] == {}


def test_a_link_is_read_and_shown_alike_in_micropython(data):
    addresses = [f"#{LINKED.record()}", f"#{LINKED.full_record()}~2", "#mundus-novus.3.abc", "#" + "x" * 300_000]
    code = (f"data = json.loads({json.dumps(json.dumps(data))})\n"
            f"print(json.dumps([EarlyHome(data, {{}}, 'ko', a).markup('home.starting') "
            f"for a in {json.dumps(addresses)}]))\n")
    there = micropython.values(EARLY, code)
    assert isinstance(there, list)
    assert [tree(m) for m in there] == [tree(early.EarlyHome(data, {}, "ko", a).markup("home.starting"))
                                        for a in addresses]


def test_a_link_s_game_stylesheet_is_asked_for_at_once_and_once(data):
    """The main side asks for the stylesheet of the game a link opens as soon as it reads the
    link (a preload: the table's own link to it finds it fetched), and for the game Start was
    tapped for; once, however often it draws."""
    sheets = json.loads(home_data())["stylesheets"]  # the build's (tools/assemble.py names them as served)
    document = Document(data)
    page = early.begin(document, Element(), {}, "en", f"#{LINKED.record()}")
    page.act("lang:ko", {})
    assert [link.attributes for link in document.head.links] == [
        {"rel": "preload", "as": "style", "href": sheets["gilded-compass"]}]
    document = Document(data)
    page = early.begin(document, Element(), {}, "en", "")
    assert document.head.links == []  # no game chosen to open yet
    page.act("pick-game:puerto-rico", {})
    page.act("start", {})
    assert [link.attributes["href"] for link in document.head.links] == [sheets["puerto-rico"]]

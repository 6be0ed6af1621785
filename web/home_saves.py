"""The home screen's saves and record, drawn from plain data in what both CPython and
MicroPython run, as web/home_form.py draws the form.

The worker draws them from the saves it read (web/saves.py, checked by the rules' own record
reader) and the record it keeps (web/tally.py); the page's main side draws them before the
worker is up from what it reads of the storage itself (main_side/saves.py), so that the
matches in progress are on the first screen and the screen does not jump when the worker
takes over. A save is a dict:

    {"key": str, "ok": bool, "why": text (an unreadable save's reason), "game": id,
     "players": int, "table": the match's table notes, "options": its options as resolved,
     "round": int or None, "saved_at": str, "over": bool}

and the view a dict of what is asked or shown: ``all_saves``, ``confirm_delete`` (a key or
None), ``confirm_clear``, ``confirm_reset``. A record's line is a tuple ``(game, players,
level, played, won, best, average)``. Written as web/controls.py is (no ``__future__``, no
``typing`` at run time, no f-strings, no reliance on a dict's order, which MicroPython's
does not keep); tests/web/test_early_home.py runs it in MicroPython and compares what both
sides draw.
"""

import binascii
import hashlib

try:  # CPython; in the page, MicroPython has no typing and the modules before this one define the rest
    from typing import Any

    from web.controls import confirm, control, section
    from web.home_commands import YES, AllSaves, ClearFinished, Delete, DeleteNo, DeleteYes, ResetTally, Resume
    from web.home_form import matters, option_value, options_for, title
    from web.markup import h
except ImportError:
    pass

#: The answer that keeps things as they are (web/home_commands.py ``Asked``).
NO = "no"
#: Saves drawn in each list until the player asks for all: hundreds kept, the screen still
#: draws at once (the bench ``saves-home``).
SHOWN = 12
#: What stands for a stored value longer than the main side reads (main_side/stored.py): no
#: reader takes it for a save, a form, a setting or a record (it is not JSON), so a save under
#: it is listed as unreadable, with Delete; the table never writes it.
OVERSIZED = "[longer than the table reads]"


def saved_when(value: object) -> str:
    """When a save says it was last played, as the table writes it (``2026-12-07 10:00``): digits,
    dashes, colons and spaces; anything else (a hand-made save's) is no time at all."""
    text = str(value) if isinstance(value, str) else ""
    return text if len(text) <= 40 and all(c in "0123456789-: " for c in text) else ""


def save_revision(text: "str | None") -> str:
    """A stored text's revision, as the worker and the main side both work it out: the first
    16 hex digits of the SHA-256 of its UTF-8 bytes, "" for no text. A save is written only over
    the revision the tab read (main_side/stored.py): two tabs on one match never overwrite each
    other. (A half of a character is as MicroPython holds it: CPython's "surrogatepass".)"""
    if text is None:
        return ""
    try:
        data = text.encode("utf-8", "surrogatepass")
    except TypeError:  # MicroPython's encode takes no error handler, and holds such halves as these bytes
        data = text.encode()
    return binascii.hexlify(hashlib.sha256(data).digest()[:8]).decode()


# --- who sits at a match ---------------------------------------------------------------------

def people(table: "dict[str, Any]", players: int) -> "list[int]":
    """The seats people play: those with no computer level (the owner's seat alone when the
    notes name no levels, as in records from before pass-and-play)."""
    levels = table.get("levels")
    if isinstance(levels, list) and len(levels) == players:
        return [seat for seat in range(players) if levels[seat] == ""]
    owner = table.get("human", 0)
    return [owner if isinstance(owner, int) else 0]


def seat_names(tr: "Any", table: "dict[str, Any]", players: int, every_tr: "list[Any]") -> "list[str]":
    """Every seat's name in ``tr``'s language: a person's as they typed it (unnamed: "You", or
    "Player 3" when several people share the device), a computer's ("Computer 2", "컴퓨터 2", "電腦 2")
    in the page's language whatever language the match began in (``every_tr``: ``tr`` of each
    language, to know a computer's name as an earlier table stored it)."""
    names = table.get("names")
    names = names if isinstance(names, list) else []
    persons = people(table, players)
    out = []
    for seat in range(players):
        given = str(names[seat]).strip() if seat < len(names) and names[seat] is not None else ""
        if seat in persons and not given:
            # "You" when one person plays; at a device passed round, each person by their seat.
            given = str(tr("home.name_default")) if len(persons) == 1 else str(tr("seat.person", n=seat + 1))
        elif seat not in persons and (not given or any(given == t("seat.computer", n=seat + 1) for t in every_tr)):
            given = str(tr("seat.computer", n=seat + 1))
        out.append(given)
    return out


def describe_options(tr: "Any", cat: "dict[str, Any]", gid: str, players: int, options: "dict[str, Any]",
                     table: "dict[str, Any]") -> "list[str]":
    """A match's settings in words: its options (a drawn one says so) and its computers' level."""
    out = []
    chosen = table.get("chosen")
    drawn = chosen if isinstance(chosen, dict) else {}
    for option in options_for(cat, gid, players):
        name = option["name"]
        if name in options and matters(option, options):
            value = option_value(tr, cat, gid, name, options[name])
            said = str(tr("opt." + gid + "." + name)) + str(tr("word.colon")) + value
            # a drawn one: "Target: 10 (random)", 「目標：10（隨機）」
            out.append(str(tr("word.aside", text=said, aside=str(tr("opt.random")).lower())) if name in drawn else said)
    levels = table.get("levels")
    named = []
    for level in (levels if isinstance(levels, list) else []):
        if level and level not in named:
            named.append(level)
    if len(named) == 1:
        out.append(str(tr("home.level_is", level=tr("level." + named[0]))))
    return out


# --- the saves -------------------------------------------------------------------------------

def save_card(tr: "Any", cat: "dict[str, Any]", save: "dict[str, Any]", view: "dict[str, Any]",
              every_tr: "list[Any]") -> "Any":
    """One save: its game, players, round and settings, Continue (or Open) and Delete (asked first)."""
    key, over = save["key"], save["ok"] and save["over"]
    if view["confirm_delete"] == key:
        actions = [h.span(tr("home.delete_confirm"), class_="confirm"),
                   control(tr("home.delete_yes"), str(DeleteYes(key)), cls="danger small"),
                   control(tr("home.delete_no"), str(DeleteNo(key)), cls="small")]
    else:
        go = tr("home.open" if over else "home.continue")
        actions = [save["ok"] and control(go, str(Resume(key)), cls="small primary"),
                   control(tr("home.delete"), str(Delete(key)), cls="small")]
    if not save["ok"]:
        return h.li(h.h3(tr("home.unreadable")), h.p(save["why"], class_="problem"),
                    h.p(actions, class_="row-actions"), class_="save-card unreadable", data_save=key)
    gid, players, table = save["game"], save["players"], save["table"]
    names = seat_names(tr, table, players, every_tr)
    where = tr("home.finished") if over else (tr("match.round", n=save["round"]) if save["round"] else "")
    waiting = save.get("waiting")
    if not over and waiting is not None:  # a friend's turn (web/friends.py)
        where = tr("home.waiting_for", name=names[waiting]) + (" · " + where if where else "")
    facts = [where] + describe_options(tr, cat, gid, players, save["options"], table)
    facts.append(tr("home.saved_at", when=save["saved_at"]))
    return h.li(h.h3(title(tr, gid), h.span(tr("home.players_n", n=players), class_="count")),
                h.p(str(tr("word.list")).join(names), class_="who"),
                h.p(" · ".join([str(f) for f in facts if f]), class_="meta"),
                h.p(actions, class_="row-actions"), class_=["save-card", over and "over"], data_save=key)


def save_cards(tr: "Any", cat: "dict[str, Any]", saves: "list[dict[str, Any]]", view: "dict[str, Any]",
               every_tr: "list[Any]") -> "list[Any]":
    """The list's cards, the most recent :data:`SHOWN` unless all were asked for, then a button for the rest."""
    shown = saves if view["all_saves"] else saves[:SHOWN]
    more = len(saves) > SHOWN and not view["all_saves"]
    return [h.ul([save_card(tr, cat, s, view, every_tr) for s in shown], class_="save-cards"),
            more and h.p(control(tr("home.show_all", n=len(saves)), str(AllSaves()), cls="small"),
                         class_="row-actions")]


def in_progress(tr: "Any", cat: "dict[str, Any]", saves: "list[dict[str, Any]]", view: "dict[str, Any]",
                every_tr: "list[Any]") -> "Any":
    """The matches in progress (and the saves that cannot be read), first on the screen."""
    if not saves:
        return None
    return section(tr("home.in_progress"), save_cards(tr, cat, saves, view, every_tr), cls="saves", ident="saves")


def finished(tr: "Any", cat: "dict[str, Any]", saves: "list[dict[str, Any]]", view: "dict[str, Any]",
             every_tr: "list[Any]") -> "Any":
    """The finished matches, folded away, with Clear (asked first)."""
    if not saves:
        return None
    if view["confirm_clear"]:
        clear = h.p(confirm(tr("home.clear_confirm"), tr("home.clear_yes"), tr("home.delete_no"),
                            str(ClearFinished(YES)), str(ClearFinished(NO))), class_="row-actions")
    else:
        clear = h.p(control(tr("home.clear_finished"), str(ClearFinished()), cls="small"), class_="row-actions")
    return h.details(h.summary(tr("home.finished_list", n=len(saves))), save_cards(tr, cat, saves, view, every_tr),
                     clear, class_="panel finished", id="finished")


def split(saves: "list[dict[str, Any]]") -> "tuple[list[dict[str, Any]], list[dict[str, Any]]]":
    """The saves in progress (unreadable ones among them), and the finished ones."""
    return [s for s in saves if not (s["ok"] and s["over"])], [s for s in saves if s["ok"] and s["over"]]


# --- the record ------------------------------------------------------------------------------

def tally_lines(matches: "list[tuple[str, int, str, bool, int, str]]") -> "list[tuple[Any, ...]]":
    """The record by game, players and level, from the matches counted (``(game, players, level,
    won, score, at)``): games in the order they were first counted, each game's lines by players
    (those not recorded last), then level; a line is ``(game, players, level, played, won, best,
    average)``."""
    groups = {}  # type: dict[tuple[str, int, str], list[tuple[bool, int]]]
    order = []  # the groups as first met (a dict's order is not kept in MicroPython)
    # By when, and the rest (MicroPython's sort is not stable): the same order on both sides.
    for game, players, level, won, score, _at in sorted(matches, key=lambda m: (m[5], m[0], m[1], m[2], m[3], m[4])):
        group = (game, players, level)
        if group not in groups:
            groups[group] = []
            order.append(group)
        groups[group].append((won, score))
    first = {}  # type: dict[str, int]
    for n, group in enumerate(order):
        if group[0] not in first:
            first[group[0]] = n
    lines = []
    for game, players, level in sorted(order, key=lambda g: (first[g[0]], g[1] == 0, g[1], g[2])):
        scores = [score for _, score in groups[(game, players, level)]]
        wins = len([1 for w, _ in groups[(game, players, level)] if w])
        lines.append((game, players, level, len(scores), wins, max(scores), sum(scores) / len(scores)))
    return lines


def tally(tr: "Any", cat: "dict[str, Any]", lines: "Any", confirm_reset: bool) -> "Any":
    """Your record by game and computer level, with a reset asked for twice (a game or a level
    the table does not have, from a record edited by hand, named as it is written)."""
    if not lines:
        return None
    # Two rows a line (the game and level across, then its figures) so that four figures fit a phone.
    head = h.tr([h.th(tr(k), scope="col") for k in ("tally.played", "tally.won", "tally.best", "tally.average")])
    rows = []
    for game, players, level, played, won, best, average in lines:
        level_words = _words(tr, "level." + str(level), level) if level else tr("tally.people")
        count = tr("tally.players", n=players) if players else tr("tally.players_unknown")
        about = h.small(count, " · ", tr("tally.level"), tr("word.colon"), level_words)
        name = title(tr, game) if game in cat["order"] else game
        rows.append(h.tr(h.th(name, " · ", about, scope="colgroup", colspan=4), class_="tally-game"))
        rows.append(h.tr(h.td(played), h.td(won), h.td(best), h.td(f"{average:.1f}")))
    if confirm_reset:
        reset = h.p(confirm(tr("tally.reset_confirm"), tr("tally.reset_yes"), tr("home.delete_no"),
                            str(ResetTally(YES)), str(ResetTally(NO))), class_="row-actions")
    else:
        reset = h.p(control(tr("tally.reset"), str(ResetTally()), cls="small"), class_="row-actions")
    return section(tr("tally.title"), [h.table(h.thead(head), h.tbody(rows), class_="tally"),
                                       h.p(tr("tally.note"), class_="meta"), reset], cls="tally-panel", ident="tally")


def _words(tr: "Any", key: str, otherwise: "Any") -> "Any":
    """The text ``key``, or ``otherwise`` where there is none."""
    try:
        return tr(key)
    except KeyError:
        return otherwise


def saves_text_keys(cat: "dict[str, Any]") -> "list[str]":
    """Every text these functions may ask ``tr`` for (web/home_form.form_text_keys has the form's)."""
    keys = ["home.in_progress", "home.show_all", "home.finished_list", "home.clear_finished", "home.clear_confirm",
            "home.clear_yes", "home.delete", "home.delete_confirm", "home.delete_yes", "home.delete_no",
            "home.open", "home.continue", "home.waiting_for", "home.unreadable", "home.finished", "home.saved_at",
            "home.players_n", "home.level_is", "home.name_default", "match.round", "seat.person", "seat.computer",
            "opt.random", "msg.corrupt_save", "msg.newer_save", "tally.title", "tally.played", "tally.won",
            "tally.best", "tally.average", "tally.people", "tally.players", "tally.players_unknown", "tally.level",
            "tally.note", "tally.reset", "tally.reset_confirm", "tally.reset_yes", "word.list", "word.colon",
            "word.aside"]
    for gid in cat["order"]:
        keys += ["level." + level for level in cat["games"][gid]["levels"]]
    return keys

"""The new-match form of the home screen: which game, how many players, which seat, the
player's name, which other seats people play at the same device (and their names), the
computers' level and the game's options; kept between visits."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from engine import RANDOM, Match
from engine.record import NAME_LIMIT

from . import games
from .commands import Command, Option, PickGame, PickLevel, PickPerson, PickPlayers, PickSeat, Start

if TYPE_CHECKING:
    from .saves import Storage
    from .state import Home, World

#: Where the form is kept between visits.
KEY = "nwt:setup"


def stored_setup(storage: Storage) -> dict[str, Any]:
    """The form as it was left at the last Start (the first playable game's defaults if none)."""
    first = next((g for g in games.game_ids() if games.playable(g)), "")
    setup: dict[str, Any] = {"game": first, "players": 4, "seat": 0, "name": "", "level": games.DEFAULT_LEVEL,
                             "options": {}, "people": [], "names": {}}
    try:
        saved = json.loads(storage.get(KEY) or "{}")
    except Exception:  # unreadable JSON, or a storage the browser refuses to read
        saved = {}
    if isinstance(saved, dict):
        for k, kind in (("game", str), ("players", int), ("seat", int), ("name", str), ("level", str),
                        ("options", dict), ("people", list), ("names", dict)):
            if isinstance(saved.get(k), kind):
                setup[k] = saved[k]
    if not games.playable(setup["game"]):
        setup["game"] = first
    fit_setup(setup)
    return setup


def fit_setup(setup: dict[str, Any]) -> None:
    if not setup["game"]:
        return
    low, high = games.player_range(setup["game"])
    setup["players"] = min(max(setup["players"], low), high)
    setup["seat"] = min(max(setup["seat"], 0), setup["players"] - 1)
    setup["name"] = setup["name"].strip()[:NAME_LIMIT]
    # The other people at the device (pass-and-play): seats other than the player's own.
    setup["people"] = sorted({p for p in setup["people"] if isinstance(p, int) and not isinstance(p, bool)
                              and 0 <= p < setup["players"] and p != setup["seat"]})
    setup["names"] = {str(k): v.strip()[:NAME_LIMIT] for k, v in setup["names"].items()
                      if isinstance(v, str) and str(k).isdigit() and int(k) < 6}
    if setup["level"] not in games.levels(setup["game"]):
        setup["level"] = games.DEFAULT_LEVEL
    chosen = setup["options"].get(setup["game"])
    setup["options"][setup["game"]] = games.fit_options(setup["game"], setup["players"],
                                                        chosen if isinstance(chosen, dict) else {})


def options_now(setup: dict[str, Any]) -> dict[str, Any]:
    """The options chosen for the game picked on the home screen."""
    return dict(setup["options"].get(setup["game"]) or {})


def on_setup(home: Home, world: World, command: Command, form: dict[str, str]) -> Match | None:
    """A choice on the new-match form, or Start (the new match, for the table to open). The
    names typed so far are kept first; a value the form does not offer (a stale button)
    changes nothing else."""
    s = home.setup
    _take_name(s, form)
    match command:
        case PickGame(game=game) if game in games.game_ids() and games.playable(game):
            s["game"] = game
        case PickPlayers(n=n):
            s["players"] = n
        case PickSeat(n=n):
            s["seat"] = n
        case PickPerson(n=seat):  # a person at this device, or a computer again
            s["people"] = [p for p in s["people"] if p != seat] if seat in s["people"] else [*s["people"], seat]
        case PickLevel(level=level) if level in games.levels(s["game"]):
            s["level"] = level
        case Option(name=name, value=text):
            for option in games.options_for(s["game"], s["players"]):
                values = {str(v): v for v in option.choices} | ({RANDOM: RANDOM} if option.random else {})
                if option.name == name and text in values:
                    s["options"].setdefault(s["game"], {})[name] = values[text]
        case Start():
            return _start(s, world)
    fit_setup(s)
    return None


def _take_name(setup: dict[str, Any], form: dict[str, str]) -> None:
    if isinstance(form.get("name"), str):
        setup["name"] = form["name"].strip()[:NAME_LIMIT]
    for key, value in form.items():
        if key.startswith("name-") and key[5:].isdigit() and isinstance(value, str):
            setup["names"][key[5:]] = value.strip()[:NAME_LIMIT]


def _start(s: dict[str, Any], world: World) -> Match | None:
    fit_setup(s)
    if not games.playable(s["game"]):
        return None
    try:
        world.storage.set(KEY, json.dumps(s))
    except Exception:
        pass  # a form not kept is no loss worth a message
    # Computers are named by the page in its language (an empty name); the human by their own.
    names = [""] * s["players"]
    levels = [s["level"]] * s["players"]
    for seat in s["people"]:  # the other people at the device, by the names they gave
        names[seat], levels[seat] = s["names"].get(str(seat), ""), ""
    names[s["seat"]] = s["name"]
    levels[s["seat"]] = ""
    options = options_now(s)
    table = {"names": names, "human": s["seat"], "levels": levels}
    drawn = {k: v for k, v in options.items() if v == RANDOM}
    if drawn:  # the record holds what the seed drew; a rematch draws again
        table["chosen"] = drawn
    return Match.new(s["game"], players=s["players"], seed=world.new_seed(), table=table, **options)

"""The new-match form of the home screen: which game, how many players, which seat, the
player's name, which other seats people play at the same device (and their names), the
computers' level and the game's options; kept between visits."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from engine import RANDOM, Match
from engine.record import NAME_LIMIT

from . import games, home_form
from .commands import Start
from .home_commands import Said

if TYPE_CHECKING:
    from .saves import Storage
    from .state import Home, World

#: Where the form is kept between visits.
KEY = home_form.SETUP_KEY


def stored_setup(storage: Storage, cat: dict[str, Any] | None = None) -> dict[str, Any]:
    """The form as it was left at the last Start (the first playable game's defaults if none)."""
    return home_form.kept_setup(storage.get, cat or games.form_catalogue())


def options_now(setup: dict[str, Any]) -> dict[str, Any]:
    """The options chosen for the game picked on the home screen."""
    return dict(setup["options"].get(setup["game"]) or {})


def on_setup(home: Home, world: World, command: Said, form: dict[str, str]) -> Match | None:
    """A choice on the new-match form (web/home_form.change), or Start (the new match, for the
    table to open). The names typed so far are kept first; a value the form does not offer (a
    stale button) changes nothing else."""
    cat = games.form_catalogue()
    home_form.take_names(home.setup, form, NAME_LIMIT)
    if isinstance(command, Start):
        return _start(home.setup, world, cat)
    home_form.change(home.setup, command, cat)
    return None


def keep(s: dict[str, Any], world: World) -> None:
    """Keep the form ``s`` between visits (at each Start, and when a guided round is played)."""
    try:
        world.storage.set(KEY, json.dumps(s))
    except Exception:
        pass  # a form not kept is no loss worth a message


def _start(s: dict[str, Any], world: World, cat: dict[str, Any]) -> Match | None:
    home_form.fit(s, cat)
    if not games.playable(s["game"]):
        return None
    keep(s, world)
    # Computers are named by the page in its language (an empty name); the human by their own.
    names = [""] * s["players"]
    levels = [s["level"]] * s["players"]
    for seat in s["people"]:  # the other people at the device, by the names they gave
        names[seat], levels[seat] = s["names"].get(str(seat), ""), ""
    names[s["seat"]] = s["name"]
    levels[s["seat"]] = ""
    options = options_now(s)
    table: dict[str, Any] = {"names": names, "human": s["seat"], "levels": levels}
    if s["linked"]:  # the people who play on their own devices (web/friends.py)
        table["linked"] = sorted(s["linked"])
    drawn = {k: v for k, v in options.items() if v == RANDOM}
    if drawn:  # the record holds what the seed drew; a rematch draws again
        table["chosen"] = drawn
    return Match.new(s["game"], players=s["players"], seed=world.new_seed(), table=table, **options)

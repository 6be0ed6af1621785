"""Imports every built game so that each registers itself in ``GAMES``."""

import importlib

#: Game ids in the order the table lists them, and the module name each has in ``engine``,
#: ``ai`` and ``web.games`` (the one list of the games; built or not).
CATALOGUE = (
    ("mundus-novus", "mundus_novus"),
    ("puerto-rico", "puerto_rico"),
    ("gilded-compass", "gilded_compass"),
    ("endeavor", "endeavor"),
)

for _gid, _module in CATALOGUE:
    try:
        importlib.import_module(f"engine.{_module}")
    except ModuleNotFoundError as exc:  # a game not built yet
        if exc.name != f"engine.{_module}":
            raise

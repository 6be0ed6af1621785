"""Where the site's own files are. The build names each file by its content
(``static/games/x.css`` is served as ``static/games/x.<hash>.css``: tools/assemble.py), so that a
browser may keep it for good and a deploy changes only the names of what changed. It writes the
names into ``web/assets.json`` beside this module in the page's archive. Run from the sources
(the tests, CPython) there is no such file, and a file's name is its own.
"""

from __future__ import annotations

import functools
import json
import os

# os.path, not pathlib: pathlib imports urllib.parse (and ipaddress), start-up time the page
# need not pay (tests/web/test_start_up.py).
NAMES = os.path.join(os.path.dirname(__file__), "assets.json")


@functools.cache
def _names() -> dict[str, str]:
    try:
        with open(NAMES, encoding="utf-8") as file:
            names: dict[str, str] = json.load(file)
    except FileNotFoundError:
        return {}
    return names


def url(path: str) -> str:
    """The page-relative address of the site's file ``path`` (``static/games/x.css``)."""
    return "./" + _names().get(path, path)

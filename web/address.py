"""The page's address as the loop reads it: the query's values, and the seeds of new
matches (a browser test's ``?seed=N``, else a fresh secret seed each)."""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable


def query_values(query: str) -> dict[str, list[str]]:
    """The names and values of an address's query (``?seed=7&check-redraw``), each name with
    its values in order (a bare name has the value ""). Read as the browser sent them, with no
    %-decoding: the page reads only plain ASCII names and numbers from it. (Not
    ``urllib.parse``: with ``ipaddress``, which it imports, it is start-up time the page
    need not pay.)"""
    out: dict[str, list[str]] = {}
    for pair in query.lstrip("?").split("&"):
        if pair:
            name, _, value = pair.partition("=")
            out.setdefault(name, []).append(value)
    return out


def secret_seed() -> int:
    # os.urandom, not ``secrets``: its import (hmac) is start-up time the page need not pay.
    return int.from_bytes(os.urandom(4), "big")


def seeds_from_query(query: str) -> Callable[[], int] | None:
    """The seeds of the new matches for an address's ``?seed=N`` (None without one).

    With ``?seed=N`` the page's first new match gets seed N, the next N+1 and so on, so a
    browser test's matches are the same every time it is run with the same N. Players never
    see it: without the parameter every match gets a fresh secret seed.
    """
    values = query_values(query).get("seed") or []
    text = values[-1].strip() if values else ""
    if not (text.isascii() and text.isdigit()):
        return None
    first, later = int(text), itertools.count()
    return lambda: (first + next(later)) % 2**32

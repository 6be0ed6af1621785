"""Parameters of which the default run takes one, a different one each run by the run's seed.

A check that is the same for several settings (a game, a player count, a side of a board)
runs one of them in the default run and the others in the long run (``slow``, `build.py
fuzz`): over a few runs every setting is covered, and a default run pays for one. The seed is
tests/conftest.py's, chosen before collection and the same in every pytest-xdist worker, so
that every worker collects the same tests.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from tests.conftest import SEED
from web.home_form import LANGUAGES

#: The page's languages, English first.
LANGS = tuple(LANGUAGES)


def one_by_seed(values: Sequence[Any], offset: int = 0, ids: Sequence[str] | None = None) -> list[Any]:
    """``values`` (a tuple is one parameter set) as pytest parameters: the one the seed chooses
    unmarked, the others ``slow``. ``offset`` chooses another value for another test in the same
    run (the phone's game and the desktop's, say)."""
    chosen = (SEED + offset) % len(values)
    return [pytest.param(*(v if isinstance(v, tuple) else (v,)), id=ids[i] if ids else None,
                         marks=() if i == chosen else pytest.mark.slow)
            for i, v in enumerate(values)]


def language(offset: int = 0) -> str:
    """The language a check of the default run is made in: a different one each run, by the
    seed (``offset``: another for another check of the same run, so that the phone's checks of
    one run, given offsets 0, 1 and 2, are made in every language)."""
    return LANGS[(SEED + offset) % len(LANGS)]


def english_and_one(offset: int = 0) -> list[Any]:
    """The page's languages as pytest parameters: English and one of the others (a different one
    each run, by the seed) unmarked, the rest ``slow``: a check made in two languages a run
    covers every language over a few runs."""
    others = LANGS[1:]
    chosen = others[(SEED + offset) % len(others)]
    return [pytest.param(lang, marks=() if lang in ("en", chosen) else pytest.mark.slow) for lang in LANGS]

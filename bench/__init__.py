"""Benchmarks: a small registry of named figures, run by `python build.py bench [name...]`.

Add one by writing a module in bench/ with

    from bench import benchmark

    @benchmark("ai", "time of one greedy decision per game")
    def ai(options):          # options: .runs (int), .site (Path), .players (int | None)
        ...print lines of figures (use bench.summary for median [min-max])...

Every module of this package is imported when the registry is read, so nothing else needs
to change. A benchmark returns None (or True) when its goals are met, False when it missed one.
"""

from __future__ import annotations

import importlib
import pkgutil
import statistics
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Options:
    runs: int = 5
    site: Path = ROOT / "site"
    #: Only this player count, for a benchmark that measures several (``<game>-strength``).
    players: int | None = None


#: A benchmark: its figures printed, False when it missed a goal.
Run = Callable[[Options], bool | None]


@dataclass(frozen=True)
class Benchmark:
    name: str
    about: str
    run: Run


BENCHMARKS: dict[str, Benchmark] = {}


def benchmark(name: str, about: str) -> Callable[[Run], Run]:
    """Register the decorated function as the benchmark `name`."""

    def register(function: Run) -> Run:
        BENCHMARKS[name] = Benchmark(name, about, function)
        return function

    return register


def registry() -> dict[str, Benchmark]:
    for module in pkgutil.iter_modules(__path__):
        if not module.name.startswith("_"):
            importlib.import_module(f"{__name__}.{module.name}")
    return BENCHMARKS


def summary(values: list[float], unit: str = "s", digits: int = 2) -> str:
    """'median unit [min-max] (n=N)' of a list of measurements."""
    if not values:
        return "no data"
    low, mid, high = min(values), statistics.median(values), max(values)
    return f"{mid:.{digits}f} {unit} [{low:.{digits}f}-{high:.{digits}f}] (n={len(values)})"

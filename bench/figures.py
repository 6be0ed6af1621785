"""docs/figures.md's latest figures, written by the bench (`python3 build.py bench --write-figures`).

Each benchmark's block sits between the marks ``<!-- bench:NAME -->`` and ``<!-- /bench:NAME -->``
inside the page's ``<!-- bench -->`` ... ``<!-- /bench -->`` section: a run replaces the blocks of
the benchmarks it ran, leaves the others as they were, and adds a block for a benchmark that
has none. Everything else on the page is written by hand.
"""

from __future__ import annotations

import datetime
import os
import platform
import re
import sys
from pathlib import Path
from typing import TextIO

from bench import ROOT, Options

PAGE = ROOT / "docs" / "figures.md"
SECTION_END = "<!-- /bench -->"


class Tee:
    """A text stream that writes to `stream` and keeps a copy (a benchmark's printed figures)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.parts: list[str] = []

    def write(self, text: str) -> int:
        self.parts.append(text)
        return self.stream.write(text)

    def flush(self) -> None:
        self.stream.flush()

    def text(self) -> str:
        return "".join(self.parts)


def block(name: str, about: str, printed: str, options: Options, today: datetime.date | None = None) -> str:
    """The marked block of one benchmark's run: what it measures, where and when, and its figures."""
    today = today or datetime.datetime.now(datetime.UTC).date()
    # The load says how much of the wall-clock figures is waiting for a processor.
    load = f" (load average {os.getloadavg()[0]:.1f})" if hasattr(os, "getloadavg") else ""
    where = (f"{today.isoformat()}, {os.cpu_count()} cores{load}, {platform.python_implementation()} "
             f"{platform.python_version()}, `--runs {options.runs}`"
             + (f", `--players {options.players}`" if options.players else ""))
    lines = [line.rstrip() for line in printed.strip("\n").splitlines()]
    return (f"<!-- bench:{name} -->\n### {name}\n\n{about}. Measured {where}:\n\n```\n"
            + "\n".join(lines) + f"\n```\n<!-- /bench:{name} -->")


def write(blocks: dict[str, str], page: Path = PAGE) -> None:
    """Put each benchmark's block (by name) into `page`, in place of its earlier one."""
    text = page.read_text(encoding="utf-8")
    if SECTION_END not in text:
        sys.exit(f"{page} has no {SECTION_END} mark: restore it from git before writing figures into it.")
    for name, new in blocks.items():
        mark = re.compile(rf"<!-- bench:{re.escape(name)} -->.*?<!-- /bench:{re.escape(name)} -->", re.S)
        found = mark.search(text)
        if found:
            text = text[:found.start()] + new + text[found.end():]
        else:
            text = text.replace(SECTION_END, f"{new}\n\n{SECTION_END}", 1)
    page.write_text(text, encoding="utf-8")

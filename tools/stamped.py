"""One way to install a pinned tool into ``.cache/``: once, and again only when its pins change.

The tool is filled into a scratch folder beside the target (``fill``), stamped with the hash of
its pins, and renamed into place only when complete, so an interrupted or failed install never
leaves a half-filled target that a later run would take for a good one. Standard library only,
like build.py.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

STAMP = ".pins.sha256"


def pins_hash(pins: Path, names: tuple[str, ...] = ("package.json", "package-lock.json")) -> str:
    """The hash of the pin files ``names`` in the folder ``pins``."""
    digest = hashlib.sha256()
    for name in names:
        digest.update((pins / name).read_bytes())
    return digest.hexdigest()


def is_current(target: Path, wanted: str, ready: Path) -> bool:
    """``target`` holds an install stamped ``wanted`` and its file ``ready`` (relative) exists."""
    stamp = target / STAMP
    return stamp.is_file() and stamp.read_text().strip() == wanted and (target / ready).is_file()


def install(target: Path, wanted: str, fill: Callable[[Path], None]) -> None:
    """``fill`` a scratch folder, stamp it ``wanted`` and put it in place of ``target``; on any
    failure the scratch folder goes and ``target`` is left as it was."""
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    try:
        fill(partial)
        (partial / STAMP).write_text(wanted + "\n")
        if target.exists():
            shutil.rmtree(target)
        os.rename(partial, target)
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise

"""One way to install a pinned tool into ``.cache/``: once, and again only when its pins change.

The tool is filled into a scratch folder beside the target (``fill``), stamped with the hash of
its pins, and renamed into place only when complete, so an interrupted or failed install never
leaves a half-filled target that a later run would take for a good one. Standard library only,
like build.py: the build backend (tools/wheel.py), Workbox (tools/offline.py) and axe-core
(tools/axe.py) are installed with it.
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


def is_current(target: Path, wanted: str, ready: Path | None = None, stamp: str = STAMP) -> bool:
    """``target`` holds an install stamped ``wanted`` (in its file ``stamp``) and its file
    ``ready`` (relative; None: the stamp alone) exists."""
    stamped = target / stamp
    return (stamped.is_file() and stamped.read_text().strip() == wanted
            and (ready is None or (target / ready).is_file()))


def install(target: Path, wanted: str, fill: Callable[[Path], None], stamp: str = STAMP) -> None:
    """``fill`` a scratch folder, stamp it ``wanted`` (in its file ``stamp``) and put it in place
    of ``target``; on any failure the scratch folder goes and ``target`` is left as it was."""
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    try:
        fill(partial)
        (partial / stamp).write_text(wanted + "\n")
        if target.exists():
            shutil.rmtree(target)
        os.rename(partial, target)
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise

"""What every part of the build shares: the project's root, the error a person can act on,
checksums and pip's hash-checked install. Standard library only, like build.py."""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class BuildError(Exception):
    """A failure a person can act on; the message says what failed, why, and what to do."""


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


#: How many hex digits of a file's sha256 its name carries (tools/assemble.py).
HASH_LENGTH = 10
#: A path through a file or folder named by its content: ``app/table.0123456789.zip``,
#: ``runtime/pyodide.0123456789/pyodide.asm.wasm``. What such a name holds never changes, so a
#: browser may keep it for good, and the service worker's copy takes it from the HTTP cache.
CONTENT_NAMED = re.compile(rf"\.[0-9a-f]{{{HASH_LENGTH}}}(?:\.[A-Za-z0-9]+)?(?:/|$)")


def content_hash(data: bytes) -> str:
    return sha256_bytes(data)[:HASH_LENGTH]


def content_file(rel: str, data: bytes) -> str:
    """``rel`` named by ``data``: ``static/games/x.css`` -> ``static/games/x.<hash>.css``."""
    folder, _, name = rel.rpartition("/")
    stem, dot, suffix = name.partition(".")
    named = f"{stem}.{content_hash(data)}{dot}{suffix}"
    return f"{folder}/{named}" if folder else named


def content_folder(rel: str, files: Mapping[str, bytes]) -> str:
    """The folder ``rel`` named by all it holds (names and contents): ``rel.<hash>``."""
    listing = "".join(f"{name}\0{sha256_bytes(data)}\n" for name, data in sorted(files.items()))
    return f"{rel}.{content_hash(listing.encode())}"


def is_content_named(path: str) -> bool:
    return CONTENT_NAMED.search(path) is not None


def tail(output: str, lines: int = 15) -> str:
    """The last lines of a tool's output: where it says what went wrong."""
    return "\n".join(output.strip().splitlines()[-lines:])


def pip_install(python: Path | str, requirements: Path, what: str, *options: str) -> None:
    """`pip install --require-hashes -r requirements` with `python`; a BuildError if it fails."""
    done = subprocess.run([str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q",
                           "--require-hashes", *options, "-r", str(requirements)],
                          env={**os.environ, "PIP_ROOT_USER_ACTION": "ignore"}, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        raise BuildError(f"installing {what} failed (pip exit {done.returncode}); see pip's message above. "
                         "Check the network access to PyPI and run again.")

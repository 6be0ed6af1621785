"""What every part of the build shares: the project's root, the error a person can act on,
checksums and pip's hash-checked install. Standard library only, like build.py."""

from __future__ import annotations

import hashlib
import os
import subprocess
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

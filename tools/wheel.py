"""Our wheel: engine, ai and web in one file for the page, the same bytes on every build.

The wheel is built by the PEP 517 backend pyproject.toml declares in [build-system]
(setuptools, pinned exactly there and with hashes in requirements/build.txt), from a clean
copy of the sources, with every entry's timestamp and file mode fixed. Standard library only,
like build.py.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Callable
from pathlib import Path

from . import common, stamped
from .common import ROOT, BuildError, tail

# Installed once with `pip install --target` (no venv: Debian's python3 may lack the venv module);
# a stamp holding requirements/build.txt's hash skips the install later, so later builds need no network.
BACKEND_DIR = ROOT / ".cache" / "build-backend"
BUILD_REQUIREMENTS = ROOT / "requirements" / "build.txt"
SOURCE_DATE_EPOCH = 315_532_800  # 1980-01-01 00:00:00 UTC, the earliest zip time: every wheel entry's timestamp

# Runs in a fresh `python -I -S`: only the standard library and the pinned backend are importable.
BACKEND_RUNNER = """\
import importlib, os, site, sys
backend_dir, backend_name, wheel_dir = sys.argv[1:]
os.umask(0o022)  # the files the backend writes itself (METADATA, ...) are 0644 whatever the caller's umask
site.addsitedir(backend_dir)
module, _, attribute = backend_name.partition(":")
backend = importlib.import_module(module)
for part in filter(None, attribute.split(".")):
    backend = getattr(backend, part)
print(backend.build_wheel(wheel_dir))
"""

#: The stamp's name the backend's folder has always had (a cache made before stays good).
BACKEND_STAMP = ".requirements.sha256"


def ensure_build_backend(target: Path = BACKEND_DIR, requirements: Path = BUILD_REQUIREMENTS) -> Path:
    """`target` holding requirements/build.txt (the declared backend, hash-pinned), installed once."""
    wanted = stamped.pins_hash(requirements.parent, (requirements.name,))
    if stamped.is_current(target, wanted, stamp=BACKEND_STAMP):
        return target
    print(f"installing {requirements.name} (the wheel's build backend) into {target} ...", flush=True)

    def fill(partial: Path) -> None:
        common.pip_install(sys.executable, requirements, f"the build backend ({requirements.name})",
                           "--no-deps", "--only-binary=:all:", "--target", str(partial))

    stamped.install(target, wanted, fill, stamp=BACKEND_STAMP)
    return target


def build_backend_name(root: Path = ROOT) -> str:
    """The `build-backend` pyproject.toml's [build-system] declares."""
    with open(root / "pyproject.toml", "rb") as handle:
        backend = tomllib.load(handle).get("build-system", {}).get("build-backend")
    if not backend:
        raise BuildError(f"{root / 'pyproject.toml'} declares no [build-system] build-backend; restore it from git.")
    return str(backend)


def _copy_file_0644(source: str, destination: str) -> str:
    shutil.copyfile(source, destination)
    os.chmod(destination, 0o644)  # the wheel records each file's mode: the same for every checkout
    return destination


def _not_sources(root: Path) -> Callable[[str, list[str]], set[str]]:
    """The names copytree leaves out: what a fresh checkout would not hold (dot-folders and
    dot-files such as .git, .cache, .venv-test and the site's staging folder; bytecode;
    setuptools' egg-info; the build outputs site/, build/ and dist/ at the top)."""
    def ignore(folder: str, names: list[str]) -> set[str]:
        top = Path(folder) == root
        return {name for name in names
                if name.startswith(".") or name == "__pycache__" or name.endswith((".pyc", ".pyo", ".egg-info"))
                or (top and name in ("site", "build", "dist"))}
    return ignore


def build_wheel(out_dir: Path, root: Path = ROOT, backend_dir: Path = BACKEND_DIR) -> Path:
    """Our wheel, built into `out_dir` by the declared backend from a copy of `root`, reproducibly."""
    backend = build_backend_name(root)
    ensure_build_backend(backend_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="newworld-wheel-") as scratch:
        source, wheels = Path(scratch) / "source", Path(scratch) / "wheels"
        shutil.copytree(root, source, ignore=_not_sources(root), copy_function=_copy_file_0644)
        wheels.mkdir()
        env = {"PATH": os.environ.get("PATH", os.defpath), "HOME": scratch,  # no ~/.pydistutils.cfg
               "SOURCE_DATE_EPOCH": str(SOURCE_DATE_EPOCH)}
        done = subprocess.run(
            [sys.executable, "-I", "-S", "-X", "utf8", "-c", BACKEND_RUNNER, str(backend_dir), backend, str(wheels)],
            cwd=source, env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL)
        built = sorted(wheels.glob("*.whl"))
        if done.returncode != 0 or len(built) != 1:
            raise BuildError(f"the build backend {backend} did not build the wheel (exit {done.returncode}, "
                             f"{len(built)} wheels):\n{tail(done.stderr + done.stdout)}\n"
                             "Fix the cause above and run again.")
        target = out_dir / built[0].name
        partial = out_dir / (built[0].name + ".part")
        shutil.copyfile(built[0], partial)
        os.replace(partial, target)
    return target

"""The pinned runtime: Pyodide, PyScript and micropip as runtime.lock.json names them.

Each artefact is fetched once with its ordinary client (`npm pack`, `pip download`) into
.cache/runtime/, and every file the site ships from it is checked against its sha256 in the
lock before anything is built. `relock` rewrites the checksums after a deliberate upgrade.
Standard library only, like build.py.
"""

from __future__ import annotations

import fnmatch
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import Any

from .common import ROOT, BuildError, sha256_bytes, sha256_file, tail

LOCK_FILE = ROOT / "runtime.lock.json"
CACHE_DIR = ROOT / ".cache" / "runtime"

#: runtime.lock.json as read (JSON: its shape is documented in the file itself).
Lock = dict[str, Any]
Artefact = dict[str, Any]


def checksum_error(what: str, expected: str, actual: str, todo: str) -> BuildError:
    return BuildError(
        f"checksum mismatch: {what}\n"
        f"  expected sha256 {expected} (runtime.lock.json)\n"
        f"  actual   sha256 {actual}\n"
        f"{todo}\nNothing was built; site/ is as it was."
    )


def check_sha256(what: str, data: bytes, expected: str, todo: str) -> None:
    actual = sha256_bytes(data)
    if actual != expected:
        raise checksum_error(what, expected, actual, todo)



def load_lock(path: Path = LOCK_FILE) -> Lock:
    try:
        lock: Lock = json.loads(path.read_text(encoding="utf-8"))
        return lock
    except FileNotFoundError:
        raise BuildError(f"{path} is missing: it pins the runtime; restore it from git.") from None
    except json.JSONDecodeError as error:
        raise BuildError(f"{path} is not valid JSON ({error}); restore it from git.") from None


def _run_tool(command: list[str], cwd: Path, what: str) -> str:
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    except FileNotFoundError:
        raise BuildError(
            f"cannot download {what}: `{command[0]}` is not installed. "
            + ("Install Node.js with npm (e.g. `apt-get install npm`)." if command[0] == "npm" else "")
        ) from None
    if done.returncode != 0:
        raise BuildError(
            f"download of {what} failed: `{' '.join(command)}` exited with {done.returncode}:\n"
            f"{tail(done.stderr or done.stdout)}\n"
            "Check the network access to the package registry and run again; nothing was built."
        )
    return done.stdout


def download_artefact(artefact: Artefact, into: Path) -> Path:
    """Fetch one artefact's archive with its ordinary client into the folder `into`."""
    spec, kind = artefact["spec"], artefact["fetch"]
    if kind == "npm":
        _run_tool(["npm", "pack", spec, "--pack-destination", str(into), "--json", "--silent"], into, spec)
    elif kind == "pip":
        _run_tool(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
             "--disable-pip-version-check", "-q", *artefact.get("pip_args", []), "-d", str(into), spec],
            into, spec,
        )
    else:
        raise BuildError(f"runtime.lock.json: unknown fetch kind {kind!r} for {artefact['name']}")
    archive: Path = into / artefact["archive"]
    if not archive.exists():
        found = ", ".join(sorted(p.name for p in into.iterdir())) or "nothing"
        raise BuildError(f"download of {spec} gave {found}, not the expected {artefact['archive']}.")
    return archive


def fetch_artefact(artefact: Artefact, cache: Path = CACHE_DIR) -> Path:
    """The artefact's archive from the cache, downloading it once; its sha256 always checked."""
    cache.mkdir(parents=True, exist_ok=True)
    cached: Path = cache / artefact["archive"]
    expected: str = artefact["archive_sha256"]
    if cached.exists():
        actual = sha256_file(cached)
        if actual != expected:
            raise checksum_error(
                f"the cached {artefact['archive']} ({artefact['spec']}) in {cache}", expected, actual,
                f"The cached file is damaged or from another version: delete it (rm {cached}) and run "
                "again to download it afresh.",
            )
        return cached
    print(f"fetching {artefact['spec']} ({artefact['fetch']}) ...", flush=True)
    with tempfile.TemporaryDirectory(dir=cache, prefix=".download-") as scratch:
        archive = download_artefact(artefact, Path(scratch))
        actual = sha256_file(archive)
        if actual != expected:
            raise checksum_error(
                f"{artefact['archive']} as just downloaded ({artefact['spec']})", expected, actual,
                "The registry served a different file from the one pinned. Do not use it: check for a "
                "proxy or mirror rewriting packages. If the pin itself was changed on purpose, run "
                "`python build.py lock` to record the new checksums.",
            )
        os.replace(archive, cached)
    return cached


def _selected(name: str, select: dict[str, Any]) -> bool:
    if "include" in select:
        return name in select["include"]
    return not any(fnmatch.fnmatch(name, pattern) for pattern in select.get("exclude", []))


def read_artefact_files(artefact: Artefact, archive: Path) -> dict[str, bytes]:
    """Every file the lock lists for this artefact, read from its archive and checked."""
    todo = (f"The archive {archive.name} passed its own checksum, so runtime.lock.json is inconsistent: "
            "restore it from git (or rerun `python build.py lock` after an intended upgrade).")
    out: dict[str, bytes] = {}
    if archive.name.endswith((".tgz", ".tar.gz")):
        prefix = artefact["select"]["prefix"]
        with tarfile.open(archive) as tar:
            for name, expected in sorted(artefact["files"].items()):
                try:
                    member = tar.extractfile(prefix + name)
                except KeyError:
                    member = None
                if member is None:
                    raise BuildError(
                        f"{archive.name} has no file {prefix + name}, which runtime.lock.json lists. {todo}")
                data = member.read()
                check_sha256(f"{name} from {archive.name}", data, expected, todo)
                out[name] = data
    else:  # a single file (the micropip wheel) is its own only file
        data = archive.read_bytes()
        for name, expected in artefact["files"].items():
            check_sha256(f"{name}", data, expected, todo)
            out[name] = data
    return out


def patch_pyodide_lock(data: bytes, package: str, wheel_name: str, wheel_sha256: str) -> bytes:
    """Point pyodide-lock.json's entry for `package` at our copy of its wheel (by its sha256).

    Pyodide's lock lists the hash of Pyodide's own build of micropip; we ship PyPI's wheel of
    the same version beside it, so the entry must carry that wheel's hash. Only the one hash
    string is replaced, so the rest of the file stays byte-for-byte as published.
    """
    lock = json.loads(data)
    entry = lock["packages"][package]
    if entry["file_name"] != wheel_name:
        raise BuildError(f"pyodide-lock.json expects {entry['file_name']} for {package}, but we ship {wheel_name}.")
    old = f'"sha256": "{entry["sha256"]}"'.encode()
    if data.count(old) != 1:
        raise BuildError(f"pyodide-lock.json: the hash of {package} is not found exactly once; cannot patch it.")
    patched = data.replace(old, f'"sha256": "{wheel_sha256}"'.encode())
    assert json.loads(patched)["packages"][package]["sha256"] == wheel_sha256
    return patched


def _patched_file(lock: Lock, contents: dict[str, dict[str, bytes]]) -> tuple[str, bytes] | None:
    """The lock's one patch (pyodide-lock.json pointed at our micropip wheel), applied."""
    patch = lock.get("patch")
    if not patch:
        return None
    wheel_name, wheel = next(iter(contents[patch["wheel_from"]].items()))
    data = contents[patch["artefact"]][patch["file"]]
    return patch["file"], patch_pyodide_lock(data, patch["package"], wheel_name, sha256_bytes(wheel))


def runtime_files(lock: Lock, cache: Path = CACHE_DIR) -> dict[str, bytes]:
    """site-relative path -> bytes of every runtime file we ship, all checked, patches applied."""
    by_name = {artefact["name"]: artefact for artefact in lock["artefacts"]}
    contents = {name: read_artefact_files(a, fetch_artefact(a, cache)) for name, a in by_name.items()}
    patched = _patched_file(lock, contents)
    if patched:
        name, data = patched
        check_sha256(f"{name} after patching", data, lock["patch"]["shipped_sha256"],
                     "runtime.lock.json is inconsistent: restore it from git.")
        contents[lock["patch"]["artefact"]][name] = data
    files: dict[str, bytes] = {}
    for name, artefact in by_name.items():
        for rel, data in contents[name].items():
            files[f"{artefact['dest']}/{rel}"] = data
    return files


def relock(lock_path: Path = LOCK_FILE, cache: Path = CACHE_DIR) -> None:
    """Re-download every artefact named in the lock and rewrite all of its checksums.

    The versions (`spec`, `archive`) and the file selection (`select`) are edited by hand in
    runtime.lock.json; this fills in every sha256 from what the registries serve now.
    """
    lock = load_lock(lock_path)
    cache.mkdir(parents=True, exist_ok=True)
    contents: dict[str, dict[str, bytes]] = {}
    with tempfile.TemporaryDirectory(dir=cache, prefix=".relock-") as scratch:
        for artefact in lock["artefacts"]:
            here = Path(scratch) / artefact["name"]
            here.mkdir()
            archive = download_artefact(artefact, here)
            artefact["archive_sha256"] = sha256_file(archive)
            files: dict[str, bytes] = {}
            if archive.name.endswith((".tgz", ".tar.gz")):
                prefix = artefact["select"]["prefix"]
                with tarfile.open(archive) as tar:
                    for member in tar.getmembers():
                        name = member.name[len(prefix):]
                        wanted = member.name.startswith(prefix) and _selected(name, artefact["select"])
                        extracted = tar.extractfile(member) if wanted and member.isfile() else None
                        if extracted is not None:
                            files[name] = extracted.read()
            else:
                files[archive.name] = archive.read_bytes()
            contents[artefact["name"]] = files
            artefact["files"] = {name: sha256_bytes(data) for name, data in sorted(files.items())}
            os.replace(archive, cache / artefact["archive"])
            print(f"{artefact['spec']}: {artefact['archive']} sha256 {artefact['archive_sha256']} ({len(files)} files)")
    patched = _patched_file(lock, contents)
    if patched:
        lock["patch"]["shipped_sha256"] = sha256_bytes(patched[1])
    lock_path.write_text(json.dumps(lock, indent=2) + "\n", encoding="utf-8")
    runtime_files(lock, cache)  # consistent now: every check passes
    print(f"wrote {lock_path}")

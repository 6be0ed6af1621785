#!/usr/bin/env python3
"""Build, serve, test and measure the New World table. Standard library only (CPython >= 3.11).

    python build.py serve [--port N] [--no-serve] [--loader files|micropip]
        Fetch the pinned runtime once into .cache/runtime/ (npm pack, pip download), check
        every file against runtime.lock.json, build our wheel with the build backend
        pyproject.toml declares (installed once into .cache/build-backend/ from the hash-pinned
        requirements/build.txt), compile the standard library with the pinned Pyodide under
        Node (tools/bytecode.py; kept in .cache/runtime/stdlib-bytecode/), assemble site/ with its
        service worker (tools/offline.py: Workbox, pinned in requirements/workbox/) and serve
        it on 127.0.0.1. A second run uses the caches and needs no network.
    python build.py test [pytest args...]
        Make .venv-test/ from requirements/test.txt (hash-pinned), make sure a Chromium
        exists, install axe-core (tools/axe.py: pinned in requirements/axe/, `npm ci` into
        .cache/axe/), build site/ and run pytest (everything but the `slow` tests, browser included).
    python build.py fuzz [pytest args...]
        The same, running only the long `slow` tests (pytest -m slow).
    python build.py bench [--loader files|micropip] [--runs N] [name...]
        Run the named benchmarks of bench/ (all of them by default) and print the figures.
    python build.py lock
        Re-download the artefacts named in runtime.lock.json and rewrite their checksums.
        Only for a deliberate upgrade: edit the versions in runtime.lock.json first.

The site is assembled in a temporary folder beside site/ and swapped in only when complete,
so nothing half-built is ever served.
"""

from __future__ import annotations

import argparse
import contextlib
import fnmatch
import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading
import tomllib
import zipfile
from pathlib import Path
from typing import ClassVar

from tools import axe, bytecode, offline

ROOT = Path(__file__).resolve().parent
LOCK_FILE = ROOT / "runtime.lock.json"
CACHE_DIR = ROOT / ".cache" / "runtime"
SITE_DIR = ROOT / "site"
VENV_DIR = ROOT / ".venv-test"
TEST_REQUIREMENTS = ROOT / "requirements" / "test.txt"

LOADERS = ("files", "micropip")
DEFAULT_LOADER = "files"  # RUNTIME.md: `files` 1.05x a bare page at start-up, micropip 1.30x
MAIN_PY = "from web.browser import main\nmain()\n"


class BuildError(Exception):
    """A failure a person can act on; the message says what failed, why, and what to do."""


# --------------------------------------------------------------------------- checksums


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


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


# --------------------------------------------------------------------------- runtime lock


def load_lock(path: Path = LOCK_FILE) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
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
        tail = "\n".join((done.stderr or done.stdout).strip().splitlines()[-15:])
        raise BuildError(
            f"download of {what} failed: `{' '.join(command)}` exited with {done.returncode}:\n{tail}\n"
            "Check the network access to the package registry and run again; nothing was built."
        )
    return done.stdout


def download_artefact(artefact: dict, into: Path) -> Path:
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
    archive = into / artefact["archive"]
    if not archive.exists():
        found = ", ".join(sorted(p.name for p in into.iterdir())) or "nothing"
        raise BuildError(f"download of {spec} gave {found}, not the expected {artefact['archive']}.")
    return archive


def fetch_artefact(artefact: dict, cache: Path = CACHE_DIR) -> Path:
    """The artefact's archive from the cache, downloading it once; its sha256 always checked."""
    cache.mkdir(parents=True, exist_ok=True)
    cached = cache / artefact["archive"]
    expected = artefact["archive_sha256"]
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


def _selected(name: str, select: dict) -> bool:
    if "include" in select:
        return name in select["include"]
    return not any(fnmatch.fnmatch(name, pattern) for pattern in select.get("exclude", []))


def read_artefact_files(artefact: dict, archive: Path) -> dict[str, bytes]:
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


def _patched_file(lock: dict, contents: dict[str, dict[str, bytes]]) -> tuple[str, bytes] | None:
    """The lock's one patch (pyodide-lock.json pointed at our micropip wheel), applied."""
    patch = lock.get("patch")
    if not patch:
        return None
    wheel_name, wheel = next(iter(contents[patch["wheel_from"]].items()))
    data = contents[patch["artefact"]][patch["file"]]
    return patch["file"], patch_pyodide_lock(data, patch["package"], wheel_name, sha256_bytes(wheel))


def runtime_files(lock: dict, cache: Path = CACHE_DIR) -> dict[str, bytes]:
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
                        if member.isfile() and member.name.startswith(prefix) and _selected(name, artefact["select"]):
                            files[name] = tar.extractfile(member).read()
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


# --------------------------------------------------------------------------- our wheel
#
# The wheel is built by the PEP 517 backend pyproject.toml declares in [build-system]
# (setuptools, pinned exactly there and with hashes in requirements/build.txt), from a clean
# copy of the sources, with every entry's timestamp and file mode fixed: the same bytes on
# every machine and every run.

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


def _pip_install(python: Path | str, requirements: Path, what: str, *options: str) -> None:
    """`pip install --require-hashes -r requirements` with `python`; a BuildError if it fails."""
    done = subprocess.run([str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q",
                           "--require-hashes", *options, "-r", str(requirements)],
                          env={**os.environ, "PIP_ROOT_USER_ACTION": "ignore"}, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        raise BuildError(f"installing {what} failed (pip exit {done.returncode}); see pip's message above. "
                         "Check the network access to PyPI and run again.")


def ensure_build_backend(target: Path = BACKEND_DIR, requirements: Path = BUILD_REQUIREMENTS) -> Path:
    """`target` holding requirements/build.txt (the declared backend, hash-pinned), installed once."""
    stamp = target / ".requirements.sha256"
    wanted = sha256_bytes(requirements.read_bytes())
    if stamp.is_file() and stamp.read_text().strip() == wanted:
        return target
    print(f"installing {requirements.name} (the wheel's build backend) into {target} ...", flush=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    try:
        _pip_install(sys.executable, requirements, f"the build backend ({requirements.name})",
                     "--no-deps", "--only-binary=:all:", "--target", str(partial))
        (partial / stamp.name).write_text(wanted + "\n")
        if target.exists():
            shutil.rmtree(target)
        os.rename(partial, target)
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise
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


def _not_sources(root: Path):
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
            tail = "\n".join((done.stderr + done.stdout).strip().splitlines()[-15:])
            raise BuildError(f"the build backend {backend} did not build the wheel (exit {done.returncode}, "
                             f"{len(built)} wheels):\n{tail}\nFix the cause above and run again.")
        target = out_dir / built[0].name
        partial = out_dir / (built[0].name + ".part")
        shutil.copyfile(built[0], partial)
        os.replace(partial, target)
    return target


# --------------------------------------------------------------------------- the site


def pyscript_config(wheel: str, loader: str) -> dict:
    config: dict = {"interpreter": "./runtime/pyodide/pyodide.mjs"}
    if loader == "files":  # unpack the wheel into the interpreter's working directory
        config["files"] = {f"./dist/{wheel}": "./*"}
    elif loader == "micropip":  # micropip (from our pyodide-lock.json) installs the wheel
        config["packages"] = [f"./dist/{wheel}"]
    else:
        raise BuildError(f"unknown loader {loader!r}; choose one of {', '.join(LOADERS)}")
    return config


def _write(path: Path, data: bytes | str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)


def swap_in(staging: Path, site: Path) -> None:
    """Replace `site` by the complete `staging` folder (same filesystem: two renames)."""
    old = None
    if site.exists():
        old = site.with_name(f".site-old-{os.getpid()}-{threading.get_ident()}")
        os.rename(site, old)
    os.rename(staging, site)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


FIRST_PAINT = re.compile(r"(<!--first-paint:[^>]*-->).*?(<!--/first-paint-->)", re.S)
FIRST_PAINT_RENDER = ("import sys; sys.path.insert(0, sys.argv[1]); from web.first_paint import home_markup; "
                      "sys.stdout.buffer.write(home_markup().encode('utf-8'))")


def with_first_paint(index: str, root: Path = ROOT) -> str:
    """index.html with the home screen drawn between its first-paint marks (web/first_paint.py,
    run from `root` in a separate CPython), so that the first paint is the real home screen;
    an index.html without the marks is left as it is."""
    if not FIRST_PAINT.search(index):
        return index
    done = subprocess.run([sys.executable, "-I", "-B", "-c", FIRST_PAINT_RENDER, str(root)], cwd=root,
                          capture_output=True, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        tail = "\n".join(done.stderr.decode("utf-8", "replace").strip().splitlines()[-15:])
        raise BuildError(f"drawing the home screen into index.html failed:\n{tail}\nFix the cause above; "
                         "nothing was built.")
    home = done.stdout.decode("utf-8")
    return FIRST_PAINT.sub(lambda m: m.group(1) + home + m.group(2), index, count=1)


PRELOAD = re.compile(r"<!--preload:[^>]*-->")


def preload_links(site: Path, loader: str) -> str:
    """``<link>`` tags for what the page fetches before Python runs, so that the browser fetches it
    all at once while it reads the page, instead of each file only when the one before it has
    run (core.js, then PyScript's core, the config, pyodide.mjs, then the interpreter's files).
    Each names a file of the built ``site``; a runtime whose files are named otherwise fails here."""
    core_js = (site / "runtime" / "pyscript" / "core.js").read_text(encoding="utf-8")
    core = re.search(r'from\s*"\./(core-[\w-]+\.js)"', core_js)
    if core is None:
        raise BuildError("runtime/pyscript/core.js no longer imports a core-*.js chunk: update "
                         "build.preload_links for this PyScript.")
    # Not pyodide.asm.mjs: a module preload is parsed at once, and parsing its 1.2 MB on a
    # second core delays the first paint by more than fetching it later costs (bench page).
    modules = [f"runtime/pyscript/{core.group(1)}", "runtime/pyodide/pyodide.mjs"]
    # Fetched with fetch(), same-origin: `crossorigin` makes the preload's credentials mode match.
    fetched = ["runtime/pyodide/pyodide.asm.wasm", "runtime/pyodide/python_stdlib.zip",
               "runtime/pyodide/pyodide-lock.json", "pyscript.json", "main.py"]
    if loader == "files":
        fetched += [f"dist/{wheel.name}" for wheel in sorted((site / "dist").glob("*.whl"))]
    missing = [rel for rel in modules + fetched if not (site / rel).is_file()]
    if missing:
        raise BuildError(f"the page would preload files the site does not have: {', '.join(missing)}")
    lines = [f'<link rel="modulepreload" href="./{rel}">' for rel in modules]
    lines += [f'<link rel="preload" href="./{rel}" as="fetch" crossorigin>' for rel in fetched]
    return "\n  ".join(lines)


STYLESHEET = re.compile(r'<link rel="stylesheet" href="\./([^"]+)">')


def inline_stylesheets(page: str, site: Path) -> str:
    """The page with its stylesheets' ``<link>`` tags replaced by their text, so that the first
    paint waits for no other file. The files stay in the site (a page drawn by an older
    index.html may still ask for them); a stylesheet that refers to other files is refused,
    since those references would then be read against the page's address instead of its own."""
    def inline(match: re.Match) -> str:
        path = site / match.group(1)
        if not path.is_file():
            raise BuildError(f"index.html links the stylesheet {match.group(1)}, which the site does not have.")
        css = path.read_text(encoding="utf-8")
        if re.search(r"url\(|@import", css) or "</" in css:
            raise BuildError(f"{match.group(1)} refers to other files or holds '</': it cannot be inlined "
                             "into index.html as it is; change build.inline_stylesheets or the stylesheet.")
        return f"<style>/* {match.group(1)} */\n{css.strip()}\n</style>"
    return STYLESHEET.sub(inline, page)


def assemble_site(site: Path = SITE_DIR, root: Path = ROOT, lock_path: Path = LOCK_FILE,
                  cache: Path = CACHE_DIR, loader: str = DEFAULT_LOADER, with_offline: bool = True) -> Path:
    """Build the whole site into a fresh temporary folder beside `site`, then swap it in.
    `with_offline`: add the manifest, the icons and the service worker (tools/offline.py)."""
    lock = load_lock(lock_path)
    runtime = runtime_files(lock, cache)  # downloads and checks happen before anything is built
    workbox = _offline_step(offline.ensure_workbox) if with_offline else None
    site.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".site-", dir=site.parent))
    try:
        os.chmod(staging, 0o755)
        index = root / "index.html"
        if not index.is_file():
            raise BuildError(f"{index} is missing: the page itself.")
        _write(staging / "index.html", with_first_paint(index.read_text(encoding="utf-8"), root))
        _write(staging / "main.py", MAIN_PY)
        static = root / "web" / "static"
        if static.is_dir():
            shutil.copytree(static, staging / "static", ignore=shutil.ignore_patterns("__pycache__", ".*"))
        else:
            (staging / "static").mkdir()
        for rel, data in sorted(runtime.items()):
            _write(staging / rel, data)
        stdlib = staging / "runtime" / "pyodide" / bytecode.STDLIB_ZIP
        if stdlib.is_file():  # compiled by the page's own Python, once (tools/bytecode.py)
            _write(stdlib, _bytecode_step(bytecode.compiled_stdlib, stdlib.parent, cache))
        wheel = build_wheel(staging / "dist", root)
        with zipfile.ZipFile(wheel) as archive:
            if "web/browser.py" not in archive.namelist():  # what main.py imports
                raise BuildError(f"{wheel.name} holds no web/browser.py, which main.py imports: check the "
                                 "packages pyproject.toml names under [tool.setuptools.packages.find].")
        _write(staging / "pyscript.json", json.dumps(pyscript_config(wheel.name, loader), indent=2) + "\n")
        page = (staging / "index.html").read_text(encoding="utf-8")
        page = PRELOAD.sub(lambda _: preload_links(staging, loader), page, count=1)
        _write(staging / "index.html", inline_stylesheets(page, staging))
        if workbox is not None:
            _offline_step(offline.add_offline_files, staging, workbox)  # last: it lists every other file
        swap_in(staging, site)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return site


def _bytecode_step(step, *args):
    try:
        return step(*args)
    except bytecode.BytecodeBuildError as error:
        raise BuildError(str(error)) from None


def _offline_step(step, *args):
    try:
        return step(*args)
    except offline.OfflineBuildError as error:
        raise BuildError(str(error)) from None


# --------------------------------------------------------------------------- the server

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".py": "text/x-python; charset=utf-8",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
    ".png": "image/png",
    ".txt": "text/plain; charset=utf-8",
    "": "application/octet-stream",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types the runtime needs; optional extra folders (`mounts`)."""

    extensions_map = MIME_TYPES
    mounts: ClassVar[dict[str, str]] = {}
    quiet = True

    def translate_path(self, path: str) -> str:
        for prefix, folder in self.mounts.items():
            if path.startswith(prefix):
                saved, self.directory = self.directory, folder
                try:
                    return super().translate_path("/" + path[len(prefix):])
                finally:
                    self.directory = saved
        return super().translate_path(path)

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the browser dropped a connection; nothing to report
        super().handle_error(request, client_address)


def make_server(directory: Path, port: int = 0, host: str = "127.0.0.1",
                mounts: dict[str, Path] | None = None, quiet: bool = True) -> SiteServer:
    """A loopback server for `directory` (port 0: any free port); `mounts` maps URL prefixes
    such as "/bench/" to other folders."""
    handler = type("BoundSiteHandler", (SiteHandler,), {
        "mounts": {prefix: str(folder) for prefix, folder in (mounts or {}).items()},
        "quiet": quiet,
        "__init__": lambda self, *a, **k: SiteHandler.__init__(self, *a, directory=str(directory), **k),
    })
    return SiteServer((host, port), handler)


def server_url(server: SiteServer) -> str:
    host, port = server.server_address[:2]
    return f"http://{host}:{port}/"


@contextlib.contextmanager
def serving(directory: Path, **kwargs):
    """Serve `directory` in a background thread; yields the base URL; shuts down on exit."""
    server = make_server(directory, **kwargs)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield server_url(server)
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


# --------------------------------------------------------------------------- test environment


def venv_python(venv: Path = VENV_DIR) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_test_env(venv: Path = VENV_DIR, requirements: Path = TEST_REQUIREMENTS) -> Path:
    """.venv-test/ with requirements/test.txt installed (--require-hashes); a stamp file holding
    the requirements' hash skips the install when nothing changed."""
    python = venv_python(venv)
    if not python.exists():
        print(f"creating {venv} ...", flush=True)
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=True)
    stamp = venv / ".requirements.sha256"
    wanted = sha256_bytes(requirements.read_bytes())
    if not stamp.exists() or stamp.read_text().strip() != wanted:
        print(f"installing {requirements.relative_to(ROOT)} into {venv.name} ...", flush=True)
        _pip_install(python, requirements, f"the test tools into {venv}")
        stamp.write_text(wanted + "\n")
    return python


CHROMIUM_HELP = ("No Chromium found. Either set CHROMIUM=/path/to/chromium (or "
                 "PLAYWRIGHT_CHROMIUM_EXECUTABLE), install your system's chromium package (Debian: "
                 "`apt-get install chromium`), or run `.venv-test/bin/python -m playwright install chromium`.")


SYSTEM_CHROMIUM = Path("/usr/bin/chromium")  # Debian's chromium package


def find_chromium() -> str | None:
    """The Chromium to use: $CHROMIUM, $PLAYWRIGHT_CHROMIUM_EXECUTABLE, /usr/bin/chromium, or
    `chromium` on the PATH; None: none of them (Playwright's own browser, if installed). The one
    finder: the tests and the benchmarks launch what it names (tests/browser_support.py)."""
    for variable in ("CHROMIUM", "PLAYWRIGHT_CHROMIUM_EXECUTABLE"):
        value = os.environ.get(variable)
        if value:
            if not Path(value).exists():
                raise BuildError(f"${variable} is {value}, which does not exist.")
            return value
    if SYSTEM_CHROMIUM.exists():
        return str(SYSTEM_CHROMIUM)
    return shutil.which("chromium")


def _playwright_chromium(python: Path) -> str | None:
    """The browser `playwright install chromium` put in place, if any."""
    probe = ("from playwright.sync_api import sync_playwright\n"
             "with sync_playwright() as p: print(p.chromium.executable_path)\n")
    done = subprocess.run([str(python), "-c", probe], capture_output=True, text=True, stdin=subprocess.DEVNULL)
    path = done.stdout.strip()
    return path if done.returncode == 0 and path and Path(path).exists() else None


def ensure_chromium(python: Path) -> str | None:
    """Path of a Chromium (None: Playwright's own download). On Debian as root, installs one."""
    found = find_chromium()
    if found:
        return found
    if _playwright_chromium(python):
        return None
    is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    if is_root and Path("/etc/debian_version").exists() and shutil.which("apt-get"):
        print("no Chromium found: installing Debian's chromium package ...", flush=True)
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        for command in (["apt-get", "-q", "update"], ["apt-get", "-q", "install", "-y", "chromium"]):
            done = subprocess.run(command, env=env, stdin=subprocess.DEVNULL)
            if done.returncode != 0:
                raise BuildError(f"`{' '.join(command)}` failed (exit {done.returncode}). {CHROMIUM_HELP}")
        found = find_chromium()
        if found:
            return found
    raise BuildError(CHROMIUM_HELP)


def site_for(loader: str) -> Path:
    """site/ for the default loader; another loader's site (bench only) goes to .cache/."""
    return SITE_DIR if loader == DEFAULT_LOADER else ROOT / ".cache" / f"site-{loader}"


def prepare(loader: str = DEFAULT_LOADER) -> tuple[Path, dict[str, str]]:
    """Test venv, Chromium and a fresh site: the python to run and the environment to run it in."""
    python = ensure_test_env()
    chromium = ensure_chromium(python)
    assemble_site(site_for(loader), loader=loader)
    env = {**os.environ, "NEWWORLD_REQUIRE_E2E": "1"}  # in this run a missing browser is a failure
    try:
        env["NWT_AXE"] = str(axe.ensure_axe())  # the accessibility checker the browser tests inject
    except axe.AxeInstallError as error:
        raise BuildError(str(error)) from None
    if chromium:
        env["CHROMIUM"] = chromium
    return python, env


#: pytest-xdist workers for `test` and `fuzz`: the browser tests run one after another on one
#: of them (tests/conftest.py groups them), the rest on the other; more would only share the
#: same cores with the browser.
WORKERS = 2


def worker_options(args: list[str], cpus: int | None = None) -> list[str]:
    """pytest-xdist's options for a run, unless its arguments choose their own (`-n 0` runs
    everything in one process, as `--pdb` needs) or the machine has one core."""
    own = any(a in ("-n", "--numprocesses") or a.startswith(("--numprocesses=", "-n")) or a in ("--pdb", "--trace")
              for a in args)
    workers = min(WORKERS, cpus if cpus is not None else (os.cpu_count() or 1))
    return [] if own or workers < 2 else ["-n", str(workers), "--dist", "loadgroup"]


def run_pytest(args: list[str]) -> int:
    python, env = prepare()
    command = [str(python), "-m", "pytest", *worker_options(args), *args]
    print("running", " ".join(command[2:]), flush=True)
    return subprocess.run(command, cwd=ROOT, env=env, stdin=subprocess.DEVNULL).returncode


# --------------------------------------------------------------------------- commands


def cmd_serve(options) -> int:
    site = assemble_site(loader=options.loader)
    print(f"built {site.relative_to(ROOT)}/ (loader: {options.loader})")
    if options.no_serve:
        return 0
    try:
        server = make_server(site, port=options.port, quiet=False)
    except OSError as error:
        raise BuildError(f"cannot listen on 127.0.0.1:{options.port} ({error.strerror}); "
                         "choose another with --port N (0: any free port).") from None
    print(f"Serving the New World table at {server_url(server)}  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("\nstopped")
    finally:
        server.server_close()
    return 0


def cmd_test(options) -> int:
    return run_pytest(options.pytest_args)


def cmd_fuzz(options) -> int:
    return run_pytest(["-m", "slow", *options.pytest_args])


def cmd_bench(options) -> int:
    python, env = prepare(options.loader)
    command = [str(python), "-m", "bench", "--runs", str(options.runs), "--loader", options.loader,
               "--site", str(site_for(options.loader)), *options.names]
    return subprocess.run(command, cwd=ROOT, env=env, stdin=subprocess.DEVNULL).returncode


def cmd_lock(options) -> int:
    relock()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="build site/ and serve it on 127.0.0.1")
    serve.add_argument("--port", type=int, default=8000, help="port (default 8000; 0: any free port)")
    serve.add_argument("--no-serve", action="store_true", help="only build site/")
    serve.add_argument("--loader", choices=LOADERS, default=DEFAULT_LOADER,
                       help="how the page loads our wheel: 'files' unpacks it (default, faster start-up), "
                            "'micropip' installs it with micropip (the `packages` config key)")
    serve.set_defaults(run=cmd_serve)

    for name, run, text in (("test", cmd_test, "run the test suite (all but slow), browser included"),
                            ("fuzz", cmd_fuzz, "run the long fuzzing tests (pytest -m slow)")):
        sub = commands.add_parser(name, help=text, prefix_chars="+")  # every argument goes to pytest
        sub.add_argument("pytest_args", nargs=argparse.REMAINDER)
        sub.set_defaults(run=run)

    bench = commands.add_parser("bench", help="print the benchmarks' figures")
    bench.add_argument("names", nargs="*", help="benchmarks to run (default: all)")
    bench.add_argument("--runs", type=int, default=5, help="runs per figure (default 5)")
    bench.add_argument("--loader", choices=LOADERS, default=DEFAULT_LOADER, help="as for serve")
    bench.set_defaults(run=cmd_bench)

    lock = commands.add_parser("lock", help="re-download the runtime and rewrite runtime.lock.json")
    lock.set_defaults(run=cmd_lock)

    options = parser.parse_args(argv)
    try:
        return options.run(options)
    except BuildError as error:
        print(f"\nbuild.py {options.command}: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())

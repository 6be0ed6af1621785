"""site/: the page, the pinned runtime, our wheel and the offline files, assembled in a scratch
folder beside site/ and swapped in only when complete, so nothing half-built is ever served.
Standard library only, like build.py.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import zipfile
from pathlib import Path
from typing import Any

from . import bytecode, offline
from .common import ROOT, BuildError, tail
from .runtime import CACHE_DIR, LOCK_FILE, load_lock, runtime_files
from .wheel import build_wheel

SITE_DIR = ROOT / "site"
LOADERS = ("files", "micropip")
DEFAULT_LOADER = "files"  # the faster start-up of the two (docs/figures.md)
MAIN_PY = "from web.browser import main\nmain()\n"


def site_for(loader: str) -> Path:
    """site/ for the default loader; another loader's site (bench only) goes to .cache/."""
    return SITE_DIR if loader == DEFAULT_LOADER else ROOT / ".cache" / f"site-{loader}"


def pyscript_config(wheel: str, loader: str) -> dict[str, Any]:
    config: dict[str, Any] = {"interpreter": "./runtime/pyodide/pyodide.mjs"}
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
        raise BuildError(f"drawing the home screen into index.html failed:\n"
                         f"{tail(done.stderr.decode('utf-8', 'replace'))}\nFix the cause above; "
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
                         "tools.assemble.preload_links for this PyScript.")
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
    def inline(match: re.Match[str]) -> str:
        path = site / match.group(1)
        if not path.is_file():
            raise BuildError(f"index.html links the stylesheet {match.group(1)}, which the site does not have.")
        css = path.read_text(encoding="utf-8")
        if re.search(r"url\(|@import", css) or "</" in css:
            raise BuildError(f"{match.group(1)} refers to other files or holds '</': it cannot be inlined "
                             "into index.html as it is; change tools.assemble.inline_stylesheets or the stylesheet.")
        return f"<style>/* {match.group(1)} */\n{css.strip()}\n</style>"
    return STYLESHEET.sub(inline, page)


def assemble_site(site: Path = SITE_DIR, root: Path = ROOT, lock_path: Path = LOCK_FILE,
                  cache: Path = CACHE_DIR, loader: str = DEFAULT_LOADER, with_offline: bool = True) -> Path:
    """Build the whole site into a fresh temporary folder beside `site`, then swap it in.
    `with_offline`: add the manifest, the icons and the service worker (tools/offline.py)."""
    lock = load_lock(lock_path)
    runtime = runtime_files(lock, cache)  # downloads and checks happen before anything is built
    workbox = offline.ensure_workbox() if with_offline else None
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
            _write(stdlib, _compiled_stdlib(stdlib.parent, cache))
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
            offline.add_offline_files(staging, workbox)  # last: it lists every other file
        swap_in(staging, site)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return site


def _compiled_stdlib(runtime: Path, cache: Path) -> bytes:
    """tools/bytecode.py's compiled zip; its error told as the build's (bytecode.py runs alone in
    Pyodide too, so it imports nothing of the build)."""
    try:
        return bytecode.compiled_stdlib(runtime, cache)
    except bytecode.BytecodeBuildError as error:
        raise BuildError(str(error)) from None

"""site/: the page, the pinned runtime, our wheel and the offline files, assembled in a scratch
folder beside site/ and swapped in only when complete, so nothing half-built is ever served.
Standard library only, like build.py.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import zipfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from . import app, bytecode, compress, offline
from .common import ROOT, BuildError, content_file, content_folder, tail
from .runtime import CACHE_DIR, LOCK_FILE, load_lock, runtime_files
from .wheel import build_wheel

SITE_DIR = ROOT / "site"
# The page runs our code in a worker (Pyodide, our archives unpacked there), with MicroPython on
# the main thread showing what it sends (main_side/page.py and web/worker.py): its home screen
# answers a tap before the worker is up (docs/figures.md).
#: The worker's script (``worker``): what it exports to the main thread.
WORKER_SCRIPT = ('from web.worker import boot, imported, revision, send, think\n'
                 '__export__ = ["boot", "send", "think", "revision", "imported"]\n')
#: The main side's modules (``worker``), inline in index.html one after the other, and the lines that start it.
MAIN_SIDE = ("main_side/dom.py", "main_side/offline.py", "engine/names.py", "web/markup.py", "web/spacing.py",
             "web/controls.py", "web/home_commands.py", "web/home_form.py", "web/home_saves.py", "main_side/stored.py",
             "main_side/saves.py", "main_side/form.py", "main_side/home.py", "main_side/page.py", "main_side/start.py")
#: The id of the data the main side draws the early home screen from (main_side/home.py).
HOME_DATA = "home-data"
#: The main side's first lines: it gives the browser its turn before anything of ours runs, so
#: that PyScript's and MicroPython's own start (one task: 115-170 ms at 4x CPU with a script of
#: two lines, idle, 2026-12-07; docs/figures.md) and ours are two frames, not one. Our modules
#: come after it as one string compiled then (``exec``): MicroPython compiles a script whole
#: before its first line runs, so inline they were compiled in PyScript's frame. A tap on the
#: form meanwhile is the browser's own (web/first_paint.py); no listener of ours is lost.
MAIN_SIDE_FIRST = "import asyncio\nawait asyncio.sleep(0)\n"
MAIN_SIDE_START = ("from pyscript import document, window, workers\nfrom pyscript.ffi import to_js\n"
                   "await main(window, document, workers, to_js, keep_offline_copy)\n")
#: Our code's archives (tools/app.py).
APP_DIR = "app"
#: The standard library modules the page imports (tools/bytecode.py ships those and theirs).
STDLIB_IMPORTS = ROOT / "tools" / "stdlib_imports.txt"


def pyscript_config(interpreter: str, archives: list[str]) -> dict[str, Any]:
    """The worker's PyScript configuration: the interpreter (its pyodide.mjs) and our code's
    archives (site-relative paths), unpacked into the interpreter's working directory."""
    return {"interpreter": f"./{interpreter}", "files": {f"./{archive}": "./*" for archive in archives}}


def recorded_imports(path: Path = STDLIB_IMPORTS) -> list[str]:
    """The modules listed in tools/stdlib_imports.txt (its lines, # comments left out)."""
    lines = (line.split("#", 1)[0].strip() for line in path.read_text(encoding="utf-8").splitlines())
    return sorted({line for line in lines if line})


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
#: Runs a function of web/first_paint.py from the folder given and writes the text it returns.
FIRST_PAINT_RENDER = ("import sys; sys.path.insert(0, sys.argv[1]); from web import first_paint; "
                      "sys.stdout.buffer.write(getattr(first_paint, sys.argv[2])().encode('utf-8'))")


def _from_our_code(root: Path, function: str, doing: str) -> str:
    """What ``web.first_paint.<function>()`` returns, run from `root` in a separate CPython."""
    done = subprocess.run([sys.executable, "-I", "-B", "-c", FIRST_PAINT_RENDER, str(root), function], cwd=root,
                          capture_output=True, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        raise BuildError(f"{doing} failed:\n{tail(done.stderr.decode('utf-8', 'replace'))}\nFix the cause above; "
                         "nothing was built.")
    return done.stdout.decode("utf-8")


def with_first_paint(index: str, root: Path = ROOT) -> str:
    """index.html with the home screen drawn between its first-paint marks (web/first_paint.py,
    run from `root` in a separate CPython), so that the first paint is the real home screen;
    an index.html without the marks is left as it is."""
    if not FIRST_PAINT.search(index):
        return index
    home = _from_our_code(root, "home_markup", "drawing the home screen into index.html")
    return FIRST_PAINT.sub(lambda m: m.group(1) + home + m.group(2), index, count=1)


PRELOAD = re.compile(r"<!--preload:[^>]*-->")


def preload_links(modules: list[str], fetched: list[str]) -> str:
    """``<link>`` tags for what the page fetches before Python runs (site-relative paths), so that
    the browser fetches it all at once while it reads the page, instead of each file only when
    the one before it has run (core.js, then PyScript's core, pyodide.mjs, then the
    interpreter's files). `modules`: ES modules; `fetched`: files fetched with fetch(),
    same-origin, so `crossorigin` makes the preload's credentials mode match and it is used."""
    lines = [f'<link rel="modulepreload" href="./{rel}">' for rel in modules]
    lines += [f'<link rel="preload" href="./{rel}" as="fetch" crossorigin>' for rel in fetched]
    return "\n  ".join(lines)


STYLESHEET = re.compile(r'<link rel="stylesheet" href="\./([^"]+)">')


def inline_stylesheets(page: str, files: Mapping[str, bytes]) -> str:
    """The page with its stylesheets' ``<link>`` tags (paths in `files`) replaced by their text,
    so that the first paint waits for no other file; a stylesheet that refers to other files is
    refused, since those references would then be read against the page's address instead of
    its own."""
    def inline(match: re.Match[str]) -> str:
        data = files.get(match.group(1))
        if data is None:
            raise BuildError(f"index.html links the stylesheet {match.group(1)}, which the site does not have.")
        css = data.decode("utf-8")
        if re.search(r"url\(|@import", css) or "</" in css:
            raise BuildError(f"{match.group(1)} refers to other files or holds '</': it cannot be inlined "
                             "into index.html as it is; change tools.assemble.inline_stylesheets or the stylesheet.")
        return f"<style>/* {match.group(1)} */\n{css.strip()}\n</style>"
    return STYLESHEET.sub(inline, page)


PYSCRIPT_IMPORT = re.compile(r'(?:from|import)\s*"\./([\w.-]+\.js)"')


def pyscript_files(files: Mapping[str, bytes]) -> list[str]:
    """The files of PyScript's folder the page loads: core.js, what it imports, and the chunk of
    each plugin with what it imports. (PyScript loads every plugin at start-up for each of its
    two interpreters; a `"plugins": ["!name"]` in the page's configuration leaves one out for
    Python only, so they are all shipped: 12 kB.) Editors, terminals, TOML and zip.js are not."""
    core = files.get("core.js", b"").decode("utf-8")
    chunk = re.search(r'from\s*"\./(core-[\w-]+\.js)"', core)
    if chunk is None or chunk.group(1) not in files:
        raise BuildError("PyScript's core.js no longer imports a core-*.js chunk: update "
                         "tools.assemble.pyscript_files for this PyScript.")
    text = files[chunk.group(1)].decode("utf-8")
    plugins = dict(re.findall(r'"?([\w-]+)"?:\(\)=>import\("\./([\w.-]+\.js)"\)', text))
    if "error" not in plugins or not set(plugins.values()) <= set(files):
        raise BuildError("PyScript's core no longer lists its plugins as this build expects: update "
                         "tools.assemble.pyscript_files for this PyScript.")
    wanted = ["core.js", *plugins.values()]
    found: list[str] = []
    while wanted:
        name = wanted.pop()
        if name not in found:
            found.append(name)
            wanted += PYSCRIPT_IMPORT.findall(files[name].decode("utf-8"))
    return sorted(found)


def _runtime_folders(runtime: dict[str, bytes], stdlib: bytes | None) -> dict[str, dict[str, bytes]]:
    """Each folder of the runtime (runtime/pyodide, runtime/pyscript, ...) with the files the page
    loads from it: the standard library as `stdlib` (compiled, trimmed), no wheel (micropip, in
    the lock, is not used), PyScript's files only those the page loads."""
    folders: dict[str, dict[str, bytes]] = {}
    for rel, data in sorted(runtime.items()):
        folder, _, name = rel.rpartition("/")
        folders.setdefault(folder, {})[name] = data
    pyodide = folders.get("runtime/pyodide", {})
    if stdlib is not None:
        pyodide[bytecode.STDLIB_ZIP] = stdlib
    for name in [name for name in pyodide if name.endswith(".whl")]:
        del pyodide[name]
    if "core.js" in folders.get("runtime/pyscript", {}):
        shipped = pyscript_files(folders["runtime/pyscript"])
        folders["runtime/pyscript"] = {name: folders["runtime/pyscript"][name] for name in shipped}
    return folders


def _named(data: str, assets: dict[str, str]) -> str:
    """The early home screen's data with each game's stylesheet under the name the site serves
    it by (``assets``: a file of web/ -> its name in the site)."""
    read = json.loads(data)
    read["stylesheets"] = {gid: "./" + assets.get(path, path) for gid, path in read.get("stylesheets", {}).items()}
    return json.dumps(read, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


def _page_scripts(config: str, renamed: dict[str, str], root: Path, assets: dict[str, str] | None = None) -> str:
    """The page's ``<script>`` tags: the worker's, and MicroPython's main side."""
    main_config = json.dumps({"interpreter": f"./{renamed['runtime/micropython']}/micropython.mjs"},
                             separators=(",", ":"))
    worker_config = json.dumps({**json.loads(config), "sync_main_only": True}, separators=(",", ":"))
    main_side = "".join(app.stripped((root / name).read_text(encoding="utf-8"), name) for name in MAIN_SIDE)
    if "</script" in main_side:
        raise BuildError(f"{' or '.join(MAIN_SIDE)} holds '</script': it cannot go inline into index.html as it is.")
    data = _named(_from_our_code(root, "home_data", "writing the early home screen's data into index.html"),
                  assets or {})
    worker = f'<script type="py" worker name="table" config="{html.escape(worker_config)}">\n{WORKER_SCRIPT}</script>'
    script = MAIN_SIDE_FIRST + "exec(" + repr(main_side) + ")\n" + MAIN_SIDE_START
    return (f'<script type="application/json" id="{HOME_DATA}">{data}</script>\n  {worker}\n'
            f'  <script type="mpy" config="{html.escape(main_config)}">\n{script}</script>')


def site_files(root: Path, runtime: dict[str, bytes], stdlib: bytes | None,
               wheel: Path) -> tuple[dict[str, bytes], list[str]]:
    """Every file of the site but the offline ones (path -> bytes), each but index.html named
    by its content; and the page's preloads. The page keeps PyScript's core.css and our
    table.css inline (inline_stylesheets): they are no files of the site."""
    files: dict[str, bytes] = {}
    renamed: dict[str, str] = {}  # a folder as index.html names it -> as the site names it
    inlined: dict[str, bytes] = {}
    for folder, held in _runtime_folders(runtime, stdlib).items():
        named = content_folder(folder, held)
        renamed[folder] = named
        files.update({f"{named}/{name}": data for name, data in held.items()})
        if f"{folder}/core.css" in runtime:  # PyScript's stylesheet
            inlined[f"{folder}/core.css"] = runtime[f"{folder}/core.css"]
    static = root / "web" / "static"
    assets: dict[str, str] = {}
    for path in sorted(static.rglob("*.css")) if static.is_dir() else []:
        rel, data = path.relative_to(root / "web").as_posix(), path.read_bytes()
        if rel == "static/table.css":
            inlined[rel] = data
            continue
        assets[rel] = content_file(rel, data)
        files[assets[rel]] = data
    extra = {"web/assets.json": (json.dumps(assets, indent=1, sort_keys=True) + "\n").encode()}
    archives = {content_file(f"{APP_DIR}/{group}.zip", data): data
                for group, data in app.archives(wheel, extra, entry=(root, app.ENTRY)).items()}
    code = list(archives)
    files.update(archives)
    interpreter = f"{renamed['runtime/pyodide']}/pyodide.mjs"
    config = json.dumps(pyscript_config(interpreter, code), separators=(",", ":"))
    page = with_first_paint((root / "index.html").read_text(encoding="utf-8"), root)
    page = inline_stylesheets(page, {**inlined, **files})
    for folder, named in renamed.items():
        page = page.replace(f"./{folder}/", f"./{named}/")
    page = page.replace('<script type="py" src="./main.py" config="./pyscript.json"></script>',
                        _page_scripts(config, renamed, root, assets))
    if "./main.py" in page or "./pyscript.json" in page:
        raise BuildError("index.html no longer ends with the <script type=\"py\"> tools/assemble.py fills in.")
    core_js = files.get(f"{renamed['runtime/pyscript']}/core.js", b"").decode("utf-8")
    chunk = re.search(r'from\s*"\./(core-[\w-]+\.js)"', core_js)
    # Not pyodide.asm.mjs: a module preload is parsed at once, and parsing its 1.2 MB on a
    # second core delays the first paint by more than fetching it later costs (bench page).
    # MicroPython for the main side first. The worker fetches Pyodide and our code itself, our
    # code only once Pyodide has started in it; fetched early here, they wait in the HTTP cache
    # (each named by its content and kept for good), so the worker's own fetches find them.
    modules = [f"{renamed['runtime/pyscript']}/{chunk.group(1)}" if chunk else "",
               f"{renamed['runtime/micropython']}/micropython.mjs"]
    pyodide = [f"{renamed['runtime/pyodide']}/{name}" for name in
               ("pyodide.asm.wasm", bytecode.STDLIB_ZIP, "pyodide-lock.json")
               if name != bytecode.STDLIB_ZIP or stdlib is not None]
    fetched = [f"{renamed['runtime/micropython']}/micropython.wasm", *pyodide, interpreter,
               f"{renamed['runtime/pyodide']}/pyodide.asm.mjs", *code]
    preloads = [rel for rel in modules + fetched if rel]
    missing = [rel for rel in preloads if rel not in files]
    if missing or not chunk:
        raise BuildError(f"the page would preload files the site does not have: {', '.join(missing) or 'core-*.js'}")
    files["index.html"] = PRELOAD.sub(lambda _: preload_links([r for r in modules if r], fetched), page,
                                      count=1).encode("utf-8")
    return files, preloads


def assemble_site(site: Path = SITE_DIR, root: Path = ROOT, lock_path: Path = LOCK_FILE,
                  cache: Path = CACHE_DIR, with_offline: bool = True) -> Path:
    """Build the whole site into a fresh temporary folder beside `site`, then swap it in.
    `with_offline`: add the manifest, the icons and the service worker (tools/offline.py)."""
    lock = load_lock(lock_path)
    runtime = runtime_files(lock, cache)  # downloads and checks happen before anything is built
    workbox = offline.ensure_workbox() if with_offline else None
    if not (root / "index.html").is_file():
        raise BuildError(f"{root / 'index.html'} is missing: the page itself.")
    site.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".site-", dir=site.parent))
    try:
        os.chmod(staging, 0o755)
        wheel = build_wheel(staging / ".wheel", root)
        with zipfile.ZipFile(wheel) as archive:
            if "web/worker.py" not in archive.namelist():  # what the worker's script imports
                raise BuildError(f"{wheel.name} holds no web/worker.py, which the page imports: check the "
                                 "packages pyproject.toml names under [tool.setuptools.packages.find].")
        stdlib = None
        if f"runtime/pyodide/{bytecode.STDLIB_ZIP}" in runtime:  # compiled by the page's own Python, once
            pyodide = staging / ".pyodide"
            for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json",
                         bytecode.STDLIB_ZIP):
                _write(pyodide / name, runtime[f"runtime/pyodide/{name}"])
            # What the page was seen to import, and every module our code imports anywhere.
            keep = sorted({*recorded_imports(root / "tools" / "stdlib_imports.txt"), *app.stdlib_imports(wheel)})
            stdlib = _compiled_stdlib(pyodide, cache, keep)
            shutil.rmtree(pyodide)
        files, _ = site_files(root, runtime, stdlib, wheel)
        shutil.rmtree(staging / ".wheel")
        for rel, data in files.items():
            _write(staging / rel, data)
        if workbox is not None:
            offline.add_offline_files(staging, sorted(files), workbox)  # last but one: it lists every other file
        compress.precompress(staging)
        swap_in(staging, site)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return site


def _compiled_stdlib(runtime: Path, cache: Path, recorded: list[str] | None) -> bytes:
    """tools/bytecode.py's compiled zip; its error told as the build's (bytecode.py runs alone in
    Pyodide too, so it imports nothing of the build)."""
    try:
        return bytecode.compiled_stdlib(runtime, cache, recorded)
    except bytecode.BytecodeBuildError as error:
        raise BuildError(str(error)) from None

"""The standard library as bytecode: the page's Python starts without compiling it.

Pyodide ships its standard library (``python_stdlib.zip``) as source. Each start-up then
compiles, inside WebAssembly, every module it imports on the way: about 190 modules before the
first line of our code runs, most of the 3.4 s a start-up takes on a two-core machine. The
build compiles that zip once into bytecode (``.pyc``) and ships the result in its place.

Bytecode belongs to one version of Python, and the build machine's Python is not the page's.
So the compiling is done by the page's own interpreter: the pinned Pyodide, run under Node at
build time (``NODE_RUNNER``), runs this file. Nothing of that runs in the page.

What the zip holds after compiling:
- every module as ``<name>.pyc``, hash-based and unchecked (PEP 552), so nothing in it depends
  on the time it was built and nothing is checked against a source at import;
- no ``.py`` for those modules: a traceback through the standard library names the file and
  the line but cannot quote it;
- no docstrings, as ``python -OO`` would compile them, which keeps the zip within the page's
  byte budget; unlike ``-OO``, ``assert`` statements and ``__debug__`` blocks stay;
- a source that does not compile stays as it was; every other file as it was;
- with a list of the modules the page imports (tools/stdlib_imports.txt), only those, what
  they import at their top level, and all of ``encodings`` (``members_to_keep``);
- every member stored, not deflated, so that the host's HTTP compression works on the zip.

Standard library only; this module runs in CPython 3.11 (the build, the tests) and in the
page's Python.
"""

from __future__ import annotations

import ast
import hashlib
import importlib.util
import io
import marshal
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

STDLIB_ZIP = "python_stdlib.zip"
PYC_UNCHECKED_HASH = 0b01  # PEP 552 flags: hash-based, not checked against the source


# All that runs in Node: load Pyodide from the module named first, mount the folder named
# second at /work and run its main.py. Tooling, like the snippets the tests hand to
# page.evaluate: it never reaches the site, which holds no JavaScript of ours.
NODE_RUNNER = (
    "const { loadPyodide } = await import(process.argv[1]);"
    "const pyodide = await loadPyodide();"
    "pyodide.mountNodeFS('/work', process.argv[2]);"
    "pyodide.runPython(\"import runpy; runpy.run_path('/work/main.py', run_name='__main__')\");"
)


class BytecodeBuildError(Exception):
    """A failure a person can act on; the message says what failed and what to do."""


# --------------------------------------------------------------------------- in the page's Python


def without_docstrings(tree: ast.Module) -> ast.Module:
    """`tree` with the docstring of the module and of every class and function taken out, as
    the compiler drops them under -OO (a body left empty gets a `pass`)."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                    and isinstance(body[0].value.value, str)):
                node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
    return tree


def pyc(source: bytes, filename: str) -> bytes:
    """The unchecked hash-based .pyc of `source` for the running Python; `filename` is what
    its tracebacks will name."""
    tree = without_docstrings(ast.parse(source, filename))
    code = compile(tree, filename, "exec", dont_inherit=True)
    header = (importlib.util.MAGIC_NUMBER + PYC_UNCHECKED_HASH.to_bytes(4, "little")
              + importlib.util.source_hash(source))
    return header + marshal.dumps(code)


def compile_zip(data: bytes, archive: str, keep: set[str] | None = None) -> tuple[bytes, list[str]]:
    """`data` (a zip of modules, as on sys.path at `archive`) with each module compiled, only the
    members of `keep` (member names; None: all); and the names of the sources that stayed
    because they do not compile. Entries keep their order and dates, so the same input gives
    the same bytes; they are stored, not deflated, so that the host's HTTP compression works
    on the zip as a whole (tools/compress.py)."""
    kept = []
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            if keep is not None and info.filename not in keep:
                continue
            content = source.read(info)
            name = info.filename
            if name.endswith(".py"):
                try:
                    content, name = pyc(content, f"{archive}/{name}"), name + "c"
                except SyntaxError:
                    kept.append(name)
            entry = zipfile.ZipInfo(name, info.date_time)
            entry.external_attr = info.external_attr
            target.writestr(entry, content, compress_type=zipfile.ZIP_STORED)
    return out.getvalue(), kept


# --------------------------------------------------------------------------- trimmed to what is imported


def module_file(names: set[str], module: str) -> str | None:
    """The member of a zip (its `names`) that holds `module`, if any."""
    path = module.replace(".", "/")
    for candidate in (path + "/__init__.py", path + ".py"):
        if candidate in names:
            return candidate
    return None


def _runs_as_script(node: ast.AST) -> bool:
    """`node` is an ``if __name__ == "__main__":`` block: it never runs on import."""
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id == "__name__"
            and len(test.comparators) == 1 and isinstance(test.comparators[0], ast.Constant)
            and test.comparators[0].value == "__main__")


def top_level_imports(source: bytes, module: str, is_package: bool) -> set[str]:
    """Every module `source` imports when it is itself imported: its imports outside function
    bodies (those inside a function run only if it is called) and outside an ``if __name__ ==
    "__main__":`` block, relative ones resolved, each parent package included."""
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    todo: list[ast.AST] = [ast.parse(source)]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                base = ".".join(parts + ([node.module] if node.module else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
        todo.extend(child for child in ast.iter_child_nodes(node)
                    if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
                    and not _runs_as_script(child))
    return {".".join(name.split(".")[:i]) for name in found if name for i in range(1, name.count(".") + 2)}


#: Kept whole whatever was recorded: codecs are looked up by name when text is decoded.
WHOLE_PACKAGES = ("encodings",)


def members_to_keep(data: bytes, recorded: list[str]) -> set[str]:
    """The members of the standard library zip `data` the page needs: the `recorded` modules
    (those the page was seen to import), everything they import at their top level, again and
    again (a module the page loads never misses a module it imports on loading), the whole of
    WHOLE_PACKAGES, and the folder entries of the packages kept."""
    with zipfile.ZipFile(io.BytesIO(data)) as source:
        names = set(source.namelist())
        modules: set[str] = set()
        todo = [*recorded, *(name[:-3].replace("/", ".").removesuffix(".__init__")
                             for name in names if name.startswith(tuple(p + "/" for p in WHOLE_PACKAGES))
                             and name.endswith(".py"))]
        while todo:
            module = todo.pop()
            found = module_file(names, module)
            if module in modules or found is None:
                continue
            modules.add(module)
            todo.extend(top_level_imports(source.read(found), module, found.endswith("/__init__.py")))
    keep = {found for module in modules if (found := module_file(names, module))}
    folders = {name.rsplit("/", 1)[0] + "/" for name in keep if "/" in name}
    return keep | (folders & names)


def _stdlib_archive() -> str:
    """Where the running Python imports its standard library zip from (Pyodide: /lib/python3XX.zip)."""
    for entry in sys.path:
        if entry.endswith(".zip"):
            return entry
    raise RuntimeError(f"no zip on sys.path: {sys.path}")


def main(folder: str = "/work") -> None:
    """Under NODE_RUNNER: `folder`/in.zip -> `folder`/out.zip, trimmed to what `folder`/keep.txt
    names (the modules recorded, one a line) and what they import, if that file is there."""
    data = Path(folder, "in.zip").read_bytes()
    recorded = Path(folder, "keep.txt")
    keep = members_to_keep(data, recorded.read_text().split()) if recorded.is_file() else None
    compiled, kept = compile_zip(data, _stdlib_archive(), keep)
    Path(folder, "out.zip").write_bytes(compiled)
    print(f"compiled the standard library for Python {sys.version.split()[0]}; kept as source: {kept}")


# --------------------------------------------------------------------------- in the build


def compiled_stdlib(runtime: Path, cache: Path, recorded: list[str] | None = None) -> bytes:
    """`runtime`/python_stdlib.zip compiled by `runtime`'s own Pyodide (runtime: the folder of
    pyodide.mjs and the files it loads); with `recorded` (module names), trimmed to those and
    what they import (members_to_keep). Kept in `cache` under a hash of the zip, of the list and
    of this tool, so Node runs only when one of them changes; the copy made before is then
    deleted."""
    source = (runtime / STDLIB_ZIP).read_bytes()
    listed = "\n".join(recorded).encode() if recorded is not None else b"(all)"
    key = hashlib.sha256(source + listed + Path(__file__).read_bytes()).hexdigest()[:32]
    cached = cache / "stdlib-bytecode" / f"{key}.zip"
    if cached.is_file():
        compiled = cached.read_bytes()
        check(source, compiled, recorded)
        return compiled
    with tempfile.TemporaryDirectory(prefix="newworld-pyc-") as scratch:
        (Path(scratch) / "in.zip").write_bytes(source)
        if recorded is not None:
            (Path(scratch) / "keep.txt").write_text("\n".join(recorded) + "\n")
        (Path(scratch) / "main.py").write_bytes(Path(__file__).read_bytes())
        command = ["node", "--input-type=module", "--eval", NODE_RUNNER,
                   (runtime / "pyodide.mjs").resolve().as_uri(), scratch]
        try:
            done = subprocess.run(command, capture_output=True, text=True, stdin=subprocess.DEVNULL)
        except FileNotFoundError:
            raise BytecodeBuildError("compiling the standard library: `node` is not installed. Install "
                                     "Node.js (e.g. `apt-get install nodejs npm`).") from None
        out = Path(scratch) / "out.zip"
        if done.returncode != 0 or not out.is_file():
            tail = "\n".join((done.stderr or done.stdout).strip().splitlines()[-15:])
            raise BytecodeBuildError(f"compiling the standard library in Pyodide under Node failed "
                                     f"(exit {done.returncode}):\n{tail}")
        compiled = out.read_bytes()
    check(source, compiled, recorded)
    cached.parent.mkdir(parents=True, exist_ok=True)
    for older in cached.parent.glob("*.zip"):  # made from another runtime or by another version of this tool
        older.unlink()
    partial = cached.with_suffix(".partial")
    partial.write_bytes(compiled)
    partial.replace(cached)
    return compiled


def check(source: bytes, compiled: bytes, recorded: list[str] | None = None) -> None:
    """Refuse a compiled zip that lost a file or a module (any, or with `recorded`, one of
    those), or whose bytecode is not all of one Python, unchecked and hash-based."""
    with zipfile.ZipFile(io.BytesIO(source)) as before, zipfile.ZipFile(io.BytesIO(compiled)) as after:
        names = set(after.namelist())
        wanted = {n + "c" if n.endswith(".py") else n for n in before.namelist()}
        if recorded is not None:
            trimmed = {n for n in before.namelist() if (n + "c" if n.endswith(".py") else n) in names or n in names}
            source_names = set(before.namelist())  # a module not in it is built in or frozen: no loss
            missing = [m for m in recorded
                       if module_file(source_names, m) is not None and module_file(trimmed, m) is None]
            if missing or not names <= wanted | set(before.namelist()):
                raise BytecodeBuildError(f"the trimmed standard library lacks modules the page imports "
                                         f"({', '.join(missing[:5])}); delete .cache/runtime/stdlib-bytecode/ "
                                         "and build again.")
            wanted = {n + "c" if n.endswith(".py") else n for n in trimmed}
        modules = {n[:-1] for n in names if n.endswith(".pyc")}
        kept = {n for n in names if n.endswith(".py")}
        if (names - kept != wanted - {n + "c" for n in kept} or not modules.isdisjoint(kept)
                or not kept <= set(before.namelist())):
            raise BytecodeBuildError("the compiled standard library does not hold the same files as "
                                     "the pinned one; delete .cache/runtime/stdlib-bytecode/ and build again.")
        headers = {after.read(n)[:8] for n in names if n.endswith(".pyc")}
        if len(headers) != 1 or int.from_bytes(next(iter(headers))[4:8], "little") != PYC_UNCHECKED_HASH:
            raise BytecodeBuildError("the compiled standard library mixes bytecode headers; delete "
                                     ".cache/runtime/stdlib-bytecode/ and build again.")


if __name__ == "__main__" and sys.platform == "emscripten":
    main()

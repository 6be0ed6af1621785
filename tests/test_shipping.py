"""What the site ships and how it is sent (issue 61): our code stripped line for line, stored
zips, precompressed copies, the server's encodings and caching headers, and the trimmed
standard library holding every module our code imports. The browser's side:
tests/e2e/test_shipping.py."""

from __future__ import annotations

import ast
import gzip
import io
import sys
import urllib.request
import zipfile

import pytest

import build
from engine.catalogue import CATALOGUE
from tools import app, bytecode, common, compress, server

ROOT = common.ROOT
PACKAGES = ("engine", "ai", "web")


def test_comments_and_docstrings_go_and_every_statement_keeps_its_line():
    source = ('"""Module."""\n\nX = 1  # one\n\n\ndef f():\n    """Only a docstring,\n    on two lines."""\n\n\n'
              'class C:\n    """도움말 (Korean: columns are counted in bytes)."""  # note\n    y = "# not a comment"\n')
    out = app.stripped(source)
    assert out.count("\n") == source.count("\n")
    assert "Module" not in out and "# one" not in out and "Only" not in out and "도움말" not in out
    assert 'y = "# not a comment"' in out.splitlines()[12]
    assert out.splitlines()[6].strip() == "pass"  # a body left empty
    namespace: dict = {}
    exec(compile(out, "x", "exec"), namespace)
    assert namespace["X"] == 1 and namespace["C"].y == "# not a comment" and namespace["f"]() is None


def test_our_code_ships_stripped_and_reads_no_docstring():
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert "__doc__" not in text, path
            out = app.stripped(text, str(path))
            assert out.count("\n") == text.count("\n"), path


def test_a_games_modules_go_into_its_own_archive():
    games = {"mundus_novus", "endeavor"}
    assert app.group_of("engine/mundus_novus/rules.py", games) == "mundus_novus"
    assert app.group_of("ai/endeavor/__init__.py", games) == "endeavor"
    assert app.group_of("web/games/endeavor/board.py", games) == "endeavor"
    assert app.group_of("web/games/names.py", games) == app.TABLE
    assert app.group_of("engine/core.py", games) == app.TABLE


def _our_modules() -> set[str]:
    return {app.module_name(path.relative_to(ROOT).as_posix()) for package in PACKAGES
            for path in (ROOT / package).rglob("*.py")}


def test_a_page_ships_only_the_modules_it_can_import():
    """Our modules left out of the archives: the command lines' and the build's. A module added
    to that list is a change to look at: it may be one the page reaches only by a name (as the
    catalogue imports the games), which would break it."""
    games = {module for _, module in CATALOGUE}
    left_out = _our_modules() - app.reachable(ROOT, app.ENTRY, games)
    assert left_out == {"ai.__main__", "engine.__main__", "engine.simulate", "web.first_paint"}


def test_the_archives_leave_out_what_the_page_cannot_import(tmp_path):
    wheel = tmp_path / "ours.whl"
    with zipfile.ZipFile(wheel, "w") as made:
        for name in ("engine/__init__.py", "engine/simulate.py", "web/worker.py", "web/first_paint.py"):
            made.writestr(name, (ROOT / name).read_text(encoding="utf-8"))
        made.writestr("web/static/table.css", "main { margin: 0; }")
    with zipfile.ZipFile(io.BytesIO(app.archives(wheel, entry=(ROOT, "web.worker"))[app.TABLE])) as table:
        shipped = set(table.namelist())
    assert {"engine/__init__.py", "web/worker.py", "web/static/table.css"} <= shipped
    assert not shipped & {"engine/simulate.py", "web/first_paint.py"}


def test_stored_zips_and_precompressed_copies_are_the_same_bytes_on_every_build(tmp_path):
    data = compress.stored_zip([("a.py", b"x = 1\n" * 500), ("b/c.txt", b"c")])
    assert data == compress.stored_zip([("a.py", b"x = 1\n" * 500), ("b/c.txt", b"c")])
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}
    assert compress.gzipped(data) == compress.gzipped(data) and gzip.decompress(compress.gzipped(data)) == data
    (tmp_path / "big.js").write_text("let a = 1;\n" * 400)
    (tmp_path / "small.js").write_text("let a = 1;\n")
    (tmp_path / "icon.png").write_bytes(bytes(range(256)) * 20)
    assert compress.precompress(tmp_path, cache=tmp_path.parent / "compressed") == [tmp_path / "big.js"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["big.js", "big.js.br", "big.js.gz", "icon.png", "small.js"]
    assert (tmp_path / "big.js.br").stat().st_size < (tmp_path / "big.js.gz").stat().st_size < 4400


def _get(url: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers)) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), b""


def test_the_server_answers_as_a_common_host(tmp_path):
    text = "body { color: red; }\n" * 200
    (tmp_path / "index.html").write_text("<!doctype html>" + "<p>hello</p>" * 200)
    (tmp_path / "app").mkdir()
    named = tmp_path / "app" / "t.0123456789.css"
    named.write_text(text)
    compress.precompress(tmp_path, cache=None)
    sent: list[server.Sent] = []
    with server.serving(tmp_path, sent=sent) as url:
        status, headers, body = _get(url + "app/t.0123456789.css", **{"Accept-Encoding": "gzip, deflate, br"})
        assert (status, headers["Content-Encoding"]) == (200, "br")
        assert body == named.with_suffix(".css.br").read_bytes()
        assert headers["Cache-Control"] == server.KEEP_FOR_GOOD and headers["Vary"] == "Accept-Encoding"
        status, headers, body = _get(url + "app/t.0123456789.css", **{"Accept-Encoding": "gzip"})
        assert headers["Content-Encoding"] == "gzip" and gzip.decompress(body).decode() == text
        status, headers, body = _get(url + "app/t.0123456789.css", **{"Accept-Encoding": "br;q=0, identity"})
        assert "Content-Encoding" not in headers and body.decode() == text
        status, headers, body = _get(url, **{"Accept-Encoding": "gzip"})
        assert headers["Cache-Control"] == server.ASK_AGAIN and headers["Content-Type"].startswith("text/html")
        again = _get(url, **{"Accept-Encoding": "gzip", "If-None-Match": headers["ETag"]})
        assert again[0] == 304 and again[2] == b""
        assert _get(url + "gone.js")[0] == 404
    assert [(s.path, s.status, s.encoding) for s in sent] == [
        ("/app/t.0123456789.css", 200, "br"), ("/app/t.0123456789.css", 200, "gzip"),
        ("/app/t.0123456789.css", 200, ""), ("/", 200, "gzip"), ("/", 304, ""), ("/gone.js", 404, "")]
    assert sent[0].body_bytes == named.with_suffix(".css.br").stat().st_size and sent[0].header_bytes > 100


def test_a_name_tells_whether_it_is_named_by_its_content():
    assert common.content_file("static/games/x.css", b"a") == f"static/games/x.{common.content_hash(b'a')}.css"
    assert common.is_content_named(common.content_file("static/games/x.css", b"a"))
    assert common.is_content_named(common.content_folder("runtime/pyodide", {"a": b"1"}) + "/pyodide.mjs")
    for name in ("index.html", "sw.js", "runtime/pyscript/core-C9KDLldu.js", "static/games/x.css"):
        assert not common.is_content_named(name)


def _stdlib_imports_of_our_code() -> set[str]:
    """Every standard library module our packages import anywhere (in a function too)."""
    found = set()
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                         else [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level
                         else [])
                found.update(name for name in names if name.split(".")[0] in sys.stdlib_module_names)
    return found


def test_the_trimmed_standard_library_holds_every_module_our_code_imports():
    """Fails at once when our code starts importing a module the trimmed standard library
    lacks (in the browser it would fail only on the path that imports it): add the module to
    tools/stdlib_imports.txt. A module that is no file of the pinned zip (built into Pyodide,
    or frozen) is no loss."""
    shipped = sorted(ROOT.glob(f"site/runtime/pyodide.*/{bytecode.STDLIB_ZIP}"))
    if not shipped:
        pytest.skip("site/ is not built (python3 build.py serve --no-serve)")
    with zipfile.ZipFile(shipped[0]) as archive:
        names = {name.removesuffix("c") for name in archive.namelist()}
    pinned = build.runtime_files(build.load_lock())[f"runtime/pyodide/{bytecode.STDLIB_ZIP}"]
    with zipfile.ZipFile(io.BytesIO(pinned)) as archive:
        pinned_names = set(archive.namelist())
    imported = _stdlib_imports_of_our_code()
    assert {"json", "hashlib", "difflib"} <= imported
    lost = sorted(m for m in imported
                  if bytecode.module_file(pinned_names, m) is not None and bytecode.module_file(names, m) is None)
    assert lost == []

"""tools/bytecode.py: the standard library compiled for the page's Python.

Here the running CPython compiles and imports: the same code compiles for Pyodide's Python
in the build, and the browser suite runs the page on what it made."""

from __future__ import annotations

import importlib.util
import io
import sys
import traceback
import zipfile

import pytest

import build
from tools import assemble, bytecode

MODULES = {
    "plain.py": b'"""A module docstring."""\nX = 1\n\ndef f():\n    """Only a docstring."""\n\n'
                b'def g(x):\n    assert x > 0, "positive"\n    return x\n\n'
                b'def boom():\n    raise ValueError("line 12")\n',
    "pkg/__init__.py": b'"""The package."""\nfrom pkg.inner import Y\n',
    "pkg/inner.py": b"# -*- coding: latin-1 -*-\nclass K:\n    '''Doc.'''\n    n = 2\nY = K.n\nNAME = '\xe9'\n",
    "broken.py": b"def (:\n",
    "data.txt": b"kept as it is",
}


def _zip(files: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, data in files.items():
            archive.writestr(zipfile.ZipInfo(name, (2020, 1, 2, 3, 4, 6)), data)
    return out.getvalue()


@pytest.fixture
def compiled_path(tmp_path):
    path = tmp_path / "lib.zip"
    data, kept = bytecode.compile_zip(_zip(MODULES), str(path))
    path.write_bytes(data)
    assert kept == ["broken.py"]
    sys.path.insert(0, str(path))
    yield path
    sys.path.remove(str(path))
    for name in ("plain", "pkg", "pkg.inner"):
        sys.modules.pop(name, None)


def test_every_module_becomes_bytecode_and_its_source_goes(compiled_path):
    names = zipfile.ZipFile(compiled_path).namelist()
    assert names == ["plain.pyc", "pkg/__init__.pyc", "pkg/inner.pyc", "broken.py", "data.txt"]
    assert zipfile.ZipFile(compiled_path).read("data.txt") == b"kept as it is"


def test_the_compiled_modules_import_and_run_without_their_sources(compiled_path):
    import pkg
    import plain

    assert plain.X == 1 and plain.f() is None and plain.g(3) == 3
    assert pkg.Y == 2 and pkg.inner.NAME == "\xe9"  # the encoding declaration was honoured
    assert plain.__file__ == f"{compiled_path}/plain.pyc"


def test_docstrings_go_as_under_minus_OO_but_asserts_stay(compiled_path):
    import pkg
    import plain

    assert plain.__doc__ is None and plain.f.__doc__ is None and pkg.__doc__ is None and pkg.inner.K.__doc__ is None
    with pytest.raises(AssertionError, match="positive"):
        plain.g(-1)


def test_a_traceback_names_the_file_and_line_in_the_archive(compiled_path):
    import plain

    with pytest.raises(ValueError) as raised:
        plain.boom()
    frame = traceback.extract_tb(raised.value.__traceback__)[-1]
    assert (frame.filename, frame.lineno, frame.name) == (f"{compiled_path}/plain.py", 12, "boom")


def test_the_bytecode_is_hash_based_unchecked_and_the_same_every_time():
    first, _ = bytecode.compile_zip(_zip(MODULES), "/lib/x.zip")
    second, _ = bytecode.compile_zip(_zip(MODULES), "/lib/x.zip")
    assert first == second
    header = zipfile.ZipFile(io.BytesIO(first)).read("plain.pyc")[:8]
    assert header[:4] == importlib.util.MAGIC_NUMBER and header[4:8] == b"\x01\0\0\0"
    bytecode.check(_zip(MODULES), first)


def test_a_compiled_zip_that_lost_a_file_or_mixes_headers_is_refused():
    source = _zip(MODULES)
    compiled, _ = bytecode.compile_zip(source, "/lib/x.zip")
    archive = zipfile.ZipFile(io.BytesIO(compiled))
    files = {name: archive.read(name) for name in archive.namelist()}
    lost = dict(files)
    del lost["data.txt"]
    with pytest.raises(bytecode.BytecodeBuildError, match="same files"):
        bytecode.check(source, _zip(lost))
    mixed = dict(files)
    mixed["plain.pyc"] = mixed["plain.pyc"][:4] + b"\0\0\0\0" + mixed["plain.pyc"][8:]
    with pytest.raises(bytecode.BytecodeBuildError, match="headers"):
        bytecode.check(source, _zip(mixed))


def test_the_site_ships_the_pinned_standard_library_compiled_and_trimmed():
    found = sorted(build.SITE_DIR.glob(f"runtime/pyodide.*/{bytecode.STDLIB_ZIP}"))
    if not found:
        pytest.skip("site/ is not built (python3 build.py serve --no-serve)")
    shipped = found[0]
    pinned = build.runtime_files(build.load_lock())[f"runtime/pyodide/{bytecode.STDLIB_ZIP}"]
    bytecode.check(pinned, shipped.read_bytes(), assemble.recorded_imports())
    assert len(zipfile.ZipFile(shipped).namelist()) < len(zipfile.ZipFile(io.BytesIO(pinned)).namelist())
    names = zipfile.ZipFile(shipped).namelist()
    assert "typing.pyc" in names and "_pyodide/_base.pyc" in names and not any(n.endswith(".py") for n in names)

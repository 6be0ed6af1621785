"""What makes the site cheap to send: zips whose members are stored (so that HTTP compression
works on them), and a precompressed ``.br`` and ``.gz`` beside each large file for hosts that
serve those (nginx's ``gzip_static``/``brotli_static``, and ``build.py serve``).

gzip comes from the standard library. Brotli does not, so the build uses the one already on
the machine: Node's built-in ``zlib`` (Node runs at build time anyway, for Workbox and the
standard library's bytecode). No package is added, and nothing of it reaches the site: the
``.br`` files are plain brotli streams any browser decodes. Standard library only, like build.py.
"""

from __future__ import annotations

import gzip
import io
import json
import shutil
import subprocess
import time
import zipfile
from collections.abc import Iterable
from pathlib import Path

from .common import ROOT, BuildError, sha256_file, tail

#: Precompressed copies made before, by the sha256 of what they compress.
CACHE = ROOT / ".cache" / "compressed"

#: Files of these kinds are compressed; the others (PNG icons) already are.
COMPRESSIBLE = (".html", ".css", ".js", ".mjs", ".wasm", ".json", ".zip", ".whl", ".py", ".svg", ".webmanifest")
#: Smaller files are not worth a second request header's worth of bytes (nginx's gzip_min_length
#: is 20 bytes; Netlify and Cloudflare compress from about 1 kB).
MIN_SIZE = 1024
ENCODINGS = {"br": ".br", "gzip": ".gz"}

# Build-time tooling, like bytecode.NODE_RUNNER: brotli at its best quality for each file named
# in the JSON list argv[1], written beside it with .br. Never part of the site.
NODE_BROTLI = (
    "const zlib = require('zlib'); const fs = require('fs');"
    "for (const file of JSON.parse(process.argv[1])) {"
    " const data = fs.readFileSync(file);"
    " fs.writeFileSync(file + '.br', zlib.brotliCompressSync(data, {params: {"
    "  [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 24,"
    "  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length}})); }"
)


def stored_zip(members: Iterable[tuple[str, bytes]]) -> bytes:
    """A zip of ``members`` (name, bytes) in that order, each stored uncompressed, with the zip
    epoch as every date and 0644 as every mode: the same bytes on every build. Stored, so that
    the host's gzip or brotli compresses the archive as a whole (a deflated zip cannot be
    compressed again: the standard library's 3.90 MB zip was 3.85 MB under gzip -9)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_STORED) as archive:
        for name, data in members:
            entry = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            entry.external_attr = 0o644 << 16
            archive.writestr(entry, data, compress_type=zipfile.ZIP_STORED)
    return out.getvalue()


def restored(data: bytes) -> bytes:
    """The zip ``data`` with every member stored, names, order and dates kept."""
    with zipfile.ZipFile(io.BytesIO(data)) as source:
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_STORED) as target:
            for info in source.infolist():
                entry = zipfile.ZipInfo(info.filename, info.date_time)
                entry.external_attr = info.external_attr
                target.writestr(entry, source.read(info), compress_type=zipfile.ZIP_STORED)
    return out.getvalue()


def gzipped(data: bytes) -> bytes:
    """gzip -9 with no name and no date in its header: the same bytes on every build."""
    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=out, compresslevel=9, mtime=0) as handle:
        handle.write(data)
    return out.getvalue()


def worth_compressing(path: Path) -> bool:
    return path.suffix in COMPRESSIBLE and path.stat().st_size >= MIN_SIZE


def precompress(site: Path, cache: Path | None = CACHE) -> list[Path]:
    """Write ``<file>.gz`` and ``<file>.br`` beside every file of ``site`` worth compressing;
    a copy that would not be smaller is not kept. Returns the files compressed. Copies made
    before are taken from ``cache`` (by the sha256 of the file), since brotli at its best
    quality takes minutes over the interpreter's 9.6 MB; a copy not used for a week is removed
    from it."""
    files = sorted(p for p in site.rglob("*") if p.is_file() and worth_compressing(p))
    keys = {path: sha256_file(path) for path in files}
    todo = []
    for path in files:
        cached = {suffix: cache / f"{keys[path]}{suffix}" for suffix in ENCODINGS.values()} if cache else {}
        if cached and all(copy.is_file() for copy in cached.values()):
            for suffix, copy in cached.items():
                shutil.copyfile(copy, path.with_name(path.name + suffix))
                copy.touch()  # used: kept another week
            continue
        path.with_name(path.name + ".gz").write_bytes(gzipped(path.read_bytes()))
        todo.append(path)
    brotli(todo)
    if cache is not None:
        cache.mkdir(parents=True, exist_ok=True)
        for path in todo:
            for suffix in ENCODINGS.values():
                shutil.copyfile(path.with_name(path.name + suffix), cache / f"{keys[path]}{suffix}")
        week_ago = time.time() - 7 * 24 * 3600
        for old in cache.iterdir():
            if old.stat().st_mtime < week_ago:
                old.unlink(missing_ok=True)
    for path in files:
        for suffix in ENCODINGS.values():
            copy = path.with_name(path.name + suffix)
            if copy.stat().st_size >= path.stat().st_size:
                copy.unlink()
    return files


def brotli(files: list[Path]) -> None:
    """``<file>.br`` beside each of ``files``, by Node's zlib (one Node process for all)."""
    if not files:
        return
    try:
        done = subprocess.run(["node", "--eval", NODE_BROTLI, json.dumps([str(p) for p in files])],
                              capture_output=True, text=True, stdin=subprocess.DEVNULL)
    except FileNotFoundError:
        raise BuildError("compressing the site with brotli: `node` is not installed. Install Node.js "
                         "(e.g. `apt-get install nodejs npm`).") from None
    missing = [p for p in files if not p.with_name(p.name + ".br").is_file()]
    if done.returncode != 0 or missing:
        raise BuildError(f"compressing the site with brotli (Node's zlib) failed (exit {done.returncode}):\n"
                         f"{tail(done.stderr or done.stdout)}\nNothing was built; site/ is as it was.")

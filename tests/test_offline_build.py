"""The offline files the build adds (tools/offline.py): the manifest, the icons, the pinned Workbox."""

from __future__ import annotations

import json
import re
import struct
import zlib
from pathlib import Path

from tools import offline

ROOT = Path(__file__).resolve().parent.parent


def _png_pixels(data: bytes) -> tuple[int, int, bytes]:
    """Width, height and raw rows of an 8-bit RGB PNG with filter 0 rows (what icon_png writes)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, idat, size = 8, b"", (0, 0)
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + body)
        if kind == b"IHDR":
            size = struct.unpack(">II", body[:8])
            assert body[8:10] == b"\x08\x02"  # 8-bit RGB
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    return size[0], size[1], zlib.decompress(idat)


def test_the_icons_are_valid_pngs_of_their_size_with_the_rose_inside_the_maskable_safe_zone():
    for n in offline.ICON_SIZES:
        width, height, raw = _png_pixels(offline.icon_png(n))
        assert (width, height) == (n, n)
        assert len(raw) == n * (1 + 3 * n)
        rows = [raw[y * (1 + 3 * n) + 1:(y + 1) * (1 + 3 * n)] for y in range(n)]

        def pixel(x, y, rows=rows):
            return tuple(rows[y][3 * x:3 * x + 3])

        paper, accent = offline._rgb(offline.PAPER), offline._rgb(offline.ACCENT)
        assert pixel(0, 0) == paper and pixel(n - 1, n - 1) == paper  # a full-bleed ground
        assert pixel(n // 2, n // 2) == paper  # the rose's heart
        assert pixel(n // 2 + n // 4, n // 2 + n // 4 - n // 16) == accent  # the disc between the points
        # A maskable icon may be cut to a circle of 80% of its width: everything drawn is inside it.
        centre = (n - 1) / 2
        for y in range(0, n, 3):
            for x in range(0, n, 3):
                if (x - centre) ** 2 + (y - centre) ** 2 > (0.40 * n + 1) ** 2:
                    assert pixel(x, y) == paper, (n, x, y)
        # The rose is symmetric (drawn as a quarter, mirrored).
        assert rows[3] == rows[n - 4] and pixel(5, 20) == pixel(n - 6, 20)


def test_the_manifest_names_the_table_and_uses_the_pages_colours():
    manifest = offline.manifest()
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    css = (ROOT / "web" / "static" / "table.css").read_text()
    assert f"--paper: {manifest['background_color']}" in css and f"--accent: {manifest['theme_color']}" in css
    index = (ROOT / "index.html").read_text()
    assert f'<meta name="theme-color" content="{manifest["theme_color"]}">' in index
    assert '<link rel="manifest" href="./manifest.webmanifest">' in index
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert sizes == {"any", *(f"{n}x{n}" for n in offline.ICON_SIZES)}
    assert {icon.get("purpose", "any") for icon in manifest["icons"]} == {"any", "maskable"}


def test_workbox_is_pinned_exactly_with_an_integrity_hash_for_every_package():
    package = json.loads((offline.PINS / "package.json").read_text())
    assert package["dependencies"] == {"workbox-cli": "7.4.1"}
    lock = json.loads((offline.PINS / "package-lock.json").read_text())
    packages = {name: entry for name, entry in lock["packages"].items() if name}
    assert packages["node_modules/workbox-cli"]["version"] == "7.4.1"
    for name, entry in packages.items():
        assert re.fullmatch(r"sha512-[A-Za-z0-9+/=]+", entry.get("integrity", "")), name


def test_the_lock_check_allows_only_absent_optional_platform_builds_a_registry_adds(tmp_path):
    """A registry that lists more of rollup's platform builds makes npm add them to the lock it
    writes: nothing installed changes, so the build goes on; any pinned package resolved
    otherwise, or a new package installed, stops it."""
    pinned = offline.PINS / "package-lock.json"
    lock = json.loads(pinned.read_text())
    resolved = tmp_path / "package-lock.json"

    def check(packages):
        resolved.write_text(json.dumps({**lock, "packages": packages}))
        return offline.lock_changes(pinned, resolved, tmp_path)

    assert check(lock["packages"]) == []
    darwin = "node_modules/@rollup/rollup-darwin-arm64"
    added = {**lock["packages"], darwin: {"version": "4.0.0", "optional": True, "os": ["darwin"]}}
    assert check(added) == []
    (tmp_path / darwin).mkdir(parents=True)  # installed after all: not the pinned tree
    assert check(added) == [darwin]
    required = {**lock["packages"], "node_modules/left-pad": {"version": "1.3.0"}}
    assert check(required) == ["node_modules/left-pad"]
    moved = dict(lock["packages"])
    moved["node_modules/workbox-cli"] = {**moved["node_modules/workbox-cli"], "version": "7.4.2"}
    assert check(moved) == ["node_modules/workbox-cli"]
    del moved["node_modules/workbox-cli"]
    assert check(moved) == ["node_modules/workbox-cli"]


def test_the_service_worker_config_keeps_the_files_named_by_content_and_answers_every_navigation(tmp_path):
    files = ["app/table.0123456789.zip", "runtime/pyodide.0123456789/pyodide.asm.wasm"]
    config = offline.service_worker_config(tmp_path, ["index.html", *files])
    assert config["globPatterns"] == ["index.html"]  # Workbox's md5 of it is its revision
    # Named by their content: no revision, so that Workbox lets the HTTP cache answer.
    assert config["additionalManifestEntries"] == [{"url": rel, "revision": None} for rel in files]
    assert config["inlineWorkboxRuntime"] is True  # nothing fetched from a CDN
    assert config["navigateFallback"] == "index.html"  # ?seed= and #record open the table offline
    # A new version waits until the running page asks it to take over (main_side/offline.py).
    assert config["skipWaiting"] is False
    # main_side/offline.py (MicroPython: read, not imported) names the worker's cache to put the page in it.
    page_side = (ROOT / "main_side" / "offline.py").read_text()
    assert f'PRECACHE = "{config["cacheId"]}-precache-v2-"' in page_side
    # A file not named by its content gets Workbox's revision.
    config = offline.service_worker_config(tmp_path, ["index.html", "static/x.css", *files])
    assert config["globPatterns"] == ["index.html", "static/x.css"] and len(config["additionalManifestEntries"]) == 2

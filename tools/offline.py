"""What lets the site open with no network: the service worker, the web app manifest, the icons.

The service worker is not ours. Workbox's ``generateSW`` writes it from the finished site.
It uses workbox-cli, pinned exactly in ``requirements/workbox/package.json``, with every
dependency's integrity hash in its ``package-lock.json``, and installed once from that lock
into ``.cache/workbox/``. It precaches exactly the site's files, each under a hash of its
content, with Workbox's runtime inlined, so nothing is fetched from anywhere else. The page
registers it from Python (``main_side/offline.py``).

Standard library only, like build.py, which calls :func:`add_offline_files` as the last step
of assembling the site.
"""

from __future__ import annotations

import json
import math
import shutil
import struct
import subprocess
import tempfile
import zlib
from pathlib import Path
from typing import Any

from . import stamped
from .common import BuildError, content_file, is_content_named, tail

ROOT = Path(__file__).resolve().parent.parent
PINS = ROOT / "requirements" / "workbox"
WORKBOX_CACHE = ROOT / ".cache" / "workbox"
SERVICE_WORKER = "sw.js"
MANIFEST = "manifest.webmanifest"
#: The start of the name of the worker's cache (main_side/offline.py names it too).
CACHE_ID = "newworld-table"

# The page's own colours (web/static/table.css: --paper, --accent).
PAPER = "#f6f0e3"
ACCENT = "#7a3b12"
ICON_SIZES = (192, 512)


class OfflineBuildError(BuildError):
    """A failure a person can act on; the message says what failed and what to do."""


# --------------------------------------------------------------------------- Workbox, pinned


WORKBOX_ENTRY = Path("node_modules") / "workbox-cli" / "build" / "bin.js"


def ensure_workbox(pins: Path = PINS, target: Path = WORKBOX_CACHE) -> Path:
    """workbox-cli's entry script, installed once from the pins (npm checks every package against
    its integrity hash in the lock); installed again only when the pins change."""
    wanted = stamped.pins_hash(pins)
    if stamped.is_current(target, wanted, WORKBOX_ENTRY):
        return target / WORKBOX_ENTRY
    print(f"installing workbox-cli ({pins.relative_to(ROOT)}) into {target} ...", flush=True)

    def fill(partial: Path) -> None:
        for name in ("package.json", "package-lock.json"):
            shutil.copyfile(pins / name, partial / name)
        # Not `npm ci`: it refuses a lock without every platform's optional rollup binary, and a
        # registry mirror may hold only some of them. `npm install` with the lock present installs
        # exactly the locked versions, checks each package's integrity hash and skips absent
        # optional ones; the lock coming out unchanged proves nothing else was resolved.
        _run(["npm", "install", "--ignore-scripts", "--no-audit", "--no-fund", "--silent"], partial,
             "installing workbox-cli with `npm install` from its lock",
             "Check the network access to the npm registry and run again; nothing was built.")
        changed = lock_changes(pins / "package-lock.json", partial / "package-lock.json", partial)
        if changed:
            raise OfflineBuildError(f"npm resolved other packages than {pins / 'package-lock.json'} pins "
                                    f"({', '.join(changed[:5])}): update the lock deliberately "
                                    "(npm install --package-lock-only there).")

    stamped.install(target, wanted, fill)
    return target / WORKBOX_ENTRY


def lock_changes(pinned: Path, resolved: Path, installed: Path) -> list[str]:
    """The packages npm resolved otherwise than the pinned lock says (empty: none).

    A registry may list more of an optional package's platform builds than when the lock was
    written (rollup's, for other systems), and npm then adds them to the lock it writes; such an
    entry changes nothing installed, so it is allowed when it is optional and not on disk.
    Everything pinned must come out exactly as pinned.
    """
    before = json.loads(pinned.read_text())["packages"]
    after = json.loads(resolved.read_text())["packages"]
    changed = [name or "(root)" for name, entry in before.items() if after.get(name) != entry]
    changed += [name for name, entry in after.items()
                if name not in before and not (entry.get("optional") and not (installed / name).exists())]
    return changed


def _run(command: list[str], cwd: Path, what: str, todo: str) -> str:
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    except FileNotFoundError:
        raise OfflineBuildError(f"{what}: `{command[0]}` is not installed. Install Node.js with npm "
                                "(e.g. `apt-get install npm`).") from None
    if done.returncode != 0:
        raise OfflineBuildError(f"{what} failed (exit {done.returncode}):\n{tail(done.stderr or done.stdout)}\n{todo}")
    return done.stdout


# --------------------------------------------------------------------------- the service worker


#: The one file of the site not named by its content: the page itself, at a fixed address.
PAGE = "index.html"


def service_worker_config(site: Path, precached: list[str]) -> dict[str, Any]:
    """generateSW's options. The `precached` files (site-relative; every file the page uses,
    the runtime's too: the page must start with no network) are kept; a navigation inside the
    site, whatever its ``?seed=`` or ``#record``, is answered with index.html.

    Each of them but index.html is named by its content (tools/common.CONTENT_NAMED), so it is
    listed without a revision: Workbox then fetches it with the browser's HTTP cache allowed,
    which holds what the page has just loaded, and nothing is downloaded twice. index.html has a
    revision (Workbox's md5 of it), so that a deploy is seen; main_side/offline.py puts the copy the
    browser has just loaded under that revision before the worker installs.

    A new version waits until the page that is running has finished loading and asks it to take
    over (main_side/offline.py), so one page never mixes two versions' runtime files."""
    unnamed = sorted(rel for rel in precached if rel != PAGE and not is_content_named(rel))
    return {
        "globDirectory": str(site),
        # A file not named by its content (only the micropip loader's site has them: the
        # games' stylesheets) is kept under Workbox's md5 of it, fetched afresh.
        "globPatterns": [PAGE, *unnamed],
        "additionalManifestEntries": [{"url": rel, "revision": None} for rel in sorted(precached)
                                      if rel != PAGE and rel not in unnamed],
        "swDest": str(site / SERVICE_WORKER),
        "inlineWorkboxRuntime": True,
        "mode": "production",
        "sourcemap": False,
        "maximumFileSizeToCacheInBytes": 64 << 20,
        "cleanupOutdatedCaches": True,
        "navigateFallback": PAGE,
        "skipWaiting": False,
        "clientsClaim": True,
        "cacheId": CACHE_ID,
    }


def generate_service_worker(site: Path, precached: list[str], workbox: Path) -> Path:
    with tempfile.TemporaryDirectory(prefix="newworld-sw-") as scratch:
        config = Path(scratch) / "workbox-config.json"  # workbox-cli reads its options with require()
        config.write_text(json.dumps(service_worker_config(site, precached), indent=2), encoding="utf-8")
        _run(["node", str(workbox), "generateSW", str(config)], Path(scratch),
             "generating the service worker (workbox generateSW)", "Nothing was built; site/ is as it was.")
    out = site / SERVICE_WORKER
    if not out.is_file():
        raise OfflineBuildError(f"workbox generateSW reported success but wrote no {out}.")
    return out


# --------------------------------------------------------------------------- manifest and icons


def manifest() -> dict[str, Any]:
    """The web app manifest: a phone can add the table to its home screen and open it as an app."""
    return {
        "name": "The New World table · 신대륙 테이블 · 新大陸遊戲桌",
        "short_name": "New World",
        "description": "Age-of-discovery trading board games against computer opponents; works offline.",
        "lang": "en",
        "id": "./",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": PAPER,
        "theme_color": ACCENT,
        "icons": [
            {"src": "static/icon.svg", "sizes": "any", "type": "image/svg+xml"},
            *({"src": f"static/icon-{n}.png", "sizes": f"{n}x{n}", "type": "image/png", "purpose": "any"}
              for n in ICON_SIZES),
            *({"src": f"static/icon-{n}.png", "sizes": f"{n}x{n}", "type": "image/png", "purpose": "maskable"}
              for n in ICON_SIZES),
        ],
    }


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _coverage(signed_distance: float) -> float:
    """How much of a pixel a shape covers, from the shape's signed distance at its centre."""
    return min(1.0, max(0.0, 0.5 - signed_distance))


def icon_png(size: int) -> bytes:
    """The icon, drawn in pure Python: a compass rose in the paper colour on a disc of the accent
    colour, on a full-bleed paper ground, the rose inside the central 80% a maskable icon keeps."""
    paper, accent = _rgb(PAPER), _rgb(ACCENT)
    centre = (size - 1) / 2
    disc = 0.40 * size
    long_arm, short_arm = 0.34 * size, 0.075 * size
    norm = math.hypot(1 / long_arm, 1 / short_arm)
    half = (size + 1) // 2
    quarter_rows = []  # the rose is symmetric: draw a quarter, mirror it
    for y in range(half):
        dy = abs(y - centre)
        pixels = bytearray()
        for x in range(half):
            dx = abs(x - centre)
            on_disc = _coverage(math.hypot(dx, dy) - disc)
            # Two thin diamonds (north-south and east-west) make the four points of the rose.
            star = max(_coverage((dx / short_arm + dy / long_arm - 1) / norm),
                       _coverage((dx / long_arm + dy / short_arm - 1) / norm))
            accent_share = on_disc * (1 - star)
            pixels += bytes(round(p + (a - p) * accent_share) for p, a in zip(paper, accent))
        mirrored = b"".join(pixels[i:i + 3] for i in range(3 * (size - half) - 3, -3, -3))
        quarter_rows.append(b"\0" + bytes(pixels) + mirrored)  # each row starts with PNG filter 0
    rows = quarter_rows + quarter_rows[:size - half][::-1]
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def icon_svg() -> str:
    """The same icon as a vector, for the manifest's "any" size and the page's favicon."""
    half, disc, long_arm, short_arm = 50, 40, 34, 7.5
    north_south = (f"M{half},{half - long_arm} L{half + short_arm},{half} L{half},{half + long_arm} "
                   f"L{half - short_arm},{half} Z")
    east_west = (f"M{half - long_arm},{half} L{half},{half - short_arm} L{half + long_arm},{half} "
                 f"L{half},{half + short_arm} Z")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
            f'<rect width="100" height="100" fill="{PAPER}"/>'
            f'<circle cx="{half}" cy="{half}" r="{disc}" fill="{ACCENT}"/>'
            f'<path d="{north_south} {east_west}" fill="{PAPER}"/></svg>\n')


def add_offline_files(site: Path, files: list[str], workbox: Path | None = None) -> list[str]:
    """The manifest and icons, each named by its content, with index.html's links to them, then
    the service worker that keeps them, index.html and `files` (last, since it lists every
    other file). ``workbox`` None: the pinned one (installed if needed). Returns what the worker
    keeps."""
    icons = {"static/icon.svg": icon_svg().encode("utf-8"),
             **{f"static/icon-{size}.png": icon_png(size) for size in ICON_SIZES}}
    named = {rel: content_file(rel, data) for rel, data in icons.items()}
    text = json.dumps(manifest(), indent=2, ensure_ascii=False) + "\n"
    for rel, new in named.items():
        text = text.replace(f'"{rel}"', f'"{new}"')
    named[MANIFEST] = content_file(MANIFEST, text.encode("utf-8"))
    for rel, data in {**icons, MANIFEST: text.encode("utf-8")}.items():
        (site / named[rel]).parent.mkdir(parents=True, exist_ok=True)
        (site / named[rel]).write_bytes(data)
    page = (site / PAGE).read_text(encoding="utf-8")
    for rel, new in named.items():
        page = page.replace(f'href="./{rel}"', f'href="./{new}"')
    (site / PAGE).write_text(page, encoding="utf-8")
    precached = sorted({PAGE, *files, *named.values()})
    generate_service_worker(site, precached, workbox or ensure_workbox())
    return precached

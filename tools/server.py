"""The loopback server for a built site, answering as a common static host does: the MIME types
the runtime needs (.mjs, .wasm, .whl), compression (the precompressed ``.br`` or ``.gz`` beside
a file when the browser accepts it, as nginx's ``brotli_static``/``gzip_static``; else gzip made
on the fly for text, as nginx's ``gzip on``), validators (ETag, answered 304), and
``Cache-Control`` that lets a browser keep a file named by its content for good and makes it
ask again for the rest (index.html, sw.js). Extra folders can be served under URL prefixes (the
bench's bare page). Each response can be recorded (`sent`: what the bench and the tests count).
`build.py serve` runs it in the foreground; the browser tests and the benchmarks in a thread
(`serving`). Standard library only, like build.py.
"""

from __future__ import annotations

import contextlib
import email.utils
import gzip
import http.server
import io
import socket
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import unquote, urlsplit

from .common import is_content_named
from .compress import COMPRESSIBLE, ENCODINGS, MIN_SIZE

#: Cache-Control for a file named by its content (its bytes never change) and for the rest.
KEEP_FOR_GOOD = "public, max-age=31536000, immutable"
ASK_AGAIN = "no-cache"


@dataclass(frozen=True)
class Sent:
    """One response as it went over the wire: the path asked for, the status, the encoding
    (``br``, ``gzip`` or ``""``), and the bytes of its headers and of its body as sent."""

    path: str
    status: int
    encoding: str
    header_bytes: int
    body_bytes: int


def accepted(header: str | None) -> set[str]:
    """The encodings an Accept-Encoding header accepts (q=0 refuses one)."""
    out = set()
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        if name and params.replace(" ", "") not in ("q=0", "q=0.0", "q=0.00", "q=0.000"):
            out.add(name.strip().lower())
    return out

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
    """Static files with the MIME types the runtime needs, compressed, with validators and
    caching headers; optional extra folders (`mounts`); each response recorded in `sent`."""

    extensions_map = MIME_TYPES
    mounts: ClassVar[dict[str, str]] = {}
    quiet = True
    sent: ClassVar[list[Sent] | None] = None
    #: gzip made on the fly: (path, mtime) -> bytes, shared by the handlers of one server.
    made: ClassVar[dict[tuple[str, int], bytes]] = {}
    _encoding = ""
    _body = 0
    _headers = 0

    def end_headers(self) -> None:
        # Recorded before a byte of the response goes out: once a client has a response, its
        # record is there, in the order the requests came (recorded after the body, a client's
        # next request could be recorded first; a test saw it, 2026-11-29).
        self._headers = sum(len(line) for line in getattr(self, "_headers_buffer", [])) + 2
        self._record()
        super().end_headers()

    def do_GET(self) -> None:
        self._encoding, self._body, self._headers = "", 0, 0
        super().do_GET()

    def do_HEAD(self) -> None:
        self._encoding, self._body, self._headers = "", 0, 0
        super().do_HEAD()

    def _record(self) -> None:
        status = int(getattr(self, "_status", 0))
        if self.sent is not None:
            self.sent.append(Sent(urlsplit(self.path).path, status, self._encoding, self._headers,
                                  self._body if self.command == "GET" else 0))

    def send_response(self, code: int, message: str | None = None) -> None:
        self._status = code
        super().send_response(code, message)

    def _encoded(self, path: Path) -> tuple[str, bytes]:
        """The encoding to send `path` in, and its bytes so."""
        wanted = accepted(self.headers.get("Accept-Encoding"))
        for encoding, suffix in ENCODINGS.items():
            copy = path.with_name(path.name + suffix)
            if encoding in wanted and copy.is_file():
                return encoding, copy.read_bytes()
        data = path.read_bytes()
        if "gzip" in wanted and path.suffix in COMPRESSIBLE and len(data) >= MIN_SIZE:
            key = (str(path), path.stat().st_mtime_ns)
            if key not in self.made:
                self.made[key] = gzip.compress(data, 6, mtime=0)
            return "gzip", self.made[key]
        return "", data

    def send_head(self) -> Any:
        path = Path(self.translate_path(self.path))
        address = unquote(urlsplit(self.path).path)
        if path.is_dir():
            if not address.endswith("/"):
                return super().send_head()  # its redirect to the folder's address
            path = path / "index.html"
        if not path.is_file():
            self.send_error(404, "File not found")
            return None
        encoding, data = self._encoded(path)
        stat = path.stat()
        tag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}{"-" + encoding if encoding else ""}"'
        caching = KEEP_FOR_GOOD if is_content_named(address) else ASK_AGAIN
        if tag in [t.strip() for t in (self.headers.get("If-None-Match") or "").split(",")]:
            self.send_response(304)
            self.send_header("ETag", tag)
            self.send_header("Cache-Control", caching)
            self.end_headers()
            return None
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Length", str(len(data)))
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("ETag", tag)
        self.send_header("Last-Modified", email.utils.formatdate(stat.st_mtime, usegmt=True))
        self.send_header("Cache-Control", caching)
        self._encoding, self._body = encoding, len(data)
        self.end_headers()
        return io.BytesIO(data)

    def translate_path(self, path: str) -> str:
        for prefix, folder in self.mounts.items():
            if path.startswith(prefix):
                saved, self.directory = self.directory, folder
                try:
                    return super().translate_path("/" + path[len(prefix):])
                finally:
                    self.directory = saved
        return super().translate_path(path)

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: socket.socket | tuple[bytes, socket.socket], client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the browser dropped a connection; nothing to report
        super().handle_error(request, client_address)


def make_server(directory: Path, port: int = 0, host: str = "127.0.0.1",
                mounts: dict[str, Path] | None = None, quiet: bool = True,
                sent: list[Sent] | None = None) -> SiteServer:
    """A loopback server for `directory` (port 0: any free port); `mounts` maps URL prefixes
    such as "/bench/" to other folders; `sent`, if given, gets every response (Sent)."""
    handler = type("BoundSiteHandler", (SiteHandler,), {
        "mounts": {prefix: str(folder) for prefix, folder in (mounts or {}).items()},
        "quiet": quiet,
        "sent": sent,
        "made": {},
        "__init__": lambda self, *a, **k: SiteHandler.__init__(self, *a, directory=str(directory), **k),
    })
    return SiteServer((host, port), handler)


def server_url(server: SiteServer) -> str:
    host, port = server.server_address[:2]
    if isinstance(host, bytes):
        host = host.decode()
    return f"http://{host}:{port}/"


@contextlib.contextmanager
def serving(directory: Path, **kwargs: Any) -> Iterator[str]:
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

"""The loopback server for a built site: the MIME types the runtime needs (.mjs, .wasm, .whl),
and extra folders under URL prefixes (the bench's bare page). `build.py serve` runs it in the
foreground; the browser tests and the benchmarks in a thread (`serving`). Standard library
only, like build.py.
"""

from __future__ import annotations

import contextlib
import http.server
import socket
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

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

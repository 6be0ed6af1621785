"""The cross-engine tier's plumbing, in the default run (no browser): which run collects it,
what it installs, and its WebSocket client against a server of this test's own."""

from __future__ import annotations

import base64
import hashlib
import socket
import struct
import threading
from pathlib import Path

import pytest

from tests import conftest
from tests.engines import websocket
from tools import engines

TESTS = Path(conftest.__file__).resolve().parent


class Options:
    def __init__(self, engines: bool):
        self.values = {"engines": engines, "fast": False}

    def getoption(self, name: str):
        return self.values[name]


def test_the_default_run_leaves_the_engines_tier_out():
    assert conftest.pytest_ignore_collect(TESTS / "engines" / "test_page.py", Options(False)) is True
    assert conftest.pytest_ignore_collect(TESTS / "engines", Options(False)) is True
    assert conftest.pytest_ignore_collect(TESTS / "e2e" / "test_site.py", Options(False)) is None


def test_engines_collects_the_tier_and_nothing_else():
    assert conftest.pytest_ignore_collect(TESTS / "engines" / "test_page.py", Options(True)) is None
    assert conftest.pytest_ignore_collect(TESTS, Options(True)) is None
    assert conftest.pytest_ignore_collect(TESTS / "e2e", Options(True)) is True
    assert conftest.pytest_ignore_collect(TESTS / "test_build.py", Options(True)) is True


def test_the_tier_names_what_it_lacks(monkeypatch, tmp_path):
    font = tmp_path / "font.ttc"
    monkeypatch.setattr(engines, "PACKAGES", {**engines.PACKAGES, "fonts-noto-cjk": str(font)})
    monkeypatch.setattr(engines.shutil, "which", lambda name: None if name == "WebKitWebDriver" else f"/usr/bin/{name}")
    assert engines.missing() == ["webkit2gtk-driver", "fonts-noto-cjk"]
    font.write_bytes(b"")
    assert engines.missing() == ["webkit2gtk-driver"]


def test_the_tier_says_what_to_install_where_it_cannot(monkeypatch):
    monkeypatch.setattr(engines, "missing", lambda packages=None: ["firefox-esr"])
    monkeypatch.setattr(engines.os, "geteuid", lambda: 1000)
    with pytest.raises(engines.BuildError, match="firefox-esr"):
        engines.ensure_engines()


def test_the_default_run_asks_for_the_cjk_font_alone_and_says_how_to_install_it(monkeypatch, tmp_path):
    """The default run's browser tests find zh-Hant drawn in Noto Sans CJK TC (tests/e2e/
    test_readable.py): build.py test installs Debian's fonts-noto-cjk, or says to, and nothing
    else of the engines tier."""
    monkeypatch.setattr(engines, "CJK_FONT", {"fonts-noto-cjk": str(tmp_path / "font.ttc")})
    monkeypatch.setattr(engines.shutil, "which", lambda name: None)
    monkeypatch.setattr(engines.os, "geteuid", lambda: 1000)
    with pytest.raises(engines.BuildError, match=r"apt-get install fonts-noto-cjk`") as raised:
        engines.ensure_cjk_font()
    assert "firefox" not in str(raised.value) and "webkit" not in str(raised.value)
    (tmp_path / "font.ttc").write_bytes(b"")
    engines.ensure_cjk_font()  # there: nothing to do


def _serve_one(listener: socket.socket, replies: list[bytes]) -> None:
    """Accept one client, answer its handshake, read one masked text frame, then send
    ``replies`` (raw frames) and the client's text back as a message in two fragments."""
    conn, _ = listener.accept()
    with conn:
        head = b""
        while b"\r\n\r\n" not in head:
            head += conn.recv(4096)
        key = next(line.split(":", 1)[1].strip() for line in head.decode().split("\r\n")
                   if line.lower().startswith("sec-websocket-key"))
        accept = base64.b64encode(hashlib.sha1((key + websocket.GUID).encode()).digest()).decode()
        conn.sendall(("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                      f"Sec-WebSocket-Accept: {accept}\r\n\r\n").encode())
        first, second = conn.recv(2, socket.MSG_WAITALL)
        assert first == 0x81 and second & 0x80, "one final text frame, masked as a client's must be"
        n = second & 0x7F
        if n == 126:
            (n,) = struct.unpack("!H", conn.recv(2, socket.MSG_WAITALL))
        mask = conn.recv(4, socket.MSG_WAITALL)
        data = bytes(b ^ mask[i % 4] for i, b in enumerate(conn.recv(n, socket.MSG_WAITALL)))
        for reply in replies:
            conn.sendall(reply)
        half = len(data) // 2
        conn.sendall(struct.pack("!BBH", 0x01, 126, half) + data[:half])  # text, not final
        conn.sendall(struct.pack("!BBQ", 0x80, 127, len(data) - half) + data[half:])  # continuation, final
        conn.recv(64)  # the client's pong or close


def test_the_websocket_client_speaks_rfc_6455():
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        port = listener.getsockname()[1]
        ping = struct.pack("!BB", 0x89, 2) + b"hi"
        short = struct.pack("!BB", 0x81, 5) + b"hello"
        server = threading.Thread(target=_serve_one, args=(listener, [ping, short]), daemon=True)
        server.start()
        client = websocket.WebSocket(f"ws://127.0.0.1:{port}/session", timeout=10)
        text = "x" * 300 + "é"
        client.send(text)
        assert client.recv() == "hello"  # the ping before it was answered, not returned
        assert client.recv() == text  # two fragments, 16-bit and 64-bit lengths
        client.close()
        server.join(10)

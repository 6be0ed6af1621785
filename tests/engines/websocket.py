"""The least WebSocket client (RFC 6455) that talks WebDriver BiDi to a browser on this machine:
text messages, either way, over a plain TCP socket to 127.0.0.1. Standard library only, so the
engines tier needs no package beyond the browsers themselves.

What it leaves out, since a browser's BiDi endpoint on the loopback never asks for it: TLS,
extensions (no compression is offered, so none is used), and sending fragmented messages.
It reads fragmented ones, answers pings and stops at a close frame.
"""

from __future__ import annotations

import base64
import hashlib
import os
import socket
import struct
from urllib.parse import urlsplit

GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"  # RFC 6455, section 1.3
TEXT, BINARY, CLOSE, PING, PONG, CONTINUATION = 0x1, 0x2, 0x8, 0x9, 0xA, 0x0


class Closed(ConnectionError):
    """The other side closed the connection."""


class WebSocket:
    def __init__(self, url: str, timeout: float = 120.0):
        parts = urlsplit(url)
        if parts.scheme != "ws":
            raise ValueError(f"only ws:// URLs: {url}")
        self._sock = socket.create_connection((parts.hostname, parts.port or 80), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        path = parts.path or "/"
        request = (f"GET {path} HTTP/1.1\r\nHost: {parts.netloc}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self._sock.sendall(request.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self._sock.recv(4096)
            if not chunk:
                raise Closed(f"{url} closed during the handshake")
            head += chunk
        head, self._buffer = head.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        if " 101 " not in lines[0] + " ":
            raise ConnectionError(f"{url} refused the WebSocket handshake: {lines[0]}")
        accept = base64.b64encode(hashlib.sha1((key + GUID).encode()).digest()).decode()
        fields = (line.partition(":") for line in lines[1:])
        headers = {name.strip().lower(): value.strip() for name, _, value in fields}
        if headers.get("sec-websocket-accept") != accept:
            raise ConnectionError(f"{url} answered the handshake with a wrong Sec-WebSocket-Accept")

    def settimeout(self, seconds: float | None) -> None:
        self._sock.settimeout(seconds)

    def _read(self, n: int) -> bytes:
        while len(self._buffer) < n:
            chunk = self._sock.recv(max(65536, n - len(self._buffer)))
            if not chunk:
                raise Closed("the connection was closed")
            self._buffer += chunk
        data, self._buffer = self._buffer[:n], self._buffer[n:]
        return data

    def _send_frame(self, opcode: int, payload: bytes) -> None:
        # A client masks every frame it sends (section 5.3).
        mask = os.urandom(4)
        n = len(payload)
        if n < 126:
            head = struct.pack("!BB", 0x80 | opcode, 0x80 | n)
        elif n < 1 << 16:
            head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, n)
        else:
            head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self._sock.sendall(head + mask + masked)

    def send(self, text: str) -> None:
        self._send_frame(TEXT, text.encode())

    def recv(self) -> str:
        """The next whole text message."""
        parts: list[bytes] = []
        while True:
            first, second = self._read(2)
            fin, opcode, n = first & 0x80, first & 0x0F, second & 0x7F
            if n == 126:
                (n,) = struct.unpack("!H", self._read(2))
            elif n == 127:
                (n,) = struct.unpack("!Q", self._read(8))
            mask = self._read(4) if second & 0x80 else b""
            payload = self._read(n)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            if opcode == PING:
                self._send_frame(PONG, payload)
                continue
            if opcode == CLOSE:
                raise Closed("the browser closed the connection")
            if opcode in (TEXT, BINARY, CONTINUATION):
                parts.append(payload)
                if fin:
                    return b"".join(parts).decode()

    def close(self) -> None:
        try:
            self._send_frame(CLOSE, struct.pack("!H", 1000))
        except OSError:
            pass
        self._sock.close()

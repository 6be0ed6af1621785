# The saves and the record of wins, read from the storage on the main side to draw the home
# screen before the worker is up (main_side/home.py draws them with web/home_saves.py).
#
# What is read here is what the screen shows: a save's summary and its record's header (the game,
# the players, the options, the table notes), its envelope and check verified as the rules'
# reader verifies them (engine/record.py), and each field it draws checked to be drawable. The
# worker reads every save again with the rules' own reader, which decides: a save it refuses,
# which only a hand-made one can be here, is drawn as unreadable when its screen takes over.
# Figures and keys come from the worker's modules through the page's data (``limits``:
# web/first_paint.home_data), so each is written once.
#
# MicroPython, like page.py; tests/web/test_early_home.py runs it in MicroPython and CPython.

import binascii
import hashlib
import io
import json

try:  # CPython (the tests); in the page the modules before this one define these
    from engine.names import read_name
    from web.home_saves import saved_when
except ImportError:
    pass

try:  # MicroPython's inflater; CPython (the tests) has zlib
    import deflate

    def inflated(data, limit):
        """``data`` inflated, at most ``limit`` bytes of it."""
        stream, out = deflate.DeflateIO(io.BytesIO(data), deflate.ZLIB), b""
        while len(out) < limit:
            more = stream.read(limit - len(out))
            if not more:
                break
            out += more
        return out
except ImportError:
    import zlib

    def inflated(data, limit):
        """``data`` inflated, at most ``limit`` bytes of it."""
        return zlib.decompressobj().decompress(data, limit)


def from_base64url(text):
    """The bytes of base64url ``text`` without its padding."""
    text = text.replace("-", "+").replace("_", "/")
    return binascii.a2b_base64((text + "=" * (-len(text) % 4)).encode())


def check(sealed, chars):
    """A record's check of ``sealed``: base64url of the first 6 bytes of its SHA-256."""
    digest = hashlib.sha256(sealed.encode()).digest()[:6]
    return binascii.b2a_base64(digest).decode().strip().replace("+", "-").replace("/", "_")[:chars]


def record_head(text, cat, limits):
    """The game and header of a record (``{"game", "players", "options", "table"}``), or None if
    it is not whole, or holds what the home screen cannot draw."""
    if not isinstance(text, str) or len(text) > limits["max_text"]:
        return None
    parts = text.strip().split(".")
    if len(parts) != 4:
        return None
    gid, fmt, body, last = parts
    if not fmt.isdigit() or len(fmt) > 6 or not limits["oldest_format"] <= int(fmt) <= limits["format"]:
        return None
    chars = limits["digest_chars"]
    link = int(fmt) >= limits["format"] and len(last) == 2 * chars  # a link's record: its digest, then the check
    sealed = gid + "." + fmt + "." + body + ("." + last[:chars] if link else "")
    if len(last) != (2 if link else 1) * chars or check(sealed, chars) != last[-chars:] or gid not in cat["order"]:
        return None
    try:
        head, newline, _ = inflated(from_base64url(body), limits["max_header"] + 1).partition(b"\n")
        header = json.loads(head.decode()) if newline else None
    except Exception:  # not base64, not deflated, not JSON
        return None
    if not isinstance(header, dict):
        return None
    entry, players, options, table = cat["games"][gid], header.get("n"), header.get("o"), header.get("t")
    low, high = entry["players"]
    if not (isinstance(players, int) and not isinstance(players, bool) and low <= players <= high):
        return None
    if not isinstance(options, dict) or not isinstance(table, dict):
        return None
    levels = table.get("levels")
    known = entry["levels"]
    if levels is not None and not (isinstance(levels, list) and all(lv == "" or lv in known for lv in levels)):
        return None
    names = table.get("names")
    if names is not None:  # as the rules read them (engine/header.py), the pairs MicroPython splits joined
        names = [read_name(n) for n in names] if isinstance(names, list) else [None]
        if None in names:
            return None
        table = dict(table)
        table["names"] = names
    return {"game": gid, "players": players, "options": options, "table": table}


def read_save(key, raw, cat, limits):
    """The save ``raw`` under ``key`` as web/home_saves.py draws it; an unreadable one says why
    in ``problem``: "corrupt", "newer" (written by a newer table) or "record"."""
    saved = None
    if len(raw) <= limits["max_save"]:
        try:
            saved = json.loads(raw)
        except Exception:
            saved = None
    # One flat object, as the worker reads it (web/saves.py).
    if not isinstance(saved, dict) or not isinstance(saved.get("v"), int) \
            or any(isinstance(v, (dict, list)) for v in saved.values()):
        return {"key": key, "ok": False, "problem": "corrupt", "over": False}
    if saved["v"] > limits["save_version"]:
        return {"key": key, "ok": False, "problem": "newer", "over": False}
    head = record_head(saved.get("record"), cat, limits)
    if head is None:
        return {"key": key, "ok": False, "problem": "record", "over": False}
    rnd, waiting = saved.get("round"), saved.get("waiting")
    head.update({"key": key, "ok": True, "round": rnd if isinstance(rnd, int) and 0 < rnd < 10000 else None,
                 "saved_at": saved_when(saved.get("saved")), "over": saved.get("over") is True,
                 "waiting": waiting if isinstance(waiting, int) and not isinstance(waiting, bool)
                 and 0 <= waiting < head["players"] else None})
    return head


def read_saves(stored, cat, limits):
    """Every save in ``stored`` (the storage's keys and values), the most recently played first."""
    prefix = limits["save_prefix"]
    found = [read_save(key[len(prefix):], raw, cat, limits) for key, raw in stored.items() if key.startswith(prefix)]
    return sorted(found, key=lambda s: (s.get("saved_at", ""), s["key"]), reverse=True)


def read_tally(stored, limits):
    """The matches the record of wins counted, ``(game, players, level, won, score, at)`` each
    (none, as the worker reads it, if the record was edited into something else)."""
    raw = stored.get(limits["tally_key"])
    if raw is None:
        return []
    try:
        data = json.loads(raw)
        if not isinstance(data, dict) or data.get("v") != limits["tally_version"]:
            return []
        return [(str(m["game"]), int(m.get("players", 0)), str(m["level"]), bool(m["won"]), int(m["score"]),
                 str(m["at"])[:40]) for m in dict(data.get("matches", {})).values()]
    except Exception:
        return []

"""The stylesheets' font sizes: none under 12 px on a phone, whatever the element sits in.

The browser test (tests/e2e/test_readable.py) measures what a match draws; this reads every
declaration, so that a piece no match happened to show is held to the same floor."""

from __future__ import annotations

import re
from pathlib import Path

STATIC = Path(__file__).resolve().parents[2] / "web" / "static"
#: SVG text is sized in its SVG's units; Endeavor's map is drawn at 1.5 times them or more on a
#: 360 px phone (web/static/games/endeavor.css), so 8.5 units is 12 px there.
SVG_UNITS_MIN = 8.5


def _declarations():
    """Each font size declared: its sheet, its selector, the size, and whether it sizes SVG text
    (its rule sets a ``fill``, or every selector of it is one whose rule elsewhere in the sheet
    does: a wider map's text, set again in a container query; tests/e2e/test_endeavor.py
    measures that text drawn, 12 px and more, at each width)."""
    for path in sorted(STATIC.rglob("*.css")):
        css = re.sub(r"/\*.*?\*/", "", path.read_text(encoding="utf-8"), flags=re.S)
        rules = [([part.strip() for part in selector.split(",")], body)
                 for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css)]
        svg_text = {part for parts, body in rules if "fill:" in body for part in parts}
        for parts, body in rules:
            for size in re.findall(r"font-size:\s*([^;}]+)", body):
                svg = "fill:" in body or all(part in svg_text for part in parts)
                yield path.name, ", ".join(parts), size.strip(), svg


def test_no_font_size_is_under_12px():
    small = []
    for sheet, selector, size, svg in _declarations():
        rem = re.fullmatch(r"(\d*\.?\d+)rem", size)
        px = re.fullmatch(r"(\d*\.?\d+)px", size)
        if size in ("0", "inherit") or re.fullmatch(r"max\(0\.75rem, [^)]+\)", size):
            continue  # 0: a box that holds no text; max(): a relative size with the floor
        if rem and float(rem.group(1)) >= 0.75:
            continue
        if px and float(px.group(1)) >= (SVG_UNITS_MIN if svg else 12):
            continue
        small.append((sheet, selector, size))  # smaller, or relative (em, %) without the floor
    assert not small


def test_the_check_reads_the_sheets():
    assert sum(1 for _ in _declarations()) > 100


def _family(selector: str) -> list[str]:
    """The font families ``table.css`` gives ``selector``, in order."""
    css = re.sub(r"/\*.*?\*/", "", (STATIC / "table.css").read_text(encoding="utf-8"), flags=re.S)
    body = next(body for sel, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css) if sel.strip() == selector)
    stack = re.search(r"font-family:\s*([^;}]+)", body)
    assert stack, selector
    return [name.strip().strip('"') for name in stack.group(1).split(",")]


def test_traditional_chinese_is_drawn_by_a_traditional_face_before_any_other_cjk_one():
    """A face of another CJK script listed first would draw the Han characters it shares in its own
    (Japanese, Simplified or Korean) forms: in zh-Hant, the Traditional faces come first."""
    stack = _family("[lang]:lang(zh-Hant)")
    traditional = ("Noto Sans CJK TC", "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", "Heiti TC")
    other = re.compile(r"CJK (KR|JP|SC|HK)|Sans (KR|JP|SC)|PingFang SC|Gothic|Hiragino|YaHei|Meiryo|Malgun|Yu ")
    assert [f for f in stack if f in traditional] == list(traditional)
    # No other CJK face at all: past the list, the browser's own fallback follows the lang.
    assert not any(other.search(f) for f in stack), stack
    assert stack[-1] == "sans-serif"

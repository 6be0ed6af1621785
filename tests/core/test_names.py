"""A player's name (engine/names.py): one rule, in the rules (CPython) and on the page's main side
(MicroPython), for what a name may hold."""

from __future__ import annotations

import json

import pytest

from engine.names import NAME_LIMIT, REPLACEMENT, clean_name, read_name
from tests import micropython

#: (what was typed, the name kept): every plane kept, controls dropped, halves replaced.
TYPED = [
    ("Ana 😀 é 가", "Ana 😀 é 가"),
    ("e\u0301\u0301", "e\u0301\u0301"),  # combining marks
    ("\u200fאבג \u200eAna", "\u200fאבג \u200eAna"),  # right-to-left and left-to-right marks
    ("👩\u200d🚀", "👩\u200d🚀"),  # an emoji sequence's zero-width joiner
    ("a\u0000b", "ab"), ("tab\there", "tabhere"), ("new\nline", "newline"), ("del\u007f", "del"),
    ("c1\u0085", "c1"), ("sep\u2028par\u2029", "seppar"), ("flip\u202eed", "fliped"), ("iso\u2066x\u2069", "isox"),
    ("half\ud800", "half" + REPLACEMENT), ("\udc00low", REPLACEMENT + "low"), ("\ud83d\ude00", "😀"),
    ("  spaced  ", "spaced"), ("x" * 30, "x" * NAME_LIMIT), ("😀" * 30, "😀" * NAME_LIMIT),
]


@pytest.mark.parametrize(("typed", "kept"), TYPED)
def test_a_typed_name_is_kept_by_the_rule(typed, kept):
    assert clean_name(typed) == kept
    assert read_name(kept) == kept  # what the form keeps, a header may hold


@pytest.mark.parametrize("text", ["a\u0000b", "x\u202e", "\ud800", "\udc00x", " Ana", "x" * 25, 3, None])
def test_a_header_s_name_the_form_would_not_write_is_refused(text):
    assert read_name(text) is None


def test_the_main_side_reads_and_cleans_names_as_the_rules_do():
    """MicroPython splits ``\\ud83d\\ude00`` into two halves when it reads JSON: the rule joins
    them, so a name read there is the one read in the rules."""
    typed = [t for t, _ in TYPED]
    code = ("import json\nout = []\nfor t in json.loads(" + repr(json.dumps(typed)) + "):\n"
            "    out.append([clean_name(t), read_name(t), read_name(clean_name(t))])\n"
            "print(json.dumps(out))\n")
    there = micropython.values(("engine/names.py",), code)
    here = [[clean_name(t), read_name(t), read_name(clean_name(t))] for t in json.loads(json.dumps(typed))]
    assert there == here
